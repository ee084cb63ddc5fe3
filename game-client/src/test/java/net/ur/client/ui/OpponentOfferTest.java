package net.ur.client.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.ur.client.settings.PlaySetup;
import org.junit.jupiter.api.Test;

/**
 * The game selection offers the master playing to win only for the Babylonian game (the one game
 * played for counters, where the objectives differ), and its name is one the game starts with.
 */
class OpponentOfferTest {

    @Test
    void theMasterPlayingToWinIsOfferedForTheBabylonianGameOnly() {
        assertTrue(GameSetupScreen.OPPONENTS.stream().anyMatch(o -> o.value().equals(GameSetupScreen.MASTER_TO_WIN)));
        assertTrue(GameSetupScreen.offered(GameSetupScreen.MASTER_TO_WIN, "babylonian"));
        assertTrue(GameSetupScreen.offered(GameSetupScreen.MASTER_TO_WIN, "babylonian-ur"));
        for (String classic : new String[] {"finkel", "masters", "blitz", "aseb", "murray", "ravensburg"}) {
            assertFalse(GameSetupScreen.offered(GameSetupScreen.MASTER_TO_WIN, classic), classic);
            assertTrue(GameSetupScreen.offered("master", classic), classic);
        }
        assertEquals("master:win", new PlaySetup("babylonian", PlaySetup.HUMAN, GameSetupScreen.MASTER_TO_WIN, 1).dark());
    }
}
