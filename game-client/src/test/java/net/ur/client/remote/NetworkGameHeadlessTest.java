package net.ur.client.remote;

import net.ur.client.testing.TableNow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.SplittableRandom;
import net.ur.client.UrApp;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Identity;
import net.ur.net.peer.Match;
import net.ur.rules.GameState;
import net.ur.rules.Phase;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two games in one JVM, headless, play across the network on 127.0.0.1: one hosts, the other
 * joins, each person's keys at its own table (Space throws, K keeps, Enter moves); every throw's
 * dice rest on the roll both sides agreed, and after the first turns both tables hold the same game
 * as both chains, which end at the same head.
 */
class NetworkGameHeadlessTest {

    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    @TempDir
    Path home;

    static {
        // jME's scene-graph thread warden (on under -ea) knows one render thread per JVM; two games need it off
        // (the property keeps it off when an application's end resets it).
        System.setProperty("nothreadwarden", "true");
        com.jme3.scene.threadwarden.SceneGraphThreadWarden.disableChecks();
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, LOOPBACK)) {
            return s.getLocalPort();
        }
    }

    /** One window's side: its app, its driver, its network state, and the state it last acted on. */
    static final class Side {
        final UrApp app = new UrApp(GameOptions.DEFAULT);
        final AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT));
        final NetPlayState net = driver.call(() -> app.getStateManager().getState(NetPlayState.class));
        GameState actedOn;
        int unanswered;
        /** Whether it acts only in the Babylonian opening (read in the same frame as the turn). */
        boolean openingOnly;

        PlaySession session() {
            return driver.call(net::session);
        }

        /** Acts at its table when it is its side's turn: Space throws, K keeps, Enter makes the first move. */
        void act() {
            Object[] seen = driver.call(() -> {
                PlaySession s = net.session();
                if (s == null || TableNow.over(app) || TableNow.busy(app) || s.state().turn() != net.side()
                        || openingOnly && !s.inOpening()) {
                    return null;
                }
                return new Object[] {s.state(), TableNow.canKeepRoll(app)};
            });
            if (seen == null) {
                return;
            }
            // A key tapped in the frame the table is laid reaches no binding yet: tap again after a while.
            if (seen[0] == actedOn && ++unanswered < 60) {
                return;
            }
            unanswered = 0;
            actedOn = (GameState) seen[0];
            Phase phase = actedOn.phase();
            driver.tap(phase == Phase.AWAITING_MOVE ? KeyInput.KEY_RETURN
                    : phase == Phase.AWAITING_ROLL_DECISION && (Boolean) seen[1] ? KeyInput.KEY_K : KeyInput.KEY_SPACE);
        }

        String describe() {
            return driver.call(() -> net.session() == null ? "no table (" + net.lobbyText() + ")"
                    : net.side() + ", " + net.session().state().phase() + " of " + net.session().state().turn()
                    + (TableNow.busy(app) ? ", busy" : "") + ", " + net.stepsWaiting() + " steps waiting")
                    + (net.link() == null ? "" : "; its chain: " + net.link().match().query(c -> c == null ? "none"
                    : c.awaitingText() + " after " + c.size()) + ", " + net.lobbyText());
        }

        int entries() {
            return driver.call(() -> net.session() == null ? 0 : net.session().game().record().entries().size());
        }

        boolean quiet() {
            return driver.call(() -> net.session() != null && !TableNow.busy(app) && net.stepsWaiting() == 0);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "babylonian", "ravensburg"})
    void twoWindowsPlayTheFirstTurnsToTheSameHead(String rules) throws Exception {
        // Each side has a data folder of its own, as on two computers.
        int port = freePort();
        String code = "T" + port;
        System.setProperty("ur.home", home.resolve("h").toString());
        Side host = new Side();
        System.setProperty("ur.home", home.resolve("j").toString());
        Side joiner = new Side();
        NetLink hostLink = null;
        NetLink joinLink = null;
        try {
            hostLink = NetLink.host(new Match.Options(Identity.generate(), "Hana", code, rules, true,
                    new SplittableRandom(1), Duration.ofSeconds(60)), LOOPBACK, port);
            joinLink = NetLink.dial(NetLink.Way.JOIN, new Match.Options(Identity.generate(), "Jun", code, null, false,
                    new SplittableRandom(2), Duration.ofSeconds(60)), LOOPBACK, port);
            NetLink h = hostLink;
            NetLink j = joinLink;
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN));
            joiner.driver.run(() -> joiner.net.start(j, PlaySetup.HUMAN));
            int turns = 8;
            for (int i = 0; i < 6000 && (host.entries() < turns || joiner.entries() < turns); i++) {
                host.driver.framesToGate(4);
                joiner.driver.framesToGate(4);
                host.act();
                joiner.act();
            }
            assertTrue(host.entries() >= turns && joiner.entries() >= turns,
                    "both tables played " + turns + " turns: " + host.entries() + ", " + joiner.entries() + "; "
                    + h.match().query(c -> c == null ? "no game" : c.awaitingText() + " after " + c.size())
                    + "; the host: " + host.describe() + "; the joiner: " + joiner.describe());
            // Let the last actions come to rest on both tables, nobody acting.
            for (int i = 0; i < 3000 && !(host.quiet() && joiner.quiet() && head(h).equals(head(j))
                    && awaitsAPlayer(h) && host.entries() == joiner.entries()); i++) {
                host.driver.framesToGate(2);
                joiner.driver.framesToGate(2);
            }
            assertEquals(head(h), head(j), "both chains end at the same head");
            assertNotEquals(host.driver.call(host.net::side), joiner.driver.call(joiner.net::side));
            for (Side s : new Side[] {host, joiner}) {
                NetLink l = s == host ? h : j;
                GameState chainState = l.match().query(c -> c.game().state());
                assertEquals(chainState, s.driver.call(() -> s.session().state()), "the table holds the chain's game");
                assertEquals(l.match().query(c -> c.game().record().headHash()),
                        s.driver.call(() -> s.session().game().record().headHash()), "and its record, roll by roll");
                assertEquals("Hana", s == joiner ? s.driver.call(s.net::otherName) : "Hana");
            }
            assertEquals("Jun", host.driver.call(host.net::otherName));
            assertNotNull(host.driver.call(() -> host.session().setup().remoteName(host.net.side().other())));
        } finally {
            if (hostLink != null) {
                hostLink.close();
            }
            if (joinLink != null) {
                joinLink.close();
            }
            host.driver.close();
            joiner.driver.close();
        }
    }

    /** Plays both tables, each acting at its own turn, until both hold at least a number of turns. */
    private static void play(Side host, Side joiner, int turns) {
        for (int i = 0; i < 6000 && (host.entries() < turns || joiner.entries() < turns); i++) {
            host.driver.framesToGate(4);
            joiner.driver.framesToGate(4);
            host.act();
            joiner.act();
        }
        assertTrue(host.entries() >= turns && joiner.entries() >= turns, "both tables played " + turns + " turns: "
                + host.entries() + ", " + joiner.entries() + "; the host: " + host.describe() + "; the joiner: "
                + joiner.describe());
    }

    /** Lets the last actions come to rest on both tables, nobody acting, and checks both hold the chain's game. */
    private static void settleAndCompare(Side host, Side joiner) {
        NetLink h = host.driver.call(host.net::link);
        NetLink j = joiner.driver.call(joiner.net::link);
        for (int i = 0; i < 3000 && !(host.quiet() && joiner.quiet() && head(h).equals(head(j))
                && awaitsAPlayer(h) && host.entries() == joiner.entries()); i++) {
            host.driver.framesToGate(2);
            joiner.driver.framesToGate(2);
        }
        assertEquals(head(h), head(j), "both chains end at the same head");
        for (Side s : new Side[] {host, joiner}) {
            NetLink l = s == host ? h : j;
            assertEquals(l.match().query(c -> c.game().state()), s.driver.call(() -> s.session().state()),
                    "the table holds the chain's game");
            assertEquals(l.match().query(c -> c.game().record().headHash()),
                    s.driver.call(() -> s.session().game().record().headHash()), "and its record, roll by roll");
        }
    }

    /**
     * Once the game is over (no next game offered), the other side leaving ends the match: the joiner
     * does not dial its host again, its notice and connection line say the host has left (not that it
     * cannot be reached), the end panel stays, Play again says there is nobody to play with and Menu
     * leaves.
     */
    @org.junit.jupiter.api.Test
    void aHostThatLeavesAfterTheGameIsOverIsSaidToHaveLeftAndNotDialledAgain() throws Exception {
        int port = freePort();
        String code = "L" + port;
        System.setProperty("ur.home", home.resolve("la").toString());
        Side host = new Side();
        System.setProperty("ur.home", home.resolve("lb").toString());
        Side joiner = new Side();
        NetLink h = NetLink.host(new Match.Options(Identity.generate(), "Hana", code, "blitz", true,
                new SplittableRandom(7), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink j = NetLink.dial(NetLink.Way.JOIN, new Match.Options(Identity.generate(), "Jun", code, null,
                false, new SplittableRandom(8), Duration.ofSeconds(60)), LOOPBACK, port);
        try {
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN));
            joiner.driver.run(() -> joiner.net.start(j, PlaySetup.HUMAN));
            play(host, joiner, 2);
            settleAndCompare(host, joiner);
            host.driver.run(() -> host.app.getStateManager().getState(net.ur.client.play.PlaySessionState.class).resign());
            for (int i = 0; i < 1000 && !(host.driver.call(() -> TableNow.over(host.app))
                    && joiner.driver.call(() -> TableNow.over(joiner.app))); i++) {
                host.driver.framesToGate(2);
                joiner.driver.framesToGate(2);
                joiner.act();
            }
            assertTrue(joiner.driver.call(() -> TableNow.over(joiner.app)), "the game is over: " + joiner.describe());
            joiner.driver.framesToGate(2);
            assertEquals("Connected to Hana \u00b7 direct to 127.0.0.1:" + port, connection(joiner), "still connected");

            host.driver.run(host.net::leave);
            for (int i = 0; i < 500 && !notice(joiner).contains("has left"); i++) {
                joiner.driver.framesToGate(2);
            }
            assertEquals("Hana has left.", notice(joiner), "the joiner's notice says the host left");
            assertEquals("Not connected \u00b7 Hana has left", connection(joiner), "and so does its connection line");
            assertTrue(!j.match().wantsConnection(), "the match wants no connection once the game is over and the host left");
            assertTrue(!j.redialling(), "the joiner does not dial the host again");
            assertTrue(joiner.driver.call(() -> TableNow.over(joiner.app)), "the end panel's game stays over");

            joiner.driver.run(() -> joiner.app.getStateManager().getState(net.ur.client.play.PlaySessionState.class)
                    .restartSame());
            joiner.driver.framesToGate(2);
            assertTrue(notice(joiner).startsWith("Hana has left: there is nobody to play another game with"),
                    "Play again says the host has gone: " + notice(joiner));
            assertTrue(!j.redialling(), "and dials nobody");
            joiner.driver.run(() -> joiner.app.getStateManager().getState(net.ur.client.play.PlaySessionState.class).exit());
            assertEquals(null, joiner.driver.call(joiner.net::link), "Menu leaves the match");
        } finally {
            h.close();
            j.close();
            host.driver.close();
            joiner.driver.close();
        }
    }

    private static String notice(Side s) {
        return s.driver.call(() -> s.app.getStateManager().getState(net.ur.client.hud.HudState.class).noticeText());
    }

    @org.junit.jupiter.api.Test
    void aSideThatLeavesIsSeenGoneAndContinueTakesTheGameUpAgain() throws Exception {
        Path homeA = home.resolve("a");
        Path homeB = home.resolve("b");
        int port = freePort();
        String code = "C" + port;
        System.setProperty("ur.home", homeA.toString());
        Side host = new Side();
        System.setProperty("ur.home", homeB.toString());
        Side joiner = new Side();
        Path keyA = homeA.resolve("a.key");
        Path keyB = homeB.resolve("b.key");
        NetLink h = NetLink.host(new Match.Options(Identity.loadOrCreate(keyA), "Hana", code, "finkel", true,
                new SplittableRandom(3), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink j = NetLink.dial(NetLink.Way.JOIN, new Match.Options(Identity.loadOrCreate(keyB), "Jun", code, null,
                false, new SplittableRandom(4), Duration.ofSeconds(60)), LOOPBACK, port);
        try {
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN, keyA));
            joiner.driver.run(() -> joiner.net.start(j, PlaySetup.HUMAN, keyB));
            play(host, joiner, 6);
            settleAndCompare(host, joiner);
            String before = head(h);
            assertEquals("Connected to Jun \u00b7 hosting on port " + port, connection(host), "the host's connection line");
            assertEquals("Connected to Hana \u00b7 direct to 127.0.0.1:" + port, connection(joiner), "the joiner's");

            joiner.driver.run(joiner.net::leave);
            for (int i = 0; i < 500 && !host.driver.call(() -> host.app.getStateManager()
                    .getState(net.ur.client.hud.HudState.class).noticeText()).contains("gone"); i++) {
                host.driver.framesToGate(2);
            }
            String notice = host.driver.call(() -> host.app.getStateManager()
                    .getState(net.ur.client.hud.HudState.class).noticeText());
            assertTrue(notice.contains("Jun is gone") && notice.contains("waits"), "the host's table says so: " + notice);
            host.driver.framesToGate(2);
            String status = host.driver.call(() -> host.app.getStateManager()
                    .getState(net.ur.client.hud.HudState.class).statusText());
            assertEquals("Waiting for Jun to come back\u2026", status, "no prompt to throw or move while the other side is gone");
            assertEquals("Not connected \u00b7 waiting for Jun on port " + port, connection(host), "the connection line says so");
            assertEquals(before, head(h), "the game waits");

            net.ur.client.settings.SavedGames.Saved saved = new net.ur.client.settings.SavedGames(homeB.resolve("data"))
                    .loadCurrent();
            assertNotNull(saved, "the joiner's game was kept in progress");
            assertTrue(saved.setup().isNetworkGame(), saved.setup().toString());
            joiner.driver.run(() -> joiner.app.continueGame(saved));
            NetLink again = joiner.driver.call(joiner.net::link);
            assertNotNull(again, "Continue connects again: " + joiner.describe());
            int done = host.entries();
            play(host, joiner, done + 6);
            settleAndCompare(host, joiner);
            assertTrue(host.entries() >= done + 6, "the game went on after the joiner came back");
            assertEquals("Connected to Jun \u00b7 hosting on port " + port, connection(host), "connected again");
            assertEquals("Connected to Hana \u00b7 direct to 127.0.0.1:" + port, connection(joiner));
            again.close();
        } finally {
            h.close();
            j.close();
            host.driver.close();
            joiner.driver.close();
        }
    }

    /**
     * While the other side is gone a throw cannot be made (the roll needs its secret): the dice of the
     * side to throw lose their rings and Space throws nothing; when the other side is back, the rings
     * are back and Space throws.
     */
    @org.junit.jupiter.api.Test
    void theDiceInviteNoThrowWhileTheOtherSideIsGone() throws Exception {
        Path homeA = home.resolve("ga");
        Path homeB = home.resolve("gb");
        int port = freePort();
        String code = "G" + port;
        System.setProperty("ur.home", homeA.toString());
        Side host = new Side();
        System.setProperty("ur.home", homeB.toString());
        Side joiner = new Side();
        Path keyA = homeA.resolve("a.key");
        Path keyB = homeB.resolve("b.key");
        NetLink h = NetLink.host(new Match.Options(Identity.loadOrCreate(keyA), "Hana", code, "finkel", true,
                new SplittableRandom(21), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink j = NetLink.dial(NetLink.Way.JOIN, new Match.Options(Identity.loadOrCreate(keyB), "Jun", code, null,
                false, new SplittableRandom(22), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink again = null;
        try {
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN, keyA));
            joiner.driver.run(() -> joiner.net.start(j, PlaySetup.HUMAN, keyB));
            // Both play their first turns; then the host, to throw again, waits.
            for (int i = 0; i < 6000 && !(host.entries() >= 2 && hostToThrow(host, joiner, h)); i++) {
                host.driver.framesToGate(4);
                joiner.driver.framesToGate(4);
                if (host.entries() < 2 || !host.driver.call(() -> host.net.session().state().turn() == host.net.side()
                        && host.net.session().state().phase() == Phase.AWAITING_ROLL)) {
                    host.act();
                }
                joiner.act();
            }
            assertTrue(hostToThrow(host, joiner, h), "the host is to throw: " + host.describe());
            host.driver.framesToGate(2);
            assertTrue(diceRinged(host) > 0, "the host's dice invite its throw");
            String before = head(h);

            joiner.driver.run(joiner.net::leave);
            for (int i = 0; i < 500 && !connection(host).startsWith("Not connected"); i++) {
                host.driver.framesToGate(2);
            }
            assertTrue(connection(host).startsWith("Not connected"), "the host sees the joiner gone: " + connection(host));
            host.driver.framesToGate(2);
            assertEquals(0, diceRinged(host), "no rings on the dice while the joiner is gone");
            host.driver.tap(KeyInput.KEY_SPACE);
            host.driver.framesToGate(10);
            assertEquals(before, head(h), "Space throws nothing meanwhile");
            assertTrue(!host.driver.call(() -> TableNow.busy(host.app)), "and the table is not left awaiting a roll");
            assertEquals(0, diceRinged(host), "still no rings");

            net.ur.client.settings.SavedGames.Saved saved = new net.ur.client.settings.SavedGames(homeB.resolve("data"))
                    .loadCurrent();
            assertNotNull(saved, "the joiner's game was kept in progress");
            joiner.driver.run(() -> joiner.app.continueGame(saved));
            again = joiner.driver.call(joiner.net::link);
            assertNotNull(again, "Continue connects again: " + joiner.describe());
            for (int i = 0; i < 1500 && !(connection(host).startsWith("Connected") && diceRinged(host) > 0); i++) {
                host.driver.framesToGate(2);
                joiner.driver.framesToGate(2);
            }
            assertTrue(connection(host).startsWith("Connected"), "the joiner is back: " + connection(host));
            assertTrue(diceRinged(host) > 0, "the host's dice invite its throw again");
            int done = host.entries();
            play(host, joiner, done + 2);
            settleAndCompare(host, joiner);
        } finally {
            h.close();
            j.close();
            if (again != null) {
                again.close();
            }
            host.driver.close();
            joiner.driver.close();
        }
    }

    /** Whether the host's table, at rest with nothing waiting, awaits the host's throw, and the joiner's is at rest too. */
    private static boolean hostToThrow(Side host, Side joiner, NetLink h) {
        return host.quiet() && joiner.quiet() && host.driver.call(() -> {
            PlaySession s = host.net.session();
            return s.state().turn() == host.net.side() && s.state().phase() == Phase.AWAITING_ROLL && !TableNow.over(host.app);
        }) && h.match().<Boolean>query(c -> c.awaiting() == Chain.Awaiting.THROW);
    }

    /** How many dice at a table wear a ring (a {@code Highlight}) now. */
    private static int diceRinged(Side s) {
        return s.driver.call(() -> {
            com.simsilica.es.EntityData ed = s.app.getStateManager().getState(net.ur.client.es.EntityDataState.class)
                    .getEntityData();
            return ed.findEntities(null, net.ur.client.es.components.DieId.class,
                    net.ur.client.es.components.Highlight.class).size();
        });
    }

    @org.junit.jupiter.api.Test
    void resigningFromTheEscPanelEndsTheGameOnBothTablesAndKeepsIt() throws Exception {
        Path homeA = home.resolve("ra");
        int port = freePort();
        String code = "R" + port;
        System.setProperty("ur.home", homeA.toString());
        Side host = new Side();
        System.setProperty("ur.home", home.resolve("rb").toString());
        Side joiner = new Side();
        NetLink h = NetLink.host(new Match.Options(Identity.generate(), "Hana", code, "blitz", true,
                new SplittableRandom(5), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink j = NetLink.dial(NetLink.Way.JOIN, new Match.Options(Identity.generate(), "Jun", code, null,
                false, new SplittableRandom(6), Duration.ofSeconds(60)), LOOPBACK, port);
        try {
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN));
            joiner.driver.run(() -> joiner.net.start(j, PlaySetup.HUMAN));
            play(host, joiner, 4);
            settleAndCompare(host, joiner);
            net.ur.rules.Player hostSide = host.driver.call(host.net::side);
            host.driver.run(() -> host.app.getStateManager().getState(net.ur.client.play.PlaySessionState.class).resign());
            // Off its turn a resignation is written at the side's next entry, in place of its reveal of
            // the other's throw: the joiner plays on until it comes.
            for (int i = 0; i < 1000 && !(host.driver.call(() -> TableNow.over(host.app))
                    && joiner.driver.call(() -> TableNow.over(joiner.app))); i++) {
                host.driver.framesToGate(2);
                joiner.driver.framesToGate(2);
                joiner.act();
            }
            for (Side s : new Side[] {host, joiner}) {
                assertEquals(hostSide, s.driver.call(() -> TableNow.facts(s.app).conceded()), "the host gave the game up: "
                        + s.describe() + ", " + s.driver.call(() -> TableNow.over(s.app)));
                assertEquals(hostSide.other(), s.driver.call(() -> TableNow.facts(s.app).winner()));
                assertTrue(s.driver.call(() -> TableNow.facts(s.app).concededHow()).contains("resigned"));
            }
            assertEquals(hostSide, h.match().query(c -> c.resigned()), "the chain holds the resignation");
            assertEquals(hostSide, j.match().query(c -> c.resigned()));
            host.driver.framesToGate(30);
            net.ur.client.settings.SavedGames saves = new net.ur.client.settings.SavedGames(homeA.resolve("data"));
            assertEquals(null, saves.loadCurrent(), "a resigned game is no longer the game in progress");
            assertEquals(1, saves.list().size(), "it is kept among the saved games");
        } finally {
            h.close();
            j.close();
            host.driver.close();
            joiner.driver.close();
        }
    }

    @org.junit.jupiter.api.Test
    void theBabylonianOpeningIsThrownWithTheAstragalsOnBothTablesOnTheAgreedFaces() throws Exception {
        int port = freePort();
        String code = "O" + port;
        System.setProperty("ur.home", home.resolve("oh").toString());
        Side host = new Side();
        System.setProperty("ur.home", home.resolve("oj").toString());
        Side joiner = new Side();
        NetLink h = NetLink.host(new Match.Options(Identity.generate(), "Hana", code, "babylonian", true,
                new SplittableRandom(7), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink j = NetLink.dial(NetLink.Way.JOIN, new Match.Options(Identity.generate(), "Jun", code, null,
                false, new SplittableRandom(8), Duration.ofSeconds(60)), LOOPBACK, port);
        try {
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN));
            joiner.driver.run(() -> joiner.net.start(j, PlaySetup.HUMAN));
            for (int i = 0; i < 2000 && (host.session() == null || joiner.session() == null); i++) {
                host.driver.framesToGate(2);
                joiner.driver.framesToGate(2);
            }
            for (Side s : new Side[] {host, joiner}) {
                assertNotNull(s.session(), "both tables are laid once both sides have committed: " + s.describe());
                assertTrue(s.driver.call(() -> s.session().inOpening()), "at the opening throw");
                assertTrue(s.driver.call(() -> s.session().opening().throwsMade().isEmpty()), "nothing thrown yet");
            }
            // Each person throws its side's throws of the opening (Space), and nothing after it; every
            // throw's astragals fly on both tables.
            host.openingOnly = true;
            joiner.openingOnly = true;
            java.util.Map<Side, java.util.Set<net.ur.client.es.components.DieKind>> flew = new java.util.HashMap<>();
            // One game runs at a time: each side's frames end at its gate before the other's begin, so
            // that the two tables' physics never step at once (a call on the render thread runs the
            // rest of its frame after it answers).
            for (int i = 0; i < 6000 && (inOpening(host) || inOpening(joiner) || !host.quiet() || !joiner.quiet()); i++) {
                for (Side s : new Side[] {host, joiner}) {
                    s.driver.framesToGate(2);
                    flew.computeIfAbsent(s, k -> java.util.EnumSet.noneOf(net.ur.client.es.components.DieKind.class))
                            .addAll(rolling(s));
                    s.act();
                    s.driver.framesToGate(1);
                }
            }
            String agreed = h.match().query(c -> c.opening().canonicalText());
            assertTrue(h.match().<Boolean>query(c -> c.opening().isDecided()), "the chain's opening decided: " + agreed);
            assertEquals(agreed, j.match().query(c -> c.opening().canonicalText()), "both chains hold the same opening");
            net.ur.rules.OpeningThrows.Thrown last = h.match().query(c -> c.opening().throwsMade()
                    .get(c.opening().throwsMade().size() - 1));
            for (Side s : new Side[] {host, joiner}) {
                assertEquals(0, s.entries(), "no throw of the game yet, only the opening's: " + s.describe());
                assertEquals(java.util.EnumSet.of(net.ur.client.es.components.DieKind.SMALL_ASTRAGAL,
                        net.ur.client.es.components.DieKind.BROAD_ASTRAGAL), flew.get(s), "the astragals flew: " + s.describe());
                assertEquals(agreed, s.driver.call(() -> s.session().opening().canonicalText()),
                        "the table's opening is the agreed one: " + s.describe());
                assertEquals(java.util.List.of(last.small().value(), last.yes() ? 1 : 0), shownAstragals(s),
                        "the astragals rest on the last throw's agreed faces (" + agreed + "): " + s.describe());
                assertEquals(h.match().query(c -> c.game().state().turn()), s.driver.call(() -> s.session().state().turn()),
                        "the opening's winner begins at both tables");
            }
            settleAndCompare(host, joiner);
        } finally {
            h.close();
            j.close();
            host.driver.close();
            joiner.driver.close();
        }
    }

    /**
     * Two games meet at a relay (./ur serve, here in this JVM on 127.0.0.1) by their code, play the first
     * turns to the same head, and each HUD's connection line says they play through the relay.
     */
    @org.junit.jupiter.api.Test
    void twoGamesMeetAtARelayAndTheirHudsSaySo() throws Exception {
        int port = freePort();
        String code = "M" + port;
        System.setProperty("ur.home", home.resolve("ma").toString());
        Side first = new Side();
        System.setProperty("ur.home", home.resolve("mb").toString());
        Side second = new Side();
        try (net.ur.net.relay.Relay relay = net.ur.net.relay.Relay.start(LOOPBACK, port, Duration.ofMinutes(5), t -> { })) {
            // As the menu does: both dial the relay and name the rules; the first to arrive sets them.
            NetLink a = NetLink.dial(NetLink.Way.RELAY, new Match.Options(Identity.generate(), "Hana", code, "finkel", false,
                    new SplittableRandom(15), Duration.ofSeconds(60)), LOOPBACK, port);
            NetLink[] later = new NetLink[1];
            try {
                first.driver.run(() -> first.net.start(a, PlaySetup.HUMAN));
                String lobby = "";
                for (int i = 0; i < 1000 && !(lobby = first.driver.call(first.net::lobbyText)).contains("waiting for the other"); i++) {
                    first.driver.framesToGate(2);
                }
                assertTrue(lobby.startsWith("The relay holds match " + code), "the first at the relay waits, and its menu says so: " + lobby);
                later[0] = NetLink.dial(NetLink.Way.RELAY, new Match.Options(Identity.generate(), "Jun", code, "finkel", false,
                        new SplittableRandom(16), Duration.ofSeconds(60)), LOOPBACK, port);
                second.driver.run(() -> second.net.start(later[0], PlaySetup.HUMAN));
                play(first, second, 4);
                settleAndCompare(first, second);
                assertEquals("Connected to Jun \u00b7 through the relay 127.0.0.1:" + port, connection(first));
                assertEquals("Connected to Hana \u00b7 through the relay 127.0.0.1:" + port, connection(second));
            } finally {
                a.close();
                if (later[0] != null) {
                    later[0].close();
                }
            }
        } finally {
            first.driver.close();
            second.driver.close();
        }
    }

    /**
     * A game of another version that greets a hosting game is refused, and the hosting screen's line
     * says why, with both versions; the host goes on waiting for a player of its own version.
     */
    @org.junit.jupiter.api.Test
    void aGreetingOfAnotherVersionIsRefusedAndTheHostingScreenSaysSo() throws Exception {
        System.setProperty("ur.home", home.resolve("v").toString());
        int port = freePort();
        String code = "V" + port;
        Side host = new Side();
        NetLink h = NetLink.host(new Match.Options(Identity.generate(), "Hana", code, "finkel", true,
                new SplittableRandom(13), Duration.ofSeconds(60)), LOOPBACK, port);
        java.util.List<com.jme3.network.Message> got = new java.util.concurrent.CopyOnWriteArrayList<>();
        com.jme3.network.Client old = net.ur.net.wire.Wire.client(LOOPBACK, port);
        try {
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN));
            old.addMessageListener((com.jme3.network.MessageListener<com.jme3.network.Client>) (c, m) -> got.add(m));
            old.addClientStateListener(new com.jme3.network.ClientStateListener() {
                @Override
                public void clientConnected(com.jme3.network.Client c) {
                    net.ur.net.wire.HelloMsg hello = new net.ur.net.wire.HelloMsg();
                    hello.protocol = net.ur.net.wire.Wire.PROTOCOL;
                    hello.version = "0.0.1-elsewhere";
                    hello.code = code;
                    hello.key = Identity.generate().publicKey();
                    hello.name = "Old";
                    hello.nonce = "00".repeat(net.ur.net.wire.HelloMsg.NONCE_BYTES);
                    c.send(hello);
                }

                @Override
                public void clientDisconnected(com.jme3.network.Client c, com.jme3.network.ClientStateListener.DisconnectInfo info) {
                }
            });
            old.start();
            String line = "";
            for (int i = 0; i < 1000 && !(line = host.driver.call(host.net::lobbyText)).contains("different versions"); i++) {
                host.driver.framesToGate(2);
            }
            assertTrue(line.startsWith("Refused a player's greeting") && line.contains("0.0.1-elsewhere")
                    && line.contains(net.ur.net.wire.Wire.gameVersion()), "the hosting screen says why, with both versions: " + line);
            for (int i = 0; i < 500 && got.isEmpty(); i++) {
                host.driver.framesToGate(2);
            }
            assertTrue(!got.isEmpty() && got.get(0) instanceof net.ur.net.wire.NoticeMsg n
                    && n.kind == net.ur.net.wire.NoticeMsg.Kind.REJECTED && n.text.contains("different versions"),
                    "the other game is told: " + got);
            assertNotNull(host.driver.call(host.net::link), "the host still waits for a player");
            assertEquals(null, host.session(), "no table is laid");
        } finally {
            if (old.isStarted()) {
                old.close();
            }
            h.close();
            host.driver.close();
        }
    }

    /**
     * A Babylonian network game left in its opening throw (one throw of it made) is kept in progress from
     * the start; the Continue of the side that left (the joiner, which dials again, or the host, which
     * hosts again on its port) connects again, its table is laid at the opening as the chain holds it,
     * and both sides throw the rest of the opening and play on to the same head.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aGameLeftInItsOpeningIsContinuedInItsOpening(boolean hostLeaves) throws Exception {
        Path homeA = home.resolve("oa");
        Path homeB = home.resolve("ob");
        int port = freePort();
        String code = "Q" + port;
        System.setProperty("ur.home", homeA.toString());
        Side host = new Side();
        System.setProperty("ur.home", homeB.toString());
        Side joiner = new Side();
        Path keyA = homeA.resolve("a.key");
        Path keyB = homeB.resolve("b.key");
        NetLink h = NetLink.host(new Match.Options(Identity.loadOrCreate(keyA), "Hana", code, "babylonian", true,
                new SplittableRandom(11), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink j = NetLink.dial(NetLink.Way.JOIN, new Match.Options(Identity.loadOrCreate(keyB), "Jun", code, null,
                false, new SplittableRandom(12), Duration.ofSeconds(60)), LOOPBACK, port);
        NetLink again = null;
        try {
            host.driver.run(() -> host.net.start(h, PlaySetup.HUMAN, keyA));
            joiner.driver.run(() -> joiner.net.start(j, PlaySetup.HUMAN, keyB));
            host.openingOnly = true;
            joiner.openingOnly = true;
            // The first throw of the opening, by the side the opening awaits; then nobody throws.
            for (int i = 0; i < 3000 && openingThrows(h) < 1; i++) {
                for (Side s : new Side[] {host, joiner}) {
                    s.driver.framesToGate(2);
                    s.act();
                    s.driver.framesToGate(1);
                }
            }
            assertEquals(1, openingThrows(h), "one throw of the opening made: " + host.describe());
            for (int i = 0; i < 3000 && !(host.quiet() && joiner.quiet() && openingThrows(j) == 1
                    && shownOpeningThrows(host) == 1 && shownOpeningThrows(joiner) == 1); i++) {
                host.driver.framesToGate(2);
                joiner.driver.framesToGate(2);
            }
            assertTrue(inOpening(host) && inOpening(joiner), "both tables are still in the opening");
            String before = head(h);
            assertEquals(before, head(j));

            Side leaver = hostLeaves ? host : joiner;
            Side stayer = hostLeaves ? joiner : host;
            NetLink stays = hostLeaves ? j : h;
            leaver.driver.run(leaver.net::leave);
            net.ur.client.settings.SavedGames.Saved saved = new net.ur.client.settings.SavedGames(
                    (hostLeaves ? homeA : homeB).resolve("data")).loadCurrent();
            assertNotNull(saved, "the game in its opening was kept in progress");
            assertTrue(saved.setup().isNetworkGame(), saved.setup().toString());
            assertTrue(java.nio.file.Files.exists((hostLeaves ? homeA : homeB).resolve("data").resolve(NetPlayState.SAVE_FILE)),
                    "and its match file beside it");
            for (int i = 0; i < 500 && !stayer.driver.call(() -> stayer.app.getStateManager()
                    .getState(net.ur.client.hud.HudState.class).noticeText()).contains("gone"); i++) {
                stayer.driver.framesToGate(2);
            }
            String notice = stayer.driver.call(() -> stayer.app.getStateManager()
                    .getState(net.ur.client.hud.HudState.class).noticeText());
            assertTrue(notice.contains("is gone"), "the side that stayed sees the other gone: " + notice);
            assertEquals(before, head(stays), "the game waits");

            leaver.driver.run(() -> leaver.app.continueGame(saved));
            again = leaver.driver.call(leaver.net::link);
            assertNotNull(again, "Continue connects again: " + leaver.describe() + "; "
                    + leaver.driver.call(() -> leaver.app.getStateManager().getState(net.ur.client.settings.SettingsState.class)
                    .takeNotices()));
            for (int i = 0; i < 2000 && leaver.session() == null; i++) {
                leaver.driver.framesToGate(2);
                stayer.driver.framesToGate(2);
            }
            assertTrue(inOpening(leaver), "the table is laid again at the opening: " + leaver.describe());
            assertEquals(1, shownOpeningThrows(leaver), "with the throw the chain holds");
            // The two meet again (a joiner dials every half second until the host is back on its port).
            for (int i = 0; i < 1500 && !(connection(leaver).startsWith("Connected") && connection(stayer).startsWith("Connected")); i++) {
                leaver.driver.framesToGate(2);
                stayer.driver.framesToGate(2);
                Thread.sleep(10);
            }
            assertTrue(connection(leaver).startsWith("Connected") && connection(stayer).startsWith("Connected"),
                    "both are connected again: " + connection(leaver) + "; " + connection(stayer));
            // The rest of the opening is thrown at both tables, then the game is played on.
            host.openingOnly = false;
            joiner.openingOnly = false;
            play(host, joiner, 4);
            settleAndCompare(host, joiner);
            String agreed = stays.match().query(c -> c.opening().canonicalText());
            assertEquals(agreed, again.match().query(c -> c.opening().canonicalText()), "both chains hold one opening");
            for (Side s : new Side[] {host, joiner}) {
                assertEquals(agreed, s.driver.call(() -> s.session().opening().canonicalText()),
                        "each table holds the chain's opening: " + s.describe());
            }
        } finally {
            h.close();
            j.close();
            if (again != null) {
                again.close();
            }
            host.driver.close();
            joiner.driver.close();
        }
    }

    /** The HUD's connection line at a table. */
    private static String connection(Side s) {
        return s.driver.call(() -> s.app.getStateManager().getState(net.ur.client.hud.HudState.class).connectionText());
    }

    private static int openingThrows(NetLink l) {
        return l.match().query(c -> c == null || c.opening() == null ? 0 : c.opening().throwsMade().size());
    }

    private static int shownOpeningThrows(Side s) {
        return s.driver.call(() -> s.net.session() == null || s.net.session().opening() == null ? 0
                : s.net.session().opening().throwsMade().size());
    }

    private static boolean inOpening(Side s) {
        return s.driver.call(() -> s.net.session() != null && s.net.session().inOpening());
    }

    /** The kinds of dice in the air at a table. */
    private static java.util.List<net.ur.client.es.components.DieKind> rolling(Side s) {
        return s.driver.call(() -> {
            com.simsilica.es.EntityData ed = s.app.getStateManager().getState(net.ur.client.es.EntityDataState.class)
                    .getEntityData();
            java.util.List<net.ur.client.es.components.DieKind> kinds = new java.util.ArrayList<>();
            for (com.simsilica.es.EntityId id : ed.findEntities(null, net.ur.client.es.components.DieId.class,
                    net.ur.client.es.components.Rolling.class)) {
                kinds.add(ed.getComponent(id, net.ur.client.es.components.DieId.class).kind());
            }
            return kinds;
        });
    }

    /** What the small and the broad astragal show on a table, read off their drawn turn. */
    private static java.util.List<Integer> shownAstragals(Side s) {
        return s.driver.call(() -> {
            com.simsilica.es.EntityData ed = s.app.getStateManager().getState(net.ur.client.es.EntityDataState.class)
                    .getEntityData();
            Integer[] shown = new Integer[2];
            for (com.simsilica.es.EntityId id : ed.findEntities(null, net.ur.client.es.components.DieId.class,
                    net.ur.client.es.components.Position.class)) {
                net.ur.client.es.components.DieKind k = ed.getComponent(id, net.ur.client.es.components.DieId.class).kind();
                int face = net.ur.client.physics.DiceTable.read(k,
                        ed.getComponent(id, net.ur.client.es.components.Position.class).rotation());
                shown[k == net.ur.client.es.components.DieKind.SMALL_ASTRAGAL ? 0 : 1] = face;
            }
            return java.util.Arrays.asList(shown);
        });
    }

    private static String head(NetLink l) {
        return l.match().query(Chain::head);
    }

    /** Whether the chain waits for a player's own action (not a commitment or a reveal, which come by themselves). */
    private static boolean awaitsAPlayer(NetLink l) {
        Chain.Awaiting a = l.match().query(Chain::awaiting);
        return a == Chain.Awaiting.THROW || a == Chain.Awaiting.DECISION || a == Chain.Awaiting.MOVE;
    }
}
