package net.ur.ai.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import net.ur.ai.eval.Chance;
import net.ur.ai.eval.Evaluator;
import net.ur.ai.eval.Utility;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;

/**
 * Expectiminimax over the readable model, for any rule set: chance nodes over the dice
 * ({@link Chance#outcomes}), and in phase AWAITING_ROLL_DECISION a choice between keeping the roll
 * and a chance node over the second die. Star1 pruning and a transposition table as in
 * {@link ClassicSearch}. Values are to the player to act in a state. Not thread-safe.
 */
public final class GenericSearch extends CountingSearch {

    private static final double LOW = -1.0;
    private static final double HIGH = 1.0;
    private static final int TABLE_LIMIT = 50_000;

    /** A transposition table entry. */
    private record Entry(int depth, double value, int flag) {
    }

    /** A table key: a state awaiting a roll and the depth left. */
    private record Key(GameState state, int depth) {
    }

    private final RuleSet rules;
    private final Evaluator eval;
    private final List<Chance.Outcome> rolls;
    private final Map<Key, Entry> table = new HashMap<>();

    public GenericSearch(RuleSet rules, Evaluator eval) {
        this.rules = rules;
        this.eval = eval;
        this.rolls = Chance.outcomes(rules.dice());
    }

    public RuleSet rules() {
        return rules;
    }

    /** Every position judged statically is evaluated: this search keeps no cache of evaluations. */
    @Override
    public long leaves() {
        return evaluations;
    }

    /**
     * The value of a state to the player to act in it.
     *
     * @param s any state of the rule set
     * @param depth rolls to look ahead (the depth drops by one at each roll)
     * @param alpha lower end of the window
     * @param beta upper end of the window
     * @return the value (fail-soft)
     */
    public double value(GameState s, int depth, double alpha, double beta) {
        if ((++nodes & 63) == 0 && System.nanoTime() > deadline) {
            throw SearchTimeout.INSTANCE;
        }
        switch (s.phase()) {
            case GAME_OVER:
                return Utility.terminal(s, s.turn());
            case AWAITING_MOVE:
                return bestMove(s, rules.legalMoves(s), depth, alpha, beta, null);
            case AWAITING_ROLL_DECISION:
                return bestDecision(s, depth, alpha, beta, null);
            default:
                break;
        }
        if (depth <= 0) {
            ++evaluations;
            return eval.evaluate(rules, s);
        }
        Key key = new Key(s, depth);
        Entry e = table.get(key);
        if (e != null && (e.flag() == 0 || (e.flag() == 1 && e.value() >= beta)
                || (e.flag() == 2 && e.value() <= alpha))) {
            ++tableAnswers;
            return e.value();
        }
        double sum = 0;
        double rest = 1;
        int flag = 0;
        double result = 0;
        Player me = s.turn();
        for (Chance.Outcome o : rolls) {
            double p = o.probability();
            rest = Math.max(0, rest - p);
            if (rest < 1e-12) {
                rest = 0;
            }
            double a = (alpha - sum - HIGH * rest) / p;
            double b = (beta - sum - LOW * rest) / p;
            double v = relative(me, rules.applyRoll(s, o.roll()), depth - 1, Math.max(a, LOW), Math.min(b, HIGH));
            sum += p * v;
            if (v >= b) {
                flag = 1;
                result = sum + LOW * rest;
                break;
            }
            if (v <= a) {
                flag = 2;
                result = sum + HIGH * rest;
                break;
            }
        }
        if (flag == 0) {
            result = sum;
        }
        if (table.size() >= TABLE_LIMIT) {
            table.clear();
        }
        table.put(key, new Entry(depth, result, flag));
        return result;
    }

    /**
     * The value of a child state to the player {@code me}.
     */
    public double relative(Player me, GameState child, int depth, double alpha, double beta) {
        return child.turn() == me ? value(child, depth, alpha, beta) : -value(child, depth, -beta, -alpha);
    }

    /**
     * The best move's value; fills {@code values} (one per move, bounds where pruned) when given.
     */
    public double bestMove(GameState s, List<Move> moves, int depth, double alpha, double beta, double[] values) {
        Player me = s.turn();
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            double v = relative(me, rules.applyMove(s, moves.get(i)), depth, Math.max(alpha, best), beta);
            if (values != null) {
                values[i] = v;
            }
            if (v > best) {
                best = v;
                if (best >= beta) {
                    return best;
                }
            }
        }
        return best;
    }

    /**
     * The value of a roll decision: the better of keeping the roll (when allowed) and throwing the
     * second die; fills {@code values} ([0] keep, NaN when not allowed; [1] throw) when given.
     */
    public double bestDecision(GameState s, int depth, double alpha, double beta, double[] values) {
        Player me = s.turn();
        GameState kept = Chance.keep(rules, s);
        double best = Double.NEGATIVE_INFINITY;
        if (kept != null) {
            best = relative(me, kept, depth, alpha, beta);
            if (values != null) {
                values[0] = best;
            }
            if (best >= beta) {
                return best;
            }
        } else if (values != null) {
            values[0] = Double.NaN;
        }
        double a0 = Math.max(alpha, best);
        double sum = 0;
        double rest = 1;
        double thrown = Double.NaN;
        for (Chance.Outcome o : Chance.secondThrow(rules)) {
            double p = o.probability();
            rest = Math.max(0, rest - p);
            if (rest < 1e-12) {
                rest = 0;
            }
            double a = (a0 - sum - HIGH * rest) / p;
            double b = (beta - sum - LOW * rest) / p;
            double v = relative(me, Chance.throwAgain(rules, s, o.roll()), depth, Math.max(a, LOW),
                    Math.min(b, HIGH));
            sum += p * v;
            if (v >= b) {
                thrown = sum + LOW * rest;
                break;
            }
            if (v <= a) {
                thrown = sum + HIGH * rest;
                break;
            }
        }
        if (Double.isNaN(thrown)) {
            thrown = sum;
        }
        if (values != null) {
            values[1] = thrown;
        }
        return Math.max(best, thrown);
    }
}
