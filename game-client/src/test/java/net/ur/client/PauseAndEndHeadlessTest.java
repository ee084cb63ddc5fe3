package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.Button;
import java.nio.file.Path;
import java.util.List;
import net.ur.client.hud.EndPanel;
import net.ur.client.hud.PausePanel;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.RulesScreen;
import net.ur.client.ui.Screens;
import net.ur.client.ui.SettingsScreen;
import net.ur.client.hud.HudState;
import net.ur.rules.GameState;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pause and end panels with the keyboard alone: Esc pauses (the computer players and the dice
 * stop), the arrows and Enter work the panel, Esc resumes; the end panel of a finished game is
 * worked the same way.
 */
class PauseAndEndHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    private static PlaySessionState game(AppDriver driver, UrApp app) {
        return driver.call(() -> app.getStateManager().getState(PlaySessionState.class));
    }

    @Test
    void escapePausesTheGameTheArrowsAndEnterWorkThePanelAndEscapeResumes() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", "random", "random", 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(120);
            Screens screens = app.getStateManager().getState(Screens.class);
            PlaySessionState game = game(driver, app);
            driver.tap(KeyInput.KEY_ESCAPE);
            assertTrue(driver.call(game::isPaused), "Esc paused the game");
            assertTrue(driver.call(screens::current) instanceof PausePanel, "the pause panel is shown");
            PausePanel panel = (PausePanel) driver.call(screens::current);
            assertEquals("Resume", driver.call(() -> panel.getSelected().getText()), "Resume is selected first");
            assertTrue(driver.call(() -> app.getGuiNode().getChildren().stream().anyMatch(
                    c -> "Dim".equals(c.getName()))),
                    "the scene is darkened behind the panel");

            GameState frozen = driver.call(() -> game.getSession().state());
            driver.frames(600);
            assertSame(frozen, driver.call(() -> game.getSession().state()), "nothing moves while the game is paused");

            driver.tap(KeyInput.KEY_DOWN);
            assertEquals("Restart", driver.call(() -> panel.getSelected().getText()), "Down selects the next button");
            driver.tap(KeyInput.KEY_UP);
            driver.tap(KeyInput.KEY_ESCAPE);
            assertFalse(driver.call(game::isPaused), "Esc resumed the game");
            assertFalse(driver.call(panel::isEnabled), "the pause panel is gone");
            driver.frames(600);
            assertNotSame(frozen, driver.call(() -> game.getSession().state()), "the computer players go on after resuming");

            driver.tap(KeyInput.KEY_ESCAPE);
            assertTrue(driver.call(game::isPaused), "Esc paused the game again");
            driver.tap(KeyInput.KEY_RETURN);
            assertFalse(driver.call(game::isPaused), "Enter on Resume resumed the game");

            driver.tap(KeyInput.KEY_ESCAPE);
            driver.tap(KeyInput.KEY_DOWN);
            driver.tap(KeyInput.KEY_RETURN);
            PlaySessionState restarted = game(driver, app);
            assertNotSame(game, restarted, "Enter on Restart started a new game");
            assertFalse(driver.call(restarted::isPaused), "the new game is not paused");
            assertEquals(null, driver.call(screens::current), "no panel over the new game");

            // A game of computers is not the person's game in progress: leaving it saves nothing.
            driver.tap(KeyInput.KEY_ESCAPE);
            int toLeave = driver.call(() -> ((PausePanel) screens.current()).getButtons().stream().map(Button::getText).toList()
                    .indexOf("Leave to the menu"));
            assertTrue(toLeave > 0, "the pause panel of a game of computers offers to leave, not to save");
            for (int i = 0; i < toLeave; i++) {
                driver.tap(KeyInput.KEY_DOWN);
            }
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "Leave went to the menu");
            assertEquals(null, game(driver, app), "the game was put away");
            assertEquals("Play", driver.call(() -> screens.current().getSelected().getText()),
                    "there is no game of the person's to continue");
        }
    }

    @Test
    void aPersonsGameLeftFromThePausePanelCanBeContinued() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, "random", 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            net.ur.client.testing.PersonAtTable.playMoves(driver, app, 2);
            Screens screens = app.getStateManager().getState(Screens.class);
            driver.tap(KeyInput.KEY_ESCAPE);
            select(driver, screens, "Save and leave to the menu");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "Save and leave went to the menu");
            assertEquals(null, game(driver, app), "the game was put away");
            assertEquals("Continue", driver.call(() -> screens.current().getSelected().getText()),
                    "the left game can be continued");
        }
    }

    private static void select(AppDriver driver, Screens screens, String text) {
        int index = driver.call(() -> screens.current().getButtons().stream().map(Button::getText).toList().indexOf(text));
        assertTrue(index >= 0, "no button " + text + " on " + driver.call(screens::current));
        int from = driver.call(() -> screens.current().getButtons().indexOf(screens.current().getSelected()));
        for (int i = from; i < index; i++) {
            driver.tap(KeyInput.KEY_DOWN);
        }
        assertEquals(text, driver.call(() -> screens.current().getSelected().getText()));
    }

    @Test
    void theRulesAndTheSettingsOpenFromThePausePanelAndComeBackToIt() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("masters", "random", "random", 7));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(120);
            Screens screens = app.getStateManager().getState(Screens.class);
            PlaySessionState game = game(driver, app);
            driver.tap(KeyInput.KEY_ESCAPE);
            GameState frozen = driver.call(() -> game.getSession().state());
            select(driver, screens, "Rules");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(screens::current) instanceof RulesScreen, "Rules shows the rules");
            assertEquals("masters", driver.call(() -> ((RulesScreen) screens.current()).currentRules()),
                    "the rules open at the game's rule set");
            assertFalse(driver.call(() -> app.getStateManager().getState(HudState.class).isEnabled()),
                    "the HUD is hidden under the rules");
            driver.frames(300);
            assertTrue(driver.call(game::isPaused), "the game stays paused while the rules are read");
            assertSame(frozen, driver.call(() -> game.getSession().state()), "and nothing moves");
            driver.tap(KeyInput.KEY_ESCAPE);
            assertTrue(driver.call(screens::current) instanceof PausePanel, "Esc on the rules comes back to the pause panel");
            assertTrue(driver.call(game::isPaused));
            assertTrue(driver.call(() -> app.getStateManager().getState(HudState.class).isEnabled()), "the HUD is back");

            select(driver, screens, "Settings");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(screens::current) instanceof SettingsScreen, "Settings shows the settings");
            SettingsScreen settings = (SettingsScreen) driver.call(screens::current);
            String before = driver.call(() -> settings.valueOf("Animation speed"));
            select(driver, screens, "Animation speed: " + before);
            driver.tap(KeyInput.KEY_RETURN);
            org.junit.jupiter.api.Assertions.assertNotEquals(before, driver.call(() -> settings.valueOf("Animation speed")), "Enter changed the setting");
            select(driver, screens, "Back");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(screens::current) instanceof PausePanel, "Back on the settings comes back to the pause panel");
            assertSame(frozen, driver.call(() -> game.getSession().state()), "the game is still as it was");
            driver.tap(KeyInput.KEY_ESCAPE);
            assertFalse(driver.call(game::isPaused), "Esc resumed");
            assertSame(game, game(driver, app), "the same game goes on");
        }
    }

    /** A finished game of the given rules, played with the first legal move each time. */
    static Game finishedGame(String rules, long seed) {
        return net.ur.client.testing.SeededGames.finished(rules, seed, net.ur.client.testing.SeededGames::firstMove);
    }

    @Test
    void theEndPanelIsWorkedWithTheKeyboard() {
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySetup setup = new PlaySetup("finkel", PlaySetup.HUMAN, "random", 3);
            Game over = finishedGame("finkel", 3);
            driver.run(() -> app.continueGame(new net.ur.client.settings.SavedGames.Saved(setup, over.record(), null)));
            driver.frames(3);
            Screens screens = app.getStateManager().getState(Screens.class);
            assertTrue(driver.call(screens::current) instanceof EndPanel, "the end panel is shown");
            EndPanel panel = (EndPanel) driver.call(screens::current);
            List<String> texts = driver.call(() -> panel.getButtons().stream().map(Button::getText).toList());
            assertEquals(List.of("Play again", "Keep this game", "Review", "Main menu"), texts);
            long lightMoves = over.record().entries().stream().filter(e -> e.move() != null
                    && e.player() == net.ur.rules.Player.LIGHT).count();
            String shown = driver.call(() -> {
                StringBuilder b = new StringBuilder();
                panel.getRoot().depthFirstTraversal(sp -> {
                    if (sp instanceof com.simsilica.lemur.Label l && !(sp instanceof Button)) {
                        b.append(l.getText()).append('\n');
                    }
                });
                return b.toString();
            });
            // The table: a head row (moves, captures), then each side's name and figures.
            assertTrue(shown.contains("piece moves\ncaptures\n"), "the table's heads: " + shown);
            assertTrue(shown.contains("Piece moves: the moves each side made with its own pieces; throws, and turns that"
                    + " passed with no move, are not counted."), "the panel says what it counts: " + shown);
            assertTrue(shown.contains("\nLight\n" + lightMoves + "\n"), "a loaded game is counted from its record: " + shown);
            driver.tap(KeyInput.KEY_ESCAPE);
            assertSame(panel, driver.call(screens::current), "Esc does not hide the end of the game");
            driver.tap(KeyInput.KEY_DOWN);
            driver.tap(KeyInput.KEY_DOWN);
            driver.tap(KeyInput.KEY_DOWN);
            assertEquals("Main menu", driver.call(() -> panel.getSelected().getText()));
            driver.tap(KeyInput.KEY_DOWN);
            assertEquals("Main menu", driver.call(() -> panel.getSelected().getText()), "Down from the last stays there");
            for (int i = 0; i < 3; i++) {
                driver.tap(KeyInput.KEY_UP);
            }
            assertEquals("Play again", driver.call(() -> panel.getSelected().getText()));
            driver.tap(KeyInput.KEY_RETURN);
            PlaySessionState again = game(driver, app);
            assertNotNull(again, "Play again started a game");
            assertFalse(driver.call(() -> again.getSession().state().isOver()), "a new game, not the finished one");
            assertEquals(null, driver.call(screens::current), "the end panel is gone");
        }
    }
}
