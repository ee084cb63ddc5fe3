package net.ur.net.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import net.ur.ai.Agents;
import net.ur.net.chain.Identity;
import net.ur.net.peer.Bot;
import net.ur.net.peer.Dialer;
import net.ur.net.peer.Match;
import net.ur.net.peer.MatchEvent;
import net.ur.net.relay.Relay;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench net}: a relay on 127.0.0.1 and many matches of computer players through it at
 * once, every player in this process. Prints the matches finished, the errors (refusals, rejected
 * greetings, games that did not end, the two sides' heads differing) and the 50th and 99th percentile
 * of an action's round trip (a throw sent until the other side's reveal is back, through the relay
 * both ways), beside a baseline of one match alone measured first in the same run. With
 * {@code --relay 127.0.0.1:PORT} the players meet at a relay already running in another process
 * ({@code ./ur serve}) instead of one started here: this computer's loopback only.
 */
@Command(name = "net", description = "a relay with many matches of computer players at once on loopback: matches"
        + " finished, errors, p50/p99 of an action's round trip")
final class BenchNet extends UrCommand {

    @Option(names = "--matches", paramLabel = "N", description = "matches at once (default 200, at most 1000)")
    int matches = 200;

    @Option(names = "--rules", paramLabel = "R", description = "the rules (default finkel)")
    String rules = "finkel";

    @Option(names = "--as", paramLabel = "LEVEL", description = "the computer players (default novice)")
    String level = "novice";

    @Option(names = "--think", paramLabel = "MS", description = "each player's pause before an action, in ms, as a"
            + " person's (default 500)")
    int thinkMillis = 500;

    @Option(names = "--timeout", paramLabel = "S", description = "the most the load may take, in seconds (default 900)")
    int timeoutSeconds = 900;

    @Option(names = "--relay", paramLabel = "127.0.0.1:PORT", description = "meet at a relay already running on this"
            + " computer (./ur serve in another process) instead of starting one here; loopback addresses only")
    String relayAddress;

    BenchNet(Streams io) {
        super(io);
    }

    /** What one run of matches gave. */
    private record Run(int finished, int errors, long entries, long[] roundTrips, double seconds, List<String> problems,
            double cpuSeconds, long gcMillis) {
    }

