package net.ur.rules;

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
}
