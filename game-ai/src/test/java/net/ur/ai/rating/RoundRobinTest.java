package net.ur.ai.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The round robin's ratings: ordered by results, centred on 1500, even pairings equal. */
class RoundRobinTest {

    @Test
    void ratingsFollowTheResultsAndCentreOn1500() {
        Map<String, Glicko2> r = RoundRobin.ratings(List.of(
                new RoundRobin.Pairing("b", "a", 75, 25, 0),
                new RoundRobin.Pairing("c", "a", 90, 10, 0),
                new RoundRobin.Pairing("c", "b", 75, 25, 0)));
        assertTrue(r.get("c").rating() > r.get("b").rating() && r.get("b").rating() > r.get("a").rating(), r.toString());
        assertEquals(1500, r.values().stream().mapToDouble(Glicko2::rating).average().orElseThrow(), 1e-9);
        // 75% between neighbours: about 190 points on the Glicko scale
        double gap = r.get("b").rating() - r.get("a").rating();
        assertTrue(gap > 150 && gap < 230, "gap " + gap);
        assertTrue(r.get("b").deviation() < 100, r.toString());
    }

    @Test
    void anEvenPairingRatesBothAlike() {
        Map<String, Glicko2> r = RoundRobin.ratings(List.of(new RoundRobin.Pairing("x", "y", 50, 50, 0)));
        assertEquals(1500, r.get("x").rating(), 1e-6);
        assertEquals(1500, r.get("y").rating(), 1e-6);
    }

    @Test
    void aPlayerCannotMeetItself() {
        var e = assertThrows(IllegalArgumentException.class, () -> new RoundRobin.Pairing("x", "x", 1, 1, 0));
        assertEquals("a pairing needs two different players and counts >= 0, got x and x", e.getMessage());
    }
}
