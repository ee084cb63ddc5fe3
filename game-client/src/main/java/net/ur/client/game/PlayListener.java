package net.ur.client.game;

import com.jme3.math.Vector3f;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.Roll;

/**
 * Hears what happens at the table, for what follows the game without steering it (sound, effects,
 * statistics). Called on the render thread; every method does nothing unless overridden.
 */
public interface PlayListener {

    /**
     * The dice leave the hand.
     *
     * @param player who throws
     * @param strength 0.5 to 1.5
     */
    default void diceThrown(Player player, float strength) {
    }

    /**
     * A die strikes the table, the board, the tray or another die.
     *
     * @param where the point of contact
     * @param impulse how hard, in newton-seconds (about 0.0005 for a soft touch, 0.01 for a hard knock)
     */
    default void diceContact(Vector3f where, float impulse) {
    }

    /**
     * The dice rest and their roll is given to the rules.
     *
     * @param player who threw
     * @param roll the roll
     * @param passes whether the roll passes the turn (a 0, or no piece can move)
     */
    default void diceSettled(Player player, Roll roll, boolean passes) {
    }

    /**
     * A piece is lifted to make a move.
     *
     * @param move the move
     * @param from where the piece is
     */
    default void pieceLifted(Move move, Vector3f from) {
    }

    /**
     * A piece is set down at the end of its move.
     *
     * @param move the move (its {@code rosette()} and {@code isCapture()} tell what it did)
     * @param at where it lands
     */
    default void piecePlaced(Move move, Vector3f at) {
    }

    /**
     * The game is over.
     *
     * @param winner who won, or null for a drawn game (the Ravensburg turn limits)
     * @param humanWon whether a person at the table won (false when the computer beat them, or in a computer game)
     */
    default void gameOver(Player winner, boolean humanWon) {
    }

    /**
     * Counters change hands on the table (the Babylonian game): the first of the coins that slide
     * from one pile to another lands there, the others following close behind.
     *
     * @param from the pile they leave: "light", "dark" or "pool"
     * @param to the pile they go to: "light", "dark" or "pool"
     * @param count how many coins, at least 1
     * @param where where the first coin lands
     */
    default void countersMoved(String from, String to, int count, Vector3f where) {
    }
}
