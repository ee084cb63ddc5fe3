package net.ur.ai.eval;

import java.util.List;
import java.util.Map;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;

/**
 * The static evaluation for rule sets searched on the readable model (Ravensburg, and the Babylonian
 * game's readable-model search, which {@code ur bench ai} keeps as the baseline of the compact one): a winning chance from a logistic function of a few features (see
 * {@link #features}) with weights fitted to self-play outcomes ({@code ur bench ai --tune --rules R}),
 * combined with the counters (what each player holds, and the pool to the likely winner).
 */
public final class GenericEval implements Evaluator {

    /** The number of features. */
    public static final int FEATURES = 6;

    /** Weights for rule sets without fitted ones: progress only. */
    public static final double[] DEFAULT_WEIGHTS = {2.2, 0, 0, 0, 0, 0};

    /** Fitted weights by rule set name: the last round of {@code ur bench ai --tune} (docs/AI.md). */
    private static final Map<String, double[]> WEIGHTS = Map.of(
            "babylonian", new double[] {0.8302, 0.0304, -0.0144, 1.0993, -0.9356, 0.0761},
            "babylonian-ur", new double[] {0.5903, 0.2845, 0.1874, 1.3739, -1.4182, 0.0784});

    private final double[] weights;

    /**
     * Creates an evaluation.
     *
     * @param weights {@link #FEATURES} weights, not null
     */
    public GenericEval(double[] weights) {
        if (weights == null || weights.length != FEATURES) {
            throw new IllegalArgumentException("the evaluation needs " + FEATURES + " weights");
        }
        this.weights = weights.clone();
    }

    /**
     * Returns the evaluation with the fitted weights of a rule set (progress alone if none were fitted).
     *
     * @param rules the rule set, not null
     * @return the evaluation
     */
    public static GenericEval forRules(RuleSet rules) {
        return new GenericEval(weights(rules));
    }

    public static double[] weights(RuleSet rules) {
        double[] w = WEIGHTS.get(rules.name());
        return (w == null ? DEFAULT_WEIGHTS : w).clone();
    }

    /**
     * Computes the features of a state awaiting a roll, to the player to roll: 0 the progress
     * difference in pieces (a finished piece 1, one on the board its share of the route), 1 the
     * difference of finished pieces, 2 the difference of pieces on the board, 3 the expected route
     * share of the opponent's pieces the player can capture with one throw of the dice, 4 the same
     * for the opponent against the player, 5 a constant 1.
     *
     * @param rules the rule set, not null
     * @param state a state awaiting a roll, not null
     * @param out receives {@link #FEATURES} values
     */
    public static void features(RuleSet rules, GameState state, double[] out) {
        Player me = state.turn();
        Player them = me.other();
        out[0] = Utility.progress(rules, state, me) - Utility.progress(rules, state, them);
        out[1] = state.count(me, Location.Finished.class) - state.count(them, Location.Finished.class);
        out[2] = state.count(me, Location.OnBoard.class) - state.count(them, Location.OnBoard.class);
        out[3] = threat(rules, state);
        GameState flipped = state.phase() == Phase.AWAITING_ROLL
                ? new GameState(Phase.AWAITING_ROLL, them, null, state.pieces(), state.counters(), null) : null;
        out[4] = flipped == null ? 0 : threat(rules, flipped);
        out[5] = 1;
    }

    /** The expected route share of the pieces the player to roll captures with the best capture of a throw. */
    private static double threat(RuleSet rules, GameState s) {
        double sum = 0;
        for (Chance.Outcome o : Chance.outcomes(rules.dice())) {
            List<Move> moves;
            try {
                moves = rules.movesForRoll(s, o.roll());
            } catch (IllegalArgumentException | IllegalStateException e) {
                continue;
            }
            double best = 0;
            for (Move m : moves) {
                double c = 0;
                for (var p : m.captured()) {
                    PieceState ps = s.stateOf(p);
                    if (ps.location() instanceof Location.OnBoard on) {
                        c += (on.step() + 1.0) / (rules.route(p.owner()).length() + 1.0);
                    }
                }
                best = Math.max(best, c);
            }
            sum += o.probability() * best;
        }
        return sum;
    }

    /**
     * The estimated winning chance of the player to roll.
     *
     * @param rules the rule set, not null
     * @param state a state awaiting a roll, not null
     * @return the chance, 0.001..0.999
     */
    public double winChance(RuleSet rules, GameState state) {
        double[] f = new double[FEATURES];
        features(rules, state, f);
        double x = 0;
        for (int i = 0; i < FEATURES; i++) {
            x += weights[i] * f[i];
        }
        return Math.min(0.999, Math.max(0.001, 1 / (1 + Math.exp(-x))));
    }

    @Override
    public double evaluate(RuleSet rules, GameState state) {
        return Utility.withCounters(state, state.turn(), winChance(rules, state));
    }
}
