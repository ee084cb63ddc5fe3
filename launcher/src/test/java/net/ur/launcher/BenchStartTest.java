package net.ur.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code ./ur bench start}: its command line and its summary; the starts themselves need a window. */
class BenchStartTest {

    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(outBytes, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void commandsAreSplitIntoWords() {
        assertEquals(List.of("java", "-jar", "ur.jar"), BenchStart.words("  java -jar\tur.jar "));
        assertEquals(List.of(), BenchStart.words(" "));
    }

    @Test
    void badInputIsNamed() {
        assertEquals(Main.USAGE_ERROR, run("bench", "start", "--runs", "0"));
        assertTrue(err().startsWith("ur: --runs must be 1..100, not 0\n"), err());
        errBytes.reset();
        assertEquals(Main.USAGE_ERROR, run("bench", "start", "--baseline", " "));
        assertTrue(err().startsWith("ur: --baseline needs a command, not an empty string\n"), err());
        errBytes.reset();
        assertEquals(Main.USAGE_ERROR, run("bench", "start", "--runs", "x"));
        assertTrue(err().startsWith("ur: "), err());
        assertTrue(err().contains("'x'"), "the message names the value: " + err());
    }

    @Test
    void helpNamesTheOptions() {
        assertEquals(0, run("bench", "start", "--help"));
        String help = outBytes.toString(StandardCharsets.UTF_8);
        assertTrue(help.contains("--baseline") && help.contains("--runs") && help.contains("--json"), help);
    }

    @Test
    void theJsonLineHasTheMedianAndMinimum() {
        BenchStart.Times packaged = new BenchStart.Times(List.of("ur"), new long[] {900, 700, 800, 1000},
                new long[] {600, 500, 550, 700});
        BenchStart.Times baseline = new BenchStart.Times(List.of("./ur"), new long[] {2000, 1500, 1800, 1700},
                new long[] {1100, 1000, 1200, 1300});
        assertEquals("{\"runs\":4, \"median_ms\":850, \"min_ms\":700, \"cpu_median_ms\":575}",
                BenchStart.json(4, packaged, null));
        assertEquals("{\"runs\":4, \"median_ms\":850, \"min_ms\":700, \"cpu_median_ms\":575, "
                + "\"baseline_median_ms\":1750, \"baseline_min_ms\":1500, \"baseline_cpu_median_ms\":1150, "
                + "\"ratio\":0.486}", BenchStart.json(4, packaged, baseline));
    }
}
