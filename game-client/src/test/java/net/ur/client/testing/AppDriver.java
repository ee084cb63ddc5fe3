package net.ur.client.testing;

import com.jme3.app.Application;
import com.jme3.app.LegacyApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.KeyInput;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import com.jme3.system.NullContext;
import java.lang.reflect.Field;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Drives a jME application from a test, frame by frame: the render thread waits at a gate at the
 * start of each frame's state updates until the test lets it through, and every frame lasts the
 * same simulated time ({@link FixedStepTimer}). Work on the scene is done with {@link #call},
 * which runs on the render thread.
 */
public final class AppDriver implements AutoCloseable {

    private static final long TIMEOUT_SECONDS = 60;
    /** How long a frame or a task on the render thread may take before the application counts as stuck. */
    private volatile long timeoutSeconds = TIMEOUT_SECONDS;

    static {
        // jME and Minie log every body and buffer at INFO through java.util.logging: keep tests quiet.
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.WARNING);
        for (java.util.logging.Handler h : java.util.logging.Logger.getLogger("").getHandlers()) {
            h.setLevel(java.util.logging.Level.WARNING);
        }
    }

    private final Application app;
    private final Gate gate = new Gate();
    private final QueuedKeyInput keys = new QueuedKeyInput();

    private AppDriver(Application app) {
        this.app = app;
    }

    /**
     * Starts the application headless (no window, no GPU) and waits until it has initialised.
     *
     * @param app a new application; not started
     * @param settings its settings; the frame-rate cap is lifted
     * @return the driver
     */
    public static AppDriver headless(LegacyApplication app, AppSettings settings) {
        return start(app, settings, JmeContext.Type.Headless, false);
    }

    /**
     * Starts the application headless as {@link #headless} does, but with Lemur's input as in a
     * window: keyboard focus and the key interception of its text fields (Lemur sets those up
     * only when the context is not of the Headless type, so this context calls itself an
     * off-screen surface; it still has no window and no GPU).
     *
     * @param app a new application; not started
     * @param settings its settings; the frame-rate cap is lifted
     * @return the driver
     */
    public static AppDriver headlessWithFocus(LegacyApplication app, AppSettings settings) {
        return start(app, settings, JmeContext.Type.Headless, true);
    }

    /**
     * Starts the application in a real window (needs a display, e.g. Xvfb) and waits until it has
     * initialised.
     *
     * @param app a new application; not started
     * @param settings its settings; vsync is turned off and the frame-rate cap lifted
     * @return the driver
     */
    public static AppDriver window(LegacyApplication app, AppSettings settings) {
        settings.setVSync(false);
        return start(app, settings, JmeContext.Type.Display, false);
    }

    /**
     * Starts the application in a real window as {@link #window} does, its keyboard and mouse also
     * delivering the events a test queues in {@code input} (the application's own {@code start},
     * which looks at the display first, is not used).
     *
     * @param app a new application; not started
     * @param settings its settings; vsync is turned off and the frame-rate cap lifted
     * @param input where the test queues keys and mouse events; not null
     * @return the driver
     */
    public static AppDriver window(LegacyApplication app, AppSettings settings, InjectedInput input) {
        settings.setVSync(false);
        return start(app, settings, JmeContext.Type.Display, false, input);
    }

    private static AppDriver start(LegacyApplication app, AppSettings settings, JmeContext.Type type, boolean focus) {
        return start(app, settings, type, focus, null);
    }

    private static AppDriver start(LegacyApplication app, AppSettings settings, JmeContext.Type type, boolean focus,
            InjectedInput input) {
        settings.setFrameRate(100_000);
        app.setSettings(settings);
        app.setTimer(new FixedStepTimer(1f / 60f));
        AppDriver driver = new AppDriver(app);
        app.getStateManager().attach(driver.gate);
        if (type == JmeContext.Type.Headless) {
            startHeadless(app, settings, driver.keys, focus);
        } else if (input != null) {
            JmeContext context = input.newContext();
            context.setSettings(settings);
            context.setSystemListener(app);
            setContext(app, context);
            context.create(false);
        } else {
            app.start(type);
        }
        // The first frame initialises every state; wait until the gate has been reached.
        driver.frames(1);
        return driver;
    }

    /**
     * Starts the application on a headless context whose keyboard is {@code keys}; otherwise as
     * {@code app.start(Type.Headless)} does (its context field is set the same way).
     */
    private static void startHeadless(LegacyApplication app, AppSettings settings, QueuedKeyInput keys, boolean focus) {
        NullContext context = new NullContext() {
            @Override
            public KeyInput getKeyInput() {
                return keys;
            }

            @Override
            public Type getType() {
                return focus ? Type.OffscreenSurface : Type.Headless;
            }
        };
        context.setSettings(settings);
        context.setSystemListener(app);
        setContext(app, context);
        context.create(false);
    }

    /** Sets the application's context field, as {@code app.start} does with the context it makes. */
    private static void setContext(LegacyApplication app, JmeContext context) {
        try {
            Field f = LegacyApplication.class.getDeclaredField("context");
            f.setAccessible(true);
            f.set(app, context);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot give the application a test context: " + e, e);
        }
    }

    /**
     * Presses and releases a key (headless only) and lets one frame run so that it is handled.
     *
     * @param keyCode one of KeyInput's KEY_ codes
     */
    public void tap(int keyCode) {
        keys.tap(keyCode);
        frames(2);
    }

    /**
     * Types a text on the keyboard (headless only) and lets two frames run so that it is handled.
     *
     * @param text the characters; not null
     */
    public void type(String text) {
        keys.type(text);
        frames(2);
    }

    /**
     * Sets how long {@link #frames} and {@link #call} wait for the render thread before they fail
     * (a frozen application): 60 seconds unless set.
     *
     * @param seconds at least 1
     * @return this driver
     */
    public AppDriver timeout(long seconds) {
        if (seconds < 1) {
            throw new IllegalArgumentException("the timeout must be at least 1 second, not " + seconds);
        }
        timeoutSeconds = seconds;
        return this;
    }

    /** The application. */
    public Application app() {
        return app;
    }

    /**
     * Lets the application run, five frames at a time, until a condition holds on the render
     * thread (at most 20,000 frames), and fails the test if it never does.
     *
     * @param condition what the game must reach, read on the render thread; not null
     */
    public void waitUntil(java.util.function.BooleanSupplier condition) {
        for (int i = 0; i < 4000 && !call(condition::getAsBoolean); i++) {
            frames(5);
        }
        org.junit.jupiter.api.Assertions.assertTrue(call(condition::getAsBoolean), "the game reached the awaited point");
    }

    /**
     * Lets the application run the given number of frames and waits until it has.
     *
     * @param n frames, at least 1
     */
    public void frames(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("frames must be at least 1, not " + n);
        }
        gate.permits.release(n);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        try {
            int left = n;
            while (left > 0) {
                if (gate.passed.tryAcquire(50, TimeUnit.MILLISECONDS)) {
                    left--;
                } else if (gate.started && (!app.getContext().isCreated() || !gate.renderThread.isAlive())) {
                    throw new IllegalStateException("the application has stopped (its error, if any, is in the log above)");
                } else if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the application did not run " + n + " frames within " + timeoutSeconds + " s");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for frames", e);
        }
    }

    /**
     * Lets the application run frames as {@link #frames} does, then waits until it is held at the
     * gate again: the last frame's systems, rendering and queued tasks are done. Two applications in
     * one JVM driven this way in turn never run their table systems at the same time.
     *
     * @param n frames, at least 1
     */
    public void framesToGate(int n) {
        frames(n);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        while (!(gate.atGate && gate.permits.availablePermits() == 0)) {
            if (!gate.renderThread.isAlive()) {
                throw new IllegalStateException("the application has stopped (its error, if any, is in the log above)");
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the application did not come back to its gate within " + timeoutSeconds + " s");
            }
            Thread.onSpinWait();
        }
    }

    /**
     * Runs a task on the render thread at the start of the next frame and returns its result.
     *
     * @param task the work; not null
     * @param <T> the result type
     * @return what the task returned
     */
    public <T> T call(Callable<T> task) {
        if (Thread.currentThread() == gate.renderThread) {
            try {
                return task.call();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        // jME's task future reports a null result as a time-out: carry results in an Optional.
        Future<java.util.Optional<T>> f = app.enqueue(() -> java.util.Optional.ofNullable(task.call()));
        frames(1);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        try {
            // A render thread that has died of an error (after the gate, in the frame's systems) never runs
            // the task: say so at once rather than after the whole time-out.
            while (!f.isDone()) {
                if (gate.started && (!app.getContext().isCreated() || !gate.renderThread.isAlive())) {
                    throw new IllegalStateException("the application has stopped before running a task (its error, if"
                            + " any, is in the log above)");
                }
                if (System.nanoTime() > deadline) {
                    throw new TimeoutException();
                }
                try {
                    return f.get(50, TimeUnit.MILLISECONDS).orElse(null);
                } catch (TimeoutException notYet) {
                    // Look again.
                }
            }
            return f.get().orElse(null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a task", e);
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error er) {
                throw er;
            }
            throw new IllegalStateException(cause);
        } catch (TimeoutException e) {
            throw new IllegalStateException("a task on the render thread did not finish within " + timeoutSeconds + " s", e);
        }
    }

    /**
     * Runs an action on the render thread at the start of the next frame.
     *
     * @param action the work; not null
     */
    public void run(Runnable action) {
        call(() -> {
            action.run();
            return null;
        });
    }

    @Override
    public void close() {
        gate.closing = true;
        gate.permits.release(Integer.MAX_VALUE / 2);
        // Not stop(true): it waits for ever if the render thread has already died of an error.
        app.stop(false);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        // Until the render thread has ended, not only the context: a window's thread ends GLFW
        // (glfwTerminate) after the context says it is gone, and the next test's window must not
        // start GLFW meanwhile (they crash in Xlib).
        while (gate.renderThread != null && gate.renderThread.isAlive() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Holds the render thread at the start of each frame's state updates. */
    private static final class Gate extends BaseAppState {
        final Semaphore permits = new Semaphore(0);
        final Semaphore passed = new Semaphore(0);
        volatile boolean closing;
        volatile boolean started;
        volatile Thread renderThread;
        /** Whether the render thread waits at the gate now (with no permit left). */
        volatile boolean atGate;

        @Override
        public void update(float tpf) {
            started = true;
            renderThread = Thread.currentThread();
            if (closing) {
                return;
            }
            try {
                atGate = true;
                permits.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                atGate = false;
            }
            passed.release();
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
}
