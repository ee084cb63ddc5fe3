package net.ur.ai.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Properties;

import net.ur.ai.fast.FastRavensburg;
import net.ur.rules.ravensburg.RavensburgRuleSet;

/**
 * The learned static evaluation of the Ravensburg game, on the compact encoding
 * ({@link FastRavensburg}): a logistic model of the chance that the player to act wins (a draw
 * counting half), over the features of {@link #features}. The weights are fitted to self-play games
 * by {@link RavensburgTrainer} ({@code ur bench ai --learn --rules ravensburg}) and read from the
 * resource {@code ravensburg-eval.properties} beside this class.
 */
public final class RavensburgEval {

    /** The number of features of the base model (every level but the master). */
    public static final int FEATURES = 14;
    /** The number of features of the master's model: the base ones and {@link #features}' six more. */
    public static final int MASTER_FEATURES = 20;
    /** The resource holding the learned weights, beside this class. */
    public static final String RESOURCE = "ravensburg-eval.properties";
    /** The key of the base model's weights in {@link #RESOURCE}. */
    public static final String KEY = "ravensburg.win";
    /** The key of the master's model's weights in {@link #RESOURCE}. */
    public static final String MASTER_KEY = "ravensburg.master";

    private static final int CELL_5 = RavensburgRuleSet.CELL_5;
    private static final int MID_FIRST = RavensburgRuleSet.MIDDLE_FIRST;
    private static final int MID_LAST = RavensburgRuleSet.MIDDLE_LAST;

    private final double[] win;
    /** Whether this is the master's model ({@link #MASTER_FEATURES}): only it weighs rescues and deliveries. */
    private final boolean master;
    private final int[] moves = new int[FastRavensburg.MAX_MOVES];
    private final int[] bestCapture = new int[6];
    /** [cell]: the opponent's men a landing there captures (the middle row's cells only). */
    private final int[] runs = new int[FastRavensburg.CELLS];
    /** [cell]: the player's own men a landing there frees (directly beneath the captured run). */
    private final int[] frees = new int[FastRavensburg.CELLS];
    private final int[] bestRescue = new int[6];
    /** [0 the player to act, 1 the opponent][throw]: the most captives one carrier delivers with it. */
    private final int[][] delivery = new int[2][6];
    /** The rescue expectation found by the last {@link #threat} call. */
    private double rescue;

    /**
     * Creates an evaluation with given weights.
     *
     * @param win {@link #FEATURES} weights (the base model) or {@link #MASTER_FEATURES} (the master's), not null
     */
    public RavensburgEval(double[] win) {
        if (win == null || (win.length != FEATURES && win.length != MASTER_FEATURES)) {
            throw new IllegalArgumentException("the Ravensburg evaluation needs " + FEATURES + " or " + MASTER_FEATURES
                    + " weights");
        }
        this.win = win.clone();
        this.master = win.length == MASTER_FEATURES;
    }

    /**
     * Returns the evaluation with the learned weights (from {@link #RESOURCE}).
     *
     * @return a new evaluation (it keeps a move buffer: one per search)
     * @throws IllegalStateException if the resource is missing or damaged
     */
    public static RavensburgEval learned() {
        return new RavensburgEval(Learned.WEIGHTS);
    }

    /**
     * Returns the master's evaluation with its learned weights (from {@link #RESOURCE}).
     *
     * @return a new evaluation of {@link #MASTER_FEATURES} features
     * @throws IllegalStateException if the resource is missing or damaged
     */
    public static RavensburgEval learnedMaster() {
        return new RavensburgEval(LearnedMaster.WEIGHTS);
    }

    /**
     * Returns hand-set starting weights before any learning: men removed, captives carried, the
     * threats.
     *
     * @return the evaluation
     */
    public static RavensburgEval untrained() {
        return untrained(FEATURES);
    }

    /**
     * Returns hand-set starting weights for a model of a size: men removed, captives carried, the threats.
     *
     * @param features {@link #FEATURES} or {@link #MASTER_FEATURES}
     * @return the evaluation
     */
    public static RavensburgEval untrained(int features) {
        double[] w = new double[features];
        w[0] = 0.6;
        w[1] = 0.5;
        w[2] = 0.3;
        w[9] = 0.3;
        w[10] = -0.3;
        return new RavensburgEval(w);
    }

