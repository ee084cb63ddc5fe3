package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;

/**
 * A one-shot request to throw the dice, put on a new entity by whoever wants the throw (a click,
 * the space bar, a computer player); the roll system removes it when the dice are thrown.
 *
 * @param strength how hard, 0.5 (a gentle toss) to 1.5 (a flick of the mouse)
 */
public record ThrowRequest(float strength) implements EntityComponent {
    /** Validates the component. */
    public ThrowRequest {
        if (!(strength >= 0.5f && strength <= 1.5f)) {
            throw new IllegalArgumentException("throw strength must be 0.5..1.5, not " + strength);
        }
    }
}
