package net.ur.ai.train;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import net.ur.ai.eval.Chance;
import net.ur.ai.eval.ClassicEval;
import net.ur.ai.eval.GenericEval;
import net.ur.ai.fast.FastClassic;
import net.ur.ai.search.ClassicEvals;
import net.ur.ai.search.GenericSearch;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;

/**
 * Fits the weights of {@link ClassicEval} (and of {@link GenericEval}, on the readable model) to measurements: it plays self-play games on the compact
 * encoding (each move the best by the current evaluation one roll deep, one move in ten at random
 * for variety), records the features of sampled positions with whether the player to roll went on
 * to win, and fits a logistic regression to them by Newton's method. Run by {@code ur bench ai --tune}.
 */
public final class EvalTuner {

    /**
     * The result of a fit.
     *
     * @param weights the fitted weights
     * @param positions the positions fitted
     * @param logLoss the mean log loss of the fit on its positions (nats)
     * @param baseLoss the log loss of always answering the overall win rate
     */
    public record Fit(double[] weights, int positions, double logLoss, double baseLoss) {
    }

    private EvalTuner() {
    }

    /**
     * Plays games with some weights and fits new ones to their outcomes.
     *
     * @param settings the classic rules, not null
     * @param weights the weights that choose the moves of the self-play games, {@link ClassicEval#FEATURES} of them
     * @param games the number of self-play games, at least 1
     * @param seed the seed of the games
     * @return the fit
     */
    public static Fit fit(ClassicSettings settings, double[] weights, int games, long seed) {
        if (settings == null || weights == null || weights.length != ClassicEval.FEATURES || games < 1) {
            throw new IllegalArgumentException("need settings, " + ClassicEval.FEATURES + " weights and games >= 1");
        }
        FastClassic fast = new FastClassic(settings);
        ClassicEval eval = new ClassicEval(fast, weights);
        int k = ClassicEval.FEATURES;
        double[][] x = new double[1 << 16][];
        boolean[] y = new boolean[1 << 16];
        int n = 0;
        SplittableRandom random = new SplittableRandom(seed);
        int[] out = new int[settings.pieces() + 1];
        long[] codes = new long[4096];
        for (int g = 0; g < games; g++) {
            long code = fast.start();
            int count = 0;
            while (fast.winner(code) < 0) {
                if (random.nextInt(3) == 0 && count < codes.length) {
                    codes[count++] = code;
                }
                int roll = fast.rollFromBits(random.nextLong());
                int m = fast.moves(code, roll, out);
                if (m == 0) {
                    code = fast.pass(code);
                    continue;
                }
                int pick = 0;
                if (m > 1) {
                    if (random.nextInt(10) == 0) {
                        pick = random.nextInt(m);
                    } else {
                        double best = Double.NEGATIVE_INFINITY;
                        for (int i = 0; i < m; i++) {
                            long child = fast.apply(code, roll, out[i]);
                            double v = fast.winner(child) >= 0 ? 1.0
                                    : fast.turn(child) == fast.turn(code) ? eval.evaluate(child) : -eval.evaluate(child);
                            if (v > best) {
                                best = v;
                                pick = i;
                            }
                        }
                    }
                }
                code = fast.apply(code, roll, out[pick]);
            }
            int winner = fast.winner(code);
            for (int i = 0; i < count; i++) {
                if (n == x.length) {
                    x = Arrays.copyOf(x, n * 2);
                    y = Arrays.copyOf(y, n * 2);
                }
                double[] f = new double[k];
                eval.features(codes[i], f);
                x[n] = f;
                y[n] = fast.turn(codes[i]) == winner;
                n++;
            }
        }
        return logistic(x, y, n, new double[k]);
    }

