package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Label;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.ur.client.hud.EndPanel;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.SavedGamesScreen;
import net.ur.client.ui.Screens;
import net.ur.rules.GameState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved games with the keyboard alone: a game is kept from the pause panel, listed on the saved
 * games screen beside a broken file (shown as such, never removed), exported as RGN, and loaded
 * to go on where it was; a finished game loads to its end, and the game in progress it replaces
 * is kept first.
 */
class SavedGamesHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    private static void select(AppDriver driver, Screens screens, String prefix) {
        List<String> texts = driver.call(() -> screens.current().getButtons().stream().map(Button::getText).toList());
        int index = -1;
        for (int i = 0; i < texts.size() && index < 0; i++) {
            if (texts.get(i).startsWith(prefix)) {
                index = i;
            }
        }
        assertTrue(index >= 0, "no button " + prefix + " in " + texts);
        int from = driver.call(() -> screens.current().getButtons().indexOf(screens.current().getSelected()));
        for (int i = from; i != index; i = (i + 1) % texts.size()) {
            driver.tap(KeyInput.KEY_DOWN);
        }
        assertTrue(driver.call(() -> screens.current().getSelected().getText()).startsWith(prefix));
    }

    private static String labels(AppDriver driver, Screens screens) {
        return driver.call(() -> {
            StringBuilder b = new StringBuilder();
            screens.current().getRoot().depthFirstTraversal(s -> {
                if (s instanceof Label l && !(s instanceof Button)) {
                    b.append(l.getText()).append('\n');
                }
            });
            return b.toString();
        });
    }

    private long keptFiles() throws Exception {
        try (Stream<Path> s = Files.list(home.resolve("data/saves"))) {
            return s.count();
        }
    }

    @Test
    void keptListedExportedAndLoaded() throws Exception {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, "random", 21));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            net.ur.client.testing.PersonAtTable.playMoves(driver, app, 3);
            Screens screens = app.getStateManager().getState(Screens.class);
            driver.tap(KeyInput.KEY_ESCAPE);
            GameState atKeep = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession().state());
            select(driver, screens, "Keep a copy");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(labels(driver, screens).contains("Kept as "), "the pause panel says where: " + labels(driver, screens));
            assertEquals(1, keptFiles());
            select(driver, screens, "Save and leave");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen);

            Path broken = home.resolve("data/saves/2020-01-01-000000-finkel.json");
            Files.writeString(broken, "{\"format\": \"ur-save\", \"version\": 1, \"rec");
            Files.setLastModifiedTime(broken, java.nio.file.attribute.FileTime.fromMillis(1_577_836_800_000L));
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(screens::current) instanceof SavedGamesScreen, "Enter opened the saved games");
            SavedGamesScreen list = (SavedGamesScreen) driver.call(screens::current);
            List<String> rows = driver.call(() -> list.getButtons().stream().map(Button::getText).toList());
            assertEquals(7, rows.size(), "two games, Load, Review, Export, Luck of the dice, Back: " + rows);
            assertTrue(rows.get(0).contains("Finkel") && rows.get(0).contains("unfinished") && rows.get(0).matches(".* \\d+ moves?, .*"),
                    "the kept game, newest first, with its rules, moves and state: " + rows.get(0));
            assertTrue(rows.get(1).startsWith("2020-01-01-000000-finkel.json: cannot be read"), rows.get(1));

            select(driver, screens, "2020-01-01");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(list::message).startsWith("This file cannot be read"), driver.call(list::message));
            select(driver, screens, "Load");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(list::message).contains("cannot be loaded"), driver.call(list::message));
            assertTrue(driver.call(screens::current) == list, "the list is still shown");
            assertTrue(Files.exists(broken), "the broken file is left where it was");

            for (int i = 0; i < 5; i++) { // Review, Export, Luck of the dice, Back, then round
                driver.tap(KeyInput.KEY_DOWN);
            }
            assertTrue(driver.call(() -> list.getSelected().getText()).contains("Finkel"), "Down wraps round to the first game");
            driver.tap(KeyInput.KEY_RETURN);
            select(driver, screens, "Export as RGN");
            driver.tap(KeyInput.KEY_RETURN);
            String said = driver.call(list::message);
            assertTrue(said.startsWith("Written as RGN to "), said);
            Path rgn = Path.of(said.substring("Written as RGN to ".length(), said.length() - 1));
            assertTrue(Files.readString(rgn).contains("[Rules "), "the RGN file is there: " + rgn);
            assertTrue(rgn.startsWith(home.resolve("data/exports")), "in the player's data folder: " + rgn);

            select(driver, screens, "Load");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            PlaySessionState game = driver.call(() -> app.getStateManager().getState(PlaySessionState.class));
            assertNotNull(game, "Load started the game");
            GameState loaded = driver.call(() -> game.getSession().state());
            assertEquals(atKeep.pieces(), loaded.pieces(), "it goes on where it was kept");
            assertEquals(atKeep.turn(), loaded.turn());
            assertEquals(1 + 1, keptFiles(), "loading the same game as the one in progress keeps no extra copy");

            // A finished Babylonian game, kept earlier, loads to its end; the game in progress is kept first.
            driver.frames(200);
            SavedGames saves = new SavedGames(home.resolve("data"));
            saves.keep(new PlaySetup("babylonian", "human", "random", 4), PauseAndEndHeadlessTest.finishedGame("babylonian", 4),
                    java.time.LocalDateTime.now().plusMinutes(1));
            driver.run(() -> game.pause());
            driver.frames(2);
            select(driver, screens, "Save and leave");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            SavedGamesScreen again = (SavedGamesScreen) driver.call(screens::current);
            assertTrue(driver.call(() -> again.getSelected().getText()).contains("Babylonian"), "the newest first");
            assertTrue(driver.call(() -> again.getSelected().getText()).contains("finished"));
            driver.tap(KeyInput.KEY_RETURN);
            select(driver, screens, "Export as RGN");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(again::message).startsWith("The babylonian rules cannot be written as RGN"),
                    driver.call(again::message));
            long before = keptFiles();
            select(driver, screens, "Load");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(3);
            assertTrue(driver.call(screens::current) instanceof EndPanel, "a finished game shows its end");
            assertEquals(before + 1, keptFiles(), "the game in progress was kept before the finished one replaced it");
        }
    }

    @Test
    void aLongListIsTurnedPageByPage() throws Exception {
        SavedGames saves = new SavedGames(home.resolve("data"));
        for (int i = 0; i < 9; i++) {
            saves.keep(new PlaySetup("finkel", "human", "random", i), PauseAndEndHeadlessTest.finishedGame("finkel", i),
                    java.time.LocalDateTime.of(2026, 3, 1 + i, 12, 0));
        }
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            Screens screens = app.getStateManager().getState(Screens.class);
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            List<String> rows = driver.call(() -> screens.current().getButtons().stream().map(Button::getText).toList());
            assertEquals(7 + 6, rows.size(), "a page of 7, Load, Review, Export, Luck of the dice, Older, Back: " + rows);
            assertTrue(rows.get(0).startsWith("9 Mar 2026"), "the newest first: " + rows.get(0));
            assertTrue(labels(driver, screens).contains("Games 1 to 7 of 9"));
            select(driver, screens, "Older");
            driver.tap(KeyInput.KEY_RETURN);
            rows = driver.call(() -> screens.current().getButtons().stream().map(Button::getText).toList());
            assertEquals(List.of("Load", "Review", "Export as RGN", "Luck of the dice", "Newer", "Back"), rows.subList(2, rows.size()),
                    rows.toString());
            assertTrue(rows.get(0).startsWith("2 Mar 2026") && rows.get(1).startsWith("1 Mar 2026"), rows.toString());
            select(driver, screens, "Newer");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(() -> screens.current().getButtons().get(0).getText()).startsWith("9 Mar 2026"));
        }
    }
}
