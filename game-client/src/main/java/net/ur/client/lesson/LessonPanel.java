package net.ur.client.lesson;

import net.ur.client.words.LessonWords;
import net.ur.client.words.PanelWords;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.SpringGridLayout;
import jme3utilities.Validate;
import net.ur.client.audio.Sound;
import net.ur.client.audio.UiSounds;
import net.ur.client.es.EntityDataState;
import net.ur.client.ui.UrStyle;

/**
 * The lesson's panel at the table, at the right of the window: the lesson's title, the line that
 * says why, how far the lesson has come, that the dice are set for the lesson, and the person's
 * commands: skip the step (N), restart the lesson, leave it (Esc). When the lesson is done it
 * offers the next lesson, a game of these rules, or the menu. It shows the lesson's
 * {@link LessonShown}.
 */
public class LessonPanel extends BaseAppState {

    static final String SKIP = "Ur.Lesson.Skip";
    /** Esc once the lesson is done: the table's own keys may be stopped then (a game won is over). */
    static final String LEAVE = "Ur.Lesson.Leave";

    /** The lesson's title. */
    private final String title;
    private final LessonControls controls;
    private final Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
            UrStyle.PANEL, UrStyle.NAME);
    private Label line;
    private Label progress;
    private Container buttons;
    private EntitySet shown;
    private LessonShown now;
    private int width;
    private int height;

    private final ActionListener keys = this::key;

    private void key(String name, boolean pressed, float tpf) {
        if (pressed && SKIP.equals(name)) {
            askSkip();
        } else if (pressed && LEAVE.equals(name) && now != null && now.done()) {
            getApplication().enqueue(controls::leave);
        }
    }

    /**
     * @param title the lesson's title; not null
     * @param controls the lesson as a whole; not null
     */
    public LessonPanel(String title, LessonControls controls) {
        Validate.nonNull(title, "title");
        Validate.nonNull(controls, "controls");
        this.title = title;
        this.controls = controls;
    }

    /** Asks the lesson to take the person's step for them ({@link LessonSkip}). */
    private void askSkip() {
        com.simsilica.es.EntityData ed = getState(EntityDataState.class).getEntityData();
        ed.setComponent(ed.createEntity(), new LessonSkip());
    }

    /** The line shown now, for tests. */
    public String line() {
        return line.getText();
    }

    /** The progress shown under the line (with how the table got there after a jump ahead), for tests. */
    public String progress() {
        return progress.getText();
    }

    @Override
    protected void initialize(Application app) {
        shown = getState(EntityDataState.class).getEntityData().getEntities(LessonShown.class);
        Label heading = panel.addChild(new Label(title, UrStyle.SUBTITLE, UrStyle.NAME));
        heading.setFontSize(30f);
        heading.setColor(UrStyle.GOLD);
        line = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        line.setFontSize(24f);
        line.setColor(UrStyle.SHELL);
        progress = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        progress.setFontSize(18f);
        progress.setColor(CueState.COLOUR);
        buttons = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
        app.getInputManager().addMapping(SKIP, new KeyTrigger(KeyInput.KEY_N));
        app.getInputManager().addMapping(LEAVE, new KeyTrigger(KeyInput.KEY_ESCAPE));
    }

    @Override
    protected void cleanup(Application app) {
        shown.release();
        for (String m : new String[] {SKIP, LEAVE}) {
            if (app.getInputManager().hasMapping(m)) {
                app.getInputManager().deleteMapping(m);
            }
        }
    }

    @Override
    protected void onEnable() {
        statusShown(false);
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(panel);
        getApplication().getInputManager().addListener(keys, SKIP, LEAVE);
    }

    /** The lesson's panel says what to do: while it is shown, the HUD's status line stands aside. */
    private void statusShown(boolean shown) {
        com.simsilica.es.EntityData ed = getState(net.ur.client.es.EntityDataState.class).getEntityData();
        if (!shown && cover == null) {
            cover = ed.createEntity();
            ed.setComponent(cover, new net.ur.client.es.state.StatusCovered("lesson"));
        } else if (shown && cover != null) {
            ed.removeEntity(cover);
            cover = null;
        }
    }

    /** The entity that covers the status line while the panel is shown, or null. */
    private com.simsilica.es.EntityId cover;

    @Override
    protected void onDisable() {
        statusShown(true);
        panel.removeFromParent();
        getApplication().getInputManager().removeListener(keys);
    }

    @Override
    public void update(float tpf) {
        // The lesson's entity may have been written before this panel's set was taken: it is then
        // in the set without being a change.
        if (shown.applyChanges() || now == null) {
            for (Entity e : shown) {
                show(e.get(LessonShown.class));
            }
        }
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        if (w != width || h != height) {
            width = w;
            height = h;
            layout();
        }
    }

    private void show(LessonShown s) {
        boolean buttonsChange = now == null || now.done() != s.done();
        now = s;
        line.setText(s.line());
        progress.setText(LessonWords.lessonProgress(s.done(), s.step(), s.steps(), s.note()));
        if (buttonsChange) {
            buttons.clearChildren();
            if (s.done()) {
                if (controls.hasNext()) {
                    button(LessonWords.NEXT_LESSON, controls::next);
                }
                button(LessonWords.PLAY_A_GAME, controls::playGame);
                button(LessonWords.MENU, controls::leave);
            } else {
                button(LessonWords.SKIP_STEP, this::askSkip);
                button(PanelWords.RESTART, controls::restart);
                button(LessonWords.LEAVE_ESC, controls::leave);
            }
        }
        layout();
    }

    private void button(String text, Runnable action) {
        Button b = buttons.addChild(new Button(text, UrStyle.BODY, UrStyle.NAME));
        b.setFontSize(20f);
        b.setInsets(new com.simsilica.lemur.Insets3f(4, 6, 4, 10));
        b.addClickCommands(source -> {
            UiSounds.request(Sound.UI_CLICK);
            getApplication().enqueue(action::run);
        });
    }

    private void layout() {
        if (width == 0) {
            return;
        }
        // At the right, under the dice tray and the arrow over it: the board, the dice and the
        // waiting pieces leave that place free in every family's view. The HUD's status line is
        // hidden while the panel says what to do.
        float max = Math.max(220f, Math.min(360f, width * 0.24f));
        line.setMaxWidth(max);
        progress.setMaxWidth(max);
        Vector3f size = panel.getPreferredSize();
        panel.setSize(size);
        panel.setLocalTranslation(width - size.x - 16, Math.max(16 + size.y, height * 0.42f), 6);
    }
}
