package net.ur.ai.review;

import java.nio.file.Path;

import net.ur.ai.PositionEstimate;
import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.Objective;
import net.ur.ai.solve.PerfectPlayer;
import net.ur.ai.solve.SolvedTable;
import net.ur.rules.GameState;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.classic.ClassicRuleSet;

/**
 * The judges of a review: perfect play from a solved table, or the computer players' estimate (a
 * search of the levels' own kind, {@link PositionEstimate}); {@link #find} picks the table where the game
 * would find one and the estimate otherwise, saying why.
 */
public final class Judges {

    private Judges() {
    }

    /**
     * A judge and, when it is an estimate for rules that could have a table, why there is none.
     *
     * @param judge the judge
     * @param note why no table was used (e.g. the message of a missing file), or empty
     */
    public record Found(Judge judge, String note) {
    }

    /**
     * The judge of a solved table.
     *
     * @param table the table, not null
     * @return exact values
     */
    public static Judge table(SolvedTable table) {
        if (table == null) {
            throw new IllegalArgumentException("table must not be null");
        }
        String what = "perfect play (the solved table of " + table.settings().displayName() + ", "
                + table.settings().pieces() + " pieces)";
        return new Judge() {
            @Override
            public boolean exact() {
                return true;
            }

            @Override
            public String description() {
                return what;
            }

            @Override
            public double win(GameState state) {
                return table.evaluate(state);
            }
        };
    }

    /**
     * The computer players' estimate: a search of a depth (for the win, and in the Babylonian game also
     * for the counters).
     *
     * @param rules the rules, not null
     * @param depth the search's depth, 0..20; {@link PositionEstimate#defaultDepth} is the master's
     * @return estimated values
     */
    public static Judge estimate(RuleSet rules, int depth) {
        PositionEstimate win = PositionEstimate.of(rules, depth, Objective.WIN);
        PositionEstimate counters = rules.hasCounters() ? PositionEstimate.of(rules, depth, Objective.COUNTERS) : null;
        String what = "the master's search " + depth + " roll" + (depth == 1 ? "" : "s")
                + " deep (no solved table)";
        return new Judge() {
            @Override
            public boolean exact() {
                return false;
            }

            @Override
            public String description() {
                return what;
            }

            @Override
            public double win(GameState state) {
                return (win.value(state) + 1) / 2;
            }

            @Override
            public boolean hasCounters() {
                return counters != null;
            }

            @Override
            public double margin(GameState state) {
                if (counters == null) {
                    return Double.NaN;
                }
                // The counters objective's value is (margin + the win bonus's share) / all counters.
                double w = (win.value(state) + 1) / 2;
                return counters.value(state) * BabylonianSetup.TOTAL - BabylonianEval.WIN_BONUS * (2 * w - 1);
            }
        };
    }

    /**
     * The best judge there is for some rules: the solved table in a folder of tables when the rules are a
     * classic rule set with a readable table there, else the estimate of the default depth.
     *
     * @param rules the rules, not null
     * @param tables the folder of tables ({@link PerfectPlayer#defaultFolder()} is the game's), not null
     * @return the judge, with why no table was used
     */
    public static Found find(RuleSet rules, Path tables) {
        if (rules == null || tables == null) {
            throw new IllegalArgumentException("rules and tables folder must not be null");
        }
        String note = "";
        if (rules instanceof ClassicRuleSet) {
            try {
                return new Found(table(new PerfectPlayer(tables).table(rules)), "");
            } catch (IllegalArgumentException e) {
                note = e.getMessage();
            }
        }
        return new Found(estimate(rules, PositionEstimate.defaultDepth(rules)), note);
    }
}
