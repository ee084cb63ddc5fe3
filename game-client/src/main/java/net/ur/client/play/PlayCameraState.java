package net.ur.client.play;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import net.ur.client.world.CameraDriftState;

/**
 * The camera of a game: a 3/4 view from the near (light) side of the table with a narrow field of
 * view, easing toward the dice while they roll and back to the board when they rest. It takes the
 * camera from the menu's drift while the game lasts and gives it back at the end.
 */
public class PlayCameraState extends BaseAppState {

    private final PlaySession session;
    private final Vector3f eye = new Vector3f();
    private final Vector3f look = new Vector3f();
    private boolean placed;
    private boolean follow = true;

    /**
     * @param session the game at the table; not null
     */
    public PlayCameraState(PlaySession session) {
        if (session == null) {
            throw new IllegalArgumentException("session must not be null");
        }
        this.session = session;
    }

    /**
     * Sets whether the camera eases toward the dice while they roll.
     *
     * @param follow true to follow the action
     */
    public void setFollow(boolean follow) {
        this.follow = follow;
    }

    /** Where the camera rests looking at the board. */
    Vector3f boardEye() {
        BoardLayout l = session.layout();
        float back = 0.36f + l.halfLength() * 0.95f;
        return l.boardCentre().add(0.06f, back * 0.85f, back);
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        CameraDriftState drift = getState(CameraDriftState.class);
        if (drift != null) {
            drift.setEnabled(false);
        }
        placed = false;
    }

    @Override
    protected void onDisable() {
        CameraDriftState drift = getState(CameraDriftState.class);
        if (drift != null) {
            drift.setEnabled(true);
        }
    }

    @Override
    public void update(float tpf) {
        BoardLayout l = session.layout();
        DiceSystem dice = getState(DiceSystem.class);
        boolean rolling = follow && dice != null && dice.isRolling();
        Vector3f wantEye = boardEye();
        Vector3f wantLook = l.boardCentre().add(0.06f, -0.02f, 0.02f);
        if (rolling) {
            Vector3f tray = l.trayCentre();
            wantLook.interpolateLocal(tray, 0.35f);
            wantEye.interpolateLocal(tray.add(0, 0.4f, 0.45f), 0.25f);
        }
        Camera cam = getApplication().getCamera();
        if (!placed) {
            cam.setFrustumPerspective(30f, (float) cam.getWidth() / cam.getHeight(), 0.05f, 60f);
            eye.set(wantEye);
            look.set(wantLook);
            placed = true;
        } else {
            float k = 1f - FastMath.exp(-tpf * 2.5f);
            eye.interpolateLocal(wantEye, k);
            look.interpolateLocal(wantLook, k);
        }
        cam.setLocation(eye);
        cam.lookAt(look, Vector3f.UNIT_Y);
    }
}
