package net.ur.tools;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import net.ur.rules.Player;
import net.ur.ai.review.Choice;
import net.ur.ai.review.DiceTally;
import net.ur.ai.review.LuckReport;
import net.ur.ai.review.Review;

/**
 * A review as {@code ./ur review} prints it: readable text, or the one JSON object of issue 20 (the
 * mover's chances of every real choice, accuracy, luck, whether exact); and the luck over many games.
 */
final class ReviewText {

    private ReviewText() {
    }

    /**
     * Prints the review as text.
     *
     * @param note why no solved table judged it, or empty
     * @param rulesNote what the reader assumed of the rules ({@code Rgn.RULES_ASSUMED}), or empty
     */
    static void print(PrintStream out, String file, Review r, String note, String rulesNote) {
        out.println(file + ": " + r.rules().displayName() + ", " + r.record().entries().size() + " rolls, "
                + (r.finished() ? r.record().state().resultText() : "unfinished"));
        if (!rulesNote.isEmpty()) {
            out.println("  (" + rulesNote + ")");
        }
        out.println((r.exact() ? "Judged exactly by " : "Estimated (not exact) by ") + r.judge()
                + (note.isEmpty() ? "" : "\n  no table: " + note));
        out.println("Light's winning chance before the first roll: " + pc(r.start())
                + (r.hasCounters() ? String.format(Locale.ROOT, "; light's expected margin of counters %+.1f",
                        r.marginStart()) : ""));
        out.println();
        out.println("Choices with two or more options (chances are the mover's: before the roll, after the best"
                + " option, after the one made):");
        out.printf(Locale.ROOT, "  %5s  %-5s  %-8s  %-26s %7s %7s %7s %7s  %s%n", "throw", "side", "kind", "choice",
                "before", "best", "chosen", "loss", "grade");
        for (Choice c : r.choices()) {
            if (!c.real()) {
                continue;
            }
            out.printf(Locale.ROOT, "  %5d  %-5s  %-8s  %-26s %7s %7s %7s %7s  %s%s%n", c.n(), c.side().displayName(),
                    c.kind().id(), c.chosenText(), pc(c.winBefore()), pc(c.best()), pc(c.chosen()), pc(c.loss()),
                    c.grade().id(), c.grade() == net.ur.ai.review.Grade.BEST ? "" : " (best: " + c.bestText() + ")"
                    + (Double.isNaN(c.countersLoss()) ? "" : String.format(Locale.ROOT, "; counters given up %.1f",
                            c.countersLoss())));
        }
        out.println();
        for (Player p : Player.values()) {
            out.printf(Locale.ROOT, "%s: accuracy %s, %d choices, gave up %s of the winning chance in all;"
                    + " the dice gave %s%n", p.displayName(), accuracy(r.accuracy(p)), r.realChoices(p).size(),
                    pc(r.loss(p)), signed(r.luck(p)));
            out.println("  " + p.displayName() + "'s rolls " + dice(r.dice(p)));
            r.decisionDice(p).ifPresent(t -> out.println("  " + p.displayName() + "'s broad astragal "
                    + dice(t)));
        }
        out.printf(Locale.ROOT, "Result %s less start %s = luck %s - %s, less losses %s - %s%s%n", pc(r.end()),
                pc(r.start()), signed(r.luck(Player.LIGHT)), signed(r.luck(Player.DARK)), pc(r.loss(Player.LIGHT)),
                pc(r.loss(Player.DARK)), r.exact() && Math.abs(r.drift()) < 0.005 ? "" : ", plus the estimate's drift "
                        + signed(r.drift()));
        if (r.hasCounters()) {
            out.printf(Locale.ROOT, "Light's margin of counters at the end: %+.1f (expected %+.1f before the first"
                    + " roll)%n", r.marginEnd(), r.marginStart());
        }
        List<Review.Moment> moments = r.keyMoments(6);
        if (!moments.isEmpty()) {
            out.println("Key moments:");
            for (Review.Moment m : moments) {
                out.printf(Locale.ROOT, "  throw %d: %s, %s%n", m.n(), m.text(), signed(m.swing()));
            }
        }
    }

    /** The rolls against fair dice, e.g. {@code 0: 4 (4.7)  1: 20 (18.8) ...; within what fair dice give 63% of the time}. */
    static String dice(DiceTally t) {
        StringBuilder b = new StringBuilder("(got, fair dice's average): ");
        for (int v = 0; v <= t.dice().maxValue(); v++) {
            if (t.dice().probability(v) > 0) {
                b.append(String.format(Locale.ROOT, "%d: %d (%.1f)  ", v, t.count(v), t.expected(v)));
            }
        }
        return b.toString().stripTrailing() + "; " + t.verdict();
    }

