package net.ur.client.perfect;

import jme3utilities.Validate;
import net.ur.rules.RuleSet;
import net.ur.ai.PositionEstimate;
import net.ur.rules.classic.ClassicSettings;
import net.ur.ai.review.Judge;
import net.ur.ai.review.Judges;
import net.ur.ai.solve.SolvedTable;

/**
 * The judge of a game's review in the game: perfect play's solved table of the rules when it is in
 * the data folder (one being read is waited for, however long the reading takes on a busy computer: the
 * table's review is exact and takes a second, an estimate of a classic game far longer; a missing one is
 * not made for a review), else the master's search ({@link Judges#estimate}). For a worker thread: it
 * may wait, and stops waiting when interrupted.
 */
public final class ReviewJudge {

    private ReviewJudge() {
    }

    /**
     * The best judge there is for some rules in this run.
     *
     * @param rules the game's rules; not null
     * @param tables perfect play's tables, or null when there are none in this run
     * @return the table's judge, or the estimate's
     * @throws java.util.concurrent.CancellationException if the thread is interrupted while it waits for the table
     */
    public static Judge of(RuleSet rules, PerfectTables tables) {
        Validate.nonNull(rules, "rules");
        ClassicSettings settings = tables == null ? null : PerfectTables.offered(rules).orElse(null);
        if (settings != null) {
            while (!Thread.currentThread().isInterrupted()) {
                PerfectTables.Phase phase = tables.status(settings).phase();
                if (phase != PerfectTables.Phase.UNCHECKED && phase != PerfectTables.Phase.CHECKING) {
                    break;
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (Thread.currentThread().isInterrupted()) {
                throw new java.util.concurrent.CancellationException("the review was dropped while the table was read");
            }
            SolvedTable table = tables.table(settings);
            if (table != null) {
                return Judges.table(table);
            }
        }
        return Judges.estimate(rules, PositionEstimate.defaultDepth(rules));
    }
}
