package net.ur.client.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import java.awt.image.BufferedImage;
import java.io.File;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The scene of a game at each graphics quality in a real window (under Xvfb): the picture is not
 * blank, the board is in the middle of the view, and the middle (the inlaid board: white shell,
 * blue lapis, more contrast) stands out from the edges (the wooden table in lamplight). The screenshots are
 * kept in target/render-tests/scene-QUALITY.png for a person to look at (docs/screenshot-*.png
 * are copies).
 */
@Tag("render")
class SceneRenderTest {

    private static final File OUT = new File("target/render-tests");

    /** Luminance of an sRGB pixel, 0..255. */
    private static double luma(int rgb) {
        return 0.2126 * ((rgb >> 16) & 0xff) + 0.7152 * ((rgb >> 8) & 0xff) + 0.0722 * (rgb & 0xff);
    }

    /** Mean luminance, luminance spread and the share of blue pixels (lapis) over a rectangle. */
    private static double[] stats(BufferedImage img, int x0, int y0, int x1, int y1) {
        double sum = 0;
        double sq = 0;
        int blue = 0;
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int rgb = img.getRGB(x, y);
                double l = luma(rgb);
                sum += l;
                sq += l * l;
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                // Lapis: blue well above both red and green. The moonlight on the table's left end tints
                // the wood cold too, but greyly (its blue at most 0.29 of itself above red and green at
                // MEDIUM and HIGH, the lapis of the inlay up to 0.7), so the cut is at 0.4.
                if (b > r + 12 && b - Math.max(r, g) > 0.4 * b) {
                    blue++;
                }
                n++;
            }
        }
        double mean = sum / n;
        return new double[] {mean, Math.sqrt(Math.max(0, sq / n - mean * mean)), (double) blue / n};
    }

    /**
     * Starts a game in a window. Under Xvfb on a loaded machine GLFW now and then finds no monitor
     * and the window is not made ("Failed to create display"); a new application is then tried,
     * twice at most.
     */
    private static AppDriver open(GameOptions options) {
        for (int attempt = 0;; attempt++) {
            UrApp app = new UrApp(options, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
            try {
                return AppDriver.window(app, UrApp.windowSettings(options));
            } catch (IllegalStateException e) {
                if (attempt >= 2) {
                    throw e;
                }
                System.out.println("SceneRenderTest: the window did not open (" + e.getMessage() + "); trying again");
                app.stop();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = GameOptions.Quality.class, names = {"LOW", "MEDIUM", "HIGH"})
    void theBoardIsInTheMiddleOfALitScene(GameOptions.Quality quality) {
        GameOptions options = new GameOptions(1280, 720, false, false, quality);
        FrameGrabber grabber = new FrameGrabber();
        try (AppDriver driver = open(options)) {
            UrApp app = (UrApp) driver.app();
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            // The playing view from the first frames, not the game's opening view of the room.
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            driver.frames(40);
            assertEquals(quality, driver.call(() -> app.getStateManager().getState(RoomState.class).getQuality()));
            Vector3f board = driver.call(() -> app.getCamera().getScreenCoordinates(
                    app.getStateManager().getState(PlaySessionState.class).getSession().layout().boardCentre()));
            grabber.request();
            driver.frames(2);
            BufferedImage img = grabber.image();
            assertNotNull(img, "a frame was grabbed");
            FrameGrabber.save(img, new File(OUT, "scene-" + quality.name().toLowerCase(java.util.Locale.ROOT) + ".png"));
            int w = img.getWidth();
            int h = img.getHeight();

            assertTrue(Math.abs(board.x - w / 2f) < w * 0.15f && Math.abs(board.y - h / 2f) < h * 0.15f,
                    "the board's centre is in the middle of the view: " + board);
            double[] all = stats(img, 0, 0, w, h);
            assertTrue(all[1] > 12, "the picture is not blank: luminance spread " + all[1]);
            assertTrue(all[0] > 20 && all[0] < 200, "the picture is neither black nor white: mean " + all[0]);

            // Around the board's centre against the left and right edges of the view (the table). The
            // camera frames the board and the pieces beside it as large as the HUD bands allow, so the
            // board's end and the waiting pieces come within a tenth of the width of the left edge: the
            // edge strips are a twentieth wide.
            int bx = Math.round(board.x);
            int by = h - Math.round(board.y);
            double[] middle = stats(img, bx - w / 5, by - h / 8, bx + w / 5, by + h / 8);
            double[] left = stats(img, 0, h * 3 / 10, w / 20, h * 9 / 10);
            double[] right = stats(img, w * 19 / 20, h * 3 / 10, w, h * 9 / 10);
            String figures = String.format(java.util.Locale.ROOT, "%s: middle mean %.0f spread %.0f blue %.3f; left %.0f/%.0f/%.3f; right %.0f/%.0f/%.3f",
                    quality, middle[0], middle[1], middle[2], left[0], left[1], left[2], right[0], right[1], right[2]);
            System.out.println("SceneRenderTest " + figures);
            assertTrue(middle[1] > 1.5 * left[1] && middle[1] > 1.5 * right[1], "the board has more detail than the table: " + figures);
            assertTrue(middle[2] > 0.01 && left[2] < 0.005 && right[2] < 0.005, "lapis blue in the middle, none at the edges: " + figures);
            // The lamp lights the scene: the table at the edges is not black.
            assertTrue(left[0] > 8 && right[0] > 8, "the table is lit: " + figures);
        }
    }
}
