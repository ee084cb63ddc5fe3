package net.ur.client.input;

import java.util.ArrayList;
import java.util.List;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.collision.CollisionResults;
import com.jme3.input.InputManager;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseButtonTrigger;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Ray;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import com.simsilica.lemur.Label;
import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.Highlight;
import net.ur.client.es.components.House;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.es.game.MissedClick;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.es.state.HintShown;
import net.ur.client.es.state.TableFacts;
import net.ur.client.es.state.TableReader;
import net.ur.client.es.state.TableSetup;
import net.ur.client.game.GameControls;
import net.ur.client.table.TablePlaces;
import net.ur.client.ui.UrStyle;
import net.ur.client.view.ProceduralModels;
import net.ur.client.view.ScenePick;
import net.ur.client.view.ScreenBoxes;
import net.ur.client.words.MoveWords;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.board.Route;

/**
 * The player's hands at the table. With the mouse: hovering the dice or a piece that can move
 * highlights it, and a hovered piece shows its move before it is made (a ghost where it would
 * land, marks on the houses it passes, a line saying what happens); a click throws or moves.
 * With the keyboard: Space does the table's next action (throws, throws the broad astragal when
 * the small one's roll cannot be kept, makes the selected or the only move), the arrow keys cycle
 * the pieces that can move, Enter makes the selected move (the first one when none is selected),
 * Esc pauses. Actions become request components; the systems act on them.
 */
public class PlayInputState extends BaseAppState {

    static final String CLICK = "Ur.Play.Click";
    static final String THROW = "Ur.Play.Throw";
    static final String KEEP = "Ur.Play.Keep";
    static final String OTHER = "Ur.Play.OtherDestination";
    static final String BROAD = "Ur.Play.Broad";
    static final String NEXT = "Ur.Play.Next";
    static final String PREVIOUS = "Ur.Play.Previous";
    static final String MOVE = "Ur.Play.Move";
    static final String PAUSE = "Ur.Play.Pause";
    private static final String[] MAPPINGS = {CLICK, THROW, NEXT, PREVIOUS, MOVE, PAUSE, KEEP, BROAD, OTHER};

    /** The commands on the game as a whole: Esc pauses the game. */
    private final GameControls controls;
    private EntityData ed;
    /** The table as its entities say: the game, its players and layout, busy, paused. */
    private TableReader table;
    private EntitySet pieces;
    private EntitySet dice;
    private EntitySet highlighted;
    private EntitySet houses;
    /** The hint shown, whose move is selected when it comes. */
    private EntitySet hints;
    /** What is under the pointer (the view's pick service). */
    private final ScenePick pick;
    private final Node previewNode = new Node("MovePreview");
    private Label tooltip;
    private Material ghostMaterial;
    private Material choiceMaterial;
    private EntityId hovered;
    private int selected = -1;
    /** An arrow pressed while the person's dice rolled, done once there are moves (+1 or -1), or 0. */
    private int pendingCycle;
    private boolean keyboardSelection;
    private Move previewed;
    /** Which of the hovered piece's destinations is shown (the Swallow may have several); right-click turns it, hovering one of its ghosts picks it. */
    private int alternative;
    private EntityId alternativeOf;
    private GameState previewState;
    /** The piece whose several destinations stay shown while the pointer travels to one of them. */
    private EntityId sticky;
    /** Whether the pointer is on a piece, a die or a destination's ghost (a click there acts). */
    private boolean pointerOnTarget;
    /** Where the pointer is, set by tests; null for the real mouse. */
    private Vector2f pointer;
    /** User-data key of a ghost's place among its piece's moves. */
    private static final String CHOICE_KEY = "moveChoice";

    private final ActionListener listener = (name, pressed, tpf) -> {
        if (name.equals(CLICK)) {
            if (pressed) {
                press();
            } else {
                release();
            }
            return;
        }
        if (!pressed) {
            return;
        }
        switch (name) {
            case THROW -> nextAction();
            case KEEP -> keep();
            case OTHER -> alternative++;
            case BROAD -> throwBroad();
            case NEXT -> cycle(1);
            case PREVIOUS -> cycle(-1);
            case MOVE -> moveSelected();
            case PAUSE -> pauseGame();
            default -> { }
        }
    };

