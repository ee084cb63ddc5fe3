package net.ur.net.chain;

/**
 * What an entry of a network game does. Who may author which action, and when, is decided by the
 * {@link Chain}; the fields each action carries are checked by {@link Entry}.
 */
public enum Action {
    /** A side's first commitment to a secret (the chain opens with light's, then dark's). */
    COMMIT,
    /** The thrower reveals its secret (and commits to its next one): the first half of a throw. */
    THROW,
    /** The other side reveals its secret (and commits to its next one): the throw's dice are now known. */
    REVEAL,
    /** Babylonian roll decision: keep the small astragal's roll. */
    KEEP,
    /** Babylonian roll decision: throw the broad astragal (the thrower reveals, as in {@link #THROW}). */
    BROAD,
    /** A move with the roll in hand, named as the game record names it. */
    MOVE,
    /** The roll allows no move (or the broad astragal said no): the turn passes. */
    PASS,
    /** The author gives up the game. */
    RESIGN;

    /** Whether the action reveals a secret and commits to the author's next one. */
    public boolean reveals() {
        return this == THROW || this == REVEAL || this == BROAD;
    }

    /** The action's name in the signed text and in messages: lower case. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
