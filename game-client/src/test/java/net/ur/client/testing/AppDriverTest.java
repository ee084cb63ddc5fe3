package net.ur.client.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.app.state.BaseAppState;
import com.jme3.system.AppSettings;
import org.junit.jupiter.api.Test;

/** The test driver itself: an application whose render thread dies of an error is reported as stopped. */
class AppDriverTest {

    /** A state that fails in its update once told to (after the driver's gate, as a system's error would). */
    static final class Failing extends BaseAppState {
        volatile boolean fail;

        @Override
        public void update(float tpf) {
            if (fail) {
                throw new IllegalStateException("a system failed (as the test wants)");
            }
        }

        @Override
        protected void initialize(Application app) {
        }

        @Override
        protected void cleanup(Application app) {
        }

        @Override
        protected void onEnable() {
        }

        @Override
        protected void onDisable() {
        }
    }

    @Test
    void aTaskAfterTheRenderThreadDiedOfAnErrorFailsAsStoppedNotAsATimeOut() {
        Failing failing = new Failing();
        SimpleApplication app = new SimpleApplication((AppState[]) null) {
            @Override
            public void simpleInitApp() {
            }
        };
        AppSettings settings = new AppSettings(true);
        settings.setAudioRenderer(null);
        try (AppDriver driver = AppDriver.headless(app, settings)) {
            // Attached now, it comes after the driver's gate: it fails in the frame the gate lets through.
            driver.run(() -> app.getStateManager().attach(failing));
            assertEquals(3, driver.call(() -> 3), "a task runs while the application is well");
            failing.fail = true;
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> driver.call(() -> 4));
            assertTrue(e.getMessage().contains("has stopped"), e.getMessage());
        }
    }
}
