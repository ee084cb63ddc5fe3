package net.ur.client.lesson;

import java.util.List;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.jme3.app.state.BaseAppState;
import jme3utilities.Validate;
import net.ur.client.game.GameControls;
import net.ur.client.game.PlaySession;
import net.ur.client.game.TableGuide;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsState;
import net.ur.client.ui.Navigator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One lesson from its first step to its end: it lays the table (a game of the lesson's rules,
 * the person playing light against the lesson's scripted opponent) at a step, led by the lesson's
 * states (its system, its cues, its panel); it lays it again at a step when a wrong move is undone
 * or the lesson restarts, remembers a lesson played to its end in the settings, and leaves for the
 * menu, the next lesson or a game of the lesson's rules.
 */
public class LessonState extends BaseAppState implements LessonControls, TableGuide {

    private static final Logger LOG = LoggerFactory.getLogger(LessonState.class);

    /** The seed of the dice impulses of a lesson's table (the faces are arranged whatever it is). */
    private static final long SEED = 1;

    private final LessonScript lesson;
    private PlaySessionState table;
    /** The step and script the next table is laid at, read by {@link #states}. */
    private int layingIndex;
    private LessonScript layingScript;
    private LessonSystem system;
    /** The lesson's panel at the table now, or null between tables. */
    private LessonPanel panel;
    private boolean leaving;

    /**
     * @param lesson the lesson, played through by the rules; not null
     */
    public LessonState(LessonScript lesson) {
        Validate.nonNull(lesson, "lesson");
        this.lesson = lesson;
    }

    /** The lesson. */
    public LessonScript lesson() {
        return lesson;
    }

    /** The lesson's system at the table now, or null between tables. */
    public LessonSystem system() {
        return system;
    }

    /** The table's state now. */
    public PlaySessionState table() {
        return table;
    }

    @Override
    protected void initialize(Application app) {
        restartAt(0, lesson);
    }

    @Override
    public void restartAt(int index, LessonScript script) {
        Validate.nonNull(script, "script");
        Validate.inRange(index, "index", 0, script.size());
        if (table != null) {
            getStateManager().detach(table);
        }
        layingIndex = index;
        layingScript = script;
        PlaySetup setup = new PlaySetup(script.lesson().rules(), PlaySetup.HUMAN, PlaySetup.SCRIPT, SEED);
        table = new PlaySessionState(new PlaySession(setup, script.before(index)), this::leave, this);
        getStateManager().attach(table);
        LOG.info("Lesson {} at step {} of {}", script.lesson().id(), index + 1, script.size());
    }

    @Override
    public void restart() {
        restartAt(0, lesson);
    }

    @Override
    public List<AppState> states(GameControls controls) {
        system = new LessonSystem(layingScript, layingIndex, this);
        panel = new LessonPanel(layingScript.lesson().title(), this);
        return List.of(system, new CueState(), panel);
    }

    /** Esc at the table: the lesson's panel asks whether to leave (or leaves a lesson that is done). */
    @Override
    public void escape() {
        if (panel != null && panel.isInitialized()) {
            panel.escape();
        } else {
            leave();
        }
    }

    @Override
    public void finished() {
        SettingsState settings = getState(SettingsState.class);
        if (settings != null) {
            settings.set(settings.get().withLessonLearnt(lesson.lesson().id()));
        }
        LOG.info("Lesson {} learnt", lesson.lesson().id());
    }

    @Override
    public void leave() {
        if (leaving) {
            return;
        }
        leaving = true;
        end();
        navigator().returnToMenu();
    }

    /** Ends the lesson: its table and itself. */
    private void end() {
        if (table != null) {
            getStateManager().detach(table);
            table = null;
        }
        getStateManager().detach(this);
    }

    @Override
    public boolean hasNext() {
        return Lesson.IDS.indexOf(lesson.lesson().id()) + 1 < Lesson.IDS.size();
    }

    @Override
    public void next() {
        int i = Lesson.IDS.indexOf(lesson.lesson().id());
        if (i < 0 || i + 1 >= Lesson.IDS.size()) {
            leave();
            return;
        }
        leaving = true;
        end();
        navigator().startLesson(Lesson.IDS.get(i + 1));
    }

    @Override
    public void playGame() {
        leaving = true;
        end();
        // The lesson's own rule set with its full count of pieces (the classic lesson plays two).
        String rules = lesson.lesson().rules().replaceFirst("-[1-7]p$", "");
        navigator().startGame(new PlaySetup(rules, PlaySetup.HUMAN, "novice", System.nanoTime()));
    }

    private Navigator navigator() {
        return (Navigator) getApplication();
    }

    @Override
    protected void cleanup(Application app) {
        if (table != null) {
            getStateManager().detach(table);
            table = null;
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
