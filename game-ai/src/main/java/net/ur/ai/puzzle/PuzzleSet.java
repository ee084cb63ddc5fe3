package net.ur.ai.puzzle;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The puzzles of one rule set and how they were made, as a small text file: a header of
 * {@code key value} lines, then one line a puzzle,
 * {@code p CODE ROLL FROM CHANCE MARGIN LEVELS} (the code in hex, the chance and margin in
 * ten-thousandths, the levels as a bit string, weakest first, 1 where the level finds the move).
 * The shipped files are resources {@code net/ur/ai/puzzle/RULES.puzzles}.
 *
 * @param rules the rule set's name
 * @param piecesLeft the most pieces a side has left in any puzzle (the solved table that judges them)
 * @param margin the least margin of the best move over the second best, 0..1
 * @param seed the seed the puzzles were mined with
 * @param games the self-play games they were mined from
 * @param puzzles the puzzles, in the order they were found
 */
public record PuzzleSet(String rules, int piecesLeft, double margin, long seed, int games, List<Puzzle> puzzles) {

    /** The first line of a puzzle file. */
    public static final String MAGIC = "ur-puzzles 1";

    /** Validates the fields and copies the list. */
    public PuzzleSet {
        if (rules == null || rules.isBlank() || puzzles == null) {
            throw new IllegalArgumentException("a puzzle set needs its rule set's name and a list of puzzles");
        }
        if (piecesLeft < 1 || piecesLeft > 7 || !(margin > 0 && margin < 1)) {
            throw new IllegalArgumentException("pieces left must be 1..7 and the margin 0..1, got " + piecesLeft + " and "
                    + margin);
        }
        puzzles = List.copyOf(puzzles);
    }

    /** @return the file's text */
    public String write() {
        StringBuilder b = new StringBuilder();
        b.append(MAGIC).append('\n');
        b.append("rules ").append(rules).append('\n');
        b.append("pieces-left ").append(piecesLeft).append('\n');
        b.append(String.format(Locale.ROOT, "margin %.4f%n", margin));
        b.append("seed ").append(seed).append('\n');
        b.append("games ").append(games).append('\n');
        b.append("levels ").append(String.join(" ", PuzzleLevels.NAMES)).append('\n');
        b.append("made-by ./ur puzzles make --rules ").append(rules).append(" --seed ").append(seed)
                .append(" --count ").append(puzzles.size()).append('\n');
        for (Puzzle p : puzzles) {
            StringBuilder bits = new StringBuilder();
            for (int i = 0; i < PuzzleLevels.NAMES.size(); i++) {
                bits.append(p.solvedBy(i) ? '1' : '0');
            }
            b.append(String.format(Locale.ROOT, "p %x %d %d %d %d %s%n", p.code(), p.roll(), p.bestFrom(),
                    Math.round(p.bestChance() * 10000), Math.round(p.margin() * 10000), bits));
        }
        return b.toString();
    }

    /**
     * Reads a puzzle file's text.
     *
     * @param text the text, not null
     * @return the set
     * @throws IllegalArgumentException naming the line, if the text is not a puzzle file
     */
    public static PuzzleSet read(String text) {
        String[] lines = text.split("\n");
        if (lines.length == 0 || !lines[0].strip().equals(MAGIC)) {
            throw new IllegalArgumentException("not a puzzle file: it does not begin with '" + MAGIC + "'");
        }
        String rules = null;
        int left = 0;
        double margin = 0;
        long seed = 0;
        int games = 0;
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split(" ");
            try {
                switch (f[0]) {
                    case "rules" -> rules = f[1];
                    case "pieces-left" -> left = Integer.parseInt(f[1]);
                    case "margin" -> margin = Double.parseDouble(f[1]);
                    case "seed" -> seed = Long.parseLong(f[1]);
                    case "games" -> games = Integer.parseInt(f[1]);
                    case "p" -> puzzles.add(puzzle(f));
                    default -> {
                        // levels, made-by: for the reader of the file
                    }
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("puzzle file line " + (i + 1) + " is wrong (" + e.getMessage() + "): "
                        + line);
            }
        }
        return new PuzzleSet(rules, left, margin, seed, games, puzzles);
    }

    private static Puzzle puzzle(String[] f) {
        if (f.length != 7) {
            throw new IllegalArgumentException("a puzzle line has 7 fields, not " + f.length);
        }
        int bits = 0;
        for (int i = 0; i < f[6].length(); i++) {
            if (f[6].charAt(i) == '1') {
                bits |= 1 << i;
            }
        }
        return new Puzzle(Long.parseUnsignedLong(f[1], 16), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                Integer.parseInt(f[4]) / 10000.0, Integer.parseInt(f[5]) / 10000.0, bits);
    }

    /**
     * The shipped puzzles of a rule set.
     *
     * @param rules a rule set's name, not null
     * @return its puzzles, or an empty result if none are shipped
     */
    public static java.util.Optional<PuzzleSet> shipped(String rules) {
        try (InputStream in = PuzzleSet.class.getResourceAsStream(resource(rules))) {
            if (in == null) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(read(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * @param rules a rule set's name
     * @return the resource path of its shipped puzzles
     */
    public static String resource(String rules) {
        return "/net/ur/ai/puzzle/" + rules + ".puzzles";
    }
}
