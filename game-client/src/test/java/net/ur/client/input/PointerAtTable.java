package net.ur.client.input;

import com.jme3.app.Application;
import com.jme3.math.Vector2f;
import net.ur.client.testing.AppDriver;

/**
 * A person's pointer at the table, for tests in other packages: it comes to a point of the
 * window, rests there a frame (what is under it is hovered) and clicks, as the mouse would.
 */
public final class PointerAtTable {

    private PointerAtTable() {
    }

    /**
     * Points at a point of the window and clicks there.
     *
     * @param driver the running game
     * @param app the game
     * @param x pixels from the left
     * @param y pixels from the bottom
     */
    public static void clickAt(AppDriver driver, Application app, float x, float y) {
        PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
        driver.run(() -> input.pointAt(new Vector2f(x, y)));
        driver.frames(2);
        driver.run(input::click);
        driver.frames(1);
        driver.run(() -> input.pointAt(null));
    }
}
