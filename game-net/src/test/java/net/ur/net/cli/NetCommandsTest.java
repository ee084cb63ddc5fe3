package net.ur.net.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import net.ur.tools.Cli;
import net.ur.tools.RulesCli;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./ur host} and {@code ./ur join} as a person runs them, on loopback, and their JSON line. */
class NetCommandsTest {

    @TempDir
    Path dir;

    /** What a command printed and returned. */
    record Ran(int status, String out, String err) {
        String lastLine() {
            List<String> lines = out.lines().toList();
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }
    }

    static Ran run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Cli cli = NetCommands.addTo(Cli.withRuleTools(new Streams(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))));
        int status = cli.run(args);
        return new Ran(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Test
    void hostAndJoinPlayAWholeGameAndTheRecordPassesTheCheck() throws Exception {
        int port = freePort();
        CompletableFuture<Ran> host = CompletableFuture.supplyAsync(() -> run("host", "--rules", "aseb", "--code",
                "T" + port, "--port", Integer.toString(port), "--bind", "127.0.0.1", "--as", "novice", "--json",
                "--identity", dir.resolve("host.key").toString(), "--timeout", "120"));
        Ran join = null;
        // Joins until one plays the match, while the host still waits for it, for at most 3 minutes in all: a
        // join that met something else on the port (taken by another program between freePort and the host's
        // bind) waits its whole timeout, and 50 such tries were 100 minutes.
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        for (int i = 0; i < 50 && join == null && !host.isDone() && System.nanoTime() < deadline; i++) {
            Ran r = run("join", "127.0.0.1:" + port, "--code", "T" + port, "--as", "intermediate", "--json",
                    "--identity", dir.resolve("join.key").toString(), "--timeout", "120");
            if (r.status() == 0) {
                join = r;
            } else {
                Thread.sleep(100);
            }
        }
        Ran hosted = host.get(150, TimeUnit.SECONDS);
        assertEquals(0, hosted.status(), hosted.err());
        assertTrue(join != null && join.status() == 0);
        JsonObject h = JsonParser.parseString(hosted.lastLine()).getAsJsonObject();
        JsonObject j = JsonParser.parseString(join.lastLine()).getAsJsonObject();
        assertEquals(List.of("rules", "side", "winner", "entries", "head", "record"), List.copyOf(h.keySet()));
        assertEquals("aseb", h.get("rules").getAsString());
        assertEquals("light", h.get("side").getAsString());
        assertEquals("dark", j.get("side").getAsString());
        assertEquals(h.get("winner"), j.get("winner"));
        assertEquals(h.get("head"), j.get("head"));
        assertEquals(h.get("entries"), j.get("entries"));
        for (JsonObject o : List.of(h, j)) {
            Path record = Path.of(o.get("record").getAsString());
            assertTrue(Files.exists(record), record.toString());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int status = RulesCli.run(new String[] {"record", "check", record.toString()}, new PrintStream(out),
                    new PrintStream(new ByteArrayOutputStream()));
            assertEquals(0, status, out.toString());
        }
    }

    @Test
    void badCommandLinesSaySoInOneLine() {
        Ran noCode = run("join", "127.0.0.1:1", "--as", "novice");
        assertEquals(UrCommand.USAGE, noCode.status());
        assertTrue(noCode.err().contains("--code"), noCode.err());
        Ran badPort = run("join", "127.0.0.1:99999", "--code", "A", "--as", "novice");
        assertEquals(UrCommand.USAGE, badPort.status());
        assertTrue(badPort.err().contains("port 1..65535"), badPort.err());
        Ran badLevel = run("host", "--rules", "finkel", "--as", "grandmaster");
        assertEquals(UrCommand.USAGE, badLevel.status());
        Ran badRules = run("host", "--rules", "chess", "--as", "novice");
        assertEquals(UrCommand.USAGE, badRules.status());
        assertTrue(badRules.err().contains("unknown rule set"), badRules.err());
        Ran badCode = run("join", "127.0.0.1", "--code", "no spaces", "--as", "novice");
        assertEquals(UrCommand.USAGE, badCode.status());
    }

    /** A port another program listens on is said to be in use, in one line that offers the next free one. */
    @Test
    void aPortInUseIsSaidSoWithTheNextFreeOne() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            int port = taken.getLocalPort();
            Ran serve = run("serve", "--port", Integer.toString(port), "--bind", "127.0.0.1");
            Ran host = run("host", "--rules", "finkel", "--as", "novice", "--port", Integer.toString(port), "--bind",
                    "127.0.0.1", "--identity", dir.resolve("host.key").toString(), "--timeout", "5");
            for (Ran r : List.of(serve, host)) {
                assertEquals(1, r.status(), r.err());
                List<String> lines = r.err().lines().toList();
                assertEquals(1, lines.size(), r.err());
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("ur: port " + port
                        + " is in use by another program: try --port (\\d+), which is free").matcher(lines.get(0));
                assertTrue(m.matches(), lines.get(0));
                int next = Integer.parseInt(m.group(1));
                assertTrue(next > port, lines.get(0));
                try (ServerSocket free = new ServerSocket(next, 1, InetAddress.getByName("127.0.0.1"))) {
                    assertEquals(next, free.getLocalPort(), "the port offered was free");
                }
            }
        }
    }

    @Test
    void benchSignComparesTheJdkAndTheGamesEd25519() {
        Ran r = run("bench", "sign", "--ops", "20", "--rounds", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("sign   JDK ") && r.out().contains("verify JDK "), r.out());
        Ran bad = run("bench", "sign", "--ops", "0");
        assertEquals(UrCommand.USAGE, bad.status());
        assertTrue(bad.err().contains("--ops"), bad.err());
    }

    @Test
    void benchNetDrivesARelayAlreadyRunningAndTalksToNoOtherAddress() throws Exception {
        int port = freePort();
        List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (net.ur.net.relay.Relay relay = net.ur.net.relay.Relay.start(InetAddress.getByName("127.0.0.1"), port,
                java.time.Duration.ofMinutes(1), log::add)) {
            Ran r = run("bench", "net", "--relay", "127.0.0.1:" + port, "--matches", "3", "--think", "0", "--rules",
                    "finkel-2p", "--timeout", "120");
            assertEquals(0, r.status(), r.out() + r.err());
            assertTrue(r.out().contains("relay on 127.0.0.1:" + port + " in another process"), r.out());
            assertTrue(r.out().contains("3 matches at once: 3 finished, 0 errors"), r.out());
            assertEquals(4, log.stream().filter(l -> l.contains(" joins ")).count(),
                    "the baseline's match and the three met at that relay: " + log);
        }
        for (String elsewhere : List.of("10.0.0.7:24650", "example.org:24650", "0.0.0.0:24650", "127.0.0.256:1", "::1")) {
            Ran bad = run("bench", "net", "--relay", elsewhere);
            assertEquals(UrCommand.USAGE, bad.status(), elsewhere);
            assertTrue(bad.err().contains("--relay must name a relay on this computer, 127.0.0.1:PORT"), bad.err());
        }
    }

    @Test
    void twoQuickJoinsAtARelayPlayEachOtherAndAWaitNobodyMeetsEnds() throws Exception {
        int port = freePort();
        List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (net.ur.net.relay.Relay relay = net.ur.net.relay.Relay.start(InetAddress.getByName("127.0.0.1"), port,
                java.time.Duration.ofMinutes(1), log::add)) {
            String at = "127.0.0.1:" + port;
            Ran alone = run("join", at, "--quick", "--rules", "blitz", "--wait", "1", "--as", "novice",
                    "--identity", dir.resolve("alone.key").toString());
            assertEquals(1, alone.status(), alone.out() + alone.err());
            assertTrue(alone.err().contains("nobody else waited for a quick match of blitz within 1 s"), alone.err());
            assertTrue(alone.out().contains("waiting at the relay for another player of blitz"), alone.out());
            CompletableFuture<Ran> first = CompletableFuture.supplyAsync(() -> run("join", at, "--quick", "--rules",
                    "finkel", "--as", "novice", "--name", "Ann", "--json", "--identity",
                    dir.resolve("ann.key").toString(), "--timeout", "120"));
            Await.awaitTrue(() -> relay.waiting("finkel") == 1, 30, "Ann waits");
            Ran second = run("join", at, "--quick", "--rules", "finkel", "--as", "novice", "--name", "Bob", "--json",
                    "--identity", dir.resolve("bob.key").toString(), "--timeout", "120");
            Ran ann = first.get(150, TimeUnit.SECONDS);
            assertEquals(0, ann.status(), ann.err());
            assertEquals(0, second.status(), second.err());
            assertTrue(ann.err().contains("playing against Bob"), ann.err());
            assertTrue(second.err().contains("playing against Ann"), second.err());
            JsonObject a = JsonParser.parseString(ann.lastLine()).getAsJsonObject();
            JsonObject b = JsonParser.parseString(second.lastLine()).getAsJsonObject();
            assertEquals(a.get("head"), b.get("head"));
            assertEquals("finkel", a.get("rules").getAsString());
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("game 1 of match ([A-Z0-9]{6}): finkel")
                    .matcher(ann.err());
            assertTrue(m.find(), ann.err());
            String code = m.group(1);
            assertTrue(log.contains("match " + code + ": Bob joins Ann (finkel, a quick match)"), log.toString());
            Ran both = run("join", at, "--quick", "--code", "ABC", "--rules", "finkel", "--as", "novice");
            assertEquals(UrCommand.USAGE, both.status());
            Ran noRules = run("join", at, "--quick", "--as", "novice");
            assertEquals(UrCommand.USAGE, noRules.status());
            assertTrue(noRules.err().contains("--quick needs --rules"), noRules.err());
        }
    }

    @Test
    void spectateEndsWithTheHeadThePlayersEndWith() throws Exception {
        int port = freePort();
        List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (net.ur.net.relay.Relay relay = net.ur.net.relay.Relay.start(InetAddress.getByName("127.0.0.1"), port,
                java.time.Duration.ofMinutes(1), log::add)) {
            String at = "127.0.0.1:" + port;
            String code = "W" + port;
            CompletableFuture<Ran> ann = CompletableFuture.supplyAsync(() -> run("join", at, "--code", code, "--rules",
                    "masters", "--as", "novice", "--name", "Ann", "--json", "--think", "10", "--identity",
                    dir.resolve("ann.key").toString(), "--timeout", "120"));
            Await.awaitTrue(() -> relay.matches() == 1, 30, "Ann waits");
            CompletableFuture<Ran> eve = CompletableFuture.supplyAsync(() -> run("spectate", at, "--code", code,
                    "--name", "Eve", "--json", "--timeout", "120"));
            Await.awaitTrue(() -> log.stream().anyMatch(l -> l.contains("Eve watches")), 30, "Eve watches");
            Ran bob = run("join", at, "--code", code, "--as", "novice", "--name", "Bob", "--json", "--think", "10",
                    "--identity", dir.resolve("bob.key").toString(), "--timeout", "120");
            Ran a = ann.get(150, TimeUnit.SECONDS);
            Ran e = eve.get(150, TimeUnit.SECONDS);
            assertEquals(0, bob.status(), bob.err());
            assertEquals(0, e.status(), e.err());
            assertTrue(a.err().contains("1 watching this match"), a.err());
            assertTrue(bob.err().contains("1 watching this match"), bob.err());
            JsonObject p = JsonParser.parseString(bob.lastLine()).getAsJsonObject();
            JsonObject s = JsonParser.parseString(e.lastLine()).getAsJsonObject();
            assertEquals(p.get("head"), s.get("head"));
            assertEquals(p.get("entries"), s.get("entries"));
            assertEquals(p.get("winner"), s.get("winner"));
            assertEquals(0, s.get("refused").getAsInt());
            Ran none = run("spectate", at, "--code", "NOSUCH", "--timeout", "20");
            assertEquals(1, none.status());
            assertTrue(none.err().contains("no match NOSUCH is played at this relay"), none.err());
        }
    }

    /** Waits until a condition holds, for at most some seconds. */
    static final class Await {
        static void awaitTrue(java.util.function.BooleanSupplier c, int seconds, String what) throws InterruptedException {
            for (int i = 0; i < seconds * 50 && !c.getAsBoolean(); i++) {
                Thread.sleep(20);
            }
            assertTrue(c.getAsBoolean(), what);
        }
    }
}
