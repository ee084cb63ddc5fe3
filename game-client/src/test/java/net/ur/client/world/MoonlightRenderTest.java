package net.ur.client.world;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.scene.Spatial;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Locale;
import net.ur.client.UrApp;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The moonlight through the far wall's windows falls where the player sees it, at MEDIUM and HIGH:
 * in a real window (under Xvfb), a game's opening view of the room and its resting playing view
 * are each grabbed twice, with the room's moonlight and with it hidden, the lamp held steady; the
 * pixels the moonlight makes colder (blue raised by at least {@link #COLDER} over red) are counted,
 * outside the HUD's bands. At least {@link #MIN_PIXELS} of them in each view: a patch of light
 * the player can see, not a sliver. The pictures are kept in target/render-tests/moonlight-*.png.
 */
@Tag("render")
class MoonlightRenderTest {

    /** How much colder (blue less red, 0..255) a pixel becomes in the moonlight to count. */
    static final int COLDER = 10;
    /** The fewest pixels of a view the moonlight must light. */
    static final int MIN_PIXELS = 3000;

    /** The status line's band at the bottom of the window (PlayCameraState's HUD_BOTTOM). */
    private static final int STATUS_BAND = 100;

    private static final File OUT = new File("target/render-tests");

    private static int colder(BufferedImage lit, BufferedImage dark) {
        int n = 0;
        int top = Math.round(PlayCameraState.HUD_TOP);
        int bottom = lit.getHeight() - STATUS_BAND;
        for (int y = top; y < bottom; y++) {
            for (int x = 0; x < lit.getWidth(); x++) {
                int a = lit.getRGB(x, y);
                int b = dark.getRGB(x, y);
                int coldA = (a & 0xff) - ((a >> 16) & 0xff);
                int coldB = (b & 0xff) - ((b >> 16) & 0xff);
                if (coldA - coldB >= COLDER) {
                    n++;
                }
            }
        }
        return n;
    }

    private static BufferedImage grab(AppDriver driver, FrameGrabber grabber) {
        grabber.request();
        driver.frames(2);
        BufferedImage img = grabber.image();
        assertNotNull(img, "a frame was grabbed");
        return img;
    }

    private static int lit(AppDriver driver, FrameGrabber grabber, Spatial moonlight, String name) {
        BufferedImage with = grab(driver, grabber);
        driver.run(() -> moonlight.setCullHint(Spatial.CullHint.Always));
        driver.frames(1);
        BufferedImage without = grab(driver, grabber);
        driver.run(() -> moonlight.setCullHint(Spatial.CullHint.Inherit));
        FrameGrabber.save(with, new File(OUT, "moonlight-" + name + ".png"));
        FrameGrabber.save(without, new File(OUT, "moonlight-" + name + "-without.png"));
        return colder(with, without);
    }

    @ParameterizedTest
    @CsvSource({"finkel, MEDIUM", "babylonian, HIGH"})
    void theMoonlightFallsInTheOpeningAndThePlayingView(String rules, GameOptions.Quality quality) {
        GameOptions options = new GameOptions(1280, 720, false, false, quality);
        FrameGrabber grabber = new FrameGrabber();
        UrApp app = new UrApp(options, new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.run(() -> app.getStateManager().getState(net.ur.client.settings.SettingsState.class).set(
                    app.getStateManager().getState(net.ur.client.settings.SettingsState.class).get().withReducedMotion(true)));
            driver.frames(4);
            PlayCameraState camera = app.getStateManager().getState(PlayCameraState.class);
            assertTrue(driver.call(camera::isOpening), "still the opening view");
            Spatial moonlight = driver.call(() -> app.getStateManager().getState(RoomState.class).getRoom().getChild("Moonlight"));
            assertNotNull(moonlight, "the room has moonlight at " + quality);
            String name = rules + "-" + quality.name().toLowerCase(Locale.ROOT);
            int opening = lit(driver, grabber, moonlight, "opening-" + name);
            driver.run(camera::cutOpening);
            driver.frames(4);
            int playing = lit(driver, grabber, moonlight, "playing-" + name);
            String figures = String.format(Locale.ROOT, "%s %s: the moonlight lights %d pixels of the opening view, %d of the playing view",
                    rules, quality, opening, playing);
            System.out.println("MoonlightRenderTest " + figures);
            assertTrue(opening >= MIN_PIXELS, "the moonlight is seen in the opening view: " + figures);
            assertTrue(playing >= MIN_PIXELS, "the moonlight is seen in the playing view: " + figures);
        }
    }
}
