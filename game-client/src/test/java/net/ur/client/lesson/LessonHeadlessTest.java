package net.ur.client.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import com.jme3.input.KeyInput;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.PieceId;
import net.ur.client.game.PlaySession;
import net.ur.client.hud.HudCue;
import net.ur.client.hud.IconHudState;
import net.ur.client.input.PlayInputState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.TableNow;
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

    /**
     * The Ravensburg lesson's step that adapts: another legal move it can go on from is followed
     * (no undo), and the lesson still ends in the win.
     */
    @org.junit.jupiter.api.Test
    void aStepThatAdaptsFollowsTheMoveMade() {
        play("ravensburg", false, true);
    }

    /**
     * The HUD's icons light at the table when a step first uses them, and not before: the throw
     * shown at the first throw, the eagle's icon when it is launched.
     */
    @org.junit.jupiter.api.Test
    void theHudIconsLightWhenFirstUsed() {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.timeout(600);
            driver.frames(2);
            assertNull(driver.call(() -> app.startLesson("babylonian")), "the lesson starts");
            driver.frames(3);
            LessonState lesson = driver.call(() -> app.getStateManager().getState(LessonState.class));
            LessonScript script = lesson.lesson();
            HudCue.Target throwShown = new HudCue.Target(HudCue.Element.THROW, null, "");
            HudCue.Target eagle = new HudCue.Target(HudCue.Element.PIECE, net.ur.rules.Player.LIGHT, "eagle");
            for (int index = 0; index < 3; index++) {
                int i = index;
                driver.waitUntil(() -> lesson.system() != null && lesson.system().isInitialized() && personMayAct(app, lesson));
                IconHudState hud = driver.call(() -> app.getStateManager().getState(IconHudState.class));
                List<HudCue.Target> before = driver.call(hud::lit);
                assertTrue(!before.contains(script.hudFirstUsed(i).get(0)), "not lit before " + script.step(i).label() + ": " + before);
                PlaySession session = driver.call(() -> lesson.table().getSession());
                act(driver, app, session, script, i);
                driver.waitUntil(() -> lesson.system().stepIndex() > i);
                List<HudCue.Target> after = driver.call(hud::lit);
                assertTrue(after.containsAll(script.hudFirstUsed(i)), "lit once " + script.step(i).label() + " is taken: " + after);
            }
            assertEquals(List.of(throwShown), script.hudFirstUsed(0));
            assertEquals(List.of(eagle), script.hudFirstUsed(2));
            // The glow is brief: a few seconds later nothing is lit.
            IconHudState hud = driver.call(() -> app.getStateManager().getState(IconHudState.class));
            driver.frames(Math.round(60 * (IconHudState.GLOW_SECONDS + 0.5f)));
            assertTrue(driver.call(hud::lit).isEmpty(), "the glow has ended: " + driver.call(hud::lit));
        }
    }

    private void play(String id, boolean oneWrongMove) {
        play(id, oneWrongMove, false);
    }

    private void play(String id, boolean oneWrongMove, boolean adaptOnce) {
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
            boolean adaptDone = !adaptOnce;
            int undone = 0;
            int jumps = 0;
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
                LessonScript followed = driver.call(system::script);
                assertEquals(followed.before(index).state(), driver.call(session::state), "the table stands where the lesson says");
                if (index > 0 && script.step(index - 1).action() == LessonStep.Action.JUMP) {
                    LessonPanel panel = driver.call(() -> app.getStateManager().getState(LessonPanel.class));
                    assertTrue(driver.call(panel::progress).contains("Jumped ahead: the lesson played "), driver.call(panel::progress));
                    jumps++;
                }
                if (!adaptDone && step.adapt()) {
                    Move expected = followed.move(index);
                    Move other = driver.call(() -> TableNow.legalMoves(app)).stream().filter(m -> !m.equals(expected)).filter(m -> {
                        try {
                            followed.adaptedAfter(index, followed.before(index).move(m));
                            return true;
                        } catch (LessonException e) {
                            return false;
                        }
                    }).findFirst().orElseThrow();
                    adaptDone = true;
                    move(driver, app, other);
                    driver.waitUntil(() -> system.stepIndex() > index);
                    assertTrue(!driver.call(system::isUndoing), "the lesson follows the move: no undo");
                    assertTrue(driver.call(system::script) != followed, "the lesson goes on from the move made");
                    continue;
                }
                if (!wrongDone && step.action() == LessonStep.Action.MOVE && !step.adapt()) {
                    Move expected = followed.move(index);
                    Move other = driver.call(() -> TableNow.legalMoves(app)).stream().filter(m -> !m.equals(expected)).findFirst().orElse(null);
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
                act(driver, app, session, followed, index);
                driver.waitUntil(() -> system.stepIndex() > index || lesson.system() != system);
            }
            assertEquals(script.size(), driver.call(() -> lesson.system().stepIndex()), "every step was played");
            driver.waitUntil(() -> driver.call(() -> app.getStateManager().getState(SettingsState.class).get().lessonsLearnt().contains(id)));
            double seconds = (driver.call(() -> app.getTimer().getTime()) - started) / (double) driver.call(() -> app.getTimer().getResolution());
            long persons = script.lesson().steps().stream().filter(LessonStep::isPersons).count();
            System.out.printf("LESSON-LENGTH %s wrong=%s adapt=%s: %.1f s of game time, %d steps, %d of the person's actions;"
                    + " with 4 s to read and act before each: %.1f s%n", id, oneWrongMove, adaptOnce, seconds, script.size(), persons,
                    seconds + 4 * persons);
            long jumpSteps = script.lesson().steps().stream().filter(st -> st.action() == LessonStep.Action.JUMP).count();
            assertEquals(jumpSteps, jumps, "the table was laid after each jump, said as such");
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
    static boolean personMayAct(UrApp app, LessonState lesson) {
        LessonSystem system = lesson.system();
        PlaySession session = lesson.table().getSession();
        int i = system.stepIndex();
        return !system.isUndoing() && i < lesson.lesson().size() && system.script().step(i).isPersons()
                && !TableNow.busy(app) && session.state().turn() == system.script().step(i).side()
                && app.getStateManager().getState(PlayInputState.class) != null;
    }

    /** Takes the step as a person would, with the table's keys. */
    static void act(AppDriver driver, UrApp app, PlaySession session, LessonScript script, int index) {
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
