package net.ur.client.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.rules.Counters;
import net.ur.rules.Player;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.SmallAstragal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Babylonian game left while its opening throw is still being thrown ("Save and leave", or the
 * window closed) is kept in progress, and Continue takes it up again in its opening with the
 * match's counters as they were.
 */
class OpeningSavedTest {

    @TempDir
    Path folder;

    @Test
    void aGameLeftInItsOpeningIsContinuedInItsOpening() throws IOException {
        PlaySetup setup = new PlaySetup("babylonian", PlaySetup.HUMAN, "random", 3);
        MatchLedger ledger = new MatchLedger(31, 19, java.util.List.of(), false);
        PlaySession first = new PlaySession(setup, ledger);
        assertTrue(first.inOpening());
        SavedGames saves = new SavedGames(folder);
        saves.saveCurrent(first.setup(), first.game());

        SavedGames.Saved saved = saves.loadCurrent();
        assertNotNull(saved, "the game in its opening was kept");
        PlaySession again = PlaySession.continued(saved.setup(), saved.game());
        assertTrue(again.inOpening(), "Continue takes the game up in its opening");
        assertEquals(counters(first), counters(again), "with the counters of the match as they were");
        assertEquals(first.ledger().counters(Player.LIGHT), again.ledger().counters(Player.LIGHT));
        assertEquals(first.ledger().counters(Player.DARK), again.ledger().counters(Player.DARK));

        // Thrown to the end, the opening decides and the game begins as any other.
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 100 && again.inOpening(); i++) {
            again.throwOpening(SmallAstragal.INSTANCE.roll(random), BroadAstragal.INSTANCE.roll(random));
        }
        assertFalse(again.inOpening(), "the opening decided");
        assertTrue(again.game().rules().match().orElseThrow().opening().isPresent(), "the game's rules hold its opening");
    }

    @Test
    void aGameContinuedAfterItsOpeningIsNotThrownAgain() throws IOException {
        PlaySetup setup = new PlaySetup("babylonian", PlaySetup.HUMAN, "random", 3);
        PlaySession first = new PlaySession(setup);
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 100 && first.inOpening(); i++) {
            first.throwOpening(SmallAstragal.INSTANCE.roll(random), BroadAstragal.INSTANCE.roll(random));
        }
        SavedGames saves = new SavedGames(folder);
        saves.saveCurrent(first.setup(), first.game());
        PlaySession again = PlaySession.continued(saves.loadCurrent().setup(), saves.loadCurrent().game());
        assertFalse(again.inOpening(), "a decided opening stays decided");
        assertEquals(first.state().turn(), again.state().turn(), "the side that won the opening begins");
    }

    private static String counters(PlaySession s) {
        Counters.Piles c = (Counters.Piles) s.game().state().counters();
        return c.light() + "/" + c.dark() + "/" + c.pool();
    }
}
