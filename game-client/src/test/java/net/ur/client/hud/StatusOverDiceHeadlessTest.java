package net.ur.client.hud;

import net.ur.client.testing.TableNow;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.input.PlayInputState;
import net.ur.client.play.PlaySessionState;
import net.ur.client.view.ModelViewState;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;

/**
 * The status line never lies over the dice: turned as far as the player may turn it, with reduced
 * motion keeping it there, the view may bring the dice under the bottom lines, and the lines
 * then stand above them.
 */
class StatusOverDiceHeadlessTest {

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"finkel", "babylonian"})
    void theStatusLineStandsClearOfTheDiceWhateverTheView(String rules) {
        GameOptions small = new GameOptions(800, 600, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(small, new PlaySetup(rules, PlaySetup.HUMAN, "random", 4));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(small))) {
            driver.frames(2);
            // Thrown dice come to rest anywhere in the tray, its near side too.
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            for (int i = 0; i < 3000 && !driver.call(() -> session.state().turn() == net.ur.rules.Player.LIGHT
                    && session.state().phase() == net.ur.rules.Phase.AWAITING_ROLL && !TableNow.busy(app)); i++) {
                driver.frames(5);
            }
            driver.tap(com.jme3.input.KeyInput.KEY_SPACE);
            for (int i = 0; i < 3000 && !driver.call(() -> TableNow.lastRoll(app) != null && !TableNow.busy(app)); i++) {
                driver.frames(5);
            }
            PlayCameraState camera = driver.call(() -> app.getStateManager().getState(PlayCameraState.class));
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));
            driver.run(() -> camera.setReducedMotion(true));
            int lifted = 0;
            int views = 0;
            for (float yaw = -1f; yaw <= 1f; yaw += 0.25f) {
                for (float pitch = -1f; pitch <= 1f; pitch += 0.5f) {
                    float y = yaw;
                    float p = pitch;
                    driver.run(() -> camera.nudge(y - camera.yaw(), p - camera.pitch()));
                    driver.frames(240);
                    views++;
                    String clash = driver.call(() -> {
                        float[] status = hud.statusBox();
                        ModelViewState view = app.getStateManager().getState(ModelViewState.class);
                        com.simsilica.es.EntitySet dice = app.getStateManager().getState(net.ur.client.es.EntityDataState.class)
                                .getEntityData().getEntities(net.ur.client.es.components.DieId.class);
                        try {
                            for (com.simsilica.es.Entity e : dice) {
                                float[] box = PlayInputState.screenBox(app.getCamera(), view.spatialOf(e.getId()));
                                if (PlayInputState.overlaps(box, status)) {
                                    return java.util.Arrays.toString(box) + " under " + java.util.Arrays.toString(status);
                                }
                            }
                            return "";
                        } finally {
                            dice.release();
                        }
                    });
                    assertTrue(clash.isEmpty(), "yaw " + y + ", pitch " + p + ": a die " + clash);
                    if (driver.call(hud::statusLift) > 0) {
                        lifted++;
                    }
                }
            }
            assertTrue(lifted > 0, "some turned view brought the dice under the lines (" + views + " views tried)");
        }
    }
}
