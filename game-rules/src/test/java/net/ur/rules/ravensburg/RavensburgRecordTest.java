package net.ur.rules.ravensburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;

/**
 * Ravensburg records: the client's facade, the JSON round trip with the opening throw and the
 * leave choice in the chain, tampering caught, and tampering caught ({@code ur record check|show|convert} on such a game: game-tools' RavensburgCliTest).
 */
public class RavensburgRecordTest {

    @TempDir
    static Path dir;

    static Game game;
    static Path file;

    /** Plays a seeded random game through the facade until it ends. */
    public static Game play(long seed) {
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
}
