package net.ur.client.ui;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import java.util.ArrayDeque;
import java.util.Deque;
import jme3utilities.Validate;

/**
 * Navigates between the menu screens: exactly one screen is enabled at a time, a back stack
 * remembers where the player came from, and the keyboard works every screen: Esc goes back, Up,
 * Down and Tab move the selection, Left and Right change the value of a line that holds one (and
 * move the selection elsewhere), Enter or Space clicks. A screen the player comes back to has the
 * same button selected as when it was left. In a game the same navigator
 * shows the pause and end panels over the table ({@link #showOver}), and the menu screens they
 * lead to; Esc on such a first screen runs its own action (resume).
 */
public class Screens extends BaseAppState {

    /** Input mapping name of the back action (Esc). */
    public static final String BACK = "Ur.Screens.Back";
    /** Input mapping name of moving the selection up or back (Up arrow; Shift+Tab is not mapped). */
    public static final String UP = "Ur.Screens.Up";
    /** Input mapping name of moving the selection down or on (Down arrow, Tab). */
    public static final String DOWN = "Ur.Screens.Down";
    /** Input mapping name of the Left arrow: the value before, or the selection back. */
    public static final String LEFT = "Ur.Screens.Left";
    /** Input mapping name of the Right arrow: the next value, or the selection on. */
    public static final String RIGHT = "Ur.Screens.Right";
    /** Input mapping name of clicking the selected button (Enter, Space). */
    public static final String ACTIVATE = "Ur.Screens.Activate";
    private static final String[] MAPPINGS = {BACK, UP, DOWN, LEFT, RIGHT, ACTIVATE};

    private final Deque<ScreenState> history = new ArrayDeque<>();
    private ScreenState current;
    /** What Esc does on the first screen: nothing on the main menu, resume on the pause panel. */
    private Runnable rootBack;
    private boolean overGame;
    private final ActionListener keyListener = (name, pressed, tpf) -> {
        if (!pressed || current == null) {
            return;
        }
        switch (name) {
            case BACK -> current.escapePressed();
            case UP -> current.navigate(-1);
            case DOWN -> current.navigate(1);
            case LEFT -> current.sideways(-1);
            case RIGHT -> current.sideways(1);
            case ACTIVATE -> current.activate();
            default -> { }
        }
    };

    /**
     * Shows the screen of the given class, remembering the current one for {@link #back()}.
     *
     * @param type the class of an attached screen state; not null
     * @throws IllegalArgumentException if no such screen is attached
     */
    public void show(Class<? extends ScreenState> type) {
        ScreenState next = find(type);
        if (next == current) {
            return;
        }
        if (current != null) {
            history.push(current);
        }
        switchTo(next);
    }

    /**
     * Shows the given attached screen, remembering the current one for {@link #back()}.
     *
     * @param next an attached screen; not null
     */
    public void show(ScreenState next) {
        Validate.nonNull(next, "next");
        Validate.require(getStateManager().hasState(next), "an attached screen");
        if (next == current) {
            return;
        }
        if (current != null) {
            history.push(current);
        }
        switchTo(next);
    }

    /**
     * Goes back to the screen before this one. On the first screen it does nothing, or, for a
     * screen shown with {@link #showOver}, runs that screen's action at the start of the next
     * frame (so that the key which asked for it is not seen again by the game).
     */
    public void back() {
        if (history.isEmpty()) {
            if (rootBack != null) {
                getApplication().enqueue(rootBack);
            }
            return;
        }
        ScreenState previous = history.pop();
        previous.returning = true;
        switchTo(previous);
    }

    /**
     * Shows a screen over a game, with an empty back stack, and listens to the keyboard: the
     * pause and end panels. Other screens shown from it come back to it.
     *
     * @param root an attached screen; not null
     * @param onBack what Esc on that screen does (e.g. resume the game), or null for nothing
     */
    public void showOver(ScreenState root, Runnable onBack) {
        Validate.nonNull(root, "root");
        Validate.require(getStateManager().hasState(root), "an attached screen");
        history.clear();
        if (current != null) {
            current.setEnabled(false);
            current = null;
        }
        rootBack = onBack;
        overGame = true;
        switchTo(root);
        setEnabled(true);
    }

    /** Hides every screen and stops listening to the keyboard: a game takes over. */
    public void hideAll() {
        if (current != null) {
            current.setEnabled(false);
        }
        current = null;
        rootBack = null;
        overGame = false;
        history.clear();
        setEnabled(false);
    }

    /** Whether the screens are shown over a game (the pause or end panel, or one opened from them). */
    public boolean isOverGame() {
        return overGame;
    }

    /** Shows the main menu with an empty back stack, listening to the keyboard again. */
    public void showMainMenu() {
        history.clear();
        rootBack = null;
        overGame = false;
        if (current != null) {
            current.setEnabled(false);
            current = null;
        }
        if (isEnabled()) {
            switchTo(getStateManager().getState(MainMenuScreen.class));
        } else {
            setEnabled(true);
        }
    }

    /** The screen shown now, or null before the first is shown. */
    public ScreenState current() {
        return current;
    }

    private ScreenState find(Class<? extends ScreenState> type) {
        Validate.nonNull(type, "type");
        ScreenState s = getStateManager().getState(type);
        if (s == null) {
            throw new IllegalArgumentException("no screen of type " + type.getSimpleName() + " is attached");
        }
        return s;
    }

    private void switchTo(ScreenState next) {
        if (current != null) {
            current.setEnabled(false);
        }
        current = next;
        current.setEnabled(true);
    }

    @Override
    protected void initialize(Application app) {
        if (app.getInputManager() != null) {
            app.getInputManager().addMapping(BACK, new KeyTrigger(KeyInput.KEY_ESCAPE));
            app.getInputManager().addMapping(UP, new KeyTrigger(KeyInput.KEY_UP));
            app.getInputManager().addMapping(DOWN, new KeyTrigger(KeyInput.KEY_DOWN), new KeyTrigger(KeyInput.KEY_TAB));
            app.getInputManager().addMapping(LEFT, new KeyTrigger(KeyInput.KEY_LEFT));
            app.getInputManager().addMapping(RIGHT, new KeyTrigger(KeyInput.KEY_RIGHT));
            app.getInputManager().addMapping(ACTIVATE, new KeyTrigger(KeyInput.KEY_RETURN),
                    new KeyTrigger(KeyInput.KEY_NUMPADENTER), new KeyTrigger(KeyInput.KEY_SPACE));
        }
    }

    @Override
    protected void cleanup(Application app) {
        for (String m : MAPPINGS) {
            if (app.getInputManager() != null && app.getInputManager().hasMapping(m)) {
                app.getInputManager().deleteMapping(m);
            }
        }
    }

    @Override
    protected void onEnable() {
        if (getApplication().getInputManager() != null) {
            getApplication().getInputManager().addListener(keyListener, MAPPINGS);
        }
        if (current == null) {
            switchTo(getStateManager().getState(MainMenuScreen.class));
        }
    }

    @Override
    protected void onDisable() {
        if (getApplication().getInputManager() != null) {
            getApplication().getInputManager().removeListener(keyListener);
        }
    }
}
