package net.ur.ai.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;

/**
 * Mines and checks the puzzles of a classic rule set. Mining plays self-play games between the
 * novice, intermediate and expert levels (each game's players, dice and choices from its own seed,
 * derived from the set's seed and the game's number, on one thread: the same seed gives the same
 * puzzles). Of each game's late positions (judged exactly by a {@link ClassicJudge}) where the best
 * move's winning chance beats every other move's by the margin, it keeps the {@link #PER_GAME} that
 * the most levels miss (ties at random), so that the puzzles come from many games and lean to the hard.
 */
public final class ClassicPuzzles {

    /** The most puzzles taken from one game (so that the puzzles come from many games). */
    public static final int PER_GAME = 2;
    /** The default margin: the best move wins at least 10 percentage points more often than any other. */
    public static final double MARGIN = 0.10;
    /** The self-play games' players. */
    static final List<String> PLAYERS = List.of("novice", "intermediate", "expert");

    /** What a check of a set of puzzles found. */
    public record Check(String rules, int puzzles, int wrong, List<String> problems) {
    }

    private ClassicPuzzles() {
    }

    /**
     * Mines puzzles.
     *
     * @param judge judges the positions, not null
     * @param seed the seed
     * @param count how many puzzles to find, >= 1
     * @param margin the least margin, above 0 and below 1
     * @param maxGames the most games to play, >= 1 (fewer puzzles if they run out)
     * @param progress told the number found after each game, or null
     * @return the puzzles
     */
    public static PuzzleSet make(ClassicJudge judge, long seed, int count, double margin, int maxGames,
            IntConsumer progress) {
        if (judge == null || count < 1 || maxGames < 1 || !(margin > 0 && margin < 1)) {
            throw new IllegalArgumentException("make needs a judge, a count and games of at least 1 and a margin in"
                    + " (0, 1), got " + count + ", " + maxGames + " and " + margin);
        }
        List<Puzzle> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int games = 0;
        while (found.size() < count && games < maxGames) {
            SplittableRandom g = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + games);
            SplittableRandom dice = g.split();
            SplittableRandom choices = g.split();
            SplittableRandom picks = g.split();
            Agent[] players = {Agents.byName(PLAYERS.get(g.nextInt(PLAYERS.size()))),
                    Agents.byName(PLAYERS.get(g.nextInt(PLAYERS.size())))};
            List<Puzzle> candidates = new ArrayList<>();
            GameState s = judge.rules().initialState();
            GameState beforeRoll = s;
            while (!s.isOver()) {
                if (s.phase() == Phase.AWAITING_ROLL) {
                    beforeRoll = s;
                    s = judge.rules().applyRoll(s, judge.rules().roll(dice));
                    continue;
                }
                List<Move> legal = judge.rules().legalMoves(s);
                if (legal.size() >= 2 && judge.canJudge(s)) {
                    List<ClassicJudge.Scored> scored = judge.score(s);
                    double gap = scored.get(0).chance() - scored.get(1).chance();
                    if (gap >= margin) {
                        candidates.add(new Puzzle(judge.fast().encode(beforeRoll), s.roll().value(),
                                ClassicJudge.from(scored.get(0).move()), scored.get(0).chance(), gap, 0));
                    }
                }
                s = judge.rules().applyMove(s, players[s.turn().ordinal()].chooseMove(judge.rules(), s, choices));
            }
            games++;
            for (int i = candidates.size() - 1; i > 0; i--) {
                candidates.set(i, candidates.set(picks.nextInt(i + 1), candidates.get(i)));
            }
            List<Puzzle> rated = new ArrayList<>();
            for (Puzzle p : candidates) {
                if (!seen.contains(key(p))) {
                    rated.add(rated(judge, p, picks.split()));
                }
            }
            rated.sort(java.util.Comparator.comparingInt(Puzzle::missedBy).reversed());
            for (int k = 0; k < PER_GAME && k < rated.size() && found.size() < count; k++) {
                Puzzle p = rated.get(k);
                if (seen.add(key(p))) {
                    found.add(p);
                }
            }
            if (progress != null) {
                progress.accept(found.size());
            }
        }
        return new PuzzleSet(judge.settings().name(), judge.piecesLeft(), margin, seed, games, found);
    }

    private static String key(Puzzle p) {
        return Long.toHexString(p.code()) + " " + p.roll();
    }

    private static Puzzle rated(ClassicJudge judge, Puzzle p, SplittableRandom random) {
        GameState s = judge.state(p);
        int bits = PuzzleLevels.solvedBy(judge.rules(), s, m -> ClassicJudge.from(m) == p.bestFrom(), random);
        return new Puzzle(p.code(), p.roll(), p.bestFrom(), p.bestChance(), p.margin(), bits);
    }

    /**
     * Checks every puzzle of a set against the table: the position is one the judge can judge, with
     * at least two moves, the best move is the one named, it beats every other by the set's margin, and
     * the chance and margin written are the table's (to their four decimals).
     *
     * @param set the puzzles, not null
     * @param judge the judge of the set's rules, not null
     * @return what was found
     */
    public static Check check(PuzzleSet set, ClassicJudge judge) {
        if (set == null || judge == null || !set.rules().equals(judge.settings().name())) {
            throw new IllegalArgumentException("check needs puzzles and a judge of the same rules");
        }
        List<String> problems = new ArrayList<>();
        int i = 0;
        for (Puzzle p : set.puzzles()) {
            i++;
            String problem = problem(p, set.margin(), judge);
            if (problem != null) {
                problems.add("puzzle " + i + " (" + Long.toHexString(p.code()) + " roll " + p.roll() + "): " + problem);
            }
        }
        return new Check(set.rules(), set.puzzles().size(), problems.size(), problems);
    }

    private static String problem(Puzzle p, double margin, ClassicJudge judge) {
        GameState s;
        try {
            s = judge.state(p);
        } catch (RuntimeException e) {
            return "not a position of these rules: " + e.getMessage();
        }
        if (s.phase() != Phase.AWAITING_MOVE || judge.rules().legalMoves(s).size() < 2) {
            return "the roll leaves no choice";
        }
        if (!judge.canJudge(s)) {
            return "more than " + judge.piecesLeft() + " pieces left a side";
        }
        List<ClassicJudge.Scored> scored = judge.score(s);
        double gap = scored.get(0).chance() - scored.get(1).chance();
        int from = ClassicJudge.from(scored.get(0).move());
        if (from != p.bestFrom()) {
            return "the best move starts at " + from + ", not " + p.bestFrom();
        }
        if (gap < margin - 1e-9) {
            return String.format(java.util.Locale.ROOT, "its margin is %.4f, less than %.4f", gap, margin);
        }
        if (Math.abs(scored.get(0).chance() - p.bestChance()) > 1.5e-4 || Math.abs(gap - p.margin()) > 2e-4) {
            return String.format(java.util.Locale.ROOT, "the table says %.4f with a margin of %.4f, the file %.4f and %.4f",
                    scored.get(0).chance(), gap, p.bestChance(), p.margin());
        }
        return null;
    }
}
