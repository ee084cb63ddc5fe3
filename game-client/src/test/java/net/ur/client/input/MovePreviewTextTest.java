package net.ur.client.input;

import net.ur.client.words.MoveWords;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.babylonian.BabylonianRuleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hover preview's line ({@link PlayInputState#describe}) says what the rules say a move does:
 * over every legal move of seeded games of every rule set, it names a capture exactly when the
 * move captures, a rosette exactly when it lands on one (never in the Ravensburg game, where
 * rosettes mean nothing), bearing off exactly when it does, and (Babylonian) the counters
 * collected or paid exactly as the rules count them. Each rule set's games must offer captures,
 * and (but for Ravensburg) rosettes and bearing off, and (Babylonian) counter exchanges, so the checks cannot pass by never meeting the case.
 */
class MovePreviewTextTest {

    static List<String> ruleSets() {
        return RuleSets.ALL_NAMES;
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void thePreviewSaysWhatTheMoveDoes(String name) {
        RuleSet rules = RuleSets.byName(name);
        Agent agent = Agents.byName("random");
        SplittableRandom random = new SplittableRandom(name.hashCode());
        int captures = 0;
        int bearOffs = 0;
        int rosettes = 0;
        int exchanges = 0;
        int checked = 0;
        for (int game = 0; game < 6; game++) {
            GameState s = rules.initialState();
            for (int step = 0; step < 4000 && s.phase() != Phase.GAME_OVER; step++) {
                if (s.phase() == Phase.AWAITING_ROLL) {
                    s = rules.applyRoll(s, rules.roll(random));
                } else if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                    s = rules.applyRollDecision(s, agent.chooseRollDecision(rules, s, random));
                } else {
                    List<Move> moves = rules.legalMoves(s);
                    for (Move m : moves) {
                        String text = MoveWords.describe(rules, m);
                        checked++;
                        assertEquals(m.isCapture(), text.contains("captures"), "capture in " + text + " for " + m);
                        boolean rosetteMatters = m.rosette() && !name.equals(RuleSets.RAVENSBURG);
                        assertEquals(rosetteMatters, text.contains("rosette"), "rosette in " + text + " for " + m);
                        assertEquals(m.isBearOff(), text.toLowerCase(java.util.Locale.ROOT).contains("bears"),
                                "bearing off in " + text + " for " + m);
                        int c = rules instanceof BabylonianRuleSet ? BabylonianRuleSet.counterChange(m) : 0;
                        if (c > 0) {
                            assertTrue(text.endsWith("collects " + c + " from the pool"), text + " for " + m);
                            exchanges++;
                        } else if (c < 0) {
                            assertTrue(text.endsWith("pays " + (-c) + " into the pool"), text + " for " + m);
                            exchanges++;
                        } else {
                            assertTrue(!text.contains("pool"), "no counters in " + text + " for " + m);
                        }
                        captures += m.isCapture() ? 1 : 0;
                        bearOffs += m.isBearOff() ? 1 : 0;
                        rosettes += m.rosette() ? 1 : 0;
                    }
                    s = rules.applyMove(s, moves.get(random.nextInt(moves.size())));
                }
            }
        }
        String seen = name + ": " + checked + " moves, " + captures + " captures, " + bearOffs + " bearing off, " + rosettes
                + " rosettes, " + exchanges + " exchanges";
        System.err.println("MovePreviewTextTest " + seen);
        assertTrue(checked > 100 && captures > 0, seen);
        if (rules instanceof BabylonianRuleSet) {
            assertTrue(exchanges > 0, seen);
        }
        if (name.equals(RuleSets.RAVENSBURG)) { // its men go home to cells 5 and 6, and rosettes mean nothing
            assertTrue(rosettes > 0, "Ravensburg's men do land on the board's rosettes (never mentioned): " + seen);
        } else {
            assertTrue(rosettes > 0 && bearOffs > 0, seen);
        }
    }
}
