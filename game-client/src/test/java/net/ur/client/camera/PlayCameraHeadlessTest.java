package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import com.jme3.input.KeyInput;
import com.jme3.math.Vector3f;
import net.ur.client.UrApp;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.TableNow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's camera in the headless client: the player nudges it round the board with the keys
 * (within limits, without moving the piece selection) and it eases back when let go, unless
 * reduced motion is on; it is drawn to a capture for a moment when it follows the action, and not
 * when it does not.
 */
class PlayCameraHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    private static UrApp game() {
        return new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
    }

    @Test
    void theKeysNudgeTheViewWithinLimitsAndItEasesBack() {
        UrApp app = game();
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(30);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            // From the playing view, not the game's opening view of the room.
            driver.run(camera::cutOpening);
            driver.frames(2);
            Vector3f rest = driver.call(() -> app.getCamera().getLocation().clone());
            for (int i = 0; i < 10; i++) {
                driver.tap(KeyInput.KEY_D);
                driver.tap(KeyInput.KEY_W);
            }
            float yaw = driver.call(camera::yaw);
            float pitch = driver.call(camera::pitch);
            assertTrue(yaw > 0, "D turns the view to the right: " + yaw);
            assertTrue(pitch > 0, "W raises the view: " + pitch);
            // A held key turns 40 degrees a second; a tap is a frame or so. Turn further at once.
            driver.run(() -> camera.nudge(0.3f, 0.1f));
            driver.frames(60);
            Vector3f nudged = driver.call(() -> app.getCamera().getLocation().clone());
            assertTrue(nudged.distance(rest) > 0.001f, "the camera moved: " + rest + " -> " + nudged);
            assertTrue(nudged.x > rest.x, "turned to the right, the eye goes right: " + rest + " -> " + nudged);

            driver.run(() -> camera.nudge(10f, -10f));
            assertEquals(PlayCameraState.MAX_YAW, driver.call(camera::yaw), 1e-6f, "turning stops at the limit");
            assertEquals(-PlayCameraState.MAX_PITCH, driver.call(camera::pitch), 1e-6f, "tilting stops at the limit");

            // Let go: after a moment the view eases back to where it rests.
            driver.frames(600);
            assertEquals(0f, driver.call(camera::yaw), 1e-3f, "the turn eased back");
            assertEquals(0f, driver.call(camera::pitch), 1e-3f, "the tilt eased back");
            Vector3f back = driver.call(() -> app.getCamera().getLocation().clone());
            assertTrue(back.distance(rest) < 0.01f, "the camera is back where it rests: " + rest + " vs " + back);
        }
    }

    @Test
    void withReducedMotionANudgedViewStaysWhereThePlayerLeftIt() {
        UrApp app = game();
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(10);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            driver.run(() -> {
                camera.setReducedMotion(true);
                camera.nudge(0.2f, 0.1f);
            });
            driver.frames(600);
            assertEquals(0.2f, driver.call(camera::yaw), 1e-6f);
            assertEquals(0.1f, driver.call(camera::pitch), 1e-6f);
        }
    }

    @Test
    void aCaptureDrawsTheCameraWhenItFollowsTheAction() {
        UrApp app = game();
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(30);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            // From the playing view, not the game's opening view of the room.
            driver.run(camera::cutOpening);
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            Vector3f restEye = driver.call(() -> app.getCamera().getLocation().clone());
            Vector3f restDir = driver.call(() -> app.getCamera().getDirection().clone());
            // A capture on the board, at its far right: the camera turns that way as far as the board stays in view.
            Vector3f where = driver.call(() -> session.layout().centre(new net.ur.rules.board.Square(2, 8)));
            driver.run(() -> {
                camera.setFollow(true);
                camera.focusOn(where);
            });
            driver.frames(40);
            Vector3f eye = driver.call(() -> app.getCamera().getLocation().clone());
            Vector3f dir = driver.call(() -> app.getCamera().getDirection().clone());
            Vector3f toFocus = where.subtract(eye).normalizeLocal();
            Vector3f toFocusAtRest = where.subtract(restEye).normalizeLocal();
            assertTrue(dir.dot(toFocus) > restDir.dot(toFocusAtRest) + 1e-3f, "the camera turned toward the capture: "
                    + restDir.dot(toFocusAtRest) + " -> " + dir.dot(toFocus));
            for (Vector3f corner : session.layout().boardOutline()) {
                Vector3f s = driver.call(() -> app.getCamera().getScreenCoordinates(corner));
                assertTrue(s.x >= 0 && s.x <= app.getCamera().getWidth() && s.y >= 0 && s.y <= app.getCamera().getHeight(),
                        "the whole board stays in view: " + corner + " at " + s);
            }
            assertTrue(eye.distance(restEye) > 0.01f, "the camera moved toward the capture");
            // The moment passes and the camera goes back to the board.
            driver.frames(600);
            assertNull(driver.call(camera::focus));
            Vector3f back = driver.call(() -> app.getCamera().getLocation().clone());
            assertTrue(back.distance(restEye) < 0.01f, "back where it rests: " + restEye + " vs " + back);

            driver.run(() -> {
                camera.setFollow(false);
                camera.focusOn(where);
            });
            driver.frames(40);
            assertNull(driver.call(camera::focus), "a camera that does not follow the action is not drawn to it");
            Vector3f still = driver.call(() -> app.getCamera().getLocation().clone());
            assertTrue(still.distance(restEye) < 0.01f, "it stays on the board");
        }
    }

    /** A person's own throw leaves the view still: the dice are followed only when the other side throws. */
    @Test
    void aPersonsOwnThrowLeavesTheViewStill() {
        UrApp app = game();
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(30);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            driver.run(() -> {
                camera.cutOpening();
                camera.setFollow(true);
            });
            driver.frames(2);
            Vector3f rest = driver.call(() -> app.getCamera().getLocation().clone());
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            net.ur.client.testing.PersonAtTable.request(driver, driver.call(() -> session.state().turn()),
                    new net.ur.client.es.game.Request.Throw(new net.ur.client.es.game.ThrowRequest(1f)));
            float farthest = 0;
            for (int i = 0; i < 400 && (i < 3 || driver.call(() -> TableNow.busy(app))); i++) {
                driver.frames(3);
                farthest = Math.max(farthest, driver.call(() -> app.getCamera().getLocation().distance(rest)));
            }
            assertEquals(0f, farthest, 1e-4f, "the camera held still through the person's own throw");
        }
    }

    @Test
    void theCameraTakesItsFocusFromTheEntities() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", "novice", PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(30);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            // From the playing view, not the game's opening view of the room.
            driver.run(camera::cutOpening);
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            com.simsilica.es.EntityData ed = driver.call(() -> app.getStateManager()
                    .getState(net.ur.client.es.EntityDataState.class).getEntityData());
            com.simsilica.es.EntitySet wishes = driver.call(() -> ed.getEntities(net.ur.client.es.components.CameraFocus.class));
            com.simsilica.es.EntitySet rolling = driver.call(() -> ed.getEntities(net.ur.client.es.components.Rolling.class));
            Vector3f where = driver.call(() -> session.layout().centre(new net.ur.rules.board.Square(1, 3)));
            driver.run(() -> {
                camera.setFollow(true);
                ed.setComponent(ed.createEntity(), new net.ur.client.es.components.CameraFocus(where, 2f));
            });
            driver.frames(2);
            assertTrue(where.distance(driver.call(camera::focus)) < 1e-6f, "a written wish draws the camera");
            driver.run(wishes::applyChanges);
            assertTrue(driver.call(wishes::isEmpty), "the camera took the wish off the table");

            // While the dice are marked rolling, the camera looks at the tray.
            driver.run(() -> ed.setComponent(ed.createEntity(), new net.ur.client.es.game.Request(
                    session.state().turn(), new net.ur.client.es.game.Request.Throw(
                            new net.ur.client.es.game.ThrowRequest(1f)), "test")));
            driver.frames(3);
            driver.run(rolling::applyChanges);
            assertTrue(driver.call(rolling::size) > 0, "the thrown dice are marked rolling");
            for (int i = 0; i < 400 && driver.call(() -> TableNow.busy(app)); i++) {
                driver.frames(5);
            }
            driver.run(rolling::applyChanges);
            assertTrue(driver.call(rolling::isEmpty), "dice at rest are not marked rolling");
            driver.run(() -> {
                wishes.release();
                rolling.release();
            });
        }
    }
}
