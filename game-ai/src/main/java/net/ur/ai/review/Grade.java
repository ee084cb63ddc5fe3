package net.ur.ai.review;

import java.util.Locale;

/**
 * The grade of a choice by the winning chance it gave up against the best choice (its loss, 0..1).
 * The thresholds were calibrated on the full Finkel table against what the levels lose to perfect play
 * (docs/REVIEW.md, "Grades"): a loss up to {@link #upTo} of a grade earns it.
 */
public enum Grade {
    /** The best choice, or one within the solved table's rounding of it (1e-4). */
    BEST(1e-4),
    /** Under 0.5% of the winning chance given up. */
    EXCELLENT(0.005),
    /** Under 1.5%. */
    GOOD(0.015),
    /** Under 3%. */
    INACCURACY(0.03),
    /** Under 6%. */
    MISTAKE(0.06),
    /** 6% or more. */
    BLUNDER(Double.POSITIVE_INFINITY);

    private final double upTo;

    Grade(double upTo) {
        this.upTo = upTo;
    }

    /**
     * The largest loss of this grade: a loss below it (at most it, for {@link #BEST}) and at least the grade
     * before's earns this grade.
     *
     * @return the threshold, in winning chance
     */
    public double upTo() {
        return upTo;
    }

    /**
     * The grade of a loss.
     *
     * @param loss the winning chance given up, at least 0 (a slightly negative rounding counts as 0)
     * @return its grade
     */
    public static Grade of(double loss) {
        if (Double.isNaN(loss)) {
            throw new IllegalArgumentException("a loss must be a number, not NaN");
        }
        if (loss <= BEST.upTo) {
            return BEST;
        }
        for (Grade g : values()) {
            if (g != BEST && loss < g.upTo) {
                return g;
            }
        }
        return BLUNDER;
    }

    /** @return the grade's name as the JSON and the text print it: {@code best}, {@code inaccuracy} ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
