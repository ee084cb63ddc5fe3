package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import com.jme3.bounding.BoundingVolume;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import com.simsilica.lemur.event.MouseEventControl;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import net.ur.client.perfect.PerfectTables;
import net.ur.client.perfect.PerfectTablesState;
import net.ur.client.view.ModelViewState;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.InjectedInput;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * A monkey at the game in a real window (run under Xvfb): about two minutes of random keys, clicks,
 * drags and wheel turns at random moments, through jME's input queue as a keyboard and mouse would
 * deliver them, over the menus and then a game of each family (Finkel's classic race, the
 * Babylonian game, Ravensburg), the person playing light against a computer. Clicks go half the
 * time to something that takes them (a button, a piece, the dice) and half anywhere. It fails on
 * an error or an exception in the log, an uncaught exception in any thread, the application
 * stopping, or a frozen window: no frame drawn for {@code ur.monkey.freezeSeconds} (20) seconds.
 *
 * <p>The run is seeded and prints its seed; {@code -Dur.monkey.seed=N} runs that sequence of
 * choices again ({@code -Dur.monkey.seconds=S} sets the length, 120 by default). Frames run at a
 * fixed step, so the input lands on the same frames; the computer players think on a worker thread,
 * so their moves may land a frame or two apart from run to run. The player's files are never
 * touched: settings, saves and exports go to a test folder.
 */
@Tag("render")
class MonkeyRenderTest {

    @TempDir
    Path home;

    /** The game, kept running when the monkey clicks Quit; an error on the render thread is kept for the test. */
    static final class MonkeyApp extends UrApp {
        final List<String> errors = Collections.synchronizedList(new ArrayList<>());
        volatile boolean closing;
        volatile int quits;

        MonkeyApp(GameOptions options) {
            super(options);
        }

        @Override
        public void stop(boolean waitFor) {
            if (closing) {
                super.stop(waitFor);
            } else {
                quits++;
            }
        }

        @Override
        public void handleError(String message, Throwable t) {
            errors.add(message + ": " + stackOf(t));
            closing = true;
            super.stop(false);
        }
    }

