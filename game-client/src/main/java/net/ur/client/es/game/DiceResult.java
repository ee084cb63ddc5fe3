package net.ur.client.es.game;

import jme3utilities.Validate;
import net.ur.client.es.components.DieKind;

import com.simsilica.es.EntityComponent;
import java.util.List;

/**
 * How thrown dice came to rest, on an entity of its own, for the table system to give to the
 * rules: which dice and the face each shows up (for tetrahedra 1 for a marked tip; for an astragal
 * or the d6 the face's number as {@link DieKind} says).
 *
 * @param kind which dice were thrown; not null
 * @param faces one per die, in the dice's order; not null, not empty
 */
public record DiceResult(DieKind kind, List<Integer> faces) implements EntityComponent {

    /** Validates the component. */
    public DiceResult {
        Validate.nonNull(kind, "kind");
        Validate.nonEmpty(faces, "faces");
        faces = List.copyOf(faces);
    }
}
