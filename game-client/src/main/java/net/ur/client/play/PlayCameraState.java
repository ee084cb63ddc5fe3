package net.ur.client.play;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.AnalogListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseAxisTrigger;
import com.jme3.input.controls.MouseButtonTrigger;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import net.ur.client.world.CameraDriftState;
import net.ur.rules.Move;

/**
 * The camera of a game: a 3/4 view from the near (light) side of the table with a narrow field of
 * view. When the settings let it follow the action, it eases toward the dice while they roll and
 * to a capture when one happens ({@link PlayListener#piecePlaced}) or to the counters when they
 * change hands ({@link PlayListener#countersMoved}), and back to the board. The player can nudge it round the board (drag with the
 * middle mouse button, or hold W, A, S, D) within limits; when let go it eases back, unless
 * reduced motion is on (then it stays where the player left it). It takes the camera from the
 * menu's drift while the game lasts and gives it back at the end.
 */
public class PlayCameraState extends BaseAppState implements PlayListener {

    /** How far the player can turn the view round the board, either way, in radians. */
    public static final float MAX_YAW = 30f * FastMath.DEG_TO_RAD;
    /** How far the player can raise or lower the view, either way, in radians. */
    public static final float MAX_PITCH = 14f * FastMath.DEG_TO_RAD;
    /** Turning speed of the keys, radians per second held. */
    private static final float KEY_SPEED = 40f * FastMath.DEG_TO_RAD;
    /** Turning of a mouse drag, radians per unit of jME's mouse axis. */
    private static final float DRAG_SPEED = 1.6f;
    /** Seconds after the last nudge before the view eases back. */
    private static final float RETURN_DELAY = 1.5f;
    /** How long a capture or an exchange of counters holds the camera's attention, in seconds. */
    private static final float FOCUS_SECONDS = 1.8f;

    private static final String DRAG = "ur.camera.drag";
    private static final String DRAG_LEFT = "ur.camera.dragLeft";
    private static final String DRAG_RIGHT = "ur.camera.dragRight";
    private static final String DRAG_UP = "ur.camera.dragUp";
    private static final String DRAG_DOWN = "ur.camera.dragDown";
    private static final String TURN_LEFT = "ur.camera.left";
    private static final String TURN_RIGHT = "ur.camera.right";
    private static final String TILT_UP = "ur.camera.up";
    private static final String TILT_DOWN = "ur.camera.down";
    private static final String[] MAPPINGS = {DRAG, DRAG_LEFT, DRAG_RIGHT, DRAG_UP, DRAG_DOWN, TURN_LEFT, TURN_RIGHT, TILT_UP, TILT_DOWN};

    private final PlaySession session;
    private final Vector3f eye = new Vector3f();
    private final Vector3f look = new Vector3f();
    private boolean placed;
    private boolean follow = true;
    private boolean reducedMotion;
    private float yaw;
    private float pitch;
    private float sinceNudge = Float.MAX_VALUE;
    private boolean dragging;
    private Vector3f focus;
    private float focusLeft;

    private final ActionListener dragButton = (name, pressed, tpf) -> dragging = pressed;
    private final AnalogListener turning = (name, value, tpf) -> {
        switch (name) {
            case DRAG_LEFT -> {
                if (dragging) {
                    nudge(-value * DRAG_SPEED, 0);
                }
            }
            case DRAG_RIGHT -> {
                if (dragging) {
                    nudge(value * DRAG_SPEED, 0);
                }
            }
            case DRAG_UP -> {
                if (dragging) {
                    nudge(0, value * DRAG_SPEED);
                }
            }
            case DRAG_DOWN -> {
                if (dragging) {
                    nudge(0, -value * DRAG_SPEED);
                }
            }
            case TURN_LEFT -> nudge(-value * KEY_SPEED, 0);
            case TURN_RIGHT -> nudge(value * KEY_SPEED, 0);
            case TILT_UP -> nudge(0, value * KEY_SPEED);
            case TILT_DOWN -> nudge(0, -value * KEY_SPEED);
            default -> { }
        }
    };

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
     * Sets whether the camera eases toward the action: the rolling dice, a capture.
     *
     * @param follow true to follow the action
     */
    public void setFollow(boolean follow) {
        this.follow = follow;
        if (!follow) {
            focus = null;
        }
    }

    /**
     * Sets reduced motion: a nudged view then stays where the player left it instead of easing
     * back by itself.
     *
     * @param reduced true for reduced motion
     */
    public void setReducedMotion(boolean reduced) {
        this.reducedMotion = reduced;
    }

