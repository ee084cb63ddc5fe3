package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.util.Locale;
import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A game opens on the room: its first frame shows the far wall's right-hand window (Models/README.md:
 * the room's +X wall, turned a quarter round with the room, so at z = -2.4 to -2.8 in the world, x
 * from 0.55 to 1.35, 1.0 to 1.95 m high) between the HUD's top band and the status line, over the
 * table, in every family and window shape; then the view settles on the playing view by itself, a
 * key cuts the opening short, and with reduced motion it cuts instead of easing.
 * {@code OpeningSkyRenderTest} checks the sky's pixels in that window under a real renderer.
 */
class OpeningViewHeadlessTest {

    /** The far wall's right-hand window, its outer face: where the sky begins. */
    static final Vector3f WINDOW_LOW = new Vector3f(0.55f, 1.0f, -2.8f);
    static final Vector3f WINDOW_HIGH = new Vector3f(1.35f, 1.95f, -2.8f);

    /**
     * The window's rectangle on the screen (left, bottom, right, top in jME's pixels, y up), or
     * null if part of it is behind the eye.
     */
    static float[] windowOnScreen(Camera cam) {
        float[] box = {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        Vector3f a = WINDOW_LOW;
        Vector3f b = WINDOW_HIGH;
        for (Vector3f p : new Vector3f[] {a, b, new Vector3f(a.x, b.y, a.z), new Vector3f(b.x, a.y, a.z)}) {
            Vector3f s = cam.getScreenCoordinates(p);
            if (s.z <= 0 || s.z >= 1) {
                return null;
            }
            box[0] = Math.min(box[0], s.x);
            box[1] = Math.min(box[1], s.y);
            box[2] = Math.max(box[2], s.x);
            box[3] = Math.max(box[3], s.y);
        }
        return box;
    }

    @ParameterizedTest
    @CsvSource({"finkel, 1280, 720", "babylonian, 1280, 720", "ravensburg, 1280, 720", "masters, 1280, 720",
        "finkel, 1024, 768", "babylonian, 1024, 768", "ravensburg, 1920, 1080", "babylonian, 1600, 900", "finkel, 800, 600"})
    void theOpeningFrameShowsAWindowOverTheTable(String rules, int width, int height) {
        GameOptions options = new GameOptions(width, height, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(options))) {
            driver.frames(3);
            Camera cam = driver.call(() -> app.getCamera().clone());
            float[] box = windowOnScreen(cam);
            assertNotNull(box, rules + " " + width + "x" + height + ": the window is in front of the eye");
            float clearTop = height - PlayCameraState.hudTop(width, height);
            float shownBottom = Math.max(box[1], PlayCameraState.hudBottom(width, height));
            float shownTop = Math.min(box[3], clearTop);
            String where = String.format(Locale.ROOT, "%s %dx%d: the window at x %.0f-%.0f, y %.0f-%.0f (y up), clear of the HUD from y %.0f to %.0f",
                    rules, width, height, box[0], box[2], box[1], box[3], PlayCameraState.hudBottom(width, height), clearTop);
            System.out.println("OpeningViewHeadlessTest " + where);
            assertTrue(box[0] > 0 && box[2] < width, "the window is whole across: " + where);
            assertTrue(box[3] < height, "the window's top is in the frame: " + where);
            assertTrue(box[1] > height / 3f, "the window is in the upper part of the view: " + where);
            // Its upper part (the sky: the dunes' line is at the eye's height, in the window's lower part) between the bands.
            assertTrue(shownTop - shownBottom > 0.6f * (box[3] - box[1]), "most of the window is clear of the HUD's bands: " + where);
            assertTrue((box[2] - box[0]) * (shownTop - shownBottom) > 0.04f * width * height, "the window is large enough to see: " + where);
            Vector3f flame = cam.getScreenCoordinates(app.getStateManager().getState(net.ur.client.world.RoomState.class).getLamp().getPosition());
            assertTrue(flame.y > PlayCameraState.hudBottom(width, height) && flame.y < box[1] && flame.x > 20 && flame.x < width - 20,
                    "the lamp's flame is in view below the window: " + flame + "; " + where);
        }
    }

