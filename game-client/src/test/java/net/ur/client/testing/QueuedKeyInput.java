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
