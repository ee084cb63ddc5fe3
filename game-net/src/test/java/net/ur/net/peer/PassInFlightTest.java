package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Queue;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import net.ur.net.chain.Action;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Entry;
import net.ur.net.chain.Identity;
import net.ur.net.wire.Link;
import net.ur.net.wire.WireMessage;
import net.ur.rules.Player;
import org.junit.jupiter.api.Test;

/**
 * A side's table passes the other side's turn as soon as it sees that side's roll has no move, while
 * that side's own pass entry may still be on its way: a throw asked for in between is not refused as
 * out of turn, it is written right after the pass arrives. Two matches joined by links that hold every
 * message until the test hands it over, one at a time (no sockets, no clock).
 */
class PassInFlightTest {

    /** One direction of an in-memory connection: what a side sends waits here. */
    static final class Held implements Link {
        final Queue<WireMessage> sent = new ConcurrentLinkedQueue<>();

        @Override
        public void send(WireMessage m) {
            sent.add(m);
        }

        @Override
        public void close() {
        }

        @Override
        public String address() {
            return "memory";
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void aThrowAskedBeforeTheOtherSidesPassArrivesIsWrittenAfterIt() {
        Identity hostId = Identity.generate();
        Identity joinerId = Identity.generate();
        Match host = new Match(new Match.Options(hostId, "Host", "PASS1", "finkel", true, new SplittableRandom(21),
                Match.DEFAULT_REVEAL));
        Match joiner = new Match(new Match.Options(joinerId, "Joiner", "PASS1", null, false, new SplittableRandom(22),
                Match.DEFAULT_REVEAL));
        List<MatchEvent.Refused> refused = new CopyOnWriteArrayList<>();
        for (Match m : List.of(host, joiner)) {
            m.listen(e -> {
                if (e instanceof MatchEvent.Refused r) {
                    refused.add(r);
                }
            });
        }
        Held fromHost = new Held();
        Held fromJoiner = new Held();
        try {
            host.attach(fromHost);
            joiner.attach(fromJoiner);
            int passAt = -1;
            int[] actedAt = {-1, -1};
            boolean followed = false;
            for (int i = 0; i < 20000 && !followed; i++) {
                WireMessage m = fromJoiner.sent.poll();
                if (m != null) {
                    host.receive(fromHost, m);
                }
                m = fromHost.sent.poll();
                if (m != null) {
                    joiner.receive(fromJoiner, m);
                }
                if (passAt < 0 && host.<Boolean>query(c -> c != null && !c.isOver()
                        && c.awaiting() == Chain.Awaiting.PASS && c.author() != c.setup().playerOf(hostId.publicKey()))) {
                    // The host's table has passed the joiner's turn; the joiner's pass is not in yet.
                    passAt = host.query(Chain::size);
                    host.throwDice();
                    assertEquals(passAt, host.<Integer>query(Chain::size), "nothing is written before the pass");
                    assertEquals(List.of(), refused, "the throw is not refused as out of turn");
                }
                if (passAt >= 0) {
                    int at = passAt;
                    followed = host.<Boolean>query(c -> c.size() > at + 1);
                    continue;
                }
                Match[] sides = {host, joiner};
                Identity[] ids = {hostId, joinerId};
                for (int s = 0; s < 2; s++) {
                    Match side = sides[s];
                    Identity id = ids[s];
                    Object[] turn = side.query(c -> c == null || c.isOver() || c.author() != c.setup().playerOf(id.publicKey())
                            ? null : new Object[] {c.awaiting(), c.size(), c.game() == null ? null : c.game().legalMoves()});
                    if (turn == null || actedAt[s] == (Integer) turn[1]) {
                        continue;
                    }
                    if (turn[0] == Chain.Awaiting.THROW) {
                        actedAt[s] = (Integer) turn[1];
                        side.throwDice();
                    } else if (turn[0] == Chain.Awaiting.MOVE) {
                        actedAt[s] = (Integer) turn[1];
                        side.move(((List<net.ur.rules.Move>) turn[2]).get(0));
                    }
                }
            }
            assertTrue(passAt >= 0, "a roll with no move came up");
            assertTrue(followed, "the host's throw was written after the joiner's pass");
            List<Entry> entries = host.query(c -> List.copyOf(c.entries()));
            Player joinerSide = host.query(c -> c.setup().playerOf(joinerId.publicKey()));
            assertEquals(Action.PASS, entries.get(passAt).action(), "the joiner's pass first");
            String thrower = entries.get(passAt + 1).author();
            assertEquals(joinerSide.other(), host.<Player>query(c -> c.setup().playerOf(thrower)), "the host's");
            assertEquals(Action.THROW, entries.get(passAt + 1).action(), "then the host's throw");
            assertEquals(List.of(), refused, "nothing was refused on either side");
            // The joiner takes the throw too: both chains end at the same head.
            for (int i = 0; i < 100 && !fromHost.sent.isEmpty(); i++) {
                joiner.receive(fromJoiner, fromHost.sent.poll());
            }
            int thrown = passAt + 1;
            assertEquals(host.<String>query(c -> c.entries().get(thrown).hash()),
                    joiner.<String>query(c -> c.size() > thrown ? c.entries().get(thrown).hash() : "missing"));
        } finally {
            host.close();
            joiner.close();
        }
    }
}
