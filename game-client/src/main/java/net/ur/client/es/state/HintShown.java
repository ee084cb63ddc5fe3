package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Move;

/**
 * A hint shown to the person at the table, on the hint's entity while it stands: the line the HUD
 * shows and the move it advises, which the person's input selects as the arrow keys would (a hint
 * never makes a move). Removed when the game moves on.
 *
 * @param text the line for the HUD; not null
 * @param move the move advised, or null (advice before a throw, or on a roll decision)
 */
public record HintShown(String text, Move move) implements EntityComponent {

    /** Validates the component. */
    public HintShown {
        Validate.nonNull(text, "text");
    }
}
