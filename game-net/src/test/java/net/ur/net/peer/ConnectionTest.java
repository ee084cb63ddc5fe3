package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import net.ur.net.relay.Relay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Connections that drop and come back, and a slow network. */
class ConnectionTest {

    static void awaitTrue(java.util.function.BooleanSupplier c, int seconds, String what) throws InterruptedException {
        for (int i = 0; i < seconds * 50 && !c.getAsBoolean(); i++) {
            Thread.sleep(20);
        }
        assertTrue(c.getAsBoolean(), what);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aConnectionCutMidGameAndRestoredResumesTheSameGame(boolean throughRelay) throws Exception {
        int port = Seat.freePort();
        Duration think = Duration.ofMillis(5);
        Seat first = new Seat("First", "C" + port, "finkel", !throughRelay, 5, think, 1);
        Seat second = new Seat("Second", "C" + port, null, false, 6, think, 1);
        Relay relay = throughRelay ? Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { }) : null;
        AutoCloseable host = throughRelay ? Dialer.start(first.match, Seat.LOOPBACK, port, Duration.ofSeconds(20))
                : Host.start(first.match, Seat.LOOPBACK, port);
        try (TcpProxy proxy = new TcpProxy(port, 0);
                Dialer d = Dialer.start(second.match, Seat.LOOPBACK, proxy.port(), Duration.ofSeconds(20))) {
            awaitTrue(() -> second.match.query(c -> c != null && c.size() > 40), 30, "the game got going");
            proxy.cut();
            awaitTrue(() -> !second.heard(MatchEvent.Disconnected.class).isEmpty(), 10, "the joiner sees the drop");
            awaitTrue(() -> !first.heard(MatchEvent.Disconnected.class).isEmpty(), 10,
                    "the other side sees the drop: " + first.tail());
            assertTrue(second.over.getCount() == 1, "the game waits");
            proxy.restore();
            first.awaitOver(60);
            second.awaitOver(30);
            assertEquals(first.head(), second.head());
            assertEquals(first.match.winner(), second.match.winner());
            assertTrue(second.heard(MatchEvent.Connected.class).stream().anyMatch(MatchEvent.Connected::resumed));
            assertEquals(List.of(), first.heard(MatchEvent.Refused.class));
            assertEquals(List.of(), second.heard(MatchEvent.Refused.class));
        } finally {
            first.match.close();
            second.match.close();
            host.close();
            if (relay != null) {
                relay.close();
            }
        }
    }

    /**
     * A relay closed inside a running process closes each player's connection (SpiderMonkey's server alone
     * would leave the sockets open): both players see it gone, with the relay's reason.
     */
    @Test
    void playersAtARelaySeeItGoneWhenItCloses() throws Exception {
        int port = Seat.freePort();
        Seat first = new Seat("First", "R" + port, "finkel", false, 9, Duration.ZERO, 0);
        Seat second = new Seat("Second", "R" + port, null, false, 10, Duration.ZERO, 0);
        Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { });
        try (Dialer a = Dialer.start(first.match, Seat.LOOPBACK, port, Duration.ofSeconds(20));
                Dialer b = Dialer.start(second.match, Seat.LOOPBACK, port, Duration.ofSeconds(20))) {
            awaitTrue(() -> !first.heard(MatchEvent.Connected.class).isEmpty()
                    && !second.heard(MatchEvent.Connected.class).isEmpty(), 30, "both players meet at the relay");
            relay.close();
            for (Seat s : new Seat[] {first, second}) {
                awaitTrue(() -> !s.heard(MatchEvent.Disconnected.class).isEmpty(), 30,
                        s.match.options().name() + " sees the relay gone: " + s.tail());
                String reason = s.heard(MatchEvent.Disconnected.class).get(0).reason();
                assertTrue(reason.contains("the relay closed"), reason);
            }
        } finally {
            first.match.close();
            second.match.close();
            relay.close();
        }
    }

    @Test
    void aDelayOf300MillisecondsAMessageStillPlaysCorrectly() throws Exception {
        int port = Seat.freePort();
        Seat host = new Seat("Host", "D" + port, "finkel-1p", true, 7, Duration.ZERO, 1);
        Seat joiner = new Seat("Joiner", "D" + port, null, false, 8, Duration.ZERO, 1);
        try (Host h = Host.start(host.match, Seat.LOOPBACK, port);
                TcpProxy slow = new TcpProxy(port, 300);
                Dialer d = Dialer.start(joiner.match, Seat.LOOPBACK, slow.port(), Duration.ofSeconds(20))) {
            host.awaitOver(120);
            joiner.awaitOver(10);
            assertEquals(host.head(), joiner.head());
            assertEquals(host.match.winner(), joiner.match.winner());
            assertEquals(List.of(), host.heard(MatchEvent.Refused.class));
            assertEquals(List.of(), joiner.heard(MatchEvent.Refused.class));
            assertFalse(host.heard(MatchEvent.GameOver.class).get(0).how().contains("forfeit"));
        } finally {
            host.match.close();
            joiner.match.close();
        }
    }
}
