package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;

/**
 * Marks an entity as one of the Babylonian game's counters (a coin) and says whose pile it is in:
 * a player's stack or the pool's bowl, and its place in that pile (0 is the bottom coin).
 *
 * @param holder the rules' counter key: {@value #LIGHT}, {@value #DARK} or {@value #POOL}
 * @param index the coin's place in its pile, at least 0
 */
public record Coin(String holder, int index) implements EntityComponent {
    /** The light player's stack. */
    public static final String LIGHT = "light";
    /** The dark player's stack. */
    public static final String DARK = "dark";
    /** The common pool, in the bowl. */
    public static final String POOL = "pool";

    /** Validates the component. */
    public Coin {
        if (!LIGHT.equals(holder) && !DARK.equals(holder) && !POOL.equals(holder)) {
            throw new IllegalArgumentException("a coin's holder is light, dark or pool, not " + holder);
        }
        if (index < 0) {
            throw new IllegalArgumentException("a coin's place in its pile is at least 0, not " + index);
        }
    }
}
