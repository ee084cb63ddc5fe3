package net.ur.client.replay;

import net.ur.client.words.ReplayWords;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.game.DiceResult;
import net.ur.client.es.game.DiceThrow;
import net.ur.client.es.game.MoveMade;
import net.ur.client.es.game.Refused;
import net.ur.client.es.game.Request;
import net.ur.client.game.PlaySession;
import net.ur.client.game.PlayerNames;
import net.ur.client.perfect.PerfectTablesState;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.SettingsState;
import net.ur.client.ui.Navigator;
import net.ur.client.view.ProceduralModels;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.ai.review.Choice;
import net.ur.ai.review.Grade;
import net.ur.ai.review.Review;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A game's review and replay at the table. The replay is one more actor: it plays the record's
 * entries onto a replay's table ({@link PlaySessionState#forReplay}) as requests, the throws arranged
 * on the recorded faces, the roll decisions and the moves as recorded, so the dice fly and the pieces
 * and coins travel as in play. It stands at a stop between entries (0, the start, to the record's
 * length): forward plays the next entry; back, and any jump, lays the table anew at the stop asked
 * for, without animation. Autoplay goes forward at a chosen speed. The review ({@link ReviewJob},
 * off the render thread) is shown in the {@link ReviewPanel}, and where a choice was not the best
 * the best move's ghost stands where it would have put its piece. From any stop a new game can go on
 * against the computer or a friend, its record beginning with the replayed entries.
 *
 * <p>Keys: Left and Right step, Home and End jump, Space or P plays and pauses, + and - change the
 * speed, M goes to the next key moment, C and F play on (against the computer, with a friend), Esc
 * leaves.
 */
