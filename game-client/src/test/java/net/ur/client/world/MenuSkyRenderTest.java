package net.ur.client.world;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Locale;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The main menu opens on the night desert: in a real window (under Xvfb), at each quality, the
 * menu camera's first view has one of the far wall's windows in it (Models/README.md: the room's
 * +X wall, the room turned a quarter round, so at z = -2.4 to -2.8 in the world, x from -1.35 to
 * -0.55 or from 0.55 to 1.35, 1.0 to 1.95 m high), and inside that window (less its frame) most
 * pixels are of the night's colours: dark and cold or grey (the blue sky, the moonlit dunes: red at
 * most a little over blue), not warm like the lamp-lit plaster or the wooden bars (red well over
 * blue). The picture is kept in target/render-tests/menu-sky-QUALITY.png.
 */
@Tag("render")
class MenuSkyRenderTest {

    private static final File OUT = new File("target/render-tests");

    @ParameterizedTest
    @EnumSource(value = GameOptions.Quality.class, names = {"LOW", "MEDIUM", "HIGH"})
    void theMenuShowsTheNightSkyThroughAWindow(GameOptions.Quality quality) {
        GameOptions options = new GameOptions(1280, 720, false, false, quality);
        FrameGrabber grabber = new FrameGrabber();
        try (AppDriver driver = AppDriver.window(new UrApp(options, null), UrApp.windowSettings(options))) {
            UrApp app = (UrApp) driver.app();
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.frames(20);
            grabber.request();
            driver.frames(2);
            BufferedImage img = grabber.image();
            assertNotNull(img, "a frame was grabbed");
            FrameGrabber.save(img, new File(OUT, "menu-sky-" + quality.name().toLowerCase(Locale.ROOT) + ".png"));
            Camera cam = driver.call(() -> app.getCamera().clone());
            // The opening as seen through the wall: its outer face, where the sky begins.
            int[] box = screenBox(cam, new Vector3f(-1.35f, 1.0f, -2.8f), new Vector3f(-0.55f, 1.95f, -2.8f), img.getWidth(), img.getHeight());
            if (box == null) {
                box = screenBox(cam, new Vector3f(0.55f, 1.0f, -2.8f), new Vector3f(1.35f, 1.95f, -2.8f), img.getWidth(), img.getHeight());
            }
            assertNotNull(box, "one of the far wall's windows is whole in the menu's first view");
            double share = net.ur.client.testing.SkyPixels.share(img, box[0], box[1], box[2], box[3]);
            String figures = String.format(Locale.ROOT, "%s: window at %d,%d-%d,%d, %.2f of its pixels the sky's colours",
                    quality, box[0], box[1], box[2], box[3], share);
            System.out.println("MenuSkyRenderTest " + figures);
            assertTrue((box[2] - box[0]) * (box[3] - box[1]) > 40 * 60, "the window is large enough to see: " + figures);
            assertTrue(share > 0.4, "the sky fills the window: " + figures);
        }
    }

    /**
     * The window rectangle (top-down pixel rows) of a wall rectangle from one corner to the other,
     * shrunk by a fifth on each side so that its frame is left out; null if it is not whole in view.
     */
    private static int[] screenBox(Camera cam, Vector3f a, Vector3f b, int w, int h) {
        float x0 = Float.MAX_VALUE;
        float x1 = -Float.MAX_VALUE;
        float y0 = Float.MAX_VALUE;
        float y1 = -Float.MAX_VALUE;
        for (Vector3f p : new Vector3f[] {a, b, new Vector3f(a.x, b.y, a.z), new Vector3f(b.x, a.y, a.z)}) {
            Vector3f s = cam.getScreenCoordinates(p);
            if (s.z <= 0 || s.z >= 1) {
                return null;
            }
            x0 = Math.min(x0, s.x);
            x1 = Math.max(x1, s.x);
            y0 = Math.min(y0, h - s.y);
            y1 = Math.max(y1, h - s.y);
        }
        float dx = (x1 - x0) / 5;
        float dy = (y1 - y0) / 5;
        int[] box = {Math.round(x0 + dx), Math.round(y0 + dy), Math.round(x1 - dx), Math.round(y1 - dy)};
        return box[0] >= 0 && box[1] >= 0 && box[2] <= w && box[3] <= h && box[2] > box[0] && box[3] > box[1] ? box : null;
    }
}
