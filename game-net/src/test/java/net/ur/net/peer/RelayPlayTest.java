package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import net.ur.net.relay.Relay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Two peers meet at a relay on loopback by a match code and play whole games; the relay judges too. */
class RelayPlayTest {

    static List<String> rules() {
        return DirectPlayTest.rules();
    }

    static void awaitForgotten(Relay relay) throws InterruptedException {
        for (int i = 0; i < 100 && relay.matches() > 0; i++) {
            Thread.sleep(50);
        }
        assertEquals(0, relay.matches(), "the relay forgets a match whose game is over once both players left");
    }

    @ParameterizedTest
    @MethodSource("rules")
    void twoPlayersMeetAtTheRelayAndPlayAWholeGame(String rules) throws Exception {
        int port = Seat.freePort();
        List<String> log = new CopyOnWriteArrayList<>();
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), log::add)) {
            Seat first = new Seat("First", "R" + port, rules, false, 31, Duration.ZERO, 1);
            Seat second = new Seat("Second", "R" + port, null, false, 42, Duration.ZERO, 1);
            try (Dialer a = Dialer.start(first.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                for (int i = 0; i < 100 && first.heard(MatchEvent.Notice.class).isEmpty(); i++) {
                    Thread.sleep(20);
                }
                try (Dialer b = Dialer.start(second.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                    first.awaitOver(90);
                    second.awaitOver(30);
                    assertEquals(first.head(), second.head());
                    assertTrue(first.size() > 50, "entries: " + first.size());
                    assertEquals(first.match.winner(), second.match.winner());
                    assertNotEquals(first.match.side(), second.match.side());
                    assertEquals(List.of(), first.heard(MatchEvent.Refused.class));
                    assertEquals(List.of(), second.heard(MatchEvent.Refused.class));
                    assertTrue(first.heard(MatchEvent.Notice.class).get(0).text().contains("waiting for the other"));
                } finally {
                    first.match.close();
                    second.match.close();
                }
            }
            awaitForgotten(relay);
            // The relay says it forgot the match just after forgetting it: wait for the line too.
            for (int i = 0; i < 100 && log.stream().noneMatch(l -> l.contains("forgotten")); i++) {
                Thread.sleep(20);
            }
            assertTrue(log.stream().anyMatch(l -> l.contains("forgotten")), log.toString());
        }
    }

    @Test
    void oneRelayServesManyMatchesAtOnce() throws Exception {
        int port = Seat.freePort();
        List<String> names = rules();
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { })) {
            List<Seat[]> pairs = new java.util.ArrayList<>();
            List<Dialer> dialers = new java.util.ArrayList<>();
            try {
                for (int i = 0; i < names.size(); i++) {
                    Seat a = new Seat("A" + i, "M" + i, names.get(i), false, 100 + i, Duration.ZERO, 1);
                    Seat b = new Seat("B" + i, "M" + i, null, false, 200 + i, Duration.ZERO, 1);
                    pairs.add(new Seat[] {a, b});
                    dialers.add(Dialer.start(a.match, Seat.LOOPBACK, port, Duration.ofSeconds(10)));
                }
                for (Seat[] p : pairs) {
                    ConnectionTest.awaitTrue(() -> !p[0].heard(MatchEvent.Notice.class).isEmpty(), 10, "waiting");
                    dialers.add(Dialer.start(p[1].match, Seat.LOOPBACK, port, Duration.ofSeconds(10)));
                }
                assertEquals(names.size(), relay.matches());
                for (Seat[] p : pairs) {
                    p[0].awaitOver(120);
                    p[1].awaitOver(30);
                    assertEquals(p[0].head(), p[1].head());
                    assertEquals(p[0].match.options().rules(), p[1].match.query(c -> c.setup().rules()));
                }
            } finally {
                for (Seat[] p : pairs) {
                    p[0].match.close();
                    p[1].match.close();
                }
                for (Dialer d : dialers) {
                    d.close();
                }
            }
            awaitForgotten(relay);
        }
    }

    @Test
    void theSecondMustTakeTheFirstsRulesAndTheFirstMustNameThem() throws Exception {
        int port = Seat.freePort();
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { })) {
            Seat nobody = new Seat("Nobody", "X1", null, false, 1, Duration.ZERO, 0);
            try (Dialer d = Dialer.start(nobody.match, Seat.LOOPBACK, port, Duration.ofSeconds(5))) {
                awaitRejected(nobody);
                assertTrue(nobody.heard(MatchEvent.Rejected.class).get(0).reason().contains("sets the rules"));
            }
            Seat first = new Seat("First", "X2", "finkel", false, 2, Duration.ZERO, 0);
            Seat other = new Seat("Other", "X2", "masters", false, 3, Duration.ZERO, 0);
            try (Dialer a = Dialer.start(first.match, Seat.LOOPBACK, port, Duration.ofSeconds(5))) {
                for (int i = 0; i < 100 && first.heard(MatchEvent.Notice.class).isEmpty(); i++) {
                    Thread.sleep(20);
                }
                try (Dialer b = Dialer.start(other.match, Seat.LOOPBACK, port, Duration.ofSeconds(5))) {
                    awaitRejected(other);
                    assertTrue(other.heard(MatchEvent.Rejected.class).get(0).reason()
                            .contains("plays finkel, not masters"), other.heard(MatchEvent.Rejected.class).toString());
                }
            } finally {
                first.match.close();
            }
            awaitForgotten(relay);
        }
    }

    static void awaitRejected(Seat s) throws InterruptedException {
        for (int i = 0; i < 200 && s.heard(MatchEvent.Rejected.class).isEmpty(); i++) {
            Thread.sleep(20);
        }
        assertTrue(!s.heard(MatchEvent.Rejected.class).isEmpty(), s.events.toString());
    }
}
