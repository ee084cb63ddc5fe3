package net.ur.net.wire;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;

import com.jme3.network.Client;
import com.jme3.network.Server;
import com.jme3.network.base.DefaultClient;
import com.jme3.network.base.DefaultServer;
import com.jme3.network.base.TcpConnectorFactory;
import com.jme3.network.kernel.tcp.SelectorKernel;
import com.jme3.network.kernel.tcp.SocketConnector;
import com.jme3.network.message.ClientRegistrationMessage;
import com.jme3.network.message.DisconnectMessage;
import com.jme3.network.serializing.Serializer;
import com.jme3.network.serializing.SerializerRegistration;

/**
 * The Ur protocol on SpiderMonkey: our message classes registered under fixed ids with one
 * serializer that reads every field within its bound, and SpiderMonkey made safe to face a
 * hostile peer. SpiderMonkey 3.6.1 frames a message with a 2-byte length (at most 32767 bytes)
 * and has no setting for a smaller limit, so the limit is ours: {@link #MAX_MESSAGE} bytes,
 * checked before a message is read and before one is sent, on the server (host, relay) and the
 * client alike. Its own serializers of strings, arrays and collections allocate whatever length the
 * wire claims, and its registration service lets a server make the client load classes by name:
 * both services are left out ({@link #server}, {@link #client}), the two handshake messages get
 * bounded serializers, and every other registered class a serializer that refuses to read.
 */
public final class Wire {

    /** The protocol's number (its messages and the entry's text); the game's version is compared too. */
    public static final int PROTOCOL = 1;
    /** SpiderMonkey's game name. */
    public static final String GAME = "ur";
    /** The largest message either side sends or reads, in bytes. */
    public static final int MAX_MESSAGE = 2048;
    /** The port a host or relay listens on unless told otherwise. */
    public static final int DEFAULT_PORT = 24650;

    private static final Map<Class<? extends WireMessage>, Short> IDS = Map.of(
            HelloMsg.class, (short) 1001, EntryMsg.class, (short) 1002, SyncMsg.class, (short) 1003,
            NoticeMsg.class, (short) 1004, RematchMsg.class, (short) 1005, WatchMsg.class, (short) 1006);
    private static final Map<Class<?>, Supplier<WireMessage>> MAKERS = Map.of(
            HelloMsg.class, HelloMsg::new, EntryMsg.class, EntryMsg::new, SyncMsg.class, SyncMsg::new,
            NoticeMsg.class, NoticeMsg::new, RematchMsg.class, RematchMsg::new, WatchMsg.class, WatchMsg::new);

    private static boolean installed;

    private Wire() {
    }

