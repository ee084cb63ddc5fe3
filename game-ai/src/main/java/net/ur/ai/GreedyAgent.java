package net.ur.ai;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.ai.eval.Chance;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;

/**
 * Seed 003's level 1: the move with the best immediate outcome, looking no further. Outcomes score
 * points: a capture 8, landing on a rosette 4, bearing off 2, taking a piece out of reach of the
 * opponent's next roll 1, and in games with counters each counter won (or paid, negative) 1; ties,
 * including moves with no good outcome at all, are broken at random. A roll decision compares the
 * best score of keeping with the expected best score of throwing again.
 */
public final class GreedyAgent implements Agent {

    @Override
    public String name() {
        return "greedy";
    }

    @Override
    public String description() {
        return "takes the best immediate outcome: a capture, a rosette, bearing off, safety";
    }

    @Override
    public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
        if (rules == null || state == null || random == null) {
            throw new IllegalArgumentException("rules, state and random must not be null");
        }
        List<Move> moves = rules.legalMoves(state);
        if (moves.size() == 1) {
            return moves.get(0);
        }
        Move best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (Move m : moves) {
            double s = score(rules, state, m);
            if (s > bestScore + 1e-9) {
                best = m;
                bestScore = s;
                ties = 1;
            } else if (s > bestScore - 1e-9 && random.nextInt(++ties) == 0) {
                best = m;
            }
        }
        return best;
    }

    @Override
    public RollDecision chooseRollDecision(RuleSet rules, GameState state, RandomGenerator random) {
        if (rules == null || state == null || random == null) {
            throw new IllegalArgumentException("rules, state and random must not be null");
        }
        GameState kept = Chance.keep(rules, state);
        double keep = kept == null ? Double.NEGATIVE_INFINITY : bestScore(rules, kept);
        double thrown = 0;
        for (Chance.Outcome o : Chance.secondThrow(rules)) {
            thrown += o.probability() * bestScore(rules, Chance.throwAgain(rules, state, o.roll()));
        }
        return keep >= thrown ? new RollDecision(false, null) : new RollDecision(true, Chance.throwSecond(rules, random));
    }

    /** The best move's score in a state after a decision (0 when the turn passed). */
    private static double bestScore(RuleSet rules, GameState s) {
        if (s.phase() != Phase.AWAITING_MOVE || s.turn() == null) {
            return 0;
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Move m : rules.legalMoves(s)) {
            best = Math.max(best, score(rules, s, m));
        }
        return best;
    }

    /**
     * Scores a move's immediate outcome.
     *
     * @param rules the rule set, not null
     * @param state the state awaiting the move, not null
     * @param move a legal move, not null
     * @return the points (see the class comment)
     */
    static double score(RuleSet rules, GameState state, Move move) {
        Player me = state.turn();
        double s = 8.0 * move.captured().size();
        if (move.rosette()) {
            s += 4;
        }
        if (move.isBearOff()) {
            s += 2;
        }
        GameState after = rules.applyMove(state, move);
        if (state.counters() instanceof Counters.Piles before && after.counters() instanceof Counters.Piles now) {
            s += now.of(me) - before.of(me);
        }
        if (move.from() instanceof Location.OnBoard && !move.isBearOff()
                && threatened(rules, asRollOf(state, me.other()), move.piece())
                && !threatened(rules, asRollOf(after, me.other()), move.piece())) {
            s += 1;
        }
        return s;
    }

    /** The same pieces and counters with a player to roll, or null if that cannot be built. */
    private static GameState asRollOf(GameState s, Player roller) {
        if (s.isOver()) {
            return null;
        }
        try {
            return new GameState(Phase.AWAITING_ROLL, roller, null, s.pieces(), s.counters(), null);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether the roller could capture a piece with some roll of the dice. */
    private static boolean threatened(RuleSet rules, GameState s, Piece piece) {
        if (s == null) {
            return false;
        }
        for (Chance.Outcome o : Chance.outcomes(rules.dice())) {
            List<Move> moves;
            try {
                moves = rules.movesForRoll(s, o.roll());
            } catch (IllegalArgumentException | IllegalStateException e) {
                continue;
            }
            for (Move m : moves) {
                if (m.captured().contains(piece)) {
                    return true;
                }
            }
        }
        return false;
    }
}
