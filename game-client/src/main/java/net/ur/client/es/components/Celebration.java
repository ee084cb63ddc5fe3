package net.ur.client.es.components;

import com.jme3.math.Vector3f;
import com.simsilica.es.EntityComponent;

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
        if (over == null || !(seconds > 0)) {
            throw new IllegalArgumentException("a celebration needs its place and more than 0 s, not " + over + ", " + seconds);
        }
        over = over.clone();
    }
}
