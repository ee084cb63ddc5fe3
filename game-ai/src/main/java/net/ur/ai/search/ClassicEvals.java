package net.ur.ai.search;

import java.util.Map;

import net.ur.ai.eval.ClassicEval;
import net.ur.ai.fast.FastClassic;
import net.ur.rules.classic.ClassicSettings;

/**
 * The fitted evaluation weights of each classic rule set (see {@link ClassicEval}), and the
 * factory of searches that use them. Rule sets without fitted weights (other piece counts,
 * custom RGN rules) use Finkel's.
 */
public final class ClassicEvals {

        /** Fitted weights by rule set name: the last round of {@code ur bench ai --tune} (docs/AI.md). */
    private static final Map<String, double[]> WEIGHTS = Map.of(
            "finkel", new double[] {0.8226, 0.0950, 0.6852, -0.3869, 0.0767, 0.1469, -0.0178},
            "masters", new double[] {0.4924, 0.0000, 0.5520, -0.2669, 0.0525, 0.1754, -0.0115},
            "blitz", new double[] {0.5736, 0.0000, 0.9879, -0.4921, 0.0645, 0.2494, -0.0628},
            "aseb", new double[] {0.5782, 0.0318, 0.4966, -0.2807, 0.0435, -0.0213, -0.0704},
            "murray", new double[] {0.3782, -0.0239, -0.0331, 0.2291, 0.0132, 0.3509, -0.0902});

    private ClassicEvals() {
    }

    /**
     * Returns the weights for some rules.
     *
     * @param settings the rules, not null
     * @return a copy of the weights
     */
    public static double[] weights(ClassicSettings settings) {
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
    public static ClassicSearch search(ClassicSettings settings, int tableBits, boolean pruning) {
        FastClassic fast = new FastClassic(settings);
        return new ClassicSearch(settings, new ClassicEval(fast, weights(settings)), tableBits, pruning);
    }
}
