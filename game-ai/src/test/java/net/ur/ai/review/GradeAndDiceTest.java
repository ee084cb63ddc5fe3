package net.ur.ai.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.ur.rules.dice.Dice;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The grades' thresholds, and the dice's tally, its chance under fair dice and its verdict. */
class GradeAndDiceTest {

    @ParameterizedTest
    @CsvSource({"0, BEST", "0.0001, BEST", "0.00010001, EXCELLENT", "0.0049, EXCELLENT", "0.005, GOOD",
        "0.0149, GOOD", "0.015, INACCURACY", "0.0299, INACCURACY", "0.03, MISTAKE", "0.0599, MISTAKE",
        "0.06, BLUNDER", "1, BLUNDER"})
    void gradesFollowTheDocumentedThresholds(double loss, Grade grade) {
        assertEquals(grade, Grade.of(loss));
    }

    @Test
    void aNaNLossIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grade.of(Double.NaN));
        assertEquals("a loss must be a number, not NaN", e.getMessage());
    }

    @Test
    void theChiSquareTailMatchesKnownQuantiles() {
        // 95th and 99th percentiles of the chi-square distribution with 4 and 3 degrees of freedom
        assertEquals(0.05, DiceTally.ChiSquare.upperTail(4, 9.4877), 1e-4);
        assertEquals(0.01, DiceTally.ChiSquare.upperTail(4, 13.2767), 1e-4);
        assertEquals(0.05, DiceTally.ChiSquare.upperTail(3, 7.8147), 1e-4);
        assertEquals(0.5, DiceTally.ChiSquare.upperTail(2, 2 * Math.log(2)), 1e-9);
        assertEquals(1.0, DiceTally.ChiSquare.upperTail(4, 0), 0.0);
    }

    @Test
    void rollsAsTheOddsSayAreWithinFairDice() {
        Dice four = RuleSets.byName("finkel").dice();
        DiceTally t = DiceTally.empty(four);
        int[] counts = {10, 40, 60, 40, 10};
        for (int v = 0; v < counts.length; v++) {
            for (int i = 0; i < counts[v]; i++) {
                t = t.add(v);
            }
        }
        assertEquals(160, t.rolls());
        assertEquals(0.0, t.chiSquare(), 1e-12);
        assertEquals(1.0, t.fairChance(), 0.0);
        assertEquals("within what fair dice give 100% of the time", t.verdict());
    }

    @Test
    void loadedDiceAreCalledRare() {
        Dice four = RuleSets.byName("finkel").dice();
        DiceTally t = DiceTally.empty(four);
        for (int i = 0; i < 60; i++) {
            t = t.add(4);
        }
        assertTrue(t.fairChance() < 0.01, "sixty 4s: " + t.fairChance());
        assertTrue(t.verdict().endsWith("rare for fair dice"), t.verdict());
    }

    @Test
    void smallTalliesAreSimulatedAndAgreeWithTheDistributionWhereBothApply() {
        Dice four = RuleSets.byName("finkel").dice();
        // 16 rolls: too few for the chi-square distribution (a 0 is expected once), so simulated
        DiceTally small = DiceTally.empty(four).add(0).add(0).add(0).add(1).add(1).add(2).add(2).add(2).add(2).add(2)
                .add(3).add(3).add(3).add(3).add(4).add(4);
        double p = small.fairChance();
        assertTrue(p > 0.05 && p < 0.8, "three 0s and two 4s in 16 rolls: " + p);
        assertEquals(p, small.fairChance(), 0.0, "the same rolls get the same verdict");
        DiceTally doubled = small;
        for (int k = 0; k < 9; k++) {
            doubled = doubled.plus(small);
        }
        assertEquals(160, doubled.rolls());
        assertEquals(DiceTally.ChiSquare.upperTail(4, doubled.chiSquare()), doubled.fairChance(), 0.0);
    }

    @Test
    void onlyValuesTheDiceCanRollAreCounted() {
        Dice masters = RuleSets.byName("masters").dice();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DiceTally.empty(masters).add(0));
        assertTrue(e.getMessage().startsWith("the dice "), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> DiceTally.empty(masters).plus(DiceTally.empty(RuleSets.byName("finkel").dice())));
    }
}
