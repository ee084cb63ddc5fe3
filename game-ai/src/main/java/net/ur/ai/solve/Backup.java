package net.ur.ai.solve;

import net.ur.rules.classic.ClassicSettings;
import net.ur.ai.fast.FastClassic;

/**
 * The Bellman equation of a position with light to roll, over {@link FastClassic}'s move generation:
 * the sum over the rolls of the roll's probability times the best successor's value for the mover
 * (the same player's value after an extra roll, one minus the opponent's otherwise, 1 for a win);
 * a roll with no move (a 0 included) passes, so it is worth one minus the mirrored position.
 */
final class Backup {

    /** Values of positions with light to roll. */
    interface Values {
        double get(long lightMask, int lightFinished, long darkMask, int darkFinished);
    }

    final PositionIndex index;
    final FastClassic fast;
    private final int length;
    private final int pieces;
    private final long full;
    private final double[] prob;

    Backup(ClassicSettings settings) {
        this.index = new PositionIndex(settings);
        this.fast = new FastClassic(settings);
        this.length = index.length;
        this.pieces = index.pieces;
        this.full = (1L << length) - 1;
        int max = settings.dice().maxValue();
        prob = new double[max + 1];
        for (int r = 0; r <= max; r++) {
            prob[r] = settings.dice().probability(r);
        }
    }

    long code(long lightMask, int lightFinished, long darkMask, int darkFinished) {
        long wl = pieces - lightFinished - Long.bitCount(lightMask);
        long wd = pieces - darkFinished - Long.bitCount(darkMask);
        return lightMask | (darkMask << length) | (wl << (2 * length)) | (wd << (2 * length + 3));
    }

    /** The mover's (light's) value of a FastClassic code reached by light's move or pass. */
    double valueAfter(long c, Values v) {
        long lm = c & full;
        long dm = (c >>> length) & full;
        int wl = (int) (c >>> (2 * length)) & 7;
        int wd = (int) (c >>> (2 * length + 3)) & 7;
        int turn = (int) (c >>> (2 * length + 6)) & 1;
        int a = pieces - wl - Long.bitCount(lm);
        int b = pieces - wd - Long.bitCount(dm);
        if (a == pieces) {
            return 1;
        }
        if (b == pieces) {
            return 0;
        }
        return turn == 0 ? v.get(lm, a, dm, b) : 1 - v.get(dm, b, lm, a);
    }

    /** The right side of the Bellman equation. */
    double backup(long lm, int a, long dm, int b, Values v, int[] buf) {
        long code = code(lm, a, dm, b);
        double total = 0;
        double pass = -1;
        for (int r = 0; r < prob.length; r++) {
            double p = prob[r];
            if (p == 0) {
                continue;
            }
            int n = r == 0 ? 0 : fast.moves(code, r, buf);
            double best;
            if (n == 0) {
                if (pass < 0) {
                    pass = 1 - v.get(dm, b, lm, a);
                }
                best = pass;
            } else {
                best = 0;
                for (int i = 0; i < n; i++) {
                    best = Math.max(best, valueAfter(fast.apply(code, r, buf[i]), v));
                }
            }
            total += p * best;
        }
        return total;
    }

    int maxRoll() {
        return prob.length - 1;
    }
}
