package net.ur.client.view;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Cylinder;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityContainer;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Highlight;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.Position;

/**
 * The view: maps every entity with a model type and a position to a spatial, in one place, through
 * SiO2's {@link EntityContainer}. Each entity has a node of its own that follows its position and
 * holds its model, made by the {@link ModelFactory} (made anew when the entity's model type
 * changes, a Ravensburg man turned to its red side), and its highlight as a halo; it goes when the
 * entity does. The node carries its entity's id as user data {@value #ENTITY_KEY}, so picking
 * leads back to the entity.
 */
public class ModelViewState extends BaseAppState {

    /** User-data key of the entity id on a spatial made by this view. */
    public static final String ENTITY_KEY = "entityId";
    /** The user-data key under which a spatial keeps the name of the model type it was made for. */
    public static final String TYPE_KEY = "modelType";

    private final ModelFactory factory;
    private final Node root = new Node("Entities");
    /** What is under the pointer, for the input and the HUD. */
    private final ScenePick pick = new ScenePick(root, this::spatialOf);
    /** Each entity's node, from its model type and position. */
    private Models models;
    private EntitySet highlights;
    private Material movableHalo;
    private Material hoverHalo;
    /** The dice's halos: a thin ring round each, not a disc under it. */
    private DieHalo dieHalo;
    /** Whether the highlights that were there before this view began have been drawn. */
    private boolean haloed;

    /**
     * @param factory makes the spatials; not null
     */
    public ModelViewState(ModelFactory factory) {
        Validate.nonNull(factory, "factory");
        this.factory = factory;
    }

    /** The view's pick service: what is under a ray, where an entity falls on the screen. */
    public ScenePick pick() {
        return pick;
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
        return models == null ? null : models.getObject(id);
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
        models = new Models(ed);
        models.start();
        highlights = ed.getEntities(ModelType.class, Highlight.class);
        AssetManager assets = app.getAssetManager();
        movableHalo = halo(assets, new ColorRGBA(1f, 0.75f, 0.3f, 0.35f));
        hoverHalo = halo(assets, new ColorRGBA(1f, 0.85f, 0.45f, 0.85f));
        dieHalo = new DieHalo(assets, new ColorRGBA(0.62f, 0.46f, 0.17f, 1f), new ColorRGBA(1f, 0.82f, 0.42f, 1f));
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
        models.stop();
        highlights.release();
        root.detachAllChildren();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(root);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }

    /** The entities with a model type and a position, each drawn by a node of its own. */
    private final class Models extends EntityContainer<Node> {

        Models(EntityData ed) {
            super(ed, ModelType.class, Position.class);
        }

        @Override
        protected Node addObject(Entity e) {
            Node node = new Node("Entity" + e.getId().getId());
            node.setUserData(ENTITY_KEY, e.getId().getId());
            root.attachChild(node);
            updateObject(node, e);
            return node;
        }

        @Override
        protected void updateObject(Node node, Entity e) {
            ModelType type = e.get(ModelType.class);
            if (!type.name().equals(node.getUserData(TYPE_KEY))) {
                for (Spatial child : new java.util.ArrayList<>(node.getChildren())) {
                    if (child.getUserData(MODEL_KEY) != null) {
                        child.removeFromParent();
                    }
                }
                Spatial model = factory.create(type);
                model.setUserData(MODEL_KEY, true);
                node.attachChildAt(model, 0);
                node.setUserData(TYPE_KEY, type.name());
            }
            Position p = e.get(Position.class);
            node.setLocalTranslation(p.location());
            node.setLocalRotation(p.rotation());
        }

        @Override
        protected void removeObject(Node node, Entity e) {
            node.removeFromParent();
        }
    }

    /** User-data key marking the model under an entity's node (the halo is the node's other child). */
    private static final String MODEL_KEY = "entityModel";

    @Override
    public void update(float tpf) {
        models.update();
        if (!haloed && models.size() > 0) {
            // Highlights that existed before the set was made are in it already, not "added".
            for (Entity e : highlights) {
                setHalo(e.getId(), e.get(Highlight.class));
            }
            haloed = true;
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

    private void setHalo(EntityId id, Highlight h) {
        Node node = models.getObject(id);
        if (node == null) {
            return;
        }
        Spatial old = node.getChild("Halo");
        if (old != null) {
            old.removeFromParent();
        }
        if (h == null) {
            return;
        }
        String type = String.valueOf((Object) node.getUserData(TYPE_KEY));
        boolean hover = h.kind() == Highlight.Kind.HOVER;
        if (type.startsWith("die.")) {
            node.attachChild(dieHalo.make(type, hover, node.getLocalRotation()));
            return;
        }
        float r = ProceduralModels.PIECE_RADIUS * (hover ? 1.35f : 1.2f);
        Geometry halo = new Geometry("Halo", new Cylinder(2, 32, r, 0.002f, true));
        halo.setMaterial(hover ? hoverHalo : movableHalo);
        halo.rotate(FastMath.HALF_PI, 0, 0);
        halo.setLocalTranslation(0, 0.0015f, 0);
        halo.setQueueBucket(RenderQueue.Bucket.Transparent);
        halo.setShadowMode(RenderQueue.ShadowMode.Off);
        node.attachChild(halo);
    }
}
