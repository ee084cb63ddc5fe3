package net.ur.client.testing;

import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.RawInputListener;
import com.jme3.input.event.KeyInputEvent;
import com.jme3.input.event.MouseButtonEvent;
import com.jme3.input.event.MouseMotionEvent;
import com.jme3.input.lwjgl.GlfwKeyInput;
import com.jme3.input.lwjgl.GlfwMouseInput;
import com.jme3.system.lwjgl.LwjglDisplay;
import com.jme3.system.lwjgl.LwjglWindow;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Keys and mouse events for a game in a real window, queued by a test and delivered to jME's input
 * manager when it polls the window's keyboard and mouse, after what they delivered themselves, as
 * a real keyboard's and mouse's events are (jME refuses events raised at any other moment). The
 * window's own devices go on working.
 */
public final class InjectedInput {

    private final ConcurrentLinkedQueue<KeyInputEvent> keys = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Object> mouse = new ConcurrentLinkedQueue<>();
    private int x;
    private int y;
    private int wheel;

    /**
     * Queues a key's press or release.
     *
     * @param code one of {@link KeyInput}'s KEY_ codes
     * @param character the character it types, or {@code '\0'}
     * @param pressed true for the press
     */
    public void key(int code, char character, boolean pressed) {
        keys.add(new KeyInputEvent(code, character, pressed, false));
    }

    /**
     * Queues a move of the pointer and a turn of the wheel.
     *
     * @param toX where the pointer goes, in pixels from the window's left
     * @param toY where it goes, in pixels from the window's bottom
     * @param wheelTurn the wheel's turn (120 a notch), or 0
     */
    public synchronized void move(int toX, int toY, int wheelTurn) {
        wheel += wheelTurn;
        mouse.add(new MouseMotionEvent(toX, toY, toX - x, toY - y, wheel, wheelTurn));
        x = toX;
        y = toY;
    }

    /**
     * Queues a mouse button's press or release where the pointer is.
     *
     * @param button {@link MouseInput#BUTTON_LEFT}, {@code BUTTON_RIGHT} or {@code BUTTON_MIDDLE}
     * @param pressed true for the press
     */
    public synchronized void button(int button, boolean pressed) {
        mouse.add(new MouseButtonEvent(button, pressed, x, y));
    }

    /** A new window context whose keyboard and mouse deliver the queued events too. */
    public LwjglDisplay newContext() {
        return new LwjglDisplay() {
            private KeyInput keyInput;
            private MouseInput mouseInput;

            @Override
            public KeyInput getKeyInput() {
                if (keyInput == null) {
                    keyInput = new Keys(this);
                }
                return keyInput;
            }

            @Override
            public MouseInput getMouseInput() {
                if (mouseInput == null) {
                    mouseInput = new Mouse(this);
                }
                return mouseInput;
            }
        };
    }

    /** The window's keyboard, then the queued keys. */
    private final class Keys extends GlfwKeyInput {
        private RawInputListener listener;

        Keys(LwjglWindow context) {
            super(context);
        }

        @Override
        public void setInputListener(RawInputListener listener) {
            this.listener = listener;
            super.setInputListener(listener);
        }

        @Override
        public void update() {
            super.update();
            KeyInputEvent e;
            while (listener != null && (e = keys.poll()) != null) {
                e.setTime(getInputTimeNanos());
                listener.onKeyEvent(e);
            }
        }
    }

    /** The window's mouse, then the queued moves and buttons. */
    private final class Mouse extends GlfwMouseInput {
        private RawInputListener listener;

        Mouse(LwjglWindow context) {
            super(context);
        }

        @Override
        public void setInputListener(RawInputListener listener) {
            this.listener = listener;
            super.setInputListener(listener);
        }

        @Override
        public void update() {
            super.update();
            Object e;
            while (listener != null && (e = mouse.poll()) != null) {
                if (e instanceof MouseMotionEvent m) {
                    m.setTime(getInputTimeNanos());
                    listener.onMouseMotionEvent(m);
                } else if (e instanceof MouseButtonEvent b) {
                    b.setTime(getInputTimeNanos());
                    listener.onMouseButtonEvent(b);
                }
            }
        }
    }
}
