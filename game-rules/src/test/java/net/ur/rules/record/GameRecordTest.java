package net.ur.rules.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.TestRules;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.Roll;
import net.ur.rules.sets.RgnRules;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hash-chained game record: folding, JSON round trips, and every kind of broken record
 * reported with its entry number and reason.
 */
class GameRecordTest {

    static Stream<ClassicRuleSet> rules() {
        return TestRules.all();
    }

    static Game play(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game g = Game.start(rules);
        while (!g.state().isOver()) {
            g = g.roll(random);
            List<Move> moves = g.legalMoves();
            if (!moves.isEmpty()) {
                g = g.move(moves.get(random.nextInt(moves.size())));
            }
        }
        return g;
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aRecordIsTheFoldOfItsEntriesAndSurvivesJson(ClassicRuleSet r) throws RecordException {
        Game g = play(r, 42);
        GameRecord rec = g.record();
        assertTrue(rec.state().isOver());
        assertEquals(rec.entries().size() + 1, rec.states().size());
        GameState s = r.initialState();
        for (RecordEntry e : rec.entries()) {
            s = r.applyRoll(s, e.roll());
            if (e.move() != null) {
                s = r.applyMove(s, e.move());
            }
        }
        assertEquals(rec.state(), s);
        GameRecord back = RecordJson.read(RecordJson.write(rec), null);
        assertEquals(rec.entries(), back.entries());
        assertEquals(rec.state(), back.state());
        GameRecord replayed = GameRecord.replay(r, rec.entries());
        assertEquals(rec.state(), replayed.state());
        assertEquals(GameRecord.genesisHash(r.name()), rec.entries().get(0).previousHash());
        for (int i = 1; i < rec.entries().size(); i++) {
            assertEquals(rec.entries().get(i - 1).hash(), rec.entries().get(i).previousHash());
        }
    }

    @Test
    void theGameFacadeRollsMovesAndPasses() {
        Game g = Game.start("finkel");
        assertEquals(Phase.AWAITING_ROLL, g.state().phase());
        Game passed = g.roll(Roll.of(0, List.of(0, 0, 0, 0)));
        assertEquals(Player.DARK, passed.state().turn());
        assertEquals(1, passed.record().entries().size());
        Game rolled = passed.roll(Roll.of(2));
        assertEquals(Roll.of(2), rolled.pendingRoll().orElseThrow());
        assertEquals(1, rolled.legalMoves().size());
        Game moved = rolled.move(rolled.legalMoves().get(0));
        assertEquals(Player.LIGHT, moved.state().turn());
        assertEquals(2, moved.record().entries().size());
        assertEquals("the game awaits AWAITING_ROLL, not a move", assertThrows(IllegalStateException.class,
                () -> moved.move(rolled.legalMoves().get(0))).getMessage());
        Game again = moved.roll(Roll.of(1));
        assertEquals(List.of(), again.movesOf(Piece.plain(Player.DARK, 3)), "not Light's piece");
        assertEquals("start->A4", again.movesOf(Piece.plain(Player.LIGHT, 5)).toString().replaceAll("[\\[\\]]", ""),
                "any waiting piece stands for the one that enters");
        assertEquals(again.movesOf(Piece.plain(Player.LIGHT, 5)), again.movesOf(Piece.plain(Player.LIGHT, 0)));
        Game later = again.move(again.legalMoves().get(0)).roll(Roll.of(0)).roll(Roll.of(2));
        assertEquals("[A4->A2]", later.movesOf(Piece.plain(Player.LIGHT, 0)).toString());
    }

    private static JsonObject json(GameRecord rec) {
        return JsonParser.parseString(RecordJson.write(rec)).getAsJsonObject();
    }

    private static RecordException broken(JsonObject root) {
        return assertThrows(RecordException.class, () -> RecordJson.read(root.toString(), null));
    }

    private static JsonObject entry(JsonObject root, int index) {
        return root.getAsJsonArray("entries").get(index).getAsJsonObject();
    }

    /** Rewrites every hash from an entry on, so that only the edited content is wrong. */
    private static void rechain(JsonObject root, String rules) {
        JsonArray entries = root.getAsJsonArray("entries");
        String prev = GameRecord.genesisHash(rules);
        for (int i = 0; i < entries.size(); i++) {
            JsonObject e = entries.get(i).getAsJsonObject();
            e.addProperty("prev", prev);
            JsonObject m = e.get("move").isJsonNull() ? null : e.getAsJsonObject("move");
            Roll roll = Roll.of(e.get("roll").getAsInt(), e.getAsJsonArray("faces").asList().stream()
                    .map(x -> x.getAsInt()).toList());
            StringBuilder b = new StringBuilder();
            b.append("player=").append(e.get("player").getAsString()).append(";roll=").append(roll.value())
                    .append(";faces=");
            for (int k = 0; k < roll.faces().size(); k++) {
                b.append(k == 0 ? "" : ",").append(roll.faces().get(k));
            }
            b.append(";move=");
            if (m == null) {
                b.append("pass");
            } else {
                b.append(m.get("piece").getAsInt()).append(':').append(m.get("from").getAsString()).append('>')
                        .append(m.get("to").getAsString());
                if (m.get("capture").getAsBoolean()) {
                    b.append('x');
                }
            }
            b.append(";prev=").append(prev);
            prev = RecordEntry.sha256(b.toString());
        }
    }

    /** A short Finkel game with known content: light enters with 2 (A3), dark passes on 0, .... */
    private static GameRecord knownGame() {
        Game g = Game.start("finkel");
        g = g.roll(Roll.of(2, List.of(1, 1, 0, 0)));
        g = g.move(g.legalMoves().get(0));
        g = g.roll(Roll.of(0, List.of(0, 0, 0, 0)));
        g = g.roll(Roll.of(1, List.of(1, 0, 0, 0)));
        g = g.move(g.legalMoves().stream().filter(m -> !m.isEntry()).findFirst().orElseThrow());
        g = g.roll(Roll.of(4, List.of(1, 1, 1, 1)));
        g = g.move(g.legalMoves().get(0));
        return g.record();
    }

    @Test
    void knownGameHasTheExpectedShape() {
        GameRecord rec = knownGame();
        assertEquals(4, rec.entries().size());
        assertEquals("start->A3", rec.entries().get(0).move().toString());
        assertEquals(null, rec.entries().get(1).move());
        assertEquals("A3->A2", rec.entries().get(2).move().toString());
        assertEquals("start->C1 *", rec.entries().get(3).move().toString());
    }

    @Test
    void aBrokenChainIsReportedAtItsEntry() {
        JsonObject root = json(knownGame());
        entry(root, 2).addProperty("prev", "0".repeat(64));
        RecordException e = broken(root);
        assertEquals(3, e.entry());
        assertTrue(e.reason().startsWith("the chain is broken: the previous-entry hash 000000000000... does not match"
                + " entry 2 ("), e.reason());
        JsonObject edited = json(knownGame());
        entry(edited, 0).getAsJsonArray("faces").set(0, new JsonPrimitive(0));
        entry(edited, 0).getAsJsonArray("faces").set(2, new JsonPrimitive(1));
        RecordException e2 = broken(edited);
        assertEquals(2, e2.entry(), "editing entry 1 breaks the link stored in entry 2");
        assertTrue(e2.reason().startsWith("the chain is broken"), e2.reason());
    }

    @Test
    void everyKindOfIllegalEntryIsReportedWithItsReason() {
        JsonObject root = json(knownGame());
        entry(root, 2).getAsJsonObject("move").addProperty("to", "A1");
        rechain(root, "finkel");
        RecordException e = broken(root);
        assertEquals(3, e.entry());
        assertEquals("Light to play: moving from A3 to A1 is 2 squares along the route, but the roll is 1",
                e.reason());

        root = json(knownGame());
        entry(root, 1).add("move", JsonParser.parseString("{\"piece\":0,\"from\":\"start\",\"to\":\"C4\","
                + "\"capture\":false}"));
        rechain(root, "finkel");
        e = broken(root);
        assertEquals(2, e.entry());
        assertEquals("Dark to play: a roll of 0 has no legal move here, so the turn passes; the move start->C4 is"
                + " not allowed", e.reason());

        root = json(knownGame());
        entry(root, 2).add("move", JsonNull.INSTANCE);
        rechain(root, "finkel");
        e = broken(root);
        assertEquals(3, e.entry());
        assertEquals("Light to play: a roll of 1 has legal moves ([start->A4, A3->A2]); passing is not allowed",
                e.reason());

        root = json(knownGame());
        entry(root, 3).addProperty("roll", 5);
        entry(root, 3).add("faces", new JsonArray());
        rechain(root, "finkel");
        e = broken(root);
        assertEquals(4, e.entry());
        assertEquals("Dark to play: a roll of 5 is impossible with 4 binary dice (possible: 0..4)", e.reason());

        root = json(knownGame());
        entry(root, 3).addProperty("roll", 3);
        rechain(root, "finkel");
        e = broken(root);
        assertEquals("Dark to play: faces [1, 1, 1, 1] give 4, not 3", e.reason());

        root = json(knownGame());
        entry(root, 1).addProperty("player", "light");
        rechain(root, "finkel");
        e = broken(root);
        assertEquals(2, e.entry());
        assertEquals("Dark to play: it is Dark's turn, not Light's", e.reason());

        root = json(knownGame());
        entry(root, 3).getAsJsonObject("move").addProperty("capture", true);
        rechain(root, "finkel");
        e = broken(root);
        assertEquals("Dark to play: there is nothing to capture on C1", e.reason());

        root = json(knownGame());
        entry(root, 2).getAsJsonObject("move").addProperty("from", "B5");
        entry(root, 2).getAsJsonObject("move").addProperty("to", "B6");
        rechain(root, "finkel");
        e = broken(root);
        assertEquals("Light to play: there is no Light piece on B5", e.reason());
    }

    @Test
    void entriesAfterTheEndAreRejected() {
        ClassicRuleSet r = (ClassicRuleSet) RuleSets.byName("finkel-1p");
        Game g = Game.start(r);
        int step = -1;
        while (!g.state().isOver()) {
            if (g.state().turn() == Player.DARK) {
                g = g.roll(Roll.of(0));
                continue;
            }
            int roll = Math.min(4, 14 - step);
            g = g.roll(Roll.of(roll));
            g = g.move(g.legalMoves().get(0));
            step += roll;
        }
        assertTrue(g.state().isOver(), g.state().toString());
        JsonObject root = json(g.record());
        JsonArray entries = root.getAsJsonArray("entries");
        JsonObject extra = JsonParser.parseString("{\"player\":\"dark\",\"roll\":1,\"faces\":[],\"move\":null,"
                + "\"prev\":\"" + g.record().headHash() + "\"}").getAsJsonObject();
        entries.add(extra);
        RecordException e = broken(root);
        assertEquals(entries.size(), e.entry());
        assertEquals("the game is already over: Light has won", e.reason());
    }

    @Test
    void malformedFilesAreRejectedAsAWhole() {
        assertEquals("not a game record: malformed JSON", assertThrows(RecordException.class,
                () -> RecordJson.read("{\"format\": ", null)).getMessage().replaceAll(" \\(.*", ""));
        JsonObject root = json(knownGame());
        root.addProperty("version", 9);
        RecordException e = broken(root);
        assertEquals(0, e.entry());
        assertEquals("record version 9 is not supported (this code reads versions 1 to 2)", e.reason());
        root = json(knownGame());
        root.addProperty("rules", "senet");
        assertTrue(broken(root).reason().startsWith("unknown rule set \"senet\""));
        root = json(knownGame());
        root.remove("format");
        assertEquals("not a game record: missing field \"format\"", broken(root).reason());
        root = json(knownGame());
        entry(root, 0).remove("roll");
        assertEquals("missing field \"roll\"", broken(root).reason());
        root = json(knownGame());
        entry(root, 0).addProperty("player", "green");
        assertEquals("player must be light or dark, not \"green\"", broken(root).reason());
    }

    @Test
    void appendRejectsIllegalActionsWithTheReason() {
        GameRecord rec = GameRecord.start(RuleSets.byName("finkel"));
        assertEquals("a roll of 5 is impossible with 4 binary dice (possible: 0..4)",
                assertThrows(IllegalArgumentException.class, () -> rec.append(Roll.of(5), null)).getMessage());
    }

    @Test
    void aCustomRuleSetTravelsInTheSettingsObject() throws RecordException {
        ClassicRuleSet skiriuk = RgnRules.fromHeader(Map.of("Paths", "skiriuk", "Pieces", "3"));
        GameRecord rec = play(skiriuk, 3).record();
        GameRecord back = RecordJson.read(RecordJson.write(rec), null);
        assertEquals(23, back.rules().route(Player.LIGHT).length());
        assertEquals(rec.state(), back.state());
        JsonObject root = json(knownGame());
        root.getAsJsonObject("settings").addProperty("Pieces", "5");
        RecordException e = broken(root);
        assertEquals("the record names rule set finkel but its settings describe other rules", e.reason());
        root.getAsJsonObject("settings").addProperty("Paths", "zigzag");
        assertEquals("the record's settings cannot be mapped to our rules: RGN header cannot be mapped to our rules:"
                + " unknown route \"zigzag\"; known: bell, masters, murray, skiriuk, aseb", broken(root).reason());
    }
}