    /**
     * @param controls the commands on the game as a whole (Esc pauses through them); not null
     * @param pick what is under the pointer, from the view; not null
     */
    public PlayInputState(GameControls controls, ScenePick pick) {
        Validate.nonNull(controls, "controls");
        Validate.nonNull(pick, "pick");
        this.controls = controls;
        this.pick = pick;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        table = new TableReader(ed);
        pieces = ed.getEntities(PieceId.class);
        dice = ed.getEntities(DieId.class);
        highlighted = ed.getEntities(Highlight.class);
        houses = ed.getEntities(House.class, Position.class);
        hints = ed.getEntities(HintShown.class);
        ghostMaterial = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        ghostMaterial.setColor("Color", new ColorRGBA(1f, 0.85f, 0.5f, 0.45f));
        ghostMaterial.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        choiceMaterial = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        choiceMaterial.setColor("Color", new ColorRGBA(1f, 0.85f, 0.5f, 0.18f));
        choiceMaterial.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        tooltip = new Label("", UrStyle.BODY, UrStyle.NAME);
        InputManager im = app.getInputManager();
        im.addMapping(CLICK, new MouseButtonTrigger(MouseInput.BUTTON_LEFT));
        im.addMapping(THROW, new KeyTrigger(KeyInput.KEY_SPACE));
        im.addMapping(NEXT, new KeyTrigger(KeyInput.KEY_RIGHT), new KeyTrigger(KeyInput.KEY_DOWN), new KeyTrigger(KeyInput.KEY_TAB));
        im.addMapping(PREVIOUS, new KeyTrigger(KeyInput.KEY_LEFT), new KeyTrigger(KeyInput.KEY_UP));
        im.addMapping(MOVE, new KeyTrigger(KeyInput.KEY_RETURN), new KeyTrigger(KeyInput.KEY_NUMPADENTER));
        im.addMapping(PAUSE, new KeyTrigger(KeyInput.KEY_ESCAPE));
        im.addMapping(KEEP, new KeyTrigger(KeyInput.KEY_K));
        im.addMapping(OTHER, new MouseButtonTrigger(MouseInput.BUTTON_RIGHT));
        im.addMapping(BROAD, new KeyTrigger(KeyInput.KEY_B));
    }

    @Override
    protected void cleanup(Application app) {
        for (String m : MAPPINGS) {
            if (app.getInputManager().hasMapping(m)) {
                app.getInputManager().deleteMapping(m);
            }
        }
        clearHighlights();
        pieces.release();
        dice.release();
        highlighted.release();
        houses.release();
        hints.release();
        table.release();
        if (missEntity != null) {
            ed.removeEntity(missEntity);
            missEntity = null;
        }
    }

    @Override
    protected void onEnable() {
        getApplication().getInputManager().addListener(listener, MAPPINGS);
        ((SimpleApplication) getApplication()).getRootNode().attachChild(previewNode);
    }

    @Override
    protected void onDisable() {
        getApplication().getInputManager().removeListener(listener);
        previewNode.removeFromParent();
        tooltip.removeFromParent();
    }

    /** Whether the person at the table may act now (their turn, nothing moving, not paused). */
    private boolean humanMayAct() {
        return table.personToAct();
    }

    /** The game's state as the table published it (the person's input is only active at a laid table). */
    private GameState state() {
        return table.facts().state();
    }

    /**
     * Whether the person may act now and the game awaits a throw that can be made: not while a network
     * game's other player is gone (the roll needs its secret), when the dice do not invite a throw.
     */
    private boolean mayThrow() {
        return humanMayAct() && state().phase() == Phase.AWAITING_ROLL && !table.otherPlayerGone();
    }

    /** The move the arrow keys have picked (Enter makes it), or null. */
    Move pickedMove() {
        List<Move> moves = movesNow();
        return keyboardSelection && !moves.isEmpty() ? moves.get(Math.min(Math.max(selected, 0), moves.size() - 1)) : null;
    }

    /**
     * Whether a person's turn is held up by what moves on the table (their dice rolling, the
     * throw being read), so that an arrow pressed now can wait for the moves.
     */
    private boolean ownTurnBusy() {
        TableFacts f = table.facts();
        TableSetup setup = table.setup();
        return f != null && !f.isOver() && table.busy() && setup.players().isHuman(f.state().turn()) && !table.paused();
    }

    /** The moves a person can make now, in a stable order. */
    List<Move> movesNow() {
        return humanMayAct() ? table.facts().moves() : List.of();
    }

    private EntityId entityOf(Piece piece) {
        for (Entity e : pieces) {
            if (e.get(PieceId.class).piece().equals(piece)) {
                return e.getId();
            }
        }
        return null;
    }

