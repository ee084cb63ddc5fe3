package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;

/**
 * The Babylonian game's counters as everyone reads them, on the table's entity: each player's
 * and the pool's. Written by the table system whenever the rules' counters change; absent in a
 * game without counters.
 *
 * @param light light's counters, not negative
 * @param dark dark's counters, not negative
 * @param pool the pool's counters, not negative
 */
public record CounterPiles(int light, int dark, int pool) implements EntityComponent {

    /** Validates the component. */
    public CounterPiles {
        if (light < 0 || dark < 0 || pool < 0) {
            throw new IllegalArgumentException("counters must not be negative: " + light + ", " + dark + ", " + pool);
        }
    }
}
