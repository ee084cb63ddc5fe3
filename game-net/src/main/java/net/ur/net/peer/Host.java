package net.ur.net.peer;

import java.net.InetAddress;

import com.jme3.network.ConnectionListener;
import com.jme3.network.HostedConnection;
import com.jme3.network.Message;
import com.jme3.network.MessageListener;
import com.jme3.network.Server;
import net.ur.net.wire.Link;
import net.ur.net.wire.Wire;
import net.ur.net.wire.WireMessage;

/**
 * Direct hosting: a {@link Match} that listens on a port. Every connection's messages go to the
 * match, which takes the first player who greets with the right code (and that player again after a
 * drop) and refuses the others.
 */
public final class Host implements AutoCloseable {

    private static final String LINK = "ur.link";

    private final Server server;

    private Host(Server server) {
        this.server = server;
    }

    /**
     * Starts listening.
     *
     * @param match the hosting match (made with {@code first} true), not null
     * @param bind the address to listen on (127.0.0.1 in tests), or null for every address
     * @param port the port
     * @return the host
     * @throws net.ur.net.wire.PortInUseException if another program listens on the port
     * @throws RuntimeException from SpiderMonkey if the port cannot be opened otherwise
     */
    public static Host start(Match match, InetAddress bind, int port) {
        if (!match.options().first()) {
            throw new IllegalArgumentException("a hosting match sets the rules: make it with first = true");
        }
        Server server = Wire.server(bind, port);
        server.addConnectionListener(new ConnectionListener() {
            @Override
            public void connectionAdded(Server s, HostedConnection c) {
                Link l = Link.of(c);
                c.setAttribute(LINK, l);
                match.attach(l);
            }

            @Override
            public void connectionRemoved(Server s, HostedConnection c) {
                Link l = c.getAttribute(LINK);
                if (l != null) {
                    match.detach(l, "the other side's connection closed");
                }
            }
        });
        server.addMessageListener((MessageListener<HostedConnection>) (HostedConnection c, Message m) -> {
            Link l = c.getAttribute(LINK);
            if (l != null && m instanceof WireMessage w) {
                match.receive(l, w);
            }
        });
        Wire.start(server, bind, port);
        return new Host(server);
    }

    /**
     * Stops listening and closes every connection, each with a reason (see {@link Wire#stop}: SpiderMonkey's
     * server would leave them open).
     */
    @Override
    public void close() {
        Wire.stop(server, "the host left the game");
    }
}
