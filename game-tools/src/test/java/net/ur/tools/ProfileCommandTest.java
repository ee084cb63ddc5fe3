package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import net.ur.ai.rating.PlayerRatings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./ur profile}: made from a set of rated games; the JSON has the rating. */
class ProfileCommandTest {

    @Test
    void theProfileOfASetOfGames(@TempDir Path dir) throws Exception {
        PlayerRatings r = PlayerRatings.none();
        boolean[] results = {true, true, false, true, true, true, false};
        String[] levels = {"novice", "novice", "expert", "intermediate", "expert", "master", "master"};
        for (int i = 0; i < results.length; i++) {
            r = r.record(i == 3 ? "babylonian" : "finkel", levels[i], results[i], "2026-12-0" + (i + 1) + "T20:00");
        }
        Path file = dir.resolve(PlayerRatings.FILE);
        r.write(file);
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        assertEquals(0, RulesCli.run(new String[] {"profile", "--json", "--file", file.toString()}, new PrintStream(out),
                new PrintStream(err)), err.toString());
        JsonObject j = JsonParser.parseString(out.toString().strip()).getAsJsonObject();
        assertEquals(7, j.get("games").getAsInt());
        JsonObject classic = j.getAsJsonObject("rating").getAsJsonObject("classic");
        assertEquals(r.rating("classic").rating(), classic.get("rating").getAsDouble(), 0.05);
        assertEquals(6, classic.get("games").getAsInt());
        assertEquals(1, j.getAsJsonObject("rating").getAsJsonObject("babylonian").get("games").getAsInt());
        assertEquals(0, j.getAsJsonObject("rating").getAsJsonObject("ravensburg").get("games").getAsInt());
        assertEquals(4, j.getAsJsonObject("by_rules").getAsJsonObject("finkel").get("wins").getAsInt());
        assertEquals(2, j.getAsJsonObject("by_rules").getAsJsonObject("finkel").get("losses").getAsInt());
        assertEquals(1, j.getAsJsonObject("by_opponent").getAsJsonObject("master").get("losses").getAsInt());
        assertEquals(3, j.get("best_streak").getAsInt());
        assertEquals(0, j.get("current_streak").getAsInt());
        out.reset();
        assertEquals(0, RulesCli.run(new String[] {"profile", "--file", file.toString()}, new PrintStream(out),
                new PrintStream(err)));
        assertTrue(out.toString().startsWith("7 rated games against the computer\n  classic "), out.toString());
        assertTrue(out.toString().contains("  ravensburg   1500 +/- 700  (no games yet)\n"), out.toString());
    }
}
