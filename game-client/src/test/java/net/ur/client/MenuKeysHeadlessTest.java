package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.Button;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.ur.client.settings.UserFolders;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.GameSetupScreen;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import net.ur.client.ui.SettingsScreen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The menus' keys, headless: Left and Right change the value of the selected line both ways while
 * Up and Down move between lines, Enter steps a value without moving the selection, a screen the
 * player comes back to has the same button selected as when it was left, and a value the settings
 * file holds between the offered steps is shown as it is.
 */
class MenuKeysHeadlessTest {

    @TempDir
    Path home;

    private AppDriver start(UrApp app) {
        AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT));
        driver.frames(2);
        return driver;
    }

    private static String selected(AppDriver driver, Screens screens) {
        return driver.call(() -> screens.current().getSelected().getText());
    }

    private static void select(AppDriver driver, Screens screens, String prefix) {
        // The selection stops at the first and the last line: up to the first, then down to the line.
        for (int i = 0; i < 20; i++) {
            driver.tap(KeyInput.KEY_UP);
        }
        for (int i = 0; i < 20 && !selected(driver, screens).startsWith(prefix); i++) {
            driver.tap(KeyInput.KEY_DOWN);
        }
        assertTrue(selected(driver, screens).startsWith(prefix), "no line " + prefix + " on " + driver.call(screens::current));
    }

    @Test
    void leftAndRightChangeThePlayScreensValuesBothWaysAndEnterKeepsTheSelection() {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = start(app)) {
            Screens screens = app.getStateManager().getState(Screens.class);
            GameSetupScreen setup = app.getStateManager().getState(GameSetupScreen.class);
            driver.run(() -> screens.show(GameSetupScreen.class));
            String first = selected(driver, screens);
            assertTrue(first.startsWith("Opponent: "), first);

            driver.tap(KeyInput.KEY_RIGHT);
            String next = selected(driver, screens);
            assertTrue(next.startsWith("Opponent: ") && !next.equals(first), "Right gave the next opponent: " + next);
            driver.tap(KeyInput.KEY_LEFT);
            assertEquals(first, selected(driver, screens), "Left came back to the first opponent");
            driver.tap(KeyInput.KEY_LEFT);
            String before = selected(driver, screens);
            assertTrue(before.startsWith("Opponent: ") && !before.equals(first) && !before.equals(next),
                    "Left again gave the opponent before the first: " + before);

            driver.tap(KeyInput.KEY_DOWN);
            assertTrue(selected(driver, screens).startsWith("Rules: "), "Down moved to the rules line");
            String rules = driver.call(() -> setup.setup().rules());
            assertEquals("finkel", rules, "a new player is offered Finkel's classic race first");
            for (int i = 0; i < 3; i++) {
                driver.tap(KeyInput.KEY_LEFT);
            }
            String last = driver.call(() -> setup.setup().rules());
            assertEquals("ravensburg", last, "Left from the first rules comes round to the last");
            for (int i = 0; i < 3; i++) {
                driver.tap(KeyInput.KEY_RIGHT);
            }
            assertEquals(rules, driver.call(() -> setup.setup().rules()), "Right comes back");

            for (int i = 0; i < 9; i++) {
                driver.tap(KeyInput.KEY_RETURN);
                assertTrue(selected(driver, screens).startsWith("Rules: "),
                        "Enter stepped the rules and the selection stayed on them: " + selected(driver, screens));
            }
        }
    }

    @Test
    void thePlayScreenOffersTheBabylonianGameOnTheBoardOfUr() {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = start(app)) {
            Screens screens = app.getStateManager().getState(Screens.class);
            GameSetupScreen setup = app.getStateManager().getState(GameSetupScreen.class);
            driver.run(() -> screens.show(GameSetupScreen.class));
            select(driver, screens, "Rules: ");
            for (int i = 0; i < 10 && !driver.call(() -> setup.setup().rules()).equals("babylonian-ur"); i++) {
                driver.tap(KeyInput.KEY_RIGHT);
            }
            assertEquals("babylonian-ur", driver.call(() -> setup.setup().rules()));
            assertEquals("Rules: Babylonian (board of Ur)", selected(driver, screens), "named as the rules name its board");
            select(driver, screens, "Start");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(5);
            net.ur.client.play.PlaySessionState game = driver.call(
                    () -> app.getStateManager().getState(net.ur.client.play.PlaySessionState.class));
            assertEquals("babylonian-ur", driver.call(() -> game.getSession().setup().rules()), "Start began it");
        }
    }

    @Test
    void aScreenComesBackWithTheButtonThatWasSelectedWhenItWasLeft() {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = start(app)) {
            Screens screens = app.getStateManager().getState(Screens.class);
            for (String name : List.of("Rules", "Settings", "Credits", "Saved games", "Play")) {
                select(driver, screens, name);
                driver.tap(KeyInput.KEY_RETURN);
                assertTrue(!(driver.call(screens::current) instanceof MainMenuScreen), name + " opened its screen");
                driver.tap(KeyInput.KEY_ESCAPE);
                assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "Esc came back from " + name);
                assertEquals(name, selected(driver, screens), "the main menu has " + name + " selected again");
            }
            // A line of the settings, left for the credits and back by way of the menu: still selected.
            select(driver, screens, "Settings");
            driver.tap(KeyInput.KEY_RETURN);
            select(driver, screens, "Ambience volume");
            driver.tap(KeyInput.KEY_ESCAPE);
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(selected(driver, screens).startsWith("Light player's name"),
                    "a screen shown anew (not come back to) starts at its first line");
        }
    }

    @Test
    void aVolumeBetweenTheStepsIsShownAsItIsAndStepsBothWays() throws Exception {
        System.setProperty("ur.home", home.toString());
        Files.createDirectories(UserFolders.config());
        Files.writeString(UserFolders.config().resolve("settings.json"), "{\"version\": 1, \"masterVolume\": 0.5}");
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = start(app)) {
            Screens screens = app.getStateManager().getState(Screens.class);
            SettingsScreen settings = app.getStateManager().getState(SettingsScreen.class);
            driver.run(() -> screens.show(SettingsScreen.class));
            assertEquals("50%", driver.call(() -> settings.valueOf("Master volume")), "0.5 in the file is 50%");
            select(driver, screens, "Master volume");
            assertEquals("Master volume: 50%", selected(driver, screens));
            driver.tap(KeyInput.KEY_RIGHT);
            assertEquals("Master volume: 60%", selected(driver, screens), "Right: the next step up");
            driver.tap(KeyInput.KEY_LEFT);
            assertEquals("Master volume: 40%", selected(driver, screens), "Left: the step down, the selection staying");
            driver.tap(KeyInput.KEY_RETURN);
            assertEquals("Master volume: 60%", selected(driver, screens), "Enter: the next step");
            String file = Files.readString(UserFolders.config().resolve("settings.json"));
            assertTrue(file.contains("\"masterVolume\": 0.6"), "the change was saved: " + file);
        }
    }

    @Test
    void thePlayScreenOffersFinkelAndTheLessonToANewPlayerKeepsOneWidthAndRemembersTheRules() {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = start(app)) {
            Screens screens = app.getStateManager().getState(Screens.class);
            GameSetupScreen setup = app.getStateManager().getState(GameSetupScreen.class);
            select(driver, screens, "Play");
            driver.tap(KeyInput.KEY_RETURN);
            assertEquals("finkel", driver.call(() -> setup.setup().rules()), "Finkel's classic race first, as --help says");
            List<String> texts = driver.call(() -> setup.getButtons().stream().map(com.simsilica.lemur.Button::getText).toList());
            assertTrue(texts.contains("Learn to play"), "a new player is offered the lesson here: " + texts);

            // One width whatever the choices: every opponent with every rule set.
            java.util.Set<Float> widths = new java.util.TreeSet<>();
            for (int r = 0; r < 8; r++) {
                select(driver, screens, "Opponent: ");
                for (int o = 0; o < 9; o++) {
                    driver.frames(1);
                    widths.add(driver.call(() -> setup.getRoot().getSize().x));
                    driver.tap(KeyInput.KEY_RIGHT);
                }
                select(driver, screens, "Rules: ");
                driver.tap(KeyInput.KEY_RIGHT);
            }
            assertEquals(1, widths.size(), "the panel keeps one width: " + widths);

            select(driver, screens, "Rules: ");
            for (int i = 0; i < 10 && !driver.call(() -> setup.setup().rules()).equals("masters"); i++) {
                driver.tap(KeyInput.KEY_RIGHT);
            }
            select(driver, screens, "Start");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(3);
            assertEquals("masters", driver.call(() -> app.getStateManager()
                    .getState(net.ur.client.settings.SettingsState.class).get().playRules()), "the choice is in the settings");
        }
        UrApp again = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = start(again)) {
            Screens screens = again.getStateManager().getState(Screens.class);
            GameSetupScreen setup = again.getStateManager().getState(GameSetupScreen.class);
            driver.run(() -> screens.show(GameSetupScreen.class));
            assertEquals("masters", driver.call(() -> setup.setup().rules()), "the rules chosen last are offered first");
            List<String> texts = driver.call(() -> setup.getButtons().stream().map(com.simsilica.lemur.Button::getText).toList());
            assertFalse(texts.contains("Learn to play"), "the lesson is offered on the first start only: " + texts);
        }
    }
}
