package net.ur.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code ur bench start}: its command line and its summary; the starts themselves need a window. */
class BenchStartTest {

    private static final List<String> SELF = List.of("ur");

    @Test
    void defaultsAreFiveRunsOfThisGameWithNoBaseline() {
        BenchStart.Options o = BenchStart.parse(List.of(), SELF);
        assertEquals(new BenchStart.Options(5, false, SELF, null), o);
    }

    @Test
    void commandsAreSplitIntoWords() {
        BenchStart.Options o = BenchStart.parse(List.of("--runs", "3", "--json", "--command", " dist/ur/bin/ur ",
                "--baseline", "java -jar ur.jar"), SELF);
        assertEquals(new BenchStart.Options(3, true, List.of("dist/ur/bin/ur"), List.of("java", "-jar", "ur.jar")), o);
    }

    @Test
    void badInputIsNamed() {
        assertEquals("--runs must be 1..100, not 0",
                assertThrows(IllegalArgumentException.class, () -> BenchStart.parse(List.of("--runs", "0"), SELF)).getMessage());
        assertEquals("--runs needs a whole number, not 'x'",
                assertThrows(IllegalArgumentException.class, () -> BenchStart.parse(List.of("--runs", "x"), SELF)).getMessage());
        assertEquals("--baseline needs a command, not an empty string",
                assertThrows(IllegalArgumentException.class, () -> BenchStart.parse(List.of("--baseline", " "), SELF)).getMessage());
        assertEquals("--command needs a value",
                assertThrows(IllegalArgumentException.class, () -> BenchStart.parse(List.of("--command"), SELF)).getMessage());
        assertEquals("unknown option '--fast'",
                assertThrows(IllegalArgumentException.class, () -> BenchStart.parse(List.of("--fast"), SELF)).getMessage());
    }

    @Test
    void helpIsAskedFor() {
        assertNull(BenchStart.parse(List.of("--help"), SELF));
    }

    @Test
    void theJsonLineHasTheMedianAndMinimum() {
        BenchStart.Times packaged = new BenchStart.Times(SELF, new long[] {900, 700, 800, 1000});
        BenchStart.Times baseline = new BenchStart.Times(List.of("./ur"), new long[] {2000, 1500, 1800, 1700});
        assertEquals("{\"runs\":4, \"median_ms\":850, \"min_ms\":700}", BenchStart.json(4, packaged, null));
        assertEquals("{\"runs\":4, \"median_ms\":850, \"min_ms\":700, \"baseline_median_ms\":1750, "
                + "\"baseline_min_ms\":1500, \"ratio\":0.486}", BenchStart.json(4, packaged, baseline));
    }

    @Test
    void mainHandsBenchStartItsArguments() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"bench", "start", "--runs", "-1"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(Main.USAGE_ERROR, status);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("ur: --runs must be 1..100, not -1\n"), err.toString());
    }
}
