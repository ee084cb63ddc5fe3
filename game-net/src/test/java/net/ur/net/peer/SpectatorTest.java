package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import com.jme3.network.HostedConnection;
import com.jme3.network.Message;
import com.jme3.network.MessageListener;
import com.jme3.network.Server;
import net.ur.net.chain.Entry;
import net.ur.net.chain.MatchSetup;
import net.ur.net.relay.Relay;
import net.ur.net.wire.EntryMsg;
import net.ur.net.wire.WatchMsg;
import net.ur.net.wire.Wire;
import org.junit.jupiter.api.Test;

/** A spectator at a relay on loopback: it judges every entry itself and ends with the players' head. */
class SpectatorTest {

    private static List<Spectator.Seen> watch(Spectator s) {
        List<Spectator.Seen> seen = new CopyOnWriteArrayList<>();
        s.listen(seen::add);
        return seen;
    }

    private static <T extends Spectator.Seen> List<T> of(List<Spectator.Seen> seen, Class<T> type) {
        return seen.stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void aSpectatorWhoComesMidGameSeesItToTheEndWithThePlayersHeadAndThePlayersAreTold() throws Exception {
        int port = Seat.freePort();
        String code = "S" + port;
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { })) {
            Seat a = new Seat("Ann", code, "aseb", false, 21, Duration.ofMillis(5), 1);
            Seat b = new Seat("Bob", code, null, false, 22, Duration.ofMillis(5), 1);
            Spectator spectator = Spectator.of(code, "Eve", Seat.LOOPBACK, port, Duration.ofSeconds(10));
            List<Spectator.Seen> seen = watch(spectator);
            try (Dialer da = Dialer.start(a.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                ConnectionTest.awaitTrue(() -> !a.heard(MatchEvent.Notice.class).isEmpty(), 10, "Ann waits");
                try (Dialer db = Dialer.start(b.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                    ConnectionTest.awaitTrue(() -> a.match.query(c -> c != null && c.size() > 20), 30, "under way");
                    spectator.start();
                    a.awaitOver(120);
                    b.awaitOver(30);
                    ConnectionTest.awaitTrue(() -> !of(seen, Spectator.Seen.Over.class).isEmpty(), 30,
                            "the spectator sees the end: " + seen.subList(Math.max(0, seen.size() - 3), seen.size()));
                    assertEquals(a.head(), spectator.query(c -> c.head()));
                    assertEquals(a.size(), (int) spectator.query(c -> c.size()));
                    assertEquals(a.match.winner(), spectator.query(c -> c.winner()));
                    assertEquals(List.of(), of(seen, Spectator.Seen.Refused.class));
                    assertEquals(1, of(seen, Spectator.Seen.Game.class).size());
                    for (Seat s : List.of(a, b)) {
                        assertTrue(s.heard(MatchEvent.Notice.class).stream()
                                .anyMatch(n -> n.text().equals("Eve watches this match (1 watching)")),
                                s.heard(MatchEvent.Notice.class).toString());
                        assertEquals(List.of(), s.heard(MatchEvent.Refused.class));
                    }
                } finally {
                    spectator.close();
                    a.match.close();
                    b.match.close();
                }
            }
        }
    }

    @Test
    void aSpectatorOfNoMatchIsToldSo() throws Exception {
        int port = Seat.freePort();
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { })) {
            Spectator spectator = Spectator.of("NOSUCH", "Eve", Seat.LOOPBACK, port, Duration.ofSeconds(10));
            List<Spectator.Seen> seen = watch(spectator);
            spectator.start();
            ConnectionTest.awaitTrue(() -> !of(seen, Spectator.Seen.Rejected.class).isEmpty(), 10, "rejected");
            assertEquals("no match NOSUCH is played at this relay", of(seen, Spectator.Seen.Rejected.class).get(0)
                    .reason());
            spectator.close();
        }
    }

    /**
     * A dishonest relay (a server of the test) sends the spectator a real game with forged entries among
     * its entries: each forged one is refused, and the spectator goes on with the real ones to the real head.
     */
    @Test
    void forgedEntriesFromTheRelayAreRefusedAndTheSpectatorIsUnharmed() throws Exception {
        // A real game first, played through an honest relay.
        int port = Seat.freePort();
        String code = "F" + port;
        Seat a = new Seat("Ann", code, "finkel", false, 31, Duration.ZERO, 1);
        Seat b = new Seat("Bob", code, null, false, 32, Duration.ZERO, 1);
        try (Relay relay = Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { });
                Dialer da = Dialer.start(a.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
            ConnectionTest.awaitTrue(() -> !a.heard(MatchEvent.Notice.class).isEmpty(), 10, "Ann waits");
            try (Dialer db = Dialer.start(b.match, Seat.LOOPBACK, port, Duration.ofSeconds(10))) {
                a.awaitOver(120);
                b.awaitOver(30);
            }
        } finally {
            a.match.close();
            b.match.close();
        }
        MatchSetup setup = a.match.query(c -> c.setup());
        List<Entry> real = a.match.query(c -> c.entries());
        String head = a.head();
        Entry genuine = real.get(10);
        // The relay's forgeries: an entry 11 with its move or secret changed under the author's signature, and one
        // signed by a key that plays no side.
        Entry changed = new Entry(genuine.gameId(), genuine.seq(), genuine.author(), genuine.prev(), genuine.action(),
                genuine.secret(), genuine.commit(), genuine.move(), real.get(12).signature());
        Entry stranger = Entry.sign(net.ur.net.chain.Identity.generate(), genuine.gameId(), genuine.seq(),
                genuine.prev(), genuine.action(), genuine.secret(), genuine.commit(), genuine.move());

        int fake = Seat.freePort();
        Server server = Wire.server(Seat.LOOPBACK, fake);
        server.addMessageListener((MessageListener<HostedConnection>) (HostedConnection c, Message m) -> {
            if (m instanceof WatchMsg w) {
                WatchMsg answer = new WatchMsg().with(setup);
                answer.protocol = Wire.PROTOCOL;
                answer.version = Wire.gameVersion();
                answer.code = setup.code();
                c.send(answer);
                for (int i = 0; i < real.size(); i++) {
                    if (i == 10) {
                        c.send(new EntryMsg(changed));
                        c.send(new EntryMsg(stranger));
                    }
                    c.send(new EntryMsg(real.get(i)));
                }
            }
        });
        Wire.start(server, Seat.LOOPBACK, fake);
        Spectator spectator = Spectator.of(code, "Eve", Seat.LOOPBACK, fake, Duration.ofSeconds(10));
        List<Spectator.Seen> seen = watch(spectator);
        try {
            spectator.start();
            ConnectionTest.awaitTrue(() -> !of(seen, Spectator.Seen.Over.class).isEmpty(), 30, "the end: " + seen);
            List<Spectator.Seen.Refused> refused = of(seen, Spectator.Seen.Refused.class);
            assertEquals(2, refused.size(), refused.toString());
            assertTrue(refused.get(0).reason().contains("signature"), refused.get(0).reason());
            assertTrue(refused.get(1).reason().contains("plays no side") || refused.get(1).reason().contains("key"),
                    refused.get(1).reason());
            assertEquals(head, spectator.query(c -> c.head()), "the spectator ends with the players' head");
            assertEquals(real.size(), of(seen, Spectator.Seen.Accepted.class).size());
        } finally {
            spectator.close();
            Wire.stop(server, "done");
        }
    }
}
