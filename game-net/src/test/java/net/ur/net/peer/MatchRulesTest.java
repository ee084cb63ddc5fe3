package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import com.jme3.network.Client;
import com.jme3.network.ClientStateListener;
import com.jme3.network.Message;
import com.jme3.network.MessageListener;
import net.ur.net.chain.Identity;
import net.ur.net.chain.MatchSetup;
import net.ur.net.wire.HelloMsg;
import net.ur.net.wire.NoticeMsg;
import net.ur.net.wire.Wire;
import net.ur.rules.match.MatchLedger;
import org.junit.jupiter.api.Test;

/** The match around the games: forfeit, versions, the Babylonian match's rematch and ledger. */
class MatchRulesTest {

    @Test
    void aSideThatDoesNotRevealInTimeLosesByForfeit() throws Exception {
        int port = Seat.freePort();
        Seat host = new Seat(Identity.generate(), "Host", "F" + port, "finkel", true, 1, Duration.ZERO, 1,
                Duration.ofSeconds(1));
        Seat joiner = new Seat(Identity.generate(), "Joiner", "F" + port, null, false, 2, Duration.ZERO, 1,
                Duration.ofSeconds(1));
        joiner.match.holdReveals(true);
        try (Host h = Host.start(host.match, Seat.LOOPBACK, port);
                Dialer d = Dialer.start(joiner.match, Seat.LOOPBACK, port, Duration.ofSeconds(60))) {
            host.awaitOver(20);
            joiner.awaitOver(10);
            assertEquals(host.match.side(), host.match.winner());
            assertEquals(host.match.side(), joiner.match.winner());
            assertTrue(host.heard(MatchEvent.GameOver.class).get(0).how().contains("loses by forfeit"));
            assertTrue(joiner.heard(MatchEvent.GameOver.class).get(0).how().contains("within 1 s"));
        } finally {
            host.match.close();
            joiner.match.close();
        }
    }

    @Test
    void differentVersionsRefuseEachOtherSayingSo() throws Exception {
        int port = Seat.freePort();
        Seat host = new Seat("Host", "V" + port, "finkel", true, 1, Duration.ZERO, 0);
        List<Message> got = new CopyOnWriteArrayList<>();
        try (Host h = Host.start(host.match, Seat.LOOPBACK, port)) {
            Client c = Wire.client(Seat.LOOPBACK, port);
            c.addMessageListener((MessageListener<Client>) (cl, m) -> got.add(m));
            c.addClientStateListener(new ClientStateListener() {
                @Override
                public void clientConnected(Client cl) {
                    HelloMsg hello = new HelloMsg();
                    hello.protocol = Wire.PROTOCOL;
                    hello.version = "0.0.1-elsewhere";
                    hello.code = "V" + port;
                    hello.key = Identity.generate().publicKey();
                    hello.name = "Old";
                    hello.nonce = "00".repeat(HelloMsg.NONCE_BYTES);
                    cl.send(hello);
                }

                @Override
                public void clientDisconnected(Client cl, DisconnectInfo info) {
                }
            });
            c.start();
            ConnectionTest.awaitTrue(() -> !got.isEmpty(), 10, "the host answers");
            NoticeMsg n = (NoticeMsg) got.get(0);
            assertEquals(NoticeMsg.Kind.REJECTED, n.kind);
            assertTrue(n.text.contains("different versions") && n.text.contains("0.0.1-elsewhere")
                    && n.text.contains(Wire.gameVersion()), n.text);
            assertTrue(host.heard(MatchEvent.Notice.class).get(0).text().contains("different versions"));
            assertTrue(host.heard(MatchEvent.Rejected.class).isEmpty(), "a stranger's greeting does not end the match");
            if (c.isStarted()) {
                c.close();
            }
        } finally {
            host.match.close();
        }
    }

    @Test
    void aBabylonianMatchGoesOnToARematchWithItsLedger() throws Exception {
        int port = Seat.freePort();
        // Keys made from seeds and a code of its own (not the port's): the match is the same every time.
        // With random keys the first game is another each time, and one in some tens leaves a side unable to pay the next game's stake, when
        // the match rightly ends after one game.
        Seat host = new Seat(Seat.identity(61), "Host", "BABYLON", "babylonian", true, 61, Duration.ZERO, 2,
                Match.DEFAULT_REVEAL);
        Seat joiner = new Seat(Seat.identity(62), "Joiner", "BABYLON", null, false, 62, Duration.ZERO, 2,
                Match.DEFAULT_REVEAL);
        try (Host h = Host.start(host.match, Seat.LOOPBACK, port);
                Dialer d = Dialer.start(joiner.match, Seat.LOOPBACK, port, Duration.ofSeconds(60))) {
            ConnectionTest.awaitTrue(() -> host.heard(MatchEvent.GameOver.class).size() == 2
                    && joiner.heard(MatchEvent.GameOver.class).size() == 2, 120, "two games are played");
            List<MatchEvent.GameStarted> starts = host.heard(MatchEvent.GameStarted.class);
            assertEquals(2, starts.size());
            MatchSetup second = starts.get(1).setup();
            assertEquals(2, second.gameNumber());
            MatchLedger ledger = host.match.ledger();
            assertEquals(ledger, joiner.match.ledger());
            assertEquals(1, ledger.games().size());
            assertEquals(ledger.lightCounters(), second.lightCounters());
            assertEquals(ledger.darkCounters(), second.darkCounters());
            // The ledger carries the first game's counters as it ended (a game can end where it began, 25 each).
            MatchLedger.GameResult first = ledger.games().get(0);
            assertTrue(first.winner() != null, "the first game was won: " + ledger);
            assertEquals(first.lightCounters(), ledger.lightCounters(), "the first game's counters carry over: " + ledger);
            assertEquals(first.darkCounters(), ledger.darkCounters());
            assertEquals(host.head(), joiner.head());
            assertEquals(second.gameId(), host.match.query(c -> c.gameId()));
            assertTrue(host.match.<Boolean>query(c -> c.opening().isDecided()));
        } finally {
            host.match.close();
            joiner.match.close();
        }
    }
}
