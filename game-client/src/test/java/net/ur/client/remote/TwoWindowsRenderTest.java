package net.ur.client.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import net.ur.client.settings.SavedGames;
import net.ur.client.testing.Xdotool;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two windows under Xvfb, two processes of the game on 127.0.0.1 ({@link NetWindow}): one hosts
 * a Finkel game from the menus, the other joins it (its address and code set by -Dur.net.*), and the
 * first turns are played with real clicks (xdotool raises a window, moves the X pointer onto the
 * dice or a piece and clicks, as a person would). Both end at the same chain head, both tables and
 * both autosaved games hold the same record, and the pieces the clicks moved are drawn where they
 * now stand in both windows. Then a joiner's process is killed mid-game: the host's window says it
 * is gone and the game waits; the joiner's game started again offers Continue on its menu, which
 * reconnects at the same head, and the game goes on with clicks. The pictures are kept in
 * {@code target/render-tests/two-windows-*.png}.
 */
@Tag("render")
class TwoWindowsRenderTest {

    private static final File OUT = new File("target/render-tests");
    /**
     * How long a test may take in all. Its waits end as soon as what they await is there; the windows draw
     * at most 30 frames a second and each test needs some thousands of frames (95 s for the longest on a
     * quiet machine), so on a machine loaded several times its cores a test takes several times as long.
     */
    private static final long DEADLINE_SECONDS = 1200;

    @TempDir
    Path dir;

    /** One window's process and its question line. */
    static final class Window implements AutoCloseable {
        final String title;
        final Path home;
        final Process process;
        final PrintWriter questions;
        final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
        String actedOn = "";
        int unanswered;

