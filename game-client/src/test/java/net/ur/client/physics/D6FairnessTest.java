package net.ur.client.physics;

import net.ur.client.board.BoardLayout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import net.ur.rules.babylonian.BabylonianBoard;
import org.junit.jupiter.api.Test;

/**
 * The Ravensburg game's d6 thrown by physics (a cube: fair by symmetry) shows each of its faces a
 * sixth of the time, as the rules take it: 2,000 settled throws, chi-square with 5 degrees of
 * freedom under 15.09 (the 1% level); throws settle in under 2 s of game time on average and a
 * die that leans is re-thrown rarely. The readings must cover every face, so a die read wrongly
 * as always the same face cannot pass.
 */
class D6FairnessTest {

    @Test
    void theD6ShowsEachFaceASixthOfTheTime() {
        DiceTable table = new DiceTable(new BoardLayout(BabylonianBoard.TWENTY_SQUARES.shape()));
        SplittableRandom random = new SplittableRandom(20261124L);
        int[] counts = new int[6];
        int settled = 0;
        int rethrows = 0;
        double allSeconds = 0;
        try {
            while (settled < 2000 && rethrows < 2000) {
                table.throwD6(0.7f + 0.6f * random.nextFloat(), random);
                DiceTable.Status status;
                do {
                    status = table.step();
                } while (status == DiceTable.Status.ROLLING);
                allSeconds += table.elapsed();
                if (status != DiceTable.Status.SETTLED) {
                    rethrows++;
                    continue;
                }
                settled++;
                assertEquals(1, table.faces().size(), "one die on the table");
                int face = table.faces().get(0);
                assertTrue(face >= 1 && face <= 6, "a d6 reads 1..6, not " + face);
                counts[face - 1]++;
            }
        } finally {
            table.destroy();
        }
        double e = settled / 6.0;
        double chi = 0;
        for (int c : counts) {
            chi += (c - e) * (c - e) / e;
        }
        String report = "faces 1..6 " + Arrays.toString(counts) + ", chi-square " + chi + ", re-throws " + rethrows
                + ", mean time to a reading " + allSeconds / Math.max(1, settled) + " s";
        System.err.println("D6FairnessTest: " + report);
        assertEquals(2000, settled, "2,000 throws settled: " + report);
        assertTrue(chi < 15.09, "each face a sixth of the time (chi-square < 15.09 at 1%, 5 df): " + report);
        assertTrue(rethrows < 0.05 * (settled + rethrows), "fewer than 5% of the throws are re-thrown: " + report);
        assertTrue(allSeconds / settled < 2.0, "a reading takes under 2 s of game time on average: " + report);
    }
}
