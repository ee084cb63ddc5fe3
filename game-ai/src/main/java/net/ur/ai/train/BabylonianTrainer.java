package net.ur.ai.train;

import java.io.PrintStream;
import java.util.Locale;
import java.util.SplittableRandom;

import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.Objective;
import net.ur.ai.fast.FastBabylonian;
import net.ur.ai.search.BabylonianSearch;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BroadAstragal;

/**
 * Learns the weights of {@link BabylonianEval} from self-play, by fitting to the outcomes of whole
 * games (Monte Carlo targets: every sampled position is labelled with how its game ended, as TD(1)
 * would label it, and the models are fitted in one batch rather than by gradient steps). Each round
 * plays games on the compact encoding with the current weights (each choice the best one roll deep
 * for counters, one choice in ten at random for variety), samples a third of the positions awaiting
 * a roll, and fits the win model by logistic regression (Newton's method) to whether the player to
 * act won, then the counters model by least squares to the counters that player went on to gain on
 * the opponent. Learning for {@link Objective#WIN} plays the games to win instead (each choice the
 * best one roll deep by the win model of a player playing to win) and fits that model alone.
 * Everything is drawn from one seed, so a run is reproducible. Run by {@code ur bench ai --learn}.
 */
public final class BabylonianTrainer {

    /**
     * The result of a round.
     *
     * @param eval the fitted evaluation
     * @param positions the positions fitted
     * @param games the games played
     * @param logLoss the win model's mean log loss on its positions (nats)
     * @param baseLoss the log loss of always answering the overall win rate
     * @param rmse the counters model's root mean square error on its positions (counters; NaN when
     *     learning to win)
     * @param baseRmse the same of always answering the mean gain
     */
    public record Round(BabylonianEval eval, int positions, int games, double logLoss, double baseLoss, double rmse,
            double baseRmse) {
    }

    private static final int SAMPLE_ONE_IN = 3;

    private BabylonianTrainer() {
    }

    /**
     * Plays self-play games with an evaluation for counters and fits new weights to them.
     *
     * @param eval the evaluation that chooses the self-play moves, not null
     * @param games the number of games, at least 1
     * @param seed the seed of the games
     * @return the round's fit
     */
    public static Round round(BabylonianEval eval, int games, long seed) {
        return round(eval, games, seed, Objective.COUNTERS);
    }

    /**
     * Plays self-play games with an evaluation for an objective and fits new weights to them: for
     * counters the win model and the counters model, to win the win model of a player playing to win
     * (the others kept).
     *
     * @param eval the evaluation that chooses the self-play moves, not null
     * @param games the number of games, at least 1
     * @param seed the seed of the games
     * @param objective what the self-play plays for, not null
     * @return the round's fit
     */
    public static Round round(BabylonianEval eval, int games, long seed, Objective objective) {
        return round(eval, games, seed, objective, 1.0);
    }

    /**
     * Plays self-play games and fits new weights to them, the counters model to TD(lambda) returns: each
     * sampled position's target is the counters its player gains until the next sampled position of the
     * game, plus (1 - lambda) times the gain the playing evaluation predicted there and lambda times that
     * position's own return (the last one's return is the outcome); lambda 1 is the outcome itself. The
     * win model is fitted to the outcomes whatever lambda.
     *
     * @param eval the evaluation that chooses the self-play moves, not null
     * @param games the number of games, at least 1
     * @param seed the seed of the games
     * @param objective what the self-play plays for, not null
     * @param lambda 0..1
     * @return the round's fit
     */
    public static Round round(BabylonianEval eval, int games, long seed, Objective objective, double lambda) {
        return round(eval, games, seed, objective, lambda, 1);
    }

