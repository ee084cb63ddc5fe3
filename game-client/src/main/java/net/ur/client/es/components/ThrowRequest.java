package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;

/**
 * A one-shot request to throw the dice, put on a new entity by whoever wants the throw (a click,
 * a flick of the mouse, the space bar, a computer player); the roll system removes it when the
 * dice are thrown.
 *
 * @param strength how hard, 0.5 (a gentle toss) to 1.5 (a flick of the mouse)
 * @param aim the direction of the throw across the table, in radians from straight ahead (away
 *     from the player), -{@value #MAX_AIM} (to the left) to {@value #MAX_AIM} (to the right)
 */
public record ThrowRequest(float strength, float aim) implements EntityComponent {

    /** The widest aim of a throw either side of straight ahead, in radians (about 34 degrees). */
    public static final float MAX_AIM = 0.6f;

    /** Validates the component. */
    public ThrowRequest {
        if (!(strength >= 0.5f && strength <= 1.5f)) {
            throw new IllegalArgumentException("throw strength must be 0.5..1.5, not " + strength);
        }
        if (!(aim >= -MAX_AIM && aim <= MAX_AIM)) {
            throw new IllegalArgumentException("throw aim must be -" + MAX_AIM + ".." + MAX_AIM + " radians, not " + aim);
        }
    }

    /**
     * A throw straight ahead.
     *
     * @param strength how hard, 0.5 to 1.5
     */
    public ThrowRequest(float strength) {
        this(strength, 0f);
    }
}
