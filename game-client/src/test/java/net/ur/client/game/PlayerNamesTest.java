package net.ur.client.game;

import net.ur.client.settings.PlaySetup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.ur.rules.Player;
import org.junit.jupiter.api.Test;

/** A computer player is named in words, its objective included. */
class PlayerNamesTest {

    @Test
    void aComputerPlayingToWinIsSaidSo() {
        PlaySetup setup = new PlaySetup("babylonian", PlaySetup.HUMAN, "master:win", 1);
        assertEquals("Dark (computer: master, playing to win)", PlayerNames.describe(null, setup, Player.DARK));
        assertEquals("Light", PlayerNames.describe(null, setup, Player.LIGHT));
        assertEquals("Dark (computer: expert)", PlayerNames.describe(null, new PlaySetup("finkel", "human", "expert", 1), Player.DARK));
    }
}
