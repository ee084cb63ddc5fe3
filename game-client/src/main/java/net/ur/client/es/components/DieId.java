package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * Marks an entity as one of the dice: its place in the throw (0-based) and its kind.
 *
 * @param index the die's index in the throw, at least 0
 * @param kind the kind of die, not null
 */
public record DieId(int index, DieKind kind) implements EntityComponent {
    /** Validates the component. */
    public DieId {
        Validate.nonNegative(index, "index");
        Validate.nonNull(kind, "kind");
    }
}
