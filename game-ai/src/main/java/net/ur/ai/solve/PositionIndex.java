package net.ur.ai.solve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.classic.ClassicSettings;

/**
 * The joint combinatorial index of the positions with light to roll (dark to roll is the mirror image,
 * so it is never stored). The board's squares that either route uses are the <em>cells</em>; a cell holds
 * nothing, or a light piece at one of light's route steps on that square, or a dark piece at one of
 * dark's (a square only one side uses has two contents, a shared one three; a route that comes back to a
 * square gives it more). Layer (a, b) holds the positions where light has borne off a pieces and dark b:
 * every filling of the cells with at most N - a light and N - b dark pieces (the waiting pieces are the
 * rest). A filling's index is its rank in the mixed-radix order of the cells' contents restricted to
 * those counts: the sum over the cells of the number of fillings that put a smaller content in that cell
 * and agree before it. Every index is a possible position (two pieces never share a square), so no key
 * and no gap is stored: Finkel has 137,870,097 of them.
 */
final class PositionIndex {

    final int length;
    final int pieces;
    /** Number of cells. */
    final int cells;
    /** Contents per cell at most (the stride of {@link #pre}). */
    private final int maxOptions;
    /** Per cell: light's steps on its square, dark's steps on its square. */
    private final long[] cellLight;
    private final long[] cellDark;
    /** Per step: the content number its piece makes in its cell. */
    private final int[] lightOption;
    private final int[] darkOption;
    /** Per cell and content: the light step or dark step it stands for (-1 for none), for unranking. */
    private final int[][] optionLightStep;
    private final int[][] optionDarkStep;
    /** Per cell: the number of contents. */
    private final int[] options;
    /**
     * pre[((cell * maxOptions + content) * (N + 1) + lightRoom) * (N + 1) + darkRoom]: fillings of the later
     * cells after a smaller content in this cell, with this much room left.
     */
    private final long[] pre;
    /** count[lightRoom * (N + 1) + darkRoom]: fillings of all cells. */
    private final long[] count;
    /** layerBase[a * pieces + b]: index of the first position of layer (a, b) in the whole table. */
    private final long[] layerBase;
    /** Positions in all layers. */
    final long size;

    PositionIndex(ClassicSettings settings) {
        Route light = settings.routes().light();
        Route dark = settings.routes().dark();
        this.length = light.length();
        this.pieces = settings.pieces();
        Map<Square, List<long[]>> bySquare = new LinkedHashMap<>();
        // cells in light's route order, then dark's own squares in dark's order
        for (int d = 0; d < length; d++) {
            bySquare.computeIfAbsent(light.square(d), s -> new ArrayList<>());
        }
        for (int e = 0; e < length; e++) {
            bySquare.computeIfAbsent(dark.square(e), s -> new ArrayList<>());
        }
        List<Square> squares = new ArrayList<>(bySquare.keySet());
        cells = squares.size();
        cellLight = new long[cells];
        cellDark = new long[cells];
        options = new int[cells];
        lightOption = new int[length];
        darkOption = new int[length];
        int most = 1;
        for (int c = 0; c < cells; c++) {
            Square sq = squares.get(c);
            int o = 1;
            for (int d = 0; d < length; d++) {
                if (light.square(d).equals(sq)) {
                    cellLight[c] |= 1L << d;
                    lightOption[d] = o++;
                }
            }
            for (int e = 0; e < length; e++) {
                if (dark.square(e).equals(sq)) {
                    cellDark[c] |= 1L << e;
                    darkOption[e] = o++;
                }
            }
            options[c] = o;
            most = Math.max(most, o);
        }
        maxOptions = most;
        optionLightStep = new int[cells][];
        optionDarkStep = new int[cells][];
        for (int c = 0; c < cells; c++) {
            optionLightStep[c] = new int[options[c]];
            optionDarkStep[c] = new int[options[c]];
            java.util.Arrays.fill(optionLightStep[c], -1);
            java.util.Arrays.fill(optionDarkStep[c], -1);
            for (int d = 0; d < length; d++) {
                if ((cellLight[c] >>> d & 1) != 0) {
                    optionLightStep[c][lightOption[d]] = d;
                }
                if ((cellDark[c] >>> d & 1) != 0) {
                    optionDarkStep[c][darkOption[d]] = d;
                }
            }
        }
        int w = pieces + 1;
        // fill[c][l][k]: fillings of cells c.. with at most l light and k dark pieces
        long[][] fill = new long[cells + 1][w * w];
        java.util.Arrays.fill(fill[cells], 1);
        pre = new long[cells * maxOptions * w * w];
        for (int c = cells - 1; c >= 0; c--) {
            for (int l = 0; l <= pieces; l++) {
                for (int k = 0; k <= pieces; k++) {
                    long sum = 0;
                    for (int o = 0; o < options[c]; o++) {
                        pre[((c * maxOptions + o) * w + l) * w + k] = sum;
                        int nl = l - (optionLightStep[c][o] >= 0 ? 1 : 0);
                        int nk = k - (optionDarkStep[c][o] >= 0 ? 1 : 0);
                        if (nl >= 0 && nk >= 0) {
                            sum += fill[c + 1][nl * w + nk];
                        }
                    }
                    fill[c][l * w + k] = sum;
                }
            }
        }
        count = fill[0];
        layerBase = new long[pieces * pieces];
        long total = 0;
        for (int a = 0; a < pieces; a++) {
            for (int b = 0; b < pieces; b++) {
                layerBase[a * pieces + b] = total;
                total += count(a, b);
            }
        }
        size = total;
    }

