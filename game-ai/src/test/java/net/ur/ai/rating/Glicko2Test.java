package net.ur.ai.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system". */
class Glicko2Test {

    @Test
    void glickmansWorkedExample() {
        Glicko2 player = new Glicko2(1500, 200, 0.06);
        Glicko2 after = player.update(List.of(new Glicko2.Game(1400, 30, 1), new Glicko2.Game(1550, 100, 0),
                new Glicko2.Game(1700, 300, 0)), 0.5);
        // the paper: r' = 1464.06, RD' = 151.52, sigma' = 0.05999
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2 after = new Glicko2(1500, 200, 0.06).update(List.of());
        assertEquals(1500, after.rating());
        assertEquals(Math.sqrt(200.0 / Glicko2.SCALE * (200.0 / Glicko2.SCALE) + 0.06 * 0.06) * Glicko2.SCALE,
                after.deviation(), 1e-9);
        assertTrue(after.deviation() > 200);
    }

    @Test
    void winsRaiseAndLossesLowerAndEqualsExpectHalf() {
        Glicko2 p = Glicko2.NEW;
        assertEquals(0.5, p.expectedScore(new Glicko2(1500, 100, 0.06)), 1e-12);
        assertTrue(p.update(List.of(new Glicko2.Game(1500, 100, 1))).rating() > 1500);
        assertTrue(p.update(List.of(new Glicko2.Game(1500, 100, 0))).rating() < 1500);
    }

    @Test
    void badInputIsRefusedWithAClearMessage() {
        var e = assertThrows(IllegalArgumentException.class, () -> new Glicko2(1500, 0, 0.06));
        assertEquals("a rating must be finite, its deviation and volatility above 0, got 1500.0, 0.0 and 0.06",
                e.getMessage());
        var g = assertThrows(IllegalArgumentException.class, () -> new Glicko2.Game(1500, 50, 2));
        assertTrue(g.getMessage().startsWith("a game needs"), g.getMessage());
    }
}
