package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import net.ur.net.chain.Action;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Entry;
import net.ur.net.chain.Identity;
import net.ur.net.chain.SharedDice;
import net.ur.net.relay.Relay;
import net.ur.net.wire.EntryMsg;
import net.ur.rules.Player;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A hostile peer against an honest one, directly and through the relay: entries out of turn, an
 * illegal move, a bad signature, a wrong previous hash, a replayed entry, a reveal that does not
 * match its commitment, a 10 MB message and random bytes are all refused (both sides hear why, or
 * the connection that sent the bytes is closed), and the honest side's game goes on to its end.
 */
class HostilePeerTest {

    /** The honest side pauses this long before it acts: the hostile side injects its out-of-turn entry meanwhile. */
    private static final Duration HONEST_THINKS = Duration.ofMillis(1000);
    /** The most a flood may go on before the server must have ended its connection (a bound: reached only on failure). */
    private static final Duration FLOOD_BOUND = Duration.ofSeconds(30);

    private Seat honest;
    private Seat hostile;
    private Identity hostileId;

    private Entry craft(Action a, String secret, String commit, String move, String prev, int seq) {
        return hostile.match.query(c -> Entry.sign(hostileId, c.gameId(), seq > 0 ? seq : c.size() + 1,
                prev != null ? prev : c.head(), a, secret, commit, move));
    }

    private int honestRefusals() {
        return honest.heard(MatchEvent.Refused.class).size() + (int) honest.heard(MatchEvent.Notice.class).stream()
                .filter(n -> n.text().contains("refused an entry")).count();
    }

    /** Sends a bad entry and waits until the honest side has refused it; its chain must not change. */
    private void refused(Entry bad, String why) throws InterruptedException {
        ConnectionTest.awaitTrue(() -> honest.size() == hostile.size(), 10, "both sides hold the same entries");
        int before = honestRefusals();
        int size = honest.size();
        hostile.match.sendRaw(new EntryMsg(bad));
        ConnectionTest.awaitTrue(() -> honestRefusals() > before, 10, "the honest side refuses: " + why);
        assertEquals(size, honest.size(), "a refused entry changes nothing");
        List<String> heard = honest.heard(MatchEvent.Refused.class).stream().map(MatchEvent.Refused::reason).toList();
        List<String> told = honest.heard(MatchEvent.Notice.class).stream().map(MatchEvent.Notice::text).toList();
        String last = heard.isEmpty() ? "" : heard.get(heard.size() - 1);
        String lastTold = told.isEmpty() ? "" : told.get(told.size() - 1);
        assertTrue(last.contains(why) || lastTold.contains(why), why + " in " + heard + told);
        ConnectionTest.awaitTrue(() -> hostile.heard(MatchEvent.Refused.class).stream()
                .anyMatch(r -> r.reason().contains(why) && r.refuser() == MatchEvent.Refuser.OUR_ENTRY), 10,
                "the hostile side hears the refusal too: " + why);
    }

    private MatchEvent.YourTurn nextTurn(int[] seen) throws InterruptedException {
        for (int i = 0; i < 1500; i++) {
            List<MatchEvent.YourTurn> turns = hostile.heard(MatchEvent.YourTurn.class);
            if (turns.size() > seen[0]) {
                return turns.get(seen[0]++);
            }
            TimeUnit.MILLISECONDS.sleep(20);
        }
        throw new AssertionError("the hostile side's turn did not come: " + hostile.tail());
    }

    /** One well-framed message of the largest size SpiderMonkey frames (32767 bytes) naming our entry class. */
    private static byte[] oversizedEntryFrame() {
        byte[] f = new byte[2 + 32767];
        f[0] = 0x7f;
        f[1] = (byte) 0xff;
        f[2] = 0x03;
        f[3] = (byte) 0xea;
        return f;
    }