    /**
     * The move a click on a piece would make: its own move, or for any waiting piece of the
     * player the move that enters a piece (the rules enter one waiting piece for them all).
     */
    private Move moveOf(EntityId id) {
        Entity e = pieces.getEntity(id);
        if (e == null || table.facts() == null) {
            return null;
        }
        Piece piece = e.get(PieceId.class).piece();
        boolean waiting = state().stateOf(piece).location() instanceof Location.Waiting;
        List<Move> now = movesNow();
        List<Move> own = new ArrayList<>();
        for (Move m : now) {
            if (m.piece().equals(piece)) {
                own.add(m);
            }
        }
        if (!own.isEmpty()) {
            if (!id.equals(alternativeOf)) {
                alternativeOf = id;
                alternative = 0;
            }
            return own.get(Math.floorMod(alternative, own.size()));
        }
        if (table.facts().counters()) {
            return null; // Babylonian birds each enter with their own throw
        }
        for (Move m : now) {
            if (waiting && m.isEntry() && m.player() == piece.owner()) {
                return m;
            }
        }
        return null;
    }

    /**
     * Throws the dice for the person whose turn it is, if they may.
     *
     * @param strength 0.5 to 1.5
     */
    void requestThrow(float strength) {
        requestThrow(strength, 0f);
    }

    /** Esc: pauses the game (the pause panel opens), or leaves a lesson. */
    private void pauseGame() {
        controls.pause();
    }

    /** Whether the person at the table has the roll decision to make now. */
    boolean humanDecides() {
        return humanMayAct() && state().phase() == Phase.AWAITING_ROLL_DECISION;
    }

    /** K: keeps the small astragal's roll, if the person may (the HUD's decision card writes the same request). */
    void keep() {
        if (humanDecides() && table.facts().canKeepRoll()) {
            ask(new Request.Keep());
        }
    }

    /**
     * B: throws the broad astragal, if the person may and the throw can be made (not while a network
     * game's other player is gone); the HUD's decision card writes the same request.
     */
    void throwBroad() {
        if (humanDecides() && !table.otherPlayerGone()) {
            ask(new Request.ThrowBroad(new ThrowRequest(1f, 0f, arrangedFaces(true))));
        }
    }

    /**
     * The faces set beforehand (by a lesson) for the next throw of the side whose turn it is, or
     * null for a free throw.
     *
     * @param broad true for the broad astragal, false for the turn's first throw
     */
    private java.util.List<Integer> arrangedFaces(boolean broad) {
        return net.ur.client.es.game.ArrangedDice.facesFor(ed, state().turn(), broad);
    }

    /** Writes the person's request for the side whose turn it is (a person may play both sides at one table). */
    private void ask(Request.Action action) {
        ed.setComponent(ed.createEntity(), new Request(state().turn(), action, "person"));
    }

    /** Where a press on the dice began (screen pixels), or null when no flick is under way. */
    private Vector2f flickFrom;
    private long flickStart;
    /** Pixels the pointer must travel between press and release for a flick rather than a click. */
    static final float FLICK_PIXELS = 12f;

    private Vector2f cursorNow() {
        return pointer != null ? pointer.clone() : getApplication().getInputManager().getCursorPosition().clone();
    }

    /** The left button goes down: on the dice or their tray, a throw begins (a click or a flick); elsewhere, a click. */
    private void press() {
        if (overInterface()) {
            return;
        }
        if (mayThrow() && onDiceOrTray()) {
            flickFrom = cursorNow();
            flickStart = System.nanoTime();
            return;
        }
        click();
    }

    /** The left button comes up: ends a throw begun on the dice, as a click or as a flick. */
    private void release() {
        if (flickFrom == null) {
            return;
        }
        Vector2f from = flickFrom;
        flickFrom = null;
        float seconds = (System.nanoTime() - flickStart) / 1e9f;
        float[] t = flickThrow(cursorNow().subtractLocal(from), seconds);
        requestThrow(t[0], t[1]);
    }

    /**
     * What a drag of the mouse from the dice throws: a short one (under {@value #FLICK_PIXELS}
     * pixels) is a click, thrown straight at normal strength; a longer one is a flick, as strong as
     * it is fast (0.5 for a slow drag to 1.5 from 1,500 pixels a second) and aimed the way it went
     * (up the screen is straight ahead, away from the player; sideways up to
     * {@value net.ur.client.es.game.ThrowRequest#MAX_AIM} radians either way).
     *
     * @param drag the pointer's travel in pixels, y up; not null
     * @param seconds how long the drag took
     * @return {strength, aim}
     */
    static float[] flickThrow(Vector2f drag, float seconds) {
        float length = drag.length();
        if (length < FLICK_PIXELS) {
            return new float[] {1f, 0f};
        }
        float speed = length / Math.max(seconds, 0.02f);
        float strength = com.jme3.math.FastMath.clamp(0.5f + speed / 1500f, 0.5f, 1.5f);
        float max = ThrowRequest.MAX_AIM;
        float aim = com.jme3.math.FastMath.clamp((float) Math.atan2(drag.x, Math.max(drag.y, 1f)), -max, max);
        return new float[] {strength, aim};
    }

