package net.ur.client.view;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Cylinder;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import java.util.HashMap;
import java.util.Map;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Highlight;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.Position;

/**
 * The view: maps every entity with a model type and a position to a spatial, in one place. A
 * spatial is made by the {@link ModelFactory} when its entity appears, follows the entity's
 * position, shows its highlight as a halo, and goes when the entity does. Each spatial carries
 * its entity's id as user data {@value #ENTITY_KEY}, so picking leads back to the entity.
 */
public class ModelViewState extends BaseAppState {

    /** User-data key of the entity id on a spatial made by this view. */
    public static final String ENTITY_KEY = "entityId";
    /** The user-data key under which a spatial keeps the name of the model type it was made for. */
    public static final String TYPE_KEY = "modelType";

    private final ModelFactory factory;
    private final Node root = new Node("Entities");
    private final Map<EntityId, Spatial> spatials = new HashMap<>();
    private EntitySet models;
    private EntitySet highlights;
    private Material movableHalo;
    private Material hoverHalo;

    /**
     * @param factory makes the spatials; not null
     */
    public ModelViewState(ModelFactory factory) {
        if (factory == null) {
            throw new IllegalArgumentException("factory must not be null");
        }
        this.factory = factory;
    }

    /** The node the entities' spatials hang under. */
    public Node getRoot() {
        return root;
    }

    /**
     * The spatial of an entity.
     *
     * @param id the entity
     * @return its spatial, or null if it has none
     */
    public Spatial spatialOf(EntityId id) {
        return spatials.get(id);
    }

    /**
     * The entity a picked spatial belongs to, looking up its parents.
     *
     * @param picked a spatial under this view's root, may be null
     * @return the entity id, or null
     */
    public static EntityId entityOf(Spatial picked) {
        for (Spatial s = picked; s != null; s = s.getParent()) {
            Long id = s.getUserData(ENTITY_KEY);
            if (id != null) {
                return new EntityId(id);
            }
        }
        return null;
    }

    @Override
    protected void initialize(Application app) {
        EntityData ed = getState(EntityDataState.class).getEntityData();
        models = ed.getEntities(ModelType.class, Position.class);
        highlights = ed.getEntities(ModelType.class, Highlight.class);
        AssetManager assets = app.getAssetManager();
        movableHalo = halo(assets, new ColorRGBA(1f, 0.75f, 0.3f, 0.35f));
        hoverHalo = halo(assets, new ColorRGBA(1f, 0.85f, 0.45f, 0.85f));
    }

    private static Material halo(AssetManager assets, ColorRGBA color) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", color);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Additive);
        m.getAdditionalRenderState().setDepthWrite(false);
        return m;
    }

    @Override
    protected void cleanup(Application app) {
        models.release();
        highlights.release();
        root.detachAllChildren();
        spatials.clear();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(root);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }

    private void addSpatial(Entity e) {
        Spatial s = factory.create(e.get(ModelType.class));
        s.setUserData(ENTITY_KEY, e.getId().getId());
        s.setUserData(TYPE_KEY, e.get(ModelType.class).name());
        spatials.put(e.getId(), s);
        root.attachChild(s);
        place(s, e.get(Position.class));
    }

    @Override
    public void update(float tpf) {
        if (spatials.isEmpty() && !models.isEmpty()) {
            // Entities that existed before the set was made are in it already, not "added".
            for (Entity e : models) {
                addSpatial(e);
            }
            for (Entity e : highlights) {
                setHalo(e.getId(), e.get(Highlight.class));
            }
        }
        if (models.applyChanges()) {
            for (Entity e : models.getRemovedEntities()) {
                Spatial s = spatials.remove(e.getId());
                if (s != null) {
                    s.removeFromParent();
                }
            }
            for (Entity e : models.getAddedEntities()) {
                if (!spatials.containsKey(e.getId())) {
                    addSpatial(e);
                }
            }
            for (Entity e : models.getChangedEntities()) {
                Spatial s = spatials.get(e.getId());
                if (s != null && !e.get(ModelType.class).name().equals(s.getUserData(TYPE_KEY))) {
                    // a new model for the entity (a Ravensburg man turned to its red side)
                    spatials.remove(e.getId()).removeFromParent();
                    addSpatial(e);
                    s = null;
                }
                if (s != null) {
                    place(s, e.get(Position.class));
                }
            }
        }
        if (highlights.applyChanges()) {
            for (Entity e : highlights.getRemovedEntities()) {
                setHalo(e.getId(), null);
            }
            for (Entity e : highlights.getAddedEntities()) {
                setHalo(e.getId(), e.get(Highlight.class));
            }
            for (Entity e : highlights.getChangedEntities()) {
                setHalo(e.getId(), e.get(Highlight.class));
            }
        }
    }

    private static void place(Spatial s, Position p) {
        s.setLocalTranslation(p.location());
        s.setLocalRotation(p.rotation());
    }

    private void setHalo(EntityId id, Highlight h) {
        Spatial s = spatials.get(id);
        if (!(s instanceof Node node)) {
            return;
        }
        Spatial old = node.getChild("Halo");
        if (old != null) {
            old.removeFromParent();
        }
        if (h == null) {
            return;
        }
        boolean die = node.getName().startsWith("Die");
        float r = (die ? ProceduralModels.TETRA_EDGE * 0.75f : ProceduralModels.PIECE_RADIUS)
                * (h.kind() == Highlight.Kind.HOVER ? 1.35f : 1.2f);
        Geometry halo = new Geometry("Halo", new Cylinder(2, 32, r, 0.002f, true));
        halo.setMaterial(h.kind() == Highlight.Kind.HOVER ? hoverHalo : movableHalo);
        halo.rotate(FastMath.HALF_PI, 0, 0);
        halo.setLocalTranslation(0, 0.0015f, 0);
        if (die) {
            // The die turns as it rolls; its halo stays flat on the table under it.
            halo.setLocalRotation(node.getLocalRotation().inverse().mult(new com.jme3.math.Quaternion().fromAngles(FastMath.HALF_PI, 0, 0)));
            halo.setLocalTranslation(node.getLocalRotation().inverse().mult(new Vector3f(0, -ProceduralModels.TETRA_EDGE * 0.19f, 0)));
        }
        halo.setQueueBucket(RenderQueue.Bucket.Transparent);
        halo.setShadowMode(RenderQueue.ShadowMode.Off);
        node.attachChild(halo);
    }
}
