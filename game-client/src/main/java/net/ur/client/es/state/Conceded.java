package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Player;

/**
 * A game given up, on the table's entity: the side that gave it up (a network game's resignation,
 * or its loss by forfeit) and how, in words. The rules know no resignation: their state stays as
 * it was and the other side is the winner. Written by the table system when it allows a
 * {@code Concede} request.
 *
 * @param loser the side that gave up; not null
 * @param how how it ended, in words ("Light resigned"); not null
 */
public record Conceded(Player loser, String how) implements EntityComponent {

    /** Validates the component. */
    public Conceded {
        Validate.nonNull(loser, "loser");
        Validate.nonNull(how, "how");
    }
}
