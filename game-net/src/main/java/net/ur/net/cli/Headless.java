package net.ur.net.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Identity;
import net.ur.net.peer.Bot;
import net.ur.net.peer.Match;
import net.ur.net.peer.MatchEvent;
import net.ur.net.wire.PortInUseException;
import net.ur.rules.Player;
import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordJson;

/**
 * A computer player's whole match without a window, for {@code ./ur host} and {@code ./ur join}:
 * seats a {@link Bot}, tells what happens one line at a time, saves each finished game's record
 * and ends with one line of results (JSON with {@code --json}).
 */
final class Headless {

    /** A game in a line of JSON: the keys and their order the issue fixes. */
    record Result(String rules, Player side, Player winner, int entries, String head, Path record) {
        String json() {
            JsonObject o = new JsonObject();
            o.addProperty("rules", rules);
            o.addProperty("side", side == null ? null : side.name().toLowerCase(Locale.ROOT));
            if (winner == null) {
                o.add("winner", JsonNull.INSTANCE);
            } else {
                o.addProperty("winner", winner.name().toLowerCase(Locale.ROOT));
            }
            o.addProperty("entries", entries);
            o.addProperty("head", head);
            if (record == null) {
                o.add("record", JsonNull.INSTANCE);
            } else {
                o.addProperty("record", record.toString());
            }
            return new GsonBuilder().serializeNulls().disableHtmlEscaping().create().toJson(o);
        }
    }

    private Headless() {
    }

    /** The line a command prints when its port is taken: the port, and the next free one as an option. */
    static String portInUse(PortInUseException e) {
        return "ur: port " + e.port() + " is in use by another program" + (e.nextFree() == 0 ? ": try another --port"
                : ": try --port " + e.nextFree() + ", which is free");
    }

    /**
     * Reads or makes the player's key pair.
     *
     * @param file the file named by {@code --identity}, or null for the data folder's
     * @return the identity
     * @throws IOException if it cannot be read or written
     */
    static Identity identity(Path file) throws IOException {
        return Identity.loadOrCreate(file != null ? file : Identity.defaultFile());
    }

    /** The folder network games are kept in: the data folder's {@code net/games}. */
    static Path gamesFolder() {
        return Identity.defaultFile().getParent().resolve("games");
    }

    /**
     * Plays the match to its end.
     *
     * @param match the match, not yet connected (the caller connects it after this seats the player)
     * @param level the computer player's name
     * @param games how many games to play
     * @param think the pause before each action
     * @param timeout the longest the whole match may take
     * @param out where lines go
     * @param json whether the last line is JSON
     * @param connect connects the match once the player is seated
     * @return the exit status
     */
    static int play(Match match, String level, int games, Duration think, Duration timeout, PrintStream out,
            PrintStream err, boolean json, Runnable connect) throws InterruptedException {
        Agent agent = Agents.byName(level);
        new Bot(match, agent, new SplittableRandom(), think, games);
        CountDownLatch done = new CountDownLatch(1);
        AtomicInteger finished = new AtomicInteger();
        AtomicReference<Result> last = new AtomicReference<>();
        AtomicReference<String> failure = new AtomicReference<>();
        match.listen(e -> {
            if (e instanceof MatchEvent.GameOver over) {
                last.set(save(match, out, err, over));
                if (finished.incrementAndGet() >= games) {
                    done.countDown();
                }
            } else if (e instanceof MatchEvent.Rejected r) {
                failure.set(r.reason());
                done.countDown();
            } else if (!json || !(e instanceof MatchEvent.Accepted || e instanceof MatchEvent.YourTurn)) {
                String line = describe(e);
                if (line != null) {
                    (json ? err : out).println(line);
                }
            }
        });
        connect.run();
        boolean ended = done.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
        match.close();
        if (failure.get() != null) {
            err.println("ur: " + failure.get());
            return 1;
        }
        if (!ended) {
            err.println("ur: the match did not end within " + timeout.toSeconds() + " s");
            return 1;
        }
        Result r = last.get();
        out.println(json ? r.json() : "game over: " + (r.winner() == null ? "drawn" : r.winner().displayName()
                + " won") + "; " + r.entries() + " entries, head " + r.head() + (r.record() == null ? ""
                : "; record " + r.record()));
        return 0;
    }

    /** Saves the finished game's record (runs on the match's strand: reads the chain directly). */
    private static Result save(Match match, PrintStream out, PrintStream err, MatchEvent.GameOver over) {
        Chain c = over.chain();
        GameRecord record = c.record();
        Player side = c.setup().playerOf(match.options().identity().publicKey());
        Path file = null;
        if (record != null) {
            Map<String, String> meta = new LinkedHashMap<>();
            meta.put("light", c.setup().nameOf(Player.LIGHT));
            meta.put("dark", c.setup().nameOf(Player.DARK));
            meta.put("network-match", c.setup().code());
            meta.put("network-game", c.gameId());
            meta.put("network-head", c.head());
            meta.put("network-entries", Integer.toString(c.size()));
            meta.put("result", over.how());
            try {
                Path dir = gamesFolder();
                Files.createDirectories(dir);
                String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
                file = dir.resolve("net-" + stamp + "-" + c.setup().rules() + "-" + c.gameId().substring(0, 8)
                        + "-" + (side == null ? "x" : side.name().toLowerCase(Locale.ROOT)) + ".json");
                Files.writeString(file, RecordJson.write(record, meta) + "\n", StandardCharsets.UTF_8);
            } catch (IOException ex) {
                err.println("ur: the record could not be saved: " + ex.getMessage());
                file = null;
            }
        }
        return new Result(c.setup().rules(), side, over.winner(), c.size(), c.head(), file);
    }

    /** One line for an event, or null for none. */
    static String describe(MatchEvent e) {
        if (e instanceof MatchEvent.Connected c) {
            return (c.resumed() ? "back with " : "playing against ") + c.otherName();
        } else if (e instanceof MatchEvent.Disconnected d) {
            return d.left() ? "the other side has left (" + d.reason() + ")"
                    : "connection lost (" + d.reason() + "): the game waits";
        } else if (e instanceof MatchEvent.GameStarted g) {
            return "game " + g.setup().gameNumber() + " of match " + g.setup().code() + ": " + g.setup().rules()
                    + ", playing " + g.side().displayName();
        } else if (e instanceof MatchEvent.Accepted a) {
            Chain.Step s = a.step();
            String what = s.move() != null ? "moves " + s.move() : s.roll() != null ? "rolls " + s.roll()
                    : s.openingThrow() != null ? "opening throw " + s.openingThrow().score() : null;
            // A roll and an opening throw are settled by the other side's reveal: they are the thrower's throw.
            Player who = s.move() != null ? s.author() : s.author().other();
            return what == null ? null : who.displayName() + " " + what;
        } else if (e instanceof MatchEvent.Refused r) {
            return "refused (" + r.refuser().name().toLowerCase(Locale.ROOT).replace('_', ' ') + "): " + r.reason();
        } else if (e instanceof MatchEvent.Notice n) {
            return n.text();
        } else if (e instanceof MatchEvent.RematchOffered r) {
            return "the other side offers game " + r.gameNumber();
        }
        return null;
    }
}
