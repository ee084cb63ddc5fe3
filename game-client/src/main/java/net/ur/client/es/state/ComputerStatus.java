package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * The computer players at the table as the HUD shows them, on an entity of their own written by
 * the turn system whenever it changes: whether one is choosing its action now, and a line for the
 * player about them (Perfect's table being made and the master playing until then), empty when
 * there is none.
 *
 * @param thinking whether a computer player is choosing its move or roll decision now
 * @param notice a line for the player, or empty; not null
 */
public record ComputerStatus(boolean thinking, String notice) implements EntityComponent {

    /** Nobody thinking and nothing to say: a game of people. */
    public static final ComputerStatus NONE = new ComputerStatus(false, "");

    /** Validates the component. */
    public ComputerStatus {
        Validate.nonNull(notice, "notice");
    }
}
