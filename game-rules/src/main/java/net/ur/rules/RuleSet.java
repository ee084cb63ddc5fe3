package net.ur.rules;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.dice.RollDecisions;

/**
 * The rules of one game as a pure function over immutable {@link GameState}s: the start state,
 * the legal moves of a state, and the state after a roll, a roll decision or a move. Every
 * family (classic, Babylonian, Ravensburg) implements this; a rule set never owns the dice,
 * it only checks and applies rolls made with an injected random generator or by physics.
 */
public interface RuleSet {

    /**
     * Returns the rule set's command-line name, lower case, e.g. {@code finkel}.
     *
     * @return the name, never null
     */
    String name();

    /**
     * Returns the name shown to people, e.g. {@code Finkel}.
     *
     * @return the display name, never null
     */
    String displayName();

    /**
     * Returns the board.
     *
     * @return the board shape, never null
     */
    BoardShape board();

    /**
     * Returns the route a player's pieces travel.
     *
     * @param player the player, not null
     * @return the route, never null
     */
    Route route(Player player);

    /**
     * Returns the dice of the game.
     *
     * @return the dice, never null
     */
    Dice dice();

    /**
     * Returns the state before the first roll.
     *
     * @return the start state, never null
     */
    GameState initialState();

    /**
     * Checks the rule set's own invariants of a state (piece counts, squares on routes, the winner).
     *
     * @param state the state, not null
     * @throws IllegalArgumentException with the reason, if this rule set could never reach the state
     */
    void validate(GameState state);

    /**
     * Lists the legal moves of a state that awaits a move.
     *
     * @param state a state in phase AWAITING_MOVE, not null
     * @return the moves, not empty, in a stable order
     * @throws IllegalStateException if the state does not await a move
     */
    List<Move> legalMoves(GameState state);

    /**
     * Lists the moves a roll would allow in a state that awaits a roll (for previews and the AI).
     *
     * @param state a state in phase AWAITING_ROLL, not null
     * @param roll a roll these dice can make, not null
     * @return the moves, possibly empty (the roll would pass)
     */
    List<Move> movesForRoll(GameState state, Roll roll);

    /**
     * Applies a roll: the result awaits a move, or (a roll with no legal move) passes the turn.
     *
     * @param state a state in phase AWAITING_ROLL, not null; unaffected
     * @param roll the roll, which the dice must be able to make, not null
     * @return the next state
     * @throws IllegalStateException if the state does not await a roll
     * @throws IllegalArgumentException if the dice cannot make the roll
     */
    GameState applyRoll(GameState state, Roll roll);

    /**
     * Returns the die thrown when a player decides to throw again in phase AWAITING_ROLL_DECISION
     * (the Babylonian broad astragal).
     *
     * @return the die, or empty if this rule set has no roll decisions
     */
    default Optional<Dice> decisionDice() {
        return Optional.empty();
    }

    /**
     * Returns what this rule set offers for roll decisions (the Babylonian game: keep the small
     * astragal's roll or throw the broad astragal).
     *
     * @return the roll decisions, or empty if this rule set has none
     */
    default Optional<RollDecisions> rollDecisions() {
        return Optional.empty();
    }

    /**
     * Returns what this rule set offers as one game of a match for counters (the Babylonian game:
     * the next game's rules, the counters brought, the stake, the opening throw).
     *
     * @return the match play, or empty if this rule set's games are not played as a match
     */
    default Optional<MatchPlay> match() {
        return Optional.empty();
    }

    /**
     * Applies a roll decision (Babylonian astragals only).
     *
     * @param state a state in phase AWAITING_ROLL_DECISION, not null
     * @param decision the decision, not null
     * @return the next state
     * @throws UnsupportedOperationException if this rule set has no roll decisions
     */
    default GameState applyRollDecision(GameState state, RollDecision decision) {
        throw new UnsupportedOperationException(displayName() + " has no roll decisions");
    }

    /**
     * Applies a move.
     *
     * @param state a state in phase AWAITING_MOVE, not null; unaffected
     * @param move one of {@link #legalMoves(GameState)} of the state, not null
     * @return the next state
     * @throws IllegalStateException if the state does not await a move
     * @throws IllegalMoveException if the move is not legal, saying why
     */
    GameState applyMove(GameState state, Move move);

    /**
     * Tells whether landing on a rosette means anything in this rule set (an extra roll, safety,
     * counters); the Ravensburg game is played on the board of Ur with its rosettes but no rule for
     * them.
     *
     * @return true unless the rosettes are only decoration
     */
    default boolean rosettesMatter() {
        return true;
    }

    /**
     * Tells whether the game is played for counters (the Babylonian game: each player's and the
     * pool's, in {@link GameState#counters()}).
     *
     * @return true for a game with counters
     */
    default boolean hasCounters() {
        return false;
    }

    /**
     * Tells whether men stack in towers and carry captives (the Ravensburg game), and so whether a
     * player loses men (removed) rather than bearing them home.
     *
     * @return true for a game of towers
     */
    default boolean hasTowers() {
        return false;
    }

    /**
     * The pieces a move carries along beneath the moving piece (a Ravensburg tower's captives and
     * men), in the state before it.
     *
     * @param before the state the move is made in, not null
     * @param move one of its legal moves, not null
     * @return the carried pieces, empty when the rule set has no towers
     */
    default List<Piece> carried(GameState before, Move move) {
        return List.of();
    }

    /**
     * Throws this rule set's dice.
     *
     * @param random the source of randomness, not null
     * @return the roll
     */
    default Roll roll(RandomGenerator random) {
        return dice().roll(random);
    }

    /**
     * Checks the parts of a state that only the Ravensburg game has, for a rule set without them: a
     * draw, men beneath others in a tower, men turned over or removed.
     *
     * @param rules the rule set checking (named in the messages)
     * @param state the state, not null
     * @throws IllegalArgumentException saying what does not belong
     */
    static void requireWithoutRavensburgParts(RuleSet rules, GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        if (state.isDraw()) {
            throw new IllegalArgumentException(rules.displayName() + " games cannot be drawn: a finished game must name"
                    + " its winner");
        }
        for (PieceState ps : state.pieces()) {
            if (ps.flipped() || ps.location() instanceof Location.Beneath
                    || ps.location() instanceof Location.Removed) {
                throw new IllegalArgumentException(rules.displayName() + " has no towers, turned men or removed men, got "
                        + ps.piece() + " " + ps.location() + (ps.flipped() ? " (turned over)" : ""));
            }
        }
    }
}
