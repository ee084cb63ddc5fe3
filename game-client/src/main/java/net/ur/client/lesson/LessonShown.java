package net.ur.client.lesson;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * Where a lesson is, as its panel shows it, on the lesson's entity: the line that says why, the
 * step reached, whether the lesson is done, and whether it has jumped ahead.
 *
 * @param line the line for the player; not null
 * @param step the steps done so far, 0..steps
 * @param steps the lesson's steps
 * @param personActs whether the lesson waits for the person (else the opponent acts, or a wrong move is undone)
 * @param done whether every step has been played
 * @param note a second line on how the table got here (the lesson jumped ahead), or empty; not null
 * @param reading whether the opponent's step waits for its line to be read (the person may go on at once)
 */
public record LessonShown(String line, int step, int steps, boolean personActs, boolean done, String note, boolean reading)
        implements EntityComponent {

    /** Validates the component. */
    public LessonShown {
        Validate.nonNull(line, "line");
        Validate.nonNull(note, "note");
        Validate.inRange(step, "step", 0, steps);
    }
}