    /** The number of positions in layer (a, b). */
    int count(int lightFinished, int darkFinished) {
        return (int) count[(pieces - lightFinished) * (pieces + 1) + pieces - darkFinished];
    }

    /** The number of positions in layer (a, b), exact even where it exceeds an int (then no solve fits). */
    long layerSize(int lightFinished, int darkFinished) {
        return count[(pieces - lightFinished) * (pieces + 1) + pieces - darkFinished];
    }

    long layerBase(int a, int b) {
        return layerBase[a * pieces + b];
    }

    /**
     * The index within layer (a, b) of a position with light to roll.
     *
     * @param lightMask light's occupied steps
     * @param lightFinished a
     * @param darkMask dark's occupied steps (no square shared with light's)
     * @param darkFinished b
     * @return 0 .. count(a, b) - 1
     */
    int rank(long lightMask, int lightFinished, long darkMask, int darkFinished) {
        int w = pieces + 1;
        int l = pieces - lightFinished;
        int k = pieces - darkFinished;
        long r = 0;
        long[] pre = this.pre;
        for (int c = 0; c < cells; c++) {
            long lo = lightMask & cellLight[c];
            int o = 0;
            if (lo != 0) {
                o = lightOption[Long.numberOfTrailingZeros(lo)];
                r += pre[((c * maxOptions + o) * w + l) * w + k];
                l--;
            } else {
                long dk = darkMask & cellDark[c];
                if (dk != 0) {
                    o = darkOption[Long.numberOfTrailingZeros(dk)];
                    r += pre[((c * maxOptions + o) * w + l) * w + k];
                    k--;
                }
            }
        }
        return (int) r;
    }

    /**
     * The position of an index: light's and dark's step masks.
     *
     * @param a light's pieces borne off
     * @param b dark's pieces borne off
     * @param index 0 .. count(a, b) - 1
     * @param out receives {light mask, dark mask}
     */
    void unrank(int a, int b, int index, long[] out) {
        int w = pieces + 1;
        int l = pieces - a;
        int k = pieces - b;
        long r = index;
        long lm = 0;
        long dm = 0;
        for (int c = 0; c < cells; c++) {
            int base = c * maxOptions;
            int o = options[c] - 1;
            while (o > 0 && (pre[((base + o) * w + l) * w + k] > r || !fits(c, o, l, k))) {
                o--;
            }
            r -= pre[((base + o) * w + l) * w + k];
            int ls = optionLightStep[c][o];
            int ds = optionDarkStep[c][o];
            if (ls >= 0) {
                lm |= 1L << ls;
                l--;
            } else if (ds >= 0) {
                dm |= 1L << ds;
                k--;
            }
        }
        out[0] = lm;
        out[1] = dm;
    }

    private boolean fits(int c, int o, int l, int k) {
        return (optionLightStep[c][o] < 0 || l > 0) && (optionDarkStep[c][o] < 0 || k > 0);
    }

    /**
     * The cells a configuration of the side to roll (light, in the index) occupies, as a bit per cell, or -1
     * if two of its pieces would share a square. Needs at most 64 cells (every classic board has 20).
     */
    long rollerCells(long mask) {
        return cellsOf(mask, cellLight);
    }

    /** The cells a configuration of the other side (dark, in the index) occupies, or -1 as {@link #rollerCells}. */
    long otherCells(long mask) {
        return cellsOf(mask, cellDark);
    }

    private long cellsOf(long mask, long[] cellSteps) {
        if (cells > 64) {
            throw new IllegalStateException(cells + " cells, more than 64");
        }
        long out = 0;
        for (int c = 0; c < cells; c++) {
            long in = mask & cellSteps[c];
            if (in != 0) {
                if ((in & (in - 1)) != 0) {
                    return -1;
                }
                out |= 1L << c;
            }
        }
        return out;
    }

    /** Whether two step masks can stand together: no square holds two pieces. */
    boolean valid(long lightMask, long darkMask) {
        for (int c = 0; c < cells; c++) {
            if (Long.bitCount(lightMask & cellLight[c]) + Long.bitCount(darkMask & cellDark[c]) > 1) {
                return false;
            }
        }
        return true;
    }
}