    @Test
    void theOpeningSettlesOnThePlayingViewAndAKeyCutsItShort() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(3);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            Vector3f opening = driver.call(() -> app.getCamera().getLocation().clone());
            assertTrue(driver.call(camera::isOpening), "the game opens on the room");
            assertEquals(PlayCameraState.OPENING_EYE, opening, "the opening's eye");
            // Held, then eased to the playing view: the frames on the way lie between the two.
            driver.frames(Math.round(PlayCameraState.OPENING_HOLD * 60) + 10);
            assertFalse(driver.call(camera::isOpening), "the opening is over after its hold");
            Vector3f moving = driver.call(() -> app.getCamera().getLocation().clone());
            driver.frames(180);
            Vector3f rest = driver.call(() -> app.getCamera().getLocation().clone());
            float fov = driver.call(() -> app.getCamera().getFrustumTop() / app.getCamera().getFrustumNear());
            assertTrue(moving.distance(opening) > 0.01f && moving.distance(rest) > 0.01f, "eased, not cut: " + opening + " " + moving + " " + rest);
            assertEquals(Math.tan(Math.toRadians(PlayCameraState.FOV_Y / 2)), fov, 1e-5, "the playing view's field of view");
            Vector3f[] want = driver.call(() -> PlayCameraState.view(layout(app), PlayCameraState.restPoints(session(app).rules(), session(app).layout()), null, false,
                    app.getCamera().getWidth(), app.getCamera().getHeight(),
                    PlayCameraState.hudBottom(app.getCamera().getWidth(), app.getCamera().getHeight())));
            assertTrue(rest.distance(want[0]) < 1e-4f, "settled on the playing view: " + rest + " vs " + want[0]);
        }
        UrApp again = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.headless(again, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(3);
            PlayCameraState camera = again.getStateManager().getState(PlayCameraState.class);
            driver.tap(KeyInput.KEY_LSHIFT);
            driver.frames(1);
            assertFalse(driver.call(camera::isOpening), "a key cuts the opening short");
            Vector3f cut = driver.call(() -> again.getCamera().getLocation().clone());
            Vector3f[] want = driver.call(() -> PlayCameraState.view(layout(again), PlayCameraState.restPoints(session(again).rules(), session(again).layout()), null, false,
                    again.getCamera().getWidth(), again.getCamera().getHeight(),
                    PlayCameraState.hudBottom(again.getCamera().getWidth(), again.getCamera().getHeight())));
            assertTrue(cut.distance(want[0]) < 1e-4f, "at once on the playing view: " + cut + " vs " + want[0]);
        }
    }

    @Test
    void withReducedMotionTheOpeningCutsToThePlayingView() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(1);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            driver.run(() -> camera.setReducedMotion(true));
            Vector3f opening = driver.call(() -> app.getCamera().getLocation().clone());
            Vector3f[] want = driver.call(() -> PlayCameraState.view(layout(app), PlayCameraState.restPoints(session(app).rules(), session(app).layout()), null, false,
                    app.getCamera().getWidth(), app.getCamera().getHeight(),
                    PlayCameraState.hudBottom(app.getCamera().getWidth(), app.getCamera().getHeight())));
            int between = 0;
            for (int i = 0; i < Math.round(PlayCameraState.OPENING_HOLD * 60) + 30; i++) {
                driver.frames(1);
                Vector3f eye = driver.call(() -> app.getCamera().getLocation().clone());
                if (eye.distance(opening) > 1e-4f && eye.distance(want[0]) > 1e-4f) {
                    between++;
                }
            }
            assertEquals(0, between, "no frame between the opening and the playing view");
            Vector3f end = driver.call(() -> app.getCamera().getLocation().clone());
            assertTrue(end.distance(want[0]) < 1e-4f, "on the playing view after the hold: " + end);
        }
    }

    private static net.ur.client.game.PlaySession session(UrApp app) {
        return app.getStateManager().getState(net.ur.client.play.PlaySessionState.class).getSession();
    }

    private static net.ur.client.board.BoardLayout layout(UrApp app) {
        return session(app).layout();
    }
}
