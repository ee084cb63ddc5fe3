package net.ur.client.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.ur.net.relay.Relay;
import org.junit.jupiter.api.Test;

/** The network game's notices say each thing once. */
class NetWordsTest {

    /** The relay's reason for a dropped side says what happened; the notice alone says that the game waits. */
    @Test
    void theNoticeOfASideGoneAtTheRelaySaysOnceThatTheGameWaits() {
        String line = NetWords.gone("Jun", Relay.DROPPED, true);
        assertEquals("Jun is gone (the other player's connection to the relay dropped): the game waits for Jun to come back.",
                line);
        assertEquals(1, line.split("waits", -1).length - 1, line);
    }
}
