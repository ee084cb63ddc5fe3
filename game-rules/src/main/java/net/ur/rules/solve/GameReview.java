package net.ur.rules.solve;

import java.util.List;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;

/**
 * A review of one player's moves in a finished (or unfinished) game by perfect play: how often the
 * player made a move that keeps the most winning chance, and the costliest choice. Only throws with a
 * real choice count (two or more legal moves); a move within the table's rounding of the best counts
 * as the best.
 *
 * @param player the player reviewed
 * @param choices throws where the player had two or more moves
 * @param best of those, the ones where the move made was one of the best
 * @param lostChance the winning chance given up over the game, summed (0 when every move was best)
 * @param worstThrow the 1-based number of the throw (record entry) of the costliest move, or 0 if none cost anything
 * @param worstLoss the winning chance that move gave up, 0..1
 */
public record GameReview(Player player, int choices, int best, double lostChance, int worstThrow, double worstLoss) {

    /** Differences in winning chance below this are the 16-bit table's rounding, not a worse move. */
    static final double SAME = 1e-4;

    /**
     * Reviews a player's moves.
     *
     * @param table the solved table of the record's rules
     * @param record the game
     * @param player whose moves
     * @return the review
     */
    public static GameReview of(SolvedTable table, GameRecord record, Player player) {
        RuleSet rules = record.rules();
        List<RecordEntry> entries = record.entries();
        int choices = 0;
        int best = 0;
        double lost = 0;
        int worstThrow = 0;
        double worstLoss = 0;
        for (int i = 0; i < entries.size(); i++) {
            RecordEntry e = entries.get(i);
            if (e.player() != player || e.move() == null) {
                continue;
            }
            GameState rolled = rules.applyRoll(record.states().get(i), e.roll());
            if (rolled.phase() != Phase.AWAITING_MOVE) {
                continue;
            }
            List<Move> moves = rules.legalMoves(rolled);
            if (moves.size() < 2) {
                continue;
            }
            double top = 0;
            for (Move m : moves) {
                top = Math.max(top, table.valueAfter(player, rules.applyMove(rolled, m)));
            }
            double chosen = table.valueAfter(player, rules.applyMove(rolled, e.move()));
            double loss = Math.max(0, top - chosen);
            choices++;
            if (loss < SAME) {
                best++;
                continue;
            }
            lost += loss;
            if (loss > worstLoss) {
                worstLoss = loss;
                worstThrow = i + 1;
            }
        }
        return new GameReview(player, choices, best, lost, worstThrow, worstLoss);
    }

    /**
     * The review in a line, e.g. {@code Perfect play's move in 18 of 24 choices; the costliest, at
     * throw 31, gave up 12% of the winning chance}.
     *
     * @return the line
     */
    public String line() {
        if (choices == 0) {
            return "No move with a choice to review";
        }
        String head = (best == choices ? "Perfect play's move in every one of " + choices + " choices"
                : "Perfect play's move in " + best + " of " + choices + " choices");
        if (worstThrow == 0) {
            return head;
        }
        return head + "; the costliest, at throw " + worstThrow + ", gave up " + SolvedTable.percent(worstLoss)
                + " of the winning chance";
    }
}
