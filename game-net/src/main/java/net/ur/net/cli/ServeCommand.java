package net.ur.net.cli;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import net.ur.net.relay.JdbcRelayStore;
import net.ur.net.relay.Relay;
import net.ur.net.relay.RelayStore;
import net.ur.net.wire.PortInUseException;
import net.ur.net.wire.Wire;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur serve [--port P] [--data DIR]}: the relay, headless, until it is stopped (Ctrl-C): pairs the
 * players who give the same match code, or who wait for a quick match of the same rules, and judges every
 * entry of their games; with a data folder it keeps its matches there and takes them up when started again.
 */
@Command(name = "serve", description = "run a relay where players meet by match code or for a quick match (no display"
        + " needed)")
public final class ServeCommand extends UrCommand {

    @Option(names = "--port", paramLabel = "P", description = "the port to listen on (default " + Wire.DEFAULT_PORT + ")")
    int port = Wire.DEFAULT_PORT;

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "listen on this address only (default: all)")
    String bind;

    @Option(names = "--idle", paramLabel = "S", description = "forget a match whose players have both been gone for S"
            + " seconds (default 600)")
    int idleSeconds = 600;

    @Option(names = "--data", paramLabel = "DIR", description = "keep the matches in DIR/relay.db (SQLite), each change"
            + " written before it is passed on: a relay started again on the same folder takes its matches up, and"
            + " their players come back to them (default: keep nothing)")
    Path data;

    @Option(names = "--keep", paramLabel = "S", description = "with --data: delete a finished match S seconds after"
            + " it ended (default 86400, a day)")
    int keepSeconds = 86_400;

    @Option(names = "--for", paramLabel = "S", hidden = true, description = "stop after S seconds (tests)")
    int forSeconds;

    /**
     * @param io where it prints
     */
    public ServeCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() throws Exception {
        checked(() -> {
            Address.checkPort(port);
            if (idleSeconds < 1 || idleSeconds > 86_400) {
                throw new IllegalArgumentException("--idle must be 1..86400 seconds, not " + idleSeconds);
            }
            if (keepSeconds < 0 || keepSeconds > 365 * 86_400) {
                throw new IllegalArgumentException("--keep must be 0..31536000 seconds, not " + keepSeconds);
            }
            return null;
        });
        InetAddress at = bind == null ? null : InetAddress.getByName(bind);
        RelayStore store;
        try {
            store = data == null ? RelayStore.NONE : JdbcRelayStore.inFolder(data);
        } catch (RelayStore.StoreException e) {
            err.println("ur: " + e.getMessage());
            return 1;
        }
        Relay relay;
        try {
            relay = Relay.start(at, port, Duration.ofSeconds(idleSeconds), Duration.ofSeconds(keepSeconds), store,
                    line -> out.println(line));
        } catch (PortInUseException e) {
            store.close();
            err.println(Headless.portInUse(e));
            return 1;
        } catch (RelayStore.StoreException e) {
            store.close();
            err.println("ur: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            store.close();
            err.println("ur: cannot listen on port " + port + ": " + e.getMessage());
            return 1;
        }
        out.println("relay of Ur " + Wire.gameVersion() + " listening on port " + port + (bind == null ? "" : " of "
                + bind) + "; players meet with ./ur join ADDRESS:" + port + " --code C (the first gives --rules), or"
                + " --quick --rules R; matches kept: " + store.describe());
        CountDownLatch stop = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(stop::countDown));
        try {
            if (forSeconds > 0) {
                stop.await(forSeconds, TimeUnit.SECONDS);
            } else {
                stop.await();
            }
        } finally {
            relay.close();
        }
        return 0;
    }
}
