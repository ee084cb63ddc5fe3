package net.ur.client.input;

import net.ur.client.testing.TableNow;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.hud.HudState;
import net.ur.client.play.PlaySessionState;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import java.util.List;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.record.RecordEntry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every key the table asks for works, with no arrow pressed first: Space throws, throws the broad
 * astragal when the small one's roll cannot be kept, and makes the only move there is; Enter makes
 * the first of several moves. A person plays light against a computer, by the keys alone.
 */
class TableKeysHeadlessTest {

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "babylonian"})
    void spaceAndEnterDoTheTablesNextActionWithNoPieceSelected(String rules) {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup(rules, PlaySetup.HUMAN, "random", 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            int enterFirst = 0;
            int spaceOnly = 0;
            int spaceBroad = 0;
            boolean babylonian = rules.startsWith("babylonian");
            for (int turn = 0; turn < 60 && !(enterFirst > 0 && spaceOnly > 0 && (!babylonian || spaceBroad > 0)); turn++) {
                driver.waitUntil(() -> session.state().isOver()
                        || (session.state().turn() == Player.LIGHT && !TableNow.busy(app) && session.state().phase() != Phase.GAME_OVER));
                if (driver.call(() -> session.state().isOver())) {
                    break;
                }
                if (driver.call(() -> session.state().phase()) == Phase.AWAITING_ROLL) {
                    GameState before = driver.call(session::state);
                    driver.tap(KeyInput.KEY_SPACE);
                    driver.waitUntil(() -> session.state() != before && !TableNow.busy(app));
                }
                if (driver.call(() -> TableNow.awaitsDecision(app))) {
                    if (driver.call(() -> TableNow.canKeepRoll(app))) {
                        driver.tap(KeyInput.KEY_K);
                        driver.frames(2);
                    } else {
                        assertTrue(driver.call(() -> app.getStateManager().getState(HudState.class).statusText()).contains("Space"),
                                "the prompt names Space: " + driver.call(() -> app.getStateManager().getState(HudState.class).statusText()));
                        GameState before = driver.call(session::state);
                        driver.tap(KeyInput.KEY_SPACE);
                        driver.waitUntil(() -> session.state() != before && !TableNow.busy(app));
                        assertFalse(driver.call(() -> TableNow.awaitsDecision(app)), "Space threw the broad astragal");
                        spaceBroad++;
                    }
                }
                if (driver.call(() -> session.state().phase() == Phase.AWAITING_MOVE && session.state().turn() == Player.LIGHT)) {
                    List<Move> moves = driver.call(() -> TableNow.legalMoves(app));
                    int before = driver.call(() -> TableNow.moves(app, Player.LIGHT));
                    if (moves.size() == 1) {
                        driver.tap(KeyInput.KEY_SPACE);
                        spaceOnly++;
                    } else {
                        driver.tap(KeyInput.KEY_RETURN);
                        enterFirst++;
                    }
                    driver.frames(2);
                    assertEquals(before + 1, driver.call(() -> TableNow.moves(app, Player.LIGHT)),
                            (moves.size() == 1 ? "Space made the only move" : "Enter made a move with none selected") + " of " + moves);
                    List<RecordEntry> entries = driver.call(() -> session.game().record().entries());
                    assertEquals(moves.get(0), entries.get(entries.size() - 1).move(), "the first of the moves was made");
                }
            }
            assertTrue(enterFirst > 0, "Enter was tried on several moves");
            assertTrue(spaceOnly > 0, "Space was tried on an only move");
            if (babylonian) {
                assertTrue(spaceBroad > 0, "Space was tried on a roll no bird can use");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "babylonian", "ravensburg"})
    void aClickOnTheTrayBesideTheDiceThrowsThem(String rules) {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup(rules, PlaySetup.HUMAN, "random", 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
            driver.waitUntil(() -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                    && !TableNow.busy(app));
            // The tray's near corner, on the player's side: table, not a die.
            com.jme3.math.Vector2f corner = driver.call(() -> {
                com.jme3.math.Vector3f c = session.layout().trayCentre();
                com.jme3.math.Vector3f h = session.layout().trayHalfExtents();
                com.jme3.math.Vector3f p = app.getCamera().getScreenCoordinates(c.add(h.x * 0.8f, 0, h.z * 0.8f));
                return new com.jme3.math.Vector2f(p.x, p.y);
            });
            driver.run(() -> input.pointAt(corner));
            driver.frames(2);
            com.simsilica.es.EntityId under = driver.call(input::hovered);
            assertTrue(under == null || driver.call(() -> app.getStateManager().getState(net.ur.client.es.EntityDataState.class)
                    .getEntityData().getComponent(under, net.ur.client.es.components.DieId.class)) == null, "the pointer is on no die");
            GameState before = driver.call(session::state);
            driver.run(input::click);
            driver.waitUntil(() -> session.state() != before && !TableNow.busy(app));
            // (In the Babylonian game the first throw is light's of the opening throw.)
            assertTrue(driver.call(() -> TableNow.lastRoll(app) != null
                    || TableNow.opening(app) != null && TableNow.opening(app).throwsMade().size() == 1),
                    "the click beside the dice threw them");

            // Far from the tray (the screen's top-left corner), a click throws nothing.
            net.ur.client.testing.PersonAtTable.playMoves(driver, app, 1);
            driver.waitUntil(() -> session.state().isOver() || (session.state().turn() == Player.LIGHT
                    && session.state().phase() == Phase.AWAITING_ROLL && !TableNow.busy(app)));
            driver.run(() -> input.pointAt(new com.jme3.math.Vector2f(5, app.getCamera().getHeight() - 5)));
            driver.frames(2);
            GameState waiting = driver.call(session::state);
            driver.run(input::click);
            driver.frames(5);
            assertTrue(driver.call(session::state) == waiting && !driver.call(() -> TableNow.busy(app)), "a click far from the dice throws nothing");
        }
    }
}
