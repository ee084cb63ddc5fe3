package net.ur.ai.puzzle;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;

/**
 * The computer levels a puzzle's difficulty is measured with, weakest first: whether each plays the
 * best move. The master stands in as its search without a clock ({@code expectimax:5}: the depth it
 * reaches in most classic moves within its 250 ms), so that a puzzle's difficulty is the same on any
 * machine and a set of puzzles is made again exactly from its seed.
 */
public final class PuzzleLevels {

    /** The levels' names, weakest first (the bits of {@link Puzzle#solvedBy}). */
    public static final List<String> NAMES = List.of("beginner", "novice", "intermediate", "expert", "master");

    /** The agent that stands for each level, by index. */
    static final List<String> AGENTS = List.of("beginner", "novice", "intermediate", "expectimax:3", "expectimax:5");

    private PuzzleLevels() {
    }

    /**
     * Which levels play a given move.
     *
     * @param rules the rules, not null
     * @param state a state awaiting a move, not null
     * @param isBest tells whether a move is the best one
     * @param random the random choices of the levels that make them (the beginner), not null
     * @return one bit per level of {@link #NAMES}
     */
    static int solvedBy(RuleSet rules, GameState state, java.util.function.Predicate<Move> isBest,
            RandomGenerator random) {
        int bits = 0;
        for (int i = 0; i < AGENTS.size(); i++) {
            Agent a = Agents.byName(AGENTS.get(i));
            if (isBest.test(a.chooseMove(rules, state, random))) {
                bits |= 1 << i;
            }
        }
        return bits;
    }
}
