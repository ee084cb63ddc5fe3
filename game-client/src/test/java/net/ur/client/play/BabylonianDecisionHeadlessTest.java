package net.ur.client.play;

import net.ur.client.testing.TableNow;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.hud.HudState;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.es.components.ModelType;
import net.ur.client.testing.AppDriver;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.Test;

/**
 * A person plays the Babylonian roll decision in the headless client: Space throws the small
 * astragal (by physics), the HUD shows the decision, K keeps the throw when it can be kept, B
 * throws the broad astragal (by physics) and the game goes on to a move or to the other player.
 * The birds have their models.
 */
class BabylonianDecisionHeadlessTest {

    @Test
    void thePersonKeepsOrThrowsTheBroadAstragalWithTheKeys() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", PlaySetup.HUMAN, "random", 11));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            net.ur.client.testing.PersonAtTable.throwOpening(driver, session);
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));
            assertEquals(ModelType.bird("swallow", true), ModelType.of(session.state().pieces().get(0).piece()));
            assertEquals(ModelType.bird("stormbird", false),
                    ModelType.of(net.ur.rules.babylonian.Bird.STORM_BIRD.piece(Player.DARK)));
            int kept = 0;
            int broad = 0;
            for (int turn = 0; turn < 12 && (kept == 0 || broad == 0); turn++) {
                driver.waitUntil(() -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                        && !TableNow.busy(app));
                driver.tap(KeyInput.KEY_SPACE);
                driver.waitUntil(() -> TableNow.awaitsDecision(app) && !TableNow.busy(app));
                assertTrue(driver.call(hud::decisionShown), "the decision buttons are shown");
                assertTrue(driver.call(hud::statusText).contains("broad astragal"), driver.call(hud::statusText));
                boolean canKeep = driver.call(() -> TableNow.canKeepRoll(app));
                // The cards read without words: the small astragal as it fell and its score; the
                // broad astragal's sun with the converted score and its crescent with 0; the words
                // and keys only under them.
                int v = driver.call(() -> TableNow.pendingSmall(app));
                String broadCard = "broad.true = " + net.ur.rules.babylonian.BroadAstragal.convert(v)
                        + " broad.false = 0 (throw the broad astragal " + (canKeep ? "[B])" : "[B or Space])");
                assertEquals((canKeep ? "astragal." + v + " = " + v + " (keep [K]) | " : "") + broadCard,
                        driver.call(hud::decisionPictures));
                if (canKeep && kept <= broad) {
                    driver.tap(KeyInput.KEY_K);
                    driver.frames(2);
                    assertEquals(Phase.AWAITING_MOVE, driver.call(() -> session.state().phase()), "K kept the throw");
                    kept++;
                } else {
                    net.ur.rules.GameState before = driver.call(session::state);
                    driver.tap(KeyInput.KEY_B);
                    driver.waitUntil(() -> session.state() != before && !TableNow.busy(app));
                    assertFalse(driver.call(() -> TableNow.awaitsDecision(app)), "the broad astragal decided the throw");
                    broad++;
                }
                assertFalse(driver.call(hud::decisionShown), "the decision buttons are gone");
                if (driver.call(() -> session.state().phase() == Phase.AWAITING_MOVE)) {
                    net.ur.client.testing.PersonAtTable.request(driver, Player.LIGHT,
                            new net.ur.client.es.game.Request.MakeMove(driver.call(() -> TableNow.legalMoves(app).get(0))));
                }
            }
            assertTrue(kept > 0 && broad > 0, "both decisions were taken: kept " + kept + ", broad " + broad);
            // As the table publishes the counters for the HUD.
            assertEquals(50, (int) driver.call(() -> {
                net.ur.client.es.state.CounterPiles c = TableNow.component(app, net.ur.client.es.state.CounterPiles.class);
                return c.light() + c.dark() + c.pool();
            }));
        }
    }
}
