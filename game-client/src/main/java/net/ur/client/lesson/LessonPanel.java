package net.ur.client.lesson;

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
import net.ur.client.board.BoardLayout;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Position;
import net.ur.client.render.UiScale;
import net.ur.client.ui.UrStyle;
import net.ur.client.words.LessonWords;
import net.ur.client.words.PanelWords;

/**
 * The lesson's panel at the table: the lesson's title, the line that says why, how far the lesson
 * has come, that the dice are set for the lesson, and the person's commands: skip the step (N),
 * restart the lesson, leave it (Esc, asked once), go on from an opponent's step being read
 * (Space). When the lesson is done it offers the next lesson, a game of these rules, or the menu.
 * It shows the lesson's {@link LessonShown}, drawn at the interface's scale, and stands where it
 * covers none of what the lesson points at ({@link LessonCue}): the dice, the piece, the house.
 */
public class LessonPanel extends BaseAppState {

    static final String SKIP = "Ur.Lesson.Skip";
    /** Esc once the lesson is done: the table's own keys may be stopped then (a game won is over). */
    static final String LEAVE = "Ur.Lesson.Leave";
    /** Space while an opponent's step is being read: go on at once. */
    static final String GO_ON = "Ur.Lesson.GoOn";
    /** Y while the panel asks whether to leave. */
    static final String YES = "Ur.Lesson.Yes";
    private static final String[] MAPPINGS = {SKIP, LEAVE, GO_ON, YES};

    /** Pixels the panel keeps from the window's edges and from what it must not cover. */
    static final float MARGIN = 12f;
    /** The interface's units at the bottom of the window that the HUD's buttons and status line take. */
    static final float HUD_BOTTOM = 100f;
    /** Square pixels of covered pieces that a later place in the order counts as, against an earlier one. */
    private static final float PREFERENCE = 200f;

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
    /** What the lesson points at ({@link LessonCue}), where it stands. */
    private EntitySet cued;
    /** The pieces and the dice, which the panel would rather not cover either. */
    private EntitySet pieces;
    private EntitySet dice;
    /** Whether the panel asks whether to leave the lesson (Esc pressed in its middle). */
    private boolean asking;
    /** The buttons shown: which of done, asking, reading, playing. */
    private String mode = "";
    /** The place the panel stands at (an index of {@link #places}), kept while it covers nothing. */
    private int place = -1;
    /** The interface's scale the panel is drawn at. */
    private float scale = 1f;

    private final ActionListener keys = this::key;

    private void key(String name, boolean pressed, float tpf) {
        if (!pressed) {
            return;
        }
        if (asking) {
            if (YES.equals(name)) {
                getApplication().enqueue(controls::leave);
            }
            return; // Esc is the table's, which asks the lesson: it stays (escape)
        }
        if (SKIP.equals(name)) {
            askSkip();
        } else if (GO_ON.equals(name) && now != null && now.reading()) {
            askSkip();
        } else if (LEAVE.equals(name) && now != null && now.done()) {
            getApplication().enqueue(controls::leave);
        }
    }

    /**
     * Esc at the lesson's table: in the middle of the lesson the panel asks whether to leave (Y
     * leaves, Esc again stays); once the lesson is done it leaves.
     */
    public void escape() {
        if (now != null && now.done()) {
            controls.leave();
            return;
        }
        asking = !asking;
        if (now != null) {
            show(now);
        }
    }

    /** Whether the panel asks whether to leave the lesson, for tests. */
    public boolean isAsking() {
        return asking;
    }

    /** The panel's screen rectangle {left, bottom, right, top} in pixels, for tests. */
    public float[] screenBox() {
        Vector3f size = panel.getSize();
        Vector3f at = panel.getWorldTranslation();
        float s = panel.getWorldScale().x;
        return new float[] {at.x, at.y - size.y * s, at.x + size.x * s, at.y};
    }

