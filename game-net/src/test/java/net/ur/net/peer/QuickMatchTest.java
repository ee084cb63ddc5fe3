package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import net.ur.net.relay.Relay;
import org.junit.jupiter.api.Test;

/** Quick matches at a relay on loopback: strangers who wait for the same rules are paired, each once. */
class QuickMatchTest {

    private static Seat quick(String name, String rules, long seed, int games) {
        return new Seat(name, "", rules, false, seed, Duration.ZERO, games);
    }

    private static MatchEvent.GameStarted started(Seat s) {
        List<MatchEvent.GameStarted> g = s.heard(MatchEvent.GameStarted.class);
        return g.isEmpty() ? null : g.get(0);
    }

    @Test
    void manyPlayersArrivingAtOnceArePairedEachOnceWithSomeoneOfTheirRules() throws Exception {
        int port = Seat.freePort();
        List<String> log = new CopyOnWriteArrayList<>();
        List<Seat> seats = new ArrayList<>();
        List<Dialer> dialers = new CopyOnWriteArrayList<>();
        // 24 want Finkel's rules, 11 the Masters': 12 and 5 matches, and one Masters player left waiting.
        for (int i = 0; i < 24; i++) {
            seats.add(quick("F" + i, "finkel", 1000 + i, 0));
        }
        for (int i = 0; i < 11; i++) {
            seats.add(quick("M" + i, "masters", 2000 + i, 0));
        }
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), log::add)) {
            CountDownLatch go = new CountDownLatch(1);
            for (Seat s : seats) {
                pool.execute(() -> {
                    try {
                        go.await();
                        dialers.add(Dialer.start(s.match, Seat.LOOPBACK, port, Duration.ofSeconds(20)));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
            }
            go.countDown();
            ConnectionTest.awaitTrue(() -> seats.stream().filter(s -> started(s) != null).count() == 34
                    && relay.waiting("masters") == 1, 60, "34 players paired and one waiting");
            Map<String, List<Seat>> byGame = new HashMap<>();
            Set<String> codes = new HashSet<>();
            Seat left = null;
            for (Seat s : seats) {
                List<MatchEvent.GameStarted> g = s.heard(MatchEvent.GameStarted.class);
                assertTrue(g.size() <= 1, s.match.options().name() + " was paired " + g.size() + " times");
                if (g.isEmpty()) {
                    left = s;
                    continue;
                }
                byGame.computeIfAbsent(g.get(0).gameId(), k -> new ArrayList<>()).add(s);
                codes.add(s.match.code());
            }
            assertTrue(left != null && left.match.options().name().startsWith("M"), "left waiting: " + left);
            assertEquals("", left.match.code());
            assertEquals(17, byGame.size());
            assertEquals(17, codes.size(), "one code per match: " + codes);
            assertEquals(0, relay.waiting("finkel"));
            for (List<Seat> pair : byGame.values()) {
                assertEquals(2, pair.size(), "a game of two players");
                Seat a = pair.get(0);
                Seat b = pair.get(1);
                assertEquals(a.match.options().rules(), b.match.options().rules());
                assertEquals(a.match.code(), b.match.code());
                assertNotEquals(started(a).side(), started(b).side());
                // Each sees the other's name.
                assertEquals(b.match.options().name(), a.heard(MatchEvent.Connected.class).get(0).otherName());
                assertEquals(a.match.options().name(), b.heard(MatchEvent.Connected.class).get(0).otherName());
                assertTrue(log.stream().anyMatch(l -> l.startsWith("match " + a.match.code() + ": ")
                        && l.contains("a quick match")), "the relay's log names the new match's code: " + log);
            }
        } finally {
            pool.shutdownNow();
            for (Dialer d : dialers) {
                d.close();
            }
            for (Seat s : seats) {
                s.match.close();
            }
        }
    }

    @Test
    void aPlayerWhoStopsWaitingIsNotPairedAndTheNextWaitsInItsPlace() throws Exception {
        int port = Seat.freePort();
        List<String> log = new CopyOnWriteArrayList<>();
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), log::add)) {
            Seat gone = quick("Gone", "aseb", 1, 0);
            Seat first = quick("First", "aseb", 2, 1);
            Seat second = quick("Second", "aseb", 3, 1);
            try (Dialer g = Dialer.start(gone.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                ConnectionTest.awaitTrue(() -> relay.waiting("aseb") == 1, 10, "Gone waits");
                assertTrue(gone.heard(MatchEvent.Notice.class).get(0).text().contains("quick match"),
                        gone.events.toString());
                gone.match.close();
                ConnectionTest.awaitTrue(() -> relay.waiting("aseb") == 0, 10, "Gone stopped waiting");
            }
            try (Dialer a = Dialer.start(first.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                ConnectionTest.awaitTrue(() -> relay.waiting("aseb") == 1, 10, "First waits");
                assertEquals(List.of(), first.heard(MatchEvent.GameStarted.class), "nobody to pair First with");
                try (Dialer b = Dialer.start(second.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                    first.awaitOver(120);
                    second.awaitOver(30);
                    assertEquals(first.head(), second.head());
                    assertEquals(first.match.winner(), second.match.winner());
                    assertEquals("Second", first.heard(MatchEvent.Connected.class).get(0).otherName());
                    assertEquals(List.of(), gone.heard(MatchEvent.GameStarted.class));
                    assertEquals(List.of(), first.heard(MatchEvent.Refused.class));
                    assertEquals(first.match.code(), first.match.query(c -> c.setup().code()));
                    // Its game over, First asks for another quick match while Second is still there: a new wait,
                    // not the old match again.
                    Seat again = new Seat(first.match.options().identity(), "First", "", "aseb", false, 4,
                            Duration.ZERO, 0, Match.DEFAULT_REVEAL);
                    try (Dialer d = Dialer.start(again.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                        ConnectionTest.awaitTrue(() -> relay.waiting("aseb") == 1, 10, "First waits again");
                        assertEquals("", again.match.code());
                    } finally {
                        again.match.close();
                    }
                } finally {
                    first.match.close();
                    second.match.close();
                }
            }
            RelayPlayTest.awaitForgotten(relay);
            assertTrue(log.stream().anyMatch(l -> l.contains("Gone stopped waiting")), log.toString());
        }
    }

    @Test
    void aQuickMatchCutMidGameGoesOnUnderItsCode() throws Exception {
        int port = Seat.freePort();
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { })) {
            Seat a = new Seat("A", "", "finkel", false, 7, Duration.ofMillis(5), 1);
            Seat b = quick("B", "finkel", 8, 1);
            Dialer da = Dialer.start(a.match, Seat.LOOPBACK, port, Duration.ofSeconds(20));
            try (Dialer db = Dialer.start(b.match, Seat.LOOPBACK, port, Duration.ofSeconds(20))) {
                ConnectionTest.awaitTrue(() -> a.match.query(c -> c != null && c.size() > 10), 30, "the game under way");
                String code = a.match.code();
                // A's connection closes under it (its match still wants one): the relay tells B, and A dials again.
                da.close();
                ConnectionTest.awaitTrue(() -> !a.heard(MatchEvent.Disconnected.class).isEmpty()
                        && !b.heard(MatchEvent.Disconnected.class).isEmpty(), 10, "A cut, B told");
                da = Dialer.start(a.match, Seat.LOOPBACK, port, Duration.ofSeconds(20));
                a.awaitOver(120);
                b.awaitOver(30);
                assertEquals(a.head(), b.head());
                assertEquals(code, a.match.code());
                assertTrue(a.heard(MatchEvent.Connected.class).stream().anyMatch(MatchEvent.Connected::resumed),
                        a.events.toString());
                assertEquals(1, a.heard(MatchEvent.GameStarted.class).size());
            } finally {
                da.close();
                a.match.close();
                b.match.close();
            }
        }
    }
}
