package net.ur.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import net.ur.ai.eval.ClassicEval;
import net.ur.ai.eval.Evaluator;
import net.ur.ai.eval.Objective;
import net.ur.ai.eval.Utility;
import net.ur.ai.fast.FastClassic;
import net.ur.ai.search.ClassicEvals;
import net.ur.ai.search.ClassicSearch;
import net.ur.ai.search.GenericSearch;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The searches against hand-computed expectations on small positions, against each other (the
 * compact-encoding search and the readable-model search give the same values), and with and
 * without pruning (Star1 changes the work, never the value).
 */
class SearchTest {

    private static final double P1 = 4.0 / 16;

    /** A search whose evaluation says 0 for every unfinished position. */
    private static ClassicSearch zeroSearch(ClassicSettings s) {
        return new ClassicSearch(s, new ClassicEval(new FastClassic(s), new double[ClassicEval.FEATURES]), 10, true);
    }

    @Test
    void depthOneIsTheChanceOfTheWinningRoll() {
        ClassicRuleSet rules = (ClassicRuleSet) RuleSets.byName("finkel-1p");
        GameState s = rules.position(Player.LIGHT, new int[] {13}, new int[] {13}, 0, 0);
        ClassicSearch fast = zeroSearch(rules.settings());
        long code = fast.fast().encode(s);
        // A 1 (probability 4/16) bears the last piece off and wins (+1); every other roll passes to a
        // position the evaluation calls 0.
        assertEquals(P1, fast.chance(code, 1, -1, 1), 1e-12);
        GenericSearch generic = new GenericSearch(rules, (r, st) -> 0.0);
        assertEquals(P1, generic.value(s, 1, -1, 1), 1e-12);
    }

    @Test
    void depthTwoAddsTheOpponentsReply() {
        ClassicRuleSet rules = (ClassicRuleSet) RuleSets.byName("finkel-1p");
        GameState s = rules.position(Player.LIGHT, new int[] {13}, new int[] {13}, 0, 0);
        // Light wins with a 1; otherwise dark rolls and wins with a 1: 4/16 - 12/16 * 4/16.
        double expected = P1 - (1 - P1) * P1;
        ClassicSearch fast = zeroSearch(rules.settings());
        assertEquals(expected, fast.chance(fast.fast().encode(s), 2, -1, 1), 1e-12);
        assertEquals(expected, new GenericSearch(rules, (r, st) -> 0.0).value(s, 2, -1, 1), 1e-12);
    }

    @Test
    void depthOneWithTheEvaluationAveragesItOverTheRolls() {
        ClassicRuleSet rules = (ClassicRuleSet) RuleSets.byName("finkel-1p");
        GameState s = rules.position(Player.LIGHT, new int[] {13}, new int[] {5}, 0, 0);
        FastClassic f = new FastClassic(rules.settings());
        ClassicEval eval = new ClassicEval(f, ClassicEvals.weights(rules.settings()));
        long code = f.encode(s);
        // Every roll but a 1 passes; the position after a pass is judged by dark, the player to roll.
        double afterPass = -eval.evaluate(f.pass(code));
        double expected = P1 * 1 + (1 - P1) * afterPass;
        ClassicSearch search = ClassicEvals.search(rules.settings(), 10, true);
        assertEquals(expected, search.chance(code, 1, -1, 1), 1e-9);
    }

    @Test
    void theAgentTakesTheWinningMove() {
        ClassicRuleSet rules = (ClassicRuleSet) RuleSets.byName("finkel-2p");
        // Light has one piece home and the other a step from home; a 1 wins at once.
        GameState roll1 = rules.applyRoll(rules.position(Player.LIGHT, new int[] {13}, new int[] {13}, 1, 1),
                Roll.of(1));
        for (int depth = 1; depth <= 3; depth++) {
            Move m = ExpectimaxAgent.ofDepth(depth).chooseMove(rules, roll1, new SplittableRandom(depth));
            assertTrue(m.isBearOff(), "depth " + depth + " must bear off the last piece and win, chose " + m);
        }
    }

