package net.ur.client.world;

import net.ur.client.board.BoardLayout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Locale;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The kept room at LOW in a real window (under Xvfb): while nothing in the room changes it is not
 * drawn again, and the frame built on the kept picture is the frame drawn in full, pixel for pixel
 * but for rounding, the pieces standing on and behind the board where they should (the depth under
 * them is copied). While the camera moves the room is drawn small and the frame is still whole.
 * Screenshots go to target/render-tests/kept-room-*.png.
 */
@Tag("render")
class SceneCacheRenderTest {

    private static final File OUT = new File("target/render-tests");

    private static BufferedImage grab(AppDriver driver, FrameGrabber grabber, String name) {
        grabber.request();
        driver.frames(2);
        BufferedImage img = grabber.image();
        assertNotNull(img, "a frame was grabbed");
        FrameGrabber.save(img, new File(OUT, "kept-room-" + name + ".png"));
        return img;
    }

    private static double mean(BufferedImage img) {
        double sum = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y);
                sum += ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
            }
        }
        return sum / (3.0 * img.getWidth() * img.getHeight());
    }

    /** The mean absolute difference per channel and the share of pixels off by more than 24 in a channel. */
    private static double[] difference(BufferedImage a, BufferedImage b) {
        double sum = 0;
        long far = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                int worst = 0;
                for (int shift = 0; shift <= 16; shift += 8) {
                    int d = Math.abs(((p >> shift) & 0xff) - ((q >> shift) & 0xff));
                    sum += d;
                    worst = Math.max(worst, d);
                }
                if (worst > 24) {
                    far++;
                }
            }
        }
        long n = (long) a.getWidth() * a.getHeight();
        return new double[] {sum / (3.0 * n), (double) far / n};
    }

    /** Runs frames until the room has not been drawn again for 10 frames (the camera at rest), at most 1,500. */
    private static void restUntilStill(AppDriver driver, SceneCacheState state) {
        for (int i = 0; i < 150; i++) {
            int[] a = driver.call(() -> state.cache().counts());
            driver.frames(10);
            int[] b = driver.call(() -> state.cache().counts());
            // No redraw in ten frames, and the camera not creeping toward a place it is drawn to
            // (a view moving by less than half a pixel has its small picture used again).
            SceneCache.Kind kind = driver.call(() -> state.cache().lastKind());
            if (a[1] == b[1] && kind != SceneCache.Kind.REUSED && kind != SceneCache.Kind.SMALL) {
                return;
            }
        }
        throw new AssertionError("the view never came to rest");
    }

    @Test
    void aStillRoomIsKeptAndLooksAsIfDrawnInFull() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        FrameGrabber grabber = new FrameGrabber();
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            // The playing view from the first frames, not the game's opening view of the room.
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            SettingsState settings = driver.call(() -> app.getStateManager().getState(SettingsState.class));
            // A steady lamp (reduced motion) so that two frames can be compared; full size while
            // moving too, so that the frame drawn in full below is at the same size.
            driver.run(() -> settings.set(settings.get().withReducedMotion(true).withRenderScale(1f)));
            driver.frames(60);
            SceneCacheState state = driver.call(() -> app.getStateManager().getState(SceneCacheState.class));
            assertTrue(driver.call(state::isKeeping), "LOW in a window keeps the room");
            assertTrue(!driver.call(() -> state.cache().hasFailed()), "the driver took the picture's copies without an error");
            RenderScaleState scale = driver.call(() -> app.getStateManager().getState(RenderScaleState.class));
            assertEquals(1f, driver.call(scale::getScale), "the scene itself is drawn at full size");

            int[] before = driver.call(() -> state.cache().counts());
            driver.frames(30);
            int[] after = driver.call(() -> state.cache().counts());
            assertTrue(after[0] - before[0] >= 30, "30 frames or so: " + (after[0] - before[0]));
            assertEquals(0, after[1] - before[1], "the still room was not drawn again in them");
            BufferedImage kept = grab(driver, grabber, "kept");

            driver.run(() -> state.setEnabled(false));
            driver.frames(5);
            assertTrue(!driver.call(state::isKeeping));
            BufferedImage full = grab(driver, grabber, "drawn-in-full");
            double[] d = difference(kept, full);
            String figures = String.format(Locale.ROOT, "mean difference %.3f levels, %.4f%% of pixels off by more than 24; means %.1f and %.1f",
                    d[0], 100 * d[1], mean(kept), mean(full));
            System.out.println("SceneCacheRenderTest " + figures);
            assertTrue(mean(full) > 8, "the full frame is lit: " + figures);
            assertTrue(d[0] < 1.0, "the kept frame is the full frame: " + figures);
            assertTrue(d[1] < 0.001, "no region differs (a piece over the board's rim would): " + figures);

            // Moving: the camera is drawn to a corner of the board; the room is drawn small each frame.
            driver.run(() -> state.setEnabled(true));
            driver.run(() -> settings.set(settings.get().withRenderScale(0.6f)));
            driver.frames(5);
            int[] still = driver.call(() -> state.cache().counts());
            PlayCameraState camera = driver.call(() -> app.getStateManager().getState(PlayCameraState.class));
            driver.run(() -> camera.setFollow(true));
            driver.run(() -> camera.focusOn(new com.jme3.math.Vector3f(-0.3f, BoardLayout.TABLE_TOP, 0.1f), 3f));
            driver.frames(6);
            BufferedImage moving = grab(driver, grabber, "moving");
            int[] moved = driver.call(() -> state.cache().counts());
            assertTrue(moved[2] - still[2] >= 5, "drawn small while moving: " + (moved[2] - still[2]));
            double m = mean(moving);
            assertTrue(Math.abs(m - mean(full)) < 0.25 * mean(full), "the moving frame is whole and as bright: " + m + " against " + mean(full));

            // A light changing while the camera rests: the room is drawn again at full size, not small.
            restUntilStill(driver, state);
            int[] rest = driver.call(() -> state.cache().counts());
            com.jme3.light.PointLight extra = new com.jme3.light.PointLight(new com.jme3.math.Vector3f(0, BoardLayout.TABLE_TOP + 0.3f, 0),
                    com.jme3.math.ColorRGBA.Blue, 1f);
            driver.run(() -> app.getRootNode().addLight(extra));
            driver.frames(3);
            int[] lit = driver.call(() -> state.cache().counts());
            assertTrue(lit[1] - rest[1] >= 1, "a new light draws the room again");
            assertEquals(rest[2], lit[2], "at full size: the camera did not move");
            driver.run(() -> app.getRootNode().removeLight(extra));

            // A smaller window: the pictures are made again at its size and fill it.
            driver.run(() -> app.applyWindow(1024, 600, false, false));
            driver.frames(10);
            restUntilStill(driver, state);
            BufferedImage small = grab(driver, grabber, "1024x600");
            assertEquals(1024, small.getWidth());
            assertEquals(600, small.getHeight());
            assertTrue(driver.call(state::isKeeping), "still kept after the resize");
            int[] s0 = driver.call(() -> state.cache().counts());
            driver.frames(10);
            int[] s1 = driver.call(() -> state.cache().counts());
            assertEquals(s0[1], s1[1], "and not drawn again while still");
            double right = 0;
            double bottom = 0;
            for (int y = 200; y < 400; y++) {
                int rgb = small.getRGB(1020, y);
                right += ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
            }
            for (int x = 300; x < 700; x++) {
                int rgb = small.getRGB(x, 596);
                bottom += ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
            }
            assertTrue(right / 600 > 8 && bottom / 1200 > 8, "the picture reaches the right and bottom edges: " + right / 600 + ", " + bottom / 1200);

            // Where the room is not kept, LOW on auto draws every frame at 75%, as before the kept room.
            driver.run(() -> settings.set(settings.get().withRenderScale(net.ur.client.settings.Settings.AUTO_SCALE)));
            driver.run(() -> state.setEnabled(false));
            driver.frames(3);
            assertEquals(net.ur.client.settings.Settings.LOW_UNKEPT_SCALE, driver.call(scale::getScale));
        }
    }
}
