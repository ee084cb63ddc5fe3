package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.renderer.Camera;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Locale;
import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A game opens on the night desert: in a real window (under Xvfb), the first frames of a game of
 * each family, at each quality, show the far wall's right-hand window, and inside it (less its frame
 * and its lower third, where the dunes meet the sill) and clear of the HUD's bands, most pixels are
 * of the night's colours: dark and cold or grey (red at most a little over blue), not warm like the
 * lamp-lit plaster or the wooden bars. As {@code MenuSkyRenderTest} does for the menu. The pictures
 * are kept in target/render-tests/opening-RULES-QUALITY.png.
 */
@Tag("render")
class OpeningSkyRenderTest {

    private static final File OUT = new File("target/render-tests");

    @ParameterizedTest
    @CsvSource({"finkel, LOW", "finkel, MEDIUM", "finkel, HIGH", "babylonian, LOW", "babylonian, MEDIUM", "ravensburg, LOW", "ravensburg, HIGH"})
    void theOpeningFrameShowsTheNightSkyThroughAWindow(String rules, GameOptions.Quality quality) {
        GameOptions options = new GameOptions(1280, 720, false, false, quality);
        FrameGrabber grabber = new FrameGrabber();
        UrApp app = new UrApp(options, new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.frames(6);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            assertTrue(driver.call(camera::isOpening), "still the opening view");
            grabber.request();
            driver.frames(2);
            BufferedImage img = grabber.image();
            assertNotNull(img, "a frame was grabbed");
            FrameGrabber.save(img, new File(OUT, "opening-" + rules + "-" + quality.name().toLowerCase(Locale.ROOT) + ".png"));
            Camera cam = driver.call(() -> app.getCamera().clone());
            float[] w = OpeningViewHeadlessTest.windowOnScreen(cam);
            assertNotNull(w, "the window is in front of the eye");
            int h = img.getHeight();
            float dx = (w[2] - w[0]) / 5;
            float dy = (w[3] - w[1]) / 5;
            // Top-down rows: the window's upper part less its frame, clear of the HUD's top band and the status line.
            int x0 = Math.round(w[0] + dx);
            int x1 = Math.round(w[2] - dx);
            int y0 = Math.max(Math.round(h - w[3] + dy), Math.round(PlayCameraState.HUD_TOP));
            int y1 = Math.min(Math.round(h - w[1] - (w[3] - w[1]) / 3), h - Math.round(PlayCameraState.HUD_BOTTOM));
            double share = net.ur.client.testing.SkyPixels.share(img, x0, y0, x1, y1);
            String figures = String.format(Locale.ROOT, "%s %s: window's sky at %d,%d-%d,%d, %.2f of its pixels the sky's colours",
                    rules, quality, x0, y0, x1, y1, share);
            System.out.println("OpeningSkyRenderTest " + figures);
            assertTrue((x1 - x0) * (y1 - y0) > 60 * 60, "the window's sky is large enough to see: " + figures);
            assertTrue(share > 0.5, "the sky fills the window: " + figures);
        }
    }
}
