package net.ur.client.ui;

import java.util.ArrayList;
import java.util.List;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.KeyInput;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Command;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.TextField;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.event.KeyAction;
import com.simsilica.lemur.event.KeyActionListener;
import jme3utilities.Validate;
import net.ur.client.render.UiScale;

/**
 * A menu screen: a Lemur panel built once in {@code initialize}, attached to the GUI node while
 * the screen is enabled, drawn at the interface's scale ({@link UiScale}, less when the panel
 * would not fit the window otherwise) and laid out again when the window changes size. Screens
 * start disabled; {@link Screens} enables one at a time.
 */
public abstract class ScreenState extends BaseAppState {

    private Panel root;
    /** What the panel hangs from: scaled by the interface's scale, so that the panel is laid out in interface units. */
    private final Node frame = new Node("Screen");
    /** The scale the panel is drawn at now: interface units times it are pixels. */
    private float scale = 1f;
    private com.jme3.scene.Geometry dim;
    /** Set by {@link Screens#back()}: the screen keeps the selection it had when it was left. */
    boolean returning;
    private final List<Button> buttons = new ArrayList<>();
    /** What each button is, in the order of {@link #buttons}: the selection follows it when the panel is built again. */
    private final List<String> buttonKeys = new ArrayList<>();
    /** The buttons that hold a value, and what changes it: +1 the next value, -1 the one before. */
    private final java.util.Map<Button, java.util.function.IntConsumer> values = new java.util.HashMap<>();
    private final List<Field> fields = new ArrayList<>();
    private int selected;
    /**
     * Where the pointer was when the screen was shown or the keyboard last acted: hovering selects a
     * button only once the pointer has moved from there (a panel that appears, or is built again,
     * under a resting pointer does not take the selection from the keyboard).
     */
    private final com.jme3.math.Vector2f pointerAtKeys = new com.jme3.math.Vector2f(Float.NaN, Float.NaN);
    private int laidOutWidth = -1;
    private int laidOutHeight = -1;

    /** Creates a disabled screen. */
    protected ScreenState() {
        setEnabled(false);
    }

    /** Builds the screen's panel; called once, on the render thread. */
    protected abstract Panel build();

    /** The screen's panel as last built, or null before it is shown. */
    protected Panel panel() {
        return root;
    }

    /**
     * Places the panel for a window of the given size, in interface units: the window's pixels
     * divided by the panel's {@link #scale()}.
     *
     * @param panel the screen's panel
     * @param width the window width in interface units
     * @param height the window height in interface units
     */
    protected void layout(Panel panel, int width, int height) {
        Vector3f size = panel.getPreferredSize();
        panel.setLocalTranslation((width - size.x) / 2f, (height + size.y) / 2f, 10f);
    }

    /**
     * Builds the screen's panel again while it is shown (its content changed, e.g. another page
     * of a list), keeping the keyboard selection where it was if it still exists.
     */
    protected void rebuild() {
        if (!isEnabled() || root == null) {
            return;
        }
        int keepIndex = selected;
        String keep = selectedKey();
        root.removeFromParent();
        clearButtons();
        root = buildInLanguage();
        frame.attachChild(root);
        laidOutWidth = -1;
        relayout();
        // A button gone from the panel: the one before where it stood (the one that took its place
        // could be an action the player did not aim at, such as Start).
        reselect(keep, keepIndex - 1);
    }

    private void clearButtons() {
        buttons.clear();
        buttonKeys.clear();
        values.clear();
        fields.clear();
    }

    /** The key of the selected button, or null when the screen has none. */
    private String selectedKey() {
        return selected < buttonKeys.size() ? buttonKeys.get(selected) : null;
    }

    /** Selects the button with the given key or, when the panel has none, the one at the fallback index (clamped). */
    private void reselect(String key, int fallback) {
        int i = key == null ? -1 : buttonKeys.indexOf(key);
        select(i >= 0 ? i : Math.max(0, Math.min(fallback, buttons.size() - 1)));
    }

    /**
     * Selects the button with the given key, if the screen has one (else the selection stays).
     *
     * @param key the key given to {@link #addButton(Container, String, String, String, Runnable)}, or the text
     *     of a button added without one
     */
    protected void select(String key) {
        int i = buttonKeys.indexOf(key);
        if (i >= 0) {
            select(i);
        }
    }

