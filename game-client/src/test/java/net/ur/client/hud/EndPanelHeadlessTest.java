package net.ur.client.hud;

import net.ur.client.testing.TableNow;
import net.ur.client.words.PanelWords;
import net.ur.client.board.BoardLayout;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.play.PlaySessionState;
import net.ur.client.table.CelebrationSystem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.jme3.math.Vector3f;
import java.nio.file.Path;
import java.util.List;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.settings.SavedGames;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The end panel at the table: it stands in the lower part of the window and the camera frames the
 * finished game above it (nothing of the board, the pieces, the dice or the coins under the panel);
 * its table counts the record; its row of buttons is worked with Left and Right as well as Up and
 * Down, and Main menu leaves for the menu. The golden light of the celebration stands over the
 * winner's pieces.
 */
class EndPanelHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    /** A finished game of the given rules, played with random legal moves. */
    static Game finishedGame(String rules, long seed) {
        return net.ur.client.testing.SeededGames.finished(rules, seed, net.ur.client.testing.SeededGames::anyMove);
    }

    @Test
    void theFinishedGameIsFramedAboveThePanelWhoseButtonsTheArrowsWork() {
        for (String rules : List.of("babylonian", "finkel", "ravensburg")) {
            UrApp app = new UrApp(GameOptions.DEFAULT);
            try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
                driver.frames(2);
                Game over = finishedGame(rules, 11);
                PlaySetup setup = new PlaySetup(rules, PlaySetup.HUMAN, "random", 3);
                driver.run(() -> app.continueGame(new SavedGames.Saved(setup, over.record(), null)));
                driver.frames(3);
                Screens screens = app.getStateManager().getState(Screens.class);
                assertTrue(driver.call(screens::current) instanceof EndPanel, rules + ": the end panel is shown");
                EndPanel panel = (EndPanel) driver.call(screens::current);
                driver.frames(400); // the camera eases to its new framing
                PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
                float top = driver.call(() -> panel.getRoot().getLocalTranslation().y);
                float bottom = top - driver.call(() -> panel.getRoot().getSize().y);
                assertTrue(bottom >= 0, rules + ": the panel is inside the window: " + bottom);
                for (Vector3f p : PlayCameraState.restPoints(session.rules(), session.layout())) {
                    Vector3f s = driver.call(() -> app.getCamera().getScreenCoordinates(p));
                    assertTrue(s.y > top, rules + ": " + p + " is above the panel (" + top + "), at " + s);
                    assertTrue(s.x >= 0 && s.x <= app.getCamera().getWidth() && s.y <= app.getCamera().getHeight()
                            - PlayCameraState.HUD_TOP + 1, rules + ": " + p + " is in view under the HUD, at " + s);
                }
                String texts = driver.call(() -> {
                    StringBuilder b = new StringBuilder();
                    panel.getRoot().depthFirstTraversal(sp -> {
                        if (sp instanceof com.simsilica.lemur.Label l && !(sp instanceof com.simsilica.lemur.Button)) {
                            b.append(l.getText()).append('\n');
                        }
                    });
                    return b.toString();
                });
                net.ur.client.es.state.TableGame tally = driver.call(() -> TableNow.game(app));
                long darkMoves = over.record().entries().stream().filter(e -> e.move() != null && e.player() == Player.DARK).count();
                assertEquals(darkMoves, tally.moves(Player.DARK), rules + ": the moves are counted from the record");
                assertTrue(java.util.regex.Pattern.compile("(?m)^Dark[^\n]*\n" + darkMoves + "\n" + tally.captures(Player.DARK) + "\n")
                        .matcher(texts).find(), rules + ": the dark row of the table: " + texts);
                assertEquals(session.rules().hasCounters(), texts.contains("counters\n"), rules + ": a counters column in the Babylonian game only");

                assertEquals("Play again", driver.call(() -> panel.getSelected().getText()));
                driver.tap(KeyInput.KEY_RIGHT);
                assertEquals("Keep this game", driver.call(() -> panel.getSelected().getText()), "Right goes along the row");
                driver.tap(KeyInput.KEY_RIGHT);
                assertEquals("Review", driver.call(() -> panel.getSelected().getText()));
                driver.tap(KeyInput.KEY_RIGHT);
                assertEquals("Main menu", driver.call(() -> panel.getSelected().getText()));
                driver.tap(KeyInput.KEY_LEFT);
                driver.tap(KeyInput.KEY_LEFT);
                driver.tap(KeyInput.KEY_LEFT);
                assertEquals("Play again", driver.call(() -> panel.getSelected().getText()), "Left goes back");
                driver.tap(KeyInput.KEY_LEFT);
                assertEquals("Play again", driver.call(() -> panel.getSelected().getText()), "Left from the first stays there");
                for (int i = 0; i < 3; i++) {
                    driver.tap(KeyInput.KEY_RIGHT);
                }
                assertEquals("Main menu", driver.call(() -> panel.getSelected().getText()));
                driver.tap(KeyInput.KEY_RETURN);
                driver.frames(3);
                assertTrue(driver.call(screens::current) instanceof MainMenuScreen, rules + ": Main menu leaves for the menu");
                assertEquals(null, driver.call(() -> app.getStateManager().getState(PlaySessionState.class)), "the game is gone");
            }
        }
    }

    @Test
    void theCountersCellSaysWhatWasWonOrLost() {
        assertEquals("33 (+8)", PanelWords.countersCell(33, 25));
        assertEquals("17 (\u20138)", PanelWords.countersCell(17, 25));
        assertEquals("25 (\u00b10)", PanelWords.countersCell(25, 25));
    }

    @Test
    void theGoldenLightStandsOverTheWinnersPieces() {
        for (String rules : List.of("babylonian", "finkel", "ravensburg")) {
            for (long seed = 1; seed <= 4; seed++) {
                Game over = finishedGame(rules, seed);
                BoardLayout layout = new BoardLayout(over.rules().board());
                Player w = over.state().winner();
                if (w == null) {
                    continue; // a drawn Ravensburg game has no winner to light
                }
                Vector3f glow = CelebrationSystem.glowPlace(net.ur.client.testing.Places.byLayout(layout), over.state());
                float toWinner = 0;
                float toLoser = 0;
                for (net.ur.rules.PieceState ps : over.state().pieces()) {
                    float d = net.ur.client.testing.Places.byLayout(layout).restingPlace(over.state(), ps.piece()).distance(glow);
                    if (ps.piece().owner() == w) {
                        toWinner += d;
                    } else {
                        toLoser += d;
                    }
                }
                assertTrue(toWinner < toLoser, rules + " seed " + seed + ": the light is nearer the winner's pieces ("
                        + toWinner + ") than the loser's (" + toLoser + ")");
                assertTrue(glow.y > layout.surface(), "the light is above the table");
            }
        }
    }
}