    /**
     * Throws the dice for the person whose turn it is, if they may, in a direction.
     *
     * @param strength 0.5 to 1.5
     * @param aim radians from straight ahead, within ±{@value net.ur.client.es.game.ThrowRequest#MAX_AIM}
     */
    void requestThrow(float strength, float aim) {
        if (mayThrow()) {
            ask(new Request.Throw(new ThrowRequest(strength, aim, arrangedFaces(false))));
        }
    }

    /** Acts on what is under the pointer: throws the dice, or makes the move of a piece or of a destination's ghost. */
    void click() {
        if (overInterface()) {
            return;
        }
        if (!humanMayAct()) {
            TableFacts f = table.facts();
            if (f != null && !f.isOver() && !table.paused() && !ownTurnBusy()) {
                missed(MissedClick.Kind.NOT_YOUR_TURN);
            }
            return;
        }
        if (state().phase() == Phase.AWAITING_ROLL) {
            if (onDiceOrTray()) {
                requestThrow(1f);
            } else {
                missed(MissedClick.Kind.THROW_FIRST);
            }
            return;
        }
        Move m = hovered == null || !pointerOnTarget ? null : moveOf(hovered);
        if (m == null) {
            m = moveToHouseUnderPointer();
        }
        if (m != null) {
            ask(new Request.MakeMove(m));
            keyboardSelection = false;
        } else if (state().phase() == Phase.AWAITING_MOVE) {
            boolean onPiece = hovered != null && pointerOnTarget && pieces.containsId(hovered);
            boolean onDie = hovered != null && pointerOnTarget && dice.containsId(hovered);
            missed(onPiece ? MissedClick.Kind.PIECE_CANNOT_MOVE
                    : onDie || onDiceOrTray() ? MissedClick.Kind.DICE_THROWN : MissedClick.Kind.NOTHING_THERE);
        }
    }

    /** The person's input's entity for {@link MissedClick}, made at the first click that does nothing. */
    private EntityId missEntity;
    private int misses;

    /** Says that a click came to nothing ({@link MissedClick}), for whoever leads the person to explain. */
    private void missed(MissedClick.Kind kind) {
        if (missEntity == null) {
            missEntity = ed.createEntity();
        }
        ed.setComponent(missEntity, new MissedClick(kind, ++misses));
    }

    /**
     * Picks the next (+1) or previous (-1) of the moves the person can make, as the arrow keys do.
     * Pressed while the person's own dice are still rolling, it is kept and done as soon as the
     * throw is read and there are moves to pick from (not if the throw leaves none).
     *
     * @param delta +1 or -1
     */
    void cycle(int delta) {
        List<Move> moves = movesNow();
        if (moves.isEmpty()) {
            pendingCycle = ownTurnBusy() && state().phase() == Phase.AWAITING_ROLL ? delta : 0;
            return;
        }
        pendingCycle = 0;
        keyboardSelection = true;
        selected = Math.floorMod((selected < 0 ? (delta > 0 ? -1 : 0) : selected) + delta, moves.size());
    }

    private void selectHinted(HintShown hint) {
        if (hint.move() != null) {
            select(hint.move());
        }
    }

    /**
     * Selects a move as the arrow keys would (its preview is shown; Enter makes it), e.g. for a hint.
     *
     * @param move one of the moves the person can make now
     * @return whether it was selected (false if it is not one of them now)
     */
    public boolean select(Move move) {
        int i = movesNow().indexOf(move);
        if (i < 0) {
            return false;
        }
        keyboardSelection = true;
        selected = i;
        return true;
    }

    /**
     * Space: the table's next action for the person whose turn it is: the throw; the broad
     * astragal when the small one's roll cannot be kept (when it can, the person chooses with K or
     * B); the move picked with the arrows, or the only move there is.
     */
    void nextAction() {
        if (!humanMayAct()) {
            return;
        }
        switch (state().phase()) {
            case AWAITING_ROLL -> requestThrow(1f);
            case AWAITING_ROLL_DECISION -> {
                if (!table.facts().canKeepRoll()) {
                    throwBroad();
                }
            }
            case AWAITING_MOVE -> {
                List<Move> moves = movesNow();
                Move m = pickedMove();
                if (m == null && moves.size() == 1) {
                    m = moves.get(0);
                }
                request(m);
            }
            default -> { }
        }
    }

    /**
     * Enter: makes the move picked with the arrows, or the first of the moves when none is picked;
     * when the small astragal's roll cannot be kept, throws the broad one (the only action there is).
     */
    private void moveSelected() {
        if (humanDecides() && !table.facts().canKeepRoll()) {
            throwBroad();
            return;
        }
        List<Move> moves = movesNow();
        if (moves.isEmpty()) {
            return;
        }
        request(keyboardSelection ? moves.get(Math.min(Math.max(selected, 0), moves.size() - 1)) : moves.get(0));
    }

