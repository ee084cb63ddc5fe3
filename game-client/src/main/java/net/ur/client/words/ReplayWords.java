package net.ur.client.words;

import java.util.List;
import java.util.function.Function;
import net.ur.rules.Player;

/**
 * The words of a replay and its review: the review panel's buttons, labels and keys, the key
 * moments, each side's accuracy, luck and rolls, the lines of each stop of the replay, and why an
 * action is refused or cannot be taken during it.
 */
public final class ReplayWords {

    private ReplayWords() {
    }

    /**
     * A fixed label or line of this class. Through this call it is no compile-time constant: the
     * compiler does not copy its text into the classes that show it, so the text stays in this
     * class alone.
     */
    private static String said(String text) {
        return text;
    }

    // A replay's lines: why it stops, why it cannot go on.

    /** Asked for the key moments before the review is done. */
    public static String replayMomentsLater() {
        return "The key moments come with the review.";
    }

    /** No moment of the game swung the winning chance. */
    public static String replayNoMoments() {
        return "No moment of this game swung the winning chance.";
    }

    /** Asked to play on while a move is under way. */
    public static String replayMoveUnderWay() {
        return "The move under way ends first; then play on from where it stops.";
    }

    /**
     * Asked to play on under a record's own rules, which are none of the game's rule sets.
     *
     * @param rules the rules' name
     * @return the line
     */
    public static String replayOwnRules(String rules) {
        return "These are the file's own rules (" + rules + "), not one of the game's"
                + " rule sets: the replay shows them, but a game cannot go on under them.";
    }

    /** Asked to play on from the end. */
    public static String replayOverHere() {
        return "The game is over here: go back to a move to play on from it.";
    }

    /**
     * The review failed.
     *
     * @param why what went wrong
     * @return the line
     */
    public static String replayNotReviewed(String why) {
        return "The game could not be reviewed: " + why;
    }

    /** The review's progress line when there is no review. */
    public static final String NO_REVIEW = said("No review");

    /**
     * The replay stops: the table refused a request of the record.
     *
     * @param action the request's action
     * @param reason the table's reason
     * @return the line
     */
    public static String replayRefused(Object action, String reason) {
        return "The table refused the record's " + action + ": " + reason;
    }

    /**
     * The replay stops: after a throw the table's game is not the record's.
     *
     * @param throwNumber the throw, from 1
     * @return the line
     */
    public static String replayDiffers(int throwNumber) {
        return "After throw " + throwNumber + " the table's game is not the record's";
    }

    /**
     * The replay stops: a throw of the record cannot be replayed.
     *
     * @param throwNumber the throw, from 1
     * @param why why
     * @return the line
     */
    public static String replayCannot(int throwNumber, String why) {
        return "Throw " + throwNumber + " cannot be replayed: " + why;
    }

    // A replay's review panel.

    /** The review panel's buttons. */
    public static final String REPLAY_TO_START = said("|< start");
    public static final String REPLAY_BACK = said("< back");
    public static final String REPLAY_FORWARD = said("forward >");
    public static final String REPLAY_TO_END = said("end >|");
    public static final String REPLAY_SPEED = said("speed");
    public static final String PLAY_ON_COMPUTER = said("play on against the computer");
    public static final String PLAY_ON_FRIEND = said("play on with a friend");
    public static final String REPLAY_LEAVE = said("leave");

    /** The review's progress while it is worked out. */
    public static final String REVIEWING = said("Reviewing the game");

    /** The head of the key moments' list. */
    public static final String KEY_MOMENTS = said("Key moments, the largest swings of the winning chance first (click one to go there; M goes to the next):");

    /** The legend of the pictures of the throws. */
    public static final String LUCK_LEGEND = said("Each value's throws (bars) against fair dice's average (pale lines):");

    /** The keys, the review panel's last line. */
    public static final String REPLAY_KEYS = said("Keys: Left and Right step, Home and End (or click the chart), Space plays,"
            + " + and - speed, M key moments, C or F play on, Esc leaves");

    /**
     * The autoplay button's label.
     *
     * @param playing whether autoplay is on
     * @return the label
     */
    public static String replayPlayLabel(boolean playing) {
        return playing ? "pause ||" : "play >>";
    }

    /**
     * The speed button's label.
     *
     * @param speedName the speed's name
     * @return the label
     */
    public static String replaySpeedLabel(String speedName) {
        return "speed: " + speedName;
    }

    /**
     * A key moment's button: its throw, whether the dice made it or a choice, and how far it swung the chance.
     *
     * @param m the moment; not null
     * @param names how the sides are named; not null
     * @return the label
     */
    public static String momentLabel(net.ur.ai.review.Review.Moment m, Function<Player, String> names) {
        return "Throw " + m.n() + ": " + names.apply(m.side()) + "'s " + (m.dice() ? "throw " : "choice ") + signed(m.swing());
    }

    /**
     * The title of the chart of the winning chance: whose chance, how it was worked out, and the
     * counters' line if any.
     *
     * @param exact whether the chances are perfect play's (else the computer's search estimates them)
     * @param counters whether the chart draws the counters' line too
     * @return e.g. {@code Light's winning chance (estimated by the computer's search)}
     */
    public static String chartTitle(boolean exact, boolean counters) {
        return "Light's winning chance (" + (exact ? "by perfect play" : "estimated by the computer's search")
                + (counters ? "; blue: how many counters light is ahead" : "") + ")";
    }

