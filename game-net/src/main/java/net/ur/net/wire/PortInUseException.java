package net.ur.net.wire;

/**
 * A host or relay could not listen on its port because another program listens on it; names the next port
 * that was free when it looked, to offer the player instead.
 */
public final class PortInUseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int port;
    private final int nextFree;

    /**
     * @param port the port asked for
     * @param nextFree the next port free a moment ago, or 0 when none near it was
     * @param cause SpiderMonkey's error
     */
    public PortInUseException(int port, int nextFree, Throwable cause) {
        super("port " + port + " is in use by another program", cause);
        this.port = port;
        this.nextFree = nextFree;
    }

    /** The port asked for. */
    public int port() {
        return port;
    }

    /** The next port that was free when the host looked (it may be taken since), or 0 when none near it was. */
    public int nextFree() {
        return nextFree;
    }
}
