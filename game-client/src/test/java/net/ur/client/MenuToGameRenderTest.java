package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Button;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import net.ur.client.hud.PausePanel;
import net.ur.client.play.PlaySessionState;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import net.ur.client.testing.Xdotool;
import net.ur.client.ui.GameSetupScreen;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.Screens;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A session in a real window under Xvfb, worked with the real X pointer and keyboard (xdotool) as
 * a person would: from the main menu (Play) to the game selection (Start), into a game, Esc for
 * the pause panel, and Save and leave back to the menu, which now offers Continue. Each screen's
 * picture is grabbed, kept in target/render-tests/ and checked: not blank, and the expected
 * screen (the scene darkened behind the pause panel, the table in the game).
 */
@Tag("render")
class MenuToGameRenderTest {

    @TempDir
    Path home;

    /** Clicks a button of the screen shown now with the real pointer. */
    private static void click(AppDriver driver, UrApp app, String text) {
        Screens screens = app.getStateManager().getState(Screens.class);
        Vector3f centre = driver.call(() -> {
            ScreenState s = screens.current();
            Button b = s.getButtons().stream().filter(x -> x.getText().equals(text)).findFirst()
                    .orElseThrow(() -> new AssertionError("no button " + text + " on " + s));
            Vector3f pos = b.getWorldTranslation();
            Vector3f size = b.getSize();
            return new Vector3f(pos.x + size.x / 2, pos.y - size.y / 2, 0);
        });
        int height = app.getCamera().getHeight();
        Xdotool.pointAt(height, centre);
        driver.frames(3);
        Xdotool.run("click", "1");
        driver.frames(4);
    }

    private static BufferedImage shot(AppDriver driver, FrameGrabber grabber, String name) {
        grabber.request();
        driver.frames(2);
        BufferedImage img = grabber.image();
        assertNotNull(img, "a frame was grabbed for " + name);
        FrameGrabber.save(img, new File(MainMenuRenderTest.OUT, name + ".png"));
        assertTrue(MainMenuRenderTest.spread(img, 0, 0, img.getWidth(), img.getHeight()) > 12, name + " is not blank");
        return img;
    }

    /** Mean luminance over a rectangle. */
    private static double mean(BufferedImage img, int x0, int y0, int x1, int y1) {
        double sum = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                sum += MainMenuRenderTest.luma(img.getRGB(x, y));
            }
        }
        return sum / ((x1 - x0) * (double) (y1 - y0));
    }

    /** Mean absolute luminance difference of two pictures, sampled every 4 pixels. */
    private static double difference(BufferedImage a, BufferedImage b) {
        double sum = 0;
        int n = 0;
        for (int y = 0; y < a.getHeight(); y += 4) {
            for (int x = 0; x < a.getWidth(); x += 4) {
                sum += Math.abs(MainMenuRenderTest.luma(a.getRGB(x, y)) - MainMenuRenderTest.luma(b.getRGB(x, y)));
                n++;
            }
        }
        return sum / n;
    }

    @Test
    void fromTheMenuIntoAGameAndBackWithThePointerAndTheKeyboard() {
        System.setProperty("ur.home", home.toString());
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options);
        FrameGrabber grabber = new FrameGrabber();
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.frames(15);
            Screens screens = app.getStateManager().getState(Screens.class);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen);
            BufferedImage menu = shot(driver, grabber, "session-1-menu");

            click(driver, app, "Play");
            assertTrue(driver.call(screens::current) instanceof GameSetupScreen, "Play opened the game selection");
            BufferedImage setup = shot(driver, grabber, "session-2-setup");
            assertTrue(difference(menu, setup) > 3, "the game selection looks other than the menu");

            click(driver, app, "Start");
            driver.frames(20);
            assertNotNull(driver.call(() -> app.getStateManager().getState(PlaySessionState.class)), "Start began a game");
            BufferedImage game = shot(driver, grabber, "session-3-game");
            assertTrue(difference(setup, game) > 3, "the table looks other than the menus");
            assertTrue(MainMenuRenderTest.spread(game, 200, 150, 1080, 600) > 12, "the board is drawn on the table");

            Xdotool.run("key", "Escape");
            driver.frames(6);
            assertTrue(driver.call(screens::current) instanceof PausePanel, "Esc opened the pause panel");
            BufferedImage pause = shot(driver, grabber, "session-4-pause");
            // Outside the panel, the scene is darkened (the top right and bottom left corners).
            double before = mean(game, 1000, 40, 1260, 160) + mean(game, 20, 560, 300, 700);
            double after = mean(pause, 1000, 40, 1260, 160) + mean(pause, 20, 560, 300, 700);
            assertTrue(after < before * 0.8, "the scene is darkened behind the pause panel: " + before + " -> " + after);

            click(driver, app, "Save and leave to the menu");
            driver.frames(4);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "back on the main menu");
            BufferedImage back = shot(driver, grabber, "session-5-menu-again");
            assertTrue(difference(pause, back) > 3, "the menu replaced the table");
            assertEquals("Continue", driver.call(() -> screens.current().getButtons().get(0).getText()),
                    "the left game can be continued");
        } finally {
            System.clearProperty("ur.home");
        }
    }
}
