package net.ur.client.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import java.nio.file.Path;
import java.util.List;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.PieceId;
import net.ur.client.game.PlaySession;
import net.ur.client.input.PlayInputState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each lesson played to its end in the running game, headless, by a scripted person who presses
 * the table's keys for the action each step expects (Space throws the dice the lesson arranged, K
 * keeps, B throws the broad astragal, the move picked as the arrow keys pick it and Enter makes
 * it); once straight through, once with a wrong but legal move on the way, which the lesson undoes
 * with its reason before it goes on. The lesson is then remembered as learnt.
 */
class LessonHeadlessTest {

    @TempDir
    Path home;

    static List<String> ids() {
        return Lesson.IDS;
    }

    @ParameterizedTest
    @MethodSource("ids")
    void aPersonPlaysTheLessonToItsEnd(String id) {
        play(id, false);
    }

    @ParameterizedTest
    @MethodSource("ids")
    void aWrongMoveIsUndoneWithItsReasonAndTheLessonGoesOn(String id) {
        play(id, true);
    }

    private void play(String id, boolean oneWrongMove) {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.timeout(600);
            driver.frames(2);
            assertNull(driver.call(() -> app.startLesson(id)), "the lesson starts");
            driver.frames(3);
            LessonState lesson = driver.call(() -> app.getStateManager().getState(LessonState.class));
            assertNotNull(lesson, "the lesson is at the table");
            LessonScript script = lesson.lesson();
            long started = driver.call(() -> app.getTimer().getTime());
            boolean wrongDone = !oneWrongMove;
            int undone = 0;
            for (int guard = 0; guard < 4 * script.size() + 20; guard++) {
                driver.waitUntil(() -> lesson.system() != null && lesson.system().isInitialized()
                        && (lesson.system().stepIndex() >= script.size() || personMayAct(app, lesson)));
                LessonSystem system = lesson.system();
                int index = driver.call(system::stepIndex);
                if (index >= script.size()) {
                    break;
                }
                PlaySession session = driver.call(() -> lesson.table().getSession());
                LessonStep step = script.step(index);
                assertTrue(step.isPersons(), "the lesson waits for the person at " + step.label());
                assertEquals(script.before(index).state(), driver.call(session::state), "the table stands where the lesson says");
                if (!wrongDone && step.action() == LessonStep.Action.MOVE && !step.adapt()) {
                    Move expected = script.move(index);
                    Move other = driver.call(session::legalMoves).stream().filter(m -> !m.equals(expected)).findFirst().orElse(null);
                    if (other != null) {
                        wrongDone = true;
                        move(driver, app, other);
                        driver.waitUntil(system::isUndoing);
                        LessonPanel panel = driver.call(() -> app.getStateManager().getState(LessonPanel.class));
                        String why = step.why().isEmpty() ? "That move is legal, but it is not this lesson's: try again." : step.why();
                        driver.waitUntil(() -> panel.line().equals(why));
                        driver.waitUntil(() -> lesson.system() != system && lesson.system() != null && lesson.system().isInitialized());
                        assertEquals(index, driver.call(() -> lesson.system().stepIndex()), "the table is set back at the step");
                        undone++;
                        continue;
                    }
                }
                act(driver, app, session, script, index);
                driver.waitUntil(() -> system.stepIndex() > index || lesson.system() != system);
            }
            assertEquals(script.size(), driver.call(() -> lesson.system().stepIndex()), "every step was played");
            driver.waitUntil(() -> driver.call(() -> app.getStateManager().getState(SettingsState.class).get().lessonsLearnt().contains(id)));
            double seconds = (driver.call(() -> app.getTimer().getTime()) - started) / (double) driver.call(() -> app.getTimer().getResolution());
            System.out.printf("LESSON-LENGTH %s wrong=%s %.1f s of game time, %d steps%n", id, oneWrongMove, seconds, script.size());
            LessonPanel panel = driver.call(() -> app.getStateManager().getState(LessonPanel.class));
            assertTrue(driver.call(panel::line).endsWith("lesson learnt."), driver.call(panel::line));
            if (oneWrongMove) {
                assertEquals(1, undone, "one wrong move was made and undone");
            }
            // Leaving goes back to the main menu and takes the table away.
            driver.tap(KeyInput.KEY_ESCAPE);
            driver.waitUntil(() -> app.getStateManager().getState(LessonState.class) == null);
            driver.frames(3);
            Screens screens = driver.call(() -> app.getStateManager().getState(Screens.class));
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "Esc left the lesson for the menu");
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            EntitySet pieces = driver.call(() -> ed.getEntities(PieceId.class));
            assertTrue(driver.call(() -> {
                pieces.applyChanges();
                return pieces.isEmpty();
            }), "no piece is left on the table");
            driver.run(pieces::release);
        }
    }

    /** Whether the lesson waits for the person and their hands may act. */
    private static boolean personMayAct(UrApp app, LessonState lesson) {
        LessonSystem system = lesson.system();
        PlaySession session = lesson.table().getSession();
        int i = system.stepIndex();
        return !system.isUndoing() && i < lesson.lesson().size() && system.script().step(i).isPersons()
                && !session.isBusy() && session.state().turn() == system.script().step(i).side()
                && app.getStateManager().getState(PlayInputState.class) != null;
    }

    /** Takes the step as a person would, with the table's keys. */
    private static void act(AppDriver driver, UrApp app, PlaySession session, LessonScript script, int index) {
        LessonStep step = script.step(index);
        switch (step.action()) {
            case THROW -> {
                assertSame(Phase.AWAITING_ROLL, driver.call(() -> session.state().phase()));
                driver.tap(KeyInput.KEY_SPACE);
            }
            case KEEP -> driver.tap(KeyInput.KEY_K);
            case BROAD -> driver.tap(KeyInput.KEY_B);
            case MOVE -> move(driver, app, script.move(index));
        }
    }

    /** Picks a move as the arrow keys pick it, and makes it with Enter. */
    private static void move(AppDriver driver, UrApp app, Move move) {
        PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
        assertTrue(driver.call(() -> input.select(move)), "the move can be picked: " + move);
        driver.tap(KeyInput.KEY_RETURN);
    }
}
