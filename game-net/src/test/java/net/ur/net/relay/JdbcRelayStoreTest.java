package net.ur.net.relay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import net.ur.net.chain.Action;
import net.ur.net.chain.Entry;
import net.ur.net.chain.Identity;
import net.ur.net.chain.SharedDice;
import net.ur.net.wire.HelloMsg;
import net.ur.rules.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The relay's SQLite store: what is written is read back by a store opened again on the folder, and pruned in time. */
class JdbcRelayStoreTest {

    @TempDir
    Path dir;

    private static HelloMsg hello(String code, String rules, Identity id, String name) {
        HelloMsg h = new HelloMsg();
        h.code = code;
        h.rules = rules;
        h.key = id.publicKey();
        h.name = name;
        h.nonce = "00112233445566778899aabbccddeeff";
        return h;
    }

    @Test
    void aFolderOpenedAgainHoldsTheMatchesTheirEntriesAndTheQuickWaiters() throws Exception {
        Identity ann = Identity.generate();
        Identity bob = Identity.generate();
        Identity cy = Identity.generate();
        String game = "ab".repeat(32);
        Entry commit = Entry.sign(ann, game, 1, game, Action.COMMIT, "",
                SharedDice.commitment("cd".repeat(32)), "");
        try (JdbcRelayStore s = JdbcRelayStore.inFolder(dir)) {
            s.waiting("ABC", false, hello("ABC", "finkel", ann, "Ann"));
            s.paired("ABC", hello("ABC", "finkel", bob, "Bob"));
            s.entry("ABC", commit);
            s.rematch("ABC", false, 2);
            s.forfeit("ABC", Player.DARK);
            s.waiting("W1", false, hello("W1", "aseb", cy, "Cy"));
            s.quickWaits(hello("", "blitz", bob, "Bob"));
            s.quickWaits(hello("", "blitz", ann, "Ann"));
            s.waiting("OLD", false, hello("OLD", "aseb", cy, "Cy"));
            s.finished("OLD");
        }
        assertTrue(Files.exists(dir.resolve(JdbcRelayStore.FILE)));
        try (JdbcRelayStore s = JdbcRelayStore.inFolder(dir)) {
            List<RelayStore.Kept> kept = s.matches();
            assertEquals(List.of("ABC", "W1"), kept.stream().map(RelayStore.Kept::code).toList(),
                    "a finished match is not taken up");
            RelayStore.Kept k = kept.get(0);
            assertEquals("Ann", k.first().name);
            assertEquals(bob.publicKey(), k.second().key);
            assertEquals("finkel", k.second().rules);
            assertEquals(List.of(commit), k.entries());
            assertEquals(commit.hash(), k.entries().get(0).hash());
            assertEquals(Player.DARK, k.forfeitWinner());
            assertEquals(2, k.rematchSecond());
            assertNull(kept.get(1).second(), "W1 waits for its second player");
            assertEquals(List.of("Bob", "Ann"), s.quickWaiting().stream().map(h -> h.name).toList(),
                    "the quick waiters in the order they came");
            s.game("ABC", 2, 0, 0);
            assertEquals(List.of(), s.matches().get(0).entries(), "a new game's chain starts empty");
            s.quickGone(bob.publicKey());
            assertEquals(List.of("Ann"), s.quickWaiting().stream().map(h -> h.name).toList());
            assertEquals(0, s.prune(Duration.ofDays(1)), "a match finished a moment ago is kept a day");
            long t = System.currentTimeMillis();
            while (System.currentTimeMillis() <= t + 1) {
                Thread.onSpinWait();
            }
            assertEquals(1, s.prune(Duration.ZERO), "then deleted");
            s.waiting("OLD", true, hello("OLD", "aseb", ann, "Ann"));
            assertEquals(3, s.matches().size(), "a code used again starts a new match");
        }
    }

    @Test
    void aFolderThatCannotBeMadeIsSaidSo() throws Exception {
        Path file = dir.resolve("a-file");
        Files.writeString(file, "x");
        RelayStore.StoreException e = org.junit.jupiter.api.Assertions.assertThrows(RelayStore.StoreException.class,
                () -> JdbcRelayStore.inFolder(file.resolve("sub")));
        assertTrue(e.getMessage().startsWith("cannot make the data folder"), e.getMessage());
    }
}
