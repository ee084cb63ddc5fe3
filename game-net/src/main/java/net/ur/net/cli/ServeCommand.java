package net.ur.net.cli;

import java.net.InetAddress;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import net.ur.net.relay.Relay;
import net.ur.net.wire.PortInUseException;
import net.ur.net.wire.Wire;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur serve [--port P]}: the relay, headless, until it is stopped (Ctrl-C): pairs the players
 * who give the same match code and judges every entry of their games.
 */
@Command(name = "serve", description = "run a relay where players meet by match code (no display needed)")
public final class ServeCommand extends UrCommand {

    @Option(names = "--port", paramLabel = "P", description = "the port to listen on (default " + Wire.DEFAULT_PORT + ")")
    int port = Wire.DEFAULT_PORT;

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "listen on this address only (default: all)")
    String bind;

    @Option(names = "--idle", paramLabel = "S", description = "forget a match whose players have both been gone for S"
            + " seconds (default 600)")
    int idleSeconds = 600;

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
            return null;
        });
        InetAddress at = bind == null ? null : InetAddress.getByName(bind);
        Relay relay;
        try {
            relay = Relay.start(at, port, Duration.ofSeconds(idleSeconds), line -> out.println(line));
        } catch (PortInUseException e) {
            err.println(Headless.portInUse(e));
            return 1;
        } catch (RuntimeException e) {
            err.println("ur: cannot listen on port " + port + ": " + e.getMessage());
            return 1;
        }
        out.println("relay of Ur " + Wire.gameVersion() + " listening on port " + port + (bind == null ? "" : " of "
                + bind) + "; players meet with ./ur join ADDRESS:" + port + " --code C (the first gives --rules)");
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