    /** The game's version, as {@code ./ur --version} prints it. */
    public static String gameVersion() {
        Properties p = new Properties();
        try (InputStream in = net.ur.tools.Cli.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }

    /**
     * Registers the messages and closes SpiderMonkey's unbounded readers; once per process, before
     * any server or client is made.
     */
    public static synchronized void install() {
        if (installed) {
            return;
        }
        Serializer bounded = new Bounded();
        for (var e : IDS.entrySet()) {
            Serializer.registerClassForId(e.getValue(), e.getKey(), bounded);
        }
        Serializer.registerClassForId(ClientRegistrationMessage.SERIALIZER_ID, ClientRegistrationMessage.class,
                new Registration());
        Serializer.registerClassForId(DisconnectMessage.SERIALIZER_ID, DisconnectMessage.class, new Disconnect());
        Serializer refuse = new Refuse();
        List<SerializerRegistration> all = new ArrayList<>(Serializer.getSerializerRegistrations());
        for (SerializerRegistration r : all) {
            Class<?> type = r.getType();
            if (!IDS.containsKey(type) && type != ClientRegistrationMessage.class && type != DisconnectMessage.class
                    && r.getSerializer() != refuse) {
                Serializer.registerClassForId(r.getId(), type, refuse);
            }
        }
        installed = true;
    }

    /**
     * A server listening on a port, with no standard services (none sends class names).
     *
     * @param bind the address to listen on (127.0.0.1 in tests), or null for every address
     * @param port the TCP port, 1..65535
     * @return the server, not started
     */
    public static Server server(InetAddress bind, int port) {
        install();
        SelectorKernel kernel = new OrderedKernel(bind == null ? new java.net.InetSocketAddress(port)
                : new java.net.InetSocketAddress(bind, port));
        return new DefaultServer(GAME, PROTOCOL, kernel, null) {
            @Override
            protected void addStandardServices() {
                // Left out: the registration service sends class names for the client to load.
            }
        };
    }

    /** How many ports after a port in use {@link #start} looks at for a free one. */
    static final int PORTS_TRIED = 32;

    /**
     * Starts a server made by {@link #server}.
     *
     * @param server the server, not started
     * @param bind the address it listens on, or null for every address
     * @param port its port
     * @throws PortInUseException when another program listens on the port, naming the next free one
     * @throws RuntimeException from SpiderMonkey when it cannot listen for another reason
     */
    public static void start(Server server, InetAddress bind, int port) {
        try {
            server.start();
        } catch (RuntimeException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof java.net.BindException) {
                    throw new PortInUseException(port, nextFree(bind, port), e);
                }
            }
            throw e;
        }
    }

    /** The first port after {@code port} that this program could listen on a moment ago, or 0. */
    static int nextFree(InetAddress bind, int port) {
        for (int p = port + 1; p <= Math.min(65_535, port + PORTS_TRIED); p++) {
            try (java.net.ServerSocket s = new java.net.ServerSocket()) {
                s.bind(bind == null ? new java.net.InetSocketAddress(p) : new java.net.InetSocketAddress(bind, p));
                return p;
            } catch (IOException e) {
                // In use too: the next.
            }
        }
        return 0;
    }

    /**
     * The server's kernel, telling a connection's end after its last messages. SpiderMonkey's server
     * takes a connection's events (added, removed) before each message it reads from the kernel's
     * queue, so a connection that closed just after its last messages is taken away first, and those
     * messages, still queued, are dropped as coming from no connection (under load, when the queue is
     * behind, several): a joiner's last entry before it leaves would be lost. Here a connection's removal
     * is queued among the messages, after those the connection sent, and told when it is read.
     */
    private static final class OrderedKernel extends SelectorKernel {
        private final Map<com.jme3.network.kernel.Envelope, com.jme3.network.kernel.EndpointEvent> removals =
                new java.util.concurrent.ConcurrentHashMap<>();

        OrderedKernel(java.net.InetSocketAddress address) {
            super(address);
        }

        @Override
        protected void addEvent(com.jme3.network.kernel.EndpointEvent e) {
            if (e.getType() != com.jme3.network.kernel.EndpointEvent.Type.REMOVE) {
                super.addEvent(e);
                return;
            }
            com.jme3.network.kernel.Envelope mark = new com.jme3.network.kernel.Envelope(e.getEndpoint(), new byte[0], true);
            removals.put(mark, e);
            addEnvelope(mark);
        }

        @Override
        public com.jme3.network.kernel.Envelope read() throws InterruptedException {
            com.jme3.network.kernel.Envelope env = super.read();
            com.jme3.network.kernel.EndpointEvent removal = removals.remove(env);
            if (removal == null) {
                return env;
            }
            super.addEvent(removal);
            return EVENTS_PENDING;
        }
    }

    /** How long {@link #stop} waits for the connections' last words to leave before the server stops. */
    public static final long CLOSE_MILLIS = 1000;

    /**
     * Stops a server (a host, the relay) and closes every connection it accepted. SpiderMonkey's server
     * stops its selector without closing the connections it accepted, so the other sides would go on
     * believing it is there (no drop, no reconnection) for as long as this process runs: each connection
     * is closed first, with a reason and its messages flushed, and the server stops once they are gone
     * (or after {@link #CLOSE_MILLIS}).
     *
     * @param server the server, not null
     * @param reason what each side is told, not null
     */
    public static void stop(Server server, String reason) {
        if (!server.isRunning()) {
            return;
        }
        for (com.jme3.network.HostedConnection c : server.getConnections()) {
            try {
                c.close(reason);
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

    /**
     * A client connected to a host or relay (the TCP connection is made here; the handshake when started).
     *
     * @param address the host's address
     * @param port its port
     * @return the client, not started
     * @throws IOException if the connection cannot be made
     */
    public static Client client(InetAddress address, int port) throws IOException {
        install();
        FlushedClient c = new FlushedClient(new CountingConnector(address, port), address);
        shareSendBuffer(c);
        return c;
    }

    /** A client's reliable connection that counts the messages it has written to its socket. */
    private static final class CountingConnector extends SocketConnector {
        private long written;

        CountingConnector(InetAddress address, int port) throws IOException {
            super(address, port);
        }

        @Override
        public void write(ByteBuffer data) {
            super.write(data);
            synchronized (this) {
                written++;
                notifyAll();
            }
        }

        /** Waits until a number of messages have been written, the connection has closed, or a moment has passed. */
        synchronized void awaitWritten(long count, long untilNanos) throws InterruptedException {
            while (written < count && isConnected()) {
                long left = untilNanos - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                wait(Math.max(1, Math.min(10, left / 1_000_000)));
            }
        }
    }

    /**
     * A client whose closing lets the messages sent before it leave first. SpiderMonkey's client hands
     * each message to a writer thread and, when closed, stops that thread with what it has not written
     * yet: a side that sends its last entry and closes at once (the winning move of a command's last
     * game, a resignation and leaving) would lose it, and the other side would take the closed
     * connection for a drop and wait for that entry. So closing waits until every message sent on the
     * reliable channel has been written to the socket (at most {@link #CLOSE_MILLIS}); the socket then
     * delivers it before its end.
     */
    private static final class FlushedClient extends DefaultClient {
        /** SpiderMonkey's client's reliable channel (its {@code CH_RELIABLE}). */
        private static final int RELIABLE = 0;
        private final CountingConnector reliable;
        private final java.util.concurrent.atomic.AtomicLong sent = new java.util.concurrent.atomic.AtomicLong();

        FlushedClient(CountingConnector reliable, InetAddress address) {
            super(GAME, PROTOCOL, reliable, null, new TcpConnectorFactory(address));
            this.reliable = reliable;
        }

        @Override
        protected void addStandardServices() {
            // Left out: the registration service would load any class a server names.
        }

        @Override
        protected void send(int channel, com.jme3.network.Message message, boolean waitForConnected) {
            super.send(channel, message, waitForConnected);
            if (channel == RELIABLE) {
                sent.incrementAndGet();
            }
        }

        @Override
        public void close() {
            if (isStarted()) {
                try {
                    reliable.awaitWritten(sent.get(), System.nanoTime() + CLOSE_MILLIS * 1_000_000L);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            super.close();
        }
    }

    /** One send buffer per thread for every client of the process (see {@link #shareSendBuffer}). */
    private static final ThreadLocal<ByteBuffer> SEND_BUFFER = new ThreadLocal<>();

    /**
     * SpiderMonkey's client serializes each message into a 64 KB buffer of its own per client and per
     * thread that sends ({@code DefaultClient.dataBuffer}, a ThreadLocal of each client); the buffer is
     * only used within one send and copied out before it returns, so all clients of a process can share
     * one per thread. Without this, a process with many clients (the load benchmark: 400) keeps a buffer
     * for every client and every thread of the pool its matches run on, some 230 MB of live arrays that
     * every young collection of the garbage collector copies while they are new. Left as it is if the
     * field is not there (another SpiderMonkey).
     */
    private static void shareSendBuffer(DefaultClient c) {
        try {
            java.lang.reflect.Field f = DefaultClient.class.getDeclaredField("dataBuffer");
            f.setAccessible(true);
            f.set(c, SEND_BUFFER);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // Another SpiderMonkey: its own buffers, as before.
        }
    }

    /** Our messages: the size checked, the fields read by the message within their bounds. */
    static final class Bounded extends Serializer {
        @Override
        @SuppressWarnings("unchecked")
        public <T> T readObject(ByteBuffer data, Class<T> c) throws IOException {
            if (data.remaining() > MAX_MESSAGE) {
                throw new IOException("a message of " + data.remaining() + " bytes is over the limit of " + MAX_MESSAGE);
            }
            Supplier<WireMessage> maker = MAKERS.get(c);
            if (maker == null) {
                throw new IOException("not a message of the Ur protocol: " + c.getSimpleName());
            }
            WireMessage m = maker.get();
            WireIn in = new WireIn(data);
            m.read(in);
            in.end();
            return (T) m;
        }

        @Override
        public void writeObject(ByteBuffer buffer, Object object) throws IOException {
            int start = buffer.position();
            ((WireMessage) object).write(new WireOut(buffer));
            if (buffer.position() - start > MAX_MESSAGE) {
                throw new IOException("a message of " + (buffer.position() - start) + " bytes is over the limit of "
                        + MAX_MESSAGE);
            }
        }
    }

    /** Any class the Ur protocol does not send: reading one is an error, which closes the connection. */
    static final class Refuse extends Serializer {
        @Override
        public <T> T readObject(ByteBuffer data, Class<T> c) throws IOException {
            throw new IOException("the Ur protocol sends no " + c.getName());
        }

        @Override
        public void writeObject(ByteBuffer buffer, Object object) throws IOException {
            throw new IOException("the Ur protocol sends no " + object.getClass().getName());
        }
    }

    /** SpiderMonkey's handshake (game name, id, version), its name read within a bound. */
    static final class Registration extends Serializer {
        @Override
        @SuppressWarnings("unchecked")
        public <T> T readObject(ByteBuffer data, Class<T> c) throws IOException {
            WireIn in = new WireIn(data);
            if (in.u8("presence") == 0) {
                return null;
            }
            ClientRegistrationMessage m = new ClientRegistrationMessage();
            m.setGameName(in.str(32, "game name"));
            m.setId(in.i64("id"));
            m.setVersion(in.i32("version"));
            in.end();
            return (T) m;
        }

        @Override
        public void writeObject(ByteBuffer buffer, Object object) throws IOException {
            WireOut out = new WireOut(buffer);
            if (object == null) {
                out.u8(0);
                return;
            }
            ClientRegistrationMessage m = (ClientRegistrationMessage) object;
            out.u8(1);
            out.str(m.getGameName());
            buffer.putLong(m.getId());
            out.i32(m.getVersion());
        }
    }

    /** SpiderMonkey's disconnect notice (reason and type), read within bounds. */
    static final class Disconnect extends Serializer {
        @Override
        @SuppressWarnings("unchecked")
        public <T> T readObject(ByteBuffer data, Class<T> c) throws IOException {
            WireIn in = new WireIn(data);
            if (in.u8("presence") == 0) {
                return null;
            }
            DisconnectMessage m = new DisconnectMessage();
            m.setReason(in.str(NoticeMsg.MAX_TEXT, "reason"));
            m.setType(in.str(32, "type"));
            in.end();
            return (T) m;
        }

        @Override
        public void writeObject(ByteBuffer buffer, Object object) throws IOException {
            WireOut out = new WireOut(buffer);
            if (object == null) {
                out.u8(0);
                return;
            }
            DisconnectMessage m = (DisconnectMessage) object;
            out.u8(1);
            String reason = m.getReason() == null ? "" : m.getReason();
            out.str(reason.length() > 300 ? reason.substring(0, 300) : reason);
            out.str(m.getType());
        }
    }
}
