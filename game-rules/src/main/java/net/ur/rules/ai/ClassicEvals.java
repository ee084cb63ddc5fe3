package net.ur.rules.ai;

import java.util.Map;

import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.fast.FastClassic;

/**
 * The fitted evaluation weights of each classic rule set (see {@link ClassicEval}), and the
 * factory of searches that use them. Rule sets without fitted weights (other piece counts,
 * custom RGN rules) use Finkel's.
 */
final class ClassicEvals {

    /** Fitted weights by rule set name ({@code ur bench ai --tune}). */
    private static final Map<String, double[]> WEIGHTS = Map.of(
            "finkel", new double[] {0.8226, 0.0950, 0.6852, -0.3869, 0.0767, 0.1469, -0.0178});

    private ClassicEvals() {
    }

    /**
     * Returns the weights for some rules.
     *
     * @param settings the rules, not null
     * @return a copy of the weights
     */
    static double[] weights(ClassicSettings settings) {
        double[] w = WEIGHTS.get(settings.name());
        return (w == null ? ClassicEval.DEFAULT_WEIGHTS : w).clone();
    }

    /**
     * Builds a search with the fitted evaluation.
     *
     * @param settings the rules, not null
     * @param tableBits log2 of the transposition table size
     * @param pruning whether to prune with Star1
     * @return the search
     */
    static ClassicSearch search(ClassicSettings settings, int tableBits, boolean pruning) {
        FastClassic fast = new FastClassic(settings);
        return new ClassicSearch(settings, new ClassicEval(fast, weights(settings)), tableBits, pruning);
    }
}
