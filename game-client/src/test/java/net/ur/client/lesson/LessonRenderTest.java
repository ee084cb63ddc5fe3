package net.ur.client.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;

import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.House;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.GameOptions;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import net.ur.client.testing.TableNow;
import net.ur.client.testing.Xdotool;
import net.ur.rules.Phase;
import net.ur.rules.board.Square;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The first steps of the Babylonian lesson in a real window under Xvfb, played as a person plays
 * them: a real click on the small astragal the arrow points at, the B key for the broad astragal,
 * a real click on the eagle the lesson points at. The frame shows the cue's ring where the eagle
 * stands (and not round another bird) and the frame on the house it is to reach, and the dice rest
 * on the faces the lesson set.
 */
@Tag("render")
class LessonRenderTest {

    @TempDir
    Path home;

    @Test
    void theFirstStepsOfTheBabylonianLessonWithRealClicks() {
        System.setProperty("ur.home", home.toString());
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = UrApp.withLesson(options, "babylonian");
        FrameGrabber grabber = new FrameGrabber();
        File out = new File("target/render-tests");
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.timeout(300);
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            // The lesson begins once the window is up and the menus are made: wait for it, not for a count of frames.
            for (int frame = 0; frame < 2000 && driver.call(() -> app.getStateManager().getState(LessonState.class)) == null; frame += 10) {
                driver.frames(10);
            }
            LessonState lesson = driver.call(() -> app.getStateManager().getState(LessonState.class));
            assertNotNull(lesson, "./ur learn babylonian starts the lesson");
            driver.waitUntil(() -> lesson.system() != null && lesson.system().isInitialized());
            PlaySession session = driver.call(() -> lesson.table().getSession());
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            EntitySet dice = driver.call(() -> ed.getEntities(DieId.class, Position.class, LessonCue.class));
            int height = driver.call(() -> app.getCamera().getHeight());

            // Step 1: the arrow points at the small astragal; a click on it throws the 4 the lesson set.
            Vector3f small = driver.call(() -> {
                dice.applyChanges();
                for (Entity d : dice) {
                    if (d.get(DieId.class).kind() == DieKind.SMALL_ASTRAGAL) {
                        return app.getCamera().getScreenCoordinates(d.get(Position.class).location());
                    }
                }
                return null;
            });
            assertNotNull(small, "the small astragal is cued");
            Xdotool.pointAt(height, small);
            driver.frames(3);
            Xdotool.run("click", "1");
            driver.waitUntil(() -> session.state().phase() == Phase.AWAITING_ROLL_DECISION && !TableNow.busy(app));
            assertEquals(4, driver.call(() -> TableNow.lastRoll(app).value()), "the small astragal rests on the 4 the lesson set");

            // Step 2: the broad astragal, thrown with its key, says yes: 10.
            driver.waitUntil(() -> lesson.system().stepIndex() == 1);
            Xdotool.run("key", "b");
            driver.waitUntil(() -> session.state().phase() == Phase.AWAITING_MOVE && !TableNow.busy(app));
            assertEquals(10, driver.call(() -> session.state().roll().value()), "the broad astragal said yes");
            driver.waitUntil(() -> lesson.system().stepIndex() == 2);

            // Step 3: the eagle pulses where it stands, and house 10 (B6) is framed.
            driver.frames(10);
            Vector3f eagle = driver.call(() -> screenOf(app, ed, PieceId.class, e -> e.get(PieceId.class).piece().kind().id().equals("eagle")
                    && e.get(PieceId.class).piece().owner() == net.ur.rules.Player.LIGHT));
            Vector3f swallow = driver.call(() -> screenOf(app, ed, PieceId.class, e -> e.get(PieceId.class).piece().kind().id().equals("swallow")
                    && e.get(PieceId.class).piece().owner() == net.ur.rules.Player.DARK));
            Vector3f house = driver.call(() -> screenOf(app, ed, House.class, e -> e.get(House.class).square().equals(Square.parse("B6"))));
            grabber.request();
            driver.frames(2);
            BufferedImage frame = grabber.image();
            assertNotNull(frame);
            FrameGrabber.save(frame, new File(out, "lesson-babylonian-step3.png"));
            int atEagle = cuePixels(frame, eagle, 45);
            int atOtherBird = cuePixels(frame, swallow, 45);
            int atHouse = cuePixels(frame, house, 35);
            assertTrue(atEagle > 60, "the cue's ring is drawn round the eagle: " + atEagle + " pixels");
            assertTrue(atOtherBird < atEagle / 4, "and not round another bird: " + atOtherBird + " against " + atEagle);
            assertTrue(atHouse > 60, "house 10 is framed: " + atHouse + " pixels");

            // The click on the eagle launches it, and the lesson goes on.
            Xdotool.pointAt(height, eagle);
            driver.frames(4);
            Xdotool.run("click", "1");
            driver.waitUntil(() -> lesson.system().stepIndex() >= 3);
            assertEquals(lesson.lesson().before(3).state(), driver.call(session::state), "the eagle stands on house 10");
            driver.run(dice::release);
        }
    }

    /** The screen point of the first entity with a component that passes a test. */
    private static Vector3f screenOf(UrApp app, EntityData ed, Class<? extends com.simsilica.es.EntityComponent> type,
            java.util.function.Predicate<Entity> which) {
        EntitySet set = ed.getEntities(type, Position.class);
        try {
            for (Entity e : set) {
                if (which.test(e)) {
                    return app.getCamera().getScreenCoordinates(e.get(Position.class).location());
                }
            }
            throw new AssertionError("no such entity");
        } finally {
            set.release();
        }
    }

    /**
     * How many pixels of the cues' turquoise lie within a radius of a point of the screen (y up).
     */
    private static int cuePixels(BufferedImage frame, Vector3f at, int radius) {
        int n = 0;
        int cx = Math.round(at.x);
        int cy = frame.getHeight() - Math.round(at.y);
        for (int y = Math.max(0, cy - radius); y < Math.min(frame.getHeight(), cy + radius); y++) {
            for (int x = Math.max(0, cx - radius); x < Math.min(frame.getWidth(), cx + radius); x++) {
                int rgb = frame.getRGB(x, y);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                if (g > 150 && b > 120 && r < 150 && g - r > 70) {
                    n++;
                }
            }
        }
        return n;
    }
}
