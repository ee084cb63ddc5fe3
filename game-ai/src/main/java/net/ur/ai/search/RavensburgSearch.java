package net.ur.ai.search;

import java.util.function.ToDoubleFunction;

import net.ur.ai.fast.FastRavensburg;

/**
 * {@link GenericSearch}'s expectiminimax on the Ravensburg game's compact encoding
 * ({@link FastRavensburg}): a chance node over the die (1..5, and the six that misses the turn, a
 * sixth each), the best move (a throw without a move passes), Star1 windows through the chance nodes
 * and a transposition table of chance nodes (the position's 64-bit hash and the exact depth). Moves
 * are tried captures first, then deliveries, then the rest. Values are to the player to act, -1..1
 * (2w - 1, a draw 0). Counts nodes as {@link GenericSearch} does (every state visited). Not
 * thread-safe.
 */
public final class RavensburgSearch extends CountingSearch {

    private static final double LOW = -1.0;
    private static final double HIGH = 1.0;
    private static final double SIXTH = 1.0 / 6.0;
    private static final int MAX_PLY = 32;

    private final ToDoubleFunction<long[]> eval;
    private final int mask;
    private final long[] keys;
    private final double[] values;
    /** Per entry: depth + 1 (0: empty), times 4, plus the flag (0 exact, 1 lower bound, 2 upper bound). */
    private final int[] info;
    private final int[][] moveBuffers = new int[MAX_PLY][FastRavensburg.MAX_MOVES];

    /**
     * Creates a search.
     *
     * @param eval the static evaluation of a position awaiting a roll, to the player to act, -1..1
     * @param tableBits log2 of the transposition table's entries (0: a table of one entry)
     */
    public RavensburgSearch(ToDoubleFunction<long[]> eval, int tableBits) {
        this.eval = eval;
        this.mask = (1 << tableBits) - 1;
        this.keys = new long[1 << tableBits];
        this.values = new double[1 << tableBits];
        this.info = new int[1 << tableBits];
    }

    /** Every position judged statically is evaluated: this search keeps no cache of evaluations. */
    @Override
    public long leaves() {
        return evaluations;
    }

    public void clear() {
        java.util.Arrays.fill(info, 0);
    }

    /**
     * The value of a finished game to a player.
     *
     * @param s a finished game
     * @param player 0 light, 1 dark
     * @return 1 won, -1 lost, 0 drawn
     */
    public static double terminal(long[] s, int player) {
        if (FastRavensburg.draw(s)) {
            return 0;
        }
        return FastRavensburg.turn(s) == player ? 1 : -1;
    }

    /**
     * The value to a mover of the position after its move (or its missed turn).
     *
     * @param child the position after it
     * @param mover the player who moved
     * @param depth rolls still to look ahead
     */
    public double child(long[] child, int mover, int depth, double alpha, double beta, int ply) {
        if (FastRavensburg.over(child)) {
            ++nodes;
            return terminal(child, mover);
        }
        return -value(child, depth, -beta, -alpha, ply);
    }

    /**
     * The value of a position awaiting a roll to the player to act.
     *
     * @param s a position of a game that goes on
     * @param depth rolls to look ahead (0: the static evaluation)
     * @param alpha lower end of the window
     * @param beta upper end of the window
     * @return the value (fail-soft)
     */
    public double value(long[] s, int depth, double alpha, double beta) {
        return value(s, depth, alpha, beta, 0);
    }

    private double value(long[] s, int depth, double alpha, double beta, int ply) {
        if ((++nodes & 255) == 0 && System.nanoTime() > deadline) {
            throw SearchTimeout.INSTANCE;
        }
        if (depth <= 0) {
            ++evaluations;
            return eval.applyAsDouble(s);
        }
        long key = FastRavensburg.hash(s);
        int slot = (int) (key ^ (key >>> 32)) & mask;
        int e = info[slot];
        if (e != 0 && keys[slot] == key && (e >>> 2) - 1 == depth) {
            int flag = e & 3;
            double v = values[slot];
            if (flag == 0 || (flag == 1 && v >= beta) || (flag == 2 && v <= alpha)) {
                ++tableAnswers;
                return v;
            }
        }
        int me = FastRavensburg.turn(s);
        int[] moves = moveBuffers[ply];
        double sum = 0;
        double rest = 1;
        int flag = 0;
        double result = 0;
        for (int n = 1; n <= 6; n++) {
            rest = n == 6 ? 0 : rest - SIXTH;
            double a = (alpha - sum - HIGH * rest) / SIXTH;
            double b = (beta - sum - LOW * rest) / SIXTH;
            double lo = Math.max(a, LOW);
            double hi = Math.min(b, HIGH);
            int k = n == 6 ? 0 : FastRavensburg.moves(s, n, moves);
            double v;
            if (k == 0) {
                v = child(FastRavensburg.pass(s), me, depth - 1, lo, hi, ply + 1);
            } else {
                v = best(s, moves, k, me, depth - 1, lo, hi, ply + 1);
            }
            sum += SIXTH * v;
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
        keys[slot] = key;
        values[slot] = result;
        info[slot] = (depth + 1) << 2 | flag;
        return result;
    }

    /** The best move's value to the mover, the moves tried captures first, then deliveries. */
    private double best(long[] s, int[] moves, int k, int me, int depth, double alpha, double beta, int ply) {
        ++nodes;
        order(moves, k);
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < k; i++) {
            double v = child(FastRavensburg.apply(s, moves[i]), me, depth, Math.max(alpha, best), beta, ply);
            if (v > best) {
                best = v;
                if (best >= beta) {
                    return best;
                }
            }
        }
        return best;
    }

    /** Sorts moves by captures, then deliveries (a stable insertion sort of a few moves). */
    private static void order(int[] moves, int k) {
        for (int i = 1; i < k; i++) {
            int m = moves[i];
            int key = rank(m);
            int j = i - 1;
            while (j >= 0 && rank(moves[j]) < key) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = m;
        }
    }

    private static int rank(int move) {
        return FastRavensburg.captures(move) * 4 + (FastRavensburg.delivers(move) ? 2 : 0);
    }
}