    /**
     * Moves the keyboard's selection to the button with the given key, as an arrow key would.
     *
     * @param key the button's key
     */
    protected void moveTo(String key) {
        keyboardActed();
        select(key);
    }

    /** Lays the panel out again at the next update: its content changed size. */
    protected void contentChanged() {
        laidOutWidth = -1;
    }

    /** The scale the panel is drawn at: its units times it are the window's pixels. */
    protected float scale() {
        return scale;
    }

    /**
     * Where the panel is on the screen, in the window's pixels.
     *
     * @return {left, bottom, right, top}
     */
    public float[] screenBox() {
        Vector3f at = root.getLocalTranslation();
        Vector3f size = root.getSize().x > 0 ? root.getSize() : root.getPreferredSize();
        return new float[] {at.x * scale, (at.y - size.y) * scale, (at.x + size.x) * scale, at.y * scale};
    }

    /** The screen's panel, once initialised. */
    public Panel getRoot() {
        return root;
    }

    /**
     * Adds a button to a container and to the screen's keyboard order: the arrow keys move the
     * selection through the buttons in the order they were added (Left and Right change the value
     * of a line that holds one instead, see {@link #addValueLine}), Enter or Space clicks the
     * selected one, and hovering a button with the mouse selects it. The button's text is its key
     * (see {@link #addButton(Container, String, String, String, Runnable)}).
     *
     * @param parent where the button goes; not null
     * @param text the button's label; not null
     * @param elementId Lemur element id for its style
     * @param action what a click does; not null
     * @return the button
     */
    protected Button addButton(Container parent, String text, String elementId, Runnable action) {
        return addButton(parent, text, text, elementId, action);
    }

    /**
     * Adds a button as {@link #addButton(Container, String, String, Runnable)} does, with a key
     * of its own (for a button whose text changes).
     *
     * @param parent where the button goes; not null
     * @param key what the button is, unique on the screen: the selection stays on it when the
     *     panel is built again or the player comes back from another screen; not null
     * @param text the button's label; not null
     * @param elementId Lemur element id for its style
     * @param action what a click does; not null
     * @return the button
     */
    @SuppressWarnings("unchecked")
    protected Button addButton(Container parent, String key, String text, String elementId, Runnable action) {
        Button b = parent.addChild(new Button(text, new com.simsilica.lemur.style.ElementId(elementId), UrStyle.NAME));
        noHighlightOfItsOwn(b);
        b.addClickCommands((Command<Button>) source -> action.run());
        b.addCommands(Button.ButtonAction.HighlightOn, (Command<Button>) source -> hovered(source));
        net.ur.client.audio.UiSounds.attach(b);
        buttons.add(b);
        buttonKeys.add(key);
        return b;
    }

    /**
     * Adds a line that holds a value, e.g. "Opponent: the computer": a click, Enter or Right gives
     * it its next value, Left its value before; Up and Down move the selection to the other lines,
     * and the selection stays on this line while its value changes.
     *
     * @param parent where the line goes; not null
     * @param key what the line is, unique on the screen (its text changes with its value); not null
     * @param elementId Lemur element id for its style
     * @param change changes the value: +1 to the next, -1 to the one before; not null
     * @return the line's button, its text set by the screen
     */
    protected Button addValueLine(Container parent, String key, String elementId, java.util.function.IntConsumer change) {
        Validate.nonNull(change, "change");
        Button b = addButton(parent, key, "", elementId, () -> change.accept(1));
        values.put(b, change);
        return b;
    }