    /** The JSON object of issue 20, with {@code counters} added in games with counters. */
    static JsonObject json(Review r) {
        JsonObject o = new JsonObject();
        o.addProperty("rules", r.rules().name());
        o.addProperty("start", round(r.start()));
        JsonArray moves = new JsonArray();
        for (Choice c : r.choices()) {
            if (!c.real()) {
                continue;
            }
            JsonObject m = new JsonObject();
            m.addProperty("n", c.n());
            m.addProperty("side", side(c.side()));
            m.addProperty("kind", c.kind().id());
            m.addProperty("win_before", round(c.winBefore()));
            m.addProperty("best", round(c.best()));
            m.addProperty("chosen", round(c.chosen()));
            m.addProperty("loss", round(c.loss()));
            m.addProperty("grade", c.grade().id());
            if (!Double.isNaN(c.countersLoss())) {
                m.addProperty("counters_loss", round(c.countersLoss()));
            }
            moves.add(m);
        }
        o.add("moves", moves);
        JsonObject accuracy = new JsonObject();
        JsonObject luck = new JsonObject();
        for (Player p : Player.values()) {
            double a = r.accuracy(p);
            accuracy.addProperty(side(p), Double.isNaN(a) ? null : round(a));
            luck.addProperty(side(p), round(r.luck(p)));
        }
        o.add("accuracy", accuracy);
        o.add("luck", luck);
        o.addProperty("exact", r.exact());
        if (r.hasCounters()) {
            JsonObject counters = new JsonObject();
            counters.addProperty("start_margin", round(r.marginStart()));
            counters.addProperty("end_margin", round(r.marginEnd()));
            o.add("counters", counters);
        }
        return o;
    }

    /** Prints the luck over many games. */
    static void printLuck(PrintStream out, LuckReport report, int games, int refused) {
        out.println("The luck of the dice over " + games + " game" + (games == 1 ? "" : "s")
                + (refused == 0 ? "" : " (" + refused + " file" + (refused == 1 ? "" : "s") + " could not be read)")
                + ":");
        for (LuckReport.Line l : report.lines()) {
            out.printf(Locale.ROOT, "  %s (%s, %d game%s): the dice gave %s in all, %s a game%n", l.who(), l.dice(),
                    l.games(), l.games() == 1 ? "" : "s", signed(l.luck()), signed(l.luckPerGame()));
            out.println("    rolls " + dice(l.rolls()));
            if (l.broad() != null) {
                out.println("    broad astragal " + dice(l.broad()));
            }
        }
    }

    /** The luck over many games as one JSON object. */
    static JsonObject luckJson(LuckReport report, int games, int refused) {
        JsonObject o = new JsonObject();
        o.addProperty("games", games);
        o.addProperty("refused", refused);
        JsonArray lines = new JsonArray();
        for (LuckReport.Line l : report.lines()) {
            JsonObject j = new JsonObject();
            j.addProperty("who", l.who());
            j.addProperty("dice", l.dice());
            j.addProperty("games", l.games());
            j.addProperty("luck", round(l.luck()));
            j.add("rolls", tallyJson(l.rolls()));
            if (l.broad() != null) {
                j.add("broad", tallyJson(l.broad()));
            }
            lines.add(j);
        }
        o.add("players", lines);
        return o;
    }

    private static JsonObject tallyJson(DiceTally t) {
        JsonObject o = new JsonObject();
        JsonObject counts = new JsonObject();
        for (int v = 0; v <= t.dice().maxValue(); v++) {
            if (t.dice().probability(v) > 0) {
                counts.addProperty(Integer.toString(v), t.count(v));
            }
        }
        o.add("counts", counts);
        o.addProperty("fair_chance", round(t.fairChance()));
        o.addProperty("verdict", t.verdict());
        return o;
    }

    private static String side(Player p) {
        return p.name().toLowerCase(Locale.ROOT);
    }

    private static double round(double v) {
        return Math.round(v * 1e6) / 1e6;
    }

    private static String pc(double p) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * p);
    }

    private static String signed(double p) {
        return String.format(Locale.ROOT, "%+.1f%%", 100 * p);
    }

    private static String accuracy(double a) {
        return Double.isNaN(a) ? "-" : String.format(Locale.ROOT, "%.1f", a);
    }
}
