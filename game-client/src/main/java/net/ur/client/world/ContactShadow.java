package net.ur.client.world;

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
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.control.AbstractControl;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.Texture;

/**
 * A soft dark blob on the surface under a thing on the table (a piece, a die, a coin), for the
 * low quality, which has no shadow map: it grounds the thing on the table or the board so that it
 * does not seem to float. The blob is a small transparent square with a baked round falloff,
 * laid on whatever of the room is below the thing (found by a ray down into {@value #GROUND}, when
 * the thing has moved), lighter and wider as the thing rises; it is hidden while the thing rests on
 * another thing (a coin on a stack, a man on a tower), whose own blob grounds both. It costs a few
 * hundred pixels of blending each, nothing per vertex.
 */
public final class ContactShadow extends AbstractControl {

    /** The name of the node of the room whose surfaces receive the blobs. */
    public static final String GROUND = "Room";
    /** The name of the blob's geometry. */
    public static final String NAME = "ContactShadow";
    /** How dark the blob's middle is (its alpha) when the thing rests on the surface. */
    static final float DARKNESS = 0.7f;
    /** Height above the surface, in metres, at which the blob has faded away. */
    static final float FADE_HEIGHT = 0.12f;
    /** How far above the surface the blob lies, in metres, so that it never fights the surface's depth. */
    private static final float LIFT = 0.0007f;

    private static Texture falloff;

    private final Geometry blob;
    private final Material material;
    private final float radius;
    private final Vector3f lastPlace = new Vector3f(Float.NaN, 0, 0);
    private final Quaternion lastTurn = new Quaternion();

    private ContactShadow(Geometry blob, Material material, float radius) {
        this.blob = blob;
        this.material = material;
        this.radius = radius;
    }

