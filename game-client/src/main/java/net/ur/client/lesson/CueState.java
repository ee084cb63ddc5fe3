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
import com.simsilica.es.EntityContainer;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import net.ur.client.board.BoardLayout;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Position;
import net.ur.client.hud.HudIcons;

/**
 * Draws what a lesson points at ({@link LessonCue}): a ring that pulses round the piece to move,
 * a frame on the house to reach, an arrow bobbing over the dice to throw. Each follows its
 * entity's {@link Position}, in a colour nothing else on the table has. The cues follow the
 * entities through SiO2's {@link EntityContainer}.
 */
public class CueState extends BaseAppState {

    /** The cues' colour: a turquoise glaze, unlike the board's gold marks and the pieces (the HUD's glows share it). */
    public static final ColorRGBA COLOUR = HudIcons.LESSON_GLOW;

    private final Node root = new Node("LessonCues");
    private Cues cues;
    private Material material;
    private float time;

    @Override
    protected void initialize(Application app) {
        material = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        material.setColor("Color", COLOUR.clone());
        material.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        material.getAdditionalRenderState().setDepthWrite(false);
        cues = new Cues(getState(EntityDataState.class).getEntityData());
        cues.start();
    }

    @Override
    protected void cleanup(Application app) {
        cues.stop();
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

    /** The cue drawn for an entity, for tests; null when it has none. */
    public Spatial cueOf(EntityId id) {
        Shown shown = cues.getObject(id);
        return shown == null ? null : shown.node;
    }

    @Override
    public void update(float tpf) {
        time += tpf;
        cues.update();
        float pulse = 0.5f + 0.5f * FastMath.sin(time * 5f);
        material.setColor("Color", new ColorRGBA(COLOUR.r, COLOUR.g, COLOUR.b, 0.6f + 0.4f * pulse));
        for (Shown shown : cues.all()) {
            Vector3f at = shown.at;
            switch (shown.kind) {
                case PIECE -> {
                    shown.node.setLocalTranslation(at.x, at.y + 0.002f, at.z);
                    shown.node.setLocalScale(1f + 0.15f * pulse);
                }
                case HOUSE -> shown.node.setLocalTranslation(at.x, at.y + 0.0015f, at.z);
                case DICE -> shown.node.setLocalTranslation(at.x, at.y + 0.05f + 0.012f * pulse, at.z);
            }
        }
    }

    /** A cue on the table: its shape, what kind it is and where its entity stands. */
    private static final class Shown {
        Node node;
        LessonStep.Cue kind;
        Vector3f at;
    }

    /** The cued entities, each with the shape drawn for it. */
    private final class Cues extends EntityContainer<Shown> {

        Cues(EntityData ed) {
            super(ed, LessonCue.class, Position.class);
        }

        /** The cues now shown. */
        Shown[] all() {
            return getArray();
        }

        @Override
        protected Shown addObject(Entity e) {
            Shown shown = new Shown();
            updateObject(shown, e);
            return shown;
        }

        @Override
        protected void updateObject(Shown shown, Entity e) {
            LessonStep.Cue kind = e.get(LessonCue.class).kind();
            if (shown.kind != kind) {
                if (shown.node != null) {
                    shown.node.removeFromParent();
                }
                shown.node = make(kind);
                shown.kind = kind;
                root.attachChild(shown.node);
            }
            shown.at = e.get(Position.class).location();
        }

        @Override
        protected void removeObject(Shown shown, Entity e) {
            shown.node.removeFromParent();
        }
    }

    private Node make(LessonStep.Cue kind) {
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
        return cue;
    }
}
