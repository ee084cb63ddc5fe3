package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * The other player of a network game as the table shows it, on an entity of its own written by
 * the network's state: its name, whether it is connected, whether it is choosing its action now,
 * and a notice for the player (the other side gone, a refusal), empty when there is none.
 *
 * @param otherName the other player's name; not null
 * @param connected whether the connection to it (or the relay) is up
 * @param thinking whether it is its turn to act and it has not acted yet
 * @param notice a line for the player, or empty; not null
 */
public record PeerStatus(String otherName, boolean connected, boolean thinking, String notice)
        implements EntityComponent {

    /** Validates the component. */
    public PeerStatus {
        Validate.nonNull(otherName, "otherName");
        Validate.nonNull(notice, "notice");
    }
}
