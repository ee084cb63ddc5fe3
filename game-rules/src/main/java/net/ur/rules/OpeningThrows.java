package net.ur.rules;

import java.util.List;

import net.ur.rules.dice.Roll;

/**
 * An opening throw that decides who begins a game (the Babylonian game's, in which each side throws
 * both astragals until one scores higher): its facts as a caller shows them, and, while it is thrown,
 * the rules' judgement of the next throw ({@link #add}). Immutable.
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
     * Returns the side that throws next.
     *
     * @return light or dark
     * @throws IllegalStateException if the opening is decided
     */
    Player thrower();

    /**
     * Returns the opening with the next throw added, by the side {@link #thrower()} names: the rules'
     * judgement of an opening throw.
     *
     * @param small the first die's roll (the small astragal), not null
     * @param broad the second die's roll (the broad astragal), not null
     * @return the longer opening; this one is unaffected
     * @throws IllegalStateException if the opening is already decided
     * @throws IllegalArgumentException if a roll is not one its die can make
     */
    OpeningThrows add(Roll small, Roll broad);

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
