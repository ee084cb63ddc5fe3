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
            "finkel", ClassicEval.DEFAULT_WEIGHTS);

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
