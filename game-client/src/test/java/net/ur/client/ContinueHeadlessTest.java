package net.ur.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.simsilica.lemur.Button;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import net.ur.rules.GameState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Never losing a game: a game is saved as it is played; after the game is killed, the next start
 * offers Continue on the main menu, and Continue resumes exactly where it was. A corrupt save is
 * reported on the menu and kept aside.
 */
class ContinueHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    private static List<String> menuButtons(AppDriver driver, UrApp app) {
        MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
        return driver.call(() -> menu.getButtons().stream().map(Button::getText).toList());
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"finkel", "babylonian"})
    void aKilledGameIsContinuedExactlyWhereItWas(String rules) {
        GameState atKill;
        UrApp first = new UrApp(GameOptions.DEFAULT, new PlaySetup(rules, PlaySetup.HUMAN, "random", 11));
        try (AppDriver driver = AppDriver.headless(first, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            net.ur.client.testing.PersonAtTable.playMoves(driver, first, 3);
            driver.frames(400);
            PlaySessionState game = first.getStateManager().getState(PlaySessionState.class);
            atKill = driver.call(() -> game.getSession().state());
            // The game saves in the frame after its state changes: let that frame run.
            driver.frames(1);
            // The process dies here: no quitting, no leaving the game.
        }
        assertTrue(Files.exists(home.resolve("data/current-game.json")), "the game was saved while it was played");
        assertTrue(atKill.pieces().stream().anyMatch(p -> !(p.location() instanceof net.ur.rules.Location.Waiting)),
                "the game had begun when it was killed");

        UrApp second = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(second, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            List<String> buttons = menuButtons(driver, second);
            assertEquals("Continue", buttons.get(0), "the menu offers to continue: " + buttons);
            MainMenuScreen menu = second.getStateManager().getState(MainMenuScreen.class);
            driver.run(() -> menu.getButtons().get(0).click());
            driver.frames(2);
            PlaySessionState game = second.getStateManager().getState(PlaySessionState.class);
            assertNotNull(game, "Continue started the game");
            GameState resumed = driver.call(() -> game.getSession().state());
            // Pieces travel for a few frames after a move; the rules' state is what must match.
            assertEquals(atKill.pieces(), resumed.pieces());
            assertEquals(atKill.turn(), resumed.turn());
            assertEquals(atKill.phase(), resumed.phase());
            assertEquals(atKill.roll(), resumed.roll());
            assertEquals(atKill.counters(), resumed.counters(), "the Babylonian counters are restored");
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"finkel", "babylonian"})
    void theThrowInHandIsShownAgainAfterContinue(String rules) throws Exception {
        // A person's game saved between a throw and its move (or its roll decision), as a crash leaves it.
        net.ur.rules.record.Game g = net.ur.rules.record.Game.start(rules);
        java.util.SplittableRandom random = new java.util.SplittableRandom(8);
        while (g.pendingRoll().isEmpty() || g.state().turn() != net.ur.rules.Player.LIGHT) {
            g = net.ur.client.testing.SeededGames.step(g, random, net.ur.client.testing.SeededGames::firstMove);
        }
        new net.ur.client.settings.SavedGames(home.resolve("data")).saveCurrent(new PlaySetup(rules, PlaySetup.HUMAN, "random", 8), g);
        int value = g.pendingRoll().get().value();

        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            driver.run(() -> menu.getButtons().get(0).click());
            driver.frames(3);
            String shown = driver.call(() -> app.getStateManager().getState(net.ur.client.hud.IconHudState.class).throwShown());
            assertTrue(shown.startsWith("light "), "the throw display shows light's throw in hand: '" + shown + "'");
            String status = driver.call(() -> app.getStateManager().getState(net.ur.client.hud.HudState.class).statusText());
            assertTrue(status.contains("threw " + value), "the status line says the throw: " + status);
        }
    }

    @Test
    void aCorruptSaveIsSaidOnTheMenuAndKept() throws Exception {
        Files.createDirectories(home.resolve("data"));
        Files.writeString(home.resolve("data/current-game.json"), "{ this is not a save");
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            assertEquals("Play", menuButtons(driver, app).get(0), "nothing to continue");
            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            String shown = driver.call(() -> {
                StringBuilder b = new StringBuilder();
                menu.getRoot().depthFirstTraversal(s -> {
                    if (s instanceof com.simsilica.lemur.Label l && !(s instanceof Button)) {
                        b.append(l.getText()).append('\n');
                    }
                });
                return b.toString();
            });
            assertTrue(shown.contains("The saved game could not be read"), "the menu says what went wrong: " + shown);
            try (var files = Files.list(home.resolve("data"))) {
                assertEquals(1, files.filter(p -> p.getFileName().toString().startsWith("current-game.json.broken-")).count(),
                        "the corrupt save is kept aside");
            }
            assertNull(driver.call(() -> app.getStateManager().getState(PlaySessionState.class)));
            assertNotNull(app.getStateManager().getState(Screens.class));
        }
    }
}
