package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Label;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.settings.SettingsStore;
import net.ur.client.settings.UserFolders;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A settings file that cannot be read, or holds values out of range, is said once on the main
 * menu, in words, even though the launcher read the file (and set it aside) before the game began.
 */
class SettingsNoticeHeadlessTest {

    @TempDir
    Path home;

    /** The texts of the main menu's labels that are not buttons. */
    private static List<String> notices(AppDriver driver, MainMenuScreen menu) {
        return driver.call(() -> {
            List<String> texts = new ArrayList<>();
            menu.getRoot().depthFirstTraversal(s -> {
                if (s instanceof Label l && !(s instanceof Button)
                        && (l.getText().startsWith("The settings") || l.getText().startsWith("Some settings"))) {
                    texts.add(l.getText());
                }
            });
            return texts;
        });
    }

    private List<String> shownAfterTheLauncherRead(byte[] file) throws Exception {
        System.setProperty("ur.home", home.toString());
        Files.createDirectories(UserFolders.config());
        Files.write(UserFolders.config().resolve("settings.json"), file);
        // The launcher reads the window's size from the settings before the game starts.
        SettingsStore.forPlayer().load();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            Screens screens = app.getStateManager().getState(Screens.class);
            List<String> shown = notices(driver, menu);
            driver.run(() -> screens.show(net.ur.client.ui.CreditsScreen.class));
            driver.tap(KeyInput.KEY_ESCAPE);
            assertTrue(driver.call(menu::isEnabled), "back on the main menu");
            assertEquals(List.of(), notices(driver, menu), "said once");
            return shown;
        }
    }

    @Test
    void aFileThatIsNotTextIsSaidOnTheMainMenu() throws Exception {
        List<String> shown = shownAfterTheLauncherRead(new byte[] {'{', (byte) 0xff, (byte) 0xfe, '}'});
        assertEquals(1, shown.size(), "one notice: " + shown);
        assertTrue(shown.get(0).startsWith("The settings file could not be read (not valid UTF-8 text); it was kept as "
                + "settings.json.broken-"), shown.get(0));
    }

    @Test
    void valuesOutOfRangeAreSaidOnTheMainMenu() throws Exception {
        List<String> shown = shownAfterTheLauncherRead("{\"masterVolume\": 7, \"width\": 99999}".getBytes(
                java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(1, shown.size(), "one notice: " + shown);
        assertTrue(shown.get(0).startsWith("Some settings were out of range (width 99999 out of 640..16384, set to 16384; "
                + "masterVolume 7 out of 0..1, set to 1)"), shown.get(0));
    }
}
