package net.ur.client.lesson;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Box;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Torus;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import java.util.HashMap;
import java.util.Map;
import net.ur.client.board.BoardLayout;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Position;
import net.ur.client.hud.HudIcons;

/**
 * Draws what a lesson points at ({@link LessonCue}): a ring that pulses round the piece to move,
 * a frame on the house to reach, an arrow bobbing over the dice to throw. Each follows its
 * entity's {@link Position}, in a colour nothing else on the table has.
 */
public class CueState extends BaseAppState {

    /** The cues' colour: a turquoise glaze, unlike the board's gold marks and the pieces (the HUD's glows share it). */
    public static final ColorRGBA COLOUR = HudIcons.LESSON_GLOW;

    private final Node root = new Node("LessonCues");
    private final Map<EntityId, Spatial> shown = new HashMap<>();
    private EntitySet cues;
    private Material material;
    private float time;

    @Override
    protected void initialize(Application app) {
        cues = getState(EntityDataState.class).getEntityData().getEntities(LessonCue.class, Position.class);
        material = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        material.setColor("Color", COLOUR.clone());
        material.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        material.getAdditionalRenderState().setDepthWrite(false);
    }

    @Override
    protected void cleanup(Application app) {
        cues.release();
        root.detachAllChildren();
        shown.clear();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(root);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }

    /** The cue drawn for an entity, for tests; null when it has none. */
    public Spatial cueOf(EntityId id) {
        return shown.get(id);
    }

    @Override
    public void update(float tpf) {
        time += tpf;
        if (cues.applyChanges()) {
            for (Entity e : cues.getRemovedEntities()) {
                Spatial s = shown.remove(e.getId());
                if (s != null) {
                    s.removeFromParent();
                }
            }
            for (Entity e : cues.getAddedEntities()) {
                make(e);
            }
            for (Entity e : cues.getChangedEntities()) {
                if (shown.get(e.getId()) == null || !e.get(LessonCue.class).kind().name().equals(shown.get(e.getId()).getUserData("cue"))) {
                    make(e);
                }
            }
        }
        for (Entity e : cues) {
            if (!shown.containsKey(e.getId())) {
                make(e); // cued before this view's set was taken
            }
        }
        float pulse = 0.5f + 0.5f * FastMath.sin(time * 5f);
        material.setColor("Color", new ColorRGBA(COLOUR.r, COLOUR.g, COLOUR.b, 0.6f + 0.4f * pulse));
        for (Entity e : cues) {
            Spatial s = shown.get(e.getId());
            if (s == null) {
                continue;
            }
            Vector3f at = e.get(Position.class).location();
            switch (e.get(LessonCue.class).kind()) {
                case PIECE -> {
                    s.setLocalTranslation(at.x, at.y + 0.002f, at.z);
                    s.setLocalScale(1f + 0.15f * pulse);
                }
                case HOUSE -> s.setLocalTranslation(at.x, at.y + 0.0015f, at.z);
                case DICE -> s.setLocalTranslation(at.x, at.y + 0.05f + 0.012f * pulse, at.z);
            }
        }
    }

    private void make(Entity e) {
        Spatial old = shown.remove(e.getId());
        if (old != null) {
            old.removeFromParent();
        }
        LessonStep.Cue kind = e.get(LessonCue.class).kind();
        float sq = BoardLayout.SQUARE;
        Node cue = new Node("Cue." + kind);
        switch (kind) {
            case PIECE -> {
                Geometry ring = new Geometry("CueRing", new Torus(32, 8, sq * 0.05f, sq * 0.46f));
                ring.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
                cue.attachChild(ring);
            }
            case HOUSE -> {
                float half = sq * 0.47f;
                float bar = sq * 0.06f;
                for (int i = 0; i < 4; i++) {
                    boolean alongX = i < 2;
                    Geometry side = new Geometry("CueFrame", new Box(alongX ? half : bar / 2, 0.0006f, alongX ? bar / 2 : half));
                    float offset = (i % 2 == 0 ? 1 : -1) * (half - bar / 2);
                    side.setLocalTranslation(alongX ? 0 : offset, 0, alongX ? offset : 0);
                    cue.attachChild(side);
                }
            }
            case DICE -> {
                Geometry head = new Geometry("CueArrowHead", new Cylinder(2, 16, 0.0001f, sq * 0.35f, sq * 0.45f, true, false));
                // The cylinder's axis is its Z: turned so that the point is at the bottom.
                head.setLocalRotation(new Quaternion().fromAngleAxis(-FastMath.HALF_PI, Vector3f.UNIT_X));
                cue.attachChild(head);
                Geometry shaft = new Geometry("CueArrowShaft", new Cylinder(2, 12, sq * 0.1f, sq * 0.5f, true));
                shaft.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
                shaft.setLocalTranslation(0, sq * 0.45f, 0);
                cue.attachChild(shaft);
            }
        }
        cue.setMaterial(material);
        cue.setQueueBucket(RenderQueue.Bucket.Transparent);
        cue.setShadowMode(RenderQueue.ShadowMode.Off);
        cue.setUserData("cue", kind.name());
        root.attachChild(cue);
        shown.put(e.getId(), cue);
    }
}
