package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * Another panel says what to do at the table, so the HUD's status line stands aside while any
 * entity has this (a lesson's panel writes it while it is shown).
 *
 * @param by what covers the status line, for a reader of the entities; not null
 */
public record StatusCovered(String by) implements EntityComponent {

    /** Validates the component. */
    public StatusCovered {
        Validate.nonNull(by, "by");
    }
}
