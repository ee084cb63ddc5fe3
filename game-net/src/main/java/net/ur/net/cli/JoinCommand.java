package net.ur.net.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import net.ur.net.peer.Dialer;
import net.ur.net.peer.Match;
import net.ur.net.peer.MatchEvent;
import net.ur.net.peer.Strand;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ur join ADDRESS[:PORT] --code C [--rules R] --as LEVEL [--json]}: a computer player joins a
 * hosted match or meets the other player at a relay, plays it to the end without a window and saves
 * the record. With {@code --quick --rules R} instead of a code, the relay pairs it with the next player
 * who waits for the same rules.
 */
@Command(name = "join", description = "a computer player joins a match by address and code (a host or a relay), or"
        + " a quick match at a relay with whoever waits for the same rules, and plays it without a window")
public final class JoinCommand extends UrCommand {

    @Parameters(index = "0", paramLabel = "ADDRESS[:PORT]", description = "the host or relay")
    String address;

    @Option(names = "--code", paramLabel = "C", description = "the match code (or --quick)")
    String code;

    @Option(names = "--quick", description = "at a relay: play the first player who waits for the same --rules,"
            + " or wait for one; the relay gives the match its code")
    boolean quick;

    @Option(names = "--wait", paramLabel = "S", description = "with --quick: stop waiting when nobody came within S"
            + " seconds (default: --timeout)")
    int waitSeconds;

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
        if (quick) {
            if (code != null) {
                throw usageError("--quick pairs with a stranger under a code the relay makes: leave out --code");
            }
            if (rules == null) {
                throw usageError("--quick needs --rules: the relay pairs players who wait for the same rules");
            }
            if (waitSeconds < 0 || waitSeconds > 86_400) {
                throw usageError("--wait must be 1..86400 seconds, not " + waitSeconds);
            }
        } else if (code == null) {
            throw usageError("give the match's --code, or --quick --rules R for a quick match at a relay");
        } else if (waitSeconds != 0) {
            throw usageError("--wait is for --quick: a match by code waits as long as --timeout");
        }
        if (!quick && !Match.validCode(code)) {
            throw usageError("a match code is 1..16 letters and digits, not '" + code + "'");
        }
        InetAddress host = a.resolve();
        Match match = new Match(checked(() -> new Match.Options(identityOrFail(), player.name(), quick ? "" : code,
                rules, false, new SecureRandom(), player.reveal())));
        if (quick && waitSeconds > 0) {
            // Waiting is cancelled by closing the connection: the relay takes the player out of its queue.
            ScheduledFuture<?> giveUp = Strand.CLOCK.schedule(() -> {
                if (match.code().isEmpty()) {
                    match.giveUp("nobody else waited for a quick match of " + rules + " within " + waitSeconds
                            + " s");
                }
            }, waitSeconds, TimeUnit.SECONDS);
            match.listen(e -> {
                if (e instanceof MatchEvent.GameStarted) {
                    giveUp.cancel(false);
                }
            });
        }
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
