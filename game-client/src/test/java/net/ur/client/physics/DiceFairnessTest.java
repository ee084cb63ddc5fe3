package net.ur.client.physics;

import net.ur.client.board.BoardLayout;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import net.ur.rules.classic.ClassicBoards;
import org.junit.jupiter.api.Test;

/**
 * The tetrahedral dice thrown by physics are fair: over 2,000 throws each die shows a marked tip
 * about half the time (chi-square, one degree of freedom, 1% level), each of the four tips about a
 * quarter of the time, a throw settles in under 2 s of game time on average, and leaning dice
 * are rare.
 */
class DiceFairnessTest {

    @Test
    void tetrahedralDiceAreFairAndSettleQuickly() {
        DiceTable table = new DiceTable(new BoardLayout(ClassicBoards.STANDARD));
        SplittableRandom random = new SplittableRandom(20261122L);
        int throwsWanted = 2000;
        int marked = 0;
        int dice = 0;
        int rethrows = 0;
        int leaning = 0;
        double settleSeconds = 0;
        int[] tips = new int[4];
        int settled = 0;
        while (settled < throwsWanted && rethrows < throwsWanted) {
            table.throwDice(1, 0.7f + 0.6f * random.nextFloat(), random);
            DiceTable.Status status;
            do {
                status = table.step();
            } while (status == DiceTable.Status.ROLLING);
            if (status != DiceTable.Status.SETTLED) {
                rethrows++;
                if (status == DiceTable.Status.LEANING) {
                    leaning++;
                }
                continue;
            }
            settled++;
            settleSeconds += table.elapsed();
            tips[DiceTable.upTip(table.rotation(0))]++;
            marked += table.faces().get(0);
            dice++;
        }
        table.destroy();
        double expected = dice / 2.0;
        double chi = Math.pow(marked - expected, 2) / expected + Math.pow(dice - marked - expected, 2) / expected;
        String report = "marked " + marked + " of " + dice + ", tips " + java.util.Arrays.toString(tips)
                + ", chi-square " + chi + ", mean settle " + settleSeconds / Math.max(1, settled) + " s, re-throws " + rethrows + " (" + leaning + " leaning)";
        System.err.println("DiceFairnessTest: " + report);
        assertTrue(settled == throwsWanted, "2,000 throws settled: " + report);
        assertTrue(chi < 6.63, "a marked tip comes up half the time (chi-square < 6.63 at 1%): " + report);
        double tipExpected = dice / 4.0;
        double tipChi = 0;
        for (int t : tips) {
            tipChi += Math.pow(t - tipExpected, 2) / tipExpected;
        }
        assertTrue(tipChi < 11.34, "each of the four tips comes up a quarter of the time (chi-square, 3 df, 1%): " + report);
        assertTrue(settleSeconds / settled < 2.0, "a throw settles in under 2 s on average: " + report);
        assertTrue(rethrows < throwsWanted / 10, "fewer than 1 in 10 throws must be thrown again: " + report);
    }
}
