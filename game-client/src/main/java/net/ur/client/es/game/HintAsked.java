package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * A person's request for a hint, on an entity of its own: the H key and the HUD's hint button write
 * it alike, and the hint state takes it (and removes it), so that both ask in one way.
 *
 * @param asker what asked ("key", "button"), for the log; not null
 */
public record HintAsked(String asker) implements EntityComponent {

    /** Validates the request. */
    public HintAsked {
        Validate.nonNull(asker, "asker");
    }
}
