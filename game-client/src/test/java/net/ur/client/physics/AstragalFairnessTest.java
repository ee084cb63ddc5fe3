package net.ur.client.physics;

import net.ur.client.board.BoardLayout;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import net.ur.client.es.components.DieKind;
import net.ur.rules.babylonian.BabylonianBoard;
import org.junit.jupiter.api.Test;

/**
 * The Babylonian astragals thrown by physics (shapes fair by symmetry: a square prism with
 * rounded ends, a flat slab with rounded edges; read from the orientation) are
 * fair as the rules take them: over 2,000 throws the small astragal shows 1, 2, 3, 4 a quarter of
 * the time each (chi-square, 3 degrees of freedom, 1% level) and the broad astragal says yes half
 * the time (1 degree of freedom, 1% level); throws settle quickly and re-throws (an end or a side
 * up) are not the rule.
 */
class AstragalFairnessTest {

    @Test
    void theSmallAstragalShowsEachFaceAQuarterOfTheTime() {
        int[] counts = throwMany(DieKind.SMALL_ASTRAGAL, 4, 20261122L);
        double chi = chi(counts);
        String report = "faces 1..4 " + java.util.Arrays.toString(counts) + ", chi-square " + chi;
        System.err.println("AstragalFairnessTest small: " + report);
        assertTrue(chi < 11.34, "each face a quarter of the time (chi-square < 11.34 at 1%, 3 df): " + report);
    }

    @Test
    void theBroadAstragalSaysYesHalfTheTime() {
        int[] counts = throwMany(DieKind.BROAD_ASTRAGAL, 2, 20261123L);
        double chi = chi(counts);
        String report = "no/yes " + java.util.Arrays.toString(counts) + ", chi-square " + chi;
        System.err.println("AstragalFairnessTest broad: " + report);
        assertTrue(chi < 6.63, "yes half the time (chi-square < 6.63 at 1%, 1 df): " + report);
    }

    /** Throws an astragal until 2,000 throws have settled; counts its readings (index = reading, small: value - 1). */
    private static int[] throwMany(DieKind kind, int outcomes, long seed) {
        DiceTable table = new DiceTable(new BoardLayout(BabylonianBoard.TWENTY_SQUARES.shape()));
        SplittableRandom random = new SplittableRandom(seed);
        int[] counts = new int[outcomes];
        int settled = 0;
        int rethrows = 0;
        double seconds = 0;
        double allSeconds = 0;
        while (settled < 2000 && rethrows < 2000) {
            table.throwAstragal(kind, 0.7f + 0.6f * random.nextFloat(), random);
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
            seconds += table.elapsed();
            int face = table.faces().get(0);
            counts[kind == DieKind.SMALL_ASTRAGAL ? face - 1 : face]++;
        }
        table.destroy();
        String report = kind + ": " + java.util.Arrays.toString(counts) + ", re-throws " + rethrows + ", mean settle "
                + seconds / Math.max(1, settled) + " s, re-throw rate " + rethrows / (double) (settled + rethrows)
                + ", mean time to a reading (re-throws included) " + allSeconds / Math.max(1, settled) + " s";
        System.err.println("AstragalFairnessTest: " + report);
        assertTrue(settled == 2000, "2,000 throws settled: " + report);
        // Rounded ends and sides tip the astragals onto a scoring face: a re-throw is rare (with
        // boxes of their size, 12% of the small astragal's throws and 27% of the broad one's were).
        assertTrue(rethrows < 0.05 * (settled + rethrows), "fewer than 5% of the throws are re-thrown: " + report);
        assertTrue(allSeconds / settled < 2.0, "a reading takes under 2 s of game time on average, re-throws included: " + report);
        return counts;
    }

    private static double chi(int[] counts) {
        int n = java.util.Arrays.stream(counts).sum();
        double e = n / (double) counts.length;
        double chi = 0;
        for (int c : counts) {
            chi += (c - e) * (c - e) / e;
        }
        return chi;
    }
}
