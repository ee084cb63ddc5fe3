package net.ur.rules;

import java.util.List;

import net.ur.rules.dice.Roll;

/**
 * What every rule family shares: the legal moves of a state awaiting a move, worked out once per
 * state and kept with it, and a move checked against them before the family applies it, with the
 * family's words for why a move that is not among them is refused. A family says how to generate
 * its moves ({@link #generateMoves}), how a legal move changes a state ({@link #play}) and why an
 * illegal one is refused ({@link #explainIllegal}).
 *
 * <p>A rule set keeps no state of its own: the legal moves are kept by the {@link GameState} they
 * belong to, so rule sets can be shared by any number of threads (the computer players, a
 * review, the table) without one evicting another's moves.
 */
public abstract class AbstractRuleSet implements RuleSet {

    /** For subclasses. */
    protected AbstractRuleSet() {
    }

    /**
     * Lists the legal moves of a state that awaits a move: the ones kept with the state if this rule
     * set worked them out before, otherwise generated and kept.
     *
     * @param state a state in phase AWAITING_MOVE, not null
     * @return the moves, unmodifiable, in a stable order
     * @throws IllegalStateException if the state does not await a move
     */
    @Override
    public final List<Move> legalMoves(GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        if (state.phase() != Phase.AWAITING_MOVE) {
            throw new IllegalStateException("legal moves need a state awaiting a move, not " + state.phase());
        }
        List<Move> moves = state.legalMovesOf(this);
        if (moves == null) {
            moves = List.copyOf(generateMoves(state));
            state.keepLegalMoves(this, moves);
        }
        return moves;
    }

    /**
     * Applies a move after checking that it is one of the state's legal moves.
     *
     * @param state a state in phase AWAITING_MOVE, not null; unaffected
     * @param move one of {@link #legalMoves(GameState)} of the state, not null
     * @return the next state
     * @throws IllegalStateException if the game is over or the state does not await a move
     * @throws IllegalMoveException if the move is not legal, saying why
     */
    @Override
    public final GameState applyMove(GameState state, Move move) {
        if (state == null || move == null) {
            throw new IllegalArgumentException("state and move must not be null");
        }
        requireNotOver(state);
        if (state.phase() != Phase.AWAITING_MOVE) {
            throw new IllegalStateException("a move needs a state awaiting a move, not " + state.phase()
                    + phaseNote(state.phase()));
        }
        List<Move> legal = legalMoves(state);
        if (!legal.contains(move)) {
            throw new IllegalMoveException(explainIllegal(state, move, legal));
        }
        return play(state, move);
    }

    /**
     * Returns the state awaiting a move with a roll, keeping its legal moves with it (a family's
     * roll works them out to know whether the turn passes).
     *
     * @param state the state the roll was made in, not null
     * @param roll the roll to move with, not null
     * @param moves the legal moves with that roll, not empty
     * @return the state in phase AWAITING_MOVE
     */
    protected final GameState awaitingMove(GameState state, Roll roll, List<Move> moves) {
        GameState next = new GameState(Phase.AWAITING_MOVE, state.turn(), roll, state.pieces(), state.counters(),
                null);
        next.keepLegalMoves(this, List.copyOf(moves));
        return next;
    }

    /**
     * Refuses an action in a finished game.
     *
     * @param state the state, not null
     * @throws IllegalStateException saying how the game ended, if it is over
     */
    protected final void requireNotOver(GameState state) {
        if (state.isOver()) {
            throw new IllegalStateException("the game is over: " + overText(state));
        }
    }

    /**
     * Says how a finished game ended, in the refusal of an action.
     *
     * @param state a finished state, not null
     * @return e.g. {@code Light has won}
     */
    protected String overText(GameState state) {
        return state.winner().displayName() + " has won";
    }

    /**
     * Adds to the refusal of an action in the wrong phase what the player must do first.
     *
     * @param phase the state's phase, not null
     * @return the note with a leading space, or empty
     */
    protected String phaseNote(Phase phase) {
        return "";
    }

    /**
     * Generates the legal moves of a state awaiting a move (its player's, with its roll).
     *
     * @param state a state in phase AWAITING_MOVE, not null
     * @return the moves, in a stable order
     */
    protected abstract List<Move> generateMoves(GameState state);

    /**
     * Applies a move known to be one of the state's legal moves.
     *
     * @param state a state in phase AWAITING_MOVE, not null; unaffected
     * @param move one of its legal moves, not null
     * @return the next state
     */
    protected abstract GameState play(GameState state, Move move);

    /**
     * Says why a move is not among the legal ones, as precisely as the move allows.
     *
     * @param state a state in phase AWAITING_MOVE, not null
     * @param move a move that is not legal in it, not null
     * @param legal its legal moves, not null
     * @return the reason
     */
    protected abstract String explainIllegal(GameState state, Move move, List<Move> legal);
}
