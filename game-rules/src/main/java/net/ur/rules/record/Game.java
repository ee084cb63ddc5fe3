package net.ur.rules.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.sets.RuleSets;

/**
 * The client's facade: an immutable game in progress, i.e. a {@link GameRecord} plus the turn
 * under way (the roll, and in the Babylonian game the roll decision, waiting for a move). Rolling
 * returns a game awaiting a move, or a roll decision (Babylonian), or, when the turn passes, a game
 * where the other player is to roll; a move or a pass appends the whole turn to the record.
 */
public final class Game {

    private final GameRecord record;
    private final GameState state;
    /** The roll thrown this turn (the small astragal's in a Babylonian game), or null between turns. */
    private final Roll turnRoll;
    /** The roll decision taken this turn, or null. */
    private final RollDecision turnDecision;

    private Game(GameRecord record, GameState state, Roll turnRoll, RollDecision turnDecision) {
        this.record = record;
        this.state = state;
        this.turnRoll = turnRoll;
        this.turnDecision = turnDecision;
    }

    private Game(GameRecord record, GameState state) {
        this(record, state, null, null);
    }

    /**
     * Starts a game.
     *
     * @param rules the rules, not null
     * @return the game, its first player to roll (light in the classic games; in a Babylonian game the
     *     player its setup names, decided by the opening throw)
     */
    public static Game start(RuleSet rules) {
        GameRecord r = GameRecord.start(rules);
        return new Game(r, r.state());
    }

    /**
     * Starts a game of a named rule set.
     *
     * @param rulesName e.g. {@code finkel} or {@code babylonian}, see {@link RuleSets#byName(String)}
     * @return the game
     */
    public static Game start(String rulesName) {
        return start(RuleSets.byName(rulesName));
    }

    /**
     * Continues a loaded record.
     *
     * @param record the record, not null
     * @return the game at the record's end
     */
    public static Game of(GameRecord record) {
        if (record == null) {
            throw new IllegalArgumentException("record must not be null");
        }
        return new Game(record, record.state());
    }

    /**
     * Returns the rules.
     *
     * @return the rules
     */
    public RuleSet rules() {
        return record.rules();
    }

    /**
     * Returns the current state (awaiting a roll, awaiting a move, or over).
     *
     * @return the state
     */
    public GameState state() {
        return state;
    }

    /**
     * Returns the record of every completed roll-and-move so far (without a pending roll).
     *
     * @return the record
     */
    public GameRecord record() {
        return record;
    }

    /**
     * Returns the roll waiting for a move (or, in phase AWAITING_ROLL_DECISION, for the decision).
     * In a Babylonian game it is the kept small roll ({@code 3 [3]}) or the converted one ({@code 7 [3, 1]}).
     *
     * @return the roll, if the game awaits a move or a roll decision
     */
    public Optional<Roll> pendingRoll() {
        return Optional.ofNullable(state.roll());
    }

    /**
     * Returns the roll thrown this turn before any roll decision (in a Babylonian game the small
     * astragal's, which a decision may have converted), while the game awaits a move or a decision.
     *
     * @return the roll, if the turn has one
     */
    public Optional<Roll> turnRoll() {
        return Optional.ofNullable(turnRoll);
    }

    /**
     * Returns the roll decision taken this turn (Babylonian), while the move is still to be made.
     *
     * @return the decision, if one was taken and the game awaits the move
     */
    public Optional<RollDecision> pendingDecision() {
        return Optional.ofNullable(turnDecision);
    }

    /**
     * Throws the dice with an injected random generator.
     *
     * @param random the randomness, not null
     * @return the game after the roll
     */
    public Game roll(RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        return roll(rules().roll(random));
    }

    /**
     * Feeds a roll decided elsewhere (e.g. by physics dice; in a Babylonian game the small
     * astragal's {@code SmallAstragal.roll(3)}).
     *
     * @param roll a roll the dice can make, not null
     * @return the game after the roll: awaiting a move, awaiting a roll decision (Babylonian), or with the
     *     turn passed
     * @throws IllegalStateException if the game does not await a roll
     */
    public Game roll(Roll roll) {
        GameState next = rules().applyRoll(state, roll);
        if (next.phase() == Phase.AWAITING_MOVE || next.phase() == Phase.AWAITING_ROLL_DECISION) {
            return new Game(record, next, next.roll(), null);
        }
        GameRecord r = record.append(roll, null);
        return new Game(r, r.state());
    }

