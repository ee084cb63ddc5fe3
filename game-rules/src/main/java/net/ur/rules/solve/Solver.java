package net.ur.rules.solve;

import java.util.stream.IntStream;

import net.ur.rules.classic.ClassicSettings;

/**
 * The fast solver: value iteration to a fixed point over the {@link PositionIndex} of a classic rule set.
 * Layers (a, b) of positions with a light pieces and b dark pieces borne off are solved from the most
 * borne off down: a layer depends only on itself, its mirror (b, a) (positions with dark to roll) and
 * layers with more pieces borne off, so (a, b) and (b, a) are solved together as one group. Within a
 * group, Gauss-Seidel sweeps update the values in place (rows of light configurations in parallel on
 * every core) until the largest change is below the tolerance. Values are floats while solving and
 * 16-bit in the resulting {@link SolvedTable}.
 */
public final class Solver {

    /** Default tolerance: stop a layer when no value changes by more than this in a sweep. */
    public static final double TOLERANCE = 1e-7;

    /** Receives progress after each sweep. */
    @FunctionalInterface
    public interface Progress {
        /**
         * Called after a sweep.
         *
         * @param lightOff light's pieces borne off in the layer
         * @param darkOff dark's pieces borne off in the layer
         * @param groupsDone layer groups finished before this one
         * @param groups all layer groups
         * @param sweep the sweep number within the group, from 1
         * @param maxChange the largest change in the sweep
         * @param seconds since the solve began
         */
        void sweep(int lightOff, int darkOff, int groupsDone, int groups, int sweep, double maxChange, double seconds);
    }

    private Solver() {
    }

    /**
     * Solves a classic rule set.
     *
     * @param settings the rules (any route whose dark route mirrors light's; pieces 1..7)
     * @param tolerance the convergence threshold, e.g. {@link #TOLERANCE}
     * @param progress receives progress, or null
     * @return the table
     */
    public static SolvedTable solve(ClassicSettings settings, double tolerance, Progress progress) {
        long t0 = System.nanoTime();
        Backup backup = new Backup(settings);
        PositionIndex ix = backup.index;
        int n = ix.pieces;
        float[][] layers = new float[n * n][];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                float[] layer = new float[(int) ((long) ix.count(a) * ix.count(b))];
                int cb = ix.count(b);
                for (int li = 0; li < ix.count(a); li++) {
                    for (int di = 0; di < cb; di++) {
                        layer[li * cb + di] = ix.valid(ix.masks[li], ix.masks[di]) ? 0.5f : Float.NaN;
                    }
                }
                layers[a * n + b] = layer;
            }
        }
        Backup.Values values = (lm, a, dm, b) -> layers[a * n + b][ix.rank(lm) * ix.count(b) + ix.rank(dm)];
        int groups = n * (n + 1) / 2;
        int done = 0;
        for (int sum = 2 * n - 2; sum >= 0; sum--) {
            for (int a = Math.max(0, sum - (n - 1)); a <= sum / 2; a++) {
                int b = sum - a;
                int[][] group = a == b ? new int[][] {{a, b}} : new int[][] {{a, b}, {b, a}};
                int sweep = 0;
                double change;
                do {
                    change = 0;
                    sweep++;
                    for (int[] ab : group) {
                        change = Math.max(change, sweepLayer(backup, layers, values, ab[0], ab[1]));
                    }
                    if (progress != null) {
                        progress.sweep(a, b, done, groups, sweep, change, (System.nanoTime() - t0) / 1e9);
                    }
                } while (change > tolerance);
                done++;
            }
        }
        char[][] q = new char[n * n][];
        for (int i = 0; i < layers.length; i++) {
            float[] layer = layers[i];
            char[] out = new char[layer.length];
            for (int j = 0; j < layer.length; j++) {
                out[j] = Float.isNaN(layer[j]) ? SolvedTable.INVALID : SolvedTable.quantise(layer[j]);
            }
            q[i] = out;
            layers[i] = null;
        }
        return new SolvedTable(settings, q);
    }

    private static double sweepLayer(Backup backup, float[][] layers, Backup.Values values, int a, int b) {
        PositionIndex ix = backup.index;
        int n = ix.pieces;
        float[] layer = layers[a * n + b];
        int cb = ix.count(b);
        return IntStream.range(0, ix.count(a)).parallel().mapToDouble(li -> {
            int[] buf = new int[n + 1];
            long lm = ix.masks[li];
            double max = 0;
            int base = li * cb;
            for (int di = 0; di < cb; di++) {
                float old = layer[base + di];
                if (Float.isNaN(old)) {
                    continue;
                }
                float v = (float) backup.backup(lm, a, ix.masks[di], b, values, buf);
                layer[base + di] = v;
                max = Math.max(max, Math.abs(v - old));
            }
            return max;
        }).max().orElse(0);
    }
}
