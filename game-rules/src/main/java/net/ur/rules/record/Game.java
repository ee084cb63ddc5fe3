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
import net.ur.rules.Roll;
import net.ur.rules.RuleSet;
import net.ur.rules.RuleSets;

/**
 * The client's facade: an immutable game in progress, i.e. a {@link GameRecord} plus the roll
 * waiting for a move. Rolling returns a game awaiting a move (or, when the roll has no legal
 * move, a game where the turn has passed); moving appends the roll and move to the record.
 */
public final class Game {

    private final GameRecord record;
    private final GameState state;

    private Game(GameRecord record, GameState state) {
        this.record = record;
        this.state = state;
    }

    /**
     * Starts a game.
     *
     * @param rules the rules, not null
     * @return the game, light to roll
     */
    public static Game start(RuleSet rules) {
        GameRecord r = GameRecord.start(rules);
        return new Game(r, r.state());
    }

    /**
     * Starts a game of a named rule set.
     *
     * @param rulesName e.g. {@code finkel}, see {@link RuleSets#byName(String)}
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
     * Returns the roll waiting for a move.
     *
     * @return the roll, if the game awaits a move
     */
    public Optional<Roll> pendingRoll() {
        return Optional.ofNullable(state.roll());
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
     * Feeds a roll decided elsewhere (e.g. by physics dice).
     *
     * @param roll a roll the dice can make, not null
     * @return the game after the roll: awaiting a move, or with the turn passed
     * @throws IllegalStateException if the game does not await a roll
     */
    public Game roll(Roll roll) {
        GameState next = rules().applyRoll(state, roll);
        if (next.phase() == Phase.AWAITING_MOVE) {
            return new Game(record, next);
        }
        GameRecord r = record.append(roll, null);
        return new Game(r, r.state());
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
        GameRecord r = record.append(state.roll(), move);
        return new Game(r, r.state());
    }
}
