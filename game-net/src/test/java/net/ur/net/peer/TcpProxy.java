package net.ur.net.peer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A loopback TCP relay for the tests: forwards each connection to a target port, each chunk held back
 * by a fixed delay (the order kept); {@link #cut} closes every connection and refuses new ones until
 * {@link #restore}.
 */
final class TcpProxy implements AutoCloseable {

    private final int port;
    private final int target;
    private final long delayMillis;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile ServerSocket server;
    private volatile boolean closed;

    TcpProxy(int target, long delayMillis) throws IOException {
        this.port = Seat.freePort();
        this.target = target;
        this.delayMillis = delayMillis;
        restore();
    }

    int port() {
        return port;
    }

    synchronized void restore() throws IOException {
        ServerSocket s = new ServerSocket();
        s.setReuseAddress(true);
        s.bind(new java.net.InetSocketAddress(Seat.LOOPBACK, port));
        server = s;
        Thread t = new Thread(() -> accept(s), "test-proxy-accept");
        t.setDaemon(true);
        t.start();
    }

    synchronized void cut() throws IOException {
        server.close();
        for (Socket s : sockets) {
            s.close();
        }
        sockets.clear();
    }

    private void accept(ServerSocket s) {
        while (!s.isClosed()) {
            try {
                Socket in = s.accept();
                Socket out = new Socket(Seat.LOOPBACK, target);
                in.setTcpNoDelay(true);
                out.setTcpNoDelay(true);
                sockets.add(in);
                sockets.add(out);
                pump(in, out);
                pump(out, in);
            } catch (IOException e) {
                return;
            }
        }
    }

    private record Chunk(long due, byte[] bytes) {
    }

    private void pump(Socket from, Socket to) throws IOException {
        InputStream in = from.getInputStream();
        OutputStream out = to.getOutputStream();
        BlockingQueue<Chunk> queue = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            byte[] buf = new byte[8192];
            try {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    queue.add(new Chunk(System.nanoTime() + delayMillis * 1_000_000, java.util.Arrays.copyOf(buf, n)));
                }
            } catch (IOException e) {
                // Cut.
            }
            queue.add(new Chunk(0, null));
        }, "test-proxy-read");
        Thread writer = new Thread(() -> {
            try {
                while (!closed) {
                    Chunk c = queue.poll(10, TimeUnit.SECONDS);
                    if (c == null) {
                        continue;
                    }
                    if (c.bytes() == null) {
                        break;
                    }
                    long wait = c.due() - System.nanoTime();
                    if (wait > 0) {
                        TimeUnit.NANOSECONDS.sleep(wait);
                    }
                    out.write(c.bytes());
                    out.flush();
                }
            } catch (IOException | InterruptedException e) {
                // Cut.
            }
            try {
                to.close();
                from.close();
            } catch (IOException e) {
                // Closed already.
            }
        }, "test-proxy-write");
        reader.setDaemon(true);
        writer.setDaemon(true);
        reader.start();
        writer.start();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        cut();
    }
}
