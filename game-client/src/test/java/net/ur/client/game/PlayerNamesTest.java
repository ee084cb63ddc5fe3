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

    @Test
    void aNetworkPlayerWhoKeptTheDefaultNameIsCalledByTheSidePlayed() {
        // Both settings say "Light" by default: the host plays light, the joiner dark.
        PlaySetup host = new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.remote("Light"), 1);
        assertEquals("Light", PlayerNames.describe(null, host, Player.LIGHT));
        assertEquals("Dark (across the network)", PlayerNames.describe(null, host, Player.DARK));
        assertEquals("Dark", PlayerNames.name(null, host, Player.DARK));
        PlaySetup joiner = new PlaySetup("finkel", PlaySetup.remote("Light"), PlaySetup.HUMAN, 1);
        assertEquals("Light (across the network)", PlayerNames.describe(null, joiner, Player.LIGHT));
        assertEquals("Dark", PlayerNames.describe(null, joiner, Player.DARK));
        assertEquals("Dark", PlayerNames.name(null, joiner, Player.DARK));
        // A chosen name stays, with the side it plays.
        PlaySetup named = new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.remote("Jun"), 1);
        assertEquals("Jun (dark, across the network)", PlayerNames.describe(null, named, Player.DARK));
        assertEquals("Jun", PlayerNames.name(null, named, Player.DARK));
    }
}