    /** Asks for a move of the person's (a request the move system acts on) and forgets the arrows' pick. */
    private void request(Move m) {
        if (m == null) {
            return;
        }
        ask(new Request.MakeMove(m));
        keyboardSelection = false;
        selected = -1;
    }

    @Override
    public void update(float tpf) {
        if (hints.applyChanges()) {
            // A hint's move is selected as the arrow keys would select it; the person makes it.
            for (Entity e : hints.getAddedEntities()) {
                selectHinted(e.get(HintShown.class));
            }
            for (Entity e : hints.getChangedEntities()) {
                selectHinted(e.get(HintShown.class));
            }
        }
        pieces.applyChanges();
        houses.applyChanges();
        dice.applyChanges();
        highlighted.applyChanges();
        if (pendingCycle != 0) {
            if (!movesNow().isEmpty()) {
                cycle(pendingCycle);
            } else if (!ownTurnBusy()) {
                pendingCycle = 0; // the throw left no move, or the turn ended
            }
        }
        if (!keyboardSelection) {
            // A destination's ghost chooses that house (the Swallow may have several); while the
            // pointer travels from the piece to its ghosts, they stay shown.
            EntityId under = overInterface() ? null : pickGhost();
            if (under == null && !overInterface()) {
                under = pick();
            }
            pointerOnTarget = under != null;
            if (under == null && sticky != null && choicesOf(sticky) > 1) {
                under = sticky;
            }
            hovered = under;
        }
        List<Move> moves = movesNow();
        Move preview = null;
        EntityId focus = null;
        if (keyboardSelection && !moves.isEmpty()) {
            preview = moves.get(Math.min(Math.max(selected, 0), moves.size() - 1));
            focus = entityOf(preview.piece());
        } else if (hovered != null) {
            preview = moveOf(hovered);
            focus = preview == null ? hovered : entityOf(preview.piece());
        }
        updateHighlights(moves, focus);
        sticky = preview != null && !keyboardSelection && choicesOf(entityOf(preview.piece())) > 1 ? entityOf(preview.piece()) : null;
        showPreview(preview);
    }

    /** Whether the pointer is on a die, or on the table in or beside the tray the dice are thrown in. */
    private boolean onDiceOrTray() {
        if (hovered != null && dice.containsId(hovered)) {
            return true;
        }
        Ray ray = pointerRay();
        BoardLayout layout = table.setup().layout();
        Vector3f c = layout.trayCentre();
        Vector3f half = layout.trayHalfExtents();
        if (ray.getDirection().y > -1e-4f) {
            return false; // looking level or up: the ray never meets the table
        }
        float t = (c.y - ray.getOrigin().y) / ray.getDirection().y;
        Vector3f at = ray.getOrigin().add(ray.getDirection().mult(t));
        float margin = BoardLayout.SQUARE * TRAY_MARGIN_SQUARES;
        return Math.abs(at.x - c.x) <= half.x + margin && Math.abs(at.z - c.z) <= half.z + margin;
    }

    /** How far round the tray, in squares, a click still throws the dice. */
    private static final float TRAY_MARGIN_SQUARES = 0.5f;

    /**
     * Whether the pointer is on a panel or a line of the interface (the lesson's panel, the HUD):
     * what is drawn over the table takes the pointer, and the table under it is neither hovered
     * nor clicked. The move's own line is not counted: it follows the pointer's piece.
     */
    private boolean overInterface() {
        Vector2f at = cursorNow();
        Ray ray = new Ray(new Vector3f(at.x, at.y, 1000f), new Vector3f(0, 0, -1));
        boolean[] over = {false};
        ((SimpleApplication) getApplication()).getGuiNode().depthFirstTraversal(s -> {
            if (!over[0] && s instanceof com.jme3.scene.Geometry g && !hangsFrom(g, tooltip)
                    && g.getCullHint() != Spatial.CullHint.Always && g.getWorldBound() != null
                    && g.getWorldBound().intersects(ray)) {
                over[0] = true;
            }
        });
        return over[0];
    }

