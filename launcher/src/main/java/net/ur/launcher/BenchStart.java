package net.ur.launcher;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import net.ur.client.bench.FirstFrameMark;

/**
 * What {@code ur bench start} does (its command line is {@link BenchStartCommand}): starts the game N times in a window, each a child process, and measures
 * the time from starting the process to the main menu's first drawn frame (the child writes it,
 * see {@link FirstFrameMark}, and quits). A baseline command, started in turn with the measured
 * one (A, B, A, B...), is measured in the same run, so that a noisy machine weighs on both alike.
 */
public final class BenchStart {

    /** How long one start may take before it counts as failed. */
    static final long START_TIMEOUT_SECONDS = 180;

    private BenchStart() {
    }

    /**
     * The figures of one command's measured starts, in milliseconds: the time to the menu's first
     * frame and the CPU time the game had used by then (-1 where the game did not say).
     */
    record Times(List<String> command, long[] millis, long[] cpuMillis) {

        long median() {
            return median(millis);
        }

        long cpuMedian() {
            return median(cpuMillis);
        }

        private static long median(long[] values) {
            long[] s = values.clone();
            Arrays.sort(s);
            return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        }

        long min() {
            return Arrays.stream(millis).min().orElseThrow();
        }
    }

    /**
     * Starts each command once unmeasured, then the measured starts in turn, and prints the figures.
     *
     * @param runs measured starts of each command, at least 1
     * @param json whether the last line is the figures as JSON
     * @param command the command measured; not empty
     * @param baseline the command measured in turn with it, or null
     * @param out where the figures go
     * @param err where errors go
     * @return the exit status: 0, or 1 when a start failed
     */
    static int run(int runs, boolean json, List<String> command, List<String> baseline, PrintStream out,
            PrintStream err) {
        Path home;
        try {
            home = Files.createTempDirectory("ur-bench-start");
        } catch (IOException e) {
            err.println("ur: bench start could not make a temporary folder: " + e.getMessage());
            return 1;
        }
        try {
            return measure(runs, json, command, baseline, home, out, err);
        } finally {
            deleteTree(home);
        }
    }

    private static int measure(int runs, boolean json, List<String> command, List<String> baseline, Path home,
            PrintStream out, PrintStream err) {
        List<List<String>> commands = new ArrayList<>();
        commands.add(command);
        if (baseline != null) {
            commands.add(baseline);
        }
        long[][] times = new long[commands.size()][runs];
        long[][] cpu = new long[commands.size()][runs];
        try {
            for (List<String> c : commands) {
                out.println("warming up: " + String.join(" ", c));
                startOnce(c, home);
            }
            for (int run = 0; run < runs; run++) {
                for (int c = 0; c < commands.size(); c++) {
                    long[] figures = startOnce(commands.get(c), home);
                    times[c][run] = figures[0];
                    cpu[c][run] = figures[1];
                    out.printf(Locale.ROOT, "run %d %s: %d ms (CPU %d ms)%n", run + 1, c == 0 ? "command" : "baseline",
                            figures[0], figures[1]);
                }
            }
        } catch (IOException e) {
            err.println("ur: bench start: " + e.getMessage());
            return 1;
        }
        Times measured = new Times(command, times[0], cpu[0]);
        Times base = baseline != null ? new Times(baseline, times[1], cpu[1]) : null;
        print(out, "command", measured);
        if (base != null) {
            print(out, "baseline", base);
            out.printf(Locale.ROOT, "median of the command / median of the baseline: %.2f (CPU time: %.2f)%n",
                    ratio(measured, base), (double) measured.cpuMedian() / base.cpuMedian());
        }
        if (json) {
            out.println(json(runs, measured, base));
        }
        return 0;
    }

    private static void print(PrintStream out, String what, Times t) {
        out.printf(Locale.ROOT, "%s: %s%n  start to first menu frame: median %d ms, min %d ms over %d runs;"
                + " the game's CPU time to it: median %d ms%n", what, String.join(" ", t.command()), t.median(), t.min(),
                t.millis().length, t.cpuMedian());
    }

    private static double ratio(Times measured, Times baseline) {
        return (double) measured.median() / baseline.median();
    }

    /** The JSON summary line: the command's figures, and the baseline's beside them when measured. */
    static String json(int runs, Times measured, Times baseline) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "{\"runs\":%d, \"median_ms\":%d, \"min_ms\":%d, \"cpu_median_ms\":%d", runs,
                measured.median(), measured.min(), measured.cpuMedian()));
        if (baseline != null) {
            s.append(String.format(Locale.ROOT, ", \"baseline_median_ms\":%d, \"baseline_min_ms\":%d,"
                    + " \"baseline_cpu_median_ms\":%d, \"ratio\":%.3f", baseline.median(), baseline.min(),
                    baseline.cpuMedian(), ratio(measured, baseline)));
        }
        return s.append('}').toString();
    }

    /**
     * Starts the game once and waits for its mark.
     *
     * @return milliseconds from starting the process to the menu's first frame, and the CPU time
     *     the game had used by then (-1 if it did not say)
     * @throws IOException when the game cannot be started, ends without a mark, or takes too long
     */
    private static long[] startOnce(List<String> command, Path home) throws IOException {
        Path mark = home.resolve("first-frame");
        Files.deleteIfExists(mark);
        ProcessBuilder pb = new ProcessBuilder(command);
        // The children keep their settings and saves in a folder of the benchmark's, the same for
        // every command, never in the player's own.
        // The packaged launcher marks its own process with this variable (it re-executes itself
        // once); a child that inherited it would take its arguments for the JVM's.
        pb.environment().remove("_JPACKAGE_LAUNCHER");
        pb.environment().put(FirstFrameMark.ENV, mark.toString());
        pb.environment().put("XDG_CONFIG_HOME", home.resolve("config").toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        pb.redirectErrorStream(true);
        pb.redirectOutput(home.resolve("last-start.log").toFile());
        long started = System.currentTimeMillis();
        Process p = pb.start();
        try {
            if (!p.waitFor(START_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new IOException("'" + String.join(" ", command) + "' showed no menu within "
                        + START_TIMEOUT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new IOException("interrupted");
        }
        if (!Files.exists(mark)) {
            throw new IOException("'" + String.join(" ", command) + "' ended (status " + p.exitValue()
                    + ") without drawing the menu; its last lines:\n" + tail(home.resolve("last-start.log")));
        }
        String text = Files.readString(mark, StandardCharsets.UTF_8).trim();
        String[] fields = text.split(" ");
        try {
            return new long[] {Long.parseLong(fields[0]) - started, fields.length > 1 ? Long.parseLong(fields[1]) : -1};
        } catch (NumberFormatException e) {
            throw new IOException("the first-frame mark holds '" + text + "', not a time and a CPU time");
        }
    }

    private static String tail(Path log) throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
    }

    /**
     * Splits a command line into its words, at white space.
     *
     * @param commandLine the command as typed; not null
     * @return the words; empty when there are none
     */
    static List<String> words(String commandLine) {
        return Arrays.stream(commandLine.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    /**
     * The command that starts this same game: the packaged launcher when this runs from the
     * package (jpackage names it in {@code jpackage.app-path}), else this JVM's java with this
     * class path.
     */
    static List<String> defaultCommand() {
        String app = System.getProperty("jpackage.app-path");
        if (app != null && !app.isBlank()) {
            return List.of(app);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName());
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            // A temporary folder left behind is no reason to fail the benchmark.
        }
    }
}
