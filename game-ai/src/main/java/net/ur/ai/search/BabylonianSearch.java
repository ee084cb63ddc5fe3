package net.ur.ai.search;

import java.util.Arrays;

import net.ur.ai.eval.Objective;
import net.ur.ai.fast.FastBabylonian;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BroadAstragal;

/**
 * Expectiminimax over the compact Babylonian encoding ({@link FastBabylonian}), the same algorithm
 * as {@link GenericSearch} on the readable model: a chance node over the small astragal (1..4, each
 * 1/4), then the roller's decision (the better of keeping the roll, when it has a move, and a chance
 * node over the broad astragal: no passes the turn, yes converts the roll), then the best move;
 * Star1 pruning with the bounds -1..1, and a transposition table of chance nodes. Values are to the
 * player to act, for an {@link Objective}; a finished game is worth the difference of counters (and a
 * bonus for the win, {@link BabylonianEval#WIN_BONUS} in play) over all counters, at most 1, or 1 to
 * the winner when playing to win. Nodes are counted as {@link GenericSearch}
 * counts them: every state visited (chance, decision and move states, finished games, evaluations).
 * Not thread-safe: one search per thread.
 */
public final class BabylonianSearch extends CountingSearch {

    /** A static judgement of a packed position awaiting a roll, to the player to act, strictly inside -1..1. */
    @FunctionalInterface
    public interface PackedEval {
        /**
         * Judges a position.
         *
         * @param code a position of a game that goes on
         * @return its value to the player to act
         */
        double evaluate(long code);
    }

    private static final double LOW = -1.0;
    private static final double HIGH = 1.0;
    private static final byte EXACT = 0;
    private static final byte LOWER = 1;
    private static final byte UPPER = 2;
    private static final int[] CONVERTED = {0, BroadAstragal.convert(1), BroadAstragal.convert(2),
        BroadAstragal.convert(3), BroadAstragal.convert(4)};

    private final FastBabylonian fast;
    private final PackedEval eval;
    private final Objective objective;
    private final double winBonus;
    private final int[][] moveBuffers = new int[128][FastBabylonian.MAX_MOVES];
    private final int[][] scoreBuffers = new int[128][FastBabylonian.MAX_MOVES];
    private final int[][] keyBuffers = new int[128][FastBabylonian.MAX_MOVES];
    private int ply;

    private final int ttMask;
    /**
     * The transposition table, two {@code long}s an entry side by side (one cache line): the position,
     * then the value's float bits (high half), the depth (bits 8..15) and the flag (bits 0..7).
     */
    private final long[] tt;

    private static final int EVAL_MASK = (1 << 14) - 1;
    /** The evaluation cache, two {@code long}s an entry: the position, then the value's bits. */
    private final long[] evalCache = new long[2 * (EVAL_MASK + 1)];

    /**
     * Prepares a search.
     *
     * @param fast the board's encoding, not null
     * @param eval the static evaluation for the objective, not null
     * @param objective what the values measure, not null
     * @param ttBits log2 of the transposition table's entries (0 for none)
     * @param winBonus the counters a win is worth beyond the counters, when playing for counters
     */
    public BabylonianSearch(FastBabylonian fast, PackedEval eval, Objective objective, int ttBits, double winBonus) {
        this.fast = fast;
        this.winBonus = winBonus;
        this.eval = eval;
        this.objective = objective;
        int size = ttBits == 0 ? 0 : 1 << ttBits;
        this.ttMask = size - 1;
        this.tt = new long[2 * size];
        clear();
    }

    public FastBabylonian fast() {
        return fast;
    }

    public Objective objective() {
        return objective;
    }

    /** Empties the transposition table. */
    public void clear() {
        Arrays.fill(tt, -1L);
        Arrays.fill(evalCache, -1L);
    }

    /** The value of a finished game (the position after the winning move) to its winner. */
    public double terminal(long code) {
        if (objective == Objective.WIN) {
            return 1.0;
        }
        int w = FastBabylonian.turn(code);
        double margin = FastBabylonian.counters(code, w) - FastBabylonian.counters(code, 1 - w) + winBonus;
        return Math.min(1.0, margin / BabylonianSetup.TOTAL);
    }

