package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Two peers in one JVM over loopback, one hosting and one joining, play whole seeded games. */
class DirectPlayTest {

    /** Every rule set; Murray with two pieces a side (with seven its games run to thousands of entries). */
    static List<String> rules() {
        return RuleSets.ALL_NAMES.stream().map(n -> n.equals("murray") ? "murray-2p" : n).toList();
    }

    @ParameterizedTest
    @MethodSource("rules")
    void hostAndJoinerPlayAWholeGameAndEndWithTheSameHead(String rules) throws Exception {
        int port = Seat.freePort();
        Seat host = new Seat("Host", "UR" + port, rules, true, 11, Duration.ZERO, 1);
        Seat joiner = new Seat("Joiner", "UR" + port, null, false, 22, Duration.ZERO, 1);
        try (Host h = Host.start(host.match, Seat.LOOPBACK, port);
                Dialer d = Dialer.start(joiner.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
            host.awaitOver(90);
            joiner.awaitOver(30);
            assertEquals(host.head(), joiner.head());
            assertEquals(host.size(), joiner.size());
            assertTrue(host.size() > 50, "a whole game has more than 50 entries, this one " + host.size());
            assertEquals(host.match.winner(), joiner.match.winner());
            assertNotEquals(host.match.side(), joiner.match.side());
            assertEquals(List.of(), host.heard(MatchEvent.Refused.class));
            assertEquals(List.of(), joiner.heard(MatchEvent.Refused.class));
        } finally {
            host.match.close();
            joiner.match.close();
        }
    }
}
