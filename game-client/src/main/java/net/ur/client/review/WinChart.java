package net.ur.client.review;

import java.util.List;

import net.ur.ai.review.Review;
import net.ur.ai.review.Turn;

/**
 * The winning chance over a game drawn into pixels, for {@link WinChartPanel}: light's chance at each
 * roll's start (and the result at the end) as a gold line over a dark ground with the even line
 * marked, in the Babylonian game light's expected margin of counters as a second, blue line (scaled to
 * the largest margin), and the move a replay stands at as a pale column. Pure Java (no jME), so the
 * drawing is tested without a window.
 */
public final class WinChart {

    /** Ground, RGBA. */
    static final int GROUND = 0x1b1712e0;
    /** The even line (a 50% chance; no counters ahead). */
    static final int EVEN = 0x5a5248ff;
    /** Light's winning chance. */
    static final int CHANCE = 0xe8c25aff;
    /** Light's expected margin of counters. */
    static final int COUNTERS = 0x5fa8e8ff;
    /** The move a replay stands at. */
    static final int CURSOR = 0xfff4d0ff;

    private final double[] chance;
    private final double[] margin;
    private final boolean exact;

    /**
     * @param chance light's winning chance at each point, 0..1, at least one point; not null, unaffected
     * @param margin light's expected margin of counters at each point (as many), or null without counters
     * @param exact whether the values are perfect play's (else an estimate)
     */
    public WinChart(double[] chance, double[] margin, boolean exact) {
        if (chance == null || chance.length == 0) {
            throw new IllegalArgumentException("a chart needs at least one chance");
        }
        if (margin != null && margin.length != chance.length) {
            throw new IllegalArgumentException("the margins must be as many as the chances (" + chance.length
                    + "), not " + margin.length);
        }
        for (double c : chance) {
            if (!(c >= 0 && c <= 1)) {
                throw new IllegalArgumentException("a chance must be 0..1, not " + c);
            }
        }
        this.chance = chance.clone();
        this.margin = margin == null ? null : margin.clone();
        this.exact = exact;
    }

    /**
     * The chart of a review: a point before each roll and one for the end.
     *
     * @param review the review, not null
     * @return the chart
     */
    public static WinChart of(Review review) {
        List<Turn> turns = review.turns();
        double[] c = new double[turns.size() + 1];
        double[] m = review.hasCounters() ? new double[turns.size() + 1] : null;
        for (int i = 0; i < turns.size(); i++) {
            c[i] = clamp(turns.get(i).lightBefore());
            if (m != null) {
                m[i] = turns.get(i).lightMarginBefore();
            }
        }
        c[turns.size()] = clamp(review.end());
        if (m != null) {
            m[turns.size()] = review.marginEnd();
        }
        return new WinChart(c, m, review.exact());
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /** @return the points */
    public int points() {
        return chance.length;
    }

    /** @return whether the values are exact (perfect play's) */
    public boolean exact() {
        return exact;
    }

    /** @return whether the chart has the counters' line */
    public boolean hasCounters() {
        return margin != null;
    }

    /**
     * The x of a point in a chart of some width.
     *
     * @param point 0..points - 1
     * @param width the pixels across, at least 2
     * @return the column
     */
    public int column(int point, int width) {
        return chance.length == 1 ? 0 : (int) Math.round(point * (width - 1) / (double) (chance.length - 1));
    }

    /**
     * The row of a chance (row 0 at the bottom, as jME's images are stored).
     *
     * @param value 0..1
     * @param height the pixels high, at least 2
     * @return the row
     */
    public static int row(double value, int height) {
        return (int) Math.round(value * (height - 1));
    }

    /**
     * Draws the chart.
     *
     * @param width pixels across, 2..4096
     * @param height pixels high, 2..4096
     * @param cursor the point a replay stands at, or -1 for none
     * @return RGBA pixels, row 0 at the bottom: {@code pixels[y * width + x]}
     */
    public int[] draw(int width, int height, int cursor) {
        if (width < 2 || height < 2 || width > 4096 || height > 4096) {
            throw new IllegalArgumentException("a chart is 2..4096 pixels each way, not " + width + "x" + height);
        }
        int[] px = new int[width * height];
        java.util.Arrays.fill(px, GROUND);
        int even = row(0.5, height);
        for (int x = 0; x < width; x++) {
            px[even * width + x] = EVEN;
        }
        if (cursor >= 0 && cursor < chance.length) {
            int cx = column(cursor, width);
            for (int y = 0; y < height; y++) {
                px[y * width + cx] = CURSOR;
            }
        }
        if (margin != null) {
            double most = 1;
            for (double m : margin) {
                most = Math.max(most, Math.abs(m));
            }
            double[] scaled = new double[margin.length];
            for (int i = 0; i < margin.length; i++) {
                scaled[i] = 0.5 + 0.5 * margin[i] / most;
            }
            line(px, width, height, scaled, COUNTERS);
        }
        line(px, width, height, chance, CHANCE);
        return px;
    }

    private void line(int[] px, int width, int height, double[] values, int colour) {
        for (int i = 0; i < values.length; i++) {
            int x0 = column(i, width);
            int y0 = row(values[i], height);
            int x1 = i + 1 < values.length ? column(i + 1, width) : x0;
            int y1 = i + 1 < values.length ? row(values[i + 1], height) : y0;
            int steps = Math.max(1, Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
            for (int s = 0; s <= steps; s++) {
                int x = x0 + Math.round((x1 - x0) * s / (float) steps);
                int y = y0 + Math.round((y1 - y0) * s / (float) steps);
                px[y * width + x] = colour;
            }
        }
    }
}
