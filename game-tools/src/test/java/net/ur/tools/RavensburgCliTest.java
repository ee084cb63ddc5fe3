package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import com.google.gson.JsonParser;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.ur.tools.RulesCli;
import net.ur.rules.record.Game;
import net.ur.rules.record.RecordJson;
import net.ur.rules.ravensburg.RavensburgRecordTest;
import net.ur.rules.rgn.Rgn;
import net.ur.rules.sets.RuleSets;

/**
 * {@code ur record check|show|convert} on a Ravensburg game: the record checked, shown in words and
 * as JSON, refused as RGN (which has no notation for it), converted back to the same JSON.
 */
class RavensburgCliTest {

    @TempDir
    static Path dir;

    static Game game;
    static Path file;

    @BeforeAll
    static void writeFile() throws IOException {
        game = RavensburgRecordTest.play(5);
        file = Files.writeString(dir.resolve("r.json"), RecordJson.write(game.record()));
    }

    /** What a run printed and returned. */
    record Result(int code, String out, String err) {
    }

    static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RulesCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void recordCheckShowAndConvert() throws IOException {
        Result check = run("record", "check", file.toString());
        assertEquals(0, check.code(), check.err());
        assertEquals(file + ": ok (Ravensburg, " + game.record().entries().size() + " rolls, "
                + game.state().resultText() + ")", check.out().strip());
        Result show = run("record", "show", file.toString());
        assertEquals(0, show.code(), show.err());
        String out = show.out();
        assertTrue(out.contains(" Setup: opening throw (light, dark, ...) "), out);
        assertTrue(out.contains("a 6 misses the turn"), out);
        assertTrue(out.contains("(bottom to top)"), out);
        assertTrue(out.contains("a red man moving backwards"), out);
        assertTrue(out.contains("leaves its captives behind"), out);
        assertTrue(out.contains("turns to its red side"), out);
        assertTrue(out.contains(" removed\n"), out);
        assertTrue(out.strip().endsWith(game.state().isDraw() ? "drawn." : game.state().winner().displayName()
                + " won."), out.substring(out.length() - 200));
        assertTrue(out.contains("The game ended (") || out.contains("has been captured."), out);
        Result json = run("record", "show", "--json", file.toString());
        assertEquals(0, json.code());
        assertNotNull(JsonParser.parseString(json.out()).getAsJsonObject().getAsJsonArray("turns"));
        Result rgn = run("record", "convert", "--to", "rgn", file.toString());
        assertEquals(1, rgn.code());
        assertEquals(file + ": " + Rgn.RAVENSBURG_REFUSAL, rgn.err().strip());
        assertEquals("RGN has no notation for the Ravensburg game (towers, captives left or carried, red men moving"
                + " backwards, a die whose 6 misses the turn); its record format is our JSON", Rgn.RAVENSBURG_REFUSAL);
        assertThrows(IllegalArgumentException.class, () -> Rgn.write(game.record(), Map.of()));
        Path classic = Files.writeString(dir.resolve("f.rgn"), "[Rules Finkel]\n1. A@A4 / C@C4\n");
        Result asRav = run("record", "check", "--rules", "ravensburg", classic.toString());
        assertEquals(1, asRav.code());
        assertEquals(classic + ": unreadable: " + Rgn.RAVENSBURG_REFUSAL, asRav.out().strip());
        Result conv = run("record", "convert", "--to", "json", file.toString());
        assertEquals(RecordJson.write(game.record()), conv.out());
        assertEquals(RuleSets.byName("ravensburg").getClass(), game.rules().getClass());
    }
}