    /** The texts of the panel's buttons now, for tests. */
    public java.util.List<String> buttons() {
        java.util.List<String> texts = new java.util.ArrayList<>();
        for (com.jme3.scene.Spatial c : buttons.getChildren()) {
            if (c instanceof Button b) {
                texts.add(b.getText());
            }
        }
        return texts;
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
        if (now == null) {
            return;
        }
        com.simsilica.es.EntityData ed = getState(EntityDataState.class).getEntityData();
        ed.setComponent(ed.createEntity(), new LessonSkip(now.step()));
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
        cued = getState(EntityDataState.class).getEntityData().getEntities(LessonCue.class, Position.class);
        pieces = getState(EntityDataState.class).getEntityData().getEntities(
                net.ur.client.es.components.PieceId.class, Position.class);
        dice = getState(EntityDataState.class).getEntityData().getEntities(
                net.ur.client.es.components.DieId.class, Position.class);
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
        app.getInputManager().addMapping(GO_ON, new KeyTrigger(KeyInput.KEY_SPACE));
        app.getInputManager().addMapping(YES, new KeyTrigger(KeyInput.KEY_Y));
    }

    @Override
    protected void cleanup(Application app) {
        shown.release();
        cued.release();
        pieces.release();
        dice.release();
        for (String m : MAPPINGS) {
            if (app.getInputManager().hasMapping(m)) {
                app.getInputManager().deleteMapping(m);
            }
        }
    }

