package net.ur.client.camera;

import net.ur.client.render.UiScale;
import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;

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
import net.ur.rules.Move;
import net.ur.rules.Player;

/**
 * The camera of a game: a 3/4 view from the near (light) side of the table with a narrow field of
 * view, as close as it can be with everything of the game (board, pieces beside it, dice tray,
 * coins and bowl) between the HUD's top band and the status line, whatever the window's shape.
 * When the settings let it follow the action, it turns and closes in toward the dice while they roll and
 * to a capture when one happens or to the counters when they change hands (the move and exchange
 * systems write a {@code CameraFocus} for each), never so far that the board leaves the view,
 * and back to the board. It follows the other side's action only (a computer's, a network game's
 * other player's): a person's own throw and move leave the view still, where they aimed, so that
 * their next click lands where they see things. The player can nudge it round the board (drag with the
 * middle mouse button, or hold W, A, S, D) within limits; when let go it eases back, unless
 * reduced motion is on (then it stays where the player left it). It takes the camera from the
 * menu's drift while the game lasts and gives it back at the end.
 * <p>
 * A game opens on the room: from the player's seat, a wider view looks across the table (the lamp
 * on it) at the far wall's window with the night desert in it, holds there a moment and settles on
 * the playing view. Any key or mouse button, or the camera being drawn to the dice, cuts the
 * opening short (a key or button at once; the dice by easing to them); with reduced motion the
 * opening holds and then cuts to the playing view instead of moving.
 */
public class PlayCameraState extends BaseAppState {

    /** How far the player can turn the view round the board, either way, in radians. */
    public static final float MAX_YAW = 30f * FastMath.DEG_TO_RAD;
    /** How far the player can raise or lower the eye round the board, either way, in radians. */
    public static final float MAX_PITCH = 14f * FastMath.DEG_TO_RAD;
    /**
     * How far, once the eye is raised as far as it goes, the player can go on lifting the gaze from
     * the board to the room beyond it, in radians: far enough to look out of the far wall's windows.
     */
    public static final float MAX_LOOK_UP = 60f * FastMath.DEG_TO_RAD;
    /** Turning speed of the keys, radians per second held. */
    private static final float KEY_SPEED = 40f * FastMath.DEG_TO_RAD;
    /** Turning of a mouse drag, radians per unit of jME's mouse axis. */
    private static final float DRAG_SPEED = 1.6f;
    /** How close, in metres, the easing camera comes before it settles where it is going (a third of a pixel at 1 m). */
    static final float SETTLED = 2.5e-4f;

    /**
     * The stiffness of the camera's easing, in radians a second: a critically damped spring that
     * covers 90% of a move in about 0.52 s and comes to rest within {@link #SETTLED} of a 0.3 m
     * move in about 1.3 s. Every frame of a move draws the room again (at LOW two to three times
     * a resting frame's cost), so the moves are kept short.
     */
    static final float SPRING = 7.5f;

    /** How long the opening view of the room holds before it settles on the playing view, in seconds. */
    static final float OPENING_HOLD = 1.4f;
    /** The opening view's vertical field of view, in degrees: wide enough for the lamp on the table and the window beyond. */
    static final float OPENING_FOV = 44f;
    /** The opening view's eye: a person seated at the near side of the table, behind the board. */
    static final Vector3f OPENING_EYE = new Vector3f(0.3f, 1.15f, 1.1f);
    /**
     * The point the opening view looks at: low on the far wall, a little right of its middle (the
     * room's far wall at z = -2.4 has its windows at x from -1.35 to -0.55 and from 0.55 to 1.35,
     * 1.0 to 1.95 m high), so that both windows' sky stands between the HUD's bands, over the
     * table and the lamp (OpeningViewHeadlessTest checks the right-hand one).
     */
    static final Vector3f OPENING_AT = new Vector3f(0.4f, 0.98f, -2.4f);

    /** Seconds after the last nudge before the view eases back. */
    private static final float RETURN_DELAY = 1.5f;
    /** How long a capture or an exchange of counters holds the camera's attention, in seconds. */
    private static final float FOCUS_SECONDS = 1.8f;
    /** The vertical field of view, in degrees: narrow, as of a person leaning over the table. */
    static final float FOV_Y = 30f;
    /**
     * Pixels at the top of a 1280 x 720 window that the HUD takes (the players' plaques, the pool,
     * the last throw); the HUD is drawn at the interface's scale, and so is this band ({@link #hudTop}).
     */
    public static final float HUD_TOP = 124f;
    /** Pixels at the bottom of a 1280 x 720 window that the status line takes ({@link #hudBottom} at other sizes). */
    static final float HUD_BOTTOM = 100f;

