package net.ur.rules.dice;

import java.util.random.RandomGenerator;

/**
 * The dice of a rule set: throws them with an injected random generator, checks rolls made
 * elsewhere, and knows the probability of each value (for the AI's expectations).
 */
public interface Dice {

    /**
     * Returns a stable identifier, e.g. {@code four_binary} (RoyalUr-Java's names where they exist).
     *
     * @return the id, never null
     */
    String id();

    /**
     * Returns the highest value these dice can give.
     *
     * @return the maximum value
     */
    int maxValue();

    /**
     * Returns the probability of a value.
     *
     * @param value any integer
     * @return the probability, 0 for impossible values
     */
    double probability(int value);

    /**
     * Throws the dice.
     *
     * @param random the source of randomness, not null; the only state that changes
     * @return the roll, with its faces
     */
    Roll roll(RandomGenerator random);

    /**
     * Checks that a roll could have come from these dice.
     *
     * @param roll the roll, not null
     * @throws IllegalArgumentException with the reason, if it could not
     */
    void validate(Roll roll);
    /** What the dice are, as a table shows and throws them. */
    enum Shape {
        /** Binary dice: tetrahedra with a marked tip (a face of 1) or not (0). */
        TETRAHEDRON,
        /** The Babylonian game's small astragal: faces 1 to 4. */
        SMALL_ASTRAGAL,
        /** The Babylonian game's broad astragal: yes (1) or no (0). */
        BROAD_ASTRAGAL,
        /** A six-sided die: faces 1 to 6. */
        SIX_SIDED
    }

    /**
     * Returns what the dice are.
     *
     * @return the shape of each die, never null
     */
    Shape shape();

    /**
     * Returns how many dice are thrown at once.
     *
     * @return at least 1
     */
    int count();

    /**
     * Returns the roll that dice resting on these faces give (for a throw made at the table, in a
     * lesson or a replay).
     *
     * @param faces the face each die rests on, as many as {@link #count()}; not null
     * @return the roll, with these faces
     * @throws IllegalArgumentException saying what the dice could rest on, if they cannot rest so
     */
    Roll rollOf(java.util.List<Integer> faces);

    /**
     * Returns faces the dice could rest on to give a roll: its own when it has them, else one way
     * to make its value (a record without faces, such as RGN's).
     *
     * @param roll a roll these dice can give; not null
     * @return one face per die
     * @throws IllegalArgumentException if the dice cannot give the roll
     */
    java.util.List<Integer> facesOf(Roll roll);
}
