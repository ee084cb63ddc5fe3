package net.ur.client.render;

import com.jme3.asset.AssetManager;
import com.jme3.bounding.BoundingBox;
import com.jme3.bounding.BoundingVolume;
import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.control.AbstractControl;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Texture;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import jme3utilities.Validate;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL30C;

/**
 * A soft dark blob on the surface under a thing on the table (a piece, a die, a coin), for the
 * low quality, which has no shadow map: it grounds the thing on the table or the board so that it
 * does not seem to float. The control finds the surface under its thing by a ray down into the
 * room's node {@value #GROUND} when the thing has moved, and lays the blob there, lighter and wider
 * as the thing rises; it hides the blob while the thing rests on another thing (a coin on a stack,
 * a man on a tower), whose own blob grounds both. The blobs of a view are drawn by one
 * {@link #pass}, in one draw; a kept picture of the room may hold those of things at rest
 * ({@link #isResting}, {@link Blobs}).
 */
public final class ContactShadow extends AbstractControl {

    /** The name of the node of the room whose surfaces receive the blobs. */
    public static final String GROUND = "Room";
    /** How dark the blob's middle is (its alpha) when the thing rests on the surface. */
    static final float DARKNESS = 0.7f;
    /** Height above the surface, in metres, at which the blob has faded away. */
    static final float FADE_HEIGHT = 0.12f;
    /** How far above the surface the blob lies, in metres, so that it never fights the surface's depth. */
    private static final float LIFT = 0.0007f;

    /**
     * Frames a thing keeps still before its blob counts as resting: a die settling or a piece
     * landing is not laid into the kept picture between two of its last small moves.
     */
    public static final int REST_FRAMES = 8;

    private static Texture falloff;

    private final float radius;
    private final Vector3f lastPlace = new Vector3f(Float.NaN, 0, 0);
    private final Quaternion lastTurn = new Quaternion();
    private final Vector3f centre = new Vector3f();
    private float size;
    private float alpha;
    private boolean shown;
    /** Frames since the thing last moved, up to {@link #REST_FRAMES}. */
    private int stillFrames;

    private ContactShadow(float radius) {
        this.radius = radius;
    }

    /**
     * Gives a thing a contact shadow: a blob as wide as the thing's footprint times a spread.
     *
     * @param thing the thing's node, its bound set by its geometries; changed in place
     * @param spread the blob's radius as a multiple of the footprint's mean half width, 1 or more
     * @return the node
     */
    public static Node attach(Node thing, float spread) {
        Validate.nonNull(thing, "thing");
        Validate.require(spread >= 1f, "a spread of 1 or more");
        thing.updateGeometricState();
        float half = 0.01f;
        if (bodyBound(thing) instanceof BoundingBox box) {
            // A long thing (a bird with its tail) gets a blob between its length and its width.
            half = (box.getXExtent() + box.getZExtent()) / 2f;
        }
        thing.addControl(new ContactShadow(half * spread));
        return thing;
    }

    /** The blob's falloff, white with a smooth round alpha: painted once and shared. */
    static synchronized Texture falloff() {
        if (falloff == null) {
            falloff = ProceduralTextures.paint(64, (u, v, out) -> {
                float du = (u - 0.5f) * 2f;
                float dv = (v - 0.5f) * 2f;
                float d = Math.min(1f, FastMath.sqrt(du * du + dv * dv));
                // Dark and flat under the thing, then a soft edge (smoothstep) to nothing at the rim.
                float t = FastMath.clamp((d - 0.5f) / 0.5f, 0f, 1f);
                out.set(1f, 1f, 1f, 1f - t * t * (3f - 2f * t));
            });
            falloff.setWrap(Texture.WrapMode.EdgeClamp);
        }
        return falloff;
    }

    /** The blob's radius when the thing rests on the surface, in metres. */
    public float radius() {
        return radius;
    }

    /** Whether the blob is shown now. */
    public boolean isShown() {
        return shown;
    }

    /** Where the blob lies now, in the world (on the surface under the thing); meaningful while shown. */
    public Vector3f centre() {
        return centre.clone();
    }

    /** The blob's radius now, in metres. */
    public float size() {
        return size;
    }

    /** The blob's darkness now, 0 to {@link #DARKNESS}. */
    public float alpha() {
        return alpha;
    }

    /**
     * Whether the blob is shown and its thing has kept still for {@link #REST_FRAMES} frames: such a
     * blob may be laid into a kept picture of the room (the picture is laid again when it moves).
     */
    public boolean isResting() {
        return shown && stillFrames >= REST_FRAMES;
    }

