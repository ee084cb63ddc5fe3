package net.ur.client.es.game;

import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.simsilica.es.EntityComponent;
import com.simsilica.es.EntityId;
import java.util.List;
import jme3utilities.Validate;

/**
 * A throw's flight as data, on an entity of its own: where each thrown die is, and how it is
 * turned, at every step of the physics (a fixed number of seconds apart), what is heard at which
 * step (the throw, the knocks), and whether the flight is worked out to its end (the dice rest).
 * The dice system works the flight out on the physics and writes it, anew as it works out more
 * steps (a free throw's a little ahead of what has been shown, an arranged throw's to its end at
 * once); the motion system alone shows it, at the physics' pace: it writes the dice's
 * {@code Position} step by step and the {@link TableEvent}s heard as their steps are shown, and
 * removes the entity once the last step of a finished flight has been shown. The dice are
 * {@code Rolling} from the throw until the dice system, seeing the flight shown, gives their faces.
 *
 * @param dice the thrown dice's entities, in the order of each step's poses; not null, not empty
 * @param step the seconds between two steps, more than 0
 * @param steps each step's poses, one per die; not null
 * @param heard what is heard, at which step; not null
 * @param complete whether the last step is worked out (the dice rest there)
 */
public record DiceFlight(List<EntityId> dice, float step, List<List<Pose>> steps, List<Heard> heard, boolean complete)
        implements EntityComponent {

    /** Validates the component and copies the lists. */
    public DiceFlight {
        Validate.nonEmpty(dice, "dice");
        Validate.nonNull(steps, "steps");
        Validate.nonNull(heard, "heard");
        Validate.positive(step, "step");
        dice = List.copyOf(dice);
        steps = List.copyOf(steps);
        heard = List.copyOf(heard);
    }

    /**
     * Where a die is and how it is turned at a step.
     *
     * @param at its centre; not null
     * @param turn its rotation; not null
     */
    public record Pose(Vector3f at, Quaternion turn) {

        /** Validates and copies the vectors. */
        public Pose {
            Validate.nonNull(at, "at");
            Validate.nonNull(turn, "turn");
            at = at.clone();
            turn = turn.clone();
        }
    }

    /**
     * Something heard during the flight.
     *
     * @param step the step at which it is heard, from 0
     * @param what what is heard; not null
     */
    public record Heard(int step, TableEvent.Event what) {

        /** Validates the record. */
        public Heard {
            Validate.nonNull(what, "what");
        }
    }
}
