package net.ur.ai.review;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

import net.ur.rules.dice.Dice;

/**
 * The rolls a side got against what fair dice give: a count per value, the expected counts, and how
 * often fair dice stray at least as far (the chance of a Pearson chi-square statistic at least as large:
 * computed from the chi-square distribution when every value is expected at least 5 times, else by
 * 20,000 simulated sets of as many fair rolls with a fixed seed, so the same rolls always get the same
 * verdict). Immutable; {@link #plus} adds tallies of several games.
 */
public final class DiceTally {

    /** Simulated sets of rolls for a tally too small for the chi-square distribution. */
    static final int SIMULATIONS = 20_000;
    /** The fewest expected rolls of every value for the chi-square distribution to be used. */
    static final double LEAST_EXPECTED = 5;

    private final Dice dice;
    private final int[] counts;

    private DiceTally(Dice dice, int[] counts) {
        this.dice = dice;
        this.counts = counts;
    }

    /**
     * A tally of no rolls.
     *
     * @param dice the dice, not null
     * @return the tally
     */
    public static DiceTally empty(Dice dice) {
        if (dice == null) {
            throw new IllegalArgumentException("dice must not be null");
        }
        return new DiceTally(dice, new int[dice.maxValue() + 1]);
    }

    /**
     * One roll more.
     *
     * @param value a value the dice can give
     * @return the longer tally; this one is unaffected
     */
    public DiceTally add(int value) {
        if (value < 0 || value >= counts.length || dice.probability(value) <= 0) {
            throw new IllegalArgumentException("the dice " + dice.id() + " cannot roll " + value);
        }
        int[] c = counts.clone();
        c[value]++;
        return new DiceTally(dice, c);
    }

    /**
     * Two tallies of the same dice together.
     *
     * @param other a tally of dice with the same id, not null
     * @return the sum
     */
    public DiceTally plus(DiceTally other) {
        if (other == null || !other.dice.id().equals(dice.id())) {
            throw new IllegalArgumentException("only tallies of the same dice add up (" + dice.id() + ")");
        }
        int[] c = counts.clone();
        for (int v = 0; v < c.length; v++) {
            c[v] += other.counts[v];
        }
        return new DiceTally(dice, c);
    }

    /** @return the dice */
    public Dice dice() {
        return dice;
    }

    /** @return the rolls counted */
    public int rolls() {
        return Arrays.stream(counts).sum();
    }

    /**
     * @param value a value
     * @return how many rolls gave it
     */
    public int count(int value) {
        return value < 0 || value >= counts.length ? 0 : counts[value];
    }

    /**
     * @param value a value
     * @return how many rolls fair dice give it on average in this many rolls
     */
    public double expected(int value) {
        return rolls() * dice.probability(value);
    }

    /** @return Pearson's statistic: the sum over the values of (count - expected)^2 / expected */
    public double chiSquare() {
        return statistic(counts);
    }

    private double statistic(int[] c) {
        int n = Arrays.stream(c).sum();
        double x = 0;
        for (int v = 0; v < c.length; v++) {
            double p = dice.probability(v);
            if (p > 0) {
                double e = n * p;
                x += (c[v] - e) * (c[v] - e) / e;
            }
        }
        return x;
    }

    /**
     * How often fair dice stray from their probabilities at least as far as these rolls did.
     *
     * @return 0..1 (1 for no rolls)
     */
    public double fairChance() {
        int n = rolls();
        if (n == 0) {
            return 1;
        }
        double observed = chiSquare();
        int values = 0;
        double least = Double.POSITIVE_INFINITY;
        for (int v = 0; v < counts.length; v++) {
            double p = dice.probability(v);
            if (p > 0) {
                values++;
                least = Math.min(least, n * p);
            }
        }
        if (values < 2) {
            return 1;
        }
        if (least >= LEAST_EXPECTED) {
            return ChiSquare.upperTail(values - 1, observed);
        }
        double[] cumulative = new double[counts.length];
        double acc = 0;
        for (int v = 0; v < counts.length; v++) {
            acc += dice.probability(v);
            cumulative[v] = acc;
        }
        SplittableRandom random = new SplittableRandom(20261125L + n);
        int[] c = new int[counts.length];
        int atLeast = 0;
        for (int s = 0; s < SIMULATIONS; s++) {
            Arrays.fill(c, 0);
            for (int r = 0; r < n; r++) {
                double u = random.nextDouble() * acc;
                int v = 0;
                while (v < c.length - 1 && u >= cumulative[v]) {
                    v++;
                }
                c[v]++;
            }
            if (statistic(c) >= observed - 1e-9) {
                atLeast++;
            }
        }
        return atLeast / (double) SIMULATIONS;
    }

    /**
     * The verdict in plain words: {@code within what fair dice give 63% of the time}, or, when fair dice
     * stray this far less than once in a hundred sets of as many rolls, that it is rare.
     *
     * @return the verdict
     */
    public String verdict() {
        if (rolls() == 0) {
            return "no rolls";
        }
        double p = fairChance();
        String often = percent(p);
        if (p < 0.01) {
            return "further from the odds than fair dice stray " + often + " of the time: rare for fair dice";
        }
        return "within what fair dice give " + often + " of the time";
    }

    private static String percent(double p) {
        double pc = 100 * p;
        if (pc < 1) {
            return String.format(Locale.ROOT, "%.2f%%", pc);
        }
        return String.format(Locale.ROOT, "%.0f%%", pc);
    }

    /** The chi-square distribution's upper tail, by the regularized incomplete gamma function. */
    static final class ChiSquare {

        private ChiSquare() {
        }

        /**
         * @param degrees degrees of freedom, at least 1
         * @param x the statistic, at least 0
         * @return the chance that a chi-square variable with these degrees is at least x
         */
        static double upperTail(int degrees, double x) {
            if (x <= 0) {
                return 1;
            }
            return regularizedGammaQ(degrees / 2.0, x / 2.0);
        }

        /** Q(a, x) = 1 - P(a, x): its series below a + 1, its continued fraction above. */
        static double regularizedGammaQ(double a, double x) {
            double logPrefix = -x + a * Math.log(x) - logGamma(a);
            if (x < a + 1) {
                double term = 1 / a;
                double sum = term;
                for (int k = 1; k < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; k++) {
                    term *= x / (a + k);
                    sum += term;
                }
                return Math.max(0, 1 - Math.exp(logPrefix) * sum);
            }
            // Lentz's method for the continued fraction of Q.
            double tiny = 1e-300;
            double b = x + 1 - a;
            double c = 1 / tiny;
            double d = 1 / b;
            double h = d;
            for (int i = 1; i < 1000; i++) {
                double an = -i * (i - a);
                b += 2;
                d = an * d + b;
                d = Math.abs(d) < tiny ? tiny : d;
                c = b + an / c;
                c = Math.abs(c) < tiny ? tiny : c;
                d = 1 / d;
                double delta = d * c;
                h *= delta;
                if (Math.abs(delta - 1) < 1e-15) {
                    break;
                }
            }
            return Math.min(1, Math.exp(logPrefix) * h);
        }

        /** ln Gamma(a) by Lanczos's approximation (g = 7, nine coefficients), for a > 0. */
        static double logGamma(double a) {
            double[] g = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
                -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
                1.5056327351493116e-7};
            if (a < 0.5) {
                return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * a))) - logGamma(1 - a);
            }
            double z = a - 1;
            double s = g[0];
            for (int i = 1; i < g.length; i++) {
                s += g[i] / (z + i);
            }
            double t = z + 7.5;
            return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(s);
        }
    }
}