    @Test
    void theBabylonianRollDecisionIsAChanceNodeOverTheBroadAstragal() {
        BabylonianRuleSet rules = (BabylonianRuleSet) RuleSets.byName("babylonian");
        GameState s = rules.applyRoll(rules.position(Player.LIGHT, Map.of(Bird.SWALLOW.piece(Player.LIGHT), 2), 15, 15,
                20), Roll.of(2));
        // Judged by counters alone (an even game otherwise), a position is worth (mine - theirs) / 50.
        GenericSearch search = new GenericSearch(rules, (r, st) -> Utility.withCounters(st, st.turn(), 0.5));
        double[] values = new double[2];
        search.bestDecision(s, 0, -1, 1, values);
        // Keep the 2: the Swallow lands on the rosette at house 4 and collects 3 counters: 3/50.
        assertEquals(3.0 / 50, values[0], 1e-12);
        // Throw: "no" (1/2) forfeits the turn (0); "yes" (1/2) makes it 6: the Swallow to the rosette
        // at house 8, again 3 counters (launching the Raven would collect nothing): 1/2 * 3/50.
        assertEquals(0.5 * 3.0 / 50, values[1], 1e-12);
        RollDecision d = new ExpectimaxAgent("readable", "readable", 1, null, true, Objective.COUNTERS, true)
                .chooseRollDecision(rules, s, new SplittableRandom(1));
        assertEquals(false, d.throwAgain());
    }

    /** An evaluation of the readable model through the compact one, so both searches judge alike. */
    private static Evaluator viaCompact(ClassicSettings settings) {
        FastClassic f = new FastClassic(settings);
        ClassicEval eval = new ClassicEval(f, ClassicEvals.weights(settings));
        return (rules, state) -> eval.evaluate(f.encode(state));
    }

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "masters", "blitz", "aseb", "murray"})
    void bothSearchesAndBothPruningsAgree(String name) {
        ClassicRuleSet rules = (ClassicRuleSet) RuleSets.byName(name);
        ClassicSearch pruned = ClassicEvals.search(rules.settings(), 12, true);
        ClassicSearch plain = ClassicEvals.search(rules.settings(), 0, false);
        GenericSearch generic = new GenericSearch(rules, viaCompact(rules.settings()));
        int checked = 0;
        for (GameState s : AgentLegalityTest.positions(rules, 12, 5 + name.length())) {
            GameState before = new GameState(net.ur.rules.Phase.AWAITING_ROLL, s.turn(), null, s.pieces(),
                    s.counters(), null);
            long code = pruned.fast().encode(before);
            int depth = 1 + checked % 2;
            double a = pruned.chance(code, depth, -1, 1);
            double b = plain.chance(code, depth, -1, 1);
            double c = generic.value(before, depth, -1, 1);
            assertEquals(b, a, 1e-5, "Star1 with a table changed the value at depth " + depth);
            assertEquals(b, c, 1e-5, "the readable-model search disagrees at depth " + depth);
            checked++;
        }
        assertEquals(12, checked);
    }

    @Test
    void prunedSearchVisitsFewerNodes() {
        RuleSet rules = RuleSets.byName("finkel");
        ClassicSettings settings = ((ClassicRuleSet) rules).settings();
        ClassicSearch pruned = ClassicEvals.search(settings, 0, true);
        ClassicSearch plain = ClassicEvals.search(settings, 0, false);
        List<GameState> positions = AgentLegalityTest.positions(rules, 5, 77);
        for (GameState s : positions) {
            GameState before = new GameState(net.ur.rules.Phase.AWAITING_ROLL, s.turn(), null, s.pieces(),
                    s.counters(), null);
            long code = pruned.fast().encode(before);
            pruned.chance(code, 3, -1, 1);
            plain.chance(code, 3, -1, 1);
        }
        assertTrue(pruned.nodes() < plain.nodes(), "pruned " + pruned.nodes() + " vs plain " + plain.nodes());
    }
}
