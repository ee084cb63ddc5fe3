package net.ur.net.cli;

import java.nio.file.Path;
import java.time.Duration;

import net.ur.net.peer.Match;
import net.ur.ai.Agents;
import picocli.CommandLine.Option;

/** The options {@code ./ur host} and {@code ./ur join} share: who plays, and how the result is told. */
final class PlayerOptions {

    @Option(names = "--as", paramLabel = "LEVEL", required = true,
            description = "the computer player that plays this side: a level (beginner .. master) or an agent")
    String level;

    @Option(names = "--name", paramLabel = "NAME", description = "the name the other side sees (default: the level)")
    String name;

    @Option(names = "--json", description = "end with one line of JSON: rules, side, winner, entries, head, record")
    boolean json;

    @Option(names = "--games", paramLabel = "N", description = "games of the match to play (default 1; rematches after"
            + " the first)")
    int games = 1;

    @Option(names = "--think", paramLabel = "MS", description = "pause before each action, in milliseconds (default 0)")
    int thinkMillis;

    @Option(names = "--timeout", paramLabel = "S", description = "give up when the match has not ended after S seconds"
            + " (default 900)")
    int timeoutSeconds = 900;

    @Option(names = "--reveal-seconds", paramLabel = "S", description = "how long the other side may take to reveal"
            + " its secret before it loses by forfeit (default 30)")
    int revealSeconds = (int) Match.DEFAULT_REVEAL.toSeconds();

    @Option(names = "--identity", paramLabel = "FILE", description = "the key pair that signs this side's moves"
            + " (default: the data folder's net/identity.key, made on first use)")
    Path identity;

    /** Checks the values, naming the first wrong one. */
    void check() {
        Agents.byName(level);
        if (games < 1 || games > 1000) {
            throw new IllegalArgumentException("--games must be 1..1000, not " + games);
        }
        if (thinkMillis < 0 || thinkMillis > 60_000) {
            throw new IllegalArgumentException("--think must be 0..60000 milliseconds, not " + thinkMillis);
        }
        if (timeoutSeconds < 1 || timeoutSeconds > 86_400) {
            throw new IllegalArgumentException("--timeout must be 1..86400 seconds, not " + timeoutSeconds);
        }
        if (revealSeconds < 1 || revealSeconds > 3600) {
            throw new IllegalArgumentException("--reveal-seconds must be 1..3600, not " + revealSeconds);
        }
    }

    String name() {
        return name != null && !name.isBlank() ? name : level;
    }

    Duration think() {
        return Duration.ofMillis(thinkMillis);
    }

    Duration timeout() {
        return Duration.ofSeconds(timeoutSeconds);
    }

    Duration reveal() {
        return Duration.ofSeconds(revealSeconds);
    }
}
