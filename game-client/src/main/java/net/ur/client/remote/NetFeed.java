package net.ur.client.remote;

import java.util.ArrayDeque;
import java.util.Deque;
import jme3utilities.Validate;
import net.ur.net.chain.Chain;
import net.ur.net.peer.Match;
import net.ur.rules.Player;

/**
 * What passes between a network game's state and its remote actor at the table, on the render
 * thread: the chain's steps of this game in order, as the network's state hears them, and the
 * match the actor sends the local side's actions to. Data, not a system: neither calls the other.
 */
public final class NetFeed {

    /** The actor named on the requests of the other side and of the agreed throws. */
    public static final String ACTOR = "remote";

    /** A step of the game for the table. */
    public sealed interface Item permits Stepped, Ended {
    }

    /** An entry the chain took. */
    public record Stepped(Chain.Step step) implements Item {
    }

    /**
     * The game ended off the board other than by a resignation entry (a forfeit).
     *
     * @param loser the side that lost
     * @param how in words
     */
    public record Ended(Player loser, String how) implements Item {
    }

    private final Deque<Item> steps = new ArrayDeque<>();
    private final Match match;

    /**
     * @param match the match the local side's actions go to; not null
     */
    public NetFeed(Match match) {
        Validate.nonNull(match, "match");
        this.match = match;
    }

    /** The steps not yet shown at the table, oldest first. */
    public Deque<Item> steps() {
        return steps;
    }

    /** The match: the local side's actions go in here. */
    public Match out() {
        return match;
    }
}