    /**
     * The caption of a side's picture of throws.
     *
     * @param name the side's name; not null
     * @return the caption
     */
    public static String luckCaption(String name) {
        return name + "'s throws";
    }

    /**
     * Whether throws are as fair dice give, in words: how often fair dice stray as far.
     *
     * @param t the throws; not null
     * @return the line
     */
    public static String luckVerdict(net.ur.ai.review.DiceTally t) {
        if (t.rolls() == 0) {
            return "No throws.";
        }
        double p = t.fairChance();
        String often = 100 * p < 1 ? String.format(java.util.Locale.ROOT, "%.2f%%", 100 * p)
                : String.format(java.util.Locale.ROOT, "%.0f%%", 100 * p);
        if (p < 0.01) {
            return "Rare for fair dice: they stray this far " + often + " of the time";
        }
        if (p < 0.05) {
            return "Unusual: fair dice stray this far " + often + " of the time";
        }
        return "As fair dice throw: they stray this far " + often + " of the time";
    }

    /**
     * The review's accuracy and luck of both sides, in a line.
     *
     * @param review the review; not null
     * @param names how the sides are named; not null
     * @return the line
     */
    public static String replayAccuracy(net.ur.ai.review.Review review, Function<Player, String> names) {
        return String.format(java.util.Locale.ROOT, "Accuracy (100: every choice as good as the best): %s %s, %s %s."
                + "   Luck (winning chance the dice gave against average throws): %s %s, %s %s",
                names.apply(Player.LIGHT), accuracy(review.accuracy(Player.LIGHT)), names.apply(Player.DARK),
                accuracy(review.accuracy(Player.DARK)), names.apply(Player.LIGHT), signed(review.luck(Player.LIGHT)),
                names.apply(Player.DARK), signed(review.luck(Player.DARK)));
    }

    /**
     * What the replay's stop shows, in lines: the move played there and, with a review, each of its
     * choices' grade and the best one, and what the dice gave.
     *
     * @param record the game replayed; not null
     * @param review the review, or null
     * @param stop the entries played
     * @param names how the sides are named; not null
     * @return the lines
     */
    public static List<String> replayStop(net.ur.rules.record.GameRecord record, net.ur.ai.review.Review review, int stop,
            Function<Player, String> names) {
        List<String> out = new java.util.ArrayList<>();
        int total = record.entries().size();
        if (stop == 0) {
            out.add("The start (" + total + " throws to come)."
                    + (review == null ? "" : " " + names.apply(Player.LIGHT) + "'s winning chance: "
                            + pc(review.start()) + (review.exact() ? " by perfect play" : " (estimate)")));
            return out;
        }
        net.ur.rules.record.RecordEntry e = record.entries().get(stop - 1);
        String who = names.apply(e.player());
        // Nobody's pieces are "yours" in a review: each side is named.
        StringBuilder what = new StringBuilder("Throw " + stop + " of " + total + ": "
                + TurnLogWords.entry(record.rules(), e, names, p -> false));
        if (stop == total && record.state().isOver()) {
            what.append(' ').append(record.state().isDraw() ? "A draw." : names.apply(record.state().winner()) + " won.");
        }
        out.add(what.toString());
        if (review == null) {
            return out;
        }
        for (net.ur.ai.review.Choice c : review.choices()) {
            if (c.n() != stop || !c.real()) {
                continue;
            }
            String kind = c.kind() == net.ur.ai.review.Choice.Kind.DECISION ? "The decision" : "The move";
            String best = c.bestMove() != null ? TurnLogWords.moveClause(record.rules(), c.bestMove(), names, p -> false)
                    + ", shown by the ghost" : c.bestText();
            String line = kind + ": " + c.grade().id() + (c.grade() == net.ur.ai.review.Grade.BEST ? ", the best there was"
                    : " (it gave up " + pc(c.loss()) + " of the winning chance; the best: " + best + ")");
            if (!Double.isNaN(c.countersLoss()) && c.countersLoss() > 0.05) {
                line += String.format(java.util.Locale.ROOT, "; %.1f counters given up", c.countersLoss());
            }
            out.add(line);
        }
        net.ur.ai.review.Turn t = review.turns().get(stop - 1);
        out.add("The throw gave " + who + " " + signed(t.luck()) + " of winning chance against an average throw; "
                + names.apply(Player.LIGHT) + "'s winning chance now " + pc(stop < review.turns().size()
                        ? review.turns().get(stop).lightBefore() : review.end())
                + (review.exact() ? " (by perfect play)" : " (estimated by the computer's search)"));
        return out;
    }

    private static String pc(double p) {
        return net.ur.ai.solve.SolvedTable.percent(p);
    }

    private static String signed(double p) {
        return String.format(java.util.Locale.ROOT, "%+.1f%%", 100 * p);
    }

    private static String accuracy(double a) {
        return Double.isNaN(a) ? "(no choice)" : String.format(java.util.Locale.ROOT, "%.1f", a);
    }
}
