package net.ur.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import com.jme3.input.KeyInput;
import com.jme3.scene.Spatial;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.TextField;
import net.ur.client.hud.EndPanel;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import net.ur.client.ui.SettingsScreen;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The players' names are typed into the settings with the keyboard alone: the keys go to the
 * field, not to the screen's bindings (Space does not click, Esc does not leave); the names are
 * kept in the settings file and shown at the table and at the end of a game.
 */
class PlayerNamesHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    private static String texts(Spatial root) {
        StringBuilder b = new StringBuilder();
        root.depthFirstTraversal(s -> {
            if (s instanceof Label l) {
                b.append(l.getText()).append('\n');
            } else if (s instanceof com.jme3.font.BitmapText t) {
                b.append(t.getText()).append('\n');
            }
        });
        return b.toString();
    }

    @Test
    void theNamesAreTypedKeptAndShown() throws Exception {
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headlessWithFocus(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            Screens screens = app.getStateManager().getState(Screens.class);
            SettingsState settings = app.getStateManager().getState(SettingsState.class);
            driver.tap(KeyInput.KEY_DOWN);
            driver.tap(KeyInput.KEY_DOWN);
            driver.tap(KeyInput.KEY_DOWN);
            driver.tap(KeyInput.KEY_DOWN); // Play, Learn to play, Saved games, Rules, Settings
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(screens::current) instanceof SettingsScreen, "Enter on Settings opened them");
            SettingsScreen screen = (SettingsScreen) driver.call(screens::current);
            assertEquals("Light player's name:", driver.call(() -> screen.getSelected().getText()));

            driver.tap(KeyInput.KEY_RETURN);
            TextField light = driver.call(screen::editing);
            assertTrue(light != null, "Enter put the keyboard in the light player's name");
            for (int i = 0; i < "Light".length(); i++) {
                driver.tap(KeyInput.KEY_BACK);
            }
            driver.type("Ann Lee");
            assertSame(screen, driver.call(screens::current), "typing (a space too) did not click or leave");
            assertEquals("Ann Lee", driver.call(light::getText));
            assertEquals("Ann Lee", driver.call(() -> settings.get().lightName()), "the name is kept at once");
            driver.tap(KeyInput.KEY_RETURN);
            assertNull(driver.call(screen::editing), "Enter ended the editing");
            assertEquals("Light player's name:", driver.call(() -> screen.getSelected().getText()), "and stayed on the line");

            driver.tap(KeyInput.KEY_DOWN);
            driver.tap(KeyInput.KEY_RETURN);
            TextField dark = driver.call(screen::editing);
            assertTrue(dark != null && dark != light, "Enter put the keyboard in the dark player's name");
            for (int i = 0; i < "Dark".length(); i++) {
                driver.tap(KeyInput.KEY_BACK);
            }
            assertEquals("", driver.call(dark::getText));
            driver.tap(KeyInput.KEY_ESCAPE);
            assertNull(driver.call(screen::editing), "Esc ended the editing");
            assertSame(screen, driver.call(screens::current), "Esc in the field did not leave the screen");
            assertEquals("Dark", driver.call(dark::getText), "a blank name is not kept: the field shows the name again");
            assertEquals("Dark", driver.call(() -> settings.get().darkName()));

            driver.tap(KeyInput.KEY_RETURN);
            driver.type("Bo");
            driver.tap(KeyInput.KEY_DOWN);
            assertNull(driver.call(screen::editing), "Down ended the editing");
            assertEquals("DarkBo", driver.call(() -> settings.get().darkName()));
            assertTrue(driver.call(() -> screen.getSelected().getText()).startsWith("Language"),
                    "Down moved to the next line: " + driver.call(() -> screen.getSelected().getText()));
            driver.type("x".repeat(30));
            assertEquals("DarkBo", driver.call(() -> settings.get().darkName()), "letters typed outside a field change nothing");

            driver.tap(KeyInput.KEY_ESCAPE);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "Esc outside a field goes back");
            String file = Files.readString(home.resolve("config/settings.json"));
            assertTrue(file.contains("\"lightName\": \"Ann Lee\"") && file.contains("\"darkName\": \"DarkBo\""),
                    "the names are in the settings file: " + file);

            driver.run(() -> app.startGame(new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 1)));
            driver.frames(3);
            String hud = driver.call(() -> texts(app.getGuiNode()));
            assertTrue(hud.contains("Ann Lee (light)") && hud.contains("DarkBo (dark)"), "the HUD names the players: " + hud);

            Game over = PauseAndEndHeadlessTest.finishedGame("finkel", 3);
            driver.run(() -> app.continueGame(new SavedGames.Saved(new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 1),
                    over.record(), null)));
            driver.frames(3);
            assertTrue(driver.call(screens::current) instanceof EndPanel);
            String end = driver.call(() -> texts(screens.current().getRoot()));
            String winner = over.state().winner() == Player.LIGHT ? "Ann Lee" : "DarkBo";
            assertTrue(end.contains(winner + " wins!"), "the end panel names the winner: " + end);
        }
    }
}
