package net.ur.client.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import net.ur.client.play.PlaySetup;
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
}
