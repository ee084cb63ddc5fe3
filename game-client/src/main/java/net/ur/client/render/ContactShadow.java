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
import com.jme3.post.SceneProcessor;
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
 * a man on a tower), whose own blob grounds both. Every blob of the view is drawn by one
 * {@link #pass()}, in one draw.
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

    private static Texture falloff;

    private final float radius;
    private final Vector3f lastPlace = new Vector3f(Float.NaN, 0, 0);
    private final Quaternion lastTurn = new Quaternion();
    private final Vector3f centre = new Vector3f();
    private float size;
    private float alpha;
    private boolean shown;

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
        if (thing == null || !(spread >= 1f)) {
            throw new IllegalArgumentException("a contact shadow needs a thing and a spread of 1 or more, not " + spread);
        }
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

    @Override
    protected void controlUpdate(float tpf) {
        Vector3f place = spatial.getWorldTranslation();
        Quaternion turn = spatial.getWorldRotation();
        if (place.equals(lastPlace) && turn.equals(lastTurn)) {
            return;
        }
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
     * The pass that draws every shown blob of a view's scenes, to be added to the view's
     * processors: after the view's queues (the board, table and pieces have laid their depth, so a
     * piece hides the blob under it), one mesh of a twelve-sided fan per blob, drawn in one call with the
     * window's sRGB encoding off. Blending then darkens what is on screen by the blob's alpha as the
     * eye sees it; with the encoding on, this renderer blends the stored (encoded) colour as if it
     * were linear and encodes the result again, which all but undoes a dark blend.
     *
     * @param assets the asset manager; not null
     * @return a new scene processor
     */
    public static SceneProcessor pass(AssetManager assets) {
        Validate.nonNull(assets, "assets");
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", falloff());
        m.setBoolean("VertexColor", true);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setDepthWrite(false);
        return new Pass(m);
    }

    /** Draws the blobs; see {@link #pass}. */
    private static final class Pass extends BaseSceneProcessor {
        private final Material material;
        private final List<ContactShadow> blobs = new ArrayList<>();
        private final Geometry geometry = new Geometry("ContactShadows", new Mesh());
        private RenderManager renderManager;
        private ViewPort viewPort;
        private int capacity;
        private FloatBuffer positions;
        private FloatBuffer colours;
        private FloatBuffer coords;

        Pass(Material material) {
            this.material = material;
            geometry.setMaterial(material);
        }

        @Override
        public void initialize(RenderManager rm, ViewPort vp) {
            super.initialize(rm, vp);
            renderManager = rm;
            viewPort = vp;
        }

        @Override
        public void postQueue(RenderQueue rq) {
            blobs.clear();
            for (Spatial scene : viewPort.getScenes()) {
                collect(scene);
            }
        }

        private void collect(Spatial s) {
            if (s.getCullHint() == Spatial.CullHint.Always && !GROUND.equals(s.getName())) {
                return;
            }
            ContactShadow c = s.getControl(ContactShadow.class);
            if (c != null) {
                if (c.isShown()) {
                    blobs.add(c);
                }
                return;
            }
            if (s instanceof Node n && !GROUND.equals(n.getName())) {
                for (Spatial child : n.getChildren()) {
                    collect(child);
                }
            }
        }

        @Override
        public void postFrame(FrameBuffer out) {
            if (blobs.isEmpty() || renderManager == null) {
                return;
            }
            build();
            boolean srgb = GL11C.glIsEnabled(GL30C.GL_FRAMEBUFFER_SRGB);
            GL11C.glDisable(GL30C.GL_FRAMEBUFFER_SRGB);
            renderManager.setCamera(viewPort.getCamera(), false);
            renderManager.renderGeometry(geometry);
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
            int n = blobs.size();
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
            for (ContactShadow c : blobs) {
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
            // Only the squares filled this frame are drawn.
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
