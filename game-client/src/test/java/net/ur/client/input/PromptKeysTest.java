package net.ur.client.input;

import net.ur.client.words.TurnWords;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import net.ur.client.testing.SeededGames;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.Test;

/**
 * The Babylonian roll decision's prompt names keys that work and keeps each key on the line of
 * the words it belongs to: jME's text wraps at a space but not at a no-break space (measured:
 * "cccc\u00a0[B]" moves to the next line whole where "cccc [B]" leaves "[B]" alone), so a key in
 * brackets follows a no-break space.
 */
class PromptKeysTest {

    @Test
    void theDecisionLinesKeysStayWithTheirWordsAndNameSpaceWhenItIsTheOnlyAction() {
        boolean sawKeep = false;
        boolean sawBroadOnly = false;
        for (long seed = 1; seed < 200 && !(sawKeep && sawBroadOnly); seed++) {
            Game g = Game.start("babylonian");
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < 200 && !g.state().isOver(); i++) {
                if (g.pendingRoll().isPresent() && g.state().phase() == net.ur.rules.Phase.AWAITING_ROLL_DECISION) {
                    String line = TurnWords.facts(g, null, net.ur.client.es.state.LastAction.NONE, null, 0)
                            .decisionLine(); // as the table publishes it
                    assertFalse(line.contains(" ["), "a key after a breaking space: " + line);
                    if (g.canKeepRoll()) {
                        sawKeep = true;
                        assertTrue(line.contains("[K]") && line.contains("[B]"), line);
                    } else {
                        sawBroadOnly = true;
                        assertTrue(line.contains("[B\u00a0or\u00a0Space]"), "the only action names Space too: " + line);
                    }
                }
                g = SeededGames.step(g, random, SeededGames::anyMove);
            }
        }
        assertTrue(sawKeep && sawBroadOnly, "both kinds of decision were seen");
    }
}
