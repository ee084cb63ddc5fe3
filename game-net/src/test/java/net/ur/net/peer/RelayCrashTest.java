package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A relay with a data folder, in a process of its own, killed with SIGKILL in the middle of a match and
 * started again on the same folder: both players come back and finish the same game with the same chain.
 */
class RelayCrashTest {

    @TempDir
    Path dir;

    @Test
    void aRelayKilledMidMatchAndStartedAgainLetsBothPlayersFinishTheSameGame() throws Exception {
        int port = Seat.freePort();
        String data = dir.resolve("relay").toString();
        String code = "K" + port;
        Seat ann = new Seat("Ann", code, "finkel", false, 11, Duration.ofMillis(15), 1);
        Seat bob = new Seat("Bob", code, null, false, 12, Duration.ofMillis(15), 1);
        RelayProcess first = RelayProcess.start(port, "--data", data);
        RelayProcess again = null;
        try (Dialer a = Dialer.start(ann.match, Seat.LOOPBACK, port, Duration.ofSeconds(60))) {
            ConnectionTest.awaitTrue(() -> !ann.heard(MatchEvent.Notice.class).isEmpty(), 30, "Ann waits");
            try (Dialer b = Dialer.start(bob.match, Seat.LOOPBACK, port, Duration.ofSeconds(60))) {
                ConnectionTest.awaitTrue(() -> ann.match.query(c -> c != null && c.size() >= 40), 60,
                        "40 entries played");
                first.kill();
                assertTrue(!first.process.isAlive());
                ConnectionTest.awaitTrue(() -> !ann.heard(MatchEvent.Disconnected.class).isEmpty()
                        && !bob.heard(MatchEvent.Disconnected.class).isEmpty(), 30, "both see the relay gone");
                int annHad = ann.size();
                again = RelayProcess.start(port, "--data", data);
                ann.awaitOver(120);
                bob.awaitOver(60);
                assertEquals(ann.head(), bob.head(), "both end with the same chain");
                assertEquals(ann.match.winner(), bob.match.winner());
                for (Seat s : List.of(ann, bob)) {
                    assertEquals(1, s.heard(MatchEvent.GameStarted.class).size(), "the same game, not a new one");
                    assertEquals(List.of(), s.heard(MatchEvent.Refused.class));
                    assertTrue(s.heard(MatchEvent.Connected.class).stream().anyMatch(MatchEvent.Connected::resumed),
                            s.tail().toString());
                }
                List<String> lines = List.copyOf(again.lines);
                Matcher m = Pattern.compile("match " + code + " taken up from the store: game 1 at entry (\\d+)")
                        .matcher(String.join("\n", lines));
                assertTrue(m.find(), lines.toString());
                int kept = Integer.parseInt(m.group(1));
                // Every entry one player had from the other went through the relay, written before it was passed
                // on; only the last few a player wrote itself may not have reached it before the kill.
                assertTrue(kept >= annHad - 6 && kept <= annHad + 6, "kept " + kept + ", Ann had " + annHad);
                int size = ann.size();
                RelayProcess restarted = again;
                ConnectionTest.awaitTrue(() -> restarted.lines.stream().anyMatch(l -> l.startsWith("match " + code
                        + " game 1: ") && l.endsWith(" after " + size + " entries")), 30,
                        "the relay started again judged the game to its end: " + restarted.lines);
            } finally {
                ann.match.close();
                bob.match.close();
            }
        } finally {
            first.close();
            if (again != null) {
                again.close();
            }
        }
    }
}
