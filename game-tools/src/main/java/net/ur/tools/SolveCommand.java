package net.ur.tools;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.bench.HeapPeak;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur solve --rules R [--pieces N] [--out FILE] [--json]} solves a classic rule set for perfect
 * play, and {@code ./ur solve --verify FILE} checks a table. Before solving it checks that the solve
 * fits in the heap and the scratch folder (the output's folder) and says what it needs if not
 * (exit status 3); progress goes to stderr (one line per sweep: layer, sweep, largest change, time);
 * the result to stdout.
 */
@Command(name = "solve", description = "solve a classic rule set for perfect play (--verify FILE: check a table)")
final class SolveCommand extends UrCommand {

    @Option(names = "--rules", paramLabel = "R", description = "the classic rule set to solve")
    String rules;

    @Option(names = "--pieces", paramLabel = "N", description = "pieces per side (default: the rule set's)")
    Integer pieces;

    @Option(names = "--out", paramLabel = "FILE", description = "write the table here")
    String file;

    @Option(names = "--verify", paramLabel = "FILE", description = "check a table's checksum and values instead")
    String verify;

    @Option(names = "--json", description = "also print the figures as one JSON object")
    boolean json;

    @Option(names = "--estimate", description = "only measure how long the solve would take here (from its first layer groups)")
    boolean estimate;

    SolveCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (verify == null && rules == null) {
            throw usageError("solve needs --rules R or --verify FILE");
        }
        if (verify != null) {
            return verify(Path.of(verify), out, err);
        }
        ClassicSettings settings = checked(() -> pieces == null ? RuleSets.classicSettings(rules)
                : RuleSets.classicSettings(rules).withPieces(pieces));
        Path scratch = file == null ? Path.of(System.getProperty("java.io.tmpdir"))
                : Path.of(file).toAbsolutePath().getParent();
        Solver.Needs needs = Solver.needs(settings);
        long maxHeap = Runtime.getRuntime().maxMemory();
        String problem = needs.problem(maxHeap, scratch.toFile().getUsableSpace());
        if (problem != null) {
            err.println("ur: cannot solve " + settings.name() + " with " + settings.pieces() + " pieces: it needs "
                    + problem);
            return 3;
        }
        if (estimate) {
            Solver.Estimate e = Solver.estimate(settings);
            out.printf(Locale.ROOT, "%s (%d pieces): about %s on this machine (measured: the first %d layer groups, "
                    + "%,d positions, took %.2f s)%n", settings.name(), settings.pieces(), ProgressLine.duration(e.seconds()),
                    e.groups(), e.positions(), e.measuredSeconds());
            if (json) {
                out.printf(Locale.ROOT, "{\"rules\":\"%s\",\"pieces\":%d,\"estimated_seconds\":%.1f,"
                        + "\"measured_groups\":%d,\"measured_positions\":%d,\"measured_seconds\":%.3f,"
                        + "\"threads\":%d}%n", settings.name(), settings.pieces(), e.seconds(), e.groups(),
                        e.positions(), e.measuredSeconds(), Runtime.getRuntime().availableProcessors());
            }
            return 0;
        }
        HeapPeak peak = HeapPeak.start();
        long t0 = System.nanoTime();
        ProgressLine line = new ProgressLine(err);
        SolvedTable table;
        try {
            table = Solver.solve(settings, Solver.TOLERANCE, line, scratch);
        } catch (java.io.UncheckedIOException e) {
            line.finish();
            err.println("ur: " + e.getMessage());
            return 1;
        }
        line.finish();
        double seconds = (System.nanoTime() - t0) / 1e9;
        long peakMb = peak.stop() >> 20;
        if (file != null) {
            try {
                table.write(Path.of(file));
            } catch (java.io.IOException e) {
                err.println("ur: cannot write " + file + ": " + e.getMessage());
                return 1;
            }
        }
        double start = table.startLightWin();
        out.printf(Locale.ROOT, "%s (%d pieces): %d positions (light to roll; dark's are their mirror "
                + "images), light wins %.6f from the start; %.1f s, table %d bytes, peak heap %d MB%s%n"
                + "  values within %.1e of converged (largest change at the last sweep) and %.1e of 16-bit rounding%n",
                settings.name(), settings.pieces(), table.positions(), start, seconds, table.valueBytes(), peakMb,
                file == null ? "" : ", written to " + file, table.lastSweepChange(), SolvedTable.ROUNDING);
        if (json) {
            out.printf(Locale.ROOT, "{\"rules\":\"%s\",\"pieces\":%d,\"positions\":%d,\"start_light_win\":%.8f,"
                    + "\"seconds\":%.3f,\"table_bytes\":%d,\"peak_heap_mb\":%d,\"threads\":%d,"
                    + "\"cpu_seconds\":%.1f,\"list_seconds\":%.1f,\"sweep_seconds\":%.1f,\"position_sweeps\":%d,"
                    + "\"max_heap_mb\":%d,\"estimated_heap_mb\":%d,\"estimated_lists_mb\":%d,"
                    + "\"estimated_scratch_mb\":%d,\"last_sweep_change\":%.2e}%n",
                    settings.name(), settings.pieces(), table.validPositions(), start, seconds, table.valueBytes(),
                    peakMb, Runtime.getRuntime().availableProcessors(), cpuSeconds(),
                    line.latest == null ? 0 : line.latest.listSeconds(),
                    line.latest == null ? 0 : line.latest.sweepSeconds(),
                    line.latest == null ? 0 : line.latest.positionSweeps(), maxHeap >> 20,
                    needs.heapBytes() >> 20, needs.listBytes() >> 20, needs.scratchBytes(maxHeap) >> 20,
                    table.lastSweepChange());
        }
        return 0;
    }

    /** The progress line on stderr: redrawn in place on a terminal, a line every 5 s otherwise. */
    static final class ProgressLine implements Solver.Progress {
        private final PrintStream err;
        private final boolean terminal = System.console() != null;
        private long last;
        private Solver.Status latest;

        ProgressLine(PrintStream err) {
            this.err = err;
        }

        @Override
        public void update(Solver.Status s) {
            latest = s;
            long now = System.nanoTime();
            boolean finished = s.sweep() > 0 && s.maxChange() <= Solver.TOLERANCE;
            if (now - last < (terminal ? 250_000_000L : 5_000_000_000L) && !finished) {
                return;
            }
            last = now;
            err.print((terminal ? "\r" : "") + line(s) + (terminal ? "\u001b[K" : "\n"));
            err.flush();
        }

        void finish() {
            if (terminal) {
                err.println();
            }
        }

        static String line(Solver.Status s) {
            double f = s.fractionDone();
            int filled = Double.isNaN(f) ? 0 : (int) Math.round(20 * f);
            String bar = "[" + "#".repeat(filled) + "-".repeat(20 - filled) + "]";
            String what = s.sweep() == 0 ? "listing successors"
                    : String.format(Locale.ROOT, "sweep %d, largest change %.1e", s.sweep(), s.maxChange());
            String left = Double.isNaN(s.secondsLeft()) ? "time left unknown"
                    : "about " + duration(s.secondsLeft()) + " left";
            return String.format(Locale.ROOT, "%s layer %d/%d (borne off %d-%d), %s, %s elapsed, %s", bar,
                    s.groupsDone() + 1, s.groups(), s.lightOff(), s.darkOff(), what, duration(s.seconds()), left);
        }

        static String duration(double seconds) {
            long s = Math.round(seconds);
            if (s < 60) {
                return s + " s";
            }
            if (s < 3600) {
                return String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60);
            }
            return String.format(Locale.ROOT, "%d h %02d min", s / 3600, s % 3600 / 60);
        }
    }

    /** CPU time of the whole process so far (all threads), or NaN if the JVM does not say. */
    static double cpuSeconds() {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime() / 1e9;
        }
        return Double.NaN;
    }

    private static int verify(Path file, PrintStream out, PrintStream err) {
        SolvedTable table;
        try {
            table = SolvedTable.read(file);
        } catch (SolvedTable.TableException e) {
            err.println("ur: " + e.getMessage());
            return 1;
        }
        double residual = table.maxBellmanResidual();
        boolean ok = residual < 1e-4;
        out.printf(Locale.ROOT, "%s: %s (%s with %d pieces, checksum ok, largest Bellman residual %.2e, light wins %.6f)%n",
                file, ok ? "ok" : "FAILED", table.settings().name(), table.settings().pieces(), residual,
                table.startLightWin());
        return ok ? 0 : 1;
    }
}
