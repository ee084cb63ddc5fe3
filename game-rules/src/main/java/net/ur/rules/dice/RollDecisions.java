package net.ur.rules.dice;

/**
 * What a rule set with roll decisions offers (the Babylonian game): after the first die's roll a
 * player keeps it or throws a second die, whose yes converts the roll and whose no loses the turn.
 * Asked of a rule set by {@link RuleSet#rollDecisions()}.
 */
public interface RollDecisions {

    /**
     * Returns the die thrown again (the broad astragal).
     *
     * @return the die, never null
     */
    Dice dice();

    /**
     * Returns what a yes of the second die makes of the roll in hand.
     *
     * @param first the first die's value
     * @return the converted value
     */
    int converted(int first);

    /**
     * Tells whether the second die's roll says yes.
     *
     * @param second a roll of {@link #dice()}, not null
     * @return true for yes
     */
    boolean isYes(Roll second);

    /**
     * Returns the second die's roll that says yes or no.
     *
     * @param yes which
     * @return the roll
     */
    Roll roll(boolean yes);
}
