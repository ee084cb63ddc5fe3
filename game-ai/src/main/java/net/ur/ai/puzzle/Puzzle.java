package net.ur.ai.puzzle;

/**
 * One puzzle of a classic rule set: a position (a {@link net.ur.ai.fast.FastClassic} code of the
 * rule set's full piece count, awaiting a roll) and the roll in hand, the move that is clearly best
 * (named by the route step it starts from, {@link #FROM_HAND} for a piece entering), the best move's
 * winning chance, its margin over the second best, and which computer levels find it.
 *
 * @param code the position before the roll, as {@code FastClassic} packs it for the rule set's settings
 * @param roll the roll in hand, 1..the dice's highest
 * @param bestFrom the route step of the piece the best move moves, or {@link #FROM_HAND}
 * @param bestChance the mover's winning chance after the best move, 0..1
 * @param margin the best move's chance less the second best's, 0..1
 * @param solvedBy one bit per level of {@link PuzzleLevels#NAMES} (bit i: level i plays the best move)
 */
public record Puzzle(long code, int roll, int bestFrom, double bestChance, double margin, int solvedBy) {

    /** The {@link #bestFrom} of a move that enters a piece from the hand. */
    public static final int FROM_HAND = -1;

    /** Validates the fields. */
    public Puzzle {
        if (roll < 1 || roll > 99) {
            throw new IllegalArgumentException("a puzzle's roll must be 1..99, not " + roll);
        }
        if (bestFrom < FROM_HAND) {
            throw new IllegalArgumentException("the best move starts at a route step >= 0 or from the hand (-1), not "
                    + bestFrom);
        }
        if (!(bestChance >= 0 && bestChance <= 1) || !(margin > 0 && margin <= 1)) {
            throw new IllegalArgumentException("a puzzle's chance must be 0..1 and its margin above 0, got " + bestChance
                    + " and " + margin);
        }
        if (solvedBy < 0 || solvedBy >= 1 << PuzzleLevels.NAMES.size()) {
            throw new IllegalArgumentException("solvedBy must have one bit per level (" + PuzzleLevels.NAMES.size()
                    + "), not " + Integer.toBinaryString(solvedBy));
        }
    }

    /** @return how many of the levels miss the best move: 0 (every level finds it) to the number of levels */
    public int missedBy() {
        return PuzzleLevels.NAMES.size() - Integer.bitCount(solvedBy);
    }

    /**
     * @param level an index into {@link PuzzleLevels#NAMES}
     * @return whether that level plays the best move
     */
    public boolean solvedBy(int level) {
        return (solvedBy >>> level & 1) != 0;
    }

    /**
     * The puzzle's rating in the Glicko-2 manner: the puzzle as a player that met each level once,
     * winning where the level missed the move and losing where it found it, against the levels'
     * fixed ratings ({@link net.ur.ai.rating.LevelRatings}).
     *
     * @return the rating
     */
    public net.ur.ai.rating.Glicko2 rating() {
        java.util.List<net.ur.ai.rating.Glicko2.Game> games = new java.util.ArrayList<>();
        for (int i = 0; i < PuzzleLevels.NAMES.size(); i++) {
            net.ur.ai.rating.Glicko2 level = net.ur.ai.rating.LevelRatings.of(PuzzleLevels.NAMES.get(i));
            games.add(new net.ur.ai.rating.Glicko2.Game(level.rating(), level.deviation(), solvedBy(i) ? 0 : 1));
        }
        return net.ur.ai.rating.Glicko2.NEW.update(games);
    }
}