        Window(String title, Path home, int port, String code) throws IOException {
            this.title = title;
            this.home = home;
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
            List<String> cmd = List.of(java, "-Xmx768m", "-cp", classPath, "-Dur.home=" + home,
                    "-Dur.net.port=" + port, "-Dur.net.bind=127.0.0.1", "-Dur.net.code=" + code,
                    "-Dur.net.identity=" + home.resolve("identity.key"), NetWindow.class.getName(), title, "LOW");
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
            pb.environment().put("ALSOFT_DRIVERS", "null");
            process = pb.start();
            questions = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
            File log = new File(OUT, "two-windows-" + title.replace(' ', '-') + ".log");
            Thread reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8)); PrintStream l = new PrintStream(log, StandardCharsets.UTF_8)) {
                    String line;
                    while ((line = r.readLine()) != null) {
                        if (line.startsWith(NetWindow.ANSWER)) {
                            answers.add(line.substring(NetWindow.ANSWER.length()));
                        } else {
                            l.println(line);
                        }
                    }
                } catch (IOException e) {
                    answers.add("error " + e);
                }
            }, "two-windows " + title);
            reader.setDaemon(true);
            reader.start();
        }

        /** Waits for the window's first answer (it is up). */
        void awaitReady() throws InterruptedException {
            String a = answers.poll(120, TimeUnit.SECONDS);
            assertEquals("ready", a, title + " started (see " + OUT + ")");
        }

        String ask(String question) {
            questions.println(question);
            try {
                String a = answers.poll(60, TimeUnit.SECONDS);
                assertNotNull(a, title + " answered " + question);
                assertFalse(a.startsWith("error"), title + ", " + question + ": " + a);
                return a;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        /** The table's line as a map (side, turn, phase, busy, over, moves, entries), empty before it is laid. */
        Map<String, String> table() {
            return pairs(ask("table"));
        }

        /** Raises the window, gives it the keyboard and puts the X pointer on a pixel of it ("X Y"). */
        void pointAt(String xy) {
            String[] p = xy.split(" ");
            Xdotool.run("search", "--sync", "--name", "^" + title + "$", "windowraise", "%1", "windowfocus", "%1",
                    "mousemove", "--window", "%1", p[0], p[1]);
            ask("frames 3");
        }

        void click(String xy) {
            pointAt(xy);
            Xdotool.run("click", "1");
            ask("frames 4");
        }

        void clickButton(String text) {
            String at = ask("button " + text);
            assertNotEquals("none", at, title + ": a button " + text + " on " + ask("screen"));
            click(at);
        }

        /** Raises the window, gives it the keyboard and presses a key there (an xdotool key name). */
        void key(String name) {
            Xdotool.run("search", "--sync", "--name", "^" + title + "$", "windowraise", "%1", "windowfocus", "%1");
            ask("frames 3");
            Xdotool.run("key", name);
            ask("frames 4");
        }

        /** The chain's match line as a map (game, setup, opening, ledger). */
        Map<String, String> match() {
            return pairs(ask("match"));
        }

        BufferedImage shot(String name) throws IOException {
            File f = new File(OUT, "two-windows-" + name + ".png");
            assertTrue(ask("shot " + f.getAbsolutePath()).startsWith("ok"), "a frame of " + name);
            return ImageIO.read(f);
        }

        /** Kills the window's process at once, as a crash or a power cut would: nothing is closed in order. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            assertTrue(process.waitFor(30, TimeUnit.SECONDS), title + " was killed");
        }

        @Override
        public void close() throws InterruptedException {
            if (!process.isAlive()) {
                return;
            }
            questions.println("quit");
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    /** A line of "key=value" pairs as a map, empty for a line that starts with none. */
    static Map<String, String> pairs(String line) {
        Map<String, String> m = new HashMap<>();
        if (!line.startsWith("none")) {
            for (String kv : line.split(" ")) {
                int eq = kv.indexOf('=');
                m.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        return m;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static double luma(int rgb) {
        return 0.299 * (rgb >> 16 & 0xff) + 0.587 * (rgb >> 8 & 0xff) + 0.114 * (rgb & 0xff);
    }

    /** Mean absolute luminance difference of two pictures over a square around a pixel. */
    private static double change(BufferedImage a, BufferedImage b, int cx, int cy, int half) {
        double sum = 0;
        int n = 0;
        for (int y = Math.max(0, cy - half); y <= Math.min(a.getHeight() - 1, cy + half); y++) {
            for (int x = Math.max(0, cx - half); x <= Math.min(a.getWidth() - 1, cx + half); x++) {
                sum += Math.abs(luma(a.getRGB(x, y)) - luma(b.getRGB(x, y)));
                n++;
            }
        }
        return sum / n;
    }

    /**
     * Acts at a window's table when it is its side's turn and it waits for a person: a click on a die
     * throws, a click on the first legal move's piece moves it. An action is clicked once for a state of
     * the table, again only if the table has not answered after many looks.
     *
     * @return whether it clicked
     */
    private static boolean act(Window w) {
        return act(w, false);
    }

    /** As {@link #act(Window)}; in the Babylonian opening only, if asked (both read from one line of the table). */
    private static boolean act(Window w, boolean openingOnly) {
        Map<String, String> t = w.table();
        if (t.isEmpty() || t.get("over").equals("true") || t.get("busy").equals("true")
                || !t.get("turn").equals(t.get("side")) || !t.get("waiting").equals("0")
                || openingOnly && !t.get("inopening").equals("true")) {
            return false;
        }
        String state = t.get("phase") + " " + t.get("entries");
        if (state.equals(w.actedOn) && ++w.unanswered < 40) {
            return false;
        }
        w.unanswered = 0;
        w.actedOn = state;
        if (t.get("phase").equals("AWAITING_ROLL")) {
            w.click(w.ask("die"));
            return true;
        }
        if (t.get("phase").equals("AWAITING_MOVE")) {
            String at = w.ask("piece");
            if (!at.equals("none")) {
                w.click(at);
                return true;
            }
        }
        return false;
    }

    @Test
    void oneWindowHostsTheOtherJoinsAndTheFirstTurnsArePlayedWithClicks() throws Exception {
        OUT.mkdirs();
        int port = freePort();
        String code = "NET" + port;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        try (Window host = new Window("Ur net host", dir.resolve("host"), port, code)) {
            // One after the other: each start unpacks the native libraries, and two at once could meet there.
            host.awaitReady();
            try (Window joiner = new Window("Ur net joiner", dir.resolve("joiner"), port, code)) {
                joiner.awaitReady();
                play(host, joiner, code, deadline);
            }
        }
    }

    @Test
    void aWindowKilledMidGameIsSeenGoneAndItsContinueReconnectsAtTheSameHead() throws Exception {
        OUT.mkdirs();
        int port = freePort();
        String code = "RC" + port;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        Path joinerHome = dir.resolve("joiner");
        try (Window host = new Window("Ur net host", dir.resolve("host"), port, code)) {
            host.awaitReady();
            String head;
            try (Window joiner = new Window("Ur net joiner", joinerHome, port, code)) {
                joiner.awaitReady();
                meet(host, joiner, code);
                playUntilBothMoved(host, joiner, deadline);
                head = restAtSameHead(host, joiner, deadline);
                joiner.ask("frames 30"); // the autosave of the table's last change
                joiner.kill();
            }

            // The host's window says at once that the other side is gone, and the game waits.
            String hud = "";
            for (int i = 0; i < 200 && !(hud = host.ask("hud")).contains(" is gone"); i++) {
                host.ask("frames 5");
            }
            assertTrue(hud.contains(" is gone") && hud.contains("waits"), "the host's window says the joiner is gone: " + hud);
            host.ask("frames 10");
            host.shot("host-sees-joiner-gone");
            assertTrue(host.ask("hud").contains(" is gone"), "the notice was up when the picture was taken");
            assertEquals(head, host.ask("head"), "the game waits where it was");

            // The joiner's game again, in a new process: the main menu offers Continue, which reconnects.
            try (Window again = new Window("Ur net joiner again", joinerHome, port, code)) {
                again.awaitReady();
                again.shot("joiner-again-menu");
                again.clickButton("Continue");
                String hostHud = "";
                for (int i = 0; i < 400 && System.nanoTime() < deadline && !(!again.table().isEmpty()
                        && head.equals(again.ask("head")) && (hostHud = host.ask("hud")).contains(" is back")); i++) {
                    host.ask("frames 5");
                    again.ask("frames 5");
                }
                assertFalse(again.table().isEmpty(), "Continue laid the table again: " + again.ask("table"));
                assertEquals(head, again.ask("head"), "the joiner's chain is where the game stopped");
                assertTrue(hostHud.contains(" is back"), "the host's window says the joiner is back: " + hostHud);
                assertTrue(again.ask("hud").contains("Back in the game against"), "the joiner's window says it is back in the game: "
                        + again.ask("hud"));
                again.ask("cut");
                again.ask("frames 10");
                host.ask("frames 10");
                host.shot("host-sees-joiner-back");
                again.shot("joiner-continued");

                // The game goes on from the same head, with clicks on both sides.
                playUntilBothMoved(host, again, deadline);
                String after = restAtSameHead(host, again, deadline);
                assertNotEquals(head, after, "the game went on");
                assertTrue(Integer.parseInt(after.split(" ")[1]) > Integer.parseInt(head.split(" ")[1]),
                        "the chain grew from where it stopped: " + head + " -> " + after);
                assertEquals(host.ask("record"), again.ask("record"), "both tables hold the same record");
                again.shot("joiner-after-reconnect");
                host.shot("host-after-reconnect");
            }
        }
    }

    /**
     * A Babylonian match in two windows: both throw the first game's opening with clicks; the side to
     * begin resigns from its Esc panel; one window offers the next game with the end panel's Play again
     * and the other, told of the offer, accepts it with its own; the second game is laid at its opening
     * on both screens with the counters the first game left (the pool went to the winner), and its
     * opening is thrown again with clicks to the same head on both.
     */
    @Test
    void aBabylonianGameResignedInTheWindowIsFollowedByARematchOfferedAndAcceptedWithClicks() throws Exception {
        OUT.mkdirs();
        int port = freePort();
        String code = "BR" + port;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        try (Window host = new Window("Ur net host", dir.resolve("host"), port, code)) {
            host.awaitReady();
            try (Window joiner = new Window("Ur net joiner", dir.resolve("joiner"), port, code)) {
                joiner.awaitReady();
                meet(host, joiner, code, "Babylonian");
                assertEquals("true", host.table().get("inopening"), "the first game is laid at its opening: " + host.ask("table"));
                assertEquals("1", host.match().get("game"));
                throwOpening(host, joiner, deadline);
                restAtSameHead(host, joiner, deadline);

                // The side to begin resigns at once: Esc at its table, then Resign on the pause panel.
                Window resigner = host.table().get("turn").equals(host.table().get("side")) ? host : joiner;
                Window winner = resigner == host ? joiner : host;
                String resignerSide = resigner.table().get("side");
                int[] before = counters(resigner.table().get("counters"));
                resigner.key("Escape");
                resigner.clickButton("Resign");
                for (int i = 0; i < 200 && System.nanoTime() < deadline && !(endPanelUp(host) && endPanelUp(joiner)); i++) {
                    host.ask("frames 5");
                    joiner.ask("frames 5");
                }
                assertTrue(endPanelUp(host) && endPanelUp(joiner), "the game is over on both screens: " + host.ask("table")
                        + " " + host.ask("screen") + "; " + joiner.ask("table") + " " + joiner.ask("screen"));
                int mine = resignerSide.equals("LIGHT") ? 0 : 1;
                // The end panels count the pool to the winner.
                String won = (before[1 - mine] + before[2]) + " (+";
                for (Window w : new Window[] {host, joiner}) {
                    assertTrue(w.ask("texts").contains(won), w.title + "'s end panel gives the pool (" + before[2] + ") to the winner: "
                            + w.ask("texts"));
                }

                // One window offers the next game; the other is told and accepts, each with Play again.
                winner.clickButton("Play again");
                String told = "";
                for (int i = 0; i < 100 && System.nanoTime() < deadline && !(told = resigner.ask("hud")).contains("offers another game"); i++) {
                    resigner.ask("frames 5");
                    winner.ask("frames 5");
                }
                assertTrue(told.contains("offers another game"), "the other window is told of the offer: " + told);
                resigner.ask("frames 5");
                String above = resigner.ask("noticeabove");
                assertTrue(above.startsWith("true"), "the offer stands above the end panel, not under it: " + above);
                resigner.shot("rematch-offered");
                resigner.clickButton("Play again");
                for (int i = 0; i < 300 && System.nanoTime() < deadline && !(secondGameLaid(host) && secondGameLaid(joiner)); i++) {
                    host.ask("frames 5");
                    joiner.ask("frames 5");
                }
                assertTrue(secondGameLaid(host) && secondGameLaid(joiner), "the second game is laid on both screens: "
                        + host.ask("match") + " " + host.ask("table") + "; " + joiner.ask("match") + " " + joiner.ask("table"));
                // The match's ledger, written when the next game begins, holds the first game's end.
                String ledger = host.match().get("ledger");
                assertEquals(ledger, joiner.match().get("ledger"), "both ledgers agree");
                int[] after = counters(ledger);
                assertTrue(after[mine] < after[1 - mine], "the pool went to the winner: " + resignerSide + " resigned, ledger "
                        + ledger);
                for (Window w : new Window[] {host, joiner}) {
                    Map<String, String> m = w.match();
                    assertEquals(ledger, m.get("setup"), w.title + ": the second game brings the counters the first left");
                    int[] table = counters(w.table().get("counters"));
                    assertEquals(after[0] + after[1], table[0] + table[1] + table[2], w.title + ": the table holds them all");
                    assertTrue(table[mine] < table[1 - mine], w.title + ": the first game's winner has more: " + w.ask("table"));
                }
                assertEquals(host.table().get("counters"), joiner.table().get("counters"), "both tables hold the same counters");
                host.ask("cut");
                joiner.ask("cut");

                // The second game's opening is thrown with clicks, to the same head on both screens.
                throwOpening(host, joiner, deadline);
                String head = restAtSameHead(host, joiner, deadline);
                String opening = host.match().get("opening");
                assertEquals(opening, joiner.match().get("opening"), "both chains hold the second game's opening");
                assertEquals(opening, host.table().get("opening"), "the host's table holds it");
                assertEquals(opening, joiner.table().get("opening"), "the joiner's table holds it");
                assertEquals(host.ask("record"), joiner.ask("record"), "both tables hold the same record");
                assertNotEquals("none", head);
                host.shot("rematch-host");
                joiner.shot("rematch-joiner");
            }
        }
    }

    /** Both windows throw the Babylonian opening with clicks (each its own side's throws) until it decides on both. */
    private static void throwOpening(Window host, Window joiner, long deadline) {
        int clicks = 0;
        while (System.nanoTime() < deadline && (inOpening(host) || inOpening(joiner))) {
            if (act(host, true) | act(joiner, true)) {
                clicks++;
            }
            host.ask("frames 3");
            joiner.ask("frames 3");
        }
        assertFalse(inOpening(host) || inOpening(joiner), "the opening decided on both screens (" + clicks + " clicks): "
                + host.ask("table") + "; " + joiner.ask("table"));
    }

    private static boolean inOpening(Window w) {
        Map<String, String> t = w.table();
        return t.isEmpty() || t.get("inopening").equals("true");
    }

    private static boolean endPanelUp(Window w) {
        return "true".equals(w.table().get("over")) && w.ask("screen").equals("EndPanel");
    }

    private static boolean secondGameLaid(Window w) {
        Map<String, String> t = w.table();
        return "2".equals(w.match().get("game")) && !t.isEmpty() && t.get("over").equals("false")
                && t.get("inopening").equals("true");
    }

    /** "L/D" or "L/D/P" as numbers. */
    private static int[] counters(String text) {
        return java.util.Arrays.stream(text.split("/")).mapToInt(Integer::parseInt).toArray();
    }

    /**
     * The menus of both windows, the host hosting a Finkel game and the joiner joining it, until both
     * tables are laid and the camera's opening view is cut.
     */
    private static void meet(Window host, Window joiner, String code) throws Exception {
        meet(host, joiner, code, "Finkel");
    }

    /** As {@link #meet(Window, Window, String)}, the host choosing the rules by their name on the button. */
    private static void meet(Window host, Window joiner, String code, String rules) throws Exception {
        // The host: Play, Play across the network, Host a game; the screen shows the code.
        host.clickButton("Play");
        host.clickButton("Play across the network");
        for (int i = 0; i < 8 && !host.ask("texts").contains("first: " + rules); i++) {
            host.clickButton("Rules when you host");
        }
        assertTrue(host.ask("texts").contains("first: " + rules), host.ask("texts"));
        host.clickButton("Host a game");
        assertEquals(code, host.ask("hostcode"), "the hosting screen shows the match code");

        // The joiner: the same menus; its address (127.0.0.1 and the port) and code are set by -Dur.net.*.
        joiner.clickButton("Play");
        joiner.clickButton("Play across the network");
        assertTrue(joiner.ask("texts").contains("[" + code + "]"), "the code is in its field: " + joiner.ask("texts"));
        joiner.clickButton("Join the game at that address");
        joiner.shot("joiner-joining");
        String joining = joiner.ask("texts");
        assertTrue(joining.contains("Joining the game at") || !joiner.table().isEmpty(), "the joiner is joining: " + joining);

        for (int i = 0; i < 200 && (host.table().isEmpty() || joiner.table().isEmpty()); i++) {
            host.ask("frames 5");
            joiner.ask("frames 5");
        }
        assertFalse(host.table().isEmpty() || joiner.table().isEmpty(), "both tables laid: " + host.ask("table")
                + "; " + joiner.ask("table"));
        assertNotEquals(host.table().get("side"), joiner.table().get("side"), "the two play opposite sides");
        host.ask("cut");
        joiner.ask("cut");
        host.ask("frames 5");
        joiner.ask("frames 5");
    }

    /** Each side clicks its dice and its pieces until both have made a move more than they had. */
    private static void playUntilBothMoved(Window host, Window joiner, long deadline) {
        int hostMoves = moves(host);
        int joinerMoves = moves(joiner);
        int clicks = 0;
        while (System.nanoTime() < deadline && !(moves(host) > hostMoves && moves(joiner) > joinerMoves)) {
            if (act(host) | act(joiner)) {
                clicks++;
            }
            host.ask("frames 3");
            joiner.ask("frames 3");
            assertFalse(host.table().get("over").equals("true"), "the game did not end in its first turns");
        }
        assertTrue(moves(host) > hostMoves && moves(joiner) > joinerMoves, "both sides moved with clicks (" + clicks
                + " clicks): " + host.ask("table") + "; " + joiner.ask("table"));
    }

    /** Nobody clicks: both tables come to rest at the same head, which is returned ("HASH LENGTH"). */
    private static String restAtSameHead(Window host, Window joiner, long deadline) {
        String hostHead = "";
        String joinerHead = "";
        for (int i = 0; i < 600 && System.nanoTime() < deadline; i++) {
            hostHead = host.ask("head");
            joinerHead = joiner.ask("head");
            if (hostHead.equals(joinerHead) && quiet(host) && quiet(joiner)) {
                break;
            }
            host.ask("frames 5");
            joiner.ask("frames 5");
        }
        assertNotEquals("none", hostHead);
        assertEquals(hostHead, joinerHead, "both chains end at the same head (and length)");
        assertTrue(quiet(host) && quiet(joiner), "both tables are at rest: " + host.ask("table") + "; " + joiner.ask("table"));
        return hostHead;
    }

    private static void play(Window host, Window joiner, String code, long deadline) throws Exception {
        meet(host, joiner, code);
        BufferedImage hostBefore = host.shot("host-before");
        BufferedImage joinerBefore = joiner.shot("joiner-before");

        // The first turns: each side clicks its dice and its pieces until both have moved.
        playUntilBothMoved(host, joiner, deadline);
        // Nobody clicks now: both tables come to rest at the same head.
        String hostHead = restAtSameHead(host, joiner, deadline);
        String joinerHead = hostHead;
        String record = host.ask("record");
        assertEquals(record, joiner.ask("record"), "both tables hold the same record");
        host.ask("frames 30");
        joiner.ask("frames 30");
        SavedGames.Saved hostSaved = new SavedGames(host.home.resolve("data")).loadCurrent();
        SavedGames.Saved joinerSaved = new SavedGames(joiner.home.resolve("data")).loadCurrent();
        assertNotNull(hostSaved, "the host's game was autosaved");
        assertNotNull(joinerSaved, "the joiner's game was autosaved");
        assertTrue(hostSaved.setup().isNetworkGame() && joinerSaved.setup().isNetworkGame());
        assertEquals(hostSaved.record().headHash(), joinerSaved.record().headHash(), "both saved records agree");
        assertTrue(hostSaved.record().entries().size() >= 2, "the saved record holds the first turns: "
                + hostSaved.record().entries().size());

        // Where a piece now stands on the board, each window's picture has changed since the table was laid.
        BufferedImage hostAfter = host.shot("host-after");
        BufferedImage joinerAfter = joiner.shot("joiner-after");
        for (Object[] w : new Object[][] {{host, hostBefore, hostAfter}, {joiner, joinerBefore, joinerAfter}}) {
            Window win = (Window) w[0];
            String onBoard = win.ask("onboard");
            assertFalse(onBoard.isEmpty(), win.title + ": pieces stand on the board");
            List<Double> changes = new ArrayList<>();
            for (String p : onBoard.split(";")) {
                String[] f = p.split(" ");
                changes.add(change((BufferedImage) w[1], (BufferedImage) w[2], Integer.parseInt(f[1]),
                        Integer.parseInt(f[2]), 6));
            }
            assertTrue(changes.stream().allMatch(c -> c > 8), win.title + ": the picture changed where each piece"
                    + " on the board stands (" + onBoard + "): " + changes);
        }
        Files.writeString(new File(OUT, "two-windows-heads.txt").toPath(), hostHead + "\n" + joinerHead + "\n");
    }

    private static int moves(Window w) {
        Map<String, String> t = w.table();
        return t.isEmpty() ? 0 : Integer.parseInt(t.get("moves"));
    }

    private static boolean quiet(Window w) {
        Map<String, String> t = w.table();
        return !t.isEmpty() && t.get("busy").equals("false") && t.get("waiting").equals("0");
    }
}