    private static boolean hangsFrom(Spatial s, Spatial ancestor) {
        for (Spatial p = s; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The ray from the eye through the pointer. */
    private Ray pointerRay() {
        Camera cam = getApplication().getCamera();
        Vector2f cursor = pointer != null ? pointer : getApplication().getInputManager().getCursorPosition();
        Vector3f near = cam.getWorldCoordinates(cursor, 0f);
        Vector3f far = cam.getWorldCoordinates(cursor, 1f);
        return new Ray(near, far.subtractLocal(near).normalizeLocal());
    }

    /**
     * Puts the pointer at a point of the screen instead of the mouse's, for tests.
     *
     * @param screen pixels from the bottom left, or null to follow the mouse again
     */
    void pointAt(Vector2f screen) {
        pointer = screen == null ? null : screen.clone();
    }

    /** How many moves the piece of an entity has now. */
    private int choicesOf(EntityId id) {
        Entity e = id == null ? null : pieces.getEntity(id);
        if (e == null) {
            return 0;
        }
        int n = 0;
        for (Move m : movesNow()) {
            if (m.piece().equals(e.get(PieceId.class).piece())) {
                n++;
            }
        }
        return n;
    }

    /**
     * The piece whose destination's ghost is under the pointer, with that destination made the
     * chosen one; null when no ghost is.
     */
    private EntityId pickGhost() {
        if (previewed == null || getApplication().getInputManager() == null || !humanMayAct()) {
            return null;
        }
        CollisionResults results = new CollisionResults();
        previewNode.collideWith(pointerRay(), results);
        for (int i = 0; i < results.size(); i++) {
            for (Spatial s = results.getCollision(i).getGeometry(); s != null; s = s.getParent()) {
                Integer choice = s.getUserData(CHOICE_KEY);
                if (choice != null) {
                    EntityId piece = entityOf(previewed.piece());
                    if (piece != null) {
                        alternativeOf = piece;
                        alternative = choice;
                    }
                    return piece;
                }
            }
        }
        return null;
    }

    /** The screen point of a destination's ghost now shown, for tests; null when there is none. */
    Vector2f ghostOnScreen(int choice) {
        for (Spatial s : previewNode.getChildren()) {
            Integer c = s.getUserData(CHOICE_KEY);
            if (c != null && c == choice) {
                Vector3f p = getApplication().getCamera().getScreenCoordinates(s.getWorldBound().getCenter());
                return new Vector2f(p.x, p.y);
            }
        }
        return null;
    }

    private EntityId pick() {
        if (getApplication().getInputManager() == null) {
            return null;
        }
        EntityId first = null;
        // A halo counts as its piece: a bigger target for the mouse.
        for (EntityId id : pick.under(pointerRay())) {
            if (!(pieces.containsId(id) || dice.containsId(id))) {
                continue;
            }
            if (first == null) {
                first = id;
            }
            // The waiting birds stand close and the tall ones hide parts of the others: a piece
            // that cannot move does not stand in the way of one behind it that can.
            if (dice.containsId(id) || choicesOf(id) > 0) {
                return id;
            }
        }
        return first;
    }

    /** The entity of the house on a square, or null. */
    private EntityId houseAt(net.ur.rules.board.Square square) {
        for (Entity e : houses) {
            if (e.get(House.class).square().equals(square)) {
                return e.getId();
            }
        }
        return null;
    }

    /** Highlights the houses of the move shown (the path and where it lands), and no other house. */
    private void markHouses(java.util.Map<EntityId, Highlight> marks) {
        for (Entity e : houses) {
            Highlight want = marks.get(e.getId());
            Highlight now = ed.getComponent(e.getId(), Highlight.class);
            if (want == null && now != null) {
                ed.removeComponent(e.getId(), Highlight.class);
            } else if (want != null && !want.equals(now)) {
                ed.setComponent(e.getId(), want);
            }
        }
    }

    /**
     * The move a click on the house under the pointer makes: the shown piece's move that lands
     * there, else the only move of the person's that lands there; null when there is none or
     * several.
     */
    private Move moveToHouseUnderPointer() {
        Ray ray = pointerRay();
        if (ray.getDirection().y > -1e-4f || houses.isEmpty()) {
            return null;
        }
        float y = houses.iterator().next().get(Position.class).location().y;
        float t = (y - ray.getOrigin().y) / ray.getDirection().y;
        Vector3f at = ray.getOrigin().add(ray.getDirection().mult(t));
        net.ur.rules.board.Square square = null;
        for (Entity e : houses) {
            Vector3f c = e.get(Position.class).location();
            if (Math.abs(at.x - c.x) <= BoardLayout.SQUARE / 2 && Math.abs(at.z - c.z) <= BoardLayout.SQUARE / 2) {
                square = e.get(House.class).square();
            }
        }
        if (square == null) {
            return null;
        }
        List<Move> there = new ArrayList<>();
        for (Move m : movesNow()) {
            if (m.to() instanceof Location.OnBoard on && on.square().equals(square)) {
                if (previewed != null && m.piece().equals(previewed.piece())) {
                    return m;
                }
                there.add(m);
            }
        }
        return there.size() == 1 ? there.get(0) : null;
    }

    private void updateHighlights(List<Move> moves, EntityId focus) {
        List<EntityId> wanted = new ArrayList<>();
        List<Highlight> kinds = new ArrayList<>();
        for (Move m : moves) {
            EntityId id = entityOf(m.piece());
            if (id != null && !wanted.contains(id)) {
                wanted.add(id);
                kinds.add(id.equals(focus) ? Highlight.HOVER : Highlight.MOVABLE);
            }
        }
        if (mayThrow()) {
            boolean diceHovered = hovered != null && dice.containsId(hovered);
            for (Entity d : dice) {
                wanted.add(d.getId());
                kinds.add(diceHovered ? Highlight.HOVER : Highlight.MOVABLE);
            }
        }
        for (Entity e : highlighted) {
            if (!wanted.contains(e.getId()) && !houses.containsId(e.getId())) {
                ed.removeComponent(e.getId(), Highlight.class);
            }
        }
        for (int i = 0; i < wanted.size(); i++) {
            Highlight now = ed.getComponent(wanted.get(i), Highlight.class);
            if (!kinds.get(i).equals(now)) {
                ed.setComponent(wanted.get(i), kinds.get(i));
            }
        }
    }

    private void clearHighlights() {
        highlighted.applyChanges();
        for (Entity e : highlighted) {
            ed.removeComponent(e.getId(), Highlight.class);
        }
    }


    private void showPreview(Move move) {
        if (move == null) {
            if (previewed != null) {
                previewNode.detachAllChildren();
                tooltip.removeFromParent();
                previewed = null;
                markHouses(java.util.Map.of());
            }
            return;
        }
        TableFacts facts = table.facts();
        if (move.equals(previewed) && previewState == facts.state()) {
            placeTooltip(move);
            return;
        }
        previewed = move;
        previewState = facts.state();
        previewNode.detachAllChildren();
        TableSetup setup = table.setup();
        BoardLayout layout = setup.layout();
        net.ur.rules.RuleSet rules = setup.rules();
        Route route = rules.route(move.player());
        int fromStep = move.from() instanceof Location.OnBoard on ? on.step() : -1;
        int toStep = move.to() instanceof Location.OnBoard on ? on.step() : route.length();
        boolean launch = move.isEntry() && MoveWords.birdName(move) != null; // a bird's launch passes over nothing
        java.util.Map<EntityId, Highlight> marks = new java.util.HashMap<>();
        for (int s = fromStep + 1; !launch && s < Math.min(toStep, route.length()); s++) {
            EntityId house = houseAt(route.square(s));
            if (house != null) {
                marks.put(house, Highlight.PATH);
            }
        }
        for (int s = fromStep - 1; s > toStep && s >= 0; s--) {
            EntityId house = houseAt(route.square(s)); // a red Ravensburg man going back
            if (house != null) {
                marks.put(house, Highlight.PATH);
            }
        }
        if (move.to() instanceof Location.OnBoard on) {
            EntityId house = houseAt(on.square());
            if (house != null) {
                marks.put(house, Highlight.DESTINATION);
            }
        }
        markHouses(marks);
        // A ghost at the destination; a piece with several (the Swallow) shows them all, the
        // chosen one brighter, and a click on a ghost makes that move.
        List<Move> own = new ArrayList<>();
        for (Move m : facts.moves()) {
            if (m.piece().equals(move.piece())) {
                own.add(m);
            }
        }
        if (own.isEmpty()) {
            own.add(move);
        }
        ProceduralModels models = new ProceduralModels(getApplication().getAssetManager());
        houses.applyChanges();
        TablePlaces places = TablePlaces.of(houses, layout);
        for (int i = 0; i < own.size(); i++) {
            Move m = own.get(i);
            Vector3f target = ghostPlace(places, rules, facts.state(), m);
            Spatial ghost = models.create(ModelType.of(m.piece()));
            ghost.setMaterial(m.equals(move) ? ghostMaterial : choiceMaterial);
            ghost.setQueueBucket(RenderQueue.Bucket.Transparent);
            ghost.setShadowMode(RenderQueue.ShadowMode.Off);
            ghost.setLocalTranslation(target.add(0, 0.004f, 0));
            ghost.setUserData(CHOICE_KEY, i);
            previewNode.attachChild(ghost);
        }
        String text = MoveWords.describe(rules, move);
        int choices = own.size();
        if (choices > 1 && !keyboardSelection) {
            text += MoveWords.previewChoices(choices);
        }
        tooltip.setText(text);
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(tooltip);
        placeTooltip(move);
    }

    /**
     * Where a move's ghost stands: where the piece will rest once the move is made, so on top of
     * the tower it joins in the Ravensburg game (over the men already there), in its place among
     * the finished pieces when it bears off, else on its house (where the house's entity stands).
     *
     * @param places where things rest at the table, from the house entities; not null
     * @param rules the rules; not null
     * @param state the state the move is made in; not null
     * @param move one of the state's legal moves; not null
     * @return a new point
     */
    static Vector3f ghostPlace(TablePlaces places, net.ur.rules.RuleSet rules, net.ur.rules.GameState state, Move move) {
        return places.restingPlace(rules.applyMove(state, move), move.piece());
    }

    /**
     * Puts the move's line beside its piece where it covers no piece: above it, below it, to its
     * right or to its left, whichever is first free (the waiting birds stand close together, and a
     * line drawn across them hides the ones the player is about to point at); above it when none is.
     * The line is drawn at the interface's scale, wraps to fit the window, and is shifted wholly
     * inside the window when the place chosen would leave it.
     */
    private void placeTooltip(Move move) {
        EntityId id = entityOf(move.piece());
        Camera cam = getApplication().getCamera();
        float[] own = id == null ? null : pick.screenBox(cam, id);
        if (own == null) {
            return;
        }
        float scale = net.ur.client.render.UiScale.of(cam.getWidth(), cam.getHeight());
        tooltip.setLocalScale(scale);
        tooltip.setMaxWidth(Math.min(TOOLTIP_WIDTH, (cam.getWidth() - 2 * TOOLTIP_EDGE) / scale));
        // Lemur grows a label to its preferred size but never shrinks it: a shorter line after a
        // longer one would keep the old box.
        tooltip.setSize(tooltip.getPreferredSize());
        Vector3f size = tooltip.getPreferredSize().mult(scale);
        float cx = (own[0] + own[2]) / 2;
        float cy = (own[1] + own[3]) / 2;
        float gap = 8;
        // Lemur's labels hang down from their top-left corner: each candidate is {left, top}.
        float[][] candidates = {
            {cx - size.x / 2, own[3] + gap + size.y},
            {cx - size.x / 2, own[1] - gap},
            {own[2] + gap, cy + size.y / 2},
            {own[0] - gap - size.x, cy + size.y / 2},
        };
        List<float[]> pieceBoxes = new ArrayList<>();
        for (Entity e : pieces) {
            float[] p = pick.screenBox(cam, e.getId());
            if (p != null) {
                pieceBoxes.add(p);
            }
        }
        float[] chosen = candidates[0];
        for (float[] c : candidates) {
            float[] box = {c[0], c[1] - size.y, c[0] + size.x, c[1]};
            boolean onScreen = box[0] >= TOOLTIP_EDGE && box[1] >= TOOLTIP_EDGE && box[2] <= cam.getWidth() - TOOLTIP_EDGE
                    && box[3] <= cam.getHeight() - TOOLTIP_EDGE;
            if (onScreen && pieceBoxes.stream().noneMatch(p -> overlaps(p, box))) {
                chosen = c;
                break;
            }
        }
        float left = Math.max(TOOLTIP_EDGE, Math.min(chosen[0], cam.getWidth() - TOOLTIP_EDGE - size.x));
        float top = Math.min(cam.getHeight() - TOOLTIP_EDGE, Math.max(chosen[1], TOOLTIP_EDGE + size.y));
        tooltip.setLocalTranslation(left, top, 20);
    }

    /** The widest a move's line is before it wraps, in interface units. */
    private static final float TOOLTIP_WIDTH = 560f;
    /** Pixels a move's line keeps from the window's edges. */
    private static final float TOOLTIP_EDGE = 4f;

    /** The screen rectangle {left, bottom, right, top} of a spatial's world bound ({@link ScreenBoxes#of}). */
    public static float[] screenBox(Camera cam, Spatial s) {
        return ScreenBoxes.of(cam, s);
    }

    /** Whether two screen rectangles {left, bottom, right, top} overlap ({@link ScreenBoxes#overlaps}). */
    public static boolean overlaps(float[] a, float[] b) {
        return ScreenBoxes.overlaps(a, b);
    }

    /** Where the move's line is on the screen now, {left, bottom, right, top}, for tests; null when none is shown. */
    float[] tooltipBox() {
        if (tooltip.getParent() == null) {
            return null;
        }
        Vector3f at = tooltip.getLocalTranslation();
        Vector3f size = tooltip.getPreferredSize().mult(tooltip.getLocalScale().x);
        return new float[] {at.x, at.y - size.y, at.x + size.x, at.y};
    }

    /** The entity under the mouse or selected, for tests. */
    EntityId hovered() {
        return hovered;
    }
}