    @Override
    protected void controlUpdate(float tpf) {
        Vector3f place = spatial.getWorldTranslation();
        Quaternion turn = spatial.getWorldRotation();
        if (place.equals(lastPlace) && turn.equals(lastTurn)) {
            if (stillFrames < REST_FRAMES) {
                stillFrames++;
            }
            return;
        }
        stillFrames = 0;
        lastPlace.set(place);
        lastTurn.set(turn);
        shown = false;
        Node root = spatial.getParent();
        while (root != null && root.getParent() != null) {
            root = root.getParent();
        }
        Spatial ground = root == null ? null : root.getChild(GROUND);
        if (ground == null) {
            return;
        }
        BoundingVolume body = bodyBound((Node) spatial);
        Vector3f middle = body instanceof BoundingBox box ? box.getCenter().clone() : place.clone();
        float bottom = body instanceof BoundingBox box ? middle.y - box.getYExtent() : place.y;
        CollisionResults hits = new CollisionResults();
        ground.collideWith(new Ray(middle.clone(), Vector3f.UNIT_Y.negate()), hits);
        CollisionResult hit = hits.size() == 0 ? null : hits.getClosestCollision();
        if (hit == null || restsOnAnother(root, middle, bottom, hit.getDistance() - (middle.y - bottom))) {
            return;
        }
        float height = Math.max(0f, bottom - hit.getContactPoint().y);
        float fade = 1f - FastMath.clamp(height / FADE_HEIGHT, 0f, 1f);
        if (fade <= 0f) {
            return;
        }
        centre.set(hit.getContactPoint()).addLocal(0, LIFT, 0);
        size = radius * (1f + 3f * height / FADE_HEIGHT);
        alpha = DARKNESS * fade;
        shown = true;
    }