    /**
     * Floods a raw connection to the server with {@code bytes} bytes (the frame repeated, or random bytes
     * for null) and fails unless the server ends that connection (end of stream, or a reset on reading or
     * writing) within {@link #FLOOD_BOUND}. The flood is written without blocking, so a server that stops
     * reading it without closing it makes this fail at the bound rather than hang; a server that reads
     * all of it and keeps the connection open fails the same way.
     */
    private static void floodIsCutOff(int port, byte[] frame, long bytes, long seed) throws IOException {
        SplittableRandom r = new SplittableRandom(seed);
        ByteBuffer chunk = ByteBuffer.wrap(frame != null ? frame : new byte[64 * 1024]);
        chunk.position(chunk.limit());
        ByteBuffer in = ByteBuffer.allocate(4096);
        long sent = 0;
        long deadline = System.nanoTime() + FLOOD_BOUND.toNanos();
        try (SocketChannel ch = SocketChannel.open(new InetSocketAddress(Seat.LOOPBACK, port));
                Selector selector = Selector.open()) {
            ch.configureBlocking(false);
            SelectionKey key = ch.register(selector, SelectionKey.OP_READ | SelectionKey.OP_WRITE);
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("the server neither closed nor reset a connection that sent " + sent
                            + " of " + bytes + " bad bytes within " + FLOOD_BOUND.toSeconds() + " s ("
                            + (sent < bytes ? "it stopped reading them" : "it read them all and kept the connection")
                            + ")");
                }
                if (selector.select(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left))) == 0) {
                    continue;
                }
                selector.selectedKeys().clear();
                try {
                    if (key.isReadable()) {
                        in.clear();
                        if (ch.read(in) < 0) {
                            return;
                        }
                    }
                    if (key.isWritable() && sent < bytes) {
                        if (!chunk.hasRemaining()) {
                            if (frame == null) {
                                r.nextBytes(chunk.array());
                            }
                            chunk.rewind();
                        }
                        sent += ch.write(chunk);
                        if (sent >= bytes) {
                            key.interestOps(SelectionKey.OP_READ);
                        }
                    }
                } catch (IOException reset) {
                    return;
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void everyHostileEntryIsRefusedAndTheHonestGameGoesOn(boolean throughRelay) throws Exception {
        int port = Seat.freePort();
        String code = "H" + port;
        hostileId = Identity.generate();
        honest = new Seat(Identity.generate(), "Honest", code, "finkel", !throughRelay, 51, HONEST_THINKS, 1,
                Match.DEFAULT_REVEAL);
        hostile = new Seat(hostileId, "Hostile", code, null, false, 52, Duration.ZERO, 0, Match.DEFAULT_REVEAL);
        Relay relay = throughRelay ? Relay.start(Seat.LOOPBACK, port, Duration.ofMinutes(5), s -> { }) : null;
        AutoCloseable h = throughRelay ? Dialer.start(honest.match, Seat.LOOPBACK, port, Duration.ofSeconds(20))
                : Host.start(honest.match, Seat.LOOPBACK, port);
        if (throughRelay) {
            ConnectionTest.awaitTrue(() -> !honest.heard(MatchEvent.Notice.class).isEmpty(), 10, "waiting at the relay");
        }
        try (Dialer d = Dialer.start(hostile.match, Seat.LOOPBACK, port, Duration.ofSeconds(20))) {
            int[] seen = {0};
            boolean done = false;
            int moves = 0;
            boolean injected = false;
            int refusalsBeforeFloods = -1;
            while (!done) {
                MatchEvent.YourTurn t = nextTurn(seen);
                switch (t.what()) {
                    case THROW -> hostile.match.throwDice();
                    case MOVE -> {
                        var legal = t.game().legalMoves();
                        if (moves == 0) {
                            refused(craft(Action.MOVE, "", "", "0:A1>home", null, 0), "illegal move");
                            Entry good = craft(Action.MOVE, "", "", Chain.moveText(legal.get(0)), null, 0);
                            String sig = good.signature();
                            refused(new Entry(good.gameId(), good.seq(), good.author(), good.prev(), good.action(),
                                    good.secret(), good.commit(), good.move(),
                                    (sig.charAt(0) == 'a' ? "b" : "a") + sig.substring(1)), "bad signature");
                            refused(craft(Action.MOVE, "", "", Chain.moveText(legal.get(0)), "ab".repeat(32), 0),
                                    "wrong previous hash");
                        }
                        hostile.match.move(legal.get(0));
                        moves++;
                        boolean honestThrowsNext = hostile.match.query(c -> c.awaiting() == Chain.Awaiting.THROW
                                && c.author() != c.setup().playerOf(hostileId.publicKey()));
                        if (!injected && honestThrowsNext) {
                            injected = true;
                            // The honest side pauses before it throws: this throw comes out of turn.
                            refused(craft(Action.THROW, "11".repeat(32), SharedDice.commitment("22".repeat(32)), "",
                                    null, 0), "out of turn");
                            Entry first = hostile.match.query(c -> c.entries().get(1));
                            refused(first, "replayed entry");
                            hostile.match.holdReveals(true);
                            ConnectionTest.awaitTrue(() -> hostile.match.query(c -> c.awaiting()
                                    == Chain.Awaiting.REVEAL && c.setup().playerOf(hostileId.publicKey())
                                    == c.author()), 20, "the honest side throws");
                            refused(craft(Action.REVEAL, "33".repeat(32), SharedDice.commitment("44".repeat(32)), "",
                                    null, 0), "does not match its commitment");
                            hostile.match.holdReveals(false);
                            refusalsBeforeFloods = honestRefusals();
                            floodIsCutOff(port, oversizedEntryFrame(), 10L * 1024 * 1024, 1);
                            floodIsCutOff(port, null, 256 * 1024, 2);
                        }
                        if (moves >= 4 && injected) {
                            hostile.match.resign();
                            done = true;
                        }
                    }
                    default -> throw new AssertionError("finkel has no roll decisions");
                }
            }
            honest.awaitOver(30);
            hostile.awaitOver(10);
            assertEquals(honest.head(), hostile.head());
            Player honestSide = honest.match.side();
            assertNotNull(honestSide);
            assertEquals(honestSide, honest.match.winner());
            assertEquals(honestSide, hostile.match.winner());
            assertTrue(honest.heard(MatchEvent.GameOver.class).get(0).how().contains("resigned"));
            // The floods came on connections of their own: the honest side's connection never dropped, and it
            // refused nothing after the crafted entries.
            assertEquals(List.of(), honest.heard(MatchEvent.Disconnected.class), "the honest side stayed connected");
            assertEquals(List.of(), hostile.heard(MatchEvent.Disconnected.class), "the hostile side's match link too");
            assertEquals(refusalsBeforeFloods, honestRefusals(), "nothing of the floods reached the honest game");
        } finally {
            honest.match.close();
            hostile.match.close();
            h.close();
            if (relay != null) {
                relay.close();
            }
        }
    }
}
