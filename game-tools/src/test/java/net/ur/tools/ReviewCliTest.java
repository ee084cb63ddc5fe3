package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.ur.rules.record.GameRecord;
import net.ur.rules.record.GameRecordTestSupport;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;
import net.ur.rules.sets.RuleSets;
import net.ur.ai.solve.PerfectPlayer;
import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;

/**
 * {@code ./ur review}: the JSON line of issue 20 from a solved table (found by {@code -Dur.tables}), an RGN
 * file in RoyalUr-Java's layout and one of the game's saves reviewed by estimate, bad files, the luck over
 * a folder.
 */
class ReviewCliTest {

    @TempDir
    static Path dir;

    static Path tables;
    static Path games;
    static Path json3p;
    static GameRecord finkel3p;
    static String oldTables;

    @BeforeAll
    static void prepare() throws IOException {
        tables = Files.createDirectories(dir.resolve("tables"));
        games = Files.createDirectories(dir.resolve("games"));
        SolvedTable t = Solver.solve(RuleSets.classicSettings("finkel-3p"), Solver.TOLERANCE, null);
        t.write(tables.resolve("finkel-3p.urt"));
        finkel3p = GameRecordTestSupport.play(RuleSets.byName("finkel-3p"), 11).record();
        json3p = Files.writeString(games.resolve("a.json"), RecordJson.write(finkel3p));
        oldTables = System.getProperty(PerfectPlayer.TABLES_PROPERTY);
        System.setProperty(PerfectPlayer.TABLES_PROPERTY, tables.toString());
    }

    @AfterAll
    static void restore() {
        if (oldTables == null) {
            System.clearProperty(PerfectPlayer.TABLES_PROPERTY);
        } else {
            System.setProperty(PerfectPlayer.TABLES_PROPERTY, oldTables);
        }
    }

    private static JsonObject lastLine(String out) {
        String[] lines = out.strip().split("\n");
        return JsonParser.parseString(lines[lines.length - 1]).getAsJsonObject();
    }

    @Test
    void theJsonLineIsTheIssuesObjectFromTheTable() {
        RulesCliTest.Result r = RulesCliTest.run("review", json3p.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonObject o = lastLine(r.out());
        assertEquals(List.of("rules", "start", "moves", "accuracy", "luck", "exact"), new ArrayList<>(o.keySet()));
        assertEquals("finkel-3p", o.get("rules").getAsString());
        assertTrue(o.get("exact").getAsBoolean());
        assertEquals(0.516197, o.get("start").getAsDouble(), 2e-4, "light's chance from the start of finkel-3p");
        JsonArray moves = o.getAsJsonArray("moves");
        assertTrue(moves.size() > 10, "moves: " + moves.size());
        int previous = 0;
        for (JsonElement e : moves) {
            JsonObject m = e.getAsJsonObject();
            assertEquals(List.of("n", "side", "kind", "win_before", "best", "chosen", "loss", "grade"),
                    new ArrayList<>(m.keySet()));
            assertTrue(m.get("n").getAsInt() > previous);
            previous = m.get("n").getAsInt();
            assertEquals("move", m.get("kind").getAsString());
            double loss = m.get("loss").getAsDouble();
            assertEquals(Math.max(0, m.get("best").getAsDouble() - m.get("chosen").getAsDouble()), loss, 2e-6);
            assertTrue(loss >= 0);
            assertEquals(net.ur.ai.review.Grade.of(loss).id(), m.get("grade").getAsString());
        }
        for (String side : List.of("light", "dark")) {
            double a = o.getAsJsonObject("accuracy").get(side).getAsDouble();
            assertTrue(a >= 0 && a <= 100, side + " " + a);
            assertTrue(o.getAsJsonObject("luck").has(side));
        }
    }

    @Test
    void anRgnFileInRoyalUrJavasLayoutIsReviewedByEstimateWithoutATable() throws IOException {
        GameRecord finkel = GameRecordTestSupport.play(RuleSets.byName("finkel"), 21).record();
        Path file = Files.writeString(games.resolve("royalur.rgn"), royalUrLayout(finkel));
        RulesCliTest.Result r = RulesCliTest.run("review", file.toString(), "--print");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(file + ": Finkel, " + finkel.entries().size() + " rolls, "), r.out());
        assertTrue(r.out().contains("Estimated (not exact) by the master's search 4 rolls deep"), r.out());
        assertTrue(r.out().contains("no table: the perfect player has no table for Finkel"), r.out());
        assertTrue(r.out().contains("Light: accuracy "), r.out());
        assertTrue(r.out().contains("within what fair dice give "), r.out());
        assertTrue(r.out().contains("Key moments:"), r.out());
        assertTrue(r.err().contains("review: "), "progress on stderr: " + r.err());
        JsonObject o = lastLine(RulesCliTest.run("review", file.toString(), "--json").out());
        assertEquals(false, o.get("exact").getAsBoolean());
    }

