package net.ur.rules.solve;

import net.ur.rules.Route;
import net.ur.rules.classic.ClassicSettings;

/**
 * The combinatorial index of the positions with light to roll (dark to roll is the mirror image, so it
 * is never stored). A side is its set of occupied route steps (a subset of at most N of the L steps) and
 * its count of finished pieces f; the waiting pieces are the rest. A side's configuration is ranked by
 * the size k of its subset, then the subset's colexicographic rank (the combinatorial number system:
 * sum of C(c_i, i) over its steps c_1 &lt; c_2 &lt; ...), so that the same rank serves every f (only the
 * count of ranks allowed, those with k &lt;= N - f, changes). Layer (a, b) holds the positions where light
 * has borne off a pieces and dark b; its index is {@code rank(light) * count(b) + rank(dark)}. No key is
 * stored; indexes of impossible pairs (two pieces on one square) are skipped by {@link #valid}.
 */
final class PositionIndex {

    final int length;
    final int pieces;
    /** binom[n][k]. */
    private final long[][] binom;
    /** offset[k]: the number of subsets with fewer than k steps. */
    private final int[] offset;
    /** Every subset of at most N steps, by rank. */
    final long[] masks;
    /** layerBase[a * pieces + b]: index of the first position of layer (a, b). */
    private final long[] layerBase;
    final long size;
    /** For light's step d: dark's steps on the same square. */
    private final long[] oppSame;
    /** For a step d: the other own steps on the same square (routes that revisit squares). */
    private final long[] ownSame;

    PositionIndex(ClassicSettings settings) {
        Route light = settings.routes().light();
        Route dark = settings.routes().dark();
        this.length = light.length();
        this.pieces = settings.pieces();
        binom = new long[length + 1][length + 1];
        for (int n = 0; n <= length; n++) {
            binom[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                binom[n][k] = binom[n - 1][k - 1] + binom[n - 1][k];
            }
        }
        offset = new int[pieces + 2];
        for (int k = 1; k <= pieces + 1; k++) {
            offset[k] = offset[k - 1] + (int) binom[length][k - 1];
        }
        masks = new long[offset[pieces + 1]];
        for (long m = 0; m < (1L << length); m++) {
            if (Long.bitCount(m) <= pieces) {
                masks[rank(m)] = m;
            }
        }
        oppSame = new long[length];
        ownSame = new long[length];
        for (int d = 0; d < length; d++) {
            for (int e = 0; e < length; e++) {
                if (dark.square(e).equals(light.square(d))) {
                    oppSame[d] |= 1L << e;
                }
                if (e != d && light.square(e).equals(light.square(d))) {
                    ownSame[d] |= 1L << e;
                }
            }
        }
        layerBase = new long[pieces * pieces];
        long total = 0;
        for (int a = 0; a < pieces; a++) {
            for (int b = 0; b < pieces; b++) {
                layerBase[a * pieces + b] = total;
                total += (long) count(a) * count(b);
            }
        }
        size = total;
    }

    /** The number of configurations of a side with f pieces finished. */
    int count(int finished) {
        return offset[pieces - finished + 1];
    }

    int rank(long mask) {
        int k = 0;
        long r = 0;
        long m = mask;
        while (m != 0) {
            int c = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            k++;
            r += binom[c][k];
        }
        return offset[Long.bitCount(mask)] + (int) r;
    }

    long layerBase(int a, int b) {
        return layerBase[a * pieces + b];
    }

    /** Index of the position with light to roll. */
    long index(long lightMask, int lightFinished, long darkMask, int darkFinished) {
        return layerBase[lightFinished * pieces + darkFinished] + (long) rank(lightMask) * count(darkFinished)
                + rank(darkMask);
    }

    /** Whether two sides can stand together: no square holds two pieces. */
    boolean valid(long lightMask, long darkMask) {
        long m = lightMask;
        while (m != 0) {
            int d = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if ((oppSame[d] & darkMask) != 0 || (ownSame[d] & lightMask) != 0) {
                return false;
            }
        }
        m = darkMask;
        while (m != 0) {
            int d = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if ((ownSame[d] & darkMask) != 0) {
                return false;
            }
        }
        return true;
    }
}