    /**
     * The pixels at the top of a window that the HUD takes: {@link #HUD_TOP} at the interface's scale.
     *
     * @param width the window's width in pixels, at least 1
     * @param height the window's height in pixels, at least 1
     * @return the band's height in pixels
     */
    public static float hudTop(int width, int height) {
        return HUD_TOP * UiScale.of(width, height);
    }

    /**
     * The pixels at the bottom of a window that the status line takes: {@link #HUD_BOTTOM} at the interface's scale.
     *
     * @param width the window's width in pixels, at least 1
     * @param height the window's height in pixels, at least 1
     * @return the band's height in pixels
     */
    public static float hudBottom(int width, int height) {
        return HUD_BOTTOM * UiScale.of(width, height);
    }
    /** Pixels kept clear at each side of the window by the resting view: room for the view to turn toward the action. */
    static final float REST_SIDE_MARGIN = 40f;
    /** Pixels of the window's sides that the board never enters while the camera is drawn to the action. */
    static final float SIDE_MARGIN = 6f;

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

    /** What the table is laid for (its rules and layout), read from the table's entity when the camera begins. */
    private net.ur.client.es.state.TableSetup table;
    private final Vector3f eye = new Vector3f();
    private final Vector3f look = new Vector3f();
    private final Vector3f eyeVelocity = new Vector3f();
    private final Vector3f lookVelocity = new Vector3f();
    private boolean placed;
    private boolean follow = true;
    private boolean reducedMotion;
    private float yaw;
    private float pitch;
    private float sinceNudge = Float.MAX_VALUE;
    private boolean dragging;
    private Vector3f focus;
    /** Wishes for the camera's attention ({@code CameraFocus} entities), taken as they come. */
    private com.simsilica.es.EntitySet focusWishes;
    /** The table's game and who plays it, read from its entity. */
    private net.ur.client.es.state.TableReader reader;
    /** The dice in the air or settling. */
    private com.simsilica.es.EntitySet rollingDice;
    /** The bands the panels at the bottom of the window ask to be kept clear. */
    private com.simsilica.es.EntitySet clears;
    private float focusLeft;
    private java.util.List<Vector3f> restPoints;
    private float bottomBand = HUD_BOTTOM;
    /** Whether a game opens on the room (not a replay's or a lesson's table). */
    private final boolean opens;
    /** Seconds the opening view still holds; 0 once it is over. */
    private float openingLeft;
    /** Whether the opening was cut short (or left out before it began). */
    private boolean openingCut;
    /** The vertical field of view now (in x, in radians) and its rate of change, eased as the eye is. */
    private final Vector3f fov = new Vector3f(FOV_Y * FastMath.DEG_TO_RAD, 0, 0);
    private final Vector3f fovVelocity = new Vector3f();

