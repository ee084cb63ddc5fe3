package net.ur.ai.search;

import java.util.List;

import net.ur.ai.eval.Chance;
import net.ur.ai.eval.ClassicEval;
import net.ur.ai.fast.FastClassic;
import net.ur.rules.board.Route;
import net.ur.rules.classic.ClassicSettings;

/**
 * Expectiminimax over the compact encoding of a classic game ({@link FastClassic}): chance nodes
 * over the dice, the player to move choosing at each roll (an extra roll keeps the choice with the
 * same player), a static evaluation at the depth limit, a transposition table of chance nodes, and
 * Ballard's Star1 pruning (alpha-beta windows carried through chance nodes, using the bounds -1..1
 * of every value). Values are always to the player to roll in a code. Not thread-safe: one search
 * per thread.
 */
public final class ClassicSearch extends CountingSearch {

    private static final double LOW = -1.0;
    private static final double HIGH = 1.0;
    private static final byte EXACT = 0;
    private static final byte LOWER = 1;
    private static final byte UPPER = 2;

    private final FastClassic fast;
    private final ClassicEval eval;
    private final int length;
    private final int[] rolls;
    private final double[] probs;
    /** [p * length + d]: mask of the opponent's steps on the same square as p's step d. */
    private final long[] oppSame;
    /** [p * length + d]: landing there grants another roll. */
    private final boolean[] extra;
    private final int[][] moveBuffers;
    private final int[][] orderBuffers;
    private final boolean pruning;

    private final int ttMask;
    private final long[] ttKeys;
    private final float[] ttValues;
    private final byte[] ttDepths;
    private final byte[] ttFlags;

    /**
     * Prepares a search.
     *
     * @param settings the classic rules, not null
     * @param eval the evaluation for these rules, not null
     * @param ttBits log2 of the transposition table's entries (0 for none)
     * @param pruning whether to prune with Star1 (false: plain expectiminimax, for comparison)
     */
    public ClassicSearch(ClassicSettings settings, ClassicEval eval, int ttBits, boolean pruning) {
        this.fast = new FastClassic(settings);
        this.eval = eval;
        this.length = settings.routes().light().length();
        List<Chance.Outcome> outcomes = Chance.outcomes(settings.dice());
        this.rolls = new int[outcomes.size()];
        this.probs = new double[outcomes.size()];
        for (int i = 0; i < rolls.length; i++) {
            rolls[i] = outcomes.get(i).roll().value();
            probs[i] = outcomes.get(i).probability();
        }
        Route[] routes = {settings.routes().light(), settings.routes().dark()};
        this.oppSame = new long[2 * length];
        this.extra = new boolean[2 * length];
        for (int p = 0; p < 2; p++) {
            for (int d = 0; d < length; d++) {
                var sq = routes[p].square(d);
                for (int e = 0; e < length; e++) {
                    if (routes[1 - p].square(e).equals(sq)) {
                        oppSame[p * length + d] |= 1L << e;
                    }
                }
                extra[p * length + d] = settings.rosettesGrantExtraRoll() && settings.board().isRosette(sq);
            }
        }
        this.moveBuffers = new int[64][settings.pieces() + 1];
        this.orderBuffers = new int[64][settings.pieces() + 1];
        this.pruning = pruning;
        int size = ttBits <= 0 ? 1 : 1 << ttBits;
        this.ttMask = size - 1;
        this.ttKeys = new long[size];
        this.ttValues = new float[size];
        this.ttDepths = new byte[size];
        this.ttFlags = new byte[size];
    }

    public FastClassic fast() {
        return fast;
    }

    /** Forgets the transposition table. */
    public void clear() {
        java.util.Arrays.fill(ttKeys, 0L);
    }