    /**
     * Turns the view round the board by the player's wish, within {@link #MAX_YAW} and
     * {@link #MAX_PITCH}.
     *
     * @param dYaw radians round the board, positive to the right
     * @param dPitch radians up (positive) or down
     */
    public void nudge(float dYaw, float dPitch) {
        yaw = FastMath.clamp(yaw + dYaw, -MAX_YAW, MAX_YAW);
        pitch = FastMath.clamp(pitch + dPitch, -MAX_PITCH, MAX_PITCH);
        sinceNudge = 0;
    }

    /** How far the view is turned round the board now, in radians. */
    public float yaw() {
        return yaw;
    }

    /** How far the view is raised (positive) or lowered now, in radians. */
    public float pitch() {
        return pitch;
    }

    /**
     * Draws the camera's attention to a place for a moment, if it follows the action.
     *
     * @param where the place on the table; not null
     */
    public void focusOn(Vector3f where) {
        if (where == null) {
            throw new IllegalArgumentException("where must not be null");
        }
        if (follow) {
            focus = where.clone();
            focusLeft = FOCUS_SECONDS;
        }
    }

    /** The place the camera is drawn to now, or null. */
    public Vector3f focus() {
        return focus == null ? null : focus.clone();
    }

    @Override
    public void piecePlaced(Move move, Vector3f at) {
        if (move.isCapture()) {
            focusOn(at);
        }
    }

    @Override
    public void countersMoved(String from, String to, int count, Vector3f where) {
        focusOn(where);
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
        session.addListener(this);
        InputManager im = getApplication().getInputManager();
        if (im != null) {
            im.addMapping(DRAG, new MouseButtonTrigger(MouseInput.BUTTON_MIDDLE));
            im.addMapping(DRAG_LEFT, new MouseAxisTrigger(MouseInput.AXIS_X, true));
            im.addMapping(DRAG_RIGHT, new MouseAxisTrigger(MouseInput.AXIS_X, false));
            im.addMapping(DRAG_UP, new MouseAxisTrigger(MouseInput.AXIS_Y, false));
            im.addMapping(DRAG_DOWN, new MouseAxisTrigger(MouseInput.AXIS_Y, true));
            im.addMapping(TURN_LEFT, new KeyTrigger(KeyInput.KEY_A));
            im.addMapping(TURN_RIGHT, new KeyTrigger(KeyInput.KEY_D));
            im.addMapping(TILT_UP, new KeyTrigger(KeyInput.KEY_W));
            im.addMapping(TILT_DOWN, new KeyTrigger(KeyInput.KEY_S));
            im.addListener(dragButton, DRAG);
            im.addListener(turning, DRAG_LEFT, DRAG_RIGHT, DRAG_UP, DRAG_DOWN, TURN_LEFT, TURN_RIGHT, TILT_UP, TILT_DOWN);
        }
    }

    @Override
    protected void onDisable() {
        session.removeListener(this);
        InputManager im = getApplication().getInputManager();
        if (im != null) {
            im.removeListener(dragButton);
            im.removeListener(turning);
            for (String m : MAPPINGS) {
                if (im.hasMapping(m)) {
                    im.deleteMapping(m);
                }
            }
        }
        dragging = false;
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
        if (focus != null) {
            focusLeft -= tpf;
            if (focusLeft <= 0 || !follow) {
                focus = null;
            }
        }
        if (rolling) {
            Vector3f tray = l.trayCentre();
            wantLook.interpolateLocal(tray, 0.35f);
            wantEye.interpolateLocal(tray.add(0, 0.4f, 0.45f), 0.25f);
        } else if (focus != null) {
            wantLook.interpolateLocal(focus, 0.45f);
            wantEye.interpolateLocal(focus.add(0, 0.42f, 0.42f), 0.3f);
        }
        // The player's nudge: round the board and up or down, about the point looked at.
        sinceNudge += tpf;
        if (!dragging && sinceNudge > RETURN_DELAY && !reducedMotion) {
            float back = FastMath.exp(-tpf * 1.8f);
            yaw *= back;
            pitch *= back;
            if (Math.abs(yaw) < 1e-4f && Math.abs(pitch) < 1e-4f) {
                yaw = 0;
                pitch = 0;
            }
        }
        wantEye.set(turned(wantEye, wantLook, yaw, pitch));
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

    /** An eye turned round a point looked at: by yaw about the vertical, by pitch up or down. */
    static Vector3f turned(Vector3f eye, Vector3f at, float yaw, float pitch) {
        Vector3f offset = eye.subtract(at);
        Vector3f side = offset.cross(Vector3f.UNIT_Y);
        if (side.lengthSquared() > 1e-8f && pitch != 0) {
            offset = new Quaternion().fromAngleAxis(pitch, side.normalizeLocal()).mult(offset);
        }
        offset = new Quaternion().fromAngleAxis(yaw, Vector3f.UNIT_Y).mult(offset);
        return at.add(offset);
    }
}
