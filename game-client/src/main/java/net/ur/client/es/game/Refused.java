package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * The event that a request was refused, on an entity of its own that lives for a few of the table
 * system's updates: what was asked and why it was refused, so that whoever asked (or the HUD) can
 * say so. A refused request changes nothing else.
 *
 * @param request the request refused; not null
 * @param reason why, in words for the player; not null
 */
public record Refused(Request request, String reason) implements EntityComponent {

    /** Validates the event. */
    public Refused {
        Validate.nonNull(request, "request");
        Validate.nonNull(reason, "reason");
    }
}
