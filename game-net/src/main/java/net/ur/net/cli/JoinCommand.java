package net.ur.net.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.security.SecureRandom;
import java.time.Duration;

import net.ur.net.peer.Dialer;
import net.ur.net.peer.Match;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ur join ADDRESS[:PORT] --code C [--rules R] --as LEVEL [--json]}: a computer player joins a
 * hosted match or meets the other player at a relay, plays it to the end without a window and saves
 * the record.
 */
@Command(name = "join", description = "a computer player joins a match by address and code (a host or a relay) and"
        + " plays it without a window")
public final class JoinCommand extends UrCommand {

    @Parameters(index = "0", paramLabel = "ADDRESS[:PORT]", description = "the host or relay")
    String address;

    @Option(names = "--code", paramLabel = "C", required = true, description = "the match code")
    String code;

    @Option(names = "--rules", paramLabel = "R", description = "the rules: required for the first at a relay;"
            + " otherwise the host's or the first's, which this must name if given")
    String rules;

    @Mixin
    PlayerOptions player;

    /**
     * @param io where it prints
     */
    public JoinCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() throws IOException, InterruptedException {
        Address a = checked(() -> Address.parse(address));
        checked(() -> {
            player.check();
            return null;
        });
        if (!Match.validCode(code)) {
            throw usageError("a match code is 1..16 letters and digits, not '" + code + "'");
        }
        InetAddress host = a.resolve();
        Match match = new Match(checked(() -> new Match.Options(identityOrFail(), player.name(), code, rules, false,
                new SecureRandom(), player.reveal())));
        Dialer[] dialer = new Dialer[1];
        try {
            return Headless.play(match, player.level, player.games, player.think(), player.timeout(), out, err,
                    player.json, () -> dialer[0] = Dialer.start(match, host, a.port(), Duration.ofSeconds(60)));
        } finally {
            if (dialer[0] != null) {
                dialer[0].close();
            }
        }
    }

    private net.ur.net.chain.Identity identityOrFail() {
        try {
            return Headless.identity(player.identity);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read or make the key pair: " + e.getMessage(), e);
        }
    }
}
