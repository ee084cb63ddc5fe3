package net.ur.client.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two games in one JVM (the two windows of a network game) make their first dice tables at the
 * same moment: every table has its gravity, so dice fall and rest. The native library's first
 * look-up of its Java classes raced between two threads and left one table weightless (its dice
 * never came to rest: "the dice did not come to rest in 47950 steps" in NetworkGameHeadlessTest)
 * in about a third of fresh JVMs; the race happens only on a JVM's first physics, so each try runs
 * {@link FirstPhysicsRace} in a JVM of its own.
 */
class FirstPhysicsUseTest {

    @Test
    void twoThreadsMakingTheFirstDiceTablesAtOnceBothGetGravity() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> results = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    FirstPhysicsRace.class.getName()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            results.add(lastLine(p));
        }
        for (String r : results) {
            assertEquals("FELL 2/2", r, "in every fresh JVM both tables' astragals fall: " + results);
        }
    }

    private static String lastLine(Process p) throws IOException, InterruptedException {
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor();
        String[] lines = out.split("\\R");
        return lines[lines.length - 1];
    }
}
