package net.ur.net.peer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import net.ur.net.chain.Identity;
import net.ur.ai.Agents;

/** One side of a test match: its match, its computer player, and what it heard. */
final class Seat {

    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    final Match match;
    final Bot bot;
    final List<MatchEvent> events = new CopyOnWriteArrayList<>();
    volatile CountDownLatch over = new CountDownLatch(1);

    Seat(String name, String code, String rules, boolean first, long seed, Duration think, int games) {
        this(Identity.generate(), name, code, rules, first, seed, think, games, Match.DEFAULT_REVEAL);
    }

    Seat(Identity id, String name, String code, String rules, boolean first, long seed, Duration think, int games,
            Duration reveal) {
        match = new Match(new Match.Options(id, name, code, rules, first, new SplittableRandom(seed), reveal));
        match.listen(e -> {
            events.add(e);
            if (e instanceof MatchEvent.GameOver) {
                over.countDown();
            }
        });
        bot = games > 0 ? new Bot(match, Agents.byName("novice"), new SplittableRandom(seed + 1), think, games) : null;
    }

    /**
     * A key pair made from a seed: a match between two such players, its secrets and computer players
     * seeded too, plays the same games every time (the game's id, and so every roll, follows from the keys).
     */
    static Identity identity(long seed) {
        byte[] b = new byte[32];
        new SplittableRandom(seed).nextBytes(b);
        return Identity.fromSeed(b);
    }

    void awaitOver(int seconds) throws InterruptedException {
        if (!over.await(seconds, TimeUnit.SECONDS)) {
            throw new AssertionError(match.options().name() + "'s game did not end within " + seconds + " s: "
                    + match.query(c -> c == null ? "no game" : c.awaitingText() + " after " + c.size()
                    + " entries") + "; last events " + tail());
        }
    }

    /** The last few events, briefly. */
    List<String> tail() {
        // A copy first: the match's thread adds events meanwhile, which a view of the live list would not survive.
        List<MatchEvent> now = List.copyOf(events);
        int n = now.size();
        return now.subList(Math.max(0, n - 6), n).stream().map(Seat::brief).toList();
    }

    static String brief(MatchEvent e) {
        if (e instanceof MatchEvent.Accepted a) {
            return "Accepted " + a.step().entry().describe() + (a.local() ? " (ours)" : " (theirs)");
        }
        if (e instanceof MatchEvent.YourTurn t) {
            return "YourTurn " + t.what();
        }
        return e.toString();
    }

    <T extends MatchEvent> List<T> heard(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    String head() {
        return match.query(c -> c.head());
    }

    int size() {
        return match.query(c -> c.size());
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, LOOPBACK)) {
            return s.getLocalPort();
        }
    }
}
