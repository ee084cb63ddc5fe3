package net.ur.client.table;

import java.util.ArrayList;
import java.util.List;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.game.DiceAwaited;
import net.ur.client.es.game.DiceResult;
import net.ur.client.es.game.DiceThrow;
import net.ur.client.es.game.MoveMade;
import net.ur.client.es.game.Refused;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.TableEvent;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.es.state.Conceded;
import net.ur.client.es.state.CounterPiles;
import net.ur.client.es.state.LastAction;
import net.ur.client.es.state.Outcome;
import net.ur.client.es.state.TableBusy;
import net.ur.client.es.state.TableGame;
import net.ur.client.es.state.TableSetup;
import net.ur.client.es.state.TableTurn;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.words.TurnWords;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.IllegalMoveException;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The table system: the one way from an action to the rules. It takes every {@link Request}
 * (whoever wrote it), judges it by whose turn it is, what the game awaits and what is still moving
 * on the table, and by the rules themselves; a refused request is removed and leaves a
 * {@link Refused} event with the reason, changing nothing else. An allowed throw becomes a
 * {@link DiceThrow} for the dice system, and the {@link DiceResult} it writes when the dice rest
 * is given to the rules here; an allowed move is made here and shown by the move system from the
 * {@link MoveMade} event. Whether the table is busy is read from the entities ({@link #isBusy}):
 * from an allowed throw until its result is given to the rules, from a move until it has been
 * shown, while anything travels or the end is celebrated. The rules' state is published on the
 * table's entity ({@link TableTurn}, {@code TableFacts}, {@link TableGame}, {@link CounterPiles},
 * {@link Outcome}) whenever it changes, for everyone who reads the game, beside what the table is
 * laid for ({@link TableSetup}, written when the table is laid and again when a Babylonian opening
 * has decided the game's rules), what last happened ({@link LastAction}, written with each action
 * given to the rules) and a game given up ({@link Conceded}). This system is the only one that acts
 * on the session, which holds no more than the rules' game and the match.
 */
public class TableSystem extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(TableSystem.class);

    private final PlaySession session;
    private EntityData ed;
    private EntitySet requests;
    private EntitySet results;
    /** The throw awaiting the faces both sides of a network game agree on (at most one). */
    private EntitySet awaited;
    /**
     * The events on the table (refusals and {@link TableEvent}s), each with the updates it has yet
     * to live: an event stays for {@value #EVENT_UPDATES} updates, so that every reader sees it whatever the order of its
     * update and this one's.
     */
    private final java.util.Map<EntityId, Integer> eventAges = new java.util.LinkedHashMap<>();
    /** How many of this system's updates a refusal lives. */
    static final int EVENT_UPDATES = 3;
    /** The table's events written by any system, to be taken away in time. */
    private EntitySet events;
    /** The entity that carries the game's state for its readers. */
    private final EntityId tableEntity;
    private GameState published;
    private boolean publishedOver;
    private int version;

    /**
     * @param session the game at the table; not null
     * @param table the table's entity, made by whoever lays the table and empty till this system
     *     begins, so that its readers know which table is theirs; not null
     */
    public TableSystem(PlaySession session, EntityId table) {
        Validate.nonNull(session, "session");
        Validate.nonNull(table, "table");
        this.session = session;
        this.tableEntity = table;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        requests = ed.getEntities(Request.class);
        results = ed.getEntities(DiceResult.class);
        awaited = ed.getEntities(DiceAwaited.class);
        events = ed.getEntities(TableEvent.class);
        ed.setComponent(tableEntity, new TableSetup(session.setup(), session.rules(), session.layout()));
        ed.setComponent(tableEntity, firstFacts());
        publish();
    }

    /**
     * What has happened when the table is laid: a continued game's throw in hand (a Babylonian roll
     * in hand with two faces is the value the broad astragal's yes made of the small one), else the
     * opening of a Babylonian game that has not begun, else nothing.
     */
    private LastAction firstFacts() {
        GameState s = session.state();
        Roll inHand = session.game().pendingRoll().orElse(null);
        if (inHand != null) {
            boolean converted = session.rules().hasCounters() && inHand.faces().size() == 2;
            return LastAction.NONE.then(new LastAction.InHand(s.turn(), inHand, converted));
        }
        if (session.opening() != null && s.equals(session.rules().initialState())) {
            return LastAction.NONE.then(new LastAction.Opened(session.opening()));
        }
        return LastAction.NONE;
    }

    /** Writes what has just happened beside what happened before. */
    private void happened(LastAction.Fact fact) {
        LastAction before = ed.getComponent(tableEntity, LastAction.class);
        ed.setComponent(tableEntity, (before == null ? LastAction.NONE : before).then(fact));
    }

    /** How the game was given up, or null. */
    private Conceded conceded() {
        return ed.getComponent(tableEntity, Conceded.class);
    }

    /** Whether the game is over: ended by the rules, or given up. */
    private boolean isOver() {
        return session.state().isOver() || conceded() != null;
    }

    /** Writes the rules' state onto the table's entity when it has changed since it was last written. */
    private void publish() {
        GameState s = session.state();
        boolean over = isOver();
        if (s == published && over == publishedOver) {
            return;
        }
        published = s;
        publishedOver = over;
        ed.setComponent(tableEntity, new TableTurn(s.turn(), s.phase(), s.roll(), version));
        Conceded conceded = conceded();
        ed.setComponent(tableEntity, TurnWords.facts(session.game(), session.opening(),
                ed.getComponent(tableEntity, LastAction.class), conceded, version));
        ed.setComponent(tableEntity, new TableGame(session.game(), session.ledger()));
        version++;
        if (s.counters() instanceof Counters.Piles p) {
            ed.setComponent(tableEntity, CounterPiles.of(p, conceded == null ? null : conceded.loser().other()));
        }
        if (over) {
            Player winner = conceded != null ? conceded.loser().other() : s.isDraw() ? null : s.winner();
            ed.setComponent(tableEntity, new Outcome(winner));
        }
    }

    @Override
    protected void cleanup(Application app) {
        requests.release();
        results.release();
        awaited.applyChanges();
        for (Entity e : awaited) {
            ed.removeEntity(e.getId());
        }
        awaited.release();
        events.applyChanges();
        for (Entity e : events) {
            ed.removeEntity(e.getId());
        }
        events.release();
        for (EntityId id : eventAges.keySet()) {
            ed.removeEntity(id);
        }
        eventAges.clear();
        ed.removeEntity(tableEntity);
        // What a table torn down in mid-action leaves on the channel (a request not yet judged, a
        // throw not yet thrown, a result not yet given, a move not yet shown) belongs to no table
        // now and would act on the next one.
        for (Class<? extends com.simsilica.es.EntityComponent> c : List.of(Request.class, Refused.class,
                DiceThrow.class, DiceResult.class, MoveMade.class)) {
            for (EntityId id : ed.findEntities(null, c)) {
                ed.removeEntity(id);
            }
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        for (var it = eventAges.entrySet().iterator(); it.hasNext();) {
            var r = it.next();
            if (r.getValue() <= 1) {
                ed.removeEntity(r.getKey());
                it.remove();
            } else {
                r.setValue(r.getValue() - 1);
            }
        }
        if (events.applyChanges()) {
            for (Entity e : events.getAddedEntities()) {
                eventAges.putIfAbsent(e.getId(), EVENT_UPDATES);
            }
        }
        // Every member of a set is unhandled (each is removed as it is handled), those written
        // before this system began too; they are handled in the order they were written.
        results.applyChanges();
        for (Entity e : inOrder(results)) {
            DiceResult result = e.get(DiceResult.class);
            ed.removeEntity(e.getId());
            settle(result);
        }
        requests.applyChanges();
        for (Entity e : inOrder(requests)) {
            Request request = e.get(Request.class);
            ed.removeEntity(e.getId());
            String refusal = judge(request);
            if (refusal != null) {
                LOG.debug("Refused {}'s {} for {}: {}", request.actor(), request.action(), request.side(), refusal);
                EntityId event = ed.createEntity();
                ed.setComponent(event, new Refused(request, refusal));
                eventAges.put(event, EVENT_UPDATES);
            }
        }
        publish();
    }

    /** The entities of a set in the order they were made. */
    private static List<Entity> inOrder(EntitySet set) {
        List<Entity> list = new ArrayList<>(set);
        list.sort(java.util.Comparator.comparingLong(e -> e.getId().getId()));
        return list;
    }

    /**
     * Judges a request and, if it is allowed, acts on it.
     *
     * @return null when it was allowed, else why not
     */
    private String judge(Request request) {
        String refusal = judgeAndAct(request);
        if (refusal == null) {
            tell(new TableEvent.Taken(request));
        }
        return refusal;
    }

    private String judgeAndAct(Request request) {
        GameState s = session.state();
        if (isOver()) {
            return "the game is over";
        }
        Request.Action action = request.action();
        if (action instanceof Request.Concede c) {
            // Either side may give up at any moment, but only where the rules are not the only
            // judge of the end: a network game (resignation, forfeit).
            if (!session.setup().isNetworkGame()) {
                return "only a network game can be resigned";
            }
            ed.setComponent(tableEntity, new Conceded(request.side(), c.how()));
            tell(new TableEvent.GameOver(request.side().other(), session.setup().isHuman(request.side().other()),
                    true));
            return null;
        }
        if (request.side() != s.turn()) {
            return "it is " + s.turn().displayName() + "'s turn";
        }
        if (session.inOpening() && !(action instanceof Request.Throw)) {
            return "the opening throw comes first: " + s.turn().displayName() + " throws both astragals";
        }
        Entity awaited = awaitedThrow();
        if (awaited != null && (action instanceof Request.Throw || action instanceof Request.ThrowBroad)) {
            return completeAwaited(awaited, request);
        }
        if (isBusy()) {
            return "the table is still moving";
        }
        if (action instanceof Request.Throw t && session.inOpening()) {
            String unfit = unfitOpening(t.how());
            if (unfit != null) {
                return unfit;
            }
            if (session.setup().isNetworkGame() && !t.how().isArranged()) {
                ed.setComponent(ed.createEntity(), new DiceAwaited(request.side(), DieKind.SMALL_ASTRAGAL, t.how()));
            } else {
                startOpeningThrow(t.how());
            }
            return null;
        }
        if (action instanceof Request.Throw t) {
            if (s.phase() != Phase.AWAITING_ROLL) {
                return s.phase() == Phase.AWAITING_ROLL_DECISION ? "the roll is thrown: keep it or throw the broad astragal"
                        : "the dice are thrown: make a move";
            }
            String unfit = unfit(firstDice(), t.how());
            if (unfit != null) {
                return unfit;
            }
            startThrow(request.side(), firstDice(), t.how());
            return null;
        }
        if (action instanceof Request.ThrowBroad t) {
            if (s.phase() != Phase.AWAITING_ROLL_DECISION) {
                return "there is no roll to decide on";
            }
            String unfit = unfit(DieKind.BROAD_ASTRAGAL, t.how());
            if (unfit != null) {
                return unfit;
            }
            startThrow(request.side(), DieKind.BROAD_ASTRAGAL, t.how());
            return null;
        }
        if (action instanceof Request.Keep) {
            if (s.phase() != Phase.AWAITING_ROLL_DECISION) {
                return "there is no roll to keep";
            }
            if (!session.game().canKeepRoll()) {
                return "no bird can use the roll: throw the broad astragal";
            }
            Roll kept = s.roll();
            session.keepRoll();
            happened(new LastAction.Kept(request.side(), kept));
            return null;
        }
        Request.MakeMove m = (Request.MakeMove) action;
        if (s.phase() != Phase.AWAITING_MOVE) {
            return "there is no roll to move by";
        }
        try {
            GameState after = session.move(m.move());
            happened(new LastAction.Moved(m.move()));
            ed.setComponent(ed.createEntity(), new MoveMade(m.move(), s, after));
            tellIfOver(s, after);
            return null;
        } catch (IllegalMoveException | IllegalStateException e) {
            return "the rules refuse the move: " + e.getMessage();
        }
    }

    /**
     * Why an arranged throw's faces do not fit the dice thrown, or null when they fit (or the
     * throw is free): one face per die, each a face the die has.
     */
    private String unfit(DieKind kind, ThrowRequest how) {
        java.util.List<Integer> faces = how.arranged();
        if (faces == null) {
            return null;
        }
        int dice = kind == DieKind.BINARY_TETRAHEDRON ? session.rules().dice().count() : 1;
        int low = kind == DieKind.BINARY_TETRAHEDRON || kind == DieKind.BROAD_ASTRAGAL ? 0 : 1;
        int high = switch (kind) {
            case BINARY_TETRAHEDRON, BROAD_ASTRAGAL -> 1;
            case SMALL_ASTRAGAL -> 4;
            case D6 -> 6;
        };
        if (faces.size() != dice) {
            return "the arranged throw gives " + faces.size() + " faces for " + dice + " dice";
        }
        for (int f : faces) {
            if (f < low || f > high) {
                return "the arranged throw's face " + f + " is not on the dice (" + low + " to " + high + ")";
            }
        }
        return null;
    }

    /**
     * Why an arranged throw of the opening does not fit both astragals, or null when it fits (or the
     * throw is free): the small astragal's face, then the broad one's.
     */
    private String unfitOpening(ThrowRequest how) {
        java.util.List<Integer> faces = how.arranged();
        if (faces == null) {
            return null;
        }
        if (faces.size() != 2) {
            return "an arranged opening throw gives the small and the broad astragal's faces, not " + faces.size();
        }
        String small = unfit(DieKind.SMALL_ASTRAGAL, new ThrowRequest(how.strength(), how.aim(), faces.subList(0, 1)));
        return small != null ? small : unfit(DieKind.BROAD_ASTRAGAL, new ThrowRequest(how.strength(), how.aim(), faces.subList(1, 2)));
    }

    /**
     * Starts a throw of the opening: the small astragal now, and the broad astragal when the small
     * one rests ({@link #settle}), with the same strength and aim (each on its arranged face, if any).
     */
    private void startOpeningThrow(ThrowRequest how) {
        java.util.List<Integer> f = how.arranged();
        openingBroad = new ThrowRequest(how.strength(), how.aim(), f == null ? null : f.subList(1, 2));
        openingSmall = null;
        ed.setComponent(ed.createEntity(), new DiceThrow(DieKind.SMALL_ASTRAGAL,
                new ThrowRequest(how.strength(), how.aim(), f == null ? null : f.subList(0, 1))));
    }

    /** The broad astragal's half of the opening throw under way, thrown when the small astragal rests; else null. */
    private ThrowRequest openingBroad;
    /** The faces the small astragal of the opening throw under way rests on, once it rests; else null. */
    private List<Integer> openingSmall;

    /**
     * Whether the table is busy, read from its entities: a throw not yet thrown, dice in the air,
     * a result not yet given to the rules, a move not yet shown, anything travelling, the end
     * being celebrated. A live reading, so that whoever asks in the middle of a frame sees what
     * the systems before it wrote.
     *
     * @return true while any of these is on the table
     */
    private boolean isBusy() {
        return ed != null && TableBusy.now(ed);
    }

    /** The dice a turn's first throw uses. */
    private DieKind firstDice() {
        return switch (session.rules().dice().shape()) {
            case TETRAHEDRON -> DieKind.BINARY_TETRAHEDRON;
            case SIX_SIDED -> DieKind.D6;
            case SMALL_ASTRAGAL, BROAD_ASTRAGAL -> DieKind.SMALL_ASTRAGAL;
        };
    }

    /**
     * Starts an allowed throw: the dice system throws it, or, for a free throw of a network game,
     * the table waits for the faces both sides agree on ({@link DiceAwaited}).
     */
    private void startThrow(Player side, DieKind kind, ThrowRequest how) {
        if (session.setup().isNetworkGame() && !how.isArranged()) {
            ed.setComponent(ed.createEntity(), new DiceAwaited(side, kind, how));
            return;
        }
        ed.setComponent(ed.createEntity(), new DiceThrow(kind, how));
    }

    /** The throw awaiting its agreed faces, or null. */
    private Entity awaitedThrow() {
        awaited.applyChanges();
        return awaited.isEmpty() ? null : awaited.iterator().next();
    }

    /**
     * Completes the throw awaiting its faces with an arranged throw of the same side and dice: the
     * dice fly as the side threw them and rest on the agreed faces.
     *
     * @return null when it was completed, else why not
     */
    private String completeAwaited(Entity awaitedEntity, Request request) {
        DiceAwaited a = awaitedEntity.get(DiceAwaited.class);
        boolean broad = request.action() instanceof Request.ThrowBroad;
        ThrowRequest how = broad ? ((Request.ThrowBroad) request.action()).how() : ((Request.Throw) request.action()).how();
        DieKind kind = broad ? DieKind.BROAD_ASTRAGAL : firstDice();
        if (!how.isArranged() || !a.completedBy(request.side(), kind)) {
            return "the dice wait for the roll both sides agree on";
        }
        if (session.inOpening()) {
            String unfit = unfitOpening(how);
            if (unfit != null) {
                return unfit;
            }
            ed.removeEntity(awaitedEntity.getId());
            startOpeningThrow(new ThrowRequest(a.how().strength(), a.how().aim(), how.arranged()));
            return null;
        }
        String unfit = unfit(kind, how);
        if (unfit != null) {
            return unfit;
        }
        ed.removeEntity(awaitedEntity.getId());
        ed.setComponent(ed.createEntity(), new DiceThrow(kind, new ThrowRequest(a.how().strength(), a.how().aim(),
                how.arranged())));
        return null;
    }

    /** Gives the rules the faces the dice came to rest on. */
    private void settle(DiceResult result) {
        if (session.inOpening()) {
            settleOpening(result);
            return;
        }
        GameState before = session.state();
        Phase phase = before.phase();
        List<Integer> faces = result.faces();
        // The dice say what roll the faces make: the game's dice for a throw, the decision's die
        // (the broad astragal) for a throw again.
        Roll roll;
        if (result.kind() == DieKind.BROAD_ASTRAGAL) {
            if (phase != Phase.AWAITING_ROLL_DECISION) {
                return;
            }
            roll = session.rules().rollDecisions().orElseThrow().dice().rollOf(faces);
            session.throwBroad(roll);
        } else if (phase == Phase.AWAITING_ROLL) {
            roll = session.rules().dice().rollOf(faces);
            session.roll(roll);
        } else {
            return;
        }
        GameState after = session.state();
        if (after == before) {
            return;
        }
        // A roll passes the turn when the rules await a roll again (a 0, a missed turn, no move),
        // or, after the broad astragal, anything but a move.
        boolean passes = result.kind() == DieKind.BROAD_ASTRAGAL ? after.phase() != Phase.AWAITING_MOVE
                : after.phase() == Phase.AWAITING_ROLL;
        if (result.kind() == DieKind.BROAD_ASTRAGAL) {
            happened(new LastAction.Broad(before.turn(), before.roll().value(), roll,
                    session.rules().rollDecisions().orElseThrow().isYes(roll), passes));
        } else {
            happened(new LastAction.Rolled(before.turn(), roll, passes));
        }
        tell(new TableEvent.DiceSettled(before.turn(), roll, passes));
        tellIfOver(before, after);
    }

    /**
     * A throw of the opening: when the small astragal rests the broad one is thrown; when the broad
     * one rests the rules take both as the thrower's opening throw. Once the opening has decided, the
     * table is laid for the game's rules (its first player and opening recorded).
     */
    private void settleOpening(DiceResult result) {
        if (result.kind() == DieKind.SMALL_ASTRAGAL && openingBroad != null) {
            openingSmall = result.faces();
            ed.setComponent(ed.createEntity(), new DiceThrow(DieKind.BROAD_ASTRAGAL, openingBroad));
            openingBroad = null;
            return;
        }
        if (result.kind() != DieKind.BROAD_ASTRAGAL || openingSmall == null) {
            LOG.warn("Dice of {} rested in the opening with no opening throw under way", result.kind());
            return;
        }
        Player thrower = session.state().turn();
        Roll small = session.rules().dice().rollOf(openingSmall);
        Roll broad = session.rules().rollDecisions().orElseThrow().dice().rollOf(result.faces());
        openingSmall = null;
        session.throwOpening(small, broad);
        happened(new LastAction.Opened(session.opening()));
        tell(new TableEvent.DiceSettled(thrower, small, false));
        if (!session.inOpening()) {
            ed.setComponent(tableEntity, new TableSetup(session.setup(), session.rules(), session.layout()));
        }
    }

    /** Writes the end of the game as an event when a roll or a move has just ended it. */
    private void tellIfOver(GameState before, GameState after) {
        if (!before.isOver() && after.isOver()) {
            Player winner = after.isDraw() ? null : after.winner();
            PlaySetup setup = session.setup();
            tell(new TableEvent.GameOver(winner, winner != null && setup.isHuman(winner),
                    setup.isHuman(Player.LIGHT) || setup.isHuman(Player.DARK)));
        }
    }

    /**
     * Writes an event of the table on an entity of its own; it lives {@value #EVENT_UPDATES} of
     * this system's updates.
     *
     * @param event what happened; not null
     */
    private void tell(TableEvent.Event event) {
        ed.setComponent(ed.createEntity(), new TableEvent(event));
    }
}
