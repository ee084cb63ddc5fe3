package net.ur.ai.train;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.RavensburgEval;
import net.ur.ai.fast.FastRavensburg;
import net.ur.ai.search.RavensburgSearch;

/**
 * Learns the weights of {@link RavensburgEval} from self-play, as {@link BabylonianTrainer} does for
 * the Babylonian game: by fitting to the outcomes of whole games (every sampled position labelled with
 * how its game ended: 1 won, 0 lost, a half drawn, TD(1)'s Monte Carlo target), in one batch by
 * logistic regression (Newton's method). Each round plays games on the compact encoding with the
 * current weights (each move the best one roll deep, one move in ten at random for variety, every
 * other game dark first) and samples a third of the positions awaiting a roll. Everything is drawn from
 * one seed, so a run is reproducible. Run by {@code ur bench ai --learn --rules ravensburg}.
 */
public final class RavensburgTrainer {

    /**
     * The result of a round.
     *
     * @param eval the fitted evaluation
     * @param positions the positions fitted
     * @param games the games played
     * @param logLoss the model's mean log loss on its positions (nats)
     * @param baseLoss the log loss of always answering the mean outcome
     * @param firstWins games won by the player who began
     * @param draws games drawn
     * @param meanTurns the games' mean length in turns
     */
    public record Round(RavensburgEval eval, int positions, int games, double logLoss, double baseLoss, int firstWins,
            int draws, double meanTurns) {
    }

    private static final int SAMPLE_ONE_IN = 3;

    private RavensburgTrainer() {
    }

    /**
     * Plays self-play games with an evaluation and fits new weights to them.
     *
     * @param eval the evaluation that chooses the self-play moves, not null
     * @param games the number of games, at least 1
     * @param seed the seed of the games
     * @return the round's fit
     */
    public static Round round(RavensburgEval eval, int games, long seed) {
        return round(eval, games, seed, 1.0);
    }

    /**
     * Plays self-play games with an evaluation and fits new weights to them, each sampled position's target
     * the TD(lambda) return over the game's later sampled positions: (1 - lambda) times the evaluation's
     * chance of the next sampled position plus lambda times that position's return (each to the mover of
     * the position), the last one's the game's outcome. Lambda 1 is the outcome alone (Monte Carlo).
     *
     * @param eval the evaluation that chooses the self-play moves and values the positions, not null
     * @param games the number of games, at least 1
     * @param seed the seed of the games
     * @param lambda 0..1
     * @return the round's fit
     */
    public static Round round(RavensburgEval eval, int games, long seed, double lambda) {
        if (lambda < 0 || lambda > 1) {
            throw new IllegalArgumentException("lambda must be 0..1, not " + lambda);
        }
        if (eval == null || games < 1) {
            throw new IllegalArgumentException("a round needs an evaluation and at least one game, got " + games);
        }
        double[] scratch = new double[eval.size()];
        SplittableRandom random = new SplittableRandom(seed);
        int capacity = 1 << 16;
        double[][] x = new double[capacity][];
        int[] mover = new int[capacity];
        double[] y = new double[capacity];
        int n = 0;
        int[] moves = new int[FastRavensburg.MAX_MOVES];
        int firstWins = 0;
        int draws = 0;
        long turns = 0;
        for (int g = 0; g < games; g++) {
            int first = n;
            long[] s = FastRavensburg.start(g & 1);
            int starter = FastRavensburg.turn(s);
            while (!FastRavensburg.over(s)) {
                if (random.nextInt(SAMPLE_ONE_IN) == 0) {
                    if (n == capacity) {
                        capacity *= 2;
                        x = Arrays.copyOf(x, capacity);
                        mover = Arrays.copyOf(mover, capacity);
                        y = Arrays.copyOf(y, capacity);
                    }
                    double[] f = new double[eval.size()];
                    eval.features(s, f);
                    x[n] = f;
                    mover[n++] = FastRavensburg.turn(s);
                }
                int roll = random.nextInt(6);
                int k = FastRavensburg.moves(s, roll, moves);
                if (k == 0) {
                    s = FastRavensburg.pass(s);
                    continue;
                }
                int pick = 0;
                if (random.nextInt(10) == 0) {
                    pick = random.nextInt(k);
                } else {
                    int me = FastRavensburg.turn(s);
                    double best = Double.NEGATIVE_INFINITY;
                    for (int i = 0; i < k; i++) {
                        long[] child = FastRavensburg.apply(s, moves[i]);
                        double v = FastRavensburg.over(child) ? RavensburgSearch.terminal(child, me)
                                : -eval.evaluate(child, scratch);
                        if (v > best) {
                            best = v;
                            pick = i;
                        }
                    }
                }
                s = FastRavensburg.apply(s, moves[pick]);
            }
            turns += FastRavensburg.turns(s);
            boolean draw = FastRavensburg.draw(s);
            int winner = FastRavensburg.turn(s);
            draws += draw ? 1 : 0;
            firstWins += !draw && winner == starter ? 1 : 0;
            for (int i = n - 1; i >= first; i--) {
                double outcome = draw ? 0.5 : mover[i] == winner ? 1 : 0;
                if (i == n - 1 || lambda == 1) {
                    y[i] = outcome;
                } else {
                    double next = eval.winChance(x[i + 1]);
                    double ret = y[i + 1];
                    if (mover[i + 1] != mover[i]) {
                        next = 1 - next;
                        ret = 1 - ret;
                    }
                    y[i] = (1 - lambda) * next + lambda * ret;
                }
            }
        }
        EvalTuner.Fit fit = EvalTuner.logistic(x, y, n, eval.weights());
        return new Round(new RavensburgEval(fit.weights()), n, games, fit.logLoss(), fit.baseLoss(), firstWins, draws,
                (double) turns / games);
    }