    /**
     * Plays self-play games as above, each choice the best {@code depth} rolls deep (1: the move's own
     * position judged by the evaluation; 3: the expert's search), and fits new weights to them.
     *
     * @param eval the evaluation that chooses the self-play moves, not null
     * @param games the number of games, at least 1
     * @param seed the seed of the games
     * @param objective what the self-play plays for, not null
     * @param lambda 0..1
     * @param depth the self-play's search depth in rolls, 1..5
     * @return the round's fit
     */
    public static Round round(BabylonianEval eval, int games, long seed, Objective objective, double lambda,
            int depth) {
        if (depth < 1 || depth > 5) {
            throw new IllegalArgumentException("the self-play's depth must be 1..5, not " + depth);
        }
        if (!(lambda >= 0 && lambda <= 1)) {
            throw new IllegalArgumentException("lambda must be 0..1, not " + lambda);
        }
        if (eval == null || objective == null || games < 1) {
            throw new IllegalArgumentException("a round needs an evaluation, an objective and at least one game, got "
                    + games);
        }
        FastBabylonian fast = eval.fast();
        int winSize = eval.winSize();
        int scratchSize = eval.scratchSize();
        double[] scratch = new double[scratchSize];
        // deeper self-play answers repeated chance nodes from a table, as the agents' search does
        BabylonianSearch search = new BabylonianSearch(fast, c -> eval.evaluate(c, objective, scratch),
                objective, depth > 1 ? 18 : 0, BabylonianEval.WIN_BONUS);
        int below = depth - 1;
        SplittableRandom random = new SplittableRandom(seed);
        int capacity = 1 << 16;
        double[][] x = new double[capacity][];
        long[] codes = new long[capacity];
        double[] gain = new double[capacity];
        double[] predicted = new double[capacity];
        double[] predictScratch = new double[scratchSize];
        boolean[] won = new boolean[capacity];
        int n = 0;
        int[] moves = new int[FastBabylonian.MAX_MOVES];
        double[] values = new double[2];
        long start = fast.start(BabylonianSetup.DEFAULT);
        for (int g = 0; g < games; g++) {
            int first = n;
            long code = (g & 1) == 0 ? start : FastBabylonian.pass(start);
            while (true) {
                if (random.nextInt(SAMPLE_ONE_IN) == 0) {
                    if (n == capacity) {
                        capacity *= 2;
                        x = java.util.Arrays.copyOf(x, capacity);
                        codes = java.util.Arrays.copyOf(codes, capacity);
                        gain = java.util.Arrays.copyOf(gain, capacity);
                        predicted = java.util.Arrays.copyOf(predicted, capacity);
                        won = java.util.Arrays.copyOf(won, capacity);
                    }
                    double[] f = new double[scratchSize];
                    eval.features(code, f);
                    x[n] = f;
                    if (lambda < 1) {
                        eval.features(code, predictScratch);
                        eval.counterFeatures(code, predictScratch, eval.winChance(predictScratch));
                        predicted[n] = eval.counterGain(predictScratch);
                    }
                    codes[n++] = code;
                }
                int v = 1 + random.nextInt(4);
                search.decision(code, v, below, -1, 1, values);
                boolean canKeep = !Double.isNaN(values[0]);
                boolean keep = canKeep && (random.nextInt(10) == 0 ? random.nextBoolean() : values[0] >= values[1]);
                int roll = v;
                if (!keep) {
                    if (!random.nextBoolean()) {
                        code = FastBabylonian.pass(code);
                        continue;
                    }
                    roll = BroadAstragal.convert(v);
                }
                int k = fast.moves(code, roll, moves);
                if (k == 0) {
                    code = FastBabylonian.pass(code);
                    continue;
                }
                int pick = 0;
                if (random.nextInt(10) == 0) {
                    pick = random.nextInt(k);
                } else {
                    double best = Double.NEGATIVE_INFINITY;
                    for (int i = 0; i < k; i++) {
                        long child = fast.apply(code, moves[i]);
                        double val = fast.wins(code, moves[i]) ? search.terminal(child)
                                : -search.value(child, below, -1, 1);
                        if (val > best) {
                            best = val;
                            pick = i;
                        }
                    }
                }
                boolean over = fast.wins(code, moves[pick]);
                code = fast.apply(code, moves[pick]);
                if (over) {
                    break;
                }
            }
            int winner = FastBabylonian.turn(code);
            for (int i = n - 1; i >= first; i--) {
                int me = FastBabylonian.turn(codes[i]);
                int finalMargin = FastBabylonian.counters(code, me) - FastBabylonian.counters(code, 1 - me);
                gain[i] = finalMargin - x[i][8];
                if (lambda < 1 && i + 1 < n) {
                    // the next sampled position, seen from this one's player
                    double sign = FastBabylonian.turn(codes[i + 1]) == me ? 1 : -1;
                    gain[i] = sign * x[i + 1][8] - x[i][8] + sign * ((1 - lambda) * predicted[i + 1] + lambda * gain[i + 1]);
                }
                won[i] = me == winner;
            }
        }
        EvalTuner.Fit winFit = EvalTuner.logistic(x, won, n, new double[winSize]);
        if (objective == Objective.WIN) {
            return new Round(new BabylonianEval(fast, eval.winWeights(), eval.counterWeights(), winFit.weights(),
                    eval.hasRace()), n,
                    games, winFit.logLoss(), winFit.baseLoss(), Double.NaN, Double.NaN);
        }
        BabylonianEval winOnly = new BabylonianEval(fast, winFit.weights(), new double[eval.counterSize()],
                winFit.weights(), eval.hasRace());
        for (int i = 0; i < n; i++) {
            winOnly.counterFeatures(codes[i], x[i], winOnly.winChance(x[i]));
        }
        double[] c = leastSquares(x, gain, n, winSize, eval.counterSize());
        double mean = 0;
        for (int i = 0; i < n; i++) {
            mean += gain[i];
        }
        mean /= n;
        double sse = 0;
        double sst = 0;
        for (int i = 0; i < n; i++) {
            double p = 0;
            for (int j = 0; j < c.length; j++) {
                p += c[j] * x[i][winSize + j];
            }
            sse += (gain[i] - p) * (gain[i] - p);
            sst += (gain[i] - mean) * (gain[i] - mean);
        }
        return new Round(new BabylonianEval(fast, winFit.weights(), c, eval.toWinWeights(), eval.hasRace()), n, games,
                winFit.logLoss(),
                winFit.baseLoss(), Math.sqrt(sse / n), Math.sqrt(sst / n));
    }

