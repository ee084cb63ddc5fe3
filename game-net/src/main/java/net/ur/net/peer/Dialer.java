package net.ur.net.peer;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import com.jme3.network.Client;
import com.jme3.network.ClientStateListener;
import com.jme3.network.Message;
import com.jme3.network.MessageListener;
import net.ur.net.wire.Link;
import net.ur.net.wire.Wire;
import net.ur.net.wire.WireMessage;

/**
 * Joining: connects a {@link Match} to a host or a relay, and after a drop connects again every
 * {@link #RETRY} until the match no longer wants it (closed, refused, or its game over with no next game
 * offered) or {@code patience} has passed without a connection.
 */
public final class Dialer implements AutoCloseable {

    /** The pause between two tries. */
    public static final Duration RETRY = Duration.ofMillis(500);

    private final Match match;
    private final InetAddress address;
    private final int port;
    private final Duration patience;
    private Client client;
    private long lostSince;
    private boolean closed;
    private boolean told;
    /** Whether a try is scheduled. */
    private boolean pending;

    private Dialer(Match match, InetAddress address, int port, Duration patience) {
        this.match = match;
        this.address = address;
        this.port = port;
        this.patience = patience;
    }

    /**
     * Connects, in the background.
     *
     * @param match the joining match, not null
     * @param address where the host or relay is
     * @param port its port
     * @param patience how long to keep trying without a connection before giving up
     * @return the dialer
     */
    public static Dialer start(Match match, InetAddress address, int port, Duration patience) {
        Dialer d = new Dialer(match, address, port, patience);
        d.lostSince = System.nanoTime();
        Strand.CLOCK.execute(d::dial);
        return d;
    }

    private synchronized void dial() {
        pending = false;
        if (closed || !match.wantsConnection()) {
            return;
        }
        try {
            Client c = Wire.client(address, port);
            Link l = Link.of(c);
            c.addClientStateListener(new ClientStateListener() {
                @Override
                public void clientConnected(Client cl) {
                    lostSince = 0;
                    told = false;
                    match.attach(l);
                }

                @Override
                public void clientDisconnected(Client cl, DisconnectInfo info) {
                    match.detach(l, info == null || info.reason == null ? "the connection closed"
                            : "the connection closed: " + info.reason);
                    lost();
                }
            });
            c.addMessageListener((MessageListener<Client>) (Client cl, Message m) -> {
                if (m instanceof WireMessage w) {
                    match.receive(l, w);
                }
            });
            client = c;
            c.start();
        } catch (IOException | RuntimeException e) {
            if (!told) {
                told = true;
                match.note("cannot reach " + address.getHostAddress() + ":" + port + " (" + e.getMessage()
                        + "): trying again");
            }
            retry();
        }
    }

    private synchronized void lost() {
        if (lostSince == 0) {
            lostSince = System.nanoTime();
        }
        retry();
    }

    private void retry() {
        if (closed || !match.wantsConnection()) {
            return;
        }
        if (System.nanoTime() - lostSince > patience.toNanos()) {
            match.giveUp("no connection to " + address.getHostAddress() + ":" + port + " for "
                    + patience.toSeconds() + " s");
            return;
        }
        pending = true;
        Strand.CLOCK.schedule(this::dial, RETRY.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Whether a try to connect again is scheduled. */
    public synchronized boolean retrying() {
        return pending;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (client != null && client.isStarted()) {
            try {
                client.close();
            } catch (RuntimeException e) {
                // Closing already.
            }
        }
    }
}
