package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game started with no display to open its window on, in a program of its own: one line says
 * so, with no stack trace, and the program ends with {@link UrApp#NO_DISPLAY}. Needs no display.
 */
@EnabledOnOs(OS.LINUX)
class NoDisplayTest {

    @TempDir
    Path home;

    /** The program run: the game as the launcher starts it. */
    public static final class Game {
        private Game() {
        }

        /**
         * Starts the game in a window.
         *
         * @param args not used
         */
        public static void main(String[] args) {
            new UrApp(GameOptions.DEFAULT).start();
        }
    }

    /** Runs the game with the given display (null: none named) and returns its exit status and its output. */
    private Object[] run(String display) throws IOException, InterruptedException {
        Path out = home.resolve("out.txt");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Dur.home=" + home, Game.class.getName());
        Map<String, String> env = pb.environment();
        env.remove("WAYLAND_DISPLAY");
        env.put("ALSOFT_DRIVERS", "null");
        if (display == null) {
            env.remove("DISPLAY");
        } else {
            env.put("DISPLAY", display);
        }
        pb.redirectErrorStream(true).redirectOutput(out.toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the program ended within 60 s");
        return new Object[] {p.exitValue(), Files.readString(out, StandardCharsets.UTF_8)};
    }

    private static void check(Object[] result, String expected) {
        String output = (String) result[1];
        assertEquals(UrApp.NO_DISPLAY, result[0], "the exit status says it failed; output:\n" + output);
        List<String> said = output.lines().filter(l -> l.startsWith("ur: ")).toList();
        assertEquals(List.of(expected), said, "one line says why; output:\n" + output);
        assertFalse(output.contains("\tat ") || output.contains("Exception"), "no stack trace; output:\n" + output);
    }

    @Test
    void withNoDisplayNamedItSaysSoInOneLineAndFails() throws Exception {
        check(run(null), "ur: no display to open a window on (DISPLAY is not set): run it on a desktop, or under a "
                + "virtual display (xvfb-run ./ur)");
    }

    @Test
    void withADisplayThatIsNotThereItSaysSoInOneLineAndFails() throws Exception {
        check(run(":4321"), "ur: no display to open a window on (X11: Failed to open display :4321)");
    }
}