    /** The resource, read once. */
    private static final class Learned {
        static final double[] WEIGHTS = read(KEY, FEATURES);
    }

    /** The master's model in the resource, read once. */
    private static final class LearnedMaster {
        static final double[] WEIGHTS = read(MASTER_KEY, MASTER_FEATURES);
    }

    private static double[] read(String key, int features) {
        Properties p = new Properties();
        try (InputStream in = RavensburgEval.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the learned Ravensburg evaluation " + RESOURCE
                        + " is missing from the classpath");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
        String v = p.getProperty(key);
        if (v == null) {
            throw new IllegalStateException(RESOURCE + " has no " + key);
        }
        String[] parts = v.trim().split("\\s*,\\s*");
        if (parts.length != features) {
            throw new IllegalStateException(RESOURCE + ": " + key + " needs " + features + " weights, has "
                    + parts.length);
        }
        double[] w = new double[features];
        for (int i = 0; i < features; i++) {
            w[i] = Double.parseDouble(parts[i]);
        }
        return w;
    }

    /**
     * Returns the weights.
     *
     * @return a copy
     */
    public double[] weights() {
        return win.clone();
    }

    /**
     * Returns the number of features this model weighs.
     *
     * @return {@link #FEATURES} or {@link #MASTER_FEATURES}
     */
    public int size() {
        return win.length;
    }

    /**
     * Computes the features of a position awaiting a roll, to the player to act (each the player's
     * less the opponent's, but the last): 0 the opponent's men removed (the score that decides a game
     * ended by the limits); 1 captives carried in cell 5, safe from rescue; 2 captives carried in the
     * middle row; 3 the same, each times the cells still to go to cell 6 (over 9); 4 red men free on
     * top of a tower (they hunt forwards and backwards); 5 red men in play (free or not); 6 blue men
     * free in the middle row without captives; 7 men waiting to enter; 8 blue men in their home cells
     * without captives (of no more use: a blue man in cell 6 never moves again); 9 the men the player
     * to act expects to capture with its next throw (for each throw 1..5, a sixth each, the most men
     * one move captures); 10 the same of the opponent, were it to throw now; 11 feature 0 times the
     * quiet turns (over 100: a lead counts more as the quiet end nears); 12 feature 0 times the turns
     * played (over 1,000); 13 a constant 1. The master's model adds: 14 the player's own men the
     * player to act expects to free with its next throw (for each throw the most men one landing frees:
     * its men directly beneath the captured run, a sixth each), 15 the same of the opponent; 16 the
     * progress of the free blue men in the middle row (each its cells past the row's first, over 8); 17
     * free men in the player's own cells 1-4 (safe, in reach of the middle row's first cells); 18 the
     * captives the player to act expects to deliver into cell 6 with its next throw (for each throw the
     * most one carrier brings home, none while cell 6 holds five of its men, a sixth each), 19 the same of
     * the opponent.
     *
     * @param s a position of a game that goes on
     * @param out receives {@link #size} values
     */
    public void features(long[] s, double[] out) {
        int me = FastRavensburg.turn(s);
        Arrays.fill(out, 0, win.length, 0);
        if (master) {
            Arrays.fill(delivery[0], 0);
            Arrays.fill(delivery[1], 0);
        }
        for (int c = 0; c < FastRavensburg.CELLS; c++) {
            long t = s[c];
            int h = FastRavensburg.height(t);
            if (h == 0) {
                continue;
            }
            int top = FastRavensburg.owner(t, h - 1);
            double sign = top == me ? 1 : -1;
            int step = FastRavensburg.step(top, c);
            int captives = FastRavensburg.section(t) - 1;
            boolean red = FastRavensburg.red(t, h - 1);
            for (int i = 0; i < h; i++) {
                int o = FastRavensburg.owner(t, i);
                double si = o == me ? 1 : -1;
                if (FastRavensburg.red(t, i)) {
                    out[5] += si;
                } else if (o == top && step >= CELL_5 && !(i == h - 1 && captives > 0)) {
                    out[8] += si;
                }
            }
            if (red) {
                out[4] += sign;
            }
            if (captives > 0) {
                if (step == CELL_5) {
                    out[1] += sign * captives;
                } else {
                    out[2] += sign * captives;
                    out[3] += sign * captives * (RavensburgRuleSet.CELL_6 - step) / 9.0;
                }
            } else if (!red && step >= MID_FIRST && step <= MID_LAST) {
                out[6] += sign;
                if (master) {
                    out[16] += sign * (step - MID_FIRST) / 8.0;
                }
            }
            if (master && step < MID_FIRST) {
                out[17] += sign;
            }
            if (master && captives > 0) {
                int n = RavensburgRuleSet.CELL_6 - step;
                if (n >= 1 && n <= 5) {
                    int p = top == me ? 0 : 1;
                    delivery[p][n] = Math.max(delivery[p][n], captives);
                }
            }
        }
        out[0] = FastRavensburg.removed(s, 1 - me) - FastRavensburg.removed(s, me);
        out[7] = FastRavensburg.waiting(s, me) - FastRavensburg.waiting(s, 1 - me);
        out[9] = threat(s, me);
        if (master) {
            out[14] = rescue;
        }
        out[10] = threat(s, 1 - me);
        if (master) {
            out[15] = rescue;
            out[18] = deliveries(s, me, delivery[0]);
            out[19] = deliveries(s, 1 - me, delivery[1]);
        }
        out[11] = out[0] * FastRavensburg.quiet(s) / (double) RavensburgRuleSet.QUIET_LIMIT;
        out[12] = out[0] * FastRavensburg.turns(s) / (double) RavensburgRuleSet.TURN_LIMIT;
        out[13] = 1;
    }

