package net.ur.rules;

/**
 * A player's answer in phase AWAITING_ROLL_DECISION (Babylonian astragals): keep the roll, or
 * throw again and let the second throw convert (or forfeit) it. No classic rule set uses it.
 *
 * @param throwAgain whether the player throws the second die
 * @param secondThrow the second die's outcome when {@code throwAgain}, else null
 */
public record RollDecision(boolean throwAgain, Roll secondThrow) {

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
}