    private static String stackOf(Throwable t) {
        java.io.StringWriter w = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(w));
        return w.toString();
    }

    /** The keys of the table, pressed more often at a game: throw, move, pick, keep, throw again, hint. */
    private static final int[] TABLE_KEYS = {KeyInput.KEY_SPACE, KeyInput.KEY_SPACE, KeyInput.KEY_RETURN, KeyInput.KEY_RETURN,
        KeyInput.KEY_LEFT, KeyInput.KEY_RIGHT, KeyInput.KEY_UP, KeyInput.KEY_DOWN, KeyInput.KEY_K, KeyInput.KEY_B, KeyInput.KEY_H};
    /** The keys the monkey presses: every key the game answers to, and a few it does not. */
    private static final int[] KEYS = {KeyInput.KEY_SPACE, KeyInput.KEY_RETURN, KeyInput.KEY_LEFT, KeyInput.KEY_RIGHT,
        KeyInput.KEY_UP, KeyInput.KEY_DOWN, KeyInput.KEY_TAB, KeyInput.KEY_H, KeyInput.KEY_K, KeyInput.KEY_B,
        KeyInput.KEY_NUMPADENTER, KeyInput.KEY_BACK, KeyInput.KEY_DELETE, KeyInput.KEY_HOME, KeyInput.KEY_END,
        KeyInput.KEY_F1, KeyInput.KEY_1, KeyInput.KEY_Q, KeyInput.KEY_X};
    private static final int[] HELD = {KeyInput.KEY_W, KeyInput.KEY_A, KeyInput.KEY_S, KeyInput.KEY_D};
    /** What the monkey types, and the keys of those characters. */
    private static final String LETTERS = "abdehkswz ";
    private static final int[] LETTER_KEYS = {KeyInput.KEY_A, KeyInput.KEY_B, KeyInput.KEY_D, KeyInput.KEY_E, KeyInput.KEY_H,
        KeyInput.KEY_K, KeyInput.KEY_S, KeyInput.KEY_W, KeyInput.KEY_Z, KeyInput.KEY_SPACE};

    private MonkeyApp app;
    private final InjectedInput input = new InjectedInput();
    private AppDriver driver;
    private SplittableRandom random;
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private int width;
    private int height;
    private long actions;
    /** The longest record seen at the table of each rule set: what the monkey's game came to. */
    private final java.util.Map<String, Integer> played = new java.util.TreeMap<>();

    @Test
    void twoMinutesOfRandomInputBreakNothing() throws Exception {
        long seed = Long.getLong("ur.monkey.seed", System.nanoTime());
        long seconds = Long.getLong("ur.monkey.seconds", 120);
        long freeze = Long.getLong("ur.monkey.freezeSeconds", 20);
        System.out.println("MonkeyRenderTest: seed " + seed + " (run it again with -Dur.monkey.seed=" + seed + ")");
        System.setProperty("ur.home", home.toString());
        random = new SplittableRandom(seed);

        ch.qos.logback.classic.Logger root = (ch.qos.logback.classic.Logger) LoggerFactory.getLogger(
                org.slf4j.Logger.ROOT_LOGGER_NAME);
        AppenderBase<ILoggingEvent> watch = new AppenderBase<>() {
            @Override
            protected void append(ILoggingEvent e) {
                if (e.getLevel().isGreaterOrEqual(Level.ERROR) || e.getThrowableProxy() != null) {
                    problems.add("logged " + e.getLevel() + " by " + e.getLoggerName() + ": " + e.getFormattedMessage()
                            + (e.getThrowableProxy() == null ? "" : " (" + e.getThrowableProxy().getClassName() + ": "
                            + e.getThrowableProxy().getMessage() + ")"));
                }
            }
        };
        watch.start();
        root.addAppender(watch);
        java.util.logging.Handler julWatch = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                if (r.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue() || r.getThrown() != null) {
                    problems.add("logged " + r.getLevel() + " by " + r.getLoggerName() + ": " + r.getMessage()
                            + (r.getThrown() == null ? "" : " (" + stackOf(r.getThrown()) + ")"));
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        java.util.logging.Logger.getLogger("").addHandler(julWatch);
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> problems.add("uncaught in " + t.getName() + ": " + stackOf(e)));

        // A small window: llvmpipe draws it faster, so the games go further in the time.
        GameOptions options = new GameOptions(800, 600, false, false, GameOptions.Quality.LOW);
        app = new MonkeyApp(options);
        try {
            driver = AppDriver.window(app, UrApp.windowSettings(options), input).timeout(freeze);
            width = driver.call(() -> app.getCamera().getWidth());
            height = driver.call(() -> app.getCamera().getHeight());
            // Perfect's tables are never made here: with no memory to spare, the master plays for Perfect.
            driver.run(() -> app.getStateManager().getState(PerfectTablesState.class).replace(new PerfectTables(
                    home.resolve("tables"), (settings, progress) -> {
                        throw new IllegalStateException("the monkey test makes no tables");
                    }, 1, () -> 0L)));
            long quarter = seconds * 1_000_000_000L / 4;
            play(null, quarter);
            for (String rules : List.of("finkel", "babylonian", "ravensburg")) {
                play(rules, quarter);
            }
            System.out.println("MonkeyRenderTest: " + actions + " actions, Quit clicked " + app.quits + " times, records "
                    + "of up to " + played + " entries (rolls and moves), seed " + seed);
        } catch (IllegalStateException e) {
            fail("seed " + seed + ": the game stopped or froze after " + actions + " actions: " + e.getMessage()
                    + describe(), e);
        } finally {
            app.closing = true;
            if (driver != null) {
                driver.close();
            }
            root.detachAppender(watch);
            java.util.logging.Logger.getLogger("").removeHandler(julWatch);
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
        check(seed);
    }

    private String describe() {
        List<String> all = new ArrayList<>(app.errors);
        all.addAll(problems);
        return all.isEmpty() ? "" : "\n" + String.join("\n", all);
    }

    private void check(long seed) {
        if (!app.errors.isEmpty() || !problems.isEmpty()) {
            fail("seed " + seed + ", after " + actions + " actions:" + describe());
        }
    }

    /**
     * Plays at random for a while: in the menus (rules null), or at a game of the given rules, which
     * is started again whenever the monkey has left it for the menus a while.
     */
    private void play(String rules, long nanos) {
        if (rules != null) {
            start(rules);
        } else {
            driver.run(app::returnToMenu);
        }
        long end = System.nanoTime() + nanos;
        int awayFrames = 0;
        while (System.nanoTime() < end) {
            act(rules != null);
            int idle = random.nextInt(10) == 0 ? random.nextInt(30, 120) : random.nextInt(0, 12);
            if (idle > 0) {
                driver.frames(idle);
            }
            if (!app.errors.isEmpty() || !problems.isEmpty()) {
                return;
            }
            if (rules != null) {
                int entries = driver.call(() -> {
                    PlaySessionState game = app.getStateManager().getState(PlaySessionState.class);
                    return game == null ? -1 : game.getSession().game().record().entries().size();
                });
                boolean atTable = entries >= 0;
                played.merge(rules, Math.max(0, entries), Math::max);
                awayFrames = atTable ? 0 : awayFrames + idle + 1;
                if (awayFrames > 300) {
                    start(rules);
                    awayFrames = 0;
                }
            }
        }
    }

    private void start(String rules) {
        PlaySetup setup = new PlaySetup(rules, PlaySetup.HUMAN, "random", random.nextLong());
        driver.run(() -> app.startGame(setup));
    }

    /** One random action. */
    private void act(boolean atGame) {
        actions++;
        int kind = random.nextInt(100);
        if (atGame && kind < 30) {
            // At the table the monkey mostly presses the table's keys, so that the game goes on.
            tap(TABLE_KEYS[random.nextInt(TABLE_KEYS.length)]);
            return;
        }
        if (kind < 40) {
            // Esc one time in twelve, so that the games are played more than paused.
            tap(random.nextInt(12) == 0 ? KeyInput.KEY_ESCAPE : KEYS[random.nextInt(KEYS.length)]);
        } else if (kind < 45) {
            int key = HELD[random.nextInt(HELD.length)];
            key(key, true);
            driver.frames(random.nextInt(1, 60));
            key(key, false);
        } else if (kind < 50) {
            int n = random.nextInt(1, 6);
            for (int i = 0; i < n; i++) {
                int letter = random.nextInt(LETTERS.length());
                typed(LETTER_KEYS[letter], LETTERS.charAt(letter));
            }
        } else if (kind < 85) {
            float[] at = target();
            moveTo(at[0], at[1]);
            if (random.nextInt(5) > 0) {
                int button = random.nextInt(10) == 0 ? MouseInput.BUTTON_RIGHT : MouseInput.BUTTON_LEFT;
                mouse(button, true, at[0], at[1]);
                if (random.nextInt(4) == 0) {
                    // A flick: the pointer moves fast while the button is down (a throw of the dice, aimed).
                    float dx = (float) random.nextDouble(-200, 200);
                    float dy = (float) random.nextDouble(-200, 200);
                    moveTo(clampX(at[0] + dx), clampY(at[1] + dy));
                    mouse(button, false, clampX(at[0] + dx), clampY(at[1] + dy));
                } else {
                    driver.frames(random.nextInt(1, 4));
                    mouse(button, false, at[0], at[1]);
                }
            }
        } else if (kind < 93) {
            // A drag with the middle button: the view turns.
            float[] at = target();
            moveTo(at[0], at[1]);
            mouse(MouseInput.BUTTON_MIDDLE, true, at[0], at[1]);
            int steps = random.nextInt(2, 12);
            float x = at[0];
            float y = at[1];
            for (int i = 0; i < steps; i++) {
                x = clampX(x + (float) random.nextDouble(-60, 60));
                y = clampY(y + (float) random.nextDouble(-60, 60));
                moveTo(x, y);
            }
            mouse(MouseInput.BUTTON_MIDDLE, false, x, y);
        } else {
            float[] at = target();
            moveTo(at[0], at[1]);
            input.move(Math.round(at[0]), Math.round(at[1]), random.nextInt(-3, 4) * 120);
            driver.frames(1);
        }
    }

    private float clampX(float x) {
        return Math.max(0, Math.min(width - 1, x));
    }

    private float clampY(float y) {
        return Math.max(0, Math.min(height - 1, y));
    }

    private void key(int code, boolean pressed) {
        input.key(code, '\0', pressed);
        driver.frames(1);
    }

    private void tap(int code) {
        key(code, true);
        key(code, false);
    }

    /** A key pressed and released with the character it types (what a text field takes). */
    private void typed(int code, char c) {
        input.key(code, c, true);
        input.key(code, c, false);
        driver.frames(1);
    }

    private void moveTo(float x, float y) {
        input.move(Math.round(x), Math.round(y), 0);
        driver.frames(1);
    }

    private void mouse(int button, boolean pressed, float x, float y) {
        input.move(Math.round(x), Math.round(y), 0);
        input.button(button, pressed);
        driver.frames(1);
    }

    /**
     * Where to point: half the time something that takes a click (a Lemur control in the GUI, or a
     * piece, die or counter of the table seen by the camera), else anywhere in the window.
     */
    private float[] target() {
        List<float[]> targets = driver.call(() -> {
            List<float[]> found = new ArrayList<>();
            app.getGuiNode().depthFirstTraversal(s -> {
                if (s.getControl(MouseEventControl.class) != null && s.getWorldBound() != null) {
                    BoundingVolume b = s.getWorldBound();
                    found.add(new float[] {b.getCenter().x, b.getCenter().y});
                }
            });
            app.getRootNode().depthFirstTraversal((Spatial s) -> {
                if (s.getUserData(ModelViewState.ENTITY_KEY) != null && s.getWorldBound() != null) {
                    Vector3f p = app.getCamera().getScreenCoordinates(s.getWorldBound().getCenter());
                    if (p.z > 0 && p.z < 1) {
                        found.add(new float[] {p.x, p.y});
                    }
                }
            });
            return found;
        });
        targets.removeIf(t -> t[0] < 0 || t[1] < 0 || t[0] >= width || t[1] >= height);
        if (!targets.isEmpty() && random.nextBoolean()) {
            float[] t = targets.get(random.nextInt(targets.size()));
            return new float[] {clampX(t[0] + (float) random.nextDouble(-6, 6)), clampY(t[1] + (float) random.nextDouble(-6, 6))};
        }
        return new float[] {(float) random.nextDouble(0, width), (float) random.nextDouble(0, height)};
    }

    @Test
    void theMonkeyCountsAsStuckWhenNoFrameIsDrawn() {
        // The freeze check is AppDriver's: frames that do not come within the time given fail the run.
        System.setProperty("ur.home", home.toString());
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        MonkeyApp stuck = new MonkeyApp(options);
        try (AppDriver d = AppDriver.window(stuck, UrApp.windowSettings(options)).timeout(2)) {
            java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
            stuck.enqueue(() -> {
                hold.await();
                return null;
            });
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> d.frames(1));
            assertTrue(e.getMessage().contains("did not run 1 frames within 2 s"), e.getMessage());
            hold.countDown();
            stuck.closing = true;
        }
    }
}
