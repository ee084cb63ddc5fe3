package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;

/**
 * Marks a die that is in the air or settling: the dice system sets it when it throws the die and
 * removes it when the die rests, so that the camera (and anyone else) sees from the entities that
 * the dice roll.
 */
public record Rolling() implements EntityComponent {

    /** The shared instance. */
    public static final Rolling NOW = new Rolling();
}
