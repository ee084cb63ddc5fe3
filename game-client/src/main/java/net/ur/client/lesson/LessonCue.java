package net.ur.client.lesson;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * What a lesson points at on the table, on the entity pointed at: the piece to move (it pulses),
 * the house to reach (it is marked), the dice to throw (an arrow over them). The lesson system sets
 * and removes it; the cue view draws it.
 *
 * @param kind how it is pointed at; not null
 */
public record LessonCue(LessonStep.Cue kind) implements EntityComponent {

    /** Validates the component. */
    public LessonCue {
        Validate.nonNull(kind, "kind");
    }
}
