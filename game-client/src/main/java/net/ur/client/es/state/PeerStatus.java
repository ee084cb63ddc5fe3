package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * The other player of a network game and the connection to it, as the table shows them, on an
 * entity of its own written by the network's state: the other's name, how the two met and where
 * (the port this side listens on, or the address it dialled), whether the connection is up and
 * whether it ever was, whether the other is choosing its action now, and a notice for the player
 * (the other side gone, a refusal), empty when there is none.
 *
 * @param otherName the other player's name as the table shows it; not null
 * @param way how the two players met; not null
 * @param address the address dialled (a host's, a relay's), or empty for a host; not null
 * @param port the port listened on or dialled
 * @param connected whether the connection to it (or the relay) is up
 * @param everConnected whether it was up at some time since this side came to the match
 * @param left whether the other side left once the game was over, with no next game offered (no reconnection)
 * @param thinking whether it is its turn to act and it has not acted yet
 * @param notice a line for the player, or empty; not null
 */
public record PeerStatus(String otherName, Way way, String address, int port, boolean connected, boolean everConnected,
        boolean left, boolean thinking, String notice) implements EntityComponent {

    /** How the two players met. */
    public enum Way {
        /** This side listens on a port; the other joined it. */
        HOSTING,
        /** This side joined the other's game at its address. */
        JOINED,
        /** Both met at a relay. */
        RELAY
    }

    /** Validates the component. */
    public PeerStatus {
        Validate.nonNull(otherName, "otherName");
        Validate.nonNull(way, "way");
        Validate.nonNull(address, "address");
        Validate.nonNull(notice, "notice");
    }
}
