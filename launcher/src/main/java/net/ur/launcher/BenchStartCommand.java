package net.ur.launcher;

import java.util.List;

import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench start}: the time from starting the game to the main menu's first drawn frame,
 * over several starts, of this game or of a command given, beside a baseline command started in
 * turn with it ({@link BenchStart} does the starts).
 */
@Command(name = "start", description = "time from start to the main menu's first drawn frame")
final class BenchStartCommand extends UrCommand {

    @Option(names = "--runs", paramLabel = "N",
            description = "measured starts of each command, 1..100 (default 5), after one unmeasured start each")
    int runs = 5;

    @Option(names = "--json", description = "the last line is {\"runs\":N, \"median_ms\":..., \"min_ms\":...}")
    boolean json;

    @Option(names = "--command", paramLabel = "CMD",
            description = "the command that starts the game (words split at spaces; default: this ur)")
    String command;

    @Option(names = "--baseline", paramLabel = "CMD", description = "a second command measured in turn, e.g. ./ur")
    String baseline;

    BenchStartCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (runs < 1 || runs > 100) {
            throw usageError("--runs must be 1..100, not " + typed("--runs"));
        }
        List<String> measured = command == null ? BenchStart.defaultCommand() : words("--command", command);
        List<String> base = baseline == null ? null : words("--baseline", baseline);
        return BenchStart.run(runs, json, measured, base, out, err);
    }

    private List<String> words(String option, String commandLine) {
        List<String> words = BenchStart.words(commandLine);
        if (words.isEmpty()) {
            throw usageError(option + " needs a command, not an empty string");
        }
        return words;
    }
}
