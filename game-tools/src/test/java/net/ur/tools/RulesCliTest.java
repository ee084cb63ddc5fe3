package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.ur.rules.sets.RuleSets;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.GameRecordTestSupport;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;

/**
 * The command line as the launcher calls it: exit codes, one line per checked file, usage errors.
 */
class RulesCliTest {

    @TempDir
    static Path dir;

    static Path json;
    static Path rgn;
    static Path masters;
    static Path bad;

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

    @BeforeAll
    static void writeFiles() throws IOException {
        GameRecord finkel = GameRecordTestSupport.play(RuleSets.byName("finkel"), 5).record();
        json = Files.writeString(dir.resolve("a.json"), RecordJson.write(finkel));
        rgn = Files.writeString(dir.resolve("a.rgn"), Rgn.write(finkel, Map.of("Light", "Ann")));
        GameRecord m = GameRecordTestSupport.play(RuleSets.byName("masters"), 5).record();
        String body = Rgn.write(m, Map.of()).split("\n\n", 2)[1];
        masters = Files.writeString(dir.resolve("m.rgn"), body);
        bad = Files.writeString(dir.resolve("bad.rgn"), "[Rules Finkel]\n\n1. A@A4 / 0 --\n2. A@A4\n");
    }

    @Test
    void checkPrintsOneLinePerFileAndFailsIfAnyIsIllegal() {
        Result ok = run("record", "check", json.toString(), rgn.toString());
        assertEquals(0, ok.code(), ok.err());
        String[] lines = ok.out().split("\n");
        assertEquals(2, lines.length);
        assertTrue(lines[0].matches(".*a\\.json: ok \\(Finkel, \\d+ rolls, (Light|Dark) won\\)"), lines[0]);
        Result mixed = run("record", "check", rgn.toString(), bad.toString(), dir.resolve("none.rgn").toString());
        assertEquals(1, mixed.code());
        lines = mixed.out().split("\n");
        assertEquals(3, lines.length);
        assertTrue(lines[1].endsWith("bad.rgn: illegal at entry 3: turn 2 (Light): entering to A4: A4 holds Light's"
                + " own piece"), lines[1]);
        assertTrue(lines[2].contains("none.rgn: unreadable: cannot read the file (NoSuchFileException"), lines[2]);
    }

    @Test
    void theRulesOptionPicksTheRulesOfAHeaderlessFile() {
        Result asFinkel = run("record", "check", masters.toString());
        assertEquals(1, asFinkel.code(), "without a header the file is read as Finkel, where it is illegal");
        Result asMasters = run("record", "check", "--rules", "masters", masters.toString());
        assertEquals(0, asMasters.code(), asMasters.out());
        assertTrue(asMasters.out().contains("ok (Masters"), asMasters.out());
    }

    @Test
    void jsonOutputIsOneObjectPerFile() {
        Result r = run("record", "check", "--json", json.toString(), bad.toString());
        assertEquals(1, r.code());
        String[] lines = r.out().split("\n");
        JsonObject first = JsonParser.parseString(lines[0]).getAsJsonObject();
        assertTrue(first.get("ok").getAsBoolean());
        assertEquals("finkel", first.get("rules").getAsString());
        JsonObject second = JsonParser.parseString(lines[1]).getAsJsonObject();
        assertEquals(false, second.get("ok").getAsBoolean());
        assertEquals(3, second.get("entry").getAsInt());
    }

    @Test
    void showPrintsTheGameTurnByTurnWithABoard() {
        Result r = run("record", "show", rgn.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("1. Light rolls "), r.out());
        assertTrue(r.out().contains(" A  {"), r.out());
        assertTrue(r.out().contains("[Light Ann]"), r.out());
        assertTrue(r.out().trim().endsWith("won."), r.out());
        Result j = run("record", "show", "--json", json.toString());
        assertEquals(0, j.code());
        JsonObject root = JsonParser.parseString(j.out()).getAsJsonObject();
        assertTrue(root.getAsJsonArray("turns").size() > 10);
        Result illegal = run("record", "show", bad.toString());
        assertEquals(1, illegal.code());
        assertTrue(illegal.err().contains("illegal at entry 3"), illegal.err());
    }

    /** The words that name a command (the failing command's usage is printed). */
    private static final java.util.Set<String> COMMAND_WORDS = java.util.Set.of("record", "check", "show",
            "convert", "bench", "rules");

    @Test
    void wrongCommandLinesGiveOneLineAndTheCommandsUsageOnly() {
        for (String[] args : new String[][] {
            {"record", "check", "--frob", "a.rgn"},
            {"record", "check"},
            {"record", "check", "--rules"},
            {"record", "check", "--rules", "senet", "a.rgn"},
            {"record", "show", "a.rgn", "b.rgn"},
            {"bench", "rules", "--seconds", "soon"},
            {"bench", "rules", "--seconds", "-1"},
            {"bench", "rules", "extra"},
            {"bench", "dice"},
            {"record", "convert", "--to", "rgn"},
            {},
        }) {
            Result r = run(args);
            assertEquals(2, r.code(), String.join(" ", args));
            String[] lines = r.err().split("\n");
            assertTrue(lines[0].startsWith("ur: "), r.err());
            String command = java.util.Arrays.stream(args).takeWhile(COMMAND_WORDS::contains)
                    .collect(java.util.stream.Collectors.joining(" "));
            if (command.isEmpty()) {
                assertEquals("try './ur --help'", lines[1], r.err());
            } else {
                assertTrue(lines[1].startsWith("usage: ./ur " + command + " "), r.err());
                assertEquals("try './ur " + command + " --help'", lines[lines.length - 1], r.err());
            }
            assertTrue(lines.length <= 4, "one line, the command's usage and where its help is: " + r.err());
            assertEquals("", r.out());
        }
        assertEquals("ur: unknown option: --frob", run("record", "check", "--frob", "a.rgn").err().split("\n")[0]);
    }

    @Test
    void benchPrintsBothRates() {
        Result r = run("bench", "rules", "--seconds", "0.2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("compact encoding, bit-parallel generator"), r.out());
        assertTrue(r.out().contains("readable model"), r.out());
        assertTrue(r.out().contains("games/s"), r.out());
    }

    @Test
    void convertTurnsRgnIntoOurJsonAndBack() throws IOException {
        Result toJson = run("record", "convert", "--to", "json", rgn.toString());
        assertEquals(0, toJson.code(), toJson.err());
        Path converted = Files.writeString(dir.resolve("converted.json"), toJson.out());
        Result check = run("record", "check", converted.toString());
        assertEquals(0, check.code(), check.out());
        Result toRgn = run("record", "convert", "--to", "rgn", converted.toString());
        assertEquals(0, toRgn.code(), toRgn.err());
        String original = Files.readString(rgn);
        assertEquals(original.substring(original.indexOf("\n\n")), toRgn.out().substring(toRgn.out().indexOf("\n\n")));
        assertEquals(2, run("record", "convert", rgn.toString()).code());
        assertEquals(2, run("record", "convert", "--to", "pgn", rgn.toString()).code());
    }
}
