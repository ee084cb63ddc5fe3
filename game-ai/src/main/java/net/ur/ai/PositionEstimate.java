package net.ur.ai;

import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.GenericEval;
import net.ur.ai.eval.Objective;
import net.ur.ai.fast.FastBabylonian;
import net.ur.ai.fast.FastRavensburg;
import net.ur.ai.search.BabylonianSearch;
import net.ur.ai.search.ClassicEvals;
import net.ur.ai.search.ClassicSearch;
import net.ur.ai.search.GenericSearch;
import net.ur.ai.search.RavensburgSearch;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.ravensburg.RavensburgRuleSet;

/**
 * The computer players' judgement of a position awaiting a roll, for a review or a graph where no solved
 * table exists: the value of a full-window expectiminimax search of a fixed depth with the same search and
 * evaluation the levels play with (classic rule sets on their compact encoding with the fitted evaluation,
 * the Babylonian and Ravensburg games on their own with the learned ones, every other rule set on the
 * readable model). A search of depth D here is what a level of depth D + 1 compares its moves by. Values
 * are to the player to
 * roll, -1..1, in the units of the {@link Objective} (2w - 1 for the win, w the estimated chance). Keeps
 * its transposition table between calls (neighbouring positions of one game share most of their tree):
 * one estimate per thread; its methods are synchronized.
 */
public final class PositionEstimate {

    /** The depth of a classic estimate by default: what the master's depth-5 search compares moves by. */
    public static final int CLASSIC_DEPTH = 4;
    /** The depth of a Babylonian estimate by default: as the Babylonian master's deepest search (5 rolls). */
    public static final int BABYLONIAN_DEPTH = 4;
    /** The depth of a Ravensburg estimate by default: what the expert's search (3 rolls) compares moves by. */
    public static final int RAVENSBURG_DEPTH = 2;
    /** The depth of an estimate on the readable model (rule sets without a compact encoding) by default. */
    public static final int READABLE_DEPTH = 2;

    private static final int CLASSIC_TABLE_BITS = 20;
    private static final int BABYLONIAN_TABLE_BITS = 18;
    private static final int RAVENSBURG_TABLE_BITS = 18;

    private final RuleSet rules;
    private final int depth;
    private final Objective objective;
    private final ClassicSearch classic;
    private final BabylonianSearch babylonian;
    private final RavensburgSearch ravensburg;
    private final GenericSearch generic;

    private PositionEstimate(RuleSet rules, int depth, Objective objective) {
        this.rules = rules;
        this.depth = depth;
        this.objective = objective;
        if (rules instanceof ClassicRuleSet c && rules.initialState().counters() instanceof Counters.None) {
            classic = ClassicEvals.search(c.settings(), CLASSIC_TABLE_BITS, true);
            babylonian = null;
            ravensburg = null;
            generic = null;
        } else if (rules instanceof BabylonianRuleSet b) {
            BabylonianEval eval = BabylonianEval.learned(b.babylonianBoard());
            classic = null;
            babylonian = new BabylonianSearch(eval.fast(), code -> eval.evaluate(code, objective), objective,
                    BABYLONIAN_TABLE_BITS, BabylonianEval.WIN_BONUS);
            ravensburg = null;
            generic = null;
        } else if (rules instanceof RavensburgRuleSet) {
            classic = null;
            babylonian = null;
            ravensburg = ExpectimaxAgent.ravensburgSearch(RAVENSBURG_TABLE_BITS);
            generic = null;
        } else {
            classic = null;
            babylonian = null;
            ravensburg = null;
            generic = new GenericSearch(rules, GenericEval.forRules(rules));
        }
    }

    /**
     * Makes an estimate.
     *
     * @param rules any rule set, not null
     * @param depth the rolls the search looks ahead, 0..{@link ExpectimaxAgent#MAX_DEPTH} (0: the static evaluation)
     * @param objective what the values measure in games with counters (elsewhere both are the win), not null
     * @return the estimate
     */
    public static PositionEstimate of(RuleSet rules, int depth, Objective objective) {
        if (rules == null || objective == null) {
            throw new IllegalArgumentException("rules and objective must not be null");
        }
        if (depth < 0 || depth > ExpectimaxAgent.MAX_DEPTH) {
            throw new IllegalArgumentException("estimate depth must be 0.." + ExpectimaxAgent.MAX_DEPTH + ", not " + depth);
        }
        return new PositionEstimate(rules, depth, objective);
    }

    /**
     * The default depth for a rule set: {@link #CLASSIC_DEPTH}, {@link #BABYLONIAN_DEPTH} or {@link #READABLE_DEPTH}.
     *
     * @param rules the rule set, not null
     * @return the depth
     */
    public static int defaultDepth(RuleSet rules) {
        if (rules instanceof ClassicRuleSet) {
            return CLASSIC_DEPTH;
        }
        return rules instanceof BabylonianRuleSet ? BABYLONIAN_DEPTH
                : rules instanceof RavensburgRuleSet ? RAVENSBURG_DEPTH : READABLE_DEPTH;
    }

    /** @return the rules estimated */
    public RuleSet rules() {
        return rules;
    }

    /** @return the search depth */
    public int depth() {
        return depth;
    }

    /** @return what the values measure */
    public Objective objective() {
        return objective;
    }

    /**
     * The value of a position to the player to roll.
     *
     * @param state a state of the rules awaiting a roll (a game that goes on), not null; unaffected
     * @return -1..1 in the objective's units (for the win, 2w - 1)
     */
    public synchronized double value(GameState state) {
        if (state == null || state.phase() != Phase.AWAITING_ROLL) {
            throw new IllegalArgumentException("an estimate needs a state awaiting a roll, not "
                    + (state == null ? "null" : state.phase()));
        }
        if (classic != null) {
            return classic.chance(classic.fast().encode(state), depth, -1.0, 1.0);
        }
        if (babylonian != null) {
            FastBabylonian fast = babylonian.fast();
            return babylonian.value(fast.encode(state), depth, -1.0, 1.0);
        }
        if (ravensburg != null) {
            long[] code = FastRavensburg.encode(state);
            return ravensburg.value(code, depth, -1.0, 1.0);
        }
        return generic.value(state, depth, -1.0, 1.0);
    }
}
