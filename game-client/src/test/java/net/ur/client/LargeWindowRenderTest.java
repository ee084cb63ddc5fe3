package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.simsilica.lemur.Button;
import com.simsilica.lemur.Label;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.settings.SettingsStore;
import net.ur.client.settings.UserFolders;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A window far larger than the display (99999 x 99999, asked for in the settings file as the
 * launcher reads it), in a real window under Xvfb: the window opens at the display's size, the
 * game draws frames, and the main menu says what was changed, once each: the settings' value out of
 * range, and the window made the screen's size.
 */
@Tag("render")
class LargeWindowRenderTest {

    @TempDir
    Path home;

    @Test
    void aWindowLargerThanTheDisplayOpensAtTheDisplaysSizeAndTheMenuSaysSo() throws Exception {
        System.setProperty("ur.home", home.toString());
        Files.createDirectories(UserFolders.config());
        Files.writeString(UserFolders.config().resolve("settings.json"), "{\"width\": 99999, \"height\": 99999}",
                StandardCharsets.UTF_8);
        DisplayProbe.Result display = DisplayProbe.probe();
        assertEquals(null, display.problem(), "the test has a display");
        // As the launcher does: the window's options from the settings file.
        GameOptions asked = SettingsStore.forPlayer().load().windowOptions();
        GameOptions options = new GameOptions(asked.width(), asked.height(), false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options);
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.frames(10);
            int[] size = driver.call(() -> new int[] {app.getCamera().getWidth(), app.getCamera().getHeight()});
            assertTrue(size[0] <= display.width() && size[1] <= display.height(), "the window is within the display "
                    + display.width() + " x " + display.height() + ": " + size[0] + " x " + size[1]);
            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            List<String> said = driver.call(() -> {
                List<String> texts = new ArrayList<>();
                menu.getRoot().depthFirstTraversal(s -> {
                    if (s instanceof Label l && !(s instanceof Button)
                            && (l.getText().contains("set to") || l.getText().contains("larger than the screen"))) {
                        texts.add(l.getText());
                    }
                });
                return texts;
            });
            assertEquals(2, said.size(), "two notices: " + said);
            assertTrue(said.get(0).startsWith("Some settings were out of range (width 99999 out of 640..16384, set to 16384; "
                    + "height 99999 out of 480..16384, set to 16384)"), said.get(0));
            assertEquals("The window asked for, 16384 x 16384, is larger than the screen (" + display.width() + " x "
                    + display.height() + "): it was opened at " + display.width() + " x " + display.height() + ".", said.get(1));
        }
    }
}