    /**
     * Takes the roll decision (Babylonian): keep the small roll, or throw the broad astragal.
     *
     * @param decision {@link RollDecision#keep()} or {@code RollDecision.throwAgain(BroadAstragal.roll(yes))},
     *     not null
     * @return the game awaiting a move, or with the turn passed (a broad "no", or a converted roll
     *     without a legal move)
     * @throws IllegalStateException if the game does not await a roll decision
     * @throws net.ur.rules.IllegalMoveException if the roll is kept though it has no legal move
     */
    public Game decide(RollDecision decision) {
        if (decision == null) {
            throw new IllegalArgumentException("decision must not be null");
        }
        if (state.phase() != Phase.AWAITING_ROLL_DECISION) {
            throw new IllegalStateException("the game awaits " + state.phase() + ", not a roll decision");
        }
        GameState next = rules().applyRollDecision(state, decision);
        if (next.phase() == Phase.AWAITING_MOVE) {
            return new Game(record, next, turnRoll, decision);
        }
        GameRecord r = record.append(turnRoll, decision, null);
        return new Game(r, r.state());
    }

    /**
     * Tells whether the roll in hand may be kept (Babylonian): it has a legal move. When it has none,
     * the broad astragal must be thrown.
     *
     * @return true if the game awaits a roll decision and the roll has a legal move
     */
    public boolean canKeepRoll() {
        return state.phase() == Phase.AWAITING_ROLL_DECISION
                && !rules().movesForRoll(state, state.roll()).isEmpty();
    }

    /**
     * Keeps the small astragal's roll (Babylonian): the same as {@code decide(RollDecision.keep())}.
     *
     * @return the game awaiting a move
     * @throws net.ur.rules.IllegalMoveException if the roll has no legal move (the broad astragal must be thrown)
     */
    public Game keepRoll() {
        return decide(RollDecision.keep());
    }

    /**
     * Feeds the broad astragal's throw (Babylonian): the same as
     * {@code decide(RollDecision.throwAgain(BroadAstragal.roll(yes)))}.
     *
     * @param broad the broad astragal's roll, e.g. {@code BroadAstragal.roll(true)}, not null
     * @return the game awaiting a move with the converted roll, or with the turn passed
     */
    public Game throwBroad(Roll broad) {
        return decide(RollDecision.throwAgain(broad));
    }

    /**
     * Throws the broad astragal with an injected random generator (Babylonian).
     *
     * @param random the randomness, not null
     * @return as {@link #throwBroad(Roll)}
     */
    public Game throwBroad(RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        Dice second = rules().decisionDice().orElseThrow(
                () -> new IllegalStateException(rules().displayName() + " has no roll decisions"));
        return throwBroad(second.roll(random));
    }

    /**
     * Lists the legal moves of the pending roll.
     *
     * @return the moves, or an empty list if the game does not await a move
     */
    public List<Move> legalMoves() {
        return state.phase() == Phase.AWAITING_MOVE ? rules().legalMoves(state) : List.of();
    }

    /**
     * Lists the legal moves of one piece with the pending roll, for a client where the player
     * clicks a piece (a waiting piece stands for every waiting piece of its owner in the classic
     * games, where they are interchangeable).
     *
     * @param piece the piece clicked, not null
     * @return its moves, possibly empty
     */
    public List<Move> movesOf(Piece piece) {
        if (piece == null) {
            throw new IllegalArgumentException("piece must not be null");
        }
        PieceState clicked = state.stateOf(piece);
        List<Move> out = new ArrayList<>();
        for (Move m : legalMoves()) {
            if (m.piece().equals(piece) || (m.piece().owner() == piece.owner()
                    && m.piece().kind().equals(piece.kind()) && m.isEntry()
                    && clicked.location() instanceof Location.Waiting)) {
                out.add(m);
            }
        }
        return out;
    }

    /**
     * Makes a move with the pending roll.
     *
     * @param move one of {@link #legalMoves()}, not null
     * @return the game after the move
     * @throws IllegalStateException if the game does not await a move
     * @throws net.ur.rules.IllegalMoveException if the move is not legal
     */
    public Game move(Move move) {
        if (state.phase() != Phase.AWAITING_MOVE) {
            throw new IllegalStateException("the game awaits " + state.phase() + ", not a move");
        }
        rules().applyMove(state, move);
        GameRecord r = record.append(turnRoll != null ? turnRoll : state.roll(), turnDecision, move);
        return new Game(r, r.state());
    }
}
