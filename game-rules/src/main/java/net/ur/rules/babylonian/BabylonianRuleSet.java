package net.ur.rules.babylonian;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import net.ur.rules.AbstractRuleSet;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.IllegalMoveException;
import net.ur.rules.Location;
import net.ur.rules.MatchPlay;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.OpeningThrows;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.dice.RollDecisions;

/**
 * The Babylonian rules (seed 000) over the readable model. A turn is: the small astragal
 * ({@link #applyRoll}, to AWAITING_ROLL_DECISION), then the player keeps that roll or throws the
 * broad astragal ({@link #applyRollDecision}: no forfeits the turn, yes converts 1/2/3/4 to
 * 5/6/7/10), then a compulsory move if the roll has one ({@link #applyMove}). Each bird launches
 * only with its own roll, an occupied rosette cannot be entered, captures happen on plain houses,
 * and moves collect counters from the pool on a rosette or pay into it after passing one
 * ({@link MoveNotes#collects()}, {@link MoveNotes#pays()}); the counters live in the state's
 * {@link Counters.Piles}.
 */
public final class BabylonianRuleSet extends AbstractRuleSet {

    /** The house value of a finished piece in {@link #position}. */
    public static final int HOME = -1;

    private final BabylonianBoard board;
    private final BabylonianSetup setup;
    private final int length;
    private final boolean[] rosetteAt;
    private final int[] swallowSteps;
    private final int rows;
    private final int cells;
    /** [player][step]: the step's square as an index of a per-call occupancy array. */
    private final int[][] cellAt;

    /**
     * Creates the rules on a board for the first game of a match (25 counters each, light starts).
     *
     * @param board the board, not null
     */
    public BabylonianRuleSet(BabylonianBoard board) {
        this(board, BabylonianSetup.DEFAULT);
    }

    /**
     * Creates the rules on a board for a game that starts as the setup says.
     *
     * @param board the board, not null
     * @param setup the counters before the stake and the first player, not null
     */
    public BabylonianRuleSet(BabylonianBoard board, BabylonianSetup setup) {
        if (board == null || setup == null) {
            throw new IllegalArgumentException("a Babylonian rule set needs a board and a setup");
        }
        this.board = board;
        this.setup = setup;
        Route light = board.route(Player.LIGHT);
        this.length = light.length();
        this.rosetteAt = new boolean[length];
        for (int i = 0; i < length; i++) {
            rosetteAt[i] = board.shape().isRosette(light.square(i));
        }
        this.swallowSteps = board.swallowHouses().stream().mapToInt(h -> h - 1).toArray();
        this.rows = board.shape().rows() + 1;
        this.cells = board.shape().columns() * rows;
        this.cellAt = new int[2][length];
        for (Player p : Player.values()) {
            Route r = board.route(p);
            for (int i = 0; i < length; i++) {
                cellAt[p.ordinal()][i] = r.square(i).column() * rows + r.square(i).row();
            }
        }
    }

    /**
     * Returns these rules with another setup (the next game of a match).
     *
     * @param newSetup the setup, not null
     * @return the rule set
     */
    public BabylonianRuleSet withSetup(BabylonianSetup newSetup) {
        return new BabylonianRuleSet(board, newSetup);
    }

    /**
     * Returns the board and its routes.
     *
     * @return the board, never null
     */
    public BabylonianBoard babylonianBoard() {
        return board;
    }

    /**
     * Returns how the game starts: counters before the stake, first player, opening throw.
     *
     * @return the setup, never null
     */
    public BabylonianSetup setup() {
        return setup;
    }

    @Override
    public String name() {
        return board.ruleSetName();
    }

    @Override
    public String displayName() {
        return board.displayName();
    }

    @Override
    public BoardShape board() {
        return board.shape();
    }

    @Override
    public Route route(Player player) {
        return board.route(player);
    }

    /**
     * Returns the die thrown by {@link #applyRoll}: the small astragal.
     *
     * @return {@link SmallAstragal#INSTANCE}
     */
    @Override
    public Dice dice() {
        return SmallAstragal.INSTANCE;
    }

