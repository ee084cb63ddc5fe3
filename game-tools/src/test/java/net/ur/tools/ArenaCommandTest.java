package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.Test;

/**
 * {@code ur arena}: the summary and a JSON last line, and a wrong command line said in one line.
 */
class ArenaCommandTest {

    @Test
    void theCommandPrintsTheSummaryAndAJsonLastLine() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RulesCli.run(new String[] {"arena", "--rules", "finkel", "greedy", "random", "--games", "10",
            "--seed", "7", "--threads", "2", "--json"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        String[] lines = out.toString(StandardCharsets.UTF_8).strip().split("\n");
        JsonObject j = JsonParser.parseString(lines[lines.length - 1]).getAsJsonObject();
        assertEquals("finkel", j.get("rules").getAsString());
        assertEquals(10, j.get("games").getAsInt());
        JsonObject a = j.getAsJsonObject("a");
        assertEquals("greedy", a.get("agent").getAsString());
        assertEquals(10, a.get("wins").getAsInt() + j.getAsJsonObject("b").get("wins").getAsInt());
        assertEquals(2, a.getAsJsonArray("ci95").size());
        assertTrue(a.get("mean_counters").isJsonNull());
        assertTrue(j.get("mean_turns").getAsDouble() > 0);
        assertTrue(j.getAsJsonObject("ms_per_move").has("b"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("10/10 games"));
        assertTrue(lines[1].contains("greedy"), lines[1]);
    }

    @Test
    void aWrongCommandLineSaysWhy() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RulesCli.run(new String[] {"arena", "greedy"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("ur: arena needs two agents, got 1"),
                err.toString(StandardCharsets.UTF_8));
    }
}
