package net.ur.rules.babylonian;

import static net.ur.rules.babylonian.BabylonianTestSupport.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import net.ur.rules.Counters;
import net.ur.rules.IllegalMoveException;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * Babylonian games through the client facade and in records: roll decisions and broad throws are
 * part of every entry and its hash, the setup (counters, opening throw) is part of the chain's
 * start, records round-trip through JSON version 2, and version 1 files still load.
 */
class BabylonianRecordTest {

    private static BabylonianRuleSet secondGameRules() {
        Opening opening = Opening.start().add(small(2), BroadAstragal.NO).add(small(2), BroadAstragal.NO)
                .add(small(1), BroadAstragal.NO).add(small(1), BroadAstragal.YES);
        return new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES, BabylonianSetup.of(31, 19, opening));
    }

    @Test
    void theFacadePlaysATurnWithItsDecision() {
        Game g = Game.start("babylonian");
        assertEquals(new Counters.Piles(15, 15, 20), g.state().counters());
        g = g.roll(small(3));
        assertEquals(Phase.AWAITING_ROLL_DECISION, g.state().phase());
        assertEquals(Roll.of(3, List.of(3)), g.pendingRoll().orElseThrow());
        Game deciding = g;
        assertFalse(deciding.canKeepRoll(), "a 3 launches nothing: the broad astragal must be thrown");
        assertTrue(Game.start("babylonian").roll(small(2)).canKeepRoll(), "a 2 launches the Swallow");
        assertFalse(Game.start("babylonian").canKeepRoll());
        assertEquals("a roll of 3 has no legal move here, so Light must throw the broad astragal",
                assertThrows(IllegalMoveException.class, deciding::keepRoll).getMessage());
        g = g.throwBroad(BroadAstragal.NO);
        assertEquals(Player.DARK, g.state().turn());
        assertEquals(1, g.record().entries().size());
        assertEquals("player=light;roll=3;faces=3;decision=broad:no;move=pass;prev=",
                g.record().entries().get(0).canonicalText().replaceAll("prev=.*", "prev="));
        g = g.roll(small(2)).keepRoll();
        assertEquals(RollDecision.keep(), g.pendingDecision().orElseThrow());
        List<Move> swallow = g.movesOf(Bird.SWALLOW.piece(Player.DARK));
        assertEquals("start->C2 start->B3 start->B7 start->B11", String.join(" ",
                swallow.stream().map(Move::toString).toList()), "the client offers every Swallow house");
        g = g.move(swallow.get(1));
        assertEquals("B3", g.state().stateOf(Bird.SWALLOW.piece(Player.DARK)).location().toString());
        g = g.roll(small(1)).throwBroad(BroadAstragal.YES);
        assertEquals(Roll.of(5, List.of(1, 1)), g.pendingRoll().orElseThrow());
        g = g.move(g.legalMoves().get(0));
        RecordEntry e = g.record().entries().get(2);
        assertEquals(RollDecision.throwAgain(BroadAstragal.YES), e.decision());
        assertEquals(Roll.of(1, List.of(1)), e.roll(), "the record keeps the small throw; the decision converts it");
        assertEquals("B1", g.state().stateOf(Bird.STORM_BIRD.piece(Player.LIGHT)).location().toString());
        Game awaitingRoll = g;
        assertEquals("the game awaits AWAITING_ROLL, not a roll decision", assertThrows(IllegalStateException.class,
                () -> awaitingRoll.throwBroad(BroadAstragal.YES)).getMessage());
        Game plain = Game.start("babylonian-ur").roll(Roll.of(2)).keepRoll();
        plain = plain.move(plain.legalMoves().get(0));
        assertEquals(Roll.of(2, List.of(2)), plain.record().entries().get(0).roll(),
                "a small roll fed without its face is recorded with it");
        assertEquals("Finkel has no roll decisions", assertThrows(IllegalStateException.class,
                () -> Game.start("finkel").roll(Roll.of(2)).throwBroad(new SplittableRandom(1))).getMessage());
    }

    @Test
    void recordsRoundTripThroughJsonVersion2() throws RecordException {
        BabylonianRuleSet rules = secondGameRules();
        Game g = BabylonianTestSupport.play(rules, new SplittableRandom(12));
        String json = RecordJson.write(g.record());
        JsonObject root = JsonParser.parseString(json).getAsJsonObject();
        assertEquals(2, root.get("version").getAsInt());
        assertEquals("babylonian", root.get("rules").getAsString());
        JsonObject setup = root.getAsJsonObject("setup");
        assertEquals("{\"light\":31,\"dark\":19}", setup.get("counters").toString());
        assertEquals("dark", setup.get("first").getAsString());
        assertEquals(4, setup.getAsJsonArray("opening").size());
        assertTrue(json.contains("\"decision\": \"keep\""));
        assertTrue(json.contains("\"broad\": \"yes\""));
        assertTrue(json.contains("\"bird\": \"eagle\""));
        GameRecord back = RecordJson.read(json, null);
        assertEquals(rules, back.rules());
        assertEquals(g.record().states(), back.states());
        assertEquals(g.record().entries(), back.entries());
        assertEquals(json, RecordJson.write(back));
        assertEquals(RecordEntry.sha256("ur-game-record/2/babylonian/counters=light:31,dark:19;first=dark;"
                + "opening=light:2:no,dark:2:no,light:1:no,dark:1:yes"), back.entries().get(0).previousHash());
        GameRecord ur = BabylonianTestSupport.play(new BabylonianRuleSet(BabylonianBoard.UR),
                new SplittableRandom(13)).record();
        assertEquals(ur.states(), RecordJson.read(RecordJson.write(ur), null).states());
    }

    @Test
    void theChainCoversTheSetupAndEveryDecision() {
        Game g = BabylonianTestSupport.play(secondGameRules(), new SplittableRandom(14));
        JsonObject root = JsonParser.parseString(RecordJson.write(g.record())).getAsJsonObject();
        root.getAsJsonObject("setup").getAsJsonObject("counters").addProperty("light", 32);
        root.getAsJsonObject("setup").getAsJsonObject("counters").addProperty("dark", 18);
        RecordException e = broken(root);
        assertEquals(1, e.entry());
        assertTrue(e.reason().startsWith("the chain is broken"), e.reason());
        root = JsonParser.parseString(RecordJson.write(g.record())).getAsJsonObject();
        root.getAsJsonObject("setup").addProperty("first", "light");
        assertEquals("the record's setup is impossible: the opening throw lets Dark start, not Light",
                broken(root).reason());
        root = JsonParser.parseString(RecordJson.write(g.record())).getAsJsonObject();
        int k = firstEntry(root, "keep");
        entries(root).get(k).getAsJsonObject().addProperty("decision", "broad");
        entries(root).get(k).getAsJsonObject().addProperty("broad", "no");
        e = broken(root);
        assertEquals(k + 1, e.entry());
        assertTrue(e.reason().contains("the broad astragal said no, so the turn is forfeited; the move "),
                e.reason());
    }

    @Test
    void rulesAreCheckedOnRechainedRecords() {
        GameRecord rec = BabylonianTestSupport.play(secondGameRules(), new SplittableRandom(15)).record();
        int k = 0;
        while (rec.entries().get(k).move() == null || !rec.entries().get(k).decision().throwAgain()) {
            k++;
        }
        List<RecordEntry> entries = new ArrayList<>(rec.entries());
        RecordEntry e = entries.get(k);
        entries.set(k, new RecordEntry(e.player(), e.roll(), e.move(), e.previousHash(), RollDecision.keep()));
        RecordException ex = assertThrows(RecordException.class,
                () -> GameRecord.replay(rec.rules(), rechain(rec, entries)));
        assertEquals(k + 1, ex.entry());
        assertTrue(ex.reason().startsWith(e.player().displayName() + " to play: "), ex.reason());
        entries.set(k, new RecordEntry(e.player(), e.roll(), e.move(), e.previousHash(), null));
        ex = assertThrows(RecordException.class, () -> GameRecord.replay(rec.rules(), rechain(rec, entries)));
        assertEquals(e.player().displayName() + " to play: a roll of " + e.roll().value()
                + " needs a roll decision: keep it or throw the broad astragal", ex.reason());
        entries.set(k, new RecordEntry(e.player(), e.roll(), null, e.previousHash(), e.decision()));
        ex = assertThrows(RecordException.class, () -> GameRecord.replay(rec.rules(), rechain(rec, entries)));
        assertTrue(ex.reason().endsWith("passing is not allowed"), ex.reason());
    }

    @Test
    void appendChecksDecisionsLikeMoves() {
        GameRecord b = GameRecord.start(RuleSets.byName("babylonian"));
        assertEquals("a roll of 3 needs a roll decision: keep it or throw the broad astragal",
                assertThrows(IllegalArgumentException.class, () -> b.append(small(3), null)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> b.append(small(2), RollDecision.keep(), null))
                .getMessage().matches("a roll of 2 has legal moves \\(\\[.*\\]\\); passing is not allowed"));
        GameRecord f = GameRecord.start(RuleSets.byName("finkel"));
        assertEquals("Finkel has no roll decisions", assertThrows(IllegalArgumentException.class,
                () -> f.append(Roll.of(0), RollDecision.keep(), null)).getMessage());
        assertEquals("RGN has no notation for the Babylonian game (birds, roll decisions, counters); its record format"
                + " is our JSON", assertThrows(IllegalArgumentException.class, () -> Rgn.write(b, Map.of()))
                        .getMessage());
    }

    @Test
    void theMovesCountersAndBirdInTheJsonAreChecked() {
        GameRecord rec = BabylonianTestSupport.play(secondGameRules(), new SplittableRandom(16)).record();
        JsonObject root = JsonParser.parseString(RecordJson.write(rec)).getAsJsonObject();
        int k = 0;
        while (entries(root).get(k).getAsJsonObject().get("move").isJsonNull()
                || entries(root).get(k).getAsJsonObject().getAsJsonObject("move").get("counters").getAsInt() <= 0) {
            k++;
        }
        JsonObject move = entries(root).get(k).getAsJsonObject().getAsJsonObject("move");
        int real = move.get("counters").getAsInt();
        move.addProperty("counters", 9);
        String player = entries(root).get(k).getAsJsonObject().get("player").getAsString();
        String name = player.equals("light") ? "Light" : "Dark";
        assertEquals(name + " to play: the record says the move changes " + name + "'s counters by +9, but it changes"
                + " them by +" + real, broken(root).reason());
        move.addProperty("counters", real);
        String bird = move.get("bird").getAsString();
        move.addProperty("bird", bird.equals("eagle") ? "swallow" : "eagle");
        assertTrue(broken(root).reason().contains("is the " + Bird.byId(bird).kind().displayName() + ", not "),
                broken(root).reason());
    }

    @Test
    void version1RecordsStillLoad() throws IOException, RecordException {
        String text;
        try (InputStream in = getClass().getResourceAsStream("/net/ur/rules/record/finkel-2p-v1.json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(text.contains("\"version\": 1"));
        GameRecord rec = RecordJson.read(text, null);
        assertEquals(1, rec.version());
        assertEquals("ur-game-record/1/finkel-2p", rec.genesisText());
        assertTrue(rec.state().isOver());
        String written = RecordJson.write(rec);
        assertTrue(written.contains("\"version\": 1"), "a record read from version 1 is written as version 1");
        assertEquals(rec.states(), RecordJson.read(written, null).states());
        RecordException forged = assertThrows(RecordException.class,
                () -> RecordJson.read(written.replace("\"version\": 1", "\"version\": 2"), null));
        assertTrue(forged.reason().startsWith("the chain is broken"), "the version is part of the chain's start");
        assertFalse(RecordJson.write(GameRecord.start(RuleSets.byName("finkel"))).contains("\"version\": 1"));
    }

    private static List<RecordEntry> rechain(GameRecord rec, List<RecordEntry> entries) {
        List<RecordEntry> out = new ArrayList<>();
        String prev = RecordEntry.sha256(rec.genesisText());
        for (RecordEntry e : entries) {
            RecordEntry n = new RecordEntry(e.player(), e.roll(), e.move(), prev, e.decision());
            out.add(n);
            prev = n.hash();
        }
        return out;
    }

    private static JsonArray entries(JsonObject root) {
        return root.getAsJsonArray("entries");
    }

    private static int firstEntry(JsonObject root, String decision) {
        JsonArray a = entries(root);
        for (int i = 0; i < a.size(); i++) {
            JsonObject o = a.get(i).getAsJsonObject();
            if (o.has("decision") && o.get("decision").getAsString().equals(decision) && !o.get("move").isJsonNull()) {
                return i;
            }
        }
        throw new AssertionError("no entry with decision " + decision);
    }

    private static RecordException broken(JsonObject root) {
        return assertThrows(RecordException.class, () -> RecordJson.read(root.toString(), null));
    }
}
