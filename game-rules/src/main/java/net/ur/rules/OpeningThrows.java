package net.ur.rules;

import java.util.List;

/**
 * The facts of an opening throw that decided who begins a game (the Babylonian game's, in which
 * each side throws both astragals until one scores higher), as a caller shows them.
 */
public interface OpeningThrows {

    /**
     * Returns every throw in order, alternating light and dark from light.
     *
     * @return the throws, never null
     */
    List<? extends Thrown> throwsMade();

    /**
     * Tells whether a round has ended without a tie.
     *
     * @return true once someone begins
     */
    boolean isDecided();

    /**
     * Returns the side that begins.
     *
     * @return the first player
     * @throws IllegalStateException if no round has decided it yet
     */
    Player firstPlayer();

    /**
     * Returns the throws as text, e.g. {@code light:3:no,dark:3:no,light:2:yes,dark:4:no}.
     *
     * @return the text, empty for no throws
     */
    String canonicalText();

    /** One side's throw in the opening. */
    interface Thrown {

        /**
         * Returns who threw.
         *
         * @return the side
         */
        Player player();

        /**
         * Returns the first die's roll (the small astragal).
         *
         * @return the roll
         */
        Roll small();

        /**
         * Tells whether the second die said yes (the broad astragal).
         *
         * @return true for yes
         */
        boolean yes();

        /**
         * Returns the throw's score.
         *
         * @return the first die's value, converted on a yes
         */
        int score();
    }
}
