package net.ur.client.table;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.ai.Agent;
import net.ur.ai.solve.SolvedTable;
import net.ur.client.words.HintWords;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;

/**
 * Hints for the person at the table (the H key): the move perfect play makes, with the winning chance
 * it keeps, when the rule set's solved table is ready; otherwise the move (or, in the Babylonian game,
 * the roll decision) the strongest search level would choose. Pure rules code, no jME: the hint state
 * runs it off the render thread.
 */
public final class Hints {

    private Hints() {
    }

    /**
     * A hint.
     *
     * @param move the suggested move, or null for a roll decision
     * @param decision the suggested roll decision, or null for a move
     * @param chance the mover's winning chance after the move with perfect play, or NaN without a table
     * @param worst the lowest chance among the legal moves, or NaN without a table
     * @param text what the HUD says (made by {@link HintWords})
     */
    public record Hint(Move move, RollDecision decision, double chance, double worst, String text) {
    }

    /**
     * The hint for a state.
     *
     * @param rules the rules
     * @param state a state awaiting a move or a roll decision of the player to act
     * @param table the rule set's solved table, or null
     * @param search the agent that hints without a table (the master), not null
     * @param random randomness for the search's ties
     * @return the hint, or null when there is nothing to choose (awaiting a roll, or over)
     */
    public static Hint hint(RuleSet rules, GameState state, SolvedTable table, Agent search, RandomGenerator random) {
        if (state.isOver()) {
            return null;
        }
        if (state.phase() == Phase.AWAITING_ROLL_DECISION) {
            RollDecision d = search.chooseRollDecision(rules, state, random);
            return new Hint(null, d, Double.NaN, Double.NaN, HintWords.hintDecision(d.throwAgain()));
        }
        if (state.phase() != Phase.AWAITING_MOVE) {
            return null;
        }
        List<Move> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
            return null;
        }
        if (table != null) {
            Player mover = state.turn();
            Move best = null;
            double bestChance = -1;
            double worst = 2;
            for (Move m : moves) {
                double c = table.valueAfter(mover, rules.applyMove(state, m));
                if (c > bestChance) {
                    bestChance = c;
                    best = m;
                }
                worst = Math.min(worst, c);
            }
            return new Hint(best, null, bestChance, worst, HintWords.hintPerfect(moves.size(), bestChance, worst));
        }
        Move m = search.chooseMove(rules, state, random);
        return new Hint(m, null, Double.NaN, Double.NaN, HintWords.hintMaster(moves.size()));
    }
}
