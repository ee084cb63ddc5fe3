package net.ur.tools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import net.ur.ai.puzzle.ClassicJudge;
import net.ur.ai.puzzle.ClassicPuzzles;
import net.ur.ai.puzzle.Puzzle;
import net.ur.ai.puzzle.PuzzleLevels;
import net.ur.ai.puzzle.PuzzleSet;
import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.command.Group;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur puzzles make} and {@code ./ur puzzles check}: mining the puzzles of a classic rule set
 * from seeded self-play games, and checking a set of puzzles (the shipped ones by default) against
 * the solved table that judges them (the rules with as many pieces as the puzzles have left a side,
 * solved in memory first: a few seconds).
 */
final class PuzzlesCommands {

    private PuzzlesCommands() {
    }

    /** Adds {@code puzzles make} and {@code puzzles check} to a command line. */
    static void addTo(Cli cli, Streams io) {
        cli.add(new Group(io, "puzzles", "puzzles: positions where one move is clearly best"));
        cli.add("puzzles", new Make(io));
        cli.add("puzzles", new Check(io));
    }

    static ClassicSettings classic(String rules) {
        if (!RuleSets.NAMES.contains(rules) || rules.equals("murray")) {
            throw new IllegalArgumentException("puzzles are made for finkel, masters, blitz and aseb, not '" + rules + "'");
        }
        return RuleSets.classicSettings(rules);
    }

    static SolvedTable table(ClassicSettings settings, int piecesLeft, java.io.PrintStream err) {
        long t0 = System.nanoTime();
        SolvedTable t = Solver.solve(settings.withPieces(piecesLeft), Solver.TOLERANCE, null);
        err.printf(Locale.ROOT, "solved %s with %d pieces (%,d positions) in %.1f s%n", settings.name(), piecesLeft,
                t.positions(), (System.nanoTime() - t0) / 1e9);
        return t;
    }

    /** {@code ./ur puzzles make --rules R --seed S [--count N] [--margin M] [--pieces-left K] [--out FILE]}. */
    @Command(name = "make", description = "mine puzzles from seeded self-play games (classic rule sets)")
    static final class Make extends UrCommand {

        @Option(names = "--rules", paramLabel = "R", required = true, description = "finkel, masters, blitz or aseb")
        String rules;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the seed (default 1)")
        long seed;

        @Option(names = "--count", paramLabel = "N", defaultValue = "500", description = "puzzles to find (default 500)")
        int count;

        @Option(names = "--margin", paramLabel = "M", defaultValue = "0.05",
                description = "the least lead of the best move's winning chance over any other's (default 0.05)")
        double margin;

        @Option(names = "--pieces-left", paramLabel = "K", defaultValue = "4",
                description = "the most pieces a side has left in a puzzle: the table of K pieces judges them (default 4)")
        int piecesLeft;

        @Option(names = "--games", paramLabel = "G", defaultValue = "20000", description = "the most games to play")
        int games;

        @Option(names = "--out", paramLabel = "FILE", description = "write the puzzles here (default: stdout)")
        String file;

        Make(Streams io) {
            super(io);
        }

        @Override
        protected int run() {
            ClassicSettings settings = checked(() -> classic(rules));
            if (count < 1 || games < 1 || !(margin > 0 && margin < 1) || piecesLeft < 1
                    || piecesLeft > Math.min(5, settings.pieces())) {
                throw usageError("--count and --games must be at least 1, --margin in (0, 1) and --pieces-left 1.."
                        + Math.min(5, settings.pieces()));
            }
            ClassicJudge judge = new ClassicJudge(settings, table(settings, piecesLeft, err));
            long t0 = System.nanoTime();
            PuzzleSet set = ClassicPuzzles.make(judge, seed, count, margin, games, null);
            double seconds = (System.nanoTime() - t0) / 1e9;
            int[] missed = new int[PuzzleLevels.NAMES.size() + 1];
            for (Puzzle p : set.puzzles()) {
                missed[p.missedBy()]++;
            }
            err.printf(Locale.ROOT, "%d puzzles from %d games in %.1f s; missed by 0..%d levels: %s%n",
                    set.puzzles().size(), set.games(), seconds, PuzzleLevels.NAMES.size(), java.util.Arrays.toString(missed));
            String text = set.write();
            if (file == null) {
                out.print(text);
            } else {
                try {
                    Path target = Path.of(file);
                    Path part = target.resolveSibling(target.getFileName() + ".part");
                    Files.writeString(part, text, StandardCharsets.UTF_8);
                    Files.move(part, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                            java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                } catch (IOException e) {
                    err.println("ur: cannot write " + file + ": " + e.getMessage());
                    return UrCommand.FAILED;
                }
            }
            return set.puzzles().size() < count ? UrCommand.FAILED : UrCommand.OK;
        }
    }

    /** {@code ./ur puzzles check --rules R [--file FILE] [--json]}. */
    @Command(name = "check", description = "check every shipped puzzle (or a file's) against the solved table")
    static final class Check extends UrCommand {

        @Option(names = "--rules", paramLabel = "R", required = true, description = "finkel, masters, blitz or aseb")
        String rules;

        @Option(names = "--file", paramLabel = "FILE", description = "check this file instead of the shipped puzzles")
        String file;

        @Option(names = "--json", description = "end with the figures as one JSON object")
        boolean json;

        Check(Streams io) {
            super(io);
        }

        @Override
        protected int run() {
            ClassicSettings settings = checked(() -> classic(rules));
            PuzzleSet set;
            if (file != null) {
                try {
                    set = PuzzleSet.read(Files.readString(Path.of(file), StandardCharsets.UTF_8));
                } catch (IOException | IllegalArgumentException e) {
                    err.println("ur: cannot read puzzles from " + file + ": " + e.getMessage());
                    return UrCommand.FAILED;
                }
            } else {
                Optional<PuzzleSet> shipped = PuzzleSet.shipped(rules);
                if (shipped.isEmpty()) {
                    err.println("ur: no puzzles are shipped for " + rules);
                    return UrCommand.FAILED;
                }
                set = shipped.get();
            }
            if (!set.rules().equals(settings.name())) {
                err.println("ur: these puzzles are of " + set.rules() + ", not " + rules);
                return UrCommand.FAILED;
            }
            long t0 = System.nanoTime();
            ClassicJudge judge = new ClassicJudge(settings, table(settings, set.piecesLeft(), err));
            ClassicPuzzles.Check c = ClassicPuzzles.check(set, judge);
            double seconds = (System.nanoTime() - t0) / 1e9;
            for (String p : c.problems()) {
                out.println("wrong: " + p);
            }
            out.printf(Locale.ROOT, "%s: %d puzzles, %d wrong (judged by the solved table with %d pieces a side, margin"
                    + " %.2f), %.1f s%n", rules, c.puzzles(), c.wrong(), set.piecesLeft(), set.margin(), seconds);
            if (json) {
                out.printf(Locale.ROOT, "{\"rules\":\"%s\",\"puzzles\":%d,\"wrong\":%d,\"judge\":\"table\","
                        + "\"pieces_left\":%d,\"margin\":%.4f,\"seconds\":%.2f}%n", rules, c.puzzles(), c.wrong(),
                        set.piecesLeft(), set.margin(), seconds);
            }
            return c.wrong() == 0 ? UrCommand.OK : UrCommand.FAILED;
        }
    }
}
