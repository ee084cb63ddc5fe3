package net.ur.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lwjgl.glfw.GLFW;
import org.lwjgl.glfw.GLFWErrorCallback;
import org.lwjgl.glfw.GLFWVidMode;

/**
 * Looks at the display before the game's window is made: whether there is one to open a window
 * on, and the size of its primary monitor, which bounds the window. It starts GLFW with its own
 * error callback (so a missing display is a sentence, not GLFW's stack traces) and ends it again;
 * jME starts it anew for the window.
 */
public final class DisplayProbe {

    /**
     * What the probe found.
     *
     * @param width the primary monitor's width in pixels, or 0 when unknown
     * @param height its height in pixels, or 0 when unknown
     * @param problem why no window can be opened, or null when one can
     */
    public record Result(int width, int height, String problem) {
    }

    private DisplayProbe() {
    }

    /**
     * Probes the display; call it on the thread that starts the application, before the window
     * is made.
     *
     * @return the monitor's size, or why there is no display
     */
    public static Result probe() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("linux") && blank(System.getenv("DISPLAY")) && blank(System.getenv("WAYLAND_DISPLAY"))) {
            return new Result(0, 0, "no display to open a window on (DISPLAY is not set): run it on a desktop, "
                    + "or under a virtual display (xvfb-run ./ur)");
        }
        List<String> errors = new ArrayList<>();
        GLFWErrorCallback callback = GLFWErrorCallback.create(
                (code, description) -> errors.add(GLFWErrorCallback.getDescription(description)));
        GLFWErrorCallback before = GLFW.glfwSetErrorCallback(callback);
        // With only an X display named, ask GLFW for X11 alone, so that its error names that display.
        boolean x11 = os.contains("linux") && !blank(System.getenv("DISPLAY")) && blank(System.getenv("WAYLAND_DISPLAY"));
        if (x11) {
            GLFW.glfwInitHint(GLFW.GLFW_PLATFORM, GLFW.GLFW_PLATFORM_X11);
        }
        try {
            if (!GLFW.glfwInit()) {
                return new Result(0, 0, "no display to open a window on ("
                        + (errors.isEmpty() ? "the windowing system could not be started" : String.join("; ", errors)) + ")");
            }
            boolean keep = false;
            try {
                long monitor = GLFW.glfwGetPrimaryMonitor();
                GLFWVidMode mode = monitor == 0 ? null : GLFW.glfwGetVideoMode(monitor);
                // On X11 alone GLFW stays started for the window: jME's glfwInit then returns at
                // once (the hints jME gives it are for Wayland only), where starting it a second
                // time took 70 to 200 ms of a start on the loaded test machine. Elsewhere it starts
                // again as jME asks.
                keep = x11;
                return mode == null ? new Result(0, 0, null) : new Result(mode.width(), mode.height(), null);
            } finally {
                if (!keep) {
                    GLFW.glfwTerminate();
                }
            }
        } finally {
            if (x11) {
                GLFW.glfwInitHint(GLFW.GLFW_PLATFORM, GLFW.GLFW_ANY_PLATFORM);
            }
            GLFW.glfwSetErrorCallback(before);
            callback.free();
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
