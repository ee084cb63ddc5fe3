package net.ur.client.input;

import net.ur.client.testing.TableNow;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.play.PlaySessionState;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.Test;

/**
 * An arrow key pressed while the person's own dice still roll is not lost: once the throw is read,
 * the first of the moves is picked, as if the key had been pressed then. A throw that leaves no
 * move drops it. Real dice, thrown through the physics, in a headless game.
 */
class ArrowDuringThrowHeadlessTest {

    @Test
    void anArrowPressedWhileTheDiceRollPicksAMoveOnceTheyRest() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, "random", 3));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
            boolean picked = false;
            for (int attempt = 0; attempt < 8 && !picked; attempt++) {
                driver.waitUntil(() -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                        && !TableNow.busy(app));
                driver.run(() -> input.requestThrow(1f));
                driver.frames(3);
                assertTrue(driver.call(() -> TableNow.busy(app)), "the dice are rolling");
                driver.run(() -> input.cycle(1));
                assertNull(driver.call(input::pickedMove), "nothing to pick while the dice roll");
                driver.waitUntil(() -> session.state().turn() != Player.LIGHT
                        || !TableNow.busy(app) && session.state().phase() == Phase.AWAITING_MOVE);
                driver.frames(2);
                List<Move> moves = driver.call(input::movesNow);
                if (driver.call(() -> session.state().turn()) != Player.LIGHT || moves.isEmpty()) {
                    // The throw left no move (a 0, or every move blocked): the turn passed and the
                    // arrow is dropped, not kept for the next throw.
                    assertNull(driver.call(input::pickedMove), "no move picked after a throw without one");
                    continue;
                }
                assertEquals(moves.get(0), driver.call(input::pickedMove), "the arrow pressed during the throw picked the first move");
                picked = true;
            }
            assertTrue(picked, "one of 8 throws left a move to pick");
        }
    }

    @Test
    void anArrowBeforeAThrowIsNotKept() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, "random", 3));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
            driver.waitUntil(() -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                    && !TableNow.busy(app));
            // Pressed before the dice are thrown, the arrow has nothing to act on and is forgotten.
            driver.run(() -> input.cycle(1));
            driver.run(() -> input.requestThrow(1f));
            driver.waitUntil(() -> session.state().turn() != Player.LIGHT
                    || !TableNow.busy(app) && session.state().phase() == Phase.AWAITING_MOVE);
            driver.frames(2);
            assertNull(driver.call(input::pickedMove), "an arrow pressed before the throw picks nothing after it");
        }
    }
}
