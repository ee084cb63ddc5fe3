package net.ur.net.peer;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs one match's work one task at a time, in order, on a shared pool: the network's threads, the
 * player's and the timers all hand their work to a match's strand, so its state has one writer.
 */
public final class Strand implements Executor {

    private static final Logger LOG = Logger.getLogger(Strand.class.getName());

    /** The shared pool the strands run on (daemon threads). */
    static final ExecutorService POOL = Executors.newFixedThreadPool(
            Math.max(4, 2 * Runtime.getRuntime().availableProcessors()), r -> daemon(r, "ur-net"));
    /** The shared clock for timeouts, reconnections and the test's injected delays. */
    public static final ScheduledExecutorService CLOCK = Executors.newSingleThreadScheduledExecutor(
            r -> daemon(r, "ur-net-clock"));

    private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
    private boolean running;

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (queue) {
            queue.add(task);
            if (running) {
                return;
            }
            running = true;
        }
        POOL.execute(this::drain);
    }

    private void drain() {
        while (true) {
            Runnable r;
            synchronized (queue) {
                r = queue.poll();
                if (r == null) {
                    running = false;
                    return;
                }
            }
            try {
                r.run();
            } catch (RuntimeException | Error e) {
                LOG.log(Level.SEVERE, "a match's task failed", e);
            }
        }
    }
}
