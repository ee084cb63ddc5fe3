package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.ur.ai.solve.Solver;

/**
 * {@code ur solve}: what does not fit said before solving, and the accuracy of a table printed.
 */
class SolveCommandTest {

    @Test
    void theCommandSaysBeforeSolvingWhatDoesNotFitAndPrintsTheAccuracy(@TempDir Path dir) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int code = RulesCli.run(new String[] {"solve", "--rules", "murray"}, new PrintStream(out),
                new PrintStream(err));
        assertEquals(3, code);
        assertEquals("", out.toString());
        assertEquals("ur: cannot solve murray with 7 pieces: it needs 107,965,167,229 positions (a table of "
                + "201.1 GB), and a layer group of 33,440,085,946, beyond this solver's 536,870,911\n",
                err.toString().replace("\r", ""));
        out.reset();
        code = RulesCli.run(new String[] {"solve", "--rules", "masters", "--pieces", "2", "--json", "--out",
                dir.resolve("m.urt").toString()}, new PrintStream(out), new PrintStream(err));
        assertEquals(0, code);
        String[] lines = out.toString().split("\n");
        assertTrue(lines[1].startsWith("  values within ") && lines[1].endsWith(" of converged (largest change at the "
                + "last sweep) and 7.6e-06 of 16-bit rounding"), lines[1]);
        var json = JsonParser.parseString(lines[2]).getAsJsonObject();
        double change = json.get("last_sweep_change").getAsDouble();
        assertTrue(change > 0 && change <= Solver.TOLERANCE, lines[2]);
        assertEquals(0, json.get("estimated_scratch_mb").getAsLong());
        assertTrue(json.get("estimated_heap_mb").getAsLong() > 0, lines[2]);
        // the peak is the heap in use at its highest, so never above the heap's limit
        long peak = json.get("peak_heap_mb").getAsLong();
        assertTrue(peak > 0 && peak <= json.get("max_heap_mb").getAsLong(), lines[2]);
    }
}