    /**
     * Gives a thing a contact shadow: a blob as wide as the thing's footprint, slightly more.
     *
     * @param assets the asset manager; not null
     * @param thing the thing's node, its bound set by its geometries; changed in place
     * @param spread the blob's radius as a multiple of the footprint's half width, 1 or more
     * @return the node
     */
    public static Node attach(AssetManager assets, Node thing, float spread) {
        if (assets == null || thing == null || !(spread >= 1f)) {
            throw new IllegalArgumentException("a contact shadow needs the assets, a thing and a spread of 1 or more, not " + spread);
        }
        thing.updateGeometricState();
        float half = 0.01f;
        if (bodyBound(thing) instanceof BoundingBox box) {
            // The footprint's mean half width: a long thing (a bird with its tail) gets a blob between its length and its width.
            half = (box.getXExtent() + box.getZExtent()) / 2f;
        }
        float r = half * spread;
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", falloff());
        m.setColor("Color", new ColorRGBA(0f, 0f, 0f, DARKNESS));
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setDepthWrite(false);
        // Drawn by the pass (see pass()), not by the queue: in the queue it only marks where it lies.
        m.getAdditionalRenderState().setColorWrite(false);
        Quad q = new Quad(2f, 2f);
        q.setBuffer(com.jme3.scene.VertexBuffer.Type.Position, 3, new float[] {-1, 0, 1, 1, 0, 1, 1, 0, -1, -1, 0, -1});
        q.updateBound();
        Geometry g = new Geometry(NAME, q);
        g.setMaterial(m);
        g.setQueueBucket(RenderQueue.Bucket.Transparent);
        g.setShadowMode(RenderQueue.ShadowMode.Off);
        g.setCullHint(Spatial.CullHint.Always);
        thing.attachChild(g);
        thing.addControl(new ContactShadow(g, m, r));
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

    /**
     * The pass that draws the blobs, to be added to the main view's processors: the queue draws a
     * blob's square without colour (its bounds still in the queue, so that a kept picture's depth is
     * laid under it), and after the view's queues this pass draws the blobs again with colour and
     * with the window's sRGB encoding off. Blending then darkens what is on screen by the blob's
     * alpha as the eye sees it; with the encoding on, this renderer blends the stored (encoded)
     * colour as if it were linear and encodes the result again, which all but undoes a dark blend.
     *
     * @return a new scene processor
     */
    public static com.jme3.post.SceneProcessor pass() {
        return new BaseSceneProcessor() {
            private final java.util.List<Geometry> blobs = new java.util.ArrayList<>();
            private RenderManager renderManager;
            private ViewPort viewPort;

            @Override
            public void initialize(RenderManager rm, ViewPort vp) {
                super.initialize(rm, vp);
                renderManager = rm;
                viewPort = vp;
            }

            @Override
            public void postQueue(RenderQueue rq) {
                blobs.clear();
                com.jme3.renderer.queue.GeometryList list = rq.getList(RenderQueue.Bucket.Transparent);
                for (int i = 0; i < list.size(); i++) {
                    if (NAME.equals(list.get(i).getName())) {
                        blobs.add(list.get(i));
                    }
                }
            }

            @Override
            public void postFrame(com.jme3.texture.FrameBuffer out) {
                if (blobs.isEmpty() || renderManager == null) {
                    return;
                }
                boolean srgb = org.lwjgl.opengl.GL11C.glIsEnabled(org.lwjgl.opengl.GL30C.GL_FRAMEBUFFER_SRGB);
                org.lwjgl.opengl.GL11C.glDisable(org.lwjgl.opengl.GL30C.GL_FRAMEBUFFER_SRGB);
                renderManager.setCamera(viewPort.getCamera(), false);
                for (Geometry g : blobs) {
                    RenderState rs = g.getMaterial().getAdditionalRenderState();
                    rs.setColorWrite(true);
                    renderManager.renderGeometry(g);
                    rs.setColorWrite(false);
                }
                if (srgb) {
                    org.lwjgl.opengl.GL11C.glEnable(org.lwjgl.opengl.GL30C.GL_FRAMEBUFFER_SRGB);
                }
                blobs.clear();
            }
        };
    }

    /** The world bound of a thing without its blob and its halo (the parts that lie on the surface, not the thing). */
    private static BoundingVolume bodyBound(Node thing) {
        BoundingVolume merged = null;
        for (Spatial child : thing.getChildren()) {
            if (NAME.equals(child.getName()) || "Halo".equals(child.getName()) || child.getWorldBound() == null) {
                continue;
            }
            merged = merged == null ? child.getWorldBound().clone() : merged.mergeLocal(child.getWorldBound());
        }
        return merged;
    }

    /** The blob's radius at rest, in metres. */
    public float radius() {
        return radius;
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
        Node root = spatial.getParent();
        while (root != null && root.getParent() != null) {
            root = root.getParent();
        }
        Spatial ground = root == null ? null : root.getChild(GROUND);
        if (ground == null) {
            blob.setCullHint(Spatial.CullHint.Always);
            return;
        }
        BoundingVolume body = bodyBound((Node) spatial);
        Vector3f centre = body instanceof BoundingBox box ? box.getCenter().clone() : place.clone();
        float bottom = body instanceof BoundingBox box ? centre.y - box.getYExtent() : place.y;
        Ray down = new Ray(new Vector3f(centre.x, centre.y, centre.z), Vector3f.UNIT_Y.negate());
        CollisionResults hits = new CollisionResults();
        ground.collideWith(down, hits);
        CollisionResult hit = hits.size() == 0 ? null : hits.getClosestCollision();
        if (hit == null || restsOnAnother(root, centre, bottom, hit.getDistance() - (centre.y - bottom))) {
            blob.setCullHint(Spatial.CullHint.Always);
            return;
        }
        float height = Math.max(0f, bottom - hit.getContactPoint().y);
        float fade = 1f - FastMath.clamp(height / FADE_HEIGHT, 0f, 1f);
        if (fade <= 0f) {
            blob.setCullHint(Spatial.CullHint.Always);
            return;
        }
        blob.setCullHint(Spatial.CullHint.Inherit);
        material.setColor("Color", new ColorRGBA(0f, 0f, 0f, DARKNESS * fade));
        float size = radius * (1f + 3f * height / FADE_HEIGHT);
        // The blob lies flat on the surface whatever the thing's turn: its world transform, made local.
        Transform world = new Transform(hit.getContactPoint().add(0, LIFT, 0), Quaternion.IDENTITY, new Vector3f(size, 1f, size));
        Transform local = world.combineWithParent(spatial.getWorldTransform().invert());
        blob.setLocalTransform(local);
    }

    /**
     * Whether the thing rests on another thing of the table: something of the scene other than the
     * room and the thing itself (and what is drawn see-through: halos, marks, ghosts) lies between
     * the thing's top and the room's surface under it.
     *
     * @param gap the distance from the thing's bottom down to the room's surface
     */
    private boolean restsOnAnother(Node root, Vector3f centre, float bottom, float gap) {
        if (gap <= 0.0005f) {
            return false;
        }
        // From the thing's top: a coin sunk a little into the bowl's sloping floor still finds the floor.
        float top = 2f * centre.y - bottom;
        Ray down = new Ray(new Vector3f(centre.x, top, centre.z), Vector3f.UNIT_Y.negate());
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
                if (r.getDistance() <= limit && g.getQueueBucket() != RenderQueue.Bucket.Transparent && !NAME.equals(g.getName())
                        && !g.hasAncestor((Node) spatial)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    protected void controlRender(RenderManager rm, ViewPort vp) {
    }
}
