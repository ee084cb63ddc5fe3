package net.ur.net.cli;

import java.net.InetAddress;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import net.ur.net.chain.Chain;
import net.ur.net.peer.Match;
import net.ur.net.peer.Spectator;
import net.ur.rules.Player;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ur spectate ADDRESS[:PORT] --code C [--json]}: watches a match at a relay to the end of its game,
 * judging every entry as the players do, and tells each action; with {@code --json} it ends with the same
 * {@code head} the players end with.
 */
@Command(name = "spectate", description = "watch a match at a relay to the end of its game, checking every entry as"
        + " the players do")
public final class SpectateCommand extends UrCommand {

    @Parameters(index = "0", paramLabel = "ADDRESS[:PORT]", description = "the relay")
    String address;

    @Option(names = "--code", paramLabel = "C", required = true, description = "the match code (the relay's log names"
            + " a quick match's)")
    String code;

    @Option(names = "--name", paramLabel = "NAME", description = "the name the players are told (default: a"
            + " spectator)")
    String name = "a spectator";

    @Option(names = "--json", description = "end with one line of JSON: rules, winner, entries, head, refused")
    boolean json;

    @Option(names = "--timeout", paramLabel = "S", description = "give up when the game has not ended after S seconds"
            + " (default 900)")
    int timeoutSeconds = 900;

    /**
     * @param io where it prints
     */
    public SpectateCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() throws Exception {
        Address a = checked(() -> Address.parse(address));
        if (!Match.validCode(code)) {
            throw usageError("a match code is 1..16 letters and digits, not '" + code + "'");
        }
        if (timeoutSeconds < 1 || timeoutSeconds > 86_400) {
            throw usageError("--timeout must be 1..86400 seconds, not " + timeoutSeconds);
        }
        InetAddress host = a.resolve();
        Spectator s = Spectator.of(code, name, host, a.port(), Duration.ofSeconds(60));
        CountDownLatch done = new CountDownLatch(1);
        AtomicReference<Chain> over = new AtomicReference<>();
        AtomicReference<String> failure = new AtomicReference<>();
        AtomicInteger refused = new AtomicInteger();
        s.listen(seen -> {
            if (seen instanceof Spectator.Seen.Over o) {
                over.set(o.chain());
                done.countDown();
            } else if (seen instanceof Spectator.Seen.Rejected r) {
                failure.set(r.reason());
                done.countDown();
            } else if (seen instanceof Spectator.Seen.Refused r) {
                refused.incrementAndGet();
                err.println("refused an entry the relay sent: " + r.reason());
            } else if (seen instanceof Spectator.Seen.Game g) {
                (json ? err : out).println("watching game " + g.setup().gameNumber() + " of match " + code + ": "
                        + g.setup().rules() + ", " + g.setup().nameOf(Player.LIGHT) + " (light) against "
                        + g.setup().nameOf(Player.DARK) + " (dark)");
            } else if (seen instanceof Spectator.Seen.Notice n) {
                (json ? err : out).println(n.text());
            } else if (!json && seen instanceof Spectator.Seen.Accepted acc) {
                String line = Headless.describe(new net.ur.net.peer.MatchEvent.Accepted(acc.step(), false));
                if (line != null) {
                    out.println(line);
                }
            }
        });
        s.start();
        boolean ended = done.await(timeoutSeconds, TimeUnit.SECONDS);
        s.close();
        if (failure.get() != null) {
            err.println("ur: " + failure.get());
            return 1;
        }
        if (!ended) {
            err.println("ur: the game did not end within " + timeoutSeconds + " s");
            return 1;
        }
        Chain c = over.get();
        Player w = c.winner();
        if (json) {
            JsonObject o = new JsonObject();
            o.addProperty("rules", c.setup().rules());
            if (w == null) {
                o.add("winner", JsonNull.INSTANCE);
            } else {
                o.addProperty("winner", w.name().toLowerCase(Locale.ROOT));
            }
            o.addProperty("entries", c.size());
            o.addProperty("head", c.head());
            o.addProperty("refused", refused.get());
            out.println(new GsonBuilder().serializeNulls().disableHtmlEscaping().create().toJson(o));
        } else {
            out.println("game over: " + c.resultText() + "; " + c.size() + " entries, head " + c.head()
                    + (refused.get() == 0 ? "" : "; " + refused.get() + " entries refused"));
        }
        return 0;
    }
}
