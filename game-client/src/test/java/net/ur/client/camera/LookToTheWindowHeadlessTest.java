package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import org.junit.jupiter.api.Test;

/**
 * In a game the player can turn the view from the board to the night outside: raised as far as
 * the nudge goes (W, or a drag) and turned either way (A, D), the view shows one of the far wall's
 * windows whole (Models/README.md: the room's +X wall, turned a quarter round with the room: at
 * z = -2.4 in the world, x from -1.35 to -0.55 or 0.55 to 1.35, 1.0 to 1.95 m high).
 */
class LookToTheWindowHeadlessTest {

    @Test
    void raisedAndTurnedTheViewShowsAWindow() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(10);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            List<String> seen = new ArrayList<>();
            for (float yaw : new float[] {-PlayCameraState.MAX_YAW, 0, PlayCameraState.MAX_YAW}) {
                driver.run(() -> {
                    camera.setReducedMotion(true);
                    camera.nudge(yaw - camera.yaw(), 10f);
                });
                driver.frames(240);
                Camera cam = driver.call(() -> app.getCamera().clone());
                for (float x0 : new float[] {-1.35f, 0.55f}) {
                    if (whole(cam, new Vector3f(x0, 1.0f, -2.4f), new Vector3f(x0 + 0.8f, 1.95f, -2.4f))) {
                        seen.add("yaw " + yaw + ": the window at x " + x0);
                    }
                }
            }
            System.out.println("LookToTheWindowHeadlessTest " + seen);
            assertTrue(!seen.isEmpty(), "a window is whole in view, raised and turned one way or the other");
        }
    }

    /** Whether a wall rectangle from one corner to the other is whole inside the view. */
    private static boolean whole(Camera cam, Vector3f a, Vector3f b) {
        for (Vector3f p : new Vector3f[] {a, b, new Vector3f(a.x, b.y, a.z), new Vector3f(b.x, a.y, a.z)}) {
            Vector3f s = cam.getScreenCoordinates(p);
            if (s.z <= 0 || s.z >= 1 || s.x < 0 || s.x > cam.getWidth() || s.y < 0 || s.y > cam.getHeight()) {
                return false;
            }
        }
        return true;
    }
}
