package net.ur.ai.review;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.ur.rules.Player;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;

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
        if (review == null) {
            throw new IllegalArgumentException("review, side and name must not be null");
        }
        return add(review.record(), review.luck(side), side, who);
    }

    /**
     * Adds one side of a game whose luck is known (its review's {@link Review#luck}, or that remembered
     * by a {@link LuckCache}); the rolls are counted from the record, as {@link Review#dice} counts them.
     *
     * @param record the game, not null
     * @param luck the side's luck in the game, in winning chance
     * @param side the side whose luck to count, not null
     * @param who the person that side was, as the report should name them, not null
     * @return the report with the game; this one is unaffected
     */
    public LuckReport add(GameRecord record, double luck, Player side, String who) {
        if (record == null || side == null || who == null) {
            throw new IllegalArgumentException("record, side and name must not be null");
        }
        if (!Double.isFinite(luck)) {
            throw new IllegalArgumentException("luck must be a finite number, not " + luck);
        }
        String dice = record.rules().dice().id();
        String key = who + "\u0000" + dice;
        Line old = lines.get(key);
        DiceTally rolls = rolls(record, side);
        DiceTally broad = broadThrows(record, side);
        Line line = old == null ? new Line(who, dice, 1, luck, rolls, broad)
                : new Line(who, dice, old.games() + 1, old.luck() + luck, old.rolls().plus(rolls),
                        broad == null ? old.broad() : old.broad() == null ? broad : old.broad().plus(broad));
        Map<String, Line> next = new LinkedHashMap<>(lines);
        next.put(key, line);
        return new LuckReport(next);
    }

    /** The rolls a side made in a game. */
    static DiceTally rolls(GameRecord record, Player side) {
        DiceTally t = DiceTally.empty(record.rules().dice());
        for (RecordEntry e : record.entries()) {
            if (e.player() == side) {
                t = t.add(e.roll().value());
            }
        }
        return t;
    }

    /** The broad astragal's throws a side made, or null for rules without roll decisions. */
    static DiceTally broadThrows(GameRecord record, Player side) {
        return record.rules().decisionDice().map(d -> {
            DiceTally t = DiceTally.empty(d);
            for (RecordEntry e : record.entries()) {
                if (e.player() == side && e.decision() != null && e.decision().throwAgain()) {
                    t = t.add(e.decision().secondThrow().value());
                }
            }
            return t;
        }).orElse(null);
    }

    /** @return the lines, in the order their first games were added */
    public List<Line> lines() {
        return new ArrayList<>(lines.values());
    }
}
