package net.ur.ai.solve;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;
import net.ur.ai.Agent;
import net.ur.rules.classic.ClassicRuleSet;

/**
 * Plays perfectly from a {@link SolvedTable}: of the legal moves, the one after which the mover's
 * winning chance is highest (after a move that earns another roll the mover rolls again, so the value
 * is the table's value as it stands, not one minus it). Ties go to the first move listed.
 */
public final class PerfectAgent implements Agent {

    private final SolvedTable table;

    /**
     * @param table the solved table of the rules this agent will play, not null
     */
    public PerfectAgent(SolvedTable table) {
        if (table == null) {
            throw new IllegalArgumentException("table must not be null");
        }
        this.table = table;
    }

    @Override
    public String name() {
        return "perfect";
    }

    @Override
    public String description() {
        return "perfect play from the solved table of " + table.settings().displayName() + " ("
                + table.settings().pieces() + " pieces)";
    }

    /** @return the table this agent plays from */
    public SolvedTable table() {
        return table;
    }

    /**
     * The winning chance of the player whose turn it is (see {@link SolvedTable#evaluate}).
     *
     * @param state a state of the table's rules
     * @return 0..1
     */
    public double evaluate(GameState state) {
        return table.evaluate(state);
    }

    @Override
    public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
        if (rules == null || state == null) {
            throw new IllegalArgumentException("rules and state must not be null");
        }
        if (!(rules instanceof ClassicRuleSet c) || !c.settings().sameRules(table.settings())
                || c.settings().pieces() != table.settings().pieces()) {
            throw new IllegalArgumentException("this table solves " + table.settings().displayName() + " with "
                    + table.settings().pieces() + " pieces, not " + rules.displayName());
        }
        List<Move> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("no legal move in this state");
        }
        Move best = null;
        double bestValue = -1;
        for (Move m : moves) {
            double v = table.valueAfter(state.turn(), rules.applyMove(state, m));
            if (v > bestValue + 1e-12) {
                bestValue = v;
                best = m;
            }
        }
        return best;
    }
}