    /**
     * Learns the weights from the hand-set start ({@link RavensburgEval#untrained}) over some rounds,
     * printing each round's figures.
     *
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(int rounds, int games, long seed, PrintStream out) {
        return learn(RavensburgEval.FEATURES, rounds, games, seed, out);
    }

    /**
     * Learns the weights of a model of a size (the base one or the master's) from the hand-set start
     * over some rounds, printing each round's figures.
     *
     * @param features {@link RavensburgEval#FEATURES} or {@link RavensburgEval#MASTER_FEATURES}
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(int features, int rounds, int games, long seed, PrintStream out) {
        return learn(features, rounds, games, seed, 1.0, out);
    }

    /**
     * Learns as above, the rounds after the first fitting TD(lambda) returns (the first fits the outcomes:
     * the hand-set weights value positions too crudely to bootstrap from).
     *
     * @param features {@link RavensburgEval#FEATURES} or {@link RavensburgEval#MASTER_FEATURES}
     * @param rounds the rounds, at least 1
     * @param games games per round, at least 1
     * @param seed the seed of the first round (round r uses seed + r)
     * @param lambda 0..1 (1: the outcomes alone)
     * @param out where each round's figures go, not null
     * @return the last round
     */
    public static Round learn(int features, int rounds, int games, long seed, double lambda, PrintStream out) {
        if (out == null || rounds < 1 || games < 1) {
            throw new IllegalArgumentException("learning needs an output, rounds >= 1 and games >= 1");
        }
        RavensburgEval eval = RavensburgEval.untrained(features);
        Round r = null;
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            r = round(eval, games, seed + i, i == 0 ? 1.0 : lambda);
            eval = r.eval();
            out.printf(Locale.ROOT, "  ravensburg round %d: %d positions from %d games (%.1f s; %.0f turns a game,"
                    + " %d drawn, the first player won %d); log loss %.4f (base %.4f)%n", i + 1, r.positions(), games,
                    (System.nanoTime() - t0) / 1e9, r.meanTurns(), r.draws(), r.firstWins(), r.logLoss(),
                    r.baseLoss());
            out.println("    win = " + BabylonianEval.format(eval.weights()));
        }
        return r;
    }
}
