package net.ur.net.cli;

import java.net.InetAddress;
import java.net.UnknownHostException;

import net.ur.net.wire.Wire;

/**
 * An address as typed: {@code HOST[:PORT]}, the port {@link Wire#DEFAULT_PORT} when left out.
 *
 * @param host the host's name or address
 * @param port 1..65535
 */
record Address(String host, int port) {

    /**
     * Reads an address.
     *
     * @param text {@code HOST[:PORT]}
     * @return the address
     * @throws IllegalArgumentException saying what is wrong
     */
    static Address parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("an address is HOST or HOST:PORT, e.g. 127.0.0.1:" + Wire.DEFAULT_PORT);
        }
        int colon = text.lastIndexOf(':');
        if (colon < 0) {
            return new Address(text, Wire.DEFAULT_PORT);
        }
        String host = text.substring(0, colon);
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (host.isEmpty() || port < 1 || port > 65535) {
            throw new IllegalArgumentException("an address is HOST or HOST:PORT with a port 1..65535, not " + text);
        }
        return new Address(host, port);
    }

    /** Resolves the host. */
    InetAddress resolve() throws UnknownHostException {
        return InetAddress.getByName(host);
    }

    /** A port typed on its own. */
    static void checkPort(int port) {
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("a port is 1..65535, not " + port);
        }
    }
}