    /** The CPU time this process has used, in seconds (NaN where the JVM does not tell). */
    private static double cpuSeconds() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime() / 1e9;
        }
        return Double.NaN;
    }

    private static long gcMillis() {
        long t = 0;
        for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            t += Math.max(0, gc.getCollectionTime());
        }
        return t;
    }

    @Override
    protected int run() throws Exception {
        checked(() -> {
            if (matches < 1 || matches > 1000) {
                throw new IllegalArgumentException("--matches must be 1..1000, not " + matches);
            }
            if (thinkMillis < 0 || thinkMillis > 10_000) {
                throw new IllegalArgumentException("--think must be 0..10000 ms, not " + thinkMillis);
            }
            if (timeoutSeconds < 1 || timeoutSeconds > 86_400) {
                throw new IllegalArgumentException("--timeout must be 1..86400 s, not " + timeoutSeconds);
            }
            Agents.byName(level);
            return RuleSets.byName(rules);
        });
        InetAddress external = relayAddress == null ? null : checked(() -> loopbackRelay(relayAddress));
        InetAddress loopback = external != null ? external : InetAddress.getLoopbackAddress();
        int port;
        if (external != null) {
            port = Address.parse(relayAddress).port();
        } else {
            try (ServerSocket s = new ServerSocket(0, 1, loopback)) {
                port = s.getLocalPort();
            }
        }
        var os = ManagementFactory.getOperatingSystemMXBean();
        out.printf(Locale.ROOT, "bench net: %s, %s players thinking %d ms, relay on %s:%d%s; %d cores, load"
                + " average %.2f before the run (the machine is shared: figures move with its load)%n", rules, level,
                thinkMillis, loopback.getHostAddress(), port, external != null ? " in another process" : " in this one",
                os.getAvailableProcessors(), os.getSystemLoadAverage());
        // Codes of this run alone, so that a relay that served an earlier run pairs no one with a stale player.
        String run = Long.toString(System.nanoTime() & 0xFFFFFL, 36).toUpperCase(Locale.ROOT);
        try (Relay relay = external != null ? null : Relay.start(loopback, port, Duration.ofMinutes(10), line -> { })) {
            Run base = play(loopback, port, 1, "B" + run + "X");
            report("baseline, 1 match alone", base);
            Run load = play(loopback, port, matches, "M" + run + "X");
            report(matches + " matches at once", load);
            out.printf(Locale.ROOT, "load against baseline: p50 x%.2f, p99 x%.2f; load average after: %.2f%n",
                    ratio(load, base, 50), ratio(load, base, 99), os.getSystemLoadAverage());
            boolean ok = load.errors() == 0 && load.finished() == matches;
            if (relay == null) {
                out.println("the relay runs in another process: what it still holds is in its own log"
                        + " (a line \"match CODE forgotten\" for each match it let go)");
                return ok ? 0 : 1;
            }
            for (int i = 0; i < 100 && relay.matches() > 0; i++) {
                Thread.sleep(50);
            }
            out.println("matches the relay still holds after the players left: " + relay.matches());
            return ok && relay.matches() == 0 ? 0 : 1;
        }
    }

    /**
     * The address of a relay on this computer as {@code --relay} names it: a loopback address, by
     * number or as {@code localhost} (never looked up elsewhere).
     *
     * @throws IllegalArgumentException for any other address, saying so
     */
    static InetAddress loopbackRelay(String text) {
        Address a = Address.parse(text);
        String host = a.host();
        if (host.equalsIgnoreCase("localhost")) {
            return InetAddress.getLoopbackAddress();
        }
        String[] parts = host.split("\\.", -1);
        if (parts.length == 4 && host.matches("[0-9.]+")) {
            byte[] b = new byte[4];
            boolean ok = true;
            for (int i = 0; i < 4; i++) {
                ok &= !parts[i].isEmpty() && parts[i].length() <= 3 && Integer.parseInt(parts[i]) <= 255;
                b[i] = ok ? (byte) Integer.parseInt(parts[i]) : 0;
            }
            if (ok && b[0] == 127) {
                try {
                    return InetAddress.getByAddress(b);
                } catch (java.net.UnknownHostException e) {
                    throw new IllegalStateException("four bytes make an address", e);
                }
            }
        }
        throw new IllegalArgumentException("--relay must name a relay on this computer, 127.0.0.1:PORT (the benchmark"
                + " talks to no other address), not " + text);
    }

    private static double ratio(Run load, Run base, int p) {
        double b = percentile(base.roundTrips(), p);
        return b == 0 ? Double.NaN : percentile(load.roundTrips(), p) / b;
    }

    private void report(String what, Run r) {
        out.printf(Locale.ROOT, "%s: %d finished, %d errors, %d entries in %.1f s (%.0f entries/s); round trip of a"
                + " throw (%d measured): p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", what, r.finished(), r.errors(),
                r.entries(), r.seconds(), r.entries() / r.seconds(), r.roundTrips().length,
                percentile(r.roundTrips(), 50), percentile(r.roundTrips(), 99), percentile(r.roundTrips(), 100));
        out.printf(Locale.ROOT, "  this process used %.1f s of CPU (%.2f cores on average), %d ms of it in garbage"
                + " collection%n", r.cpuSeconds(), r.cpuSeconds() / r.seconds(), r.gcMillis());
        for (String p : r.problems().subList(0, Math.min(10, r.problems().size()))) {
            out.println("  " + p);
        }
    }

    private static double percentile(long[] sorted, int p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }

    private Run play(InetAddress at, int port, int n, String prefix) throws InterruptedException {
        ConcurrentLinkedQueue<Long> trips = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
        AtomicInteger errors = new AtomicInteger();
        CountDownLatch over = new CountDownLatch(2 * n);
        List<Match[]> pairs = new ArrayList<>();
        CountDownLatch waiting = new CountDownLatch(n);
        List<Dialer> dialers = new ArrayList<>();
        Duration think = Duration.ofMillis(thinkMillis);
        long start = System.nanoTime();
        double cpu0 = cpuSeconds();
        long gc0 = gcMillis();
        for (int i = 0; i < n; i++) {
            Match[] pair = new Match[2];
            for (int side = 0; side < 2; side++) {
                String code = prefix + i;
                Match m = new Match(new Match.Options(Identity.generate(), (side == 0 ? "A" : "B") + i, code,
                        side == 0 ? rules : null, false, new java.security.SecureRandom(), Match.DEFAULT_REVEAL));
                m.measureRoundTrips(trips::add);
                m.listen(e -> {
                    if (e instanceof MatchEvent.GameOver) {
                        over.countDown();
                    } else if (e instanceof MatchEvent.Refused || e instanceof MatchEvent.Rejected
                            || e instanceof MatchEvent.Disconnected) {
                        errors.incrementAndGet();
                        problems.add(code + ": " + e);
                    }
                });
                if (side == 0) {
                    m.listen(e -> {
                        if (e instanceof MatchEvent.Notice notice && notice.text().contains("waiting for the other")) {
                            waiting.countDown();
                        }
                    });
                }
                new Bot(m, Agents.byName(level), new SplittableRandom(i * 2L + side), think, 1);
                pair[side] = m;
            }
            pairs.add(pair);
            dialers.add(Dialer.start(pair[0], at, port, Duration.ofSeconds(60)));
        }
        // The second players arrive once every first one waits at the relay (the first sets the rules).
        if (!waiting.await(60, TimeUnit.SECONDS)) {
            problems.add((waiting.getCount()) + " first players were not waiting at the relay after 60 s");
        }
        for (int i = 0; i < n; i++) {
            dialers.add(Dialer.start(pairs.get(i)[1], at, port, Duration.ofSeconds(60)));
        }
        boolean ended = over.await(timeoutSeconds, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - start) / 1e9;
        int finished = 0;
        long entries = 0;
        for (Match[] pair : pairs) {
            String a = pair[0].query(c -> c == null ? "" : c.isOver() ? c.head() : "");
            String b = pair[1].query(c -> c == null ? "" : c.isOver() ? c.head() : "");
            if (!a.isEmpty() && a.equals(b)) {
                finished++;
                entries += pair[0].<Integer>query(c -> c.size());
            } else {
                errors.incrementAndGet();
                problems.add(pair[0].options().code() + ": " + (a.isEmpty() || b.isEmpty() ? "did not finish"
                        : "the two sides' heads differ"));
            }
        }
        if (!ended) {
            problems.add("the load did not end within " + timeoutSeconds + " s");
        }
        for (Match[] pair : pairs) {
            pair[0].close();
            pair[1].close();
        }
        for (Dialer d : dialers) {
            d.close();
        }
        long[] t = trips.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(t);
        return new Run(finished, errors.get(), entries, t, seconds, new ArrayList<>(problems), cpuSeconds() - cpu0,
                gcMillis() - gc0);
    }
}
