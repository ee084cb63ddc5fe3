package net.ur.ai.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;

/**
 * The review of one game (made by {@link Reviewer}): every roll ({@link Turn}) and every choice
 * ({@link Choice}) with the winning chances, and what follows from them: each player's losses, accuracy
 * and luck, the key moments, and the rolls each side got. See docs/REVIEW.md for the definitions.
 *
 * @param record the game reviewed
 * @param exact whether the values are perfect play's (a solved table) rather than estimates
 * @param judge what judged, in words
 * @param start light's winning chance before the first roll
 * @param end light's result: 1, 0 or 0.5 (a draw) for a finished game, else its chance at the last position
 * @param marginStart light's expected margin of counters at the end, before the first roll; NaN without counters
 * @param marginEnd light's margin at the end (expected, for an unfinished game); NaN without counters
 * @param turns every roll, in order
 * @param choices every choice, in order (passes and forced choices included)
 */
public record Review(GameRecord record, boolean exact, String judge, double start, double end, double marginStart,
        double marginEnd, List<Turn> turns, List<Choice> choices) {

    /** Makes the lists unmodifiable. */
    public Review {
        turns = List.copyOf(turns);
        choices = List.copyOf(choices);
    }

    /** @return the rules of the game */
    public RuleSet rules() {
        return record.rules();
    }

    /** @return whether the game was played to its end */
    public boolean finished() {
        return record.state().isOver();
    }

    /** @return whether the review has counters (the Babylonian game) */
    public boolean hasCounters() {
        return !Double.isNaN(marginStart);
    }

    /**
     * @param side a player, not null
     * @return the player's choices with two or more options
     */
    public List<Choice> realChoices(Player side) {
        return choices.stream().filter(c -> c.side() == side && c.real()).toList();
    }

    /**
     * @param side a player, not null
     * @return the winning chance the player's choices gave up, summed (0..)
     */
    public double loss(Player side) {
        return choices.stream().filter(c -> c.side() == side).mapToDouble(Choice::loss).sum();
    }

    /**
     * The player's accuracy: of the winning chance at stake in their choices (each choice's best option's
     * chance less its worst's, summed over the choices with two or more options), the share they kept,
     * in percent: 100 less 100 times their losses over the stakes.
     *
     * @param side a player, not null
     * @return 0..100; 100 when nothing was at stake; NaN when the player had no choice with two options
     */
    public double accuracy(Player side) {
        double stake = 0;
        double lost = 0;
        int n = 0;
        for (Choice c : realChoices(side)) {
            stake += c.best() - c.worst();
            lost += c.loss();
            n++;
        }
        if (n == 0) {
            return Double.NaN;
        }
        return stake <= 0 ? 100 : 100 * Math.max(0, 1 - lost / stake);
    }

    /**
     * What the dice gave the player over the game: the sum over the player's rolls of the winning chance
     * after the roll less the average roll's ({@link Turn#luck}).
     *
     * @param side a player, not null
     * @return the sum, in the player's winning chance (negative: the dice took)
     */
    public double luck(Player side) {
        return turns.stream().filter(t -> t.side() == side).mapToDouble(Turn::luck).sum();
    }

    /**
     * The sum of the judge's inconsistencies between one roll and the next ({@link Turn#drift}), in light's
     * chance: 0 for a solved table up to its rounding. With it the identity of docs/REVIEW.md is exact:
     * {@code end - start = luck(light) - luck(dark) - loss(light) + loss(dark) + drift()}.
     *
     * @return the sum
     */
    public double drift() {
        return turns.stream().mapToDouble(Turn::drift).sum();
    }

    /**
     * The rolls the player got against their probabilities.
     *
     * @param side a player, not null
     * @return the tally of the main dice (the small astragal in the Babylonian game)
     */
    public DiceTally dice(Player side) {
        DiceTally t = DiceTally.empty(rules().dice());
        for (Turn turn : turns) {
            if (turn.side() == side) {
                t = t.add(turn.roll().value());
            }
        }
        return t;
    }

    /**
     * The broad astragal's throws the player made, in a game with roll decisions.
     *
     * @param side a player, not null
     * @return the tally, or empty in a game without roll decisions
     */
    public Optional<DiceTally> decisionDice(Player side) {
        return rules().decisionDice().map(d -> {
            DiceTally t = DiceTally.empty(d);
            for (Turn turn : turns) {
                if (turn.side() == side && turn.broad() != null) {
                    t = t.add(turn.broad().value());
                }
            }
            return t;
        });
    }

    /**
     * A key moment: a choice that gave up much, or a roll that swung the game.
     *
     * @param n the record entry, 1-based
     * @param side the player who chose or rolled
     * @param dice whether the dice made it (else a choice)
     * @param swing the winning chance it moved, in that player's chance (negative: lost)
     * @param text what happened, in words
     */
    public record Moment(int n, Player side, boolean dice, double swing, String text) {
    }

    /**
     * The largest swings: the costliest choices and the luckiest and unluckiest rolls, largest first.
     *
     * @param count how many at most, at least 0
     * @return the moments, by size of swing
     */
    public List<Moment> keyMoments(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be at least 0, not " + count);
        }
        List<Moment> all = new ArrayList<>();
        for (Choice c : choices) {
            if (c.loss() > Grade.BEST.upTo()) {
                all.add(new Moment(c.n(), c.side(), false, -c.loss(), c.side().displayName() + " chose "
                        + c.chosenText() + " (" + c.grade().id() + "); best was " + c.bestText()));
            }
        }
        for (Turn t : turns) {
            if (Math.abs(t.luck()) > Grade.BEST.upTo()) {
                all.add(new Moment(t.n(), t.side(), true, t.luck(), t.side().displayName() + " rolled "
                        + t.roll().value() + (t.broad() == null ? "" : " and the broad astragal said "
                        + (t.broad().value() == 1 ? "yes" : "no"))));
            }
        }
        all.sort(Comparator.comparingDouble((Moment m) -> -Math.abs(m.swing())).thenComparingInt(Moment::n));
        return List.copyOf(all.subList(0, Math.min(count, all.size())));
    }

    /**
     * The review of a player's moves in one line, as the end panel shows it: e.g. {@code Perfect play's move
     * in 18 of 24 choices; the costliest, at throw 31, gave up 12% of the winning chance} (moves with two or
     * more options; a move within {@link Grade#BEST}'s threshold of the best counts as the best; with an
     * estimate, "the master's move" instead of perfect play's).
     *
     * @param side a player, not null
     * @return the line
     */
    public String summary(Player side) {
        List<Choice> moves = realChoices(side).stream().filter(c -> c.kind() == Choice.Kind.MOVE).toList();
        if (moves.isEmpty()) {
            return "No move with a choice to review";
        }
        long best = moves.stream().filter(c -> c.grade() == Grade.BEST).count();
        Choice worst = null;
        for (Choice c : moves) {
            if (c.grade() != Grade.BEST && (worst == null || c.loss() > worst.loss())) {
                worst = c;
            }
        }
        String whose = exact ? "Perfect play's move" : "The master's move";
        String head = best == moves.size() ? whose + " in every one of " + moves.size() + " choices"
                : whose + " in " + best + " of " + moves.size() + " choices";
        return worst == null ? head : head + "; the costliest, at throw " + worst.n() + ", gave up "
                + net.ur.ai.solve.SolvedTable.percent(worst.loss()) + " of the winning chance";
    }
}
