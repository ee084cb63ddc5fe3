package net.ur.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.simsilica.lemur.Button;
import com.simsilica.lemur.Label;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.SettingsStore;
import net.ur.client.settings.UserFolders;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.Screens;
import net.ur.client.ui.SettingsScreen;
import net.ur.client.words.Words;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's language: Settings -> Language changes it at once (the settings screen built again in
 * it, the main menu in it when shown again), it is kept for the next start, and {@code --lang}
 * ({@link UrApp#speaking}) speaks another for one run without changing the settings.
 */
class LanguageHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void privateHome() {
        System.setProperty("ur.home", home.toString());
    }

    @AfterEach
    void english() {
        Words.use("en");
    }

    private static List<String> texts(AppDriver driver, ScreenState screen, boolean buttons) {
        return driver.call(() -> {
            List<String> found = new ArrayList<>();
            screen.getRoot().depthFirstTraversal(s -> {
                if (s instanceof Label l && (s instanceof Button) == buttons) {
                    found.add(l.getText());
                }
            });
            return found;
        });
    }

    private static final List<String> GERMAN_MENU = List.of("Spielen", "Spielen lernen", "Gespeicherte Spiele", "Regeln",
            "Einstellungen", "Mitwirkende", "Beenden");

    @Test
    void settingsLanguageRebuildsTheScreensInTheNewLanguageAndKeepsItForTheNextStart() throws Exception {
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            Screens screens = app.getStateManager().getState(Screens.class);
            SettingsScreen settings = app.getStateManager().getState(SettingsScreen.class);
            assertEquals("Play", texts(driver, menu, true).get(0), "English on a system that speaks C");
            driver.run(() -> screens.show(SettingsScreen.class));
            driver.frames(1);
            for (int i = 0; i < 10 && !driver.call(() -> settings.getSelected().getText()).startsWith("Language"); i++) {
                driver.run(() -> settings.navigate(1));
            }
            assertEquals("Language: English", driver.call(() -> settings.getSelected().getText()));
            driver.run(() -> settings.sideways(1));
            driver.frames(1);
            assertEquals("Sprache: Deutsch", driver.call(() -> settings.getSelected().getText()),
                    "the screen is built again in German, the selection still on the language");
            assertTrue(texts(driver, settings, false).contains("Einstellungen"), texts(driver, settings, false).toString());
            assertTrue(texts(driver, settings, true).contains("Animationstempo: normal"), texts(driver, settings, true).toString());
            assertEquals("normal", driver.call(() -> settings.valueOf("Animation speed")), "found by its English name too");
            driver.run(screens::back);
            driver.frames(1);
            assertTrue(driver.call(menu::isEnabled));
            assertEquals(GERMAN_MENU, texts(driver, menu, true));
            assertTrue(texts(driver, menu, false).contains("Das königliche Spiel der zwanzig Felder"));
        }
        String file = Files.readString(UserFolders.config().resolve("settings.json"));
        assertTrue(file.contains("\"language\": \"de\""), file);
        assertEquals("de", SettingsStore.forPlayer().load().language());

        UrApp again = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(again, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            assertEquals(GERMAN_MENU, texts(driver, again.getStateManager().getState(MainMenuScreen.class), true),
                    "the chosen language at the next start");
        }
    }

    @Test
    void langSpeaksALanguageForOneRunAndLeavesTheSettingsAlone() throws Exception {
        UrApp app = new UrApp(GameOptions.DEFAULT).speaking("fr");
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            assertEquals(List.of("Jouer", "Apprendre à jouer", "Parties enregistrées", "Règles", "Réglages", "Crédits", "Quitter"),
                    texts(driver, menu, true));
            Screens screens = app.getStateManager().getState(Screens.class);
            driver.run(() -> screens.show(net.ur.client.ui.GameSetupScreen.class));
            driver.frames(1);
            List<String> setup = texts(driver, screens.current(), true);
            assertTrue(setup.contains("Commencer") && setup.stream().anyMatch(t -> t.startsWith("Adversaire\u00a0: L’ordinateur\u00a0: ")),
                    setup.toString());
        }
        assertTrue(!Files.exists(UserFolders.config().resolve("settings.json"))
                || !Files.readString(UserFolders.config().resolve("settings.json")).contains("\"fr\""), "the settings are not changed");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new UrApp(GameOptions.DEFAULT).speaking("klingon"));
        assertEquals("no language 'klingon': en, de, fr, it, nl or es", e.getMessage());
    }
}
