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
import java.util.SplittableRandom;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.ur.rules.sets.RuleSets;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BabylonianTestSupport;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecordTestSupport;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;

/**
 * {@code ur record check|show|convert} on Babylonian records: checked like any record, shown with
 * the setup, each roll decision, the counters exchanged and the piles after every turn.
 */
class BabylonianCliTest {

    @TempDir
    static Path dir;

    static Path twenty;
    static Path ur;
    static Path classicRgn;
    static Game game;

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
        SplittableRandom random = new SplittableRandom(21);
        BabylonianRuleSet rules = new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES,
                BabylonianSetup.of(25, 25, Opening.decide(random)));
        game = BabylonianTestSupport.play(rules, random);
        twenty = Files.writeString(dir.resolve("b.json"), RecordJson.write(game.record()));
        Game g = BabylonianTestSupport.play(new BabylonianRuleSet(BabylonianBoard.UR), random);
        ur = Files.writeString(dir.resolve("u.json"), RecordJson.write(g.record()));
        classicRgn = Files.writeString(dir.resolve("f.rgn"), Rgn.write(GameRecordTestSupport.play(
                RuleSets.byName("finkel"), 3).record(), Map.of()));
    }

    @Test
    void checkAcceptsBabylonianRecords() {
        Result r = run("record", "check", twenty.toString(), ur.toString());
        assertEquals(0, r.code(), r.err());
        String winner = game.state().winner().displayName();
        assertEquals(twenty + ": ok (Babylonian, " + game.record().entries().size() + " rolls, " + winner + " won)",
                r.out().lines().findFirst().orElseThrow());
        assertTrue(r.out().lines().skip(1).findFirst().orElseThrow().startsWith(ur + ": ok (Babylonian (board of Ur), "));
        Result rgn = run("record", "check", "--rules", "babylonian", classicRgn.toString());
        assertEquals(classicRgn + ": unreadable: RGN has no notation for the Babylonian game (birds, roll decisions,"
                + " counters); its record format is our JSON", rgn.out().strip());
        Result wrong = run("record", "check", "--rules", "babylonian-ur", twenty.toString());
        assertEquals(1, wrong.code());
        assertTrue(wrong.out().contains("unreadable: the rules given, Babylonian (board of Ur), contradict the record,"
                + " which names Babylonian: leave out --rules"), wrong.out());
    }

    @Test
    void showDescribesDecisionsAndCounters() {
        Result r = run("record", "show", twenty.toString());
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        assertTrue(out.contains(" Setup: light 25, dark 25 counters; each pays 10 into the pool\n"), out);
        assertTrue(out.contains(" Opening throw: Light "), out);
        assertTrue(out.contains(" Counters: light 15, dark 15, pool 20\n"), out);
        assertTrue(out.contains(", then the broad astragal: no, the turn is forfeited"), out);
        assertTrue(out.contains(", then the broad astragal: yes, "), out);
        assertTrue(out.contains(" and keeps it: "), out);
        assertTrue(out.contains("(launches the "), out);
        assertTrue(out.contains("collects "), out);
        assertTrue(out.contains("passed a rosette: pays "), out);
        assertTrue(out.contains("'s birds: Swallow "), out);
        assertTrue(out.contains(game.state().winner().displayName() + " won."), out);
        Result json = run("record", "show", "--json", twenty.toString());
        JsonObject first = JsonParser.parseString(json.out()).getAsJsonObject().getAsJsonArray("turns").get(0)
                .getAsJsonObject();
        assertTrue(first.has("decision"), first.toString());
        assertEquals(50, first.getAsJsonObject("counters").entrySet().stream()
                .mapToInt(e -> e.getValue().getAsInt()).sum());
    }

    @Test
    void convertToRgnExplainsThatRgnCannotHoldTheGame() {
        Result r = run("record", "convert", "--to", "rgn", twenty.toString());
        assertEquals(1, r.code());
        assertEquals(twenty + ": RGN has no notation for the Babylonian game (birds, roll decisions, counters); its"
                + " record format is our JSON", r.err().strip());
        Result json = run("record", "convert", "--to", "json", twenty.toString());
        assertEquals(0, json.code());
        assertEquals(RecordJson.write(game.record()), json.out());
    }
}
