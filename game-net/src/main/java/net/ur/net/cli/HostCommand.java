package net.ur.net.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.security.SecureRandom;

import net.ur.net.peer.Host;
import net.ur.net.peer.Match;
import net.ur.net.wire.PortInUseException;
import net.ur.net.wire.Wire;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code ./ur host --rules R --as LEVEL [--code C] [--port P]}: a computer player hosts a match,
 * listening on a port for the one player who joins with the code, and plays it without a window.
 */
@Command(name = "host", description = "a computer player hosts a match on a port and plays it without a window")
public final class HostCommand extends UrCommand {

    @Option(names = "--rules", paramLabel = "R", required = true, description = "the rules of the match")
    String rules;

    @Option(names = "--code", paramLabel = "C", description = "the match code (default: six letters and digits made"
            + " up and printed)")
    String code;

    @Option(names = "--port", paramLabel = "P", description = "the port to listen on (default " + Wire.DEFAULT_PORT + ")")
    int port = Wire.DEFAULT_PORT;

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "listen on this address only (default: all)")
    String bind;

    @Mixin
    PlayerOptions player;

    /**
     * @param io where it prints
     */
    public HostCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() throws IOException, InterruptedException {
        checked(() -> {
            Address.checkPort(port);
            player.check();
            return RuleSets.byName(rules);
        });
        if (code == null) {
            code = newCode(new SecureRandom());
        } else if (!Match.validCode(code)) {
            throw usageError("a match code is 1..16 letters and digits, not '" + code + "'");
        }
        InetAddress at = bind == null ? null : InetAddress.getByName(bind);
        Match match = new Match(checked(() -> {
            try {
                return new Match.Options(Headless.identity(player.identity), player.name(), code, rules, true,
                        new SecureRandom(), player.reveal());
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read or make the key pair: " + e.getMessage(), e);
            }
        }));
        Host[] host = new Host[1];
        try {
            host[0] = Host.start(match, at, port);
        } catch (PortInUseException e) {
            err.println(Headless.portInUse(e));
            return 1;
        } catch (RuntimeException e) {
            err.println("ur: cannot listen on port " + port + ": " + e.getMessage());
            return 1;
        }
        (player.json ? err : out).println("hosting match " + code + " (" + rules + ") on port " + port
                + ": join with ./ur join ADDRESS:" + port + " --code " + code);
        try {
            return Headless.play(match, player.level, player.games, player.think(), player.timeout(), out, err,
                    player.json, () -> { });
        } finally {
            host[0].close();
        }
    }

    /** A short match code: six letters and digits that are not easily mistaken for one another. */
    static String newCode(SecureRandom random) {
        return Match.newCode(random);
    }
}
