package net.ur.client.testing;

import com.jme3.input.KeyInput;
import com.jme3.input.RawInputListener;
import com.jme3.input.event.KeyInputEvent;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A keyboard for headless tests: key presses queued by the test are delivered to jME's input
 * manager at the moment it polls its devices, as a real keyboard's would be.
 */
public final class QueuedKeyInput implements KeyInput {

    private final ConcurrentLinkedQueue<KeyInputEvent> queue = new ConcurrentLinkedQueue<>();
    private RawInputListener listener;
    private boolean initialized;

    /**
     * Queues a press and release of a key.
     *
     * @param keyCode one of {@link KeyInput}'s KEY_ codes
     */
    public void tap(int keyCode) {
        queue.add(new KeyInputEvent(keyCode, '\0', true, false));
        queue.add(new KeyInputEvent(keyCode, '\0', false, false));
    }

    /**
     * Queues the presses and releases of the keys that type a text, each carrying its character
     * as a real keyboard's events do (a space is the space bar; letters their keys).
     *
     * @param text the characters; not null
     */
    public void type(String text) {
        for (char c : text.toCharArray()) {
            int code = codeOf(c);
            queue.add(new KeyInputEvent(code, c, true, false));
            queue.add(new KeyInputEvent(code, c, false, false));
        }
    }

    private static int codeOf(char c) {
        if (c == ' ') {
            return KeyInput.KEY_SPACE;
        }
        String letters = "abcdefghijklmnopqrstuvwxyz";
        int[] codes = {KeyInput.KEY_A, KeyInput.KEY_B, KeyInput.KEY_C, KeyInput.KEY_D, KeyInput.KEY_E, KeyInput.KEY_F,
            KeyInput.KEY_G, KeyInput.KEY_H, KeyInput.KEY_I, KeyInput.KEY_J, KeyInput.KEY_K, KeyInput.KEY_L, KeyInput.KEY_M,
            KeyInput.KEY_N, KeyInput.KEY_O, KeyInput.KEY_P, KeyInput.KEY_Q, KeyInput.KEY_R, KeyInput.KEY_S, KeyInput.KEY_T,
            KeyInput.KEY_U, KeyInput.KEY_V, KeyInput.KEY_W, KeyInput.KEY_X, KeyInput.KEY_Y, KeyInput.KEY_Z};
        int i = letters.indexOf(Character.toLowerCase(c));
        return i >= 0 ? codes[i] : KeyInput.KEY_UNKNOWN;
    }

    @Override
    public void initialize() {
        initialized = true;
    }

    @Override
    public void update() {
        KeyInputEvent e;
        while ((e = queue.poll()) != null) {
            if (listener != null) {
                e.setTime(getInputTimeNanos());
                listener.onKeyEvent(e);
            }
        }
    }

    @Override
    public void destroy() {
        initialized = false;
    }

    @Override
    public boolean isInitialized() {
        return initialized;
    }

    @Override
    public void setInputListener(RawInputListener listener) {
        this.listener = listener;
    }

    @Override
    public long getInputTimeNanos() {
        return System.nanoTime();
    }

    @Override
    public String getKeyName(int key) {
        return "key " + key;
    }
}
