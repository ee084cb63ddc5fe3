package net.ur.client.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.jme3.input.KeyInput;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.House;
import net.ur.client.es.components.Position;
import net.ur.client.game.PlaySession;
import net.ur.client.input.PointerAtTable;
import net.ur.client.settings.GameOptions;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import net.ur.client.view.ModelViewState;
import net.ur.client.view.ScreenBoxes;
import net.ur.client.words.LessonWords;
import net.ur.rules.Location;
import net.ur.rules.Move;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The lesson's panel as a new player meets it, headless: it stands clear of what the step asks
 * the player to touch (the dice, the piece, the house) at the smallest window and at the usual
 * one, and is drawn at the interface's scale; a click that does nothing says why; the opponent's
 * step with a line waits for it to be read, or for Space; Esc asks before it leaves.
 */
class LessonPanelHeadlessTest {

    @TempDir
    Path home;

    private UrApp app;
    private LessonState lesson;

    private AppDriver start(String id, int width, int height) {
        System.setProperty("ur.home", home.toString());
        GameOptions options = new GameOptions(width, height, false, false, GameOptions.Quality.LOW);
        app = new UrApp(options);
        AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(options));
        driver.timeout(300);
        driver.frames(2);
        assertNull(driver.call(() -> app.startLesson(id)), "the lesson starts");
        driver.frames(3);
        lesson = driver.call(() -> app.getStateManager().getState(LessonState.class));
        assertNotNull(lesson, "the lesson is at the table");
        return driver;
    }

    private void awaitPerson(AppDriver driver) {
        driver.waitUntil(() -> lesson.system() != null && lesson.system().isInitialized()
                && LessonHeadlessTest.personMayAct(app, lesson));
        // The camera settles and the panel takes its place.
        driver.frames(90);
    }

    private LessonPanel panel(AppDriver driver) {
        return driver.call(() -> app.getStateManager().getState(LessonPanel.class));
    }

    /** The screen boxes of what the lesson points at now, as the view draws it. */
    private List<float[]> cuedBoxes(AppDriver driver) {
        return driver.call(() -> {
            EntityData ed = app.getStateManager().getState(EntityDataState.class).getEntityData();
            EntitySet cued = ed.getEntities(LessonCue.class);
            List<float[]> boxes = new ArrayList<>();
            for (Entity e : cued) {
                float[] b = app.getStateManager().getState(ModelViewState.class).pick().screenBox(app.getCamera(), e.getId());
                if (b != null) {
                    boxes.add(b);
                }
            }
            cued.release();
            return boxes;
        });
    }

    @ParameterizedTest
    @CsvSource({"classic, 640, 480", "classic, 1280, 720", "babylonian, 640, 480", "babylonian, 1280, 720",
        "ravensburg, 640, 480"})
    void thePanelStandsClearOfWhatTheStepPointsAt(String id, int width, int height) {
        try (AppDriver driver = start(id, width, height)) {
            LessonScript script = lesson.lesson();
            for (int taken = 0; taken < 3; taken++) {
                awaitPerson(driver);
                int index = driver.call(() -> lesson.system().stepIndex());
                LessonStep step = script.step(index);
                float[] box = driver.call(panel(driver)::screenBox);
                String where = id + " at " + width + "x" + height + ", " + step.label() + ": panel " + Arrays.toString(box);
                assertTrue(box[0] >= 0 && box[1] >= 0 && box[2] <= width && box[3] <= height, "inside the window: " + where);
                float area = (box[2] - box[0]) * (box[3] - box[1]);
                assertTrue(area <= 0.16f * width * height, "the panel takes at most a sixth of the window: " + where);
                List<float[]> cued = cuedBoxes(driver);
                if (!step.cues().isEmpty()) {
                    assertFalse(cued.isEmpty(), "the step points at something: " + where);
                }
                for (float[] c : cued) {
                    assertFalse(ScreenBoxes.overlaps(box, c), "the panel covers " + Arrays.toString(c) + ": " + where);
                }
                PlaySession session = driver.call(() -> lesson.table().getSession());
                LessonHeadlessTest.act(driver, app, session, lesson.system().script(), index);
                driver.waitUntil(() -> lesson.system().stepIndex() > index);
            }
        }
    }

    @Test
    void aClickThatDoesNothingSaysWhyAndAClickOnThePanelDoesNothing() {
        try (AppDriver driver = start("classic", 1280, 720)) {
            awaitPerson(driver);
            LessonPanel panel = panel(driver);
            String throwLine = driver.call(panel::line);
            // On the panel: the table under it is not clicked, and nothing is said.
            float[] box = driver.call(panel::screenBox);
            PointerAtTable.clickAt(driver, app, (box[0] + box[2]) / 2, (box[1] + box[3]) / 2);
            driver.frames(2);
            assertEquals(throwLine, driver.call(panel::line), "a click on the panel is the panel's");
            // On a house of the board, while the dice are to be thrown.
            float[] house = houseOnScreen(driver, "C4");
            PointerAtTable.clickAt(driver, app, house[0], house[1]);
            driver.frames(2);
            assertEquals(LessonWords.lessonMissedClick(net.ur.client.es.game.MissedClick.Kind.THROW_FIRST) + "\n" + throwLine,
                    driver.call(panel::line));
            assertEquals(0, driver.call(() -> lesson.system().stepIndex()), "nothing was thrown");
            // Thrown: a click on a house no piece reaches says so; the step's line stays under it.
            driver.tap(KeyInput.KEY_SPACE);
            driver.waitUntil(() -> lesson.system().stepIndex() == 1);
            awaitPerson(driver);
            String moveLine = driver.call(panel::line);
            house = houseOnScreen(driver, "C4");
            PointerAtTable.clickAt(driver, app, house[0], house[1]);
            driver.frames(2);
            assertEquals(LessonWords.lessonMissedClick(net.ur.client.es.game.MissedClick.Kind.NOTHING_THERE) + "\n" + moveLine,
                    driver.call(panel::line));
            // The right move: the next step's line, without the reason.
            Move m = lesson.system().script().move(1);
            assertTrue(m.to() instanceof Location.OnBoard);
            PlaySession session = driver.call(() -> lesson.table().getSession());
            LessonHeadlessTest.act(driver, app, session, lesson.system().script(), 1);
            driver.waitUntil(() -> lesson.system().stepIndex() == 2);
            assertEquals(lesson.lesson().step(2).say(), driver.call(panel::line));
        }
    }

    /** The screen point of a house's centre. */
    private float[] houseOnScreen(AppDriver driver, String square) {
        return driver.call(() -> {
            EntityData ed = app.getStateManager().getState(EntityDataState.class).getEntityData();
            EntitySet houses = ed.getEntities(House.class, Position.class);
            try {
                for (Entity e : houses) {
                    if (e.get(House.class).square().toString().equals(square)) {
                        Vector3f p = app.getCamera().getScreenCoordinates(e.get(Position.class).location());
                        return new float[] {p.x, p.y};
                    }
                }
                throw new AssertionError("no house " + square);
            } finally {
                houses.release();
            }
        });
    }

    @Test
    void theOpponentsStepWaitsToBeReadOrForSpace() {
        try (AppDriver driver = start("classic", 1280, 720)) {
            LessonScript script = lesson.lesson();
            LessonStep opponents = script.step(2);
            assertFalse(opponents.isPersons());
            assertFalse(opponents.say().isEmpty(), "the classic lesson's third step has a line");
            for (int i = 0; i < 2; i++) {
                int index = i;
                awaitPerson(driver);
                PlaySession session = driver.call(() -> lesson.table().getSession());
                LessonHeadlessTest.act(driver, app, session, lesson.system().script(), index);
                driver.waitUntil(() -> lesson.system().stepIndex() > index);
            }
            driver.waitUntil(() -> lesson.system().stepIndex() == 2 && lesson.system().isReading());
            LessonPanel panel = panel(driver);
            // Twice the opponent's usual pause: the step still waits, its line on the panel with Go on.
            driver.frames(Math.round(60 * 2 * LessonSystem.OPPONENT_PAUSE));
            assertEquals(2, driver.call(() -> lesson.system().stepIndex()), "the opponent waits for its line to be read");
            assertTrue(driver.call(() -> lesson.system().isReading()));
            assertEquals(opponents.say(), driver.call(panel::line));
            assertTrue(driver.call(panel::buttons).contains(LessonWords.GO_ON), driver.call(panel::buttons).toString());
            // Space goes on at once.
            driver.tap(KeyInput.KEY_SPACE);
            driver.frames(3);
            assertFalse(driver.call(() -> lesson.system().isReading()), "Space went on");
            driver.waitUntil(() -> lesson.system().stepIndex() > 2);
            // The next opponent's step with a line waits its reading time by itself, then is taken.
            assertTrue(LessonSystem.readingSeconds(opponents.say()) >= LessonSystem.READ_LEAST);
        }
    }

    @Test
    void escAsksBeforeItLeavesTheLesson() {
        try (AppDriver driver = start("classic", 1280, 720)) {
            awaitPerson(driver);
            LessonPanel panel = panel(driver);
            String line = driver.call(panel::line);
            driver.tap(KeyInput.KEY_ESCAPE);
            driver.frames(3);
            assertNotNull(driver.call(() -> app.getStateManager().getState(LessonState.class)), "Esc did not leave at once");
            assertTrue(driver.call(panel::isAsking));
            assertEquals(LessonWords.LEAVE_QUESTION, driver.call(panel::line));
            assertEquals(List.of(LessonWords.LEAVE_YES, LessonWords.STAY_ESC), driver.call(panel::buttons));
            // Esc again stays, and the step's line is back.
            driver.tap(KeyInput.KEY_ESCAPE);
            driver.frames(3);
            assertFalse(driver.call(panel::isAsking));
            assertEquals(line, driver.call(panel::line));
            assertNotNull(driver.call(() -> app.getStateManager().getState(LessonState.class)));
            // Esc, then Y: the menu.
            driver.tap(KeyInput.KEY_ESCAPE);
            driver.frames(3);
            driver.tap(KeyInput.KEY_Y);
            driver.waitUntil(() -> app.getStateManager().getState(LessonState.class) == null);
            driver.frames(3);
            Screens screens = driver.call(() -> app.getStateManager().getState(Screens.class));
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "Y left the lesson for the menu");
        }
    }
}
