package net.ur.rules.dice;

/**
 * A player's answer in phase AWAITING_ROLL_DECISION (Babylonian astragals): keep the roll, or
 * throw again and let the second throw convert (or forfeit) it. No classic rule set uses it.
 *
 * @param throwAgain whether the player throws the second die
 * @param secondThrow the second die's outcome when {@code throwAgain}, else null
 */
public record RollDecision(boolean throwAgain, Roll secondThrow) {

    /** Keeping the roll in hand. */
    public static final RollDecision KEEP = new RollDecision(false, null);

    /**
     * Validates the decision.
     *
     * @throws IllegalArgumentException if a second throw is given without throwing again, or missing
     */
    public RollDecision {
        if (throwAgain != (secondThrow != null)) {
            throw new IllegalArgumentException(throwAgain
                    ? "throwing again needs the second throw's outcome" : "keeping the roll takes no second throw");
        }
    }

    /**
     * Returns the decision to keep the roll in hand.
     *
     * @return {@link #KEEP}
     */
    public static RollDecision keep() {
        return KEEP;
    }

    /**
     * Returns the decision to throw the second die, with its outcome (e.g. the broad astragal's yes or no).
     *
     * @param secondThrow the second die's roll, not null
     * @return the decision
     */
    public static RollDecision throwAgain(Roll secondThrow) {
        if (secondThrow == null) {
            throw new IllegalArgumentException("throwing again needs the second throw's outcome");
        }
        return new RollDecision(true, secondThrow);
    }
}
