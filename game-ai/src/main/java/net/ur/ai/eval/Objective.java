package net.ur.ai.eval;

import java.util.Locale;

/**
 * What a searching agent plays for in a game with counters (the Babylonian game): the counters it
 * ends with (the rules' own objective, the pool going to the winner), or winning the game whatever
 * the counters. In games without counters both are the same: winning.
 */
public enum Objective {
    /** The expected final difference of counters between the player and the opponent (the default). */
    COUNTERS("counters"),
    /** The chance of winning the game (bearing off the fifth bird first). */
    WIN("win");

    private final String id;

    Objective(String id) {
        this.id = id;
    }

    /**
     * Returns the objective's name in agent names ({@code master:win}).
     *
     * @return {@code counters} or {@code win}
     */
    public String id() {
        return id;
    }

    /**
     * Finds an objective by its name.
     *
     * @param name {@code counters} or {@code win} (case-insensitive), not null
     * @return the objective
     * @throws IllegalArgumentException if the name is neither
     */
    public static Objective byId(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (Objective o : values()) {
            if (o.id.equals(n)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown objective \"" + name + "\"; known: counters, win");
    }
}
