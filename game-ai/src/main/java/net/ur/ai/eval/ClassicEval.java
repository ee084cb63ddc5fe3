package net.ur.ai.eval;

import java.util.List;

import net.ur.ai.fast.FastClassic;
import net.ur.rules.board.Route;
import net.ur.rules.classic.ClassicSettings;

/**
 * The static evaluation of a classic position in the compact encoding: an estimate of the chance
 * that the player to roll wins, from a few features of each side (progress along the route, pieces
 * resting on safe shared rosettes, the progress the player to roll can capture with this roll, and
 * the progress the opponent threatens), combined by a logistic function whose weights were fitted
 * to the outcomes of self-play games. Not thread-safe (one per search) ({@code ur bench ai --tune}; see docs/AI.md).
 */
public final class ClassicEval {

    /** The number of features, see {@link #features(long, double[])}. */
    public static final int FEATURES = 7;

    /**
     * The weights self-play tuning starts from and rule sets without fitted weights use: Finkel's
     * fitted weights; the order is that of {@link #features(long, double[])}.
     */
    public static final double[] DEFAULT_WEIGHTS = {0.8226, 0.0950, 0.6852, -0.3869, 0.0767, 0.1469, -0.0178};

    private final FastClassic fast;
    private final int length;
    private final double[] weights;
    private final int maxRoll;
    /** P(roll = k), k = 0..maxRoll. */
    private final double[] rollProb;
    /** [p * length + d]: mask of the opponent's steps on the same square as p's step d. */
    private final long[] oppSame;
    /** [p * length + d]: whether a piece of p at step d cannot be captured (safe rosette or own lane). */
    private final boolean[] safe;
    /** [p]: mask of p's steps on safe rosettes that both players can land on. */
    private final long[] safeShared;
    private final double[] buffer = new double[FEATURES];

    /**
     * Prepares the tables.
     *
     * @param fast the compact encoding of the rules, not null
     * @param weights the feature weights, {@link #FEATURES} of them
     */
    public ClassicEval(FastClassic fast, double[] weights) {
        if (weights.length != FEATURES) {
            throw new IllegalArgumentException("the evaluation needs " + FEATURES + " weights, not " + weights.length);
        }
        ClassicSettings settings = fast.settings();
        this.fast = fast;
        this.weights = weights.clone();
        this.length = settings.routes().light().length();
        List<Chance.Outcome> outcomes = Chance.outcomes(settings.dice());
        int max = 0;
        for (Chance.Outcome o : outcomes) {
            max = Math.max(max, o.roll().value());
        }
        this.maxRoll = max;
        this.rollProb = new double[max + 1];
        for (Chance.Outcome o : outcomes) {
            rollProb[o.roll().value()] = o.probability();
        }
        Route[] routes = {settings.routes().light(), settings.routes().dark()};
        this.oppSame = new long[2 * length];
        this.safe = new boolean[2 * length];
        this.safeShared = new long[2];
        for (int p = 0; p < 2; p++) {
            for (int d = 0; d < length; d++) {
                var sq = routes[p].square(d);
                for (int e = 0; e < length; e++) {
                    if (routes[1 - p].square(e).equals(sq)) {
                        oppSame[p * length + d] |= 1L << e;
                    }
                }
                boolean rosetteSafe = settings.safeRosettes() && settings.board().isRosette(sq);
                safe[p * length + d] = oppSame[p * length + d] == 0 || rosetteSafe;
                if (rosetteSafe && oppSame[p * length + d] != 0) {
                    safeShared[p] |= 1L << d;
                }
            }
        }
    }

    /**
     * Computes the features of a position, each as (player to roll) minus (opponent) where it applies:
     * 0 progress difference in pieces (a finished piece 1, a piece on the board its share of the
     * route), 1 difference of pieces on safe shared rosettes, 2 the expected progress (in pieces) the
     * player to roll captures with this roll, 3 the expected progress the opponent could capture of
     * the player's pieces with one roll as they stand, 4 a constant 1 (the value of having the roll),
     * 5 the difference of finished pieces, 6 the difference of pieces on the board.
     *
     * @param code a code of a game that goes on
     * @param out receives {@link #FEATURES} values
     */
    public void features(long code, double[] out) {
        int p = fast.turn(code);
        int o = 1 - p;
        long mine = fast.mask(code, p);
        long theirs = fast.mask(code, o);
        double scale = length + 1.0;
        int pieces = fast.settings().pieces();
        double progMine = progress(mine, pieces - fast.hand(code, p) - Long.bitCount(mine));
        double progTheirs = progress(theirs, pieces - fast.hand(code, o) - Long.bitCount(theirs));
        out[0] = (progMine - progTheirs) / scale;
        out[1] = Long.bitCount(mine & safeShared[p]) - Long.bitCount(theirs & safeShared[o]);
        out[2] = threat(theirs, o, mine, fast.hand(code, p)) / scale;
        out[3] = threat(mine, p, theirs, fast.hand(code, o)) / scale;
        out[4] = 1;
        out[5] = (pieces - fast.hand(code, p) - Long.bitCount(mine)) - (pieces - fast.hand(code, o) - Long.bitCount(theirs));
        out[6] = Long.bitCount(mine) - Long.bitCount(theirs);
    }

    private double progress(long mask, int finished) {
        double s = finished * (length + 1.0);
        long m = mask;
        while (m != 0) {
            int d = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            s += d + 1;
        }
        return s;
    }

    /**
     * The expected route progress the attacker captures of the victim's exposed pieces, counting for
     * each victim piece the chance that a roll lets some attacker piece (or an entering one) land on it.
     */
    private double threat(long victims, int victim, long attackers, int attackerHand) {
        double sum = 0;
        long m = victims;
        while (m != 0) {
            int d = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            int i = victim * length + d;
            if (safe[i]) {
                continue;
            }
            long target = oppSame[i];
            double hit = 0;
            for (int k = 1; k <= maxRoll; k++) {
                if (rollProb[k] == 0) {
                    continue;
                }
                if ((attackers & (target >>> k)) != 0 || (attackerHand > 0 && ((target >>> (k - 1)) & 1) != 0)) {
                    hit += rollProb[k];
                }
            }
            sum += hit * (d + 1);
        }
        return sum;
    }

    /**
     * Estimates the value of a position to the player to roll.
     *
     * @param code a code of a game that goes on
     * @return 2 * (estimated winning chance) - 1, strictly inside -1..1
     */
    public double evaluate(long code) {
        double[] f = buffer;
        features(code, f);
        double x = 0;
        for (int i = 0; i < FEATURES; i++) {
            x += weights[i] * f[i];
        }
        double v = Math.tanh(x / 2);
        return Math.max(-0.9999, Math.min(0.9999, v));
    }
}
