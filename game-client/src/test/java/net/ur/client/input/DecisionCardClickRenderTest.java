package net.ur.client.input;

import net.ur.client.testing.TableNow;
import net.ur.client.hud.HudState;

import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.play.PlaySessionState;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import java.util.function.BooleanSupplier;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.Xdotool;
import net.ur.rules.GameState;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Babylonian roll decision taken with real mouse clicks in a window under Xvfb (xdotool
 * moves the X pointer and clicks, as a person would): a click on the keep card keeps the throw, a
 * click on the broad astragal's card throws it.
 */
@Tag("render")
class DecisionCardClickRenderTest {

    /** Clicks a point of the window given in GUI pixels (y up). */
    private static void clickAt(AppDriver driver, int height, Vector3f at) {
        Xdotool.pointAt(height, at);
        driver.frames(4);
        Xdotool.run("click", "1");
        driver.frames(3);
    }

    private static void waitFor(AppDriver driver, BooleanSupplier condition) {
        waitFor(driver, condition, 3000);
    }

    private static void waitFor(AppDriver driver, BooleanSupplier condition, int rounds) {
        for (int i = 0; i < rounds && !driver.call(condition::getAsBoolean); i++) {
            driver.frames(5);
        }
        assertTrue(driver.call(condition::getAsBoolean), "the game reached the awaited point");
    }

    @Test
    void aPersonKeepsAndThrowsTheBroadAstragalWithTheMouse() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup("babylonian", PlaySetup.HUMAN, "random", 11));
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            // The playing view from the first frames, not the game's opening view of the room.
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            driver.frames(20);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            net.ur.client.testing.PersonAtTable.throwOpening(driver, session);
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));
            int height = app.getCamera().getHeight();
            int kept = 0;
            int broad = 0;
            for (int turn = 0; turn < 16 && (kept == 0 || broad == 0); turn++) {
                waitFor(driver, () -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                        && !TableNow.busy(app));
                driver.run(() -> app.getStateManager().getState(PlayInputState.class).requestThrow(1f));
                waitFor(driver, () -> TableNow.awaitsDecision(app) && !TableNow.busy(app));
                driver.frames(3);
                boolean canKeep = driver.call(() -> TableNow.canKeepRoll(app));
                boolean keep = canKeep && kept <= broad;
                Vector3f card = driver.call(() -> hud.decisionCardCentre(keep));
                assertNotNull(card, "the card is shown");
                GameState before = driver.call(session::state);
                clickAt(driver, height, card);
                if (keep) {
                    assertEquals(Phase.AWAITING_MOVE, driver.call(() -> session.state().phase()), "the click kept the throw");
                    kept++;
                } else {
                    // The broad astragal tumbles for a few seconds; a click that missed would wait for ever.
                    waitFor(driver, () -> session.state() != before && !TableNow.busy(app), 400);
                    assertFalse(driver.call(() -> TableNow.awaitsDecision(app)), "the click threw the broad astragal, which decided the throw");
                    broad++;
                }
                assertFalse(driver.call(hud::decisionShown), "the cards are gone");
                if (driver.call(() -> session.state().phase() == Phase.AWAITING_MOVE)) {
                    net.ur.client.testing.PersonAtTable.request(driver, Player.LIGHT,
                            new net.ur.client.es.game.Request.MakeMove(driver.call(() -> TableNow.legalMoves(app).get(0))));
                }
            }
            assertTrue(kept > 0 && broad > 0, "both cards were clicked: kept " + kept + ", broad " + broad);
        }
    }
}