    /** Any key or mouse button pressed during the opening cuts it short. */
    private final com.jme3.input.RawInputListener cutOpening = new com.jme3.input.RawInputListener() {
        @Override
        public void beginInput() {
        }

        @Override
        public void endInput() {
        }

        @Override
        public void onJoyAxisEvent(com.jme3.input.event.JoyAxisEvent evt) {
        }

        @Override
        public void onJoyButtonEvent(com.jme3.input.event.JoyButtonEvent evt) {
            if (evt.isPressed()) {
                cutOpening();
            }
        }

        @Override
        public void onMouseMotionEvent(com.jme3.input.event.MouseMotionEvent evt) {
        }

        @Override
        public void onMouseButtonEvent(com.jme3.input.event.MouseButtonEvent evt) {
            if (evt.isPressed()) {
                cutOpening();
            }
        }

        @Override
        public void onKeyEvent(com.jme3.input.event.KeyInputEvent evt) {
            if (evt.isPressed()) {
                cutOpening();
            }
        }

        @Override
        public void onTouchEvent(com.jme3.input.event.TouchEvent evt) {
            cutOpening();
        }
    };

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
     * The camera of the table laid when it begins (its {@code TableSetup} says the rules and the layout).
     *
     * @param opens whether the game opens on the room ({@link #OPENING_HOLD}): a game's table, not a replay's or a lesson's
     */
    public PlayCameraState(boolean opens) {
        this.opens = opens;
    }

    /** Whether the opening view of the room is still on (holding or not yet cut). */
    public boolean isOpening() {
        return openingLeft > 0;
    }

    /** Ends the opening view at once (or, before the game has begun, leaves it out): the next frame is the playing view. */
    public void cutOpening() {
        openingCut = true;
        if (openingLeft > 0) {
            openingLeft = 0;
            placed = false;
        }
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
     * {@link #MAX_PITCH}; raised beyond that, the gaze lifts from the board to the room, up to
     * {@link #MAX_LOOK_UP} more.
     *
     * @param dYaw radians round the board, positive to the right
     * @param dPitch radians up (positive) or down
     */
    public void nudge(float dYaw, float dPitch) {
        cutOpening();
        yaw = FastMath.clamp(yaw + dYaw, -MAX_YAW, MAX_YAW);
        pitch = FastMath.clamp(pitch + dPitch, -MAX_PITCH, MAX_PITCH + MAX_LOOK_UP);
        sinceNudge = 0;
    }

    /**
     * Keeps the lower part of the window clear of the game, as the panels standing there ask
     * ({@link net.ur.client.es.components.ClearBelow}): the view frames everything above the
     * highest of them, and at least the status line's band is always kept.
     */
    private void keepClearBelow() {
        clears.applyChanges();
        float pixels = 0f;
        for (com.simsilica.es.Entity e : clears) {
            pixels = Math.max(pixels, e.get(net.ur.client.es.components.ClearBelow.class).pixels());
        }
        Camera cam = getApplication().getCamera();
        bottomBand = Math.max(hudBottom(cam.getWidth(), cam.getHeight()), pixels);
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
        focusOn(where, FOCUS_SECONDS);
    }

    /**
     * Draws the camera's attention to a place for a while, if it follows the action.
     *
     * @param where the place on the table; not null
     * @param seconds how long, more than 0
     */
    public void focusOn(Vector3f where, float seconds) {
        Validate.nonNull(where, "where");
        Validate.positive(seconds, "seconds");
        if (follow) {
            focus = where.clone();
            focusLeft = seconds;
        }
    }

    /** The place the camera is drawn to now, or null. */
    public Vector3f focus() {
        return focus == null ? null : focus.clone();
    }

    /** A point on the line the camera looks along at rest: it sets the view's angle, not its distance. */
    private static Vector3f restEye(BoardLayout l) {
        float back = 0.36f + l.halfLength() * 0.95f;
        return l.boardCentre().add(0.06f, back * 0.85f, back);
    }

    @Override
    protected void initialize(Application app) {
        com.simsilica.es.EntityData ed = getState(net.ur.client.es.EntityDataState.class).getEntityData();
        focusWishes = ed.getEntities(net.ur.client.es.components.CameraFocus.class);
        rollingDice = ed.getEntities(net.ur.client.es.components.DieId.class, net.ur.client.es.components.Rolling.class);
        clears = ed.getEntities(net.ur.client.es.components.ClearBelow.class);
        // The game's camera begins after the table system has laid the table (else this throws).
        table = net.ur.client.es.state.TableSetup.laid(ed);
        reader = new net.ur.client.es.state.TableReader(ed);
    }

    /**
     * Whether the action the table shows now is a person's at this table: the last move's (a move is
     * shown after the rules have passed the turn on), else the throw of the side whose turn it is.
     * A finished game's celebration is nobody's.
     */
    private boolean personActs() {
        net.ur.client.es.state.TableFacts facts = reader.facts();
        net.ur.client.es.state.TableGame game = reader.game();
        if (facts == null || facts.isOver()) {
            return false;
        }
        Player actor = facts.state().turn();
        if (!rollingDice.isEmpty()) {
            return table.players().isHuman(actor);
        }
        java.util.List<net.ur.rules.record.RecordEntry> entries = game == null ? java.util.List.of() : game.game().record().entries();
        if (!entries.isEmpty()) {
            actor = entries.get(entries.size() - 1).player();
        }
        return table.players().isHuman(actor);
    }

    @Override
    protected void cleanup(Application app) {
        reader.release();
        focusWishes.release();
        rollingDice.release();
        clears.release();
    }

    @Override
    protected void onEnable() {
        CameraDriftState drift = getState(CameraDriftState.class);
        if (drift != null) {
            drift.setEnabled(false);
        }
        placed = false;
        openingLeft = opens && !openingCut ? OPENING_HOLD : 0;
        InputManager im = getApplication().getInputManager();
        if (im != null) {
            im.addRawInputListener(cutOpening);
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
        InputManager im = getApplication().getInputManager();
        if (im != null) {
            im.removeRawInputListener(cutOpening);
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
        BoardLayout l = table.layout();
        keepClearBelow();
        // What to look at comes from the entities: the dice marked rolling, and the focus others wish for.
        rollingDice.applyChanges();
        focusWishes.applyChanges();
        // The view follows the other side's action only: what a person at this table throws or moves
        // stays where they aimed at it, so that their next click lands where they see things.
        boolean persons = personActs();
        for (com.simsilica.es.Entity e : new java.util.ArrayList<>(focusWishes)) {
            net.ur.client.es.components.CameraFocus wish = e.get(net.ur.client.es.components.CameraFocus.class);
            getState(net.ur.client.es.EntityDataState.class).getEntityData().removeEntity(e.getId());
            if (!persons) {
                focusOn(wish.where(), wish.seconds());
            }
        }
        boolean rolling = follow && !rollingDice.isEmpty() && !persons;
        if (focus != null) {
            focusLeft -= tpf;
            if (focusLeft <= 0 || !follow) {
                focus = null;
            }
        }
        Camera cam = getApplication().getCamera();
        Vector3f target = rolling ? l.trayCentre() : focus;
        float bottom = Math.min(bottomBand, cam.getHeight() - hudTop(cam.getWidth(), cam.getHeight()) - 60f);
        Vector3f[] view = view(l, viewPoints(), target, rolling, cam.getWidth(), cam.getHeight(), Math.max(0f, bottom));
        Vector3f wantEye = view[0];
        Vector3f wantLook = view[1];
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
        wantEye.set(turned(wantEye, wantLook, yaw, Math.min(pitch, MAX_PITCH)));
        if (pitch > MAX_PITCH) {
            wantLook.set(lifted(wantEye, wantLook, pitch - MAX_PITCH));
        }
        Vector3f wantFov = new Vector3f(FOV_Y * FastMath.DEG_TO_RAD, 0, 0);
        if (openingLeft > 0) {
            // The opening holds on the room until its time is up or the dice draw the camera away;
            // with reduced motion it then cuts to the playing view instead of easing there.
            openingLeft = target != null ? 0 : openingLeft - (placed ? tpf : 0);
            if (openingLeft > 0) {
                wantEye.set(OPENING_EYE);
                wantLook.set(OPENING_AT);
                wantFov.x = OPENING_FOV * FastMath.DEG_TO_RAD;
            } else if (reducedMotion) {
                placed = false;
            }
        }
        if (!placed) {
            eye.set(wantEye);
            look.set(wantLook);
            fov.set(wantFov);
            eyeVelocity.zero();
            lookVelocity.zero();
            fovVelocity.zero();
            placed = true;
        } else {
            boolean eyeSettled = spring(eye, eyeVelocity, wantEye, tpf);
            boolean lookSettled = spring(look, lookVelocity, wantLook, tpf);
            boolean fovSettled = spring(fov, fovVelocity, wantFov, tpf);
            // The spring never arrives by itself: close enough (far under a pixel) and slow
            // enough, the camera stops where it was going, so that a still view stays still
            // and the room is not drawn again (SceneCache). Not while the dice or a capture
            // hold it: it goes back soon, and a view stopped for those few frames would have the
            // room drawn in full once more at LOW (the dearest frame there is); still creeping by
            // less than half a pixel, it has the room's last small picture used again.
            if (eyeSettled && lookSettled && fovSettled && target == null) {
                eye.set(wantEye);
                look.set(wantLook);
                fov.set(wantFov);
                eyeVelocity.zero();
                lookVelocity.zero();
                fovVelocity.zero();
            }
        }
        float fovDegrees = fov.x == wantFov.x && wantFov.x == FOV_Y * FastMath.DEG_TO_RAD ? FOV_Y : fov.x * FastMath.RAD_TO_DEG;
        cam.setFrustumPerspective(fovDegrees, (float) cam.getWidth() / cam.getHeight(), 0.05f, 60f);
        cam.setLocation(eye);
        cam.lookAt(look, Vector3f.UNIT_Y);
    }

    /**
     * Moves a point toward where it is going as a critically damped spring of {@link #SPRING}
     * rad/s does over {@code dt} seconds (the exact solution, so any frame rate gives the same
     * path): smoothly, without overshoot, and a new goal half way is taken up without a jolt.
     *
     * @param x the point, moved in place
     * @param v its velocity, changed in place
     * @param goal where it is going
     * @param dt seconds
     * @return whether it is now within {@link #SETTLED} of the goal and moving slower than that a tenth of a second
     */
    static boolean spring(Vector3f x, Vector3f v, Vector3f goal, float dt) {
        float w = SPRING;
        Vector3f c1 = x.subtract(goal);
        Vector3f c2 = v.add(c1.mult(w));
        float e = FastMath.exp(-w * dt);
        x.set(goal).addLocal(c1.add(c2.mult(dt)).multLocal(e));
        v.set(v.subtract(c2.mult(w * dt)).multLocal(e));
        return x.distanceSquared(goal) < SETTLED * SETTLED && v.lengthSquared() < 100f * SETTLED * SETTLED;
    }

    /** What the resting view frames, made once for the game. */
    private java.util.List<Vector3f> viewPoints() {
        if (restPoints == null) {
            restPoints = restPoints(table.rules(), table.layout());
        }
        return restPoints;
    }

    /**
     * What the resting view of a game frames: everything of {@link BoardLayout#viewPoints}, the
     * pieces as tall as they stand (the Babylonian birds, a Ravensburg tower of a few men, flat discs).
     *
     * @param rules the rule set; not null
     * @param layout the rules' board placed on the table; not null
     * @return new points
     */
    public static java.util.List<Vector3f> restPoints(net.ur.rules.RuleSet rules, BoardLayout layout) {
        int perSide = rules.initialState().pieces().size() / 2;
        boolean counters = rules.hasCounters();
        float top = counters ? 0.065f : rules.hasTowers() ? 0.03f : 0.012f;
        return layout.viewPoints(Math.max(1, perSide), top, counters);
    }

    /**
     * The view wanted now: at rest everything of the game framed between the HUD's top band and
     * the status line; drawn to a place (the rolling dice, a capture, the counters, the winner's
     * pieces), the view turns and closes in toward it, but only so far that the whole board stays
     * in the same frame: when the full move would push part of the board out, it goes the largest
     * part of the way that keeps it all in.
     *
     * @param layout the table's layout; not null
     * @param rest the points the resting view shows; not null
     * @param target the place the camera is drawn to, or null to rest
     * @param dice whether the place is the dice tray (the dice rolling: a gentler move)
     * @param width the window's width in pixels
     * @param height the window's height in pixels
     * @param bottom pixels kept clear at the bottom: the status line's {@link #HUD_BOTTOM}, or more under the end panel
     * @return the eye and the point looked at
     */
    static Vector3f[] view(BoardLayout layout, java.util.List<Vector3f> rest, Vector3f target, boolean dice, int width, int height,
            float bottom) {
        Vector3f restLook = layout.boardCentre().add(0.06f, -0.02f, 0.02f);
        Vector3f dir = restLook.subtract(restEye(layout)).normalizeLocal();
        Vector3f eye = fit(dir, rest, FOV_Y, width, height, hudTop(width, height), bottom, REST_SIDE_MARGIN);
        Vector3f at = eye.add(dir.mult(layout.boardCentre().subtract(eye).dot(dir)));
        if (target == null) {
            return new Vector3f[] {eye, at};
        }
        Vector3f eyeF = dice ? eye.clone().interpolateLocal(target.add(0, 0.4f, 0.45f), 0.25f)
                : eye.clone().interpolateLocal(target.add(0, 0.42f, 0.42f), 0.3f);
        Vector3f atF = at.clone().interpolateLocal(target, dice ? 0.35f : 0.45f);
        java.util.List<Vector3f> board = layout.boardOutline();
        if (!shows(eyeF, atF, board, width, height, bottom)) {
            float in = 0;
            float out = 1;
            for (int i = 0; i < 14; i++) {
                float mid = (in + out) / 2;
                if (shows(eye.clone().interpolateLocal(eyeF, mid), at.clone().interpolateLocal(atF, mid), board, width, height, bottom)) {
                    in = mid;
                } else {
                    out = mid;
                }
            }
            eyeF = eye.clone().interpolateLocal(eyeF, in);
            atF = at.clone().interpolateLocal(atF, in);
        }
        return new Vector3f[] {eyeF, atF};
    }

    /**
     * Whether a view shows points inside the window less the HUD's bands and the side margins.
     *
     * @param eye the eye; not null
     * @param at the point looked at; not null
     * @param points the points; not null
     * @param width the window's width in pixels
     * @param height the window's height in pixels
     * @param bottom pixels kept clear at the bottom
     * @return true if every point is in front of the eye and inside
     */
    static boolean shows(Vector3f eye, Vector3f at, java.util.List<Vector3f> points, int width, int height, float bottom) {
        Vector3f f = at.subtract(eye).normalizeLocal();
        Vector3f r = f.cross(Vector3f.UNIT_Y).normalizeLocal();
        Vector3f u = r.cross(f).normalizeLocal();
        float tanV = FastMath.tan(FOV_Y * FastMath.DEG_TO_RAD / 2f);
        float tanH = tanV * width / height;
        float slack = 1e-4f;
        for (Vector3f p : points) {
            Vector3f v = p.subtract(eye);
            float z = v.dot(f);
            if (z <= 0) {
                return false;
            }
            float x = v.dot(r) / (z * tanH);
            float y = v.dot(u) / (z * tanV);
            if (Math.abs(x) > 1 - 2 * SIDE_MARGIN / width + slack || y > 1 - 2 * hudTop(width, height) / height + slack
                    || y < -1 + 2 * bottom / height - slack) {
                return false;
            }
        }
        return true;
    }

    /**
     * The eye that frames points as closely as it can, looking along a direction: every point
     * falls inside the window less a band at the top and at the bottom and a margin at the sides.
     * Each side of the view is a plane through the eye; keeping a point inside one is a linear
     * condition on the eye, so the closest eye is found exactly (the horizontal and vertical pairs
     * each limit how far forward it may come; the nearer limit wins, and the eye is centred in the
     * room the other pair leaves).
     *
     * @param dir the direction looked along, a unit vector, not vertical
     * @param points the points to show; not empty
     * @param fovY the vertical field of view in degrees
     * @param width the window's width in pixels, at least 1
     * @param height the window's height in pixels, at least 1
     * @param top pixels kept clear at the top
     * @param bottom pixels kept clear at the bottom
     * @param side pixels kept clear at each side
     * @return the eye
     */
    static Vector3f fit(Vector3f dir, java.util.List<Vector3f> points, float fovY, int width, int height,
            float top, float bottom, float side) {
        if (points.isEmpty() || width < 1 || height < 1 || top + bottom >= height || 2 * side >= width) {
            throw new IllegalArgumentException("nothing to frame, or no room in a " + width + "x" + height + " window");
        }
        Vector3f f = dir.normalize();
        Vector3f r = f.cross(Vector3f.UNIT_Y).normalizeLocal();
        Vector3f u = r.cross(f).normalizeLocal();
        float tanV = FastMath.tan(fovY * FastMath.DEG_TO_RAD / 2f);
        float tanH = tanV * width / height;
        float a = -(1 - 2 * side / width) * tanH;
        float b = (1 - 2 * side / width) * tanH;
        float c = (-1 + 2 * bottom / height) * tanV;
        float d = (1 - 2 * top / height) * tanV;
        Vector3f nL = r.subtract(f.mult(a));
        Vector3f nR = f.mult(b).subtractLocal(r);
        Vector3f nB = u.subtract(f.mult(c));
        Vector3f nT = f.mult(d).subtractLocal(u);
        float cL = Float.MAX_VALUE;
        float cR = Float.MAX_VALUE;
        float cB = Float.MAX_VALUE;
        float cT = Float.MAX_VALUE;
        for (Vector3f p : points) {
            cL = Math.min(cL, p.dot(nL));
            cR = Math.min(cR, p.dot(nR));
            cB = Math.min(cB, p.dot(nB));
            cT = Math.min(cT, p.dot(nT));
        }
        float gamma = Math.min((cL + cR) / (b - a), (cB + cT) / (d - c));
        float alpha = ((b * gamma - cR) + (cL + a * gamma)) / 2f;
        float beta = ((d * gamma - cT) + (cB + c * gamma)) / 2f;
        return r.mult(alpha).addLocal(u.mult(beta)).addLocal(f.mult(gamma));
    }

    /** The point looked at when the gaze is lifted from it by an angle, the eye staying where it is. */
    static Vector3f lifted(Vector3f eye, Vector3f at, float angle) {
        Vector3f gaze = at.subtract(eye);
        Vector3f right = gaze.cross(Vector3f.UNIT_Y);
        if (right.lengthSquared() < 1e-8f) {
            return at.clone();
        }
        return eye.add(new Quaternion().fromAngleAxis(angle, right.normalizeLocal()).mult(gaze));
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
