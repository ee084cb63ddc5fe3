package net.ur.ai.review;

import net.ur.rules.GameState;

/**
 * What a review judges positions by: the chance that the player to roll wins a position awaiting a roll,
 * exactly (a solved table) or as the computer players estimate it, and in a game with counters the
 * counters that player is expected to end ahead by. Made by {@link Judges}.
 */
public interface Judge {

    /** @return whether the values are exact (perfect play's, from a solved table) rather than estimates */
    boolean exact();

    /** @return one line on what judges, e.g. {@code perfect play (the solved table of Finkel, 7 pieces)} */
    String description();

    /**
     * The chance that the player to roll wins.
     *
     * @param state a state awaiting a roll of a game that goes on, not null
     * @return 0..1 (a draw counts half)
     */
    double win(GameState state);

    /** @return whether {@link #margin} is known: games with counters (the Babylonian game) */
    default boolean hasCounters() {
        return false;
    }

    /**
     * The counters the player to roll is expected to hold at the end beyond the opponent's (the pool gone
     * to the winner).
     *
     * @param state a state awaiting a roll of a game that goes on, not null
     * @return the expected difference, in counters; NaN in a game without counters
     */
    default double margin(GameState state) {
        return Double.NaN;
    }
}
