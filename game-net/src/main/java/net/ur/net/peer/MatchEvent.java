package net.ur.net.peer;

import net.ur.net.chain.Chain;
import net.ur.net.chain.MatchSetup;
import net.ur.rules.Player;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.record.Game;

/**
 * What a {@link Match} tells its listeners, in order, on the match's strand. A client at the table
 * turns these into its requests and components: {@link Accepted} carries every action of either side
 * once the chain has taken it (the agreed roll, the move), {@link YourTurn} says the local player must act.
 */
public sealed interface MatchEvent {

    /** The other side is here (first greeting or back after a drop). */
    record Connected(String otherName, boolean resumed) implements MatchEvent {
    }

    /**
     * The connection to the other side (or the relay) dropped: the game waits, or, once it is over, the
     * other side has left.
     *
     * @param reason why, for the player
     * @param left whether the game was over with no next game offered: the match does not reconnect
     */
    record Disconnected(String reason, boolean left) implements MatchEvent {
    }

    /**
     * A game of the match starts.
     *
     * @param setup what both agreed
     * @param side the local player's side
     * @param gameId the game's id
     */
    record GameStarted(MatchSetup setup, Player side, String gameId) implements MatchEvent {
    }

    /**
     * The chain took an entry.
     *
     * @param step what it did (the agreed roll of a reveal, an opening throw, a move)
     * @param local whether this side wrote it
     */
    record Accepted(Chain.Step step, boolean local) implements MatchEvent {
    }

    /**
     * The local player must act: throw, take the roll decision, or move.
     *
     * @param what the action awaited
     * @param game the game as it stands (null in the Babylonian opening)
     * @param opening the Babylonian opening so far, or null
     */
    record YourTurn(Chain.Awaiting what, Game game, Opening opening) implements MatchEvent {
    }

    /** Who refused what. */
    enum Refuser {
        /** This side's own chain refused the local player's action (nothing was sent). */
        OWN_ACTION,
        /** The other side (or the relay) refused an entry of ours. */
        OUR_ENTRY,
        /** We refused an entry of the other side. */
        THEIR_ENTRY
    }

    /** An action or entry was refused; it changed nothing. */
    record Refused(String reason, Refuser refuser) implements MatchEvent {
    }

    /** The greeting was refused (versions, code, rules, match taken): no game here. */
    record Rejected(String reason) implements MatchEvent {
    }

    /** Something to tell the player (waiting at the relay, the other side left). */
    record Notice(String text) implements MatchEvent {
    }

    /**
     * The game ended.
     *
     * @param winner the winner, null for a draw
     * @param how in words
     * @param chain the finished game's chain (it takes no more entries: read it, e.g. its record)
     */
    record GameOver(Player winner, String how, Chain chain) implements MatchEvent {
    }

    /** The other side offers the next game of the match. */
    record RematchOffered(int gameNumber) implements MatchEvent {
    }
}
