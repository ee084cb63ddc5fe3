package net.ur.net.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import net.ur.net.chain.Action;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Entry;
import net.ur.net.chain.Identity;
import net.ur.net.chain.MatchSetup;
import net.ur.net.chain.SharedDice;
import net.ur.net.peer.MatchEvent;
import org.junit.jupiter.api.Test;

/** The lines {@code ./ur host} and {@code ./ur join} print for what happens in a match. */
class HeadlessTest {

    private final Identity light = Identity.generate();
    private final Identity dark = Identity.generate();
    private final SplittableRandom random = new SplittableRandom(3);

    private String secret;
    private String darkSecret;

    private Chain.Step write(Chain c, Identity who, Action a, String move, String reveal) throws Exception {
        String next = SharedDice.newSecret(random);
        boolean commits = a == Action.COMMIT || a.reveals();
        Entry e = Entry.sign(who, c.gameId(), c.size() + 1, c.head(), a, a.reveals() ? reveal : "",
                commits ? SharedDice.commitment(next) : "", move);
        Chain.Step s = c.append(e, true);
        if (who == light && commits) {
            secret = next;
        } else if (commits) {
            darkSecret = next;
        }
        return s;
    }

    /** A throw is settled by the other side's reveal, but it is the thrower's throw that the line names. */
    @Test
    void aRollIsToldAsTheThrowersNotTheRevealers() throws Exception {
        MatchSetup setup = MatchSetup.first("ROLL1", "finkel", light.publicKey(), "L", dark.publicKey(), "D", "00ff");
        Chain c = new Chain(setup);
        write(c, light, Action.COMMIT, "", null);
        write(c, dark, Action.COMMIT, "", null);
        write(c, light, Action.THROW, "", secret);
        Chain.Step settled = write(c, dark, Action.REVEAL, "", darkSecret);
        String line = Headless.describe(new MatchEvent.Accepted(settled, false));
        assertEquals("Light rolls " + settled.roll(), line);
    }
}
