package net.ur.client.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game in progress is never lost: saved atomically, resumed exactly, a broken save kept aside. */
class SavedGamesTest {

    @TempDir
    Path dir;

    private static Game playSome(int actions, long seed) {
        Game g = Game.start("finkel");
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 0; i < actions && !g.state().isOver(); i++) {
            if (g.state().phase() == net.ur.rules.Phase.AWAITING_ROLL) {
                g = g.roll(r);
            } else {
                var moves = g.legalMoves();
                g = g.move(moves.get(r.nextInt(moves.size())));
            }
        }
        return g;
    }

    @Test
    void resumingAfterACrashGivesTheSameState() throws IOException {
        SavedGames saves = new SavedGames(dir);
        PlaySetup setup = new PlaySetup("finkel", "human", "random", 9);
        Game g = playSome(60, 1);
        saves.saveCurrent(setup, g);
        // A new run of the game reads it back.
        SavedGames.Saved back = new SavedGames(dir).loadCurrent();
        assertNotNull(back);
        assertEquals(setup, back.setup());
        assertEquals(g.state(), back.game().state(), "the same state, the roll in hand included");
        assertEquals(g.record().headHash(), back.record().headHash());
    }

    @Test
    void aBabylonianTurnSavedAfterItsRollDecisionIsResumedWithIt() throws IOException {
        SavedGames saves = new SavedGames(dir);
        PlaySetup setup = new PlaySetup("babylonian", "human", "random", 4);
        boolean kept = false;
        boolean converted = false;
        for (long seed = 1; seed < 60 && !(kept && converted); seed++) {
            Game g = Game.start("babylonian");
            SplittableRandom r = new SplittableRandom(seed);
            for (int i = 0; i < 300 && !g.state().isOver() && !(kept && converted); i++) {
                g = net.ur.client.testing.SeededGames.step(g, r, net.ur.client.testing.SeededGames::anyMove);
                if (g.pendingDecision().isPresent() && g.state().phase() == net.ur.rules.Phase.AWAITING_MOVE) {
                    saves.saveCurrent(setup, g);
                    SavedGames.Saved back = new SavedGames(dir).loadCurrent();
                    assertNotNull(back, "the save of a turn after its decision can be read: " + new SavedGames(dir).problem());
                    assertEquals(g.state(), back.game().state(), "the same state, the converted roll included");
                    assertEquals(g.pendingDecision(), back.game().pendingDecision());
                    assertEquals(g.legalMoves(), back.game().legalMoves());
                    if (g.pendingDecision().get().throwAgain()) {
                        converted = true;
                    } else {
                        kept = true;
                    }
                }
            }
        }
        assertTrue(kept && converted, "both a kept and a converted roll were saved and resumed");
    }

    @Test
    void aSaveKilledMidWriteLeavesThePreviousSaveReadable() throws IOException {
        SavedGames saves = new SavedGames(dir);
        PlaySetup setup = new PlaySetup("finkel", "human", "human", 3);
        Game g = playSome(30, 2);
        saves.saveCurrent(setup, g);
        // A crash while writing the next save leaves only a half-written temporary file.
        Files.writeString(dir.resolve("current-game.json.tmp"), "{\"format\": \"ur-save\", \"version\": 1, \"rec");
        SavedGames.Saved back = new SavedGames(dir).loadCurrent();
        assertNotNull(back, "the previous save is still there");
        assertEquals(g.state(), back.game().state());
    }

    @Test
    void aCorruptSaveIsReportedAndSetAsideNotDeleted() throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("current-game.json"), "{\"format\": \"ur-save\", \"version\": 1, \"light\": \"human\"");
        SavedGames saves = new SavedGames(dir);
        assertNull(saves.loadCurrent());
        assertTrue(saves.problem().startsWith("The saved game could not be read"), saves.problem());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.filter(p -> p.getFileName().toString().startsWith("current-game.json.broken-")).count());
        }
    }

    @Test
    void aSaveFromAnUnknownVersionIsReported() throws IOException {
        Files.writeString(dir.resolve("current-game.json"), "{\"format\": \"ur-save\", \"version\": 99}");
        SavedGames saves = new SavedGames(dir);
        assertNull(saves.loadCurrent());
        assertTrue(saves.problem().contains("unknown version 99"), saves.problem());
    }

    @Test
    void aSaveWhosePendingRollIsImpossibleIsReported() throws IOException {
        SavedGames saves = new SavedGames(dir);
        Game g = playSome(20, 4);
        for (int n = 21; g.state().phase() != net.ur.rules.Phase.AWAITING_MOVE; n++) {
            g = playSome(n, 4);
        }
        assertTrue(g.pendingRoll().isPresent(), "saved between a throw and its move");
        saves.saveCurrent(new PlaySetup("finkel", "human", "human", 1), g);
        Path file = dir.resolve("current-game.json");
        String text = Files.readString(file);
        Files.writeString(file, text.replaceFirst("\"pendingRoll\":\\{\"value\":\\d", "\"pendingRoll\":{\"value\":9"));
        assertNull(saves.loadCurrent(), "a roll four dice cannot make is refused");
        assertTrue(saves.problem().startsWith("The saved game could not be read"), saves.problem());
    }

    @Test
    void aFinishedGameIsNotOfferedToContinue() throws IOException {
        SavedGames saves = new SavedGames(dir);
        Game g = playSome(100_000, 5);
        assertTrue(g.state().isOver());
        saves.saveCurrent(new PlaySetup("finkel", "human", "human", 1), g);
        assertNull(saves.loadCurrent());
        assertNull(saves.problem());
    }

    private static Game finished(String rules, long seed) {
        Game g = Game.start(rules);
        SplittableRandom r = new SplittableRandom(seed);
        while (!g.state().isOver()) {
            if (g.state().phase() == net.ur.rules.Phase.AWAITING_ROLL) {
                g = g.roll(r);
            } else if (g.state().phase() == net.ur.rules.Phase.AWAITING_ROLL_DECISION) {
                g = g.canKeepRoll() ? g.keepRoll() : g.throwBroad(r);
            } else {
                g = g.move(g.legalMoves().get(0));
            }
        }
        return g;
    }

    @Test
    void keptGamesAreListedNewestFirstWithWhatTheyAreAndABrokenOneIsShownAndLeftAlone() throws IOException {
        SavedGames saves = new SavedGames(dir);
        PlaySetup a = new PlaySetup("finkel", "human", "random", 1);
        PlaySetup b = new PlaySetup("babylonian", "human", "human", 2);
        Game unfinished = playSome(40, 3);
        Game over = finished("babylonian", 4);
        Path first = saves.keep(a, unfinished, java.time.LocalDateTime.of(2026, 1, 2, 10, 0));
        Path second = saves.keep(b, over, java.time.LocalDateTime.of(2026, 1, 3, 10, 0));
        Path same = saves.keep(a, unfinished, java.time.LocalDateTime.of(2026, 1, 2, 10, 0));
        assertTrue(!same.equals(first), "a second game kept in the same second gets its own file");
        Path broken = saves.keptFolder().resolve("2026-01-04-000000-finkel.json");
        Files.writeString(broken, "{ not a save");

        var list = saves.list();
        assertEquals(4, list.size());
        assertEquals(broken, list.get(0).file(), "the newest first (by the file's time for a file without a date)");
        assertTrue(!list.get(0).readable() && list.get(0).problem() != null, "the broken file is listed as such");
        assertEquals(second, list.get(1).file());
        assertTrue(list.get(1).finished());
        assertEquals(over.record().entries().stream().filter(e -> e.move() != null).count(), list.get(1).moves());
        assertEquals(b, list.get(1).saved().setup());
        SavedGames.Kept kept = list.stream().filter(k -> k.file().equals(first)).findFirst().orElseThrow();
        assertTrue(!kept.finished());
        assertEquals(unfinished.state(), kept.saved().game().state(), "a kept game reads back as it was");
        assertEquals(java.time.LocalDateTime.of(2026, 1, 2, 10, 0), kept.savedAt());
        assertTrue(Files.exists(broken), "the broken file is not moved or deleted");
        assertEquals("{ not a save", Files.readString(broken));
    }

    @Test
    void aKeptGameIsExportedAsRgnWhereTheRulesAllowAndABabylonianGameSaysWhyNot() throws Exception {
        SavedGames saves = new SavedGames(dir);
        saves.keep(new PlaySetup("finkel", "human", "random", 1), finished("finkel", 5), java.time.LocalDateTime.of(2026, 1, 2, 10, 0));
        saves.keep(new PlaySetup("babylonian", "human", "human", 1), finished("babylonian", 6),
                java.time.LocalDateTime.of(2026, 1, 1, 10, 0));
        var list = saves.list();
        Path rgn = saves.exportRgn(list.get(0));
        assertEquals(saves.exportFolder().resolve("2026-01-02-100000-finkel.rgn"), rgn);
        String text = Files.readString(rgn);
        assertTrue(text.contains("[Light human]") && text.contains("1."), text);
        var back = net.ur.rules.rgn.Rgn.read(text, null);
        assertEquals(list.get(0).saved().record().state(), back.record().state(), "the RGN replays to the same end");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> saves.exportRgn(list.get(1)));
        assertTrue(e.getMessage().startsWith("The babylonian rules cannot be written as RGN"), e.getMessage());
    }

    @Test
    void theHistoryKeepsItsNewestGamesTheKeptOnesStayAndAGameKeptFromItIsListedOnce() throws IOException {
        SavedGames saves = new SavedGames(dir);
        PlaySetup setup = new PlaySetup("finkel", "human", "random", 1);
        Game g = playSome(6, 2);
        java.time.LocalDateTime start = java.time.LocalDateTime.of(2026, 1, 1, 0, 0);
        Path kept = saves.keep(setup, g, start.minusDays(1));
        Path oldest = null;
        for (int i = 0; i < SavedGames.HISTORY_LIMIT + 3; i++) {
            Path f = saves.record(setup, g, start.plusMinutes(i));
            if (i == 0) {
                oldest = f;
            }
        }
        try (var files = Files.list(saves.historyFolder())) {
            assertEquals(SavedGames.HISTORY_LIMIT, files.count(), "the history holds its newest games");
        }
        assertTrue(!Files.exists(oldest), "the oldest went");
        assertTrue(Files.exists(kept), "a game the player kept is never deleted by the history");
        var list = saves.list();
        assertEquals(SavedGames.HISTORY_LIMIT + 1, list.size());
        assertEquals(kept, list.get(list.size() - 1).file());
        assertTrue(list.get(list.size() - 1).keptByPlayer() && !list.get(0).keptByPlayer());
        assertSame(list.get(0).saved(), saves.list().get(0).saved(), "a file that did not change is not read again");

        Path moved = saves.keepFromHistory(list.get(0).file());
        assertTrue(moved.startsWith(saves.keptFolder()) && !Files.exists(list.get(0).file()));
        var after = saves.list();
        assertEquals(list.size(), after.size(), "the game kept from the history is listed once");
        assertTrue(after.get(0).keptByPlayer() && after.get(0).file().equals(moved));
    }

    @Test
    void deleteAllLeavesAFileThatCannotBeRead() throws IOException {
        SavedGames saves = new SavedGames(dir);
        PlaySetup setup = new PlaySetup("finkel", "human", "random", 1);
        saves.keep(setup, playSome(6, 2), java.time.LocalDateTime.of(2026, 1, 1, 0, 0));
        saves.record(setup, playSome(8, 3), java.time.LocalDateTime.of(2026, 1, 2, 0, 0));
        Path broken = saves.historyFolder().resolve("2026-01-04-000000-finkel.json");
        Files.writeString(broken, "{ not a save");
        assertEquals(3, saves.list().size());
        assertEquals(2, saves.deleteAll());
        assertEquals(1, saves.list().size());
        assertTrue(Files.exists(broken));
        saves.delete(saves.list().get(0));
        assertEquals(0, saves.list().size(), "one file the player asks to delete goes, readable or not");
    }
}
