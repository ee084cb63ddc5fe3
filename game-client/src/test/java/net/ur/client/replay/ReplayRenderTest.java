package net.ur.client.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import net.ur.client.testing.InjectedInput;
import net.ur.client.testing.SeededGames;
import net.ur.client.ui.SavedGamesScreen;
import net.ur.client.ui.Screens;
import net.ur.rules.record.GameRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved game's review in a real window under Xvfb, worked with the window's own keyboard: Saved
 * games, the game chosen, Review; the review panel drawn along the bottom with the chart once the
 * review is done; Right steps forward (the dice thrown and the piece moved on the table), Left back,
 * End to the end. The frames are saved in target/render-tests.
 */
@Tag("render")
class ReplayRenderTest {

    @TempDir
    Path home;
    private String homeBefore;
    private final InjectedInput input = new InjectedInput();

    @BeforeEach
    void useTemporaryHome() {
        homeBefore = System.getProperty("ur.home");
        System.setProperty("ur.home", home.toString());
    }

    @AfterEach
    void restoreHome() {
        if (homeBefore == null) {
            System.clearProperty("ur.home");
        } else {
            System.setProperty("ur.home", homeBefore);
        }
    }

    private void press(AppDriver driver, int key) {
        input.key(key, '\0', true);
        driver.frames(2);
        input.key(key, '\0', false);
        driver.frames(2);
    }

    @Test
    void aSavedGamesReviewIsOpenedAndSteppedThroughWithTheKeyboard() throws Exception {
        GameRecord record = SeededGames.finished("finkel", 8, SeededGames::anyMove).record();
        new SavedGames(home.resolve("data")).keep(new PlaySetup("finkel", PlaySetup.HUMAN, "expert", 8),
                net.ur.rules.record.Game.of(record), java.time.LocalDateTime.now());
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options);
        FrameGrabber grabber = new FrameGrabber();
        File out = new File("target/render-tests");
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options), input).timeout(600)) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.frames(10);
            Screens screens = app.getStateManager().getState(Screens.class);
            driver.run(() -> screens.show(SavedGamesScreen.class));
            driver.frames(5);
            press(driver, KeyInput.KEY_RETURN); // Enter on the finished game's row, the first, opens its review
            driver.waitUntil(() -> app.getStateManager().getState(ReplayState.class) != null);
            ReplayState replay = app.getStateManager().getState(ReplayState.class);
            driver.waitUntil(() -> replay.isStill() && replay.review() != null);
            driver.frames(10);
            BufferedImage start = frame(driver, grabber, new File(out, "replay-start.png"));
            assertEquals(record.entries().size(), (int) driver.call(replay::length));

            for (int step = 1; step <= 3; step++) {
                int want = step;
                press(driver, KeyInput.KEY_RIGHT);
                driver.waitUntil(() -> replay.isStill() && replay.position() == want);
            }
            driver.frames(5);
            BufferedImage three = frame(driver, grabber, new File(out, "replay-three.png"));
            assertTrue(differs(start, three, 0, 60, 1280, 400), "three throws and moves changed the table");
            assertTrue(differs(start, three, 0, 400, 1280, 720), "the panel follows the replay");
            assertEquals(record.states().get(3), driver.call(() -> replay.table().getSession().state()));

            press(driver, KeyInput.KEY_LEFT);
            driver.waitUntil(() -> replay.isStill() && replay.position() == 2);
            assertEquals(record.states().get(2), driver.call(() -> replay.table().getSession().state()));
            press(driver, KeyInput.KEY_END);
            driver.waitUntil(() -> replay.isStill() && replay.position() == record.entries().size());
            driver.frames(5);
            BufferedImage end = frame(driver, grabber, new File(out, "replay-end.png"));
            assertTrue(differs(three, end, 0, 60, 1280, 400), "the end is another table");
            assertEquals(record.state(), driver.call(() -> replay.table().getSession().state()));
        }
    }

    private static BufferedImage frame(AppDriver driver, FrameGrabber grabber, File file) throws Exception {
        grabber.request();
        driver.frames(2);
        BufferedImage image = grabber.image();
        assertNotNull(image, "a frame was read back");
        FrameGrabber.save(image, file);
        return image;
    }

    /** Whether two frames differ in a rectangle (y from the top) by more than a few pixels. */
    private static boolean differs(BufferedImage a, BufferedImage b, int x0, int y0, int x1, int y1) {
        int changed = 0;
        for (int y = y0; y < Math.min(y1, a.getHeight()); y++) {
            for (int x = x0; x < Math.min(x1, a.getWidth()); x++) {
                if (Math.abs((a.getRGB(x, y) & 0xff) - (b.getRGB(x, y) & 0xff)) > 24) {
                    changed++;
                }
            }
        }
        return changed > 200;
    }
}