    /**
     * Whether the thing rests on another thing of the table: something of the scene other than the
     * room and the thing itself (and what is drawn see-through: halos, marks, ghosts) lies between
     * the thing's top and the room's surface under it.
     *
     * @param gap the distance from the thing's bottom down to the room's surface
     */
    private boolean restsOnAnother(Node root, Vector3f middle, float bottom, float gap) {
        if (gap <= 0.0005f) {
            return false;
        }
        // From the thing's top: a coin sunk a little into the bowl's sloping floor still finds the floor.
        float top = 2f * middle.y - bottom;
        Ray down = new Ray(new Vector3f(middle.x, top, middle.z), Vector3f.UNIT_Y.negate());
        float limit = top - bottom + gap - 0.0005f;
        down.setLimit(limit);
        for (Spatial child : root.getChildren()) {
            if (GROUND.equals(child.getName()) || child.getWorldBound() == null) {
                continue;
            }
            CollisionResults hits = new CollisionResults();
            child.collideWith(down, hits);
            for (CollisionResult r : hits) {
                Geometry g = r.getGeometry();
                if (r.getDistance() <= limit && g.getQueueBucket() != RenderQueue.Bucket.Transparent
                        && !g.hasAncestor((Node) spatial)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The world bound of a thing without its halo (which lies on the surface: not the thing). */
    private static BoundingVolume bodyBound(Node thing) {
        BoundingVolume merged = null;
        for (Spatial child : thing.getChildren()) {
            if ("Halo".equals(child.getName()) || child.getWorldBound() == null) {
                continue;
            }
            merged = merged == null ? child.getWorldBound().clone() : merged.mergeLocal(child.getWorldBound());
        }
        return merged;
    }

    @Override
    protected void controlRender(RenderManager rm, ViewPort vp) {
    }

    /**
     * The pass that draws the shown blobs of a view's scenes, to be added to the view's processors:
     * after the view's queues (the board, table and pieces have laid their depth, so a piece hides
     * the blob under it). While the view is laid over a kept picture of the room that already holds
     * the blobs at rest ({@link Pass#setLeaveResting}), only the blobs of things that move are drawn.
     *
     * @param assets the asset manager; not null
     * @return a new scene processor
     */
    public static Pass pass(AssetManager assets) {
        return new Pass(new Blobs(assets));
    }

    /** Draws the blobs of a view; see {@link #pass}. */
    public static final class Pass extends BaseSceneProcessor {
        private final Blobs blobs;
        private RenderManager renderManager;
        private ViewPort viewPort;
        private boolean leaveResting;

        Pass(Blobs blobs) {
            this.blobs = blobs;
        }

        /**
         * Whether the blobs at rest are left out this frame, because the picture the view is laid
         * over holds them already. Set before the view is drawn; it holds until changed.
         *
         * @param leave whether to draw only the blobs of things that move
         */
        public void setLeaveResting(boolean leave) {
            leaveResting = leave;
        }

        /** How many blobs the last frame drew. */
        public int drawn() {
            return blobs.size();
        }

        @Override
        public void initialize(RenderManager rm, ViewPort vp) {
            super.initialize(rm, vp);
            renderManager = rm;
            viewPort = vp;
        }

        @Override
        public void postQueue(RenderQueue rq) {
            blobs.collect(viewPort.getScenes(), leaveResting ? Which.MOVING : Which.ALL);
        }

        @Override
        public void postFrame(FrameBuffer out) {
            if (renderManager != null) {
                blobs.draw(renderManager, viewPort.getCamera());
            }
        }
    }

    /** Which blobs a {@link Blobs} collects. */
    public enum Which {
        /** Every shown blob. */
        ALL,
        /** The blobs of things that have kept still for {@link #REST_FRAMES} frames. */
        RESTING,
        /** The others. */
        MOVING
    }

    /**
     * A set of shown blobs collected from scenes and drawn as one mesh of a twelve-sided fan per
     * blob, in one call, with the framebuffer's sRGB encoding off. Blending then darkens what is
     * already drawn by the blob's alpha as the eye sees it; with the encoding on, this renderer
     * blends the stored (encoded) colour as if it were linear and encodes the result again, which
     * all but undoes a dark blend. Darkening is a multiplication of the stored colour, so blobs laid
     * into a picture before the picture is scaled (a flicker step's) come out as if laid after.
     */
    public static final class Blobs {
        private final List<ContactShadow> list = new ArrayList<>();
        private final Geometry geometry = new Geometry("ContactShadows", new Mesh());
        private int capacity;
        private long signature;
        private long builtSignature = 1;
        private FloatBuffer positions;
        private FloatBuffer colours;
        private FloatBuffer coords;

        /**
         * @param assets the asset manager; not null
         */
        public Blobs(AssetManager assets) {
            Validate.nonNull(assets, "assets");
            Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
            m.setTexture("ColorMap", falloff());
            m.setBoolean("VertexColor", true);
            m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
            m.getAdditionalRenderState().setDepthWrite(false);
            geometry.setMaterial(m);
        }

        /**
         * Collects the shown blobs of the things under the scenes (the room's node is not searched).
         * A blob counts as at rest when its thing has kept still ({@link #isResting}) and nothing
         * see-through is drawn over it (a halo, a move's ghost or mark): those are drawn after the
         * picture is laid in, and the blob goes over them.
         *
         * @param scenes the scenes
         * @param which all of them, those at rest or the others
         * @return a signature of what was collected: which blobs, where, how large and how dark
         */
        public long collect(List<Spatial> scenes, Which which) {
            list.clear();
            shownBlobs.clear();
            seeThrough.clear();
            for (Spatial scene : scenes) {
                gather(scene);
            }
            for (ContactShadow c : shownBlobs) {
                if (which == Which.ALL || (c.isResting() && !covered(c)) == (which == Which.RESTING)) {
                    list.add(c);
                }
            }
            long h = 17;
            for (ContactShadow c : list) {
                h = h * 31 + System.identityHashCode(c);
                h = h * 31 + Float.floatToIntBits(c.centre.x);
                h = h * 31 + Float.floatToIntBits(c.centre.y);
                h = h * 31 + Float.floatToIntBits(c.centre.z);
                h = h * 31 + Float.floatToIntBits(c.size);
                h = h * 31 + Float.floatToIntBits(c.alpha);
            }
            signature = h;
            return h;
        }

        /** How many blobs were collected. */
        public int size() {
            return list.size();
        }

        private final List<ContactShadow> shownBlobs = new ArrayList<>();
        private final List<BoundingVolume> seeThrough = new ArrayList<>();

        /** Finds the shown blobs and the see-through geometries outside the room, of what is not culled. */
        private void gather(Spatial s) {
            if (s.getCullHint() == Spatial.CullHint.Always || GROUND.equals(s.getName())) {
                return;
            }
            ContactShadow c = s.getControl(ContactShadow.class);
            if (c != null && c.isShown()) {
                shownBlobs.add(c);
            }
            if (s instanceof Geometry g) {
                RenderQueue.Bucket b = g.getQueueBucket();
                if ((b == RenderQueue.Bucket.Transparent || b == RenderQueue.Bucket.Translucent) && g.getWorldBound() != null) {
                    seeThrough.add(g.getWorldBound());
                }
            } else if (s instanceof Node n) {
                for (Spatial child : n.getChildren()) {
                    gather(child);
                }
            }
        }

        /** Whether something see-through is drawn over the blob's square. */
        private boolean covered(ContactShadow c) {
            if (seeThrough.isEmpty()) {
                return false;
            }
            BoundingBox disc = new BoundingBox(c.centre, c.size, 0.005f, c.size);
            for (BoundingVolume b : seeThrough) {
                if (b.intersects(disc)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Draws the collected blobs into the renderer's current framebuffer, depth-tested against
         * what it holds, without writing depth.
         *
         * @param rm the render manager
         * @param cam the camera to draw with
         */
        public void draw(RenderManager rm, com.jme3.renderer.Camera cam) {
            if (list.isEmpty()) {
                return;
            }
            if (builtSignature != signature) {
                build();
                builtSignature = signature;
            }
            boolean srgb = GL11C.glIsEnabled(GL30C.GL_FRAMEBUFFER_SRGB);
            GL11C.glDisable(GL30C.GL_FRAMEBUFFER_SRGB);
            rm.setCamera(cam, false);
            rm.renderGeometry(geometry);
            if (srgb) {
                GL11C.glEnable(GL30C.GL_FRAMEBUFFER_SRGB);
            }
        }

        /** Sides of a blob's polygon: a twelve-sided fan round the falloff's circle covers a fifth fewer pixels than its square. */
        private static final int SIDES = 12;
        /** The polygon's corner radius that keeps the circle of the falloff inside it. */
        private static final float RIM = 1f / FastMath.cos(FastMath.PI / SIDES);

        /** Fills the mesh with a flat twelve-sided fan per blob. */
        private void build() {
            int n = list.size();
            Mesh mesh = geometry.getMesh();
            int verts = SIDES + 1;
            if (n > capacity) {
                capacity = Math.max(n, capacity * 2);
                positions = BufferUtils.createFloatBuffer(capacity * verts * 3);
                colours = BufferUtils.createFloatBuffer(capacity * verts * 4);
                coords = BufferUtils.createFloatBuffer(capacity * verts * 2);
                short[] index = new short[capacity * SIDES * 3];
                for (int i = 0; i < capacity; i++) {
                    int v = i * verts;
                    coords.put(0.5f).put(0.5f);
                    for (int k = 0; k < SIDES; k++) {
                        float a = FastMath.TWO_PI * k / SIDES;
                        coords.put(0.5f + 0.5f * RIM * FastMath.cos(a)).put(0.5f + 0.5f * RIM * FastMath.sin(a));
                        int t = (i * SIDES + k) * 3;
                        index[t] = (short) v;
                        index[t + 1] = (short) (v + 1 + (k + 1) % SIDES);
                        index[t + 2] = (short) (v + 1 + k);
                    }
                }
                coords.flip();
                mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
                mesh.setBuffer(VertexBuffer.Type.Color, 4, colours);
                mesh.setBuffer(VertexBuffer.Type.TexCoord, 2, coords);
                mesh.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createShortBuffer(index));
            }
            positions.clear();
            colours.clear();
            for (ContactShadow c : list) {
                Vector3f p = c.centre;
                float r = c.size * RIM;
                positions.put(p.x).put(p.y).put(p.z);
                for (int k = 0; k < SIDES; k++) {
                    float a = FastMath.TWO_PI * k / SIDES;
                    positions.put(p.x + r * FastMath.cos(a)).put(p.y).put(p.z + r * FastMath.sin(a));
                }
                for (int k = 0; k < verts; k++) {
                    colours.put(0f).put(0f).put(0f).put(c.alpha);
                }
            }
            positions.flip();
            colours.flip();
            positions.limit(capacity * verts * 3);
            colours.limit(capacity * verts * 4);
            mesh.getBuffer(VertexBuffer.Type.Position).updateData(positions);
            mesh.getBuffer(VertexBuffer.Type.Color).updateData(colours);
            // Only the fans filled this time are drawn.
            VertexBuffer index = mesh.getBuffer(VertexBuffer.Type.Index);
            index.getData().clear().limit(n * SIDES * 3);
            index.updateData(index.getData());
            mesh.updateCounts();
            mesh.updateBound();
            geometry.updateModelBound();
            geometry.updateGeometricState();
        }
    }
}
