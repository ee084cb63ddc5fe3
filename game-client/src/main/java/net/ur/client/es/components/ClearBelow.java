package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * A panel stands at the bottom of the window (the end panel, the replay's panel) and asks the
 * game's camera to frame the game above it, on an entity of its own while it stands there: the
 * camera keeps the highest of these clear, and at least the status line's band. The panel writes
 * it instead of calling the camera.
 *
 * @param pixels the height kept clear from the window's bottom, not negative
 */
public record ClearBelow(float pixels) implements EntityComponent {

    /** Validates the component. */
    public ClearBelow {
        Validate.nonNegative(pixels, "pixels");
    }
}
