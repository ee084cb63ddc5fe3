package net.ur.rules;

/**
 * The step of the turn state machine a game is in. Classic games cycle AWAITING_ROLL ->
 * AWAITING_MOVE -> AWAITING_ROLL (a roll without a legal move passes straight back to
 * AWAITING_ROLL). The Babylonian game adds AWAITING_ROLL_DECISION between the small astragal and
 * the optional broad throw.
 */
public enum Phase {
    /** The player to move must throw the dice. */
    AWAITING_ROLL,
    /** The player has a roll and may throw again to convert it (Babylonian); no classic state uses it. */
    AWAITING_ROLL_DECISION,
    /** The player has a roll with at least one legal move and must choose one. */
    AWAITING_MOVE,
    /** Someone has won; nothing more can happen. */
    GAME_OVER
}