public class ReplayState extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(ReplayState.class);

    /** Who writes the replay's requests, as the table logs and refuses them. */
    static final String ACTOR = "replay";
    /** Autoplay's pause between entries, in seconds, slowest first. */
    static final float[] PAUSES = {1.6f, 0.8f, 0.3f, 0f};
    private static final String[] SPEEDS = {"slow", "normal", "fast", "fastest"};
    /** How many key moments the panel offers. */
    private static final int MOMENTS = 5;

    private static final String BACK = "Ur.Replay.Back";
    private static final String FORWARD = "Ur.Replay.Forward";
    private static final String START = "Ur.Replay.Start";
    private static final String END = "Ur.Replay.End";
    private static final String PLAY = "Ur.Replay.Play";
    private static final String FASTER = "Ur.Replay.Faster";
    private static final String SLOWER = "Ur.Replay.Slower";
    private static final String MOMENT = "Ur.Replay.Moment";
    private static final String COMPUTER = "Ur.Replay.Computer";
    private static final String FRIEND = "Ur.Replay.Friend";
    private static final String LEAVE = "Ur.Replay.Leave";
    private static final String[] MAPPINGS = {BACK, FORWARD, START, END, PLAY, FASTER, SLOWER, MOMENT, COMPUTER, FRIEND, LEAVE};

    private final PlaySetup setup;
    private final GameRecord record;
    private final Runnable onExit;
    private Function<Player, String> names;
    private EntityData ed;
    private EntitySet refusals;
    /** The table as its entities say: the game, busy. */
    private net.ur.client.es.state.TableReader tableNow;
    /** The entity asking the camera to keep the panel's band clear ({@code ClearBelow}). */
    private com.simsilica.es.EntityId clearBelow;
    /** The board's houses, where the best move's ghost stands on the board. */
    private EntitySet houses;
    /** Whether the best move's ghost waits for the table being laid. */
    private boolean ghostPending;
    private PlaySessionState table;
    /** The table taken down, until it has ended (its systems may act until then). */
    private PlaySessionState leaving;
    /** The stop the table stands at (or the entry under way starts from): entries played. */
    private int at;
    /** The stop to lay the table at in the next update, or -1. */
    private int layAt = -1;
    /** The stop forward steps go on to. */
    private int target;
    /** Whether an entry is being played. */
    private boolean underWay;
    /** Whether the entry under way has thrown its dice. */
    private boolean thrown;
    /** The state a request was written in; the next waits until the table's state is another. */
    private GameState askedIn;
    private boolean autoplay;
    private int speed = 1;
    private float pause;
    private String status = "";
    private String note = "";
    private int moment = -1;
    private ReviewJob job;
    private Review review;
    private ReviewPanel panel;
    private boolean panelStale = true;
    private final Node ghostNode = new Node("replay ghost");
    private Material ghostMaterial;

    private final ActionListener keys = (name, pressed, tpf) -> {
        if (!pressed) {
            return;
        }
        switch (name) {
            case BACK -> back();
            case FORWARD -> forward();
            case START -> jump(0);
            case END -> jump(length());
            case PLAY -> autoplay();
            case FASTER -> speed(speed + 1);
            case SLOWER -> speed(speed - 1);
            case MOMENT -> nextMoment();
            case COMPUTER -> takeOver(true);
            case FRIEND -> takeOver(false);
            case LEAVE -> getApplication().enqueue(this::leave); // not also seen as Esc by the menu shown next
            default -> { }
        }
    };

    /**
     * @param setup the game's players (their names on the table; no one plays at a replay); not null
     * @param record the game, finished or not; not null
     * @param onExit what leaving the replay does (back to the menu); not null
     */
    public ReplayState(PlaySetup setup, GameRecord record, Runnable onExit) {
        Validate.nonNull(setup, "setup");
        Validate.nonNull(record, "record");
        Validate.nonNull(onExit, "onExit");
        this.setup = setup;
        this.record = record;
        this.onExit = onExit;
    }

    /**
     * Names the players as a file from elsewhere names them (an RGN header), instead of by the setup.
     *
     * @param light light's name; not null
     * @param dark dark's name; not null
     * @return this
     */
    public ReplayState withNames(String light, String dark) {
        Validate.nonNull(light, "light");
        Validate.nonNull(dark, "dark");
        names = p -> p == Player.LIGHT ? light : dark;
        return this;
    }

    /**
     * A line the panel keeps showing (when no other line about the replay is due): what the file did
     * not say and was assumed, such as the rules of an RGN file that names none.
     *
     * @param text the line, or empty; not null
     * @return this
     */
    public ReplayState withNote(String text) {
        Validate.nonNull(text, "text");
        note = text.isEmpty() ? "" : Character.toUpperCase(text.charAt(0)) + text.substring(1) + ".";
        panelStale = true;
        return this;
    }

    /**
     * Whether rules are one of the game's rule sets by name, so that a game can go on under them; rules
     * of a file's own (an RGN header matching none of ours) are replayed but not played on.
     *
     * @param rules the rules; not null
     * @return true for a rule set the game offers by name
     */
    public static boolean namedRules(net.ur.rules.RuleSet rules) {
        Validate.nonNull(rules, "rules");
        try {
            net.ur.rules.sets.RuleSets.byName(rules.name());
            return true;
        } catch (IllegalArgumentException unnamed) {
            return false;
        }
    }

    /** The game replayed. */
    public GameRecord record() {
        return record;
    }

    /** The entries in the record: the last stop. */
    public int length() {
        return record.entries().size();
    }

    /** The stop the replay stands at (while an entry is played, the stop it started from). */
    public int position() {
        return at;
    }

    /** Whether the replay is still: no entry under way, none asked for, the table laid and at rest. */
    public boolean isStill() {
        return !underWay && at >= target && layAt < 0 && table != null && table.isInitialized()
                && !tableNow.busy();
    }

    /** The table the replay plays on, or null while it is being laid. */
    public PlaySessionState table() {
        return table;
    }

    /** The review, or null while it is worked out. */
    public Review review() {
        return review;
    }

    /** Whether autoplay is on. */
    public boolean isAutoplay() {
        return autoplay;
    }

    /** The line about the replay the panel shows (a problem, autoplay), or empty. */
    public String status() {
        return status;
    }

    /** Plays the next entry (another press while one plays goes one further). */
    public void forward() {
        if (layAt >= 0) {
            return;
        }
        target = Math.min(length(), Math.max(target, at) + 1);
        status = "";
        panelStale = true;
    }

    /** Goes back a move: to the stop before this one, or, while an entry plays, to the stop it started from. */
    public void back() {
        autoplay = false;
        jump(underWay ? at : Math.max(0, at - 1));
    }

    /**
     * Lays the table at a stop, without animation.
     *
     * @param stop 0..{@link #length()}
     */
    public void jump(int stop) {
        Validate.inRange(stop, "stop", 0, length());
        if (table != null) {
            getStateManager().detach(table);
            leaving = table;
            table = null;
        }
        layAt = stop;
        at = stop;
        target = stop;
        underWay = false;
        askedIn = null;
        status = "";
        panelStale = true;
    }

    /** Starts or stops autoplay: forward entry by entry, with the speed's pause between. */
    public void autoplay() {
        autoplay = !autoplay && at < length();
        if (!autoplay) {
            target = underWay ? at + 1 : at;
        }
        panelStale = true;
    }

    /**
     * Sets autoplay's speed.
     *
     * @param index 0 (slow) .. 3 (no pause); out of range is brought within it
     */
    public void speed(int index) {
        speed = Math.max(0, Math.min(PAUSES.length - 1, index));
        panelStale = true;
    }

    /** Goes to the next of the key moments, largest swing first, round again after the last. */
    public void nextMoment() {
        if (review == null) {
            status = ReplayWords.replayMomentsLater();
            panelStale = true;
            return;
        }
        List<Review.Moment> moments = review.keyMoments(MOMENTS);
        if (moments.isEmpty()) {
            status = ReplayWords.replayNoMoments();
            panelStale = true;
            return;
        }
        moment = (moment + 1) % moments.size();
        autoplay = false;
        jump(moments.get(moment).n());
    }

    /**
     * Plays on from the stop the replay stands at, as a new game whose record begins with the
     * entries replayed: against the computer (the person takes the side a person played, else the
     * side to move; the computer the other, as it played or the master), or with a friend (a person
     * each side).
     *
     * @param computer whether against the computer
     */
    public void takeOver(boolean computer) {
        if (!isStill()) {
            autoplay = false;
            target = underWay ? at + 1 : at;
            status = ReplayWords.replayMoveUnderWay();
            panelStale = true;
            return;
        }
        if (!namedRules(record.rules())) {
            status = ReplayWords.replayOwnRules(record.rules().displayName());
            panelStale = true;
            return;
        }
        GameRecord start = ReplayScript.prefix(record, at);
        if (start.state().isOver()) {
            status = ReplayWords.replayOverHere();
            panelStale = true;
            return;
        }
        PlaySetup next = takeOverSetup(setup, start.state().turn(), computer, setup.seed() + at + 1);
        Navigator navigator = (Navigator) getApplication();
        getStateManager().detach(this);
        navigator.continueGame(new SavedGames.Saved(next, start, null));
    }

    /**
     * Who plays a game taken over from a replay.
     *
     * @param played who played the game replayed; not null
     * @param toMove the side to move where it is taken over; not null
     * @param computer against the computer (else a person each side)
     * @param seed the new game's seed
     * @return the new game's setup
     */
    static PlaySetup takeOverSetup(PlaySetup played, Player toMove, boolean computer, long seed) {
        if (!computer) {
            return new PlaySetup(played.rules(), PlaySetup.HUMAN, PlaySetup.HUMAN, seed);
        }
        Player person = played.isHuman(Player.LIGHT) != played.isHuman(Player.DARK)
                ? (played.isHuman(Player.LIGHT) ? Player.LIGHT : Player.DARK) : toMove;
        String other = played.isHuman(person.other()) ? "master" : played.controller(person.other());
        return person == Player.LIGHT ? new PlaySetup(played.rules(), PlaySetup.HUMAN, other, seed)
                : new PlaySetup(played.rules(), other, PlaySetup.HUMAN, seed);
    }

    /** Leaves the replay (Esc, or the leave button). */
    public void leave() {
        if (isAttached()) {
            getStateManager().detach(this);
            onExit.run();
        }
    }

    private boolean isAttached() {
        return getStateManager() != null && getStateManager().hasState(this);
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        refusals = ed.getEntities(Refused.class);
        tableNow = new net.ur.client.es.state.TableReader(ed);
        clearBelow = ed.createEntity();
        houses = ed.getEntities(net.ur.client.es.components.House.class, net.ur.client.es.components.Position.class);
        if (names == null) {
            SettingsState settings = getState(SettingsState.class);
            names = p -> PlayerNames.name(settings == null ? null : settings.get(), setup, p);
        }
        PerfectTablesState perfect = getState(PerfectTablesState.class);
        job = new ReviewJob(record, perfect == null ? null : perfect.tables());
        panel = new ReviewPanel(record, names, new ReviewPanel.Commands() {
            @Override
            public void toStart() {
                jump(0);
            }

            @Override
            public void back() {
                ReplayState.this.back();
            }

            @Override
            public void autoplay() {
                ReplayState.this.autoplay();
            }

            @Override
            public void forward() {
                ReplayState.this.forward();
            }

            @Override
            public void toEnd() {
                jump(length());
            }

            @Override
            public void speed() {
                ReplayState.this.speed((speed + 1) % PAUSES.length);
            }

            @Override
            public void jump(int stop) {
                autoplay = false;
                ReplayState.this.jump(stop);
            }

            @Override
            public void takeOver(boolean computer) {
                ReplayState.this.takeOver(computer);
            }

            @Override
            public void leave() {
                getApplication().enqueue(ReplayState.this::leave);
            }
        });
        ghostMaterial = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        ghostMaterial.setColor("Color", new ColorRGBA(1f, 0.85f, 0.5f, 0.45f));
        ghostMaterial.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        InputManager im = app.getInputManager();
        im.addMapping(BACK, new KeyTrigger(KeyInput.KEY_LEFT));
        im.addMapping(FORWARD, new KeyTrigger(KeyInput.KEY_RIGHT));
        im.addMapping(START, new KeyTrigger(KeyInput.KEY_HOME));
        im.addMapping(END, new KeyTrigger(KeyInput.KEY_END));
        im.addMapping(PLAY, new KeyTrigger(KeyInput.KEY_SPACE), new KeyTrigger(KeyInput.KEY_P));
        im.addMapping(FASTER, new KeyTrigger(KeyInput.KEY_EQUALS), new KeyTrigger(KeyInput.KEY_ADD));
        im.addMapping(SLOWER, new KeyTrigger(KeyInput.KEY_MINUS), new KeyTrigger(KeyInput.KEY_SUBTRACT));
        im.addMapping(MOMENT, new KeyTrigger(KeyInput.KEY_M));
        im.addMapping(COMPUTER, new KeyTrigger(KeyInput.KEY_C));
        im.addMapping(FRIEND, new KeyTrigger(KeyInput.KEY_F));
        im.addMapping(LEAVE, new KeyTrigger(KeyInput.KEY_ESCAPE));
        jump(0);
    }

    @Override
    protected void cleanup(Application app) {
        if (table != null) {
            getStateManager().detach(table);
            table = null;
        }
        clearRequests();
        refusals.release();
        houses.release();
        tableNow.release();
        ed.removeEntity(clearBelow);
        job.close();
        InputManager im = app.getInputManager();
        for (String m : MAPPINGS) {
            if (im.hasMapping(m)) {
                im.deleteMapping(m);
            }
        }
    }

    @Override
    protected void onEnable() {
        getApplication().getInputManager().addListener(keys, MAPPINGS);
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getGuiNode().attachChild(panel.root());
        app.getRootNode().attachChild(ghostNode);
        panelStale = true;
    }

    @Override
    protected void onDisable() {
        getApplication().getInputManager().removeListener(keys);
        panel.root().removeFromParent();
        ghostNode.removeFromParent();
    }

    @Override
    public void update(float tpf) {
        if (review == null) {
            if (job.isDone()) {
                try {
                    review = job.result();
                    panel.chart(review);
                } catch (RuntimeException e) {
                    LOG.warn("The game could not be reviewed", e);
                    status = ReplayWords.replayNotReviewed(e.getMessage());
                    panel.progress(0, ReplayWords.NO_REVIEW);
                }
                panelStale = true;
            } else {
                panel.progress(job.progress(), job.stage());
            }
        }
        if (leaving != null && !leaving.isInitialized()) {
            leaving = null;
        }
        if (layAt >= 0 && leaving == null) {
            lay(layAt);
            layAt = -1;
        } else if (table != null && table.isInitialized()) {
            act(tpf);
        }
        if (panelStale) {
            panelStale = false;
            panel.controls(autoplay, SPEEDS[speed]);
            panel.show(review, at, status.isEmpty() ? note : status, review == null ? List.of() : review.keyMoments(MOMENTS));
            showGhost();
        } else if (ghostPending) {
            showGhost();
        }
        placePanel();
    }

    /** Lays a new table at a stop: the game as it stood after that many entries, nothing in motion. */
    private void lay(int stop) {
        clearRequests();
        Game game = Game.of(ReplayScript.prefix(record, stop));
        table = PlaySessionState.forReplay(new PlaySession(setup, game), () -> { });
        getStateManager().attach(table);
        panelStale = true;
    }

    /**
     * Takes away what a table torn down in mid-action leaves behind: requests not yet judged, throws
     * not yet thrown, results not yet given, moves not yet shown. They belong to no table now and
     * would otherwise act on the next.
     */
    private void clearRequests() {
        for (Class<? extends com.simsilica.es.EntityComponent> c : List.of(Request.class, DiceThrow.class,
                DiceResult.class, MoveMade.class)) {
            EntitySet left = ed.getEntities(c);
            for (Entity e : left) {
                ed.removeEntity(e.getId());
            }
            left.release();
        }
    }

    /** The replay's actor: plays the entry under way request by request, or starts the next one when due. */
    private void act(float tpf) {
        refusals.applyChanges();
        for (Entity e : refusals) {
            Refused r = e.get(Refused.class);
            if (ACTOR.equals(r.request().actor()) && underWay) {
                stop(ReplayWords.replayRefused(r.request().action(), r.reason()));
                return;
            }
        }
        if (underWay) {
            net.ur.client.es.state.TableFacts facts = tableNow.facts();
            if (facts == null) {
                return; // the table's entity is not laid yet
            }
            GameState now = facts.state();
            if (tableNow.busy() || now == askedIn) {
                return;
            }
            if (thrown && (now.phase() == Phase.AWAITING_ROLL || now.isOver())) {
                if (!now.equals(record.states().get(at + 1))) {
                    stop(ReplayWords.replayDiffers(at + 1));
                    return;
                }
                at++;
                underWay = false;
                pause = autoplay ? PAUSES[speed] : 0;
                if (autoplay && at >= length()) {
                    autoplay = false;
                }
                panelStale = true;
                return;
            }
            try {
                Request.Action action = ReplayScript.next(record.rules(), record.entries().get(at), now);
                ed.setComponent(ed.createEntity(), new Request(now.turn(), action, ACTOR));
                thrown |= action instanceof Request.Throw;
                askedIn = now;
            } catch (IllegalStateException e) {
                stop(ReplayWords.replayCannot(at + 1, e.getMessage()));
            }
            return;
        }
        if (autoplay && target < length()) {
            target = length();
        }
        if (at < target && !tableNow.busy()) {
            if (pause > 0) {
                pause -= tpf;
                return;
            }
            underWay = true;
            thrown = false;
            askedIn = null;
            ghostNode.detachAllChildren();
        }
    }

    /** Stops the replay where it is, with a line saying why. */
    private void stop(String why) {
        LOG.warn("Replay stopped: {}", why);
        status = why;
        underWay = false;
        autoplay = false;
        target = at;
        panelStale = true;
    }

    /**
     * Shows the best move's ghost where the choice made at this stop was not the best: a pale piece
     * where the best move would have put it, as the hint's ghost shows a move.
     */
    private void showGhost() {
        ghostNode.detachAllChildren();
        ghostPending = false;
        if (review == null || at == 0 || underWay || table == null) {
            return;
        }
        // The ghost stands where the table's houses stand: it waits for a table being laid.
        net.ur.client.es.state.TableSetup laid = tableNow.setup();
        ghostPending = laid == null || !table.isInitialized();
        if (ghostPending) {
            return;
        }
        houses.applyChanges();
        net.ur.client.table.TablePlaces places = net.ur.client.table.TablePlaces.of(houses, laid.layout());
        for (Choice c : review.choices()) {
            if (c.n() != at || c.bestMove() == null || c.grade() == Grade.BEST) {
                continue;
            }
            Vector3f place = ghostPlace(record, at, c.bestMove(), places);
            if (place == null) {
                continue;
            }
            Spatial ghost = new ProceduralModels(getApplication().getAssetManager()).create(ModelType.of(c.bestMove().piece()));
            ghost.setMaterial(ghostMaterial);
            ghost.setQueueBucket(RenderQueue.Bucket.Transparent);
            ghost.setShadowMode(RenderQueue.ShadowMode.Off);
            ghost.setLocalTranslation(place.add(0, 0.004f, 0));
            ghostNode.attachChild(ghost);
        }
    }

    /**
     * Where the best move of an entry would have put its piece.
     *
     * @return the place, or null when the move does not fit the entry's position
     */
    static Vector3f ghostPlace(GameRecord record, int stop, Move best, net.ur.client.table.TablePlaces places) {
        RecordEntry e = record.entries().get(stop - 1);
        GameState s = record.rules().applyRoll(record.states().get(stop - 1), e.roll());
        if (s.phase() == Phase.AWAITING_ROLL_DECISION && e.decision() != null) {
            s = record.rules().applyRollDecision(s, e.decision());
        }
        if (s.phase() != Phase.AWAITING_MOVE || !record.rules().legalMoves(s).contains(best)) {
            return null;
        }
        return places.restingPlace(record.rules().applyMove(s, best), best.piece());
    }

    /** Puts the panel at the bottom of the window, centred, and keeps the camera's view of the game above it. */
    private void placePanel() {
        com.jme3.renderer.Camera cam = getApplication().getCamera();
        Vector3f size = panel.root().getPreferredSize();
        // Drawn at the interface's scale (less if the panel would not fit the window), placed in pixels.
        float scale = net.ur.client.render.UiScale.fitting(cam.getWidth(), cam.getHeight(), size.x, size.y);
        panel.root().setLocalScale(scale);
        size = size.mult(scale);
        float y = Math.min(cam.getHeight() - 10f, size.y + 10f);
        panel.root().setLocalTranslation(Math.round((cam.getWidth() - size.x) / 2f), Math.round(y), 5f);
        net.ur.client.es.components.ClearBelow clear = new net.ur.client.es.components.ClearBelow(y + 8f);
        if (!clear.equals(ed.getComponent(clearBelow, net.ur.client.es.components.ClearBelow.class))) {
            ed.setComponent(clearBelow, clear); // the camera frames the game above the panel
        }
    }

    /** The panel, for tests. */
    ReviewPanel panel() {
        return panel;
    }

    /** The ghosts shown now, for tests. */
    List<Spatial> ghosts() {
        return new ArrayList<>(ghostNode.getChildren());
    }
}
