package net.ur.client.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The render scale in a real window (under Xvfb), at MEDIUM (at LOW the kept room does the scaling,
 * see SceneCacheRenderTest): at 0.75 the scene is drawn at 0.75 and stretched over the whole
 * window, as bright as at full size (the offscreen picture is sRGB like the window); a change of
 * the setting takes effect at once; after the window is made smaller the picture still fills it.
 * Screenshots go to target/render-tests/render-scale-*.png.
 */
@Tag("render")
class RenderScaleRenderTest {

    private static final File OUT = new File("target/render-tests");

    /** Mean sRGB luminance of a rectangle. */
    private static double mean(BufferedImage img, int x0, int y0, int x1, int y1) {
        double sum = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int rgb = img.getRGB(x, y);
                sum += 0.2126 * ((rgb >> 16) & 0xff) + 0.7152 * ((rgb >> 8) & 0xff) + 0.0722 * (rgb & 0xff);
            }
        }
        return sum / ((x1 - x0) * (y1 - y0));
    }

    /** The whole picture's mean and its right and bottom edges' (where a short viewport would leave black). */
    private static double[] edges(BufferedImage img) {
        int w = img.getWidth();
        int h = img.getHeight();
        return new double[] {mean(img, 0, 0, w, h), mean(img, w - 6, h / 3, w, h * 2 / 3), mean(img, w / 4, h - 6, w * 3 / 4, h)};
    }

    private static BufferedImage grab(AppDriver driver, FrameGrabber grabber, String name) {
        grabber.request();
        driver.frames(2);
        BufferedImage img = grabber.image();
        assertNotNull(img, "a frame was grabbed");
        FrameGrabber.save(img, new File(OUT, "render-scale-" + name + ".png"));
        return img;
    }

    @Test
    void theSceneIsDrawnSmallerAndFillsTheWindowBeforeAndAfterAResize() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.MEDIUM);
        UrApp app = new UrApp(options, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        FrameGrabber grabber = new FrameGrabber();
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            // The playing view from the first frames, not the game's opening view of the room.
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            SettingsState settings = driver.call(() -> app.getStateManager().getState(SettingsState.class));
            // Auto is full size at MEDIUM; the player chooses 75%.
            driver.run(() -> settings.set(settings.get().withRenderScale(net.ur.client.settings.Settings.AUTO_SCALE)));
            driver.frames(3);
            RenderScaleState auto = driver.call(() -> app.getStateManager().getState(RenderScaleState.class));
            assertEquals(1f, driver.call(auto::getScale), "auto at MEDIUM");
            driver.run(() -> settings.set(settings.get().withRenderScale(0.75f)));
            driver.frames(10);
            RenderScaleState state = driver.call(() -> app.getStateManager().getState(RenderScaleState.class));
            assertEquals(0.75f, driver.call(state::getScale));
            assertArrayEquals(new int[] {960, 540}, driver.call(state::sceneSize));
            BufferedImage scaled = grab(driver, grabber, "0.75");
            assertEquals(1280, scaled.getWidth());

            driver.run(() -> settings.set(settings.get().withRenderScale(1f)));
            driver.frames(3);
            assertEquals(1f, driver.call(state::getScale), "the setting takes effect at once");
            BufferedImage full = grab(driver, grabber, "1.00");

            double[] s = edges(scaled);
            double[] f = edges(full);
            String figures = String.format(java.util.Locale.ROOT, "mean/right/bottom at 0.75 %.1f/%.1f/%.1f, at 1 %.1f/%.1f/%.1f",
                    s[0], s[1], s[2], f[0], f[1], f[2]);
            System.out.println("RenderScaleRenderTest " + figures);
            for (int i = 0; i < 3; i++) {
                assertTrue(f[i] > 8, "the full-size picture is lit there: " + figures);
                // The lamp flickers between the two frames; a picture stored without its sRGB
                // encoding would be far darker, and a short viewport would leave the edges black.
                assertTrue(Math.abs(s[i] - f[i]) < 0.25 * f[i], "as bright at 0.75 as at full size: " + figures);
            }

            driver.run(() -> settings.set(settings.get().withRenderScale(0.6f)));
            driver.run(() -> app.applyWindow(1024, 600, false, false));
            driver.frames(30);
            assertEquals(0.6f, driver.call(state::getScale));
            assertArrayEquals(new int[] {614, 360}, driver.call(state::sceneSize));
            BufferedImage small = grab(driver, grabber, "0.60-1024x600");
            assertEquals(1024, small.getWidth());
            assertEquals(600, small.getHeight());
            double[] e = edges(small);
            assertTrue(e[0] > 8 && e[1] > 8 && e[2] > 8, "the smaller window is filled: " + java.util.Arrays.toString(e));
        }
    }
}