    /**
     * The value of a position awaiting a roll (a chance node) to the player to roll.
     *
     * @param code a position of a game that goes on
     * @param depth rolls to look ahead
     * @param alpha lower end of the window
     * @param beta upper end of the window
     * @return the value (fail-soft)
     */
    public double value(long code, int depth, double alpha, double beta) {
        if ((++nodes & 255) == 0 && System.nanoTime() > deadline) {
            throw SearchTimeout.INSTANCE;
        }
        if (depth <= 0) {
            ++leaves;
            return evaluate(code);
        }
        int slot = 0;
        if (tt.length > 0) {
            slot = 2 * index(code, depth);
            long info = tt[slot + 1];
            if (tt[slot] == code && ((int) info >>> 8 & 0xFF) == depth) {
                double v = Float.intBitsToFloat((int) (info >>> 32));
                int flag = (int) info & 0xFF;
                if (flag == EXACT || (flag == LOWER && v >= beta) || (flag == UPPER && v <= alpha)) {
                    ++tableAnswers;
                    return v;
                }
            }
        }
        double sum = 0;
        double rest = 1;
        byte flag = EXACT;
        double result = 0;
        for (int v = 1; v <= 4; v++) {
            double p = 0.25;
            rest = v == 4 ? 0 : rest - p;
            double a = (alpha - sum - HIGH * rest) / p;
            double b = (beta - sum - LOW * rest) / p;
            double x = decision(code, v, depth - 1, Math.max(a, LOW), Math.min(b, HIGH), null);
            sum += p * x;
            if (x >= b) {
                flag = LOWER;
                result = sum + LOW * rest;
                break;
            }
            if (x <= a) {
                flag = UPPER;
                result = sum + HIGH * rest;
                break;
            }
        }
        if (flag == EXACT) {
            result = sum;
        }
        if (tt.length > 0) {
            tt[slot] = code;
            tt[slot + 1] = ((long) Float.floatToRawIntBits((float) result) << 32) | (depth << 8) | flag;
        }
        return result;
    }

    /**
     * The static evaluation through a small cache: the same leaf recurs often (the position after a
     * pass is reached from every small roll), and the evaluation depends on the position alone.
     */
    private double evaluate(long code) {
        long h = code * 0x9E3779B97F4A7C15L;
        int slot = 2 * ((int) (h ^ (h >>> 32)) & EVAL_MASK);
        if (evalCache[slot] == code) {
            return Double.longBitsToDouble(evalCache[slot + 1]);
        }
        ++evaluations;
        double v = eval.evaluate(code);
        evalCache[slot] = code;
        evalCache[slot + 1] = Double.doubleToRawLongBits(v);
        return v;
    }

    private int index(long code, int depth) {
        long h = (code + depth * 0x9E3779B97F4A7C15L) * 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 29)) & ttMask;
    }

    /**
     * The value of the roll decision with small roll v to the player to act: the better of keeping
     * (when v has a move) and the broad astragal's chance node; fills {@code values} ([0] keep, NaN
     * when not allowed; [1] throw) when given.
     */
    public double decision(long code, int v, int depth, double alpha, double beta, double[] values) {
        ++nodes;
        double best = Double.NEGATIVE_INFINITY;
        int n = fast.moves(code, v, moveBuffers[ply]);
        if (n > 0) {
            best = bestMove(code, n, depth, alpha, beta);
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
        // the broad astragal, with Star1 windows: no (1/2) passes the turn, then yes (1/2) converts the roll
        double sum = 0;
        double thrown = Double.NaN;
        for (int outcome = 0; outcome < 2; outcome++) {
            double rest = outcome == 0 ? 0.5 : 0;
            double a = (a0 - sum - HIGH * rest) / 0.5;
            double b = (beta - sum - LOW * rest) / 0.5;
            double x;
            if (outcome == 1 && (n = fast.moves(code, CONVERTED[v], moveBuffers[ply])) > 0) {
                x = bestMove(code, n, depth, Math.max(a, LOW), Math.min(b, HIGH));
            } else {
                x = -value(FastBabylonian.pass(code), depth, -Math.min(b, HIGH), -Math.max(a, LOW));
            }
            sum += 0.5 * x;
            if (x >= b) {
                thrown = sum + LOW * rest;
                break;
            }
            if (x <= a) {
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

    /**
     * The best move's value to the player to act among the n moves generated into this ply's buffer
     * (the state awaiting that move counts as a node).
     */
    private double bestMove(long code, int n, int depth, double alpha, double beta) {
        ++nodes;
        int[] moves = moveBuffers[ply];
        int[] scores = scoreBuffers[ply];
        int[] order = order(moves, scores, n);
        double best = Double.NEGATIVE_INFINITY;
        ply++;
        try {
            for (int k = 0; k < n; k++) {
                int m = moves[order[k]];
                double x;
                long child = fast.apply(code, m);
                if (fast.wins(code, m)) {
                    ++nodes;
                    x = terminal(child);
                } else {
                    x = -value(child, depth, -beta, -Math.max(alpha, best));
                }
                if (x > best) {
                    best = x;
                    if (best >= beta) {
                        return best;
                    }
                }
            }
        } finally {
            ply--;
        }
        return best;
    }

    /**
     * Orders moves for pruning, best first by a quick guess: a capture, counters collected, fewer
     * paid, a bird borne off, then the most advanced bird. Returns indices into {@code moves} (kept
     * in {@code scores}' buffer, which it overwrites).
     */
    private int[] order(int[] moves, int[] scores, int n) {
        int[] keys = keyBuffers[ply];
        for (int k = 0; k < n; k++) {
            int m = moves[k];
            int key = (FastBabylonian.captured(m) >= 0 ? 64 : 0) + 4 * FastBabylonian.counterChange(m)
                    + FastBabylonian.target(m);
            int j = k;
            while (j > 0 && keys[j - 1] < key) {
                keys[j] = keys[j - 1];
                scores[j] = scores[j - 1];
                j--;
            }
            keys[j] = key;
            scores[j] = k;
        }
        return scores;
    }
}
