package net.ur.client.es.components;

import com.jme3.math.Vector3f;
import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * A wish that the camera look at a place for a while (the winner's pieces, a capture), on an
 * entity of its own: whoever wants it writes it, and the camera takes it (and removes it) when it
 * follows the action, instead of being called.
 *
 * @param where the place on the table; not null, copied
 * @param seconds how long, more than 0
 */
public record CameraFocus(Vector3f where, float seconds) implements EntityComponent {

    /** Validates and copies the component. */
    public CameraFocus {
        Validate.nonNull(where, "where");
        Validate.positive(seconds, "seconds");
        where = where.clone();
    }

    @Override
    public Vector3f where() {
        return where.clone();
    }
}
