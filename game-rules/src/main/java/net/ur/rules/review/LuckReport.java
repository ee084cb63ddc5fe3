package net.ur.rules.review;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.ur.rules.Player;

/**
 * The luck of the dice over many games, for one screen of a person's saved games or
 * {@code ./ur review --luck}: per person (or side) and dice, the games, the luck summed over them
 * ({@link Review#luck}) and the rolls against their probabilities with the verdict ({@link DiceTally}).
 * Built game by game with {@link #add}; immutable.
 */
public final class LuckReport {

    /**
     * One person's luck with one kind of dice.
     *
     * @param who the person (or side) as the caller names them
     * @param dice the dice's id
     * @param games the games counted
     * @param luck the luck summed over them, in winning chance
     * @param rolls the rolls of the main dice
     * @param broad the broad astragal's throws (the Babylonian game), or null for dice without roll decisions
     */
    public record Line(String who, String dice, int games, double luck, DiceTally rolls, DiceTally broad) {

        /** @return the luck a game on average */
        public double luckPerGame() {
            return games == 0 ? 0 : luck / games;
        }
    }

    private final Map<String, Line> lines;

    private LuckReport(Map<String, Line> lines) {
        this.lines = lines;
    }

    /** @return a report of no games */
    public static LuckReport empty() {
        return new LuckReport(new LinkedHashMap<>());
    }

    /**
     * Adds one side of a reviewed game.
     *
     * @param review the game's review, not null
     * @param side the side whose luck to count, not null
     * @param who the person that side was, as the report should name them, not null
     * @return the report with the game; this one is unaffected
     */
    public LuckReport add(Review review, Player side, String who) {
        if (review == null || side == null || who == null) {
            throw new IllegalArgumentException("review, side and name must not be null");
        }
        String dice = review.rules().dice().id();
        String key = who + "\u0000" + dice;
        Line old = lines.get(key);
        DiceTally rolls = review.dice(side);
        DiceTally broad = review.decisionDice(side).orElse(null);
        Line line = old == null ? new Line(who, dice, 1, review.luck(side), rolls, broad)
                : new Line(who, dice, old.games() + 1, old.luck() + review.luck(side), old.rolls().plus(rolls),
                        broad == null ? old.broad() : old.broad() == null ? broad : old.broad().plus(broad));
        Map<String, Line> next = new LinkedHashMap<>(lines);
        next.put(key, line);
        return new LuckReport(next);
    }

    /** @return the lines, in the order their first games were added */
    public List<Line> lines() {
        return new ArrayList<>(lines.values());
    }
}