    /**
     * Adds a line of text the player can edit: a button with the field's name, in the keyboard
     * order like any button, and the text field beside it. Enter on the button (or a click on the
     * field) puts the keyboard in the field; while it is there the keys type into it and reach no
     * other binding (Lemur consumes them); Enter or a click elsewhere ends the editing and keeps the
     * text, Esc puts back the text from before, Up, Down and Tab keep it and move the selection.
     * Every change the screen accepts is kept at once.
     *
     * @param parent where the line goes; not null
     * @param name the field's name, shown on its button; not null
     * @param text the text to start with; not null
     * @param maxLength the longest text, at least 1
     * @param accept takes a changed text and says whether it was kept (false: the field shows the
     *     last kept text again when the editing ends); not null
     * @return the text field
     */
    @SuppressWarnings("unchecked")
    protected TextField addTextField(Container parent, String name, String text, int maxLength,
            java.util.function.Predicate<String> accept) {
        Container line = parent.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Last, FillMode.None)));
        TextField field = new TextField(text, UrStyle.TEXT_FIELD, UrStyle.NAME);
        field.setSingleLine(true);
        field.setPreferredWidth(300);
        Button label = new Button(name, UrStyle.BODY, UrStyle.NAME);
        noHighlightOfItsOwn(label);
        line.addChild(label);
        line.addChild(field);
        label.addClickCommands((Command<Button>) source -> edit(field));
        label.addCommands(Button.ButtonAction.HighlightOn, (Command<Button>) source -> hovered(source));
        net.ur.client.audio.UiSounds.attach(label);
        buttons.add(label);
        buttonKeys.add(name);
        fields.add(new Field(field, maxLength, accept, new String[] {text, text},
                field.getDocumentModel().createReference(), new boolean[1]));
        java.util.Map<KeyAction, KeyActionListener> keys = field.getActionMap();
        KeyActionListener done = (source, key) -> GuiGlobals.getInstance().releaseFocus(field);
        keys.put(new KeyAction(KeyInput.KEY_RETURN), done);
        keys.put(new KeyAction(KeyInput.KEY_NUMPADENTER), done);
        keys.put(new KeyAction(KeyInput.KEY_ESCAPE), (source, key) -> {
            Field f = fieldOf(field);
            String before = f.kept()[1];
            if (!before.equals(f.kept()[0]) && f.accept().test(before)) {
                f.kept()[0] = before;
            }
            field.setText(f.kept()[0]);
            f.changes().update();
            GuiGlobals.getInstance().releaseFocus(field);
        });
        keys.put(new KeyAction(KeyInput.KEY_UP), (source, key) -> {
            GuiGlobals.getInstance().releaseFocus(field);
            navigate(-1);
        });
        KeyActionListener next = (source, key) -> {
            GuiGlobals.getInstance().releaseFocus(field);
            navigate(1);
        };
        keys.put(new KeyAction(KeyInput.KEY_DOWN), next);
        keys.put(new KeyAction(KeyInput.KEY_TAB), next);
        return field;
    }

    /**
     * Takes away Lemur's own colouring of a button under the pointer: the screen's selection alone
     * is gold ({@link #select}), so that the line under a resting pointer and the keyboard's line are
     * never both lit; hovering selects the line once the pointer moves ({@link #hovered}).
     */
    private static void noHighlightOfItsOwn(Button b) {
        b.setHighlightColor(null);
        b.setHighlightShadowColor(null);
    }

    /** An editable line: its field, its limit, what keeps a change, the text kept last and the text before the editing. */
    private record Field(TextField field, int maxLength, java.util.function.Predicate<String> accept, String[] kept,
            com.simsilica.lemur.core.VersionedReference<com.simsilica.lemur.text.DocumentModel> changes,
            boolean[] shownEditing) {
    }

    private Field fieldOf(TextField field) {
        for (Field f : fields) {
            if (f.field() == field) {
                return f;
            }
        }
        throw new IllegalArgumentException("not a field of this screen");
    }

    /**
     * Puts the keyboard in a text field of this screen, its cursor at the end.
     *
     * @param field a field made by {@link #addTextField}
     */
    public void edit(TextField field) {
        Field f = fieldOf(field);
        field.getDocumentModel().end(false);
        if (GuiGlobals.getInstance().getFocusManagerState() != null) {
            f.kept()[1] = f.kept()[0];
            GuiGlobals.getInstance().requestFocus(field);
        }
    }

    /** The spatial with Lemur's keyboard focus; null when there is none or no focus manager (headless). */
    private static Spatial focus() {
        return GuiGlobals.getInstance().getFocusManagerState() == null ? null : GuiGlobals.getInstance().getCurrentFocus();
    }

    /** The text field the keyboard is in, or null. */
    public TextField editing() {
        for (Field f : fields) {
            if (focus() == f.field()) {
                return f.field();
            }
        }
        return null;
    }

    /** Keeps changed texts (or, once the editing ends, puts back the last kept one) and marks the field being edited. */
    private void checkFields() {
        Spatial focus = focus();
        for (Field f : fields) {
            String text = f.field().getText();
            if (text.length() > f.maxLength()) {
                f.field().setText(text.substring(0, f.maxLength()));
                text = f.field().getText();
            }
            boolean editing = focus == f.field();
            if (editing && !f.shownEditing()[0]) {
                f.kept()[1] = f.kept()[0];
            }
            if (f.changes().update() && !text.equals(f.kept()[0]) && f.accept().test(text)) {
                f.kept()[0] = text;
            }
            if (!editing && !text.equals(f.kept()[0])) {
                f.field().setText(f.kept()[0]);
                f.changes().update();
            }
            if (editing != f.shownEditing()[0]) {
                f.shownEditing()[0] = editing;
                f.field().setBackground(UrStyle.fieldBackground(editing));
                f.field().setColor(editing ? UrStyle.GOLD : UrStyle.SHELL);
            }
        }
    }

    private static final String BASE_COLOR = "ur.baseColor";

    /**
     * Gives a button another colour than shell white when it is not selected (e.g. a saved game
     * that cannot be read).
     *
     * @param button a button of this screen; not null
     * @param color its colour; not null
     */
    protected void setBaseColor(Button button, ColorRGBA color) {
        button.setUserData(BASE_COLOR, color.clone());
        if (button != getSelected()) {
            button.setColor(color);
        }
    }

    /** The screen's buttons in keyboard order. */
    public List<Button> getButtons() {
        return List.copyOf(buttons);
    }

    /** The button that Enter would click, or null if the screen has none. */
    public Button getSelected() {
        // While the panel is built again the old selection may point past the buttons made so far.
        return selected < buttons.size() ? buttons.get(selected) : null;
    }

    /**
     * Moves the keyboard selection; it stops at the first and the last line (Up on the first line
     * does not jump to the last, which is often Quit or Back).
     *
     * @param delta +1 for the next button, -1 for the previous
     */
    public void navigate(int delta) {
        keyboardActed();
        if (!buttons.isEmpty()) {
            select(Math.max(0, Math.min(buttons.size() - 1, selected + delta)));
        }
    }

    /**
     * What Esc does on this screen before it goes back: a screen asking a question takes the
     * question away instead. False by default.
     *
     * @return whether Esc was taken here (then the screen is not left)
     */
    protected boolean escape() {
        return false;
    }

    /** Esc on this screen: its own answer, else back to the screen before. */
    void escapePressed() {
        keyboardActed();
        if (!escape()) {
            screens().back();
        }
    }

    /**
     * Called when the selection moves to another button (by the keys, the pointer or the screen),
     * after the colours are set: a screen may mark more than the selected button.
     *
     * @param button the selected button; not null
     */
    protected void selectionChanged(Button button) {
    }

    /**
     * Left or Right: changes the value of the selected line, or, on a button that holds no value,
     * moves the selection as Up or Down would (the buttons of a row read left to right).
     *
     * @param delta +1 for Right, -1 for Left
     */
    public void sideways(int delta) {
        keyboardActed();
        java.util.function.IntConsumer change = values.get(getSelected());
        if (change != null) {
            change.accept(delta);
        } else {
            navigate(delta);
        }
    }

    /** The pointer came over a button: it is selected if the pointer moved since the keyboard last acted. */
    private void hovered(Button source) {
        com.jme3.input.InputManager im = getApplication().getInputManager();
        if (im == null || Float.isNaN(pointerAtKeys.x) || im.getCursorPosition().distanceSquared(pointerAtKeys) > 0.25f) {
            select(buttons.indexOf(source));
        }
    }

    /** The keyboard acted (or the screen was shown): the selection is the keyboard's until the pointer moves. */
    private void keyboardActed() {
        com.jme3.input.InputManager im = getApplication().getInputManager();
        if (im != null) {
            pointerAtKeys.set(im.getCursorPosition());
        }
    }

    /** Clicks the selected button, if any. */
    public void activate() {
        keyboardActed();
        Button b = getSelected();
        if (b != null) {
            b.click();
        }
    }

    private void select(int index) {
        if (index < 0 || index >= buttons.size()) {
            return;
        }
        selected = index;
        for (int i = 0; i < buttons.size(); i++) {
            ColorRGBA base = buttons.get(i).getUserData(BASE_COLOR);
            buttons.get(i).setColor(i == selected ? UrStyle.GOLD : base == null ? UrStyle.SHELL : base);
        }
        selectionChanged(buttons.get(selected));
    }

    /** The navigator that shows the other screens. */
    protected Screens screens() {
        return getStateManager().getState(Screens.class);
    }

    /** The language the panel was last built in: a screen shown in another is built again ({@link #onEnable}). */
    private String builtIn;

    private Panel buildInLanguage() {
        builtIn = net.ur.client.words.Words.language();
        return build();
    }

    @Override
    protected void initialize(Application app) {
        if (!rebuildOnShow()) {
            root = buildInLanguage();
        }
    }

    @Override
    protected void cleanup(Application app) {
        root = null;
    }

    /**
     * Whether the screen is built anew each time it is shown (its content depends on files or
     * state that change); false by default.
     */
    protected boolean rebuildOnShow() {
        return false;
    }

    /**
     * Whether the game at the table is darkened while this screen is shown over it; true by
     * default (a panel over the busy board reads better on a darkened scene).
     */
    protected boolean dimsTheTable() {
        return true;
    }

    @Override
    protected void onEnable() {
        String keep = returning ? selectedKey() : null;
        int keepIndex = selected;
        if (rebuildOnShow() || root == null || !net.ur.client.words.Words.language().equals(builtIn)) {
            clearButtons();
            root = buildInLanguage();
            laidOutWidth = -1;
        }
        Node gui = ((SimpleApplication) getApplication()).getGuiNode();
        Screens screens = screens();
        if (screens != null && screens.isOverGame() && dimsTheTable()) {
            // Over a game the scene is darkened, so that the panel reads well over the busy board.
            if (dim == null) {
                dim = new com.jme3.scene.Geometry("Dim", new com.jme3.scene.shape.Quad(1, 1));
                com.jme3.material.Material m = new com.jme3.material.Material(getApplication().getAssetManager(),
                        "Common/MatDefs/Misc/Unshaded.j3md");
                m.setColor("Color", new com.jme3.math.ColorRGBA(0, 0, 0, 0.5f));
                m.getAdditionalRenderState().setBlendMode(com.jme3.material.RenderState.BlendMode.Alpha);
                dim.setMaterial(m);
                dim.setQueueBucket(com.jme3.renderer.queue.RenderQueue.Bucket.Gui);
            }
            gui.attachChild(dim);
        }
        frame.attachChild(root);
        gui.attachChild(frame);
        keyboardActed();
        relayout();
        if (returning) {
            reselect(keep, keepIndex);
        } else {
            select(0);
        }
        returning = false;
    }

    @Override
    protected void onDisable() {
        TextField field = editing();
        if (field != null) {
            GuiGlobals.getInstance().releaseFocus(field);
            checkFields();
        }
        if (root != null) {
            root.removeFromParent();
        }
        frame.removeFromParent();
        if (dim != null) {
            dim.removeFromParent();
        }
        laidOutWidth = -1;
    }

    @Override
    public void update(float tpf) {
        relayout();
        if (!fields.isEmpty()) {
            checkFields();
        }
    }

    /** Moves the panel, as its screen laid it out, as far as it takes to stand wholly inside the window. */
    private void keepInside(int width, int height) {
        Vector3f at = root.getLocalTranslation();
        Vector3f size = root.getPreferredSize();
        float edge = UiScale.EDGE / scale;
        float x = Math.max(edge, Math.min(at.x, width - edge - size.x));
        float y = Math.min(height - edge, Math.max(at.y, edge + size.y));
        root.setLocalTranslation(x, y, at.z);
    }

    private void relayout() {
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        if (w != laidOutWidth || h != laidOutHeight) {
            Vector3f size = root.getPreferredSize();
            scale = UiScale.fitting(w, h, size.x, size.y);
            frame.setLocalScale(scale);
            int units = Math.round(w / scale);
            int unitsHigh = Math.round(h / scale);
            layout(root, units, unitsHigh);
            keepInside(units, unitsHigh);
            if (dim != null) {
                dim.setLocalScale(w, h, 1);
                dim.setLocalTranslation(0, 0, 8f);
            }
            laidOutWidth = w;
            laidOutHeight = h;
        }
    }
}
