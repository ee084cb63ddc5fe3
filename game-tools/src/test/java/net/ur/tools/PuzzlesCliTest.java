package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./ur puzzles make|check}: the JSON line, a file made and checked, a wrong puzzle, bad rules. */
class PuzzlesCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return RulesCli.run(args, new PrintStream(out), new PrintStream(err));
    }

    private JsonObject lastLine() {
        String[] lines = out.toString().split("\n");
        return JsonParser.parseString(lines[lines.length - 1]).getAsJsonObject();
    }

    @Test
    void theShippedFinkelPuzzlesCheckWithTheirJsonLine() {
        assertEquals(0, run("puzzles", "check", "--rules", "finkel", "--json"), err.toString());
        JsonObject j = lastLine();
        assertEquals("finkel", j.get("rules").getAsString());
        assertEquals(500, j.get("puzzles").getAsInt());
        assertEquals(0, j.get("wrong").getAsInt());
    }

    @Test
    void aFileMadeChecksAndAWrongPuzzleFails(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.puzzles");
        assertEquals(0, run("puzzles", "make", "--rules", "blitz", "--seed", "2", "--count", "6", "--pieces-left", "3",
                "--out", f.toString()), err.toString());
        assertEquals(0, run("puzzles", "check", "--rules", "blitz", "--file", f.toString(), "--json"), err.toString());
        assertEquals(6, lastLine().get("puzzles").getAsInt());
        // the first puzzle's chance written wrong
        String text = Files.readString(f);
        int at = text.indexOf("\np ") + 1;
        String line = text.substring(at, text.indexOf('\n', at));
        String[] fields = line.split(" ");
        fields[4] = Integer.toString(Integer.parseInt(fields[4]) > 5000 ? 100 : 9900);
        Files.writeString(f, text.replace(line, String.join(" ", fields)));
        assertEquals(1, run("puzzles", "check", "--rules", "blitz", "--file", f.toString(), "--json"));
        assertEquals(1, lastLine().get("wrong").getAsInt());
        assertTrue(out.toString().startsWith("wrong: puzzle 1 ("), out.toString());
    }

    @Test
    void rulesWithoutPuzzlesAreAUsageError() {
        assertEquals(2, run("puzzles", "check", "--rules", "murray"));
        assertTrue(err.toString().startsWith("ur: puzzles are made for finkel, masters, blitz and aseb, not 'murray'"),
                err.toString());
    }
}