    /**
     * The value of a code that awaits a roll, to the player to roll.
     *
     * @param code a code, possibly a finished game
     * @param depth the rolls to look ahead, at least 0 (0: the static evaluation)
     * @param alpha the lower end of the window
     * @param beta the upper end of the window
     * @return the value (fail-soft: a bound outside the window when it fails)
     */
    public double chance(long code, int depth, double alpha, double beta) {
        int w = fast.winner(code);
        if (w >= 0) {
            return w == fast.turn(code) ? HIGH : LOW;
        }
        if (depth <= 0) {
            nodes++;
            return eval.evaluate(code);
        }
        if ((++nodes & 255) == 0 && System.nanoTime() > deadline) {
            throw SearchTimeout.INSTANCE;
        }
        int slot = (int) (mix(code) & ttMask);
        if (ttKeys[slot] == code && ttDepths[slot] >= depth) {
            double v = ttValues[slot];
            byte f = ttFlags[slot];
            if (f == EXACT || (f == LOWER && v >= beta) || (f == UPPER && v <= alpha)) {
                return v;
            }
        }
        double sum = 0;
        double rest = 1;
        double result = Double.NaN;
        byte flag = EXACT;
        for (int i = 0; i < rolls.length; i++) {
            double p = probs[i];
            rest -= p;
            if (rest < 1e-12) {
                rest = 0;
            }
            double v;
            if (pruning) {
                double a = (alpha - sum - HIGH * rest) / p;
                double b = (beta - sum - LOW * rest) / p;
                v = decide(code, rolls[i], depth, Math.max(a, LOW), Math.min(b, HIGH));
                sum += p * v;
                if (v >= b) {
                    result = sum + LOW * rest;
                    flag = LOWER;
                    break;
                }
                if (v <= a) {
                    result = sum + HIGH * rest;
                    flag = UPPER;
                    break;
                }
            } else {
                v = decide(code, rolls[i], depth, LOW, HIGH);
                sum += p * v;
            }
        }
        if (flag == EXACT) {
            result = sum;
        }
        if (ttMask > 0) {
            ttKeys[slot] = code;
            ttValues[slot] = (float) result;
            ttDepths[slot] = (byte) depth;
            ttFlags[slot] = flag;
        }
        return result;
    }

    /**
     * The value of a roll in hand: the best move's, or the pass's.
     *
     * @param code the code awaiting that roll
     * @param roll the roll
     * @param depth the depth of the chance node the roll came from, at least 1
     * @param alpha the lower end of the window
     * @param beta the upper end of the window
     * @return the value to the player who rolled
     */
    public double decide(long code, int roll, int depth, double alpha, double beta) {
        int[] out = moveBuffers[depth];
        int n = fast.moves(code, roll, out);
        if (n == 0) {
            return -chance(fast.pass(code), depth - 1, -beta, -alpha);
        }
        if (n > 1 && depth > 1) {
            order(code, roll, out, n, orderBuffers[depth]);
        }
        int me = fast.turn(code);
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            long child = fast.apply(code, roll, out[i]);
            double a = Math.max(alpha, best);
            double v = fast.turn(child) == me
                    ? chance(child, depth - 1, a, beta)
                    : -chance(child, depth - 1, -beta, -a);
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
     * Orders moves for pruning: captures, then extra rolls, then bearing off, then the most advanced piece.
     */
    private void order(long code, int roll, int[] moves, int n, int[] scores) {
        int p = fast.turn(code);
        long opp = fast.mask(code, 1 - p);
        for (int i = 0; i < n; i++) {
            int from = moves[i];
            int dest = from + roll;
            int s = from + 1;
            if (dest >= length) {
                s += 200;
            } else {
                if ((opp & oppSame[p * length + dest]) != 0) {
                    s += 800;
                }
                if (extra[p * length + dest]) {
                    s += 400;
                }
            }
            scores[i] = s;
        }
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
    }

    /**
     * The value of a move's result to the player who moved.
     *
     * @param code the code before the move (awaiting the roll)
     * @param roll the roll
     * @param from the start step, -1 to enter
     * @param depth the rolls to look ahead after the move, at least 0
     * @param alpha the lower end of the window
     * @param beta the upper end of the window
     * @return the value
     */
    public double afterMove(long code, int roll, int from, int depth, double alpha, double beta) {
        long child = fast.apply(code, roll, from);
        return fast.turn(child) == fast.turn(code)
                ? chance(child, depth, alpha, beta)
                : -chance(child, depth, -beta, -alpha);
    }

    private static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        x ^= x >>> 33;
        return x;
    }
}
