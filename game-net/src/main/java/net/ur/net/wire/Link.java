package net.ur.net.wire;

import com.jme3.network.Client;
import com.jme3.network.HostedConnection;

/**
 * One connection to the other side (or the relay), whichever end made it: messages go out, and
 * it can be closed. What comes in is delivered by whoever owns the connection.
 */
public interface Link {

    /**
     * Sends a message; a closed link drops it (the other side catches up when it is back).
     *
     * @param m the message, not null
     */
    void send(WireMessage m);

    /** Closes the connection. */
    void close();

    /** Where it leads, for messages. */
    String address();

    /**
     * The link of a client's connection to a host or relay.
     *
     * @param client a started client
     * @return the link
     */
    static Link of(Client client) {
        return new Link() {
            @Override
            public void send(WireMessage m) {
                if (client.isConnected()) {
                    try {
                        client.send(m);
                    } catch (RuntimeException e) {
                        // Closed between the check and the send: the message is lost like any in flight.
                    }
                }
            }

            @Override
            public void close() {
                if (client.isStarted()) {
                    try {
                        client.close();
                    } catch (RuntimeException e) {
                        // Already closing.
                    }
                }
            }

            @Override
            public String address() {
                return "server";
            }

            @Override
            public String toString() {
                return "client link " + client.getId();
            }
        };
    }

    /**
     * The link of a connection a server accepted.
     *
     * @param c the connection
     * @return the link
     */
    static Link of(HostedConnection c) {
        return new Link() {
            @Override
            public void send(WireMessage m) {
                try {
                    c.send(m);
                } catch (RuntimeException e) {
                    // The connection closed meanwhile.
                }
            }

            @Override
            public void close() {
                try {
                    c.close("closed by the Ur game");
                } catch (RuntimeException e) {
                    // Already closed.
                }
            }

            @Override
            public String address() {
                return c.getAddress();
            }

            @Override
            public String toString() {
                return "connection " + c.getId() + " " + c.getAddress();
            }
        };
    }
}
