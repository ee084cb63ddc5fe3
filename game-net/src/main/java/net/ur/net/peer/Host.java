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
     * @throws RuntimeException from SpiderMonkey if the port cannot be opened
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
        server.start();
        return new Host(server);
    }

    /** How long closing waits for the connections' last words to leave before the server stops. */
    static final long CLOSE_MILLIS = 1000;

    /**
     * Stops listening and closes every connection. SpiderMonkey's server stops its selector without
     * closing the connections it accepted, so the other side would go on believing the host is there
     * (no drop, no reconnection) for as long as this process runs: each connection is closed first,
     * with a reason, and the server stops once they are gone (or after {@link #CLOSE_MILLIS}).
     */
    @Override
    public void close() {
        if (!server.isRunning()) {
            return;
        }
        for (HostedConnection c : server.getConnections()) {
            try {
                c.close("the host left the game");
            } catch (RuntimeException e) {
                // Closed meanwhile.
            }
        }
        long until = System.nanoTime() + CLOSE_MILLIS * 1_000_000L;
        try {
            while (server.hasConnections() && System.nanoTime() < until) {
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        server.close();
    }
}
