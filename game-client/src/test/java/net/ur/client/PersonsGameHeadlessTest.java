package net.ur.client;

import net.ur.client.testing.TableNow;
import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import net.ur.client.hud.HudState;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.SeededGames;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The person's game in progress is never lost: a game of computers only (watch, the render
 * benchmark) leaves the save and the saved games as they were, and a new game started over an
 * unfinished one keeps the old one among the saved games and says so.
 */
class PersonsGameHeadlessTest {

    @TempDir
    Path home;

    private SavedGames saves;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
        saves = new SavedGames(home.resolve("data"));
    }

    /** A person's unfinished Finkel game of a few steps, saved as the game in progress. */
    private Game savePersonsGame() throws Exception {
        Game g = Game.start("finkel");
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 12; i++) {
            g = SeededGames.step(g, random, SeededGames::firstMove);
        }
        saves.saveCurrent(new PlaySetup("finkel", PlaySetup.HUMAN, "expert", 3), g);
        return g;
    }

    /** The files of the saved games: those the player kept and those the history holds. */
    private List<Path> keptFiles() throws Exception {
        List<Path> files = new java.util.ArrayList<>();
        for (Path dir : List.of(saves.keptFolder(), saves.historyFolder())) {
            if (Files.isDirectory(dir)) {
                try (Stream<Path> s = Files.list(dir)) {
                    files.addAll(s.toList());
                }
            }
        }
        return files;
    }

    @Test
    void aGameOfComputersLeavesThePersonsGameAlone() throws Exception {
        savePersonsGame();
        byte[] before = Files.readAllBytes(saves.currentFile());
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", "random", "random", 9));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            // The computers choose on worker threads: wait for their moves, not for a count of frames.
            for (int frame = 0; frame < 20_000 && driver.call(() -> TableNow.moves(app, net.ur.rules.Player.LIGHT)
                    + TableNow.moves(app, net.ur.rules.Player.DARK)) <= 3; frame += 50) {
                driver.frames(50);
            }
            assertTrue(driver.call(() -> TableNow.moves(app, net.ur.rules.Player.LIGHT) + TableNow.moves(app, net.ur.rules.Player.DARK)) > 3,
                    "the computers played");
        }
        assertArrayEquals(before, Files.readAllBytes(saves.currentFile()), "the person's game in progress is as it was");
        assertEquals(List.of(), keptFiles(), "nothing was added to the saved games");
    }

    @Test
    void aNewGameOverAnUnfinishedOneKeepsTheOldOneAndSaysSo() throws Exception {
        Game old = savePersonsGame();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            driver.run(() -> app.startGame(new PlaySetup("finkel", PlaySetup.HUMAN, "random", 4)));
            driver.frames(2);
            List<Path> kept = keptFiles();
            assertEquals(1, kept.size(), "the unfinished game was kept: " + kept);
            assertTrue(kept.get(0).startsWith(saves.historyFolder()), "in the history: " + kept);
            SavedGames.Kept k = saves.list().get(0);
            assertEquals(old.record().headHash(), k.saved().record().headHash(), "the kept game is the old one, whole");
            String notice = driver.call(() -> app.getStateManager().getState(HudState.class).noticeText());
            assertTrue(notice.contains("kept in Saved games"), "the table says so: " + notice);

            // The new game is now the game in progress; leaving it and starting it again keeps no copy of it.
            driver.tap(KeyInput.KEY_SPACE);
            driver.frames(400);
            SavedGames.Saved current = saves.loadCurrent();
            assertFalse(current.record().headHash().equals(old.record().headHash()), "the new game is the one in progress");
        }
    }

    @Test
    void watchedComputersGoOnToTheNextGame() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("blitz", "random", "random", 2));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySessionState first = driver.call(() -> app.getStateManager().getState(PlaySessionState.class));
            for (int i = 0; i < 4000 && !driver.call(first::isEnded); i++) {
                driver.frames(30);
            }
            assertTrue(driver.call(first::isEnded), "the first game ended");
            assertTrue(driver.call(() -> app.getStateManager().getState(net.ur.client.ui.Screens.class).current())
                    instanceof net.ur.client.hud.EndPanel, "its end panel is shown");
            driver.frames((int) (PlaySessionState.NEXT_GAME_SECONDS * 60) + 60);
            PlaySessionState next = driver.call(() -> app.getStateManager().getState(PlaySessionState.class));
            assertTrue(next != null && next != first, "another game has begun");
            assertFalse(driver.call(() -> next.getSession().state().isOver()));
            assertEquals(3L, driver.call(() -> next.getSession().setup().seed()), "with other dice");
        }
    }

    @Test
    void continuingTheGameInProgressKeepsNoCopy() throws Exception {
        savePersonsGame();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            driver.run(() -> app.continueGame(saves.loadCurrent()));
            driver.frames(2);
            assertEquals(List.of(), keptFiles(), "the same game goes on: no copy");
            assertEquals("", driver.call(() -> app.getStateManager().getState(PlaySessionState.class).keptNotice()));
        }
    }
}
