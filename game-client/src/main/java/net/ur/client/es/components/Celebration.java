package net.ur.client.es.components;

import com.jme3.math.Vector3f;
import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * The end of a game being celebrated, on an entity of its own for as long as it lasts: a golden
 * light over the winner's pieces. The celebration system writes and removes it; while it stands
 * the table is busy, so that the end panel follows the celebration.
 *
 * @param over where the light stands; not null
 * @param seconds how long the celebration lasts, more than 0
 */
public record Celebration(Vector3f over, float seconds) implements EntityComponent {

    /** Validates the component and copies the point. */
    public Celebration {
        Validate.nonNull(over, "over");
        Validate.positive(seconds, "seconds");
        over = over.clone();
    }
}
