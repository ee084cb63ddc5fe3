package net.ur.rules;

/**
 * Thrown when an action does not fit the rules in the state it is applied to; the message says
 * what was wrong in words a player understands (e.g. "B6 holds Light's own piece").
 */
public class IllegalMoveException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was wrong, not null
     */
    public IllegalMoveException(String message) {
        super(message);
    }
}