    /**
     * Returns the die thrown in a roll decision: the broad astragal.
     *
     * @return {@link BroadAstragal#INSTANCE}
     */
    public Dice broadDice() {
        return BroadAstragal.INSTANCE;
    }

    @Override
    public boolean hasCounters() {
        return true;
    }

    @Override
    public Optional<Dice> decisionDice() {
        return Optional.of(BroadAstragal.INSTANCE);
    }

    /** The broad astragal's decision: its yes converts the small astragal's roll, its no loses the turn. */
    private static final RollDecisions BROAD = new RollDecisions() {
        @Override
        public Dice dice() {
            return BroadAstragal.INSTANCE;
        }

        @Override
        public int converted(int first) {
            return BroadAstragal.convert(first);
        }

        @Override
        public boolean isYes(Roll second) {
            return BroadAstragal.isYes(second);
        }

        @Override
        public Roll roll(boolean yes) {
            return BroadAstragal.roll(yes);
        }
    };

    @Override
    public Optional<RollDecisions> rollDecisions() {
        return Optional.of(BROAD);
    }

    /**
     * A game of a match: the next game on this board from the counters brought and a new opening
     * throw ({@link Opening#decide}), this game's counters and opening from its setup.
     */
    @Override
    public Optional<MatchPlay> match() {
        return Optional.of(new MatchPlay() {
            @Override
            public RuleSet nextGame(int lightCounters, int darkCounters, java.util.random.RandomGenerator opening) {
                return withSetup(BabylonianSetup.of(lightCounters, darkCounters, Opening.decide(opening)));
            }

            @Override
            public OpeningThrows openingStart() {
                return Opening.start();
            }

            @Override
            public RuleSet nextGame(int lightCounters, int darkCounters, OpeningThrows opening) {
                if (!(opening instanceof Opening o)) {
                    throw new IllegalArgumentException("the opening of a Babylonian game must be one its rules began, not "
                            + opening);
                }
                return withSetup(o.isDecided() ? BabylonianSetup.of(lightCounters, darkCounters, o)
                        : new BabylonianSetup(lightCounters, darkCounters, o.thrower(), Opening.start()));
            }

            @Override
            public int countersBrought(Player player) {
                return setup.counters(player);
            }

            @Override
            public int stake() {
                return BabylonianSetup.STAKE;
            }

            @Override
            public Optional<OpeningThrows> opening() {
                return setup.opening().throwsMade().isEmpty() ? Optional.empty() : Optional.of(setup.opening());
            }
        });
    }

    /**
     * Returns the start of the game: every bird waiting, each player's stake paid into the pool,
     * the setup's first player to throw.
     *
     * @return the state, awaiting a roll
     */
    @Override
    public GameState initialState() {
        List<PieceState> pieces = new ArrayList<>();
        for (Player p : Player.values()) {
            for (Bird b : Bird.ALL) {
                pieces.add(new PieceState(b.piece(p), Location.WAITING));
            }
        }
        return new GameState(Phase.AWAITING_ROLL, setup.firstPlayer(), null, pieces,
                piles(setup.lightCounters() - BabylonianSetup.STAKE, setup.darkCounters() - BabylonianSetup.STAKE,
                        2 * BabylonianSetup.STAKE), null);
    }