    /**
     * The captives a player expects to deliver into cell 6 with its next throw: for each throw 1..5 the
     * most captives one carrier that throw brings home (none when cell 6 holds five of the player's men).
     */
    private static double deliveries(long[] s, int player, int[] best) {
        long t = s[FastRavensburg.cell(player, RavensburgRuleSet.CELL_6)];
        int own = 0;
        for (int i = FastRavensburg.height(t) - 1; i >= 0; i--) {
            own += FastRavensburg.owner(t, i) == player ? 1 : 0;
        }
        if (own >= RavensburgRuleSet.HOME_LIMIT) {
            return 0;
        }
        return (best[1] + best[2] + best[3] + best[4] + best[5]) / 6.0;
    }

    /** The men a player expects to capture with a throw: for each value 1..5 (a sixth each) the best capture. */
    public double threat(long[] s, int player) {
        if (!master) {
            return captureThreat(s, player);
        }
        // captures happen only in the middle row (the opponent's men stand on top nowhere else a man can
        // reach), so only the moves that land there are looked at: forwards from an entry or a tower the
        // player tops, and backwards for a red man without captives
        int[] best = bestCapture;
        int[] freed = bestRescue;
        Arrays.fill(best, 0);
        Arrays.fill(freed, 0);
        for (int c = MID_FIRST; c <= MID_LAST; c++) {
            long t = s[c];
            int h = FastRavensburg.height(t);
            runs[c] = 0;
            frees[c] = 0;
            if (h > 0 && FastRavensburg.owner(t, h - 1) != player) {
                int i = h - 1;
                while (i >= 0 && FastRavensburg.owner(t, i) != player) {
                    i--;
                }
                runs[c] = h - 1 - i;
                int f = 0;
                while (i >= 0 && FastRavensburg.owner(t, i) == player) {
                    f++;
                    i--;
                }
                frees[c] = f;
            }
        }
        if (FastRavensburg.waiting(s, player) > 0) {
            // an entry with n lands on step n - 1: the middle row only with a 5
            best[5] = Math.max(best[5], runs[MID_FIRST]);
            freed[5] = Math.max(freed[5], frees[MID_FIRST]);
        }
        for (int c = 0; c < FastRavensburg.CELLS; c++) {
            long t = s[c];
            int h = FastRavensburg.height(t);
            if (h == 0 || FastRavensburg.owner(t, h - 1) != player) {
                continue;
            }
            int st = FastRavensburg.step(player, c);
            for (int n = 1; n <= 5; n++) {
                int d = st + n;
                if (d >= MID_FIRST && d <= MID_LAST) {
                    best[n] = Math.max(best[n], runs[d]);
                    freed[n] = Math.max(freed[n], frees[d]);
                }
            }
            if (FastRavensburg.red(t, h - 1) && FastRavensburg.section(t) == 1) {
                for (int n = 1; n <= 5; n++) {
                    int d = st - n;
                    if (d >= MID_FIRST && d <= MID_LAST) {
                        best[n] = Math.max(best[n], runs[d]);
                        freed[n] = Math.max(freed[n], frees[d]);
                    }
                }
            }
        }
        rescue = (freed[1] + freed[2] + freed[3] + freed[4] + freed[5]) / 6.0;
        return (best[1] + best[2] + best[3] + best[4] + best[5]) / 6.0;
    }

