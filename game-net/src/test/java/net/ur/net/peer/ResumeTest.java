package net.ur.net.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;

import net.ur.net.chain.Entry;
import net.ur.net.chain.Identity;
import net.ur.ai.Agents;
import org.junit.jupiter.api.Test;

/** A side that leaves mid-game and takes the match up again from what it kept, as Continue does. */
class ResumeTest {

    @Test
    void aSideThatLeftTakesTheMatchUpAgainFromWhatItKept() throws Exception {
        int port = Seat.freePort();
        Duration think = Duration.ofMillis(5);
        Seat host = new Seat("Host", "S" + port, "finkel", true, 11, think, 1);
        Identity joinerId = Identity.generate();
        Match.Options joinerOptions = new Match.Options(joinerId, "Joiner", "S" + port, null, false,
                new SplittableRandom(12), Match.DEFAULT_REVEAL);
        Match first = new Match(joinerOptions);
        new Bot(first, Agents.byName("novice"), new SplittableRandom(13), think, 1);
        try (Host h = Host.start(host.match, Seat.LOOPBACK, port)) {
            Match.Saved kept;
            try (Dialer d = Dialer.start(first, Seat.LOOPBACK, port, Duration.ofSeconds(20))) {
                ConnectionTest.awaitTrue(() -> first.query(c -> c != null && c.size() > 30), 30, "the game got going");
                first.close();
                kept = first.saved();
            }
            assertNotNull(kept.nextSecret(), "the secret committed to is kept");
            Match again = Match.resume(joinerOptions, kept);
            new Bot(again, Agents.byName("novice"), new SplittableRandom(14), think, 1);
            java.util.concurrent.CountDownLatch over = new java.util.concurrent.CountDownLatch(1);
            again.listen(e -> {
                if (e instanceof MatchEvent.GameOver) {
                    over.countDown();
                }
            });
            try (Dialer d = Dialer.start(again, Seat.LOOPBACK, port, Duration.ofSeconds(20))) {
                host.awaitOver(90);
                assertEquals(true, over.await(30, java.util.concurrent.TimeUnit.SECONDS), "the resumed side saw the end");
                assertEquals(host.head(), again.query(c -> c.head()), "both sides end at the same head");
                assertEquals(List.of(), host.heard(MatchEvent.Refused.class));
            } finally {
                again.close();
            }
        } finally {
            host.match.close();
        }
    }

    @Test
    void aSavedGameOfOtherPlayersOrWithAForgedEntryIsRefused() throws Exception {
        Identity a = Identity.generate();
        Identity b = Identity.generate();
        var setup = net.ur.net.chain.MatchSetup.first("X1", "finkel", a.publicKey(), "A", b.publicKey(), "B", "00");
        Match.Options stranger = Match.Options.of(Identity.generate(), "C", "X1", "finkel", true);
        assertThrows(IllegalArgumentException.class, () -> Match.resume(stranger, new Match.Saved(setup, List.of(),
                null, b.publicKey())));
        Entry forged = Entry.sign(b, setup.gameId(), 1, setup.gameId(), net.ur.net.chain.Action.COMMIT, "",
                net.ur.net.chain.SharedDice.commitment("00".repeat(32)), "");
        Match.Options mine = Match.Options.of(a, "A", "X1", "finkel", true);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Match.resume(mine, new Match.Saved(setup, List.of(forged), null, b.publicKey())));
        assertEquals(true, e.getMessage().contains("out of turn"), e.getMessage());
    }
}
