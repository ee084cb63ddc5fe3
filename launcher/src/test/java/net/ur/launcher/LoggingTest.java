package net.ur.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import net.ur.net.relay.Relay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a player reads of the game's logging: a command-line player at a relay that closes, which makes
 * SpiderMonkey log "SEVERE: Connection terminated ..." through java.util.logging, prints the game's own lines
 * only; SpiderMonkey's line is in the log file.
 */
class LoggingTest {

    @TempDir
    Path home;

    private static void await(BooleanSupplier c, int seconds, String what) throws InterruptedException {
        for (int i = 0; i < seconds * 50 && !c.getAsBoolean(); i++) {
            Thread.sleep(20);
        }
        assertTrue(c.getAsBoolean(), what);
    }

    private static String read(Path f) {
        try {
            return Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "";
        }
    }

    private String logFiles() {
        Path logs = home.resolve("data").resolve("logs");
        if (!Files.isDirectory(logs)) {
            return "";
        }
        try (Stream<Path> files = Files.list(logs)) {
            return String.join("", files.map(LoggingTest::read).toList());
        } catch (IOException e) {
            return "";
        }
    }

    @Test
    void spiderMonkeysLinesGoToTheLogFileNotToThePlayer() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        Path out = home.resolve("out.txt");
        Path err = home.resolve("err.txt");
        Relay relay = Relay.start(InetAddress.getLoopbackAddress(), port, Duration.ofMinutes(1), l -> { });
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process join = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "-Dur.home=" + home,
                Main.class.getName(), "join", "127.0.0.1:" + port, "--code", "LOG" + port, "--rules", "finkel",
                "--as", "novice", "--timeout", "120").redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            await(() -> read(out).contains("waiting for the other player"), 120, "the player waits at the relay: "
                    + read(out) + read(err));
            relay.close();
            await(() -> logFiles().contains("Connection terminated"), 60,
                    "SpiderMonkey's line is in the log file: " + logFiles() + "; stderr: " + read(err));
        } finally {
            relay.close();
            join.destroy();
            join.waitFor(30, TimeUnit.SECONDS);
        }
        String shown = read(out) + read(err);
        assertFalse(shown.contains("SEVERE"), shown);
        assertFalse(shown.contains("com.jme3"), shown);
        List<String> errLines = read(err).lines().toList();
        assertEquals(List.of(), errLines.stream().filter(l -> !l.contains(" net.ur.")).toList(),
                "standard error holds the game's own lines only");
    }
}
