package net.ur.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.google.gson.GsonBuilder;
import net.ur.ai.review.Judges;
import net.ur.ai.review.LuckReport;
import net.ur.ai.review.Review;
import net.ur.ai.review.Reviewer;
import net.ur.ai.solve.PerfectPlayer;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordException;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import net.ur.tools.record.RecordFiles;
import net.ur.tools.record.RecordOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ur review FILE}: reviews a game (our saves and records, RGN): each choice against the best,
 * graded, each player's accuracy and luck, the key moments and the rolls against fair dice, judged by the
 * solved table where one is found ({@code -Dur.tables=DIR} or the data folder) and estimated by the master's
 * search otherwise; progress on stderr. With {@code --luck}, the luck of the dice over many games (files or
 * folders; the saved games when none is named). {@link #show} is where the game's window can take over
 * later: without {@code --print} or {@code --json} a subclass may open the replay instead.
 */
@Command(name = "review", description = "review a game: each choice graded against the best, accuracy, the luck"
        + " of the dice (--luck: over many games)")
public class ReviewCommand extends UrCommand {

    @Mixin
    RecordOptions options;

    @Option(names = "--json", description = "the last line is the review as one JSON object")
    boolean json;

    @Option(names = "--print", description = "print the review as text (what review does without a window)")
    boolean print;

    @Option(names = "--luck", description = "the luck of the dice over every FILE (or folder; default: the saved"
            + " games)")
    boolean luck;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "the game (with --luck: games or folders)")
    List<String> files = new ArrayList<>();

    /**
     * @param io where to print, not null
     */
    public ReviewCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        RuleSet rules = checked(options::ruleSet);
        if (luck) {
            return luck(rules);
        }
        if (files.size() != 1) {
            throw usageError("review needs exactly one FILE (or --luck for many)");
        }
        return show(files.get(0), rules, json, print);
    }

    /**
     * Shows the review of one game; here it is printed (as text, or with the JSON object as the last line).
     *
     * @param file the file as typed
     * @param rules the rules {@code --rules} named, or null
     * @param asJson whether {@code --json} was given
     * @param asText whether {@code --print} was given
     * @return the exit status
     */
    protected int show(String file, RuleSet rules, boolean asJson, boolean asText) {
        RecordFiles.Loaded l;
        try {
            l = RecordFiles.load(file, rules);
        } catch (RecordException e) {
            err.println(RecordFiles.failure(file, e));
            return UrCommand.FAILED;
        }
        Judges.Found judge = Judges.find(l.record().rules(), PerfectPlayer.defaultFolder());
        Review r = review(l, judge);
        if (asJson) {
            if (!l.note().isEmpty()) {
                err.println(file + ": " + l.note());
            }
            out.println(new GsonBuilder().serializeNulls().create().toJson(ReviewText.json(r)));
        } else {
            ReviewText.print(out, file, r, judge.note(), l.note());
        }
        return UrCommand.OK;
    }

    /**
     * A game read for a window's replay.
     *
     * @param record the game
     * @param header what the file says of it: an RGN or JSON record's header, or a save's players
     *     ({@code Light} and {@code Dark}: {@code human} or a computer player's name)
     * @param save whether the file is one of the game's saves
     * @param note what the reader assumed that the file does not say (an RGN file naming no rules is
     *     Finkel's game), or empty
     */
    public record LoadedGame(GameRecord record, Map<String, String> header, boolean save, String note) {

        /** A game whose file said all the reader needed. */
        public LoadedGame(GameRecord record, Map<String, String> header, boolean save) {
            this(record, header, save, "");
        }
    }

    /**
     * Reads a game as {@code review} reads it, for a subclass that shows it in a window; a file that
     * cannot be read or is illegal gets its one line on the error stream.
     *
     * @param file the file as typed
     * @param rules the rules {@code --rules} named, or null
     * @return the game, or null when it could not be read
     */
    protected LoadedGame load(String file, RuleSet rules) {
        try {
            RecordFiles.Loaded l = RecordFiles.load(file, rules);
            return new LoadedGame(l.record(), l.header(), "save".equals(l.format()), l.note());
        } catch (RecordException e) {
            err.println(RecordFiles.failure(file, e));
            return null;
        }
    }

    private Review review(RecordFiles.Loaded l, Judges.Found judge) {
        int total = l.record().entries().size();
        ArenaCommand.Progress bar = new ArenaCommand.Progress(err, "review", "rolls", Math.max(1, total),
                System.nanoTime(), System.console() != null);
        Review r = Reviewer.review(l.record(), judge.judge(), judge.judge().exact() ? null : (done, of) -> bar.update(done));
        bar.finish();
        return r;
    }

    private int luck(RuleSet rules) {
        List<Path> paths = new ArrayList<>();
        List<String> named = files.isEmpty() ? List.of(savedGames().toString()) : files;
        for (String f : named) {
            Path p = Path.of(f);
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    s.filter(Files::isRegularFile).filter(ReviewCommand::isRecordName).sorted().forEach(paths::add);
                } catch (IOException e) {
                    err.println(f + ": cannot list the folder (" + e.getMessage() + ")");
                    return UrCommand.FAILED;
                }
            } else {
                paths.add(p);
            }
        }
        if (paths.isEmpty()) {
            err.println("review --luck: no games in " + String.join(", ", named));
            return UrCommand.FAILED;
        }
        LuckReport report = LuckReport.empty();
        int games = 0;
        int refused = 0;
        for (Path p : paths) {
            RecordFiles.Loaded l;
            try {
                l = RecordFiles.load(p.toString(), rules);
            } catch (RecordException e) {
                err.println(RecordFiles.failure(p.toString(), e));
                refused++;
                continue;
            }
            if (!l.note().isEmpty()) {
                err.println(p + ": " + l.note());
            }
            Review r = review(l, Judges.find(l.record().rules(), PerfectPlayer.defaultFolder()));
            for (Player side : Player.values()) {
                String who = l.header().getOrDefault(side.displayName(), side.displayName().toLowerCase(java.util.Locale.ROOT));
                report = report.add(r, side, who);
            }
            games++;
        }
        if (json) {
            out.println(new GsonBuilder().serializeNulls().create().toJson(ReviewText.luckJson(report, games, refused)));
        } else {
            ReviewText.printLuck(out, report, games, refused);
        }
        return refused == 0 ? UrCommand.OK : UrCommand.FAILED;
    }

    private static boolean isRecordName(Path p) {
        String n = p.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return n.endsWith(".json") || n.endsWith(".rgn") || n.endsWith(".txt");
    }

    /** The folder of the games a player kept, as the game keeps them (its data folder's {@code saves}). */
    static Path savedGames() {
        return PerfectPlayer.dataFolder().resolve("saves");
    }
}