    /**
     * Builds a hand-made position awaiting a roll (for tests, tutorials and puzzles).
     *
     * @param turn the player to throw, not null
     * @param houses each piece on the board (house 1..{@link BabylonianBoard#houses()}) or finished
     *     ({@link #HOME}); pieces not named are waiting; not null
     * @param light light's counters
     * @param dark dark's counters
     * @param pool the pool's counters; the three add up to {@link BabylonianSetup#TOTAL}
     * @return the validated state (GAME_OVER if a player has every bird home)
     * @throws IllegalArgumentException if the position is impossible
     */
    public GameState position(Player turn, Map<Piece, Integer> houses, int light, int dark, int pool) {
        if (turn == null || houses == null) {
            throw new IllegalArgumentException("turn and houses must not be null");
        }
        List<PieceState> pieces = new ArrayList<>();
        for (Player p : Player.values()) {
            for (Bird b : Bird.ALL) {
                Piece piece = b.piece(p);
                Integer house = houses.get(piece);
                Location loc = Location.WAITING;
                if (house != null && house == HOME) {
                    loc = Location.FINISHED;
                } else if (house != null) {
                    if (house < 1 || house > length) {
                        throw new IllegalArgumentException("house must be 1.." + length + " or HOME, not " + house);
                    }
                    loc = Location.at(route(p).square(house - 1), house - 1);
                }
                pieces.add(new PieceState(piece, loc));
            }
        }
        for (Piece p : houses.keySet()) {
            if (!pieces.stream().anyMatch(ps -> ps.piece().equals(p))) {
                throw new IllegalArgumentException(p + " is not a piece of this game");
            }
        }
        Player winner = null;
        for (Player p : Player.values()) {
            if (pieces.stream().filter(ps -> ps.piece().owner() == p)
                    .allMatch(ps -> ps.location() instanceof Location.Finished)) {
                winner = p;
            }
        }
        GameState s = winner == null
                ? new GameState(Phase.AWAITING_ROLL, turn, null, pieces, piles(light, dark, pool), null)
                : new GameState(Phase.GAME_OVER, winner, null, pieces, piles(light, dark, pool), winner);
        validate(s);
        return s;
    }

    private static Counters.Piles piles(int light, int dark, int pool) {
        return new Counters.Piles(light, dark, pool);
    }