    @Test
    void anRgnFileNamingNoRulesIsSaidToBeReadAsFinkels() throws Exception {
        GameRecord whole = GameRecordTestSupport.play(RuleSets.byName("finkel"), 23).record();
        GameRecord opening = GameRecord.replay(whole.rules(), whole.entries().subList(0, 12));
        String rgn = royalUrLayout(opening).replace("[Rules Finkel]", "").replace("\n\n\n", "\n\n").strip();
        Path file = Files.writeString(games.resolve("norules.rgn"), rgn);
        RulesCliTest.Result text = RulesCliTest.run("review", file.toString(), "--print");
        assertEquals(0, text.code(), text.err());
        assertEquals("  (" + Rgn.RULES_ASSUMED + ")", text.out().split("\n")[1], "said under the first line: " + text.out());
        RulesCliTest.Result json = RulesCliTest.run("review", file.toString(), "--json");
        assertEquals(0, json.code(), json.err());
        assertTrue(json.err().contains(file + ": " + Rgn.RULES_ASSUMED), "on stderr beside the JSON: " + json.err());
        assertEquals("finkel", lastLine(json.out()).get("rules").getAsString());
        RulesCliTest.Result given = RulesCliTest.run("review", file.toString(), "--json", "--rules", "finkel");
        assertEquals(0, given.code(), given.err());
        assertFalse(given.err().contains(Rgn.RULES_ASSUMED), "--rules says it: nothing assumed: " + given.err());
    }

    /**
     * A game as RoyalUr-Java's RGN encoder lays it out (docs: /work/shared/notes/RGN.md): no rule keys, its
     * own header keys in no fixed order with values quoted unless they start with a letter, dark's half of a
     * long turn wrapped onto a line starting with "/ ", no final newline.
     */
    static String royalUrLayout(GameRecord record) {
        String body = Rgn.write(record, Map.of()).split("\n\n", 2)[1];
        List<String> header = new ArrayList<>(List.of("[Light \"Bob\"]", "[Dark \"Jeff\"]", "[Date \"2024.07.14\"]",
                "[Time \"13:01:32\"]", "[TimeZone \"Australia/Sydney\"]", "[Rules Finkel]"));
        Collections.shuffle(header, new Random(5));
        return String.join("\n", header) + "\n\n" + body.replace(" / ", "\n/ ").stripTrailing();
    }

    @Test
    void theGamesOwnSaveIsRead() throws IOException {
        String save = "{\"format\":\"ur-save\",\"version\":1,\"light\":\"human\",\"dark\":\"master\",\"seed\":3,"
                + "\"record\":" + RecordJson.write(finkel3p) + "}";
        Path file = Files.writeString(games.resolve("save.json"), save);
        RulesCliTest.Result r = RulesCliTest.run("review", file.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(lastLine(RulesCliTest.run("review", json3p.toString(), "--json").out()), lastLine(r.out()));
        RulesCliTest.Result check = RulesCliTest.run("record", "check", file.toString());
        assertTrue(check.out().contains(": ok (Finkel"), check.out());
    }

    @Test
    void badFilesAndCommandLinesGetOneLine() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.rgn"), "[Rules Finkel]\n\n1. A@A4 / 0 --\n2. A@A4\n");
        RulesCliTest.Result r = RulesCliTest.run("review", bad.toString());
        assertEquals(1, r.code());
        assertEquals(bad + ": illegal at entry 3: turn 2 (Light): entering to A4: A4 holds Light's own piece\n", r.err());
        assertEquals("", r.out());
        RulesCliTest.Result missing = RulesCliTest.run("review", dir.resolve("nothing.json").toString());
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("nothing.json: unreadable: cannot read the file"), missing.err());
        RulesCliTest.Result none = RulesCliTest.run("review");
        assertEquals(2, none.code());
        assertTrue(none.err().startsWith("ur: review needs exactly one FILE (or --luck for many)"), none.err());
        RulesCliTest.Result rules = RulesCliTest.run("review", "--rules", "senet", json3p.toString());
        assertEquals(2, rules.code());
        assertTrue(rules.err().startsWith("ur: --rules must be one of "), rules.err());
    }

    @Test
    void theLuckOverAFolderOfGames() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("luck"));
        for (int g = 0; g < 3; g++) {
            Files.writeString(folder.resolve("g" + g + ".json"),
                    RecordJson.write(GameRecordTestSupport.play(RuleSets.byName("finkel-3p"), 30 + g).record()));
        }
        RulesCliTest.Result r = RulesCliTest.run("review", "--luck", folder.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("The luck of the dice over 3 games:"), r.out());
        assertTrue(r.out().contains("  light (four_binary, 3 games): the dice gave "), r.out());
        assertTrue(r.out().contains("within what fair dice give "), r.out());
        JsonObject o = lastLine(RulesCliTest.run("review", "--luck", "--json", folder.toString()).out());
        assertEquals(3, o.get("games").getAsInt());
        assertEquals(2, o.getAsJsonArray("players").size());
        int rolls = 0;
        for (JsonElement p : o.getAsJsonArray("players")) {
            for (var c : p.getAsJsonObject().getAsJsonObject("rolls").getAsJsonObject("counts").entrySet()) {
                rolls += c.getValue().getAsInt();
            }
        }
        int entries = 0;
        for (int g = 0; g < 3; g++) {
            entries += GameRecordTestSupport.play(RuleSets.byName("finkel-3p"), 30 + g).record().entries().size();
        }
        assertEquals(entries, rolls, "every roll of every game counted once");
    }
}
