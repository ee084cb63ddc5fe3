package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Button;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.List;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import net.ur.client.ui.MainMenuScreen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The game in a real window (run under Xvfb): the first picture shows the room lit by the lamp
 * and the main menu with every button readable. The screenshot is kept in
 * target/render-tests/ for a person to look at.
 */
@Tag("render")
class MainMenuRenderTest {

    static final File OUT = new File("target/render-tests");

    /** Luminance of an sRGB pixel, 0..255. */
    static double luma(int rgb) {
        return 0.2126 * ((rgb >> 16) & 0xff) + 0.7152 * ((rgb >> 8) & 0xff) + 0.0722 * (rgb & 0xff);
    }

    /** The standard deviation of luminance over a rectangle. */
    static double spread(BufferedImage img, int x0, int y0, int x1, int y1) {
        double sum = 0;
        double sq = 0;
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                double l = luma(img.getRGB(x, y));
                sum += l;
                sq += l * l;
                n++;
            }
        }
        double mean = sum / n;
        return Math.sqrt(Math.max(0, sq / n - mean * mean));
    }

    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path home;

    @Test
    void theMainMenuIsDrawnOverTheLitRoom() {
        // A fresh player: no game left to continue, so the menu has its six buttons.
        System.setProperty("ur.home", home.toString());
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.MEDIUM);
        UrApp app = new UrApp(options);
        FrameGrabber grabber = new FrameGrabber();
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.frames(30);
            grabber.request();
            driver.frames(2);
            BufferedImage img = grabber.image();
            assertNotNull(img, "a frame was grabbed");
            FrameGrabber.save(img, new File(OUT, "main-menu.png"));
            assertEquals(1280, img.getWidth());

            assertTrue(spread(img, 0, 0, img.getWidth(), img.getHeight()) > 12, "the picture is not blank");
            assertTrue(spread(img, 700, 150, 1250, 600) > 8, "the room behind the menu has light and shade");

            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            List<Button> buttons = driver.call(menu::getButtons);
            assertEquals(7, buttons.size(), "Play, Learn to play, Saved games, Rules, Settings, Credits, Quit");
            for (Button b : buttons) {
                int[] r = driver.call(() -> {
                    Vector3f pos = b.getWorldTranslation();
                    Vector3f size = b.getSize();
                    return new int[] {(int) pos.x, img.getHeight() - (int) pos.y, (int) (pos.x + size.x), img.getHeight() - (int) (pos.y - size.y)};
                });
                int bright = 0;
                int total = 0;
                for (int y = Math.max(0, r[1]); y < Math.min(img.getHeight(), r[3]); y++) {
                    for (int x = Math.max(0, r[0]); x < Math.min(img.getWidth(), r[2]); x++) {
                        total++;
                        if (luma(img.getRGB(x, y)) > 140) {
                            bright++;
                        }
                    }
                }
                double share = bright / (double) Math.max(1, total);
                String text = driver.call(b::getText);
                assertTrue(total > 500, "button " + text + " has a visible area on screen, " + total + " pixels");
                assertTrue(bright > 150 && share < 0.5, "button " + text + " shows light text on the dark panel: "
                        + bright + " bright pixels of " + total);
            }
        }
    }
}
