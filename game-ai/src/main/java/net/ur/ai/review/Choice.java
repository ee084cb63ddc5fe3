package net.ur.ai.review;

import java.util.Locale;

import net.ur.rules.Move;
import net.ur.rules.Player;

/**
 * One choice of a game as the review judges it: a move, a roll decision (the Babylonian game's keep or
 * throw the broad astragal) or a pass (a roll with nothing to choose), with the mover's winning chance
 * before the turn's roll, after the best option and after the one chosen. Chances are the mover's, 0..1.
 *
 * @param n the record entry (the roll, 1-based) the choice belongs to
 * @param side who chose
 * @param kind a move, a roll decision or a pass
 * @param options how many options there were (1: forced; a pass has 1)
 * @param winBefore the mover's winning chance before the turn's roll (the average over the dice)
 * @param best the mover's chance after the best option
 * @param chosen the mover's chance after the option taken
 * @param worst the mover's chance after the worst option
 * @param bestMove the best move (one of them), or null for a decision or a pass
 * @param bestText the best option in words ({@code A3B1}, {@code keep}, {@code throw the broad astragal})
 * @param chosenText the option taken in words
 * @param countersBest in a game with counters, the counters the mover is expected to end ahead by after
 *     the option best for the counters; NaN without counters
 * @param countersChosen likewise after the option taken; NaN without counters
 */
public record Choice(int n, Player side, Kind kind, int options, double winBefore, double best, double chosen,
        double worst, Move bestMove, String bestText, String chosenText, double countersBest, double countersChosen) {

    /** What was chosen. */
    public enum Kind {
        /** A move of a piece. */
        MOVE,
        /** Keep the roll or throw the broad astragal (the Babylonian game). */
        DECISION,
        /** Nothing to choose: the roll had no move. */
        PASS;

        /** @return {@code move}, {@code decision} or {@code pass}, as the JSON names it */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** @return the winning chance the choice gave up against the best option: best - chosen, at least 0 */
    public double loss() {
        return Math.max(0, best - chosen);
    }

    /** @return the grade of {@link #loss} */
    public Grade grade() {
        return Grade.of(loss());
    }

    /** @return whether there was something to choose: two or more options */
    public boolean real() {
        return options >= 2;
    }

    /**
     * @return the counters the choice gave up against the option best for the counters, at least 0 (half the
     *     margin's fall: a counter that changes hands moves the margin by two); NaN without counters
     */
    public double countersLoss() {
        return Double.isNaN(countersBest) ? Double.NaN : Math.max(0, countersBest - countersChosen) / 2;
    }
}
