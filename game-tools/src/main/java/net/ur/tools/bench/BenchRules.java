package net.ur.tools.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import net.ur.ai.fast.FastClassic;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench rules}: random Finkel playouts per second on one thread, on the compact encoding
 * (two move generators) beside the readable model measured in the same run. Timed by the thread's CPU
 * time where the JVM measures it (as {@code bench ai} is), so that other work on a loaded machine does
 * not count against a measurement; by the wall clock otherwise, and the output says which.
 */
@Command(name = "rules", description = "random Finkel playouts per second on one thread")
public final class BenchRules extends UrCommand {

    @Option(names = "--seconds", paramLabel = "S", description = "how long to measure (default 3, at most 600)")
    public double seconds = 3.0;

    public BenchRules(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (!(seconds > 0 && seconds <= 600)) {
            throw usageError("--seconds must be more than 0 and at most 600, not " + typed("--seconds"));
        }
        ClassicSettings finkel = ClassicSettings.FINKEL;
        FastClassic fast = new FastClassic(finkel);
        ClassicRuleSet readable = new ClassicRuleSet(finkel);
        SplittableRandom random = new SplittableRandom(20261122L);
        out.println("Random complete Finkel games (real dice, uniformly random legal moves), one thread:");
        runFast(fast, random, Math.min(1.0, seconds / 2));
        runPerPiece(fast, random, Math.min(0.5, seconds / 4));
        runReadable(readable, random, Math.min(1.5, seconds / 2));
        double[] fastResult = runFast(fast, random, seconds);
        out.printf(Locale.ROOT, "  compact encoding, bit-parallel generator:  %,12.0f games/s  (%d games in %.2f s,"
                + " light won %.1f%%)%n", fastResult[0] / fastResult[1], (long) fastResult[0], fastResult[1],
                100.0 * fastResult[2] / fastResult[0]);
        double[] perPiece = runPerPiece(fast, random, Math.max(0.5, seconds / 2));
        out.printf(Locale.ROOT, "  compact encoding, per-piece generator:     %,12.0f games/s  (%d games in %.2f s,"
                + " light won %.1f%%)%n", perPiece[0] / perPiece[1], (long) perPiece[0], perPiece[1],
                100.0 * perPiece[2] / perPiece[0]);
        double[] slow = runReadable(readable, random, Math.max(0.5, seconds / 2));
        out.printf(Locale.ROOT, "  readable model (ClassicRuleSet, baseline): %,12.0f games/s  (%d games in %.2f s,"
                + " light won %.1f%%)%n", slow[0] / slow[1], (long) slow[0], slow[1], 100.0 * slow[2] / slow[0]);
        out.printf(Locale.ROOT, "  speed-up of the compact encoding: %.1fx%n", (fastResult[0] / fastResult[1])
                / (slow[0] / slow[1]));
        out.println(CPU ? "  (seconds of this thread's CPU time)" : "  (seconds of the wall clock: this JVM does not measure a thread's CPU time)");
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        out.printf(Locale.ROOT, "  (system load average %.1f on %d cores: other work on the machine still slows"
                + " the figures through shared caches, the readable model most)%n", load, Runtime.getRuntime().availableProcessors());
        return UrCommand.OK;
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU = cpuTimeOn();

    private static boolean cpuTimeOn() {
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            return false;
        }
        if (!THREADS.isThreadCpuTimeEnabled()) {
            THREADS.setThreadCpuTimeEnabled(true);
        }
        return THREADS.isThreadCpuTimeEnabled();
    }

    /** Nanoseconds of this thread's CPU time, or of the wall clock where the JVM cannot say. */
    private static long clock() {
        return CPU ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static double[] runFast(FastClassic fast, SplittableRandom random, double seconds) {
        long start = clock();
        long limit = start + (long) (seconds * 1e9);
        long games = 0;
        long lightWins = 0;
        long code = fast.start();
        long now;
        do {
            for (int i = 0; i < 1000; i++) {
                lightWins += 1 - fast.playout(code, random);
            }
            games += 1000;
            now = clock();
        } while (now < limit);
        return new double[] {games, (now - start) / 1e9, lightWins};
    }

    private static double[] runPerPiece(FastClassic fast, SplittableRandom random, double seconds) {
        long start = clock();
        long limit = start + (long) (seconds * 1e9);
        long games = 0;
        long lightWins = 0;
        long code = fast.start();
        long now;
        do {
            for (int i = 0; i < 1000; i++) {
                lightWins += 1 - fast.playoutPerPiece(code, random);
            }
            games += 1000;
            now = clock();
        } while (now < limit);
        return new double[] {games, (now - start) / 1e9, lightWins};
    }

    private static double[] runReadable(ClassicRuleSet rules, SplittableRandom random, double seconds) {
        long start = clock();
        long limit = start + (long) (seconds * 1e9);
        long games = 0;
        long lightWins = 0;
        long now;
        do {
            GameState s = rules.initialState();
            while (!s.isOver()) {
                s = rules.applyRoll(s, rules.roll(random));
                if (s.phase() == Phase.AWAITING_MOVE) {
                    List<Move> moves = rules.legalMoves(s);
                    s = rules.applyMove(s, moves.get(random.nextInt(moves.size())));
                }
            }
            games++;
            if (s.winner() == Player.LIGHT) {
                lightWins++;
            }
            now = clock();
        } while (now < limit);
        return new double[] {games, (now - start) / 1e9, lightWins};
    }
}