    /** Ordinary least squares with a tiny ridge, by the normal equations, on the k columns from offset. */
    private static double[] leastSquares(double[][] x, double[] y, int n, int offset, int k) {
        double[][] a = new double[k][k];
        double[] b = new double[k];
        for (int i = 0; i < n; i++) {
            double[] xi = x[i];
            for (int j = 0; j < k; j++) {
                b[j] += xi[offset + j] * y[i];
                for (int l = 0; l < k; l++) {
                    a[j][l] += xi[offset + j] * xi[offset + l];
                }
            }
        }
        for (int j = 0; j < k; j++) {
            a[j][j] += 1e-6 * n;
        }
        return EvalTuner.solve(a, b);
    }

    /**
     * Learns a board's weights for counters from the hand-set start ({@link BabylonianEval#untrained})
     * over some rounds, printing each round's figures.
     *
     * @param board the board, not null
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(BabylonianBoard board, int rounds, int games, long seed, PrintStream out) {
        return learn(board, Objective.COUNTERS, rounds, games, seed, out);
    }

    /**
     * Learns a board's weights for an objective from the hand-set start ({@link BabylonianEval#untrained})
     * over some rounds, printing each round's figures: for counters the win and counters models, to win
     * the win model of a player playing to win.
     *
     * @param board the board, not null
     * @param objective what the self-play plays for, not null
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(BabylonianBoard board, Objective objective, int rounds, int games, long seed,
            PrintStream out) {
        return learn(board, objective, rounds, games, seed, 1.0, out);
    }

    /**
     * Learns a board's weights as above, the counters model of every round after the first fitted to
     * TD(lambda) returns (see {@link #round(BabylonianEval, int, long, Objective, double)}; the first
     * round's evaluation, hand-set, predicts too little to bootstrap from).
     *
     * @param board the board, not null
     * @param objective what the self-play plays for, not null
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param lambda 0..1 (1: the outcomes)
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(BabylonianBoard board, Objective objective, int rounds, int games, long seed,
            double lambda, PrintStream out) {
        return learn(board, objective, rounds, games, seed, lambda, false, out);
    }

    /**
     * Learns a board's weights as above, with or without the race features of the master's models
     * ({@link BabylonianEval#RACE_FEATURES}).
     *
     * @param board the board, not null
     * @param objective what the self-play plays for, not null
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param lambda 0..1 (1: the outcomes)
     * @param withRace whether the win models have the race features
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(BabylonianBoard board, Objective objective, int rounds, int games, long seed,
            double lambda, boolean withRace, PrintStream out) {
        return learn(board, objective, rounds, games, seed, lambda, withRace, 1, out);
    }

    /**
     * Learns a board's weights as above, the self-play searching {@code depth} rolls deep (see
     * {@link #round(BabylonianEval, int, long, Objective, double, int)}).
     *
     * @param board the board, not null
     * @param objective what the self-play plays for, not null
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param lambda 0..1 (1: the outcomes)
     * @param withRace whether the win models have the race features
     * @param depth the self-play's search depth in rolls, 1..5
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(BabylonianBoard board, Objective objective, int rounds, int games, long seed,
            double lambda, boolean withRace, int depth, PrintStream out) {
        if (board == null || objective == null || out == null || rounds < 1 || games < 1) {
            throw new IllegalArgumentException("learning needs a board, an objective, an output, rounds >= 1 and"
                    + " games >= 1");
        }
        BabylonianEval eval = BabylonianEval.untrained(new FastBabylonian(board), withRace);
        Round r = null;
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            r = round(eval, games, seed + i, objective, i == 0 ? 1.0 : lambda, depth);
            eval = r.eval();
            if (objective == Objective.WIN) {
                out.printf(Locale.ROOT, "  %s to win, round %d: %d positions from %d games (%.1f s); win model log loss"
                        + " %.4f (base %.4f)%n", board.ruleSetName(), i + 1, r.positions(), games,
                        (System.nanoTime() - t0) / 1e9, r.logLoss(), r.baseLoss());
                out.println("    towin = " + BabylonianEval.format(eval.toWinWeights()));
                continue;
            }
            out.printf(Locale.ROOT, "  %s round %d: %d positions from %d games (%.1f s); win model log loss %.4f"
                    + " (base %.4f); counters model rms error %.2f (base %.2f)%n", board.ruleSetName(), i + 1,
                    r.positions(), games, (System.nanoTime() - t0) / 1e9, r.logLoss(), r.baseLoss(), r.rmse(),
                    r.baseRmse());
            out.println("    win = " + BabylonianEval.format(eval.winWeights()));
            out.println("    counters = " + BabylonianEval.format(eval.counterWeights()));
        }
        return r;
    }
}