    /**
     * Returns a player's counters in a state.
     *
     * @param state a Babylonian state, not null
     * @param player the player, not null
     * @return the counters the player holds
     */
    public static int counters(GameState state, Player player) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        return piles(state).of(player);
    }

    /**
     * Returns the counters in the pool of a state.
     *
     * @param state a Babylonian state, not null
     * @return the pool
     */
    public static int pool(GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        return piles(state).pool();
    }

    private static Counters.Piles piles(GameState state) {
        if (!(state.counters() instanceof Counters.Piles p)) {
            throw new IllegalArgumentException("the state has no counter piles, only " + state.counters());
        }
        return p;
    }

    /**
     * Returns how a move changes its player's counters (the pool changes by the opposite).
     *
     * @param move a move of this rule set, not null
     * @return positive when it collects from the pool, negative when it pays, 0 otherwise
     */
    public static int counterChange(Move move) {
        if (move == null) {
            throw new IllegalArgumentException("move must not be null");
        }
        return move.notes().counterChange();
    }

    @Override
    public void validate(GameState state) {
        RuleSet.requireWithoutRavensburgParts(this, state);
        if (!(state.counters() instanceof Counters.Piles piles)) {
            throw new IllegalArgumentException(displayName() + " needs the counter piles dark, light and pool, got "
                    + state.counters().named().keySet());
        }
        int sum = piles.total();
        if (sum != BabylonianSetup.TOTAL) {
            throw new IllegalArgumentException("the players and the pool must hold " + BabylonianSetup.TOTAL
                    + " counters together, not " + sum + " " + state.counters());
        }
        Player finishedPlayer = null;
        for (Player p : Player.values()) {
            List<PieceState> mine = state.piecesOf(p);
            if (mine.size() != Bird.ALL.size()) {
                throw new IllegalArgumentException(p.displayName() + " must have the " + Bird.ALL.size()
                        + " birds, not " + mine.size() + " pieces");
            }
            int finished = 0;
            for (int i = 0; i < mine.size(); i++) {
                PieceState ps = mine.get(i);
                if (!ps.piece().equals(Bird.ALL.get(i).piece(p))) {
                    throw new IllegalArgumentException(p.displayName() + "'s piece " + i + " must be the "
                            + Bird.ALL.get(i).kind().displayName() + ", got " + ps.piece());
                }
                if (ps.location() instanceof Location.OnBoard on) {
                    if (on.step() >= length || !route(p).square(on.step()).equals(on.square())) {
                        throw new IllegalArgumentException(ps.piece() + " stands on " + on.square()
                                + " which is not house " + (on.step() + 1) + " of " + p.displayName() + "'s route");
                    }
                } else if (ps.location() instanceof Location.Finished) {
                    finished++;
                }
            }
            if (finished == mine.size()) {
                if (finishedPlayer != null) {
                    throw new IllegalArgumentException("both players cannot have every bird home");
                }
                finishedPlayer = p;
            }
        }
        if (finishedPlayer != null && state.winner() != finishedPlayer) {
            throw new IllegalArgumentException(finishedPlayer.displayName() + " has every bird home, so the game is "
                    + "over and " + finishedPlayer.displayName() + " has won");
        }
        if (finishedPlayer == null && state.winner() != null) {
            throw new IllegalArgumentException(state.winner().displayName() + " cannot have won with birds still to "
                    + "bear off");
        }
        if (state.isOver() && pool(state) != 0) {
            throw new IllegalArgumentException("the winner takes the whole pool, so a finished game's pool is empty, "
                    + "not " + pool(state));
        }
        if (state.phase() == Phase.AWAITING_ROLL_DECISION) {
            SmallAstragal.INSTANCE.validate(state.roll());
        }
        if (state.phase() == Phase.AWAITING_MOVE) {
            validateTurnRoll(state.roll());
            if (legalMoves(state).isEmpty()) {
                throw new IllegalArgumentException("a state awaiting a move needs a legal move; a roll of "
                        + state.roll().value() + " has none here and passes");
            }
        }
    }

    /**
     * Checks a roll a turn can move with: the small astragal's 1..4 (faces {@code [v]}) or its
     * conversion 5, 6, 7, 10 (faces {@code [small, 1]}).
     */
    private static void validateTurnRoll(Roll roll) {
        int v = roll.value();
        if (v >= 1 && v <= 4) {
            SmallAstragal.INSTANCE.validate(roll);
            return;
        }
        if (v != 5 && v != 6 && v != 7 && v != 10) {
            throw new IllegalArgumentException("a Babylonian roll is 1..4 (the small astragal) or 5, 6, 7 or 10 "
                    + "(converted by the broad astragal), not " + v);
        }
        if (!roll.faces().isEmpty()) {
            List<Integer> f = roll.faces();
            if (f.size() != 2 || f.get(0) < 1 || f.get(0) > 4 || f.get(1) != 1
                    || BroadAstragal.convert(f.get(0)) != v) {
                throw new IllegalArgumentException("a converted roll of " + v + " has the faces [small, 1] with the "
                        + "small astragal's value, not " + f);
            }
        }
    }

    @Override
    protected List<Move> generateMoves(GameState state) {
        return generate(state, state.turn(), state.roll().value());
    }

    /**
     * Lists the moves a roll would allow the player to act, for previews and the AI: in a state
     * awaiting a roll, or awaiting the roll decision (to compare keeping the small roll with its
     * conversion).
     *
     * @param state a state in phase AWAITING_ROLL or AWAITING_ROLL_DECISION, not null
     * @param roll a roll a turn can move with: 1..4, or 5, 6, 7, 10 (e.g. {@code Roll.of(7)}), not null
     * @return the moves, possibly empty (the roll would pass)
     */
    @Override
    public List<Move> movesForRoll(GameState state, Roll roll) {
        if (state == null || roll == null) {
            throw new IllegalArgumentException("state and roll must not be null");
        }
        if (state.phase() != Phase.AWAITING_ROLL && state.phase() != Phase.AWAITING_ROLL_DECISION) {
            throw new IllegalStateException("moves for a roll need a state awaiting a roll or a roll decision, not "
                    + state.phase());
        }
        validateTurnRoll(roll);
        return generate(state, state.turn(), roll.value());
    }

    private List<Move> generate(GameState state, Player player, int value) {
        List<Move> moves = new ArrayList<>();
        PieceState[] cell = new PieceState[cells];
        for (PieceState ps : state.pieces()) {
            if (ps.location() instanceof Location.OnBoard on) {
                cell[cellAt[ps.piece().owner().ordinal()][on.step()]] = ps;
            }
        }
        Counters.Piles piles = state.counters() instanceof Counters.Piles p ? p : new Counters.Piles(0, 0, 0);
        int mine = piles.of(player);
        int pool = piles.pool();
        int[] cellOf = cellAt[player.ordinal()];
        for (PieceState ps : state.pieces()) {
            if (ps.piece().owner() != player) {
                continue;
            }
            Bird bird = Bird.of(ps.piece().kind());
            if (ps.location() instanceof Location.Waiting) {
                if (value != bird.launchRoll()) {
                    continue;
                }
                int[] targets = bird == Bird.SWALLOW ? swallowSteps : new int[] {bird.launchHouse() - 1};
                for (int t : targets) {
                    PieceState occupant = cell[cellOf[t]];
                    if (occupant != null && (occupant.piece().owner() == player || rosetteAt[t])) {
                        continue;
                    }
                    moves.add(new Move(player, ps.piece(), Location.WAITING, Location.at(route(player).square(t), t),
                            occupant == null ? List.of() : List.of(occupant.piece()), rosetteAt[t], false, MoveNotes.NONE));
                }
            } else if (ps.location() instanceof Location.OnBoard on) {
                int s = on.step();
                int d = s + value;
                if (d > length) {
                    continue;
                }
                if (d == length) {
                    moves.add(new Move(player, ps.piece(), on, Location.FINISHED, List.of(), false, false, MoveNotes.NONE));
                    continue;
                }
                PieceState occupant = cell[cellOf[d]];
                if (occupant != null && (occupant.piece().owner() == player || rosetteAt[d])) {
                    continue;
                }
                MoveNotes notes = MoveNotes.NONE;
                if (rosetteAt[d]) {
                    notes = MoveNotes.collecting(Math.min(bird.counters(), pool));
                } else {
                    for (int k = s + 1; k < d; k++) {
                        if (rosetteAt[k]) {
                            notes = MoveNotes.paying(Math.min(bird.counters(), mine));
                            break;
                        }
                    }
                }
                moves.add(new Move(player, ps.piece(), on, Location.at(route(player).square(d), d),
                        occupant == null ? List.of() : List.of(occupant.piece()), rosetteAt[d], false, notes));
            }
        }
        return moves;
    }

    /**
     * Applies the small astragal's throw: the player must now decide (keep it or throw the broad astragal).
     *
     * @param state a state in phase AWAITING_ROLL, not null; unaffected
     * @param roll the small astragal's roll, 1..4 ({@code SmallAstragal.roll(3)} or {@code Roll.of(3)}), not null
     * @return the state in phase AWAITING_ROLL_DECISION, holding the roll with its face ({@code [3]})
     */
    @Override
    public GameState applyRoll(GameState state, Roll roll) {
        if (state == null || roll == null) {
            throw new IllegalArgumentException("state and roll must not be null");
        }
        requireNotOver(state);
        if (state.phase() != Phase.AWAITING_ROLL) {
            throw new IllegalStateException("a roll needs a state awaiting a roll, not " + state.phase()
                    + phaseNote(state.phase()));
        }
        SmallAstragal.INSTANCE.validate(roll);
        return new GameState(Phase.AWAITING_ROLL_DECISION, state.turn(), SmallAstragal.roll(roll.value()),
                state.pieces(), state.counters(), null);
    }

    /**
     * Applies the player's roll decision. Keeping the small roll needs a legal move for it (else
     * the broad astragal must be thrown). A broad "no" forfeits the turn; a "yes" converts the roll
     * (1 to 5, 2 to 6, 3 to 7, 4 to 10), which must be used if any move can, else the turn passes.
     *
     * @param state a state in phase AWAITING_ROLL_DECISION, not null; unaffected
     * @param decision {@link RollDecision#keep()} or {@code RollDecision.throwAgain(BroadAstragal.roll(yes))}, not null
     * @return a state awaiting a move (roll {@code [small]} when kept, {@code [small, 1]} when converted),
     *     or awaiting the other player's roll
     * @throws IllegalStateException if the state does not await a roll decision
     * @throws IllegalMoveException if the roll is kept though it has no legal move
     * @throws IllegalArgumentException if the broad throw is not yes or no
     */
    @Override
    public GameState applyRollDecision(GameState state, RollDecision decision) {
        if (state == null || decision == null) {
            throw new IllegalArgumentException("state and decision must not be null");
        }
        requireNotOver(state);
        if (state.phase() != Phase.AWAITING_ROLL_DECISION) {
            throw new IllegalStateException("a roll decision needs a state awaiting one, not " + state.phase());
        }
        int small = state.roll().value();
        Roll roll = state.roll();
        if (decision.throwAgain()) {
            BroadAstragal.INSTANCE.validate(decision.secondThrow());
            if (decision.secondThrow().value() == 0) {
                return passed(state);
            }
            roll = Roll.of(BroadAstragal.convert(small), List.of(small, 1));
        }
        List<Move> moves = generate(state, state.turn(), roll.value());
        if (moves.isEmpty()) {
            if (!decision.throwAgain()) {
                throw new IllegalMoveException("a roll of " + small + " has no legal move here, so "
                        + state.turn().displayName() + " must throw the broad astragal");
            }
            return passed(state);
        }
        return awaitingMove(state, roll, moves);
    }

    private static GameState passed(GameState state) {
        return new GameState(Phase.AWAITING_ROLL, state.turn().other(), null, state.pieces(), state.counters(), null);
    }

    @Override
    protected String phaseNote(Phase phase) {
        return phase == Phase.AWAITING_ROLL_DECISION ? " (keep the roll or throw the broad astragal first)" : "";
    }

    @Override
    protected GameState play(GameState state, Move move) {
        List<PieceState> next = new ArrayList<>(state.pieces().size());
        Player mover = state.turn();
        boolean allHome = true;
        for (PieceState ps : state.pieces()) {
            PieceState n = ps;
            if (ps.piece().equals(move.piece())) {
                n = new PieceState(ps.piece(), move.to());
            } else if (move.captured().contains(ps.piece())) {
                n = new PieceState(ps.piece(), Location.WAITING);
            }
            if (n.piece().owner() == mover && !(n.location() instanceof Location.Finished)) {
                allHome = false;
            }
            next.add(n);
        }
        Counters.Piles piles = piles(state).exchange(mover, move.notes().counterChange());
        if (allHome) {
            return new GameState(Phase.GAME_OVER, mover, null, next, piles.takePool(mover), mover);
        }
        return new GameState(Phase.AWAITING_ROLL, mover.other(), null, next, piles, null);
    }

    @Override
    protected String explainIllegal(GameState state, Move move, List<Move> legal) {
        Player p = state.turn();
        int roll = state.roll().value();
        if (move.player() != p) {
            return "it is " + p.displayName() + "'s turn, not " + move.player().displayName() + "'s";
        }
        PieceState actual = null;
        for (PieceState ps : state.pieces()) {
            if (ps.piece().equals(move.piece())) {
                actual = ps;
            }
        }
        if (actual == null) {
            return move.piece() + " is not a piece of this game (" + p.displayName() + "'s birds are numbered 0..4: "
                    + "Swallow, Storm-bird, Raven, Rooster, Eagle)";
        }
        String who = name(move.piece());
        Bird bird = Bird.of(move.piece().kind());
        if (actual.location() instanceof Location.Finished) {
            return who + " has finished and never moves again";
        }
        if (!actual.location().equals(move.from())) {
            return who + " is " + describe(actual.location()) + ", not " + describe(move.from());
        }
        Route route = route(p);
        if (move.from() instanceof Location.Waiting) {
            if (roll != bird.launchRoll()) {
                return who + " launches only with a " + bird.launchRoll() + ", the roll is " + roll;
            }
            if (!(move.to() instanceof Location.OnBoard on)) {
                return "a launch goes onto the board, not " + describe(move.to());
            }
            String onRoute = checkOnRoute(p, route, on);
            if (onRoute != null) {
                return onRoute;
            }
            if (bird == Bird.SWALLOW) {
                boolean allowed = false;
                List<String> names = new ArrayList<>();
                for (int t : swallowSteps) {
                    allowed |= t == on.step();
                    names.add(route.square(t) + " (house " + (t + 1) + ")");
                }
                if (!allowed) {
                    return "the Swallow launches onto a house just before a rosette: " + String.join(", ", names)
                            + "; not " + on.square();
                }
            } else if (on.step() != bird.launchHouse() - 1) {
                return who + " launches onto house " + bird.launchHouse() + " ("
                        + route.square(bird.launchHouse() - 1) + "), not " + on.square();
            }
            String blocked = blocked(state, p, on);
            if (blocked != null) {
                return blocked;
            }
        } else if (move.from() instanceof Location.OnBoard from) {
            if (move.to() instanceof Location.Finished) {
                int need = length - from.step();
                if (roll != need) {
                    return "bearing off from " + from.square() + " needs exactly " + need + ", the roll is " + roll;
                }
            } else if (move.to() instanceof Location.OnBoard on) {
                String onRoute = checkOnRoute(p, route, on);
                if (onRoute != null) {
                    return onRoute;
                }
                int dist = on.step() - from.step();
                if (dist != roll) {
                    return "moving from " + from.square() + " to " + on.square() + " is " + dist + " house"
                            + (Math.abs(dist) == 1 ? "" : "s") + " along the route, but the roll is " + roll;
                }
                String blocked = blocked(state, p, on);
                if (blocked != null) {
                    return blocked;
                }
            } else {
                return "a piece cannot move back to waiting";
            }
        }
        for (Move m : legal) {
            if (m.piece().equals(move.piece()) && m.from().equals(move.from()) && m.to().equals(move.to())) {
                return "the move's captures, rosette or counters differ from the legal move " + m
                        + (m.notes().isEmpty() ? "" : " " + m.notes())
                        + (m.isCapture() ? " capturing " + m.captured() : "");
            }
        }
        return "the move " + move + " is not legal with a roll of " + roll;
    }

    private static String checkOnRoute(Player p, Route route, Location.OnBoard on) {
        if (on.step() >= route.length() || !route.square(on.step()).equals(on.square())) {
            return on.square() + " is not house " + (on.step() + 1) + " of " + p.displayName() + "'s route";
        }
        return null;
    }

    private String blocked(GameState state, Player p, Location.OnBoard on) {
        PieceState occupant = state.pieceAt(on.square());
        if (occupant == null) {
            return null;
        }
        if (rosetteAt[on.step()]) {
            return on.square() + " is a rosette held by " + name(occupant.piece())
                    + ": an occupied rosette cannot be entered";
        }
        if (occupant.piece().owner() == p) {
            return on.square() + " holds " + name(occupant.piece()) + ": two of a player's birds cannot share a house";
        }
        return null;
    }

    /**
     * Names a piece for people, e.g. {@code Light's Storm-bird}.
     *
     * @param piece the piece, not null
     * @return the name
     */
    public static String name(Piece piece) {
        if (piece == null) {
            throw new IllegalArgumentException("piece must not be null");
        }
        return piece.owner().displayName() + "'s " + piece.kind().displayName();
    }

    private static String describe(Location l) {
        if (l instanceof Location.OnBoard on) {
            return "on " + on.square();
        }
        return l instanceof Location.Finished ? "home" : "waiting off the board";
    }

    /**
     * Returns the square of a house of a player's route.
     *
     * @param player the player, not null
     * @param house 1..{@link BabylonianBoard#houses()}
     * @return the square
     */
    public Square square(Player player, int house) {
        if (house < 1 || house > length) {
            throw new IllegalArgumentException("house must be 1.." + length + ", not " + house);
        }
        return route(player).square(house - 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BabylonianRuleSet other && other.board == board && other.setup.equals(setup);
    }

    @Override
    public int hashCode() {
        return Objects.hash(board, setup);
    }

    @Override
    public String toString() {
        return displayName();
    }
}
