package net.ur.rules.ravensburg;

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
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.sets.RuleSets;
import net.ur.rules.cli.RulesCli;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;

/**
 * Ravensburg records: the client's facade, the JSON round trip with the opening throw and the
 * leave choice in the chain, tampering caught, and {@code ur record check|show|convert}.
 */
class RavensburgRecordTest {

    @TempDir
    static Path dir;

    static Game game;
    static Path file;

    /** Plays a seeded random game through the facade until it ends. */
    static Game play(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game g = Game.start(new RavensburgRuleSet(RavensburgSetup.decide(random)));
        while (!g.state().isOver()) {
            g = g.roll(random);
            if (g.state().phase() == Phase.AWAITING_MOVE) {
                List<Move> moves = g.legalMoves();
                g = g.move(moves.get(random.nextInt(moves.size())));
            }
        }
        return g;
    }

    @BeforeAll
    static void writeFile() throws IOException {
        game = play(5);
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

    private static int firstEntryWith(GameRecord r, String what, Predicate<MoveNotes> note) {
        for (int i = 0; i < r.entries().size(); i++) {
            Move m = r.entries().get(i).move();
            if (m != null && note.test(m.notes())) {
                return i;
            }
        }
        throw new AssertionError("the test game has no move with " + what);
    }

    @Test
    void theRecordRoundTripsWithItsSetupAndChoices() throws RecordException {
        String json = RecordJson.write(game.record());
        GameRecord back = RecordJson.read(json, null);
        assertEquals(game.record().states(), back.states());
        assertEquals(game.record().entries(), back.entries());
        assertEquals(game.rules(), back.rules());
        assertEquals(json, RecordJson.write(back));
        JsonObject root = JsonParser.parseString(json).getAsJsonObject();
        assertEquals("ravensburg", root.get("rules").getAsString());
        RavensburgSetup setup = ((RavensburgRuleSet) game.rules()).setup();
        assertEquals(setup.first().name().toLowerCase(), root.getAsJsonObject("setup").get("first").getAsString());
        assertEquals(setup.opening().size(), root.getAsJsonObject("setup").getAsJsonArray("opening").size());
        assertEquals("ur-game-record/2/ravensburg/" + setup.canonicalText(), back.genesisText());
        int leave = firstEntryWith(game.record(), "leave", MoveNotes::leavesCaptives);
        RecordEntry e = game.record().entries().get(leave);
        assertTrue(e.canonicalText().contains("~leave;prev="), e.canonicalText());
        JsonObject move = root.getAsJsonArray("entries").get(leave).getAsJsonObject().getAsJsonObject("move");
        assertTrue(move.get("leave").getAsBoolean());
        int back2 = firstEntryWith(game.record(), "direction", MoveNotes::backwards);
        assertEquals("back", root.getAsJsonArray("entries").get(back2).getAsJsonObject().getAsJsonObject("move")
                .get("direction").getAsString());
        int six = -1;
        for (int i = 0; i < game.record().entries().size(); i++) {
            if (game.record().entries().get(i).roll().faces().equals(List.of(6))) {
                six = i;
                break;
            }
        }
        assertTrue(six >= 0);
        assertEquals(0, game.record().entries().get(six).roll().value());
        assertEquals(null, game.record().entries().get(six).move());
    }

    @Test
    void tamperingIsCaught() {
        String json = RecordJson.write(game.record());
        int leave = firstEntryWith(game.record(), "leave", MoveNotes::leavesCaptives);
        JsonObject root = JsonParser.parseString(json).getAsJsonObject();
        JsonArray entries = root.getAsJsonArray("entries");
        // carrying instead of leaving is a legal move too, but the chain no longer matches
        entries.get(leave).getAsJsonObject().getAsJsonObject("move").remove("leave");
        RecordException broken = assertThrows(RecordException.class, () -> RecordJson.read(root.toString(), null));
        assertEquals(leave + 2, broken.entry());
        assertTrue(broken.reason().contains("the chain is broken"), broken.reason());
        // a wrong setup: the opening lets the other player begin
        JsonObject other = JsonParser.parseString(json).getAsJsonObject();
        RavensburgSetup setup = ((RavensburgRuleSet) game.rules()).setup();
        other.getAsJsonObject("setup").addProperty("first", setup.first().other().name().toLowerCase());
        RecordException bad = assertThrows(RecordException.class, () -> RecordJson.read(other.toString(), null));
        assertEquals(0, bad.entry());
        assertTrue(bad.reason().startsWith("the record's setup is impossible: the opening throw lets"), bad.reason());
        // a move into the opponent's own cells
        JsonObject into = JsonParser.parseString(json).getAsJsonObject();
        int first = 0;
        while (game.record().entries().get(first).move() == null) {
            first++;
        }
        JsonObject m = into.getAsJsonArray("entries").get(first).getAsJsonObject().getAsJsonObject("move");
        Player p = game.record().entries().get(first).player();
        m.addProperty("to", p == Player.LIGHT ? "C3" : "A3");
        RecordException illegal = assertThrows(RecordException.class, () -> RecordJson.read(into.toString(), null));
        assertEquals(first + 1, illegal.entry());
        assertTrue(illegal.reason().contains("is not on " + p.displayName() + "'s route: it is one of "
                + p.other().displayName() + "'s own cells"), illegal.reason());
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
