package net.ur.client.es.components;

import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * Where an entity is in the room, in metres: written by the systems (moves, physics), read by the
 * view. The vectors are copied in and must not be changed through the getters' results.
 *
 * @param location the position, not null
 * @param rotation the orientation, not null
 */
public record Position(Vector3f location, Quaternion rotation) implements EntityComponent {
    /** Validates and copies the vectors. */
    public Position {
        Validate.nonNull(location, "location");
        Validate.nonNull(rotation, "rotation");
        location = location.clone();
        rotation = rotation.clone();
    }

    /**
     * A position with no rotation.
     *
     * @param location the position, not null
     * @return the component
     */
    public static Position at(Vector3f location) {
        return new Position(location, Quaternion.IDENTITY);
    }
}
