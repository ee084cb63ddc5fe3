package net.ur.client.remote;

import java.net.InetAddress;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import net.ur.net.chain.Identity;
import net.ur.net.peer.Dialer;
import net.ur.net.peer.Host;
import net.ur.net.peer.Match;
import net.ur.net.peer.MatchEvent;

/**
 * One network match as the window holds it: the {@link Match} (the peer), what carries its
 * messages (a {@link Host} listening on a port, or a {@link Dialer} to a host or a relay), and the
 * match's events queued for the render thread, which takes them in order.
 */
public final class NetLink implements AutoCloseable {

    /** How the two players meet. */
    public enum Way {
        /** This game listens on a port; the other player joins it. */
        HOST,
        /** This game joins a hosting game. */
        JOIN,
        /** Both meet at a relay (./ur serve) by the match code. */
        RELAY
    }

    /** How long a joiner keeps trying to connect, after a drop too, before it gives up. */
    public static final Duration PATIENCE = Duration.ofMinutes(10);

    private final Way way;
    private final String where;
    private InetAddress address;
    private int port;
    private final Match match;
    private final Queue<MatchEvent> inbox = new ConcurrentLinkedQueue<>();
    private AutoCloseable transport;

    private NetLink(Way way, String where, Match match) {
        this.way = way;
        this.where = where;
        this.match = match;
        match.listen(inbox::add);
    }

    /**
     * Hosts a match: listens on a port.
     *
     * @param options the match's options (first = true: the host sets the rules)
     * @param bind the address to listen on, or null for every address of this computer
     * @param port the port
     * @return the link, listening
     * @throws RuntimeException if the port cannot be opened
     */
    public static NetLink host(Match.Options options, InetAddress bind, int port) {
        NetLink l = new NetLink(Way.HOST, "port " + port, new Match(options));
        l.address = bind;
        l.port = port;
        l.transport = Host.start(l.match, bind, port);
        return l;
    }

    /**
     * Joins a host, or meets the other player at a relay.
     *
     * @param way {@link Way#JOIN} or {@link Way#RELAY}
     * @param options the match's options (first = false)
     * @param address the host's or relay's address
     * @param port its port
     * @return the link, connecting in the background
     */
    public static NetLink dial(Way way, Match.Options options, InetAddress address, int port) {
        NetLink l = new NetLink(way, address.getHostAddress() + ":" + port, new Match(options));
        l.address = address;
        l.port = port;
        l.transport = Dialer.start(l.match, address, port, PATIENCE);
        return l;
    }

    /**
     * A match restored from a saved game, connected as it was first.
     *
     * @param way how the players met
     * @param match the restored match
     * @param address the host's or relay's address (ignored for a host)
     * @param port the port listened on or dialled
     * @return the link
     */
    public static NetLink resume(Way way, Match match, InetAddress address, int port) {
        NetLink l = new NetLink(way, way == Way.HOST ? "port " + port : address.getHostAddress() + ":" + port, match);
        l.address = address;
        l.port = port;
        l.transport = way == Way.HOST ? Host.start(match, address, port) : Dialer.start(match, address, port, PATIENCE);
        return l;
    }

    /** How the players meet. */
    public Way way() {
        return way;
    }

    /** Where: the port listened on, or the address dialled. */
    public String where() {
        return where;
    }

    /** The address dialled, or listened on (null for every address). */
    public InetAddress address() {
        return address;
    }

    /** The port dialled or listened on. */
    public int port() {
        return port;
    }

    /** The match. */
    public Match match() {
        return match;
    }

    /** The match's events not yet taken, oldest first (filled on the match's strand). */
    public Queue<MatchEvent> inbox() {
        return inbox;
    }

    /** Whether this side is about to dial its host or relay again (a drop it means to come back from). */
    public boolean redialling() {
        return transport instanceof Dialer d && d.retrying();
    }

    /** The player's identity. */
    public Identity identity() {
        return match.options().identity();
    }

    @Override
    public void close() {
        match.close();
        if (transport != null) {
            try {
                transport.close();
            } catch (Exception e) {
                // Closing: nothing more to do with it.
            }
        }
    }
}