    @Override
    protected void onEnable() {
        statusShown(false);
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(panel);
        getApplication().getInputManager().addListener(keys, MAPPINGS);
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
        } else {
            // The camera turns and the cued things move: the panel steps aside when they come under it.
            cued.applyChanges();
            pieces.applyChanges();
            dice.applyChanges();
            place();
        }
    }

    private void show(LessonShown s) {
        if (now == null || now.step() != s.step()) {
            place = -1; // a new step points at other things: the panel finds its best place again
        }
        now = s;
        if (s.done()) {
            asking = false;
        }
        String want = s.done() ? "done" : asking ? "asking" : s.reading() ? "reading" : "playing";
        line.setText(asking ? LessonWords.LEAVE_QUESTION : s.line());
        progress.setText(LessonWords.lessonProgress(s.done(), s.step(), s.steps(), s.note()));
        if (!want.equals(mode)) {
            mode = want;
            buttons.clearChildren();
            switch (want) {
                case "done" -> {
                    if (controls.hasNext()) {
                        button(LessonWords.NEXT_LESSON, controls::next);
                    }
                    button(LessonWords.PLAY_A_GAME, controls::playGame);
                    button(LessonWords.MENU, controls::leave);
                }
                case "asking" -> {
                    button(LessonWords.LEAVE_YES, controls::leave);
                    button(LessonWords.STAY_ESC, this::escape);
                }
                default -> {
                    button(s.reading() ? LessonWords.GO_ON : LessonWords.SKIP_STEP, this::askSkip);
                    button(PanelWords.RESTART, controls::restart);
                    button(LessonWords.LEAVE_ESC, this::escape);
                }
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
        // Laid out in the interface's units (the window's pixels over its scale), drawn at its
        // scale: a 640 x 480 window gets the panel at 0.6 of its size at 1280 x 720.
        scale = UiScale.of(width, height);
        float units = width / scale;
        float max = Math.max(220f, Math.min(360f, units * 0.24f));
        line.setMaxWidth(max);
        progress.setMaxWidth(max);
        Vector3f size = panel.getPreferredSize();
        panel.setSize(size);
        panel.setLocalScale(scale);
        place = -1;
        place();
    }

    /**
     * Stands the panel at the place that covers least of what the lesson points at, and of those
     * that cover none of it, the one that covers least of the pieces and the dice (the first in
     * order among equals); it stays there through the step while it covers nothing pointed at, so
     * that it does not jump as the camera eases.
     */
    private void place() {
        if (width == 0) {
            return;
        }
        Vector3f size = panel.getSize();
        float pw = size.x * scale;
        float ph = size.y * scale;
        java.util.List<float[]> avoid = new java.util.ArrayList<>();
        com.jme3.renderer.Camera cam = getApplication().getCamera();
        float sq = BoardLayout.SQUARE;
        for (Entity e : cued) {
            Vector3f at = e.get(Position.class).location();
            boolean arrow = e.get(LessonCue.class).kind() == LessonStep.Cue.DICE;
            // A die or a piece with its ring, a house with its frame; the dice's arrow stands above them.
            Vector3f centre = arrow ? at.add(0, sq * 0.6f, 0) : at;
            Vector3f extent = arrow ? new Vector3f(sq * 0.4f, sq * 0.8f, sq * 0.4f) : new Vector3f(sq * 0.5f, sq * 0.3f, sq * 0.5f);
            avoid.add(net.ur.client.view.ScreenBoxes.of(cam, centre, extent));
        }
        float[][] places = places(width, height, pw, ph);
        // Covering a cued thing costs far more than covering a piece or a die the step does not
        // need; among places that cover nothing, the earlier is preferred.
        java.util.List<float[]> rather = new java.util.ArrayList<>();
        Vector3f small = new Vector3f(sq * 0.4f, sq * 0.3f, sq * 0.4f);
        for (EntitySet set : new EntitySet[] {pieces, dice}) {
            for (Entity e : set) {
                rather.add(net.ur.client.view.ScreenBoxes.of(cam, e.get(Position.class).location(), small));
            }
        }
        float[] cost = new float[places.length];
        int best = 0;
        for (int i = 0; i < places.length; i++) {
            cost[i] = cover(places[i], avoid) * 1000f + cover(places[i], rather) + i * PREFERENCE;
            if (cost[i] < cost[best]) {
                best = i;
            }
        }
        // The panel moves when it covers what is pointed at, or when another place is clearly
        // better (the camera has settled since): not back and forth as the costs cross.
        if (place < 0 || cover(places[place], avoid) > 0 || cost[place] > cost[best] + 4 * PREFERENCE) {
            place = best;
        }
        panel.setLocalTranslation(places[place][0], places[place][3], 6);
    }

    /**
     * The places the panel may stand, in the order they are tried, as rectangles {left, bottom,
     * right, top} in pixels: at the right under the dice tray (the board and the waiting pieces
     * leave it free in every family's view), at the right's bottom, at the right's top under the
     * HUD's band, at the left's top, at the left's bottom, each inside the window and clear of the
     * HUD's bands at the top and the bottom where the window leaves room.
     *
     * @param width the window's width in pixels
     * @param height the window's height in pixels
     * @param pw the panel's width in pixels
     * @param ph the panel's height in pixels
     * @return the rectangles
     */
    static float[][] places(int width, int height, float pw, float ph) {
        float scale = UiScale.of(width, height);
        float top = Math.max(MARGIN + ph, height - PlayCameraState.HUD_TOP * scale - MARGIN);
        float bottom = Math.min(height - MARGIN, HUD_BOTTOM * scale + ph);
        float right = Math.max(MARGIN, width - pw - MARGIN);
        float[][] tops = {
            {right, Math.max(bottom, height * 0.42f)},
            {right, bottom},
            {right, top},
            {MARGIN, top},
            {MARGIN, bottom},
        };
        float[][] out = new float[tops.length][];
        for (int i = 0; i < tops.length; i++) {
            float y = Math.min(tops[i][1], height - MARGIN);
            out[i] = new float[] {tops[i][0], y - ph, tops[i][0] + pw, y};
        }
        return out;
    }

    /** How much of a rectangle covers the rectangles to avoid (with a margin round them), in square pixels. */
    static float cover(float[] r, java.util.List<float[]> avoid) {
        float sum = 0;
        for (float[] a : avoid) {
            float w = Math.min(r[2], a[2] + MARGIN) - Math.max(r[0], a[0] - MARGIN);
            float h = Math.min(r[3], a[3] + MARGIN) - Math.max(r[1], a[1] - MARGIN);
            if (w > 0 && h > 0) {
                sum += w * h;
            }
        }
        return sum;
    }
}
