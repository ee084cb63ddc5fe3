package net.ur.client.remote;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.random.RandomGenerator;
import net.ur.net.chain.Identity;
import net.ur.net.wire.Wire;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where a network game meets: an address typed as {@code HOST} or {@code HOST:PORT}, this
 * computer's own addresses to tell the other player, the port hosted on, and short match codes.
 *
 * @param host the host name or address
 * @param port the port, 1..65535
 */
public record NetAddress(String host, int port) {

    /** The port a game is hosted on and a relay listens on unless told otherwise. */
    public static final int DEFAULT_PORT = Wire.DEFAULT_PORT;
    /** Letters and digits not easily mistaken for one another. */
    private static final String CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    private static final Logger LOG = LoggerFactory.getLogger(NetAddress.class);

    /**
     * Reads an address.
     *
     * @param text {@code HOST} or {@code HOST:PORT}
     * @return the address
     * @throws IllegalArgumentException with a line for the player when it is not one
     */
    public static NetAddress parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("Type an address: HOST or HOST:PORT, e.g. 192.168.1.20:" + DEFAULT_PORT + ".");
        }
        int colon = t.lastIndexOf(':');
        if (colon < 0) {
            return new NetAddress(t, DEFAULT_PORT);
        }
        int port = -1;
        try {
            port = Integer.parseInt(t.substring(colon + 1));
        } catch (NumberFormatException e) {
            // Said below.
        }
        if (colon == 0 || port < 1 || port > 65535) {
            throw new IllegalArgumentException("\"" + t + "\" is not an address: HOST or HOST:PORT with a port from 1"
                    + " to 65535.");
        }
        return new NetAddress(t.substring(0, colon), port);
    }

    /** Finds the host. */
    public InetAddress resolve() {
        try {
            return InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("No computer called \"" + host + "\" is known.");
        }
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }

    /** A new match code: six letters and digits. */
    public static String newCode(RandomGenerator random) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            b.append(CODE_LETTERS.charAt(random.nextInt(CODE_LETTERS.length())));
        }
        return b.toString();
    }

    /**
     * The code of a match this game hosts: {@code -Dur.net.code} (for scripts and tests that must
     * know it beforehand), else a new one.
     */
    public static String hostCode(RandomGenerator random) {
        String c = System.getProperty("ur.net.code");
        return c != null && c.matches("[A-Za-z0-9]{1,16}") ? c : newCode(random);
    }

    /** The port this game hosts on: {@code -Dur.net.port}, else {@value #DEFAULT_PORT}. */
    public static int hostPort() {
        return Integer.getInteger("ur.net.port", DEFAULT_PORT);
    }

    /** The address a hosted game listens on: {@code -Dur.net.bind} (127.0.0.1 in tests), else every address. */
    public static InetAddress bind() {
        String b = System.getProperty("ur.net.bind");
        if (b == null || b.isBlank()) {
            return null;
        }
        try {
            return InetAddress.getByName(b);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("ur.net.bind names no address: " + b);
        }
    }

    /**
     * The player's key pair file: {@code -Dur.net.identity}, else the data folder's, or, while another window
     * of the game on this computer plays with that one, a key of this window's own ({@link Identity#claim}),
     * so that two windows can play each other.
     */
    public static Path identityFile() {
        String f = System.getProperty("ur.net.identity");
        if (f != null && !f.isBlank()) {
            return Path.of(f);
        }
        try {
            return Identity.claim(Identity.defaultFile());
        } catch (IOException e) {
            LOG.warn("cannot tell whether another window plays with the key pair {}: {}", Identity.defaultFile(),
                    e.getMessage());
            return Identity.defaultFile();
        }
    }

    /** This computer's IPv4 addresses to tell the other player (the loopback when it has no other). */
    public static List<String> localAddresses() {
        InetAddress bound = bind();
        if (bound != null) {
            return List.of(bound.getHostAddress());
        }
        List<String> found = new ArrayList<>();
        try {
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!n.isUp() || n.isLoopback()) {
                    continue;
                }
                for (InetAddress a : Collections.list(n.getInetAddresses())) {
                    if (a instanceof Inet4Address) {
                        found.add(a.getHostAddress());
                    }
                }
            }
        } catch (SocketException e) {
            // Said as the loopback below.
        }
        return found.isEmpty() ? List.of("127.0.0.1") : found;
    }
}
