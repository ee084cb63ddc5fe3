package net.ur.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;



import org.junit.jupiter.api.Test;

import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;

/**
 * The arena's statistics are reproducible from the seed (with one thread or several), its
 * confidence intervals are right, and the agent names resolve or fail with a clear message.
 */
class ArenaTest {

    @Test
    void aFixedSeedGivesTheSameMatchOnAnyNumberOfThreads() {
        RuleSet rules = RuleSets.byName("finkel");
        Arena.Result one = Arena.play(rules, () -> Agents.byName("greedy"), () -> Agents.byName("expectimax:2"), 24,
                42, 1, n -> { });
        Arena.Result again = Arena.play(rules, () -> Agents.byName("greedy"), () -> Agents.byName("expectimax:2"), 24,
                42, 1, n -> { });
        Arena.Result two = Arena.play(rules, () -> Agents.byName("greedy"), () -> Agents.byName("expectimax:2"), 24,
                42, 2, n -> { });
        for (Arena.Result r : new Arena.Result[] {again, two}) {
            assertEquals(one.aWins(), r.aWins());
            assertEquals(one.aLightWins(), r.aLightWins());
            assertEquals(one.bLightWins(), r.bLightWins());
            assertEquals(one.meanRolls(), r.meanRolls(), 0.0);
            assertEquals(one.meanMoves(), r.meanMoves(), 0.0);
            assertEquals(one.aChoices(), r.aChoices());
        }
        Arena.Result other = Arena.play(rules, () -> Agents.byName("greedy"), () -> Agents.byName("expectimax:2"), 24,
                43, 1, n -> { });
        assertTrue(other.meanRolls() != one.meanRolls(), "another seed should play other games");
    }

    @Test
    void wilsonIntervals() {
        assertArrayEquals(new double[] {0.4902, 0.9433}, round(Arena.wilson(8, 10)), 1e-4);
        assertArrayEquals(new double[] {0.0, 0.2775}, round(Arena.wilson(0, 10)), 1e-4);
        assertArrayEquals(new double[] {0.4038, 0.5962}, round(Arena.wilson(50, 100)), 1e-4);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Arena.wilson(3, 2));
        assertEquals("need 0 <= successes <= trials and trials >= 1, got 3 of 2", e.getMessage());
    }

    private static double[] round(double[] v) {
        return new double[] {Math.round(v[0] * 1e4) / 1e4, Math.round(v[1] * 1e4) / 1e4};
    }

    @Test
    void agentNames() {
        for (String n : Agents.NAMES) {
            assertEquals(n, Agents.byName(n.toUpperCase(java.util.Locale.ROOT)).name().split(":")[0]);
        }
        assertEquals("expectimax:4", Agents.byName("expectimax:4").name());
        // perfect needs a table: without one it says so and how to make it
        String old = System.getProperty(net.ur.ai.solve.PerfectPlayer.TABLES_PROPERTY);
        System.setProperty(net.ur.ai.solve.PerfectPlayer.TABLES_PROPERTY, "/nonexistent/ur-tables");
        try {
            Agent perfect = Agents.byName("perfect");
            assertEquals("perfect", perfect.name());
            IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                    () -> perfect.prepare(RuleSets.byName("finkel")));
            assertTrue(none.getMessage().startsWith("the perfect player has no table for Finkel: "), none.getMessage());
            assertTrue(none.getMessage().endsWith("make it with: ./ur solve --rules finkel --out "
                    + java.nio.file.Path.of("/nonexistent/ur-tables", "finkel.urt")), none.getMessage());
            IllegalArgumentException babylonian = assertThrows(IllegalArgumentException.class,
                    () -> perfect.prepare(RuleSets.byName("babylonian")));
            assertTrue(babylonian.getMessage().startsWith("the perfect player plays the solved classic rule sets only"),
                    babylonian.getMessage());
        } finally {
            if (old == null) {
                System.clearProperty(net.ur.ai.solve.PerfectPlayer.TABLES_PROPERTY);
            } else {
                System.setProperty(net.ur.ai.solve.PerfectPlayer.TABLES_PROPERTY, old);
            }
        }
        IllegalArgumentException depth = assertThrows(IllegalArgumentException.class,
                () -> Agents.byName("expectimax:0"));
        assertEquals("expectimax:DEPTH needs a depth of 1..20, not \"0\"", depth.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Agents.byName("wizard"));
        assertTrue(unknown.getMessage().startsWith("unknown computer player \"wizard\"; known: random, greedy,"),
                unknown.getMessage());
        assertEquals(5, Agents.LEVELS.size());
    }
}
