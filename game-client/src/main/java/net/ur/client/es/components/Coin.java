package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Counters;

/**
 * Marks an entity as one of the Babylonian game's counters (a coin) and says whose pile it is in:
 * a player's stack or the pool's bowl, and its place in that pile (0 is the bottom coin).
 *
 * @param holder the rules' pile it lies in: light's or dark's stack, or the pool's bowl; not null
 * @param index the coin's place in its pile, at least 0
 */
public record Coin(Counters.Pile holder, int index) implements EntityComponent {

    /** Validates the component. */
    public Coin {
        Validate.nonNull(holder, "holder");
        Validate.nonNegative(index, "index");
    }
}
