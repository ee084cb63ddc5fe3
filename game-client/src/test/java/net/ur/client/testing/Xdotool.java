package net.ur.client.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import net.ur.client.UrApp;

/**
 * The real X pointer and keyboard for render tests: runs xdotool (apt-get install xdotool), as a
 * person at the window would act.
 */
public final class Xdotool {

    private Xdotool() {
    }

    /**
     * Runs xdotool with these arguments and checks that it succeeded.
     *
     * @param args xdotool's arguments, e.g. {@code "click", "1"}
     */
    public static void run(String... args) {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "xdotool";
        System.arraycopy(args, 0, cmd, 1, args.length);
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS), "xdotool finished");
            assertEquals(0, p.exitValue(), "xdotool " + String.join(" ", args) + ": " + new String(p.getInputStream().readAllBytes()));
        } catch (IOException e) {
            throw new IllegalStateException("xdotool is needed for this test (apt-get install xdotool): " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Moves the real pointer to a point of the game's window given in jME's screen or GUI
     * coordinates (y up).
     *
     * @param windowHeight the window's height in pixels
     * @param at the point
     */
    public static void pointAt(int windowHeight, Vector3f at) {
        run("search", "--sync", "--name", UrApp.TITLE.substring(0, 2),
                "mousemove", "--window", "%1", Integer.toString(Math.round(at.x)), Integer.toString(Math.round(windowHeight - at.y)));
    }
}
