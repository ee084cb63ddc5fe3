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
        // The deadlines are generous for a loaded machine; each wait ends as soon as what it awaits is there.
        AutoCloseable host = throughRelay ? Dialer.start(first.match, Seat.LOOPBACK, port, Duration.ofSeconds(120))
                : Host.start(first.match, Seat.LOOPBACK, port);
        try (TcpProxy proxy = new TcpProxy(port, 0)) {
            // The connection is cut by the joiner's match itself as it takes its 41st entry, not by this thread
            // once it sees the chain that long: a starved test thread would let the computer players finish
            // the game first.
            java.util.concurrent.CountDownLatch cut = new java.util.concurrent.CountDownLatch(1);
            second.match.listen(e -> {
                if (e instanceof MatchEvent.Accepted a && a.step().entry().seq() > 40 && cut.getCount() == 1) {
                    try {
                        proxy.cut();
                    } catch (java.io.IOException ex) {
                        throw new java.io.UncheckedIOException(ex);
                    }
                    cut.countDown();
                }
            });
            try (Dialer d = Dialer.start(second.match, Seat.LOOPBACK, proxy.port(), Duration.ofSeconds(120))) {
                assertTrue(cut.await(120, java.util.concurrent.TimeUnit.SECONDS), "the game got going: " + second.tail());
                awaitTrue(() -> !second.heard(MatchEvent.Disconnected.class).isEmpty(), 60, "the joiner sees the drop");
                awaitTrue(() -> !first.heard(MatchEvent.Disconnected.class).isEmpty(), 60,
                        "the other side sees the drop: " + first.tail());
                assertTrue(second.over.getCount() == 1, "the game waits");
                proxy.restore();
                first.awaitOver(180);
                second.awaitOver(60);
            }
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
     * Two programs of one account (one data folder, so one key) at the same match: the second is refused at
     * once, in one line that says why and what to do, and does not dial again; the first keeps its place (at
     * a relay, the other player who then comes meets it). Before, each took the connection from the other,
     * which dialled again, for ever.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aSecondProgramWithTheSameKeyIsRefusedAtOnceAndTheFirstKeepsItsPlace(boolean throughRelay) throws Exception {
        int port = Seat.freePort();
        String code = "K" + port;
        net.ur.net.chain.Identity shared = net.ur.net.chain.Identity.generate();
        Seat host = throughRelay ? null : new Seat("Host", code, "finkel", true, 21, Duration.ZERO, 0);
        Seat first = new Seat(shared, "Expert", code, throughRelay ? "finkel" : null, false, 22, Duration.ZERO, 0,
                Match.DEFAULT_REVEAL);
        Seat twin = new Seat(shared, "Expert", code, throughRelay ? "finkel" : null, false, 23, Duration.ZERO, 0,
                Match.DEFAULT_REVEAL);
        Seat other = new Seat("Other", code, null, false, 24, Duration.ZERO, 0);
        List<String> relayLog = new java.util.concurrent.CopyOnWriteArrayList<>();
        AutoCloseable server = throughRelay ? Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), relayLog::add)
                : Host.start(host.match, Seat.LOOPBACK, port);
        try (Dialer a = Dialer.start(first.match, Seat.LOOPBACK, port, Duration.ofSeconds(30))) {
            if (throughRelay) {
                awaitTrue(() -> !first.heard(MatchEvent.Notice.class).isEmpty(), 30, "the first waits at the relay");
            } else {
                awaitTrue(() -> !first.heard(MatchEvent.Connected.class).isEmpty(), 30, "the first joins the host");
            }
            try (Dialer b = Dialer.start(twin.match, Seat.LOOPBACK, port, Duration.ofSeconds(30))) {
                awaitTrue(() -> !twin.heard(MatchEvent.Rejected.class).isEmpty(), 30,
                        "the second program is refused: " + twin.tail() + ", the first heard " + first.tail());
                String reason = twin.heard(MatchEvent.Rejected.class).get(0).reason();
                assertEquals(Match.inUse(code), reason);
                assertFalse(reason.contains("\n"), "one line");
                assertTrue(reason.contains("--identity"), "it says what to do: " + reason);
                assertFalse(twin.match.wantsConnection(), "the refused program does not dial again");
                assertEquals(List.of(), twin.heard(MatchEvent.Connected.class), "it never took the match");
                assertEquals(List.of(), first.heard(MatchEvent.Disconnected.class), "the first kept its connection");
                if (throughRelay) {
                    assertTrue(relayLog.stream().anyMatch(l -> l.contains("refused a second program")), relayLog.toString());
                    try (Dialer c = Dialer.start(other.match, Seat.LOOPBACK, port, Duration.ofSeconds(30))) {
                        awaitTrue(() -> !first.heard(MatchEvent.Connected.class).isEmpty()
                                && !other.heard(MatchEvent.Connected.class).isEmpty(), 30,
                                "the other player meets the first: " + first.tail());
                        assertEquals("Expert", other.heard(MatchEvent.Connected.class).get(0).otherName());
                    }
                }
            }
        } finally {
            first.match.close();
            twin.match.close();
            other.match.close();
            if (host != null) {
                host.match.close();
            }
            server.close();
        }
    }

    /**
     * A host that leaves once the game is over ends the match for the joiner: it hears that the other side
     * left, not a drop, and dials no more; had either side offered the next game, it would dial again.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aHostLeavingAfterTheGameEndsIsNotDialledAgainUnlessARematchIsOffered(boolean rematchOffered) throws Exception {
        int port = Seat.freePort();
        Seat first = new Seat("First", "E" + port, "finkel", true, 11, Duration.ZERO, 1);
        Seat second = new Seat("Second", "E" + port, null, false, 12, Duration.ZERO, 1);
        Host host = Host.start(first.match, Seat.LOOPBACK, port);
        try (Dialer d = Dialer.start(second.match, Seat.LOOPBACK, port, Duration.ofSeconds(60))) {
            first.awaitOver(120);
            second.awaitOver(60);
            assertEquals(first.head(), second.head(), "the game was played to its end on both sides");
            if (rematchOffered) {
                second.match.offerRematch();
                awaitTrue(() -> !first.heard(MatchEvent.RematchOffered.class).isEmpty(), 30, "the host hears the offer");
            }
            assertEquals(rematchOffered, second.match.wantsConnection(), "the joiner wants the host only for a next game");
            first.match.close();
            host.close();
            awaitTrue(() -> !second.heard(MatchEvent.Disconnected.class).isEmpty(), 30, "the joiner sees the host go: "
                    + second.tail());
            MatchEvent.Disconnected gone = second.heard(MatchEvent.Disconnected.class).get(0);
            assertEquals(!rematchOffered, gone.left(), "the host left, or is gone until it comes back: " + gone);
            if (rematchOffered) {
                awaitTrue(d::retrying, 30, "the joiner dials the host again for the next game");
            } else {
                assertFalse(second.match.wantsConnection(), "the match is over");
                assertFalse(d.retrying(), "the joiner does not dial again");
            }
        } finally {
            first.match.close();
            second.match.close();
            host.close();
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

    /**
     * What a joiner sends just before it closes its connection reaches the other side (SpiderMonkey's
     * client, closed, drops what its writer thread has not written yet): a joiner that makes its game's
     * last entry and leaves at once must not leave the other side waiting for it.
     */
    @Test
    void theMessagesAClientSendsBeforeItClosesArrive() throws Exception {
        int port = Seat.freePort();
        int count = 3000;
        java.util.concurrent.atomic.AtomicInteger got = new java.util.concurrent.atomic.AtomicInteger();
        com.jme3.network.Server server = net.ur.net.wire.Wire.server(Seat.LOOPBACK, port);
        server.addMessageListener((com.jme3.network.MessageListener<com.jme3.network.HostedConnection>) (c, m) -> {
            if (m instanceof net.ur.net.wire.NoticeMsg) {
                got.incrementAndGet();
            }
        });
        server.start();
        com.jme3.network.Client client = net.ur.net.wire.Wire.client(Seat.LOOPBACK, port);
        try {
            client.start();
            awaitTrue(client::isConnected, 30, "the client is connected");
            net.ur.net.wire.Link link = net.ur.net.wire.Link.of(client);
            String text = "x".repeat(250);
            for (int i = 0; i < count; i++) {
                link.send(new net.ur.net.wire.NoticeMsg(net.ur.net.wire.NoticeMsg.Kind.INFO, "", i, text));
            }
            link.close();
            awaitTrue(() -> got.get() == count, 30, "every message sent before closing arrived: " + got.get() + " of " + count);
        } finally {
            if (client.isStarted()) {
                client.close();
            }
            server.close();
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