    /**
     * Plays games on the readable model with some weights of {@link GenericEval} and fits new ones to
     * their outcomes (each move and roll decision the best one roll deep, one move in ten at random).
     *
     * @param rules any rule set, not null
     * @param weights the weights that choose the moves, {@link GenericEval#FEATURES} of them
     * @param games the number of self-play games, at least 1
     * @param seed the seed of the games
     * @return the fit
     */
    public static Fit fitGeneric(RuleSet rules, double[] weights, int games, long seed) {
        if (rules == null || weights == null || weights.length != GenericEval.FEATURES || games < 1) {
            throw new IllegalArgumentException("need rules, " + GenericEval.FEATURES + " weights and games >= 1");
        }
        GenericSearch search = new GenericSearch(rules, new GenericEval(weights));
        SplittableRandom random = new SplittableRandom(seed);
        List<double[]> x = new ArrayList<>();
        List<Boolean> y = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            GameState s = rules.initialState();
            List<double[]> fs = new ArrayList<>();
            List<Player> turns = new ArrayList<>();
            while (!s.isOver()) {
                switch (s.phase()) {
                    case AWAITING_ROLL -> {
                        if (random.nextInt(2) == 0) {
                            double[] f = new double[GenericEval.FEATURES];
                            GenericEval.features(rules, s, f);
                            fs.add(f);
                            turns.add(s.turn());
                        }
                        s = rules.applyRoll(s, rules.roll(random));
                    }
                    case AWAITING_ROLL_DECISION -> {
                        double[] v = new double[2];
                        search.bestDecision(s, 0, -1, 1, v);
                        boolean again = Double.isNaN(v[0]) || v[1] > v[0] || random.nextInt(10) == 0;
                        s = again ? Chance.throwAgain(rules, s, Chance.throwSecond(rules, random))
                                : Chance.keep(rules, s);
                    }
                    default -> {
                        List<Move> moves = rules.legalMoves(s);
                        int pick = 0;
                        if (random.nextInt(10) == 0) {
                            pick = random.nextInt(moves.size());
                        } else if (moves.size() > 1) {
                            double[] v = new double[moves.size()];
                            search.bestMove(s, moves, 0, -1, 1, v);
                            for (int i = 1; i < v.length; i++) {
                                if (v[i] > v[pick]) {
                                    pick = i;
                                }
                            }
                        }
                        s = rules.applyMove(s, moves.get(pick));
                    }
                }
            }
            for (int i = 0; i < fs.size(); i++) {
                x.add(fs.get(i));
                y.add(turns.get(i) == s.winner());
            }
        }
        boolean[] labels = new boolean[y.size()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = y.get(i);
        }
        return logistic(x.toArray(new double[0][]), labels, labels.length, new double[GenericEval.FEATURES]);
    }

    /**
     * Fits a logistic regression by Newton's method (with a tiny ridge for stability).
     */
    public static Fit logistic(double[][] x, boolean[] y, int n, double[] w) {
        double[] t = new double[n];
        for (int i = 0; i < n; i++) {
            t[i] = y[i] ? 1 : 0;
        }
        return logistic(x, t, n, w);
    }

    /**
     * Fits a logistic regression to targets in 0..1 (a draw a half) by Newton's method, with a tiny ridge.
     *
     * @param x the features of n positions
     * @param y the targets
     * @param n the positions
     * @param w the starting weights, refined in place
     * @return the fit; its losses are cross-entropies (the base: always answering the mean target)
     */
    public static Fit logistic(double[][] x, double[] y, int n, double[] w) {
        int k = w.length;
        for (int iter = 0; iter < 25; iter++) {
            double[] grad = new double[k];
            double[][] hess = new double[k][k];
            for (int i = 0; i < n; i++) {
                double z = 0;
                for (int j = 0; j < k; j++) {
                    z += w[j] * x[i][j];
                }
                double p = 1 / (1 + Math.exp(-z));
                double r = y[i] - p;
                double q = p * (1 - p);
                for (int j = 0; j < k; j++) {
                    grad[j] += r * x[i][j];
                    for (int l = 0; l < k; l++) {
                        hess[j][l] += q * x[i][j] * x[i][l];
                    }
                }
            }
            for (int j = 0; j < k; j++) {
                grad[j] -= 1e-3 * w[j];
                hess[j][j] += 1e-3;
            }
            double[] step = solve(hess, grad);
            double size = 0;
            for (int j = 0; j < k; j++) {
                w[j] += step[j];
                size = Math.max(size, Math.abs(step[j]));
            }
            if (size < 1e-6) {
                break;
            }
        }
        double loss = 0;
        double wins = 0;
        for (int i = 0; i < n; i++) {
            double z = 0;
            for (int j = 0; j < k; j++) {
                z += w[j] * x[i][j];
            }
            double p = Math.min(1 - 1e-12, Math.max(1e-12, 1 / (1 + Math.exp(-z))));
            loss -= y[i] * Math.log(p) + (1 - y[i]) * Math.log(1 - p);
            wins += y[i];
        }
        double rate = wins / n;
        double base = -(rate * Math.log(rate) + (1 - rate) * Math.log(1 - rate));
        return new Fit(w, n, loss / n, base);
    }

    public static double[] solve(double[][] a, double[] b) {
        int k = b.length;
        double[][] m = new double[k][k + 1];
        for (int i = 0; i < k; i++) {
            System.arraycopy(a[i], 0, m[i], 0, k);
            m[i][k] = b[i];
        }
        for (int c = 0; c < k; c++) {
            int pivot = c;
            for (int r = c + 1; r < k; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = m[c];
            m[c] = m[pivot];
            m[pivot] = t;
            for (int r = 0; r < k; r++) {
                if (r != c && m[c][c] != 0) {
                    double f = m[r][c] / m[c][c];
                    for (int j = c; j <= k; j++) {
                        m[r][j] -= f * m[c][j];
                    }
                }
            }
        }
        double[] x = new double[k];
        for (int i = 0; i < k; i++) {
            x[i] = m[i][i] == 0 ? 0 : m[i][k] / m[i][i];
        }
        return x;
    }

    /**
     * Runs rounds of fitting (each round's games played with the previous round's weights) and prints them.
     *
     * @param rules the rules, not null
     * @param rounds the rounds, at least 1
     * @param games self-play games per round
     * @param seed the seed
     * @param out where each round's figures go, not null
     * @return the last fit
     */
    public static Fit tune(RuleSet rules, int rounds, int games, long seed, PrintStream out) {
        ClassicSettings settings = rules instanceof ClassicRuleSet c ? c.settings() : null;
        double[] w = settings != null ? ClassicEvals.weights(settings) : GenericEval.weights(rules);
        Fit fit = null;
        for (int r = 0; r < rounds; r++) {
            fit = settings != null ? fit(settings, w, games, seed + r) : fitGeneric(rules, w, games, seed + r);
            w = fit.weights();
            StringBuilder b = new StringBuilder();
            for (double v : w) {
                b.append(b.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.4f", v));
            }
            out.printf(Locale.ROOT, "  %s round %d: %d positions from %d games, log loss %.4f (base %.4f): {%s}%n",
                    rules.name(), r + 1, fit.positions(), games, fit.logLoss(), fit.baseLoss(), b);
        }
        return fit;
    }
}