    /**
     * The base model's {@link #threat}: the captures alone (the rescues, which only the master's model
     * weighs, made the base model's search a fifth slower when found for every position).
     */
    private double captureThreat(long[] s, int player) {
        int[] best = bestCapture;
        Arrays.fill(best, 0);
        for (int c = MID_FIRST; c <= MID_LAST; c++) {
            long t = s[c];
            int h = FastRavensburg.height(t);
            runs[c] = 0;
            if (h > 0 && FastRavensburg.owner(t, h - 1) != player) {
                int run = 0;
                for (int i = h - 1; i >= 0 && FastRavensburg.owner(t, i) != player; i--) {
                    run++;
                }
                runs[c] = run;
            }
        }
        if (FastRavensburg.waiting(s, player) > 0) {
            // an entry with n lands on step n - 1: the middle row only with a 5
            best[5] = Math.max(best[5], runs[MID_FIRST]);
        }
        for (int c = 0; c < FastRavensburg.CELLS; c++) {
            long t = s[c];
            int h = FastRavensburg.height(t);
            if (h == 0 || FastRavensburg.owner(t, h - 1) != player) {
                continue;
            }
            int st = FastRavensburg.step(player, c);
            for (int n = 1; n <= 5; n++) {
                int d = st + n;
                if (d >= MID_FIRST && d <= MID_LAST) {
                    best[n] = Math.max(best[n], runs[d]);
                }
            }
            if (FastRavensburg.red(t, h - 1) && FastRavensburg.section(t) == 1) {
                for (int n = 1; n <= 5; n++) {
                    int d = st - n;
                    if (d >= MID_FIRST && d <= MID_LAST) {
                        best[n] = Math.max(best[n], runs[d]);
                    }
                }
            }
        }
        return (best[1] + best[2] + best[3] + best[4] + best[5]) / 6.0;
    }

    /**
     * The same threat by the move generator (slower; for tests).
     *
     * @param s a position
     * @param player 0 light, 1 dark
     * @return the expected men captured with the player's next throw
     */
    public double threatByMoves(long[] s, int player) {
        double sum = 0;
        for (int n = 1; n <= 5; n++) {
            int k = FastRavensburg.generate(s, player, n, moves);
            int best = 0;
            for (int i = 0; i < k; i++) {
                best = Math.max(best, FastRavensburg.captures(moves[i]));
            }
            sum += best;
        }
        return sum / 6.0;
    }

    /**
     * The estimated chance that the player to act wins, a draw counting half.
     *
     * @param f the features
     * @return 0.001..0.999
     */
    public double winChance(double[] f) {
        double x = 0;
        for (int i = 0; i < win.length; i++) {
            x += win[i] * f[i];
        }
        return Math.min(0.999, Math.max(0.001, 1 / (1 + Math.exp(-x))));
    }

    /**
     * Judges a position awaiting a roll, to the player to act.
     *
     * @param s a position of a game that goes on
     * @param scratch at least {@link #size} doubles to work in
     * @return 2w - 1, w the chance of winning (a draw half), strictly between -1 and 1
     */
    public double evaluate(long[] s, double[] scratch) {
        features(s, scratch);
        return 2 * winChance(scratch) - 1;
    }
}
