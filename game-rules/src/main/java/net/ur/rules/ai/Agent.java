package net.ur.rules.ai;

import java.util.random.RandomGenerator;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RollDecision;
import net.ur.rules.RuleSet;

/**
 * A computer player: given a state that awaits its choice, it returns a legal move (or, in the
 * Babylonian game, a roll decision). Agents never change the state they are given; randomness
 * comes from the caller, so a seeded game replays exactly.
 */
public interface Agent {

    /**
     * Returns the agent's command-line name, e.g. {@code random} or {@code expectimax:3}.
     *
     * @return the name, never null
     */
    String name();

    /**
     * Chooses a move.
     *
     * @param rules the rule set of the game, not null
     * @param state a state in phase AWAITING_MOVE, not null; unaffected
     * @param random the source of randomness for ties and random play, not null
     * @return one of {@code rules.legalMoves(state)}
     */
    Move chooseMove(RuleSet rules, GameState state, RandomGenerator random);

    /**
     * Chooses whether to keep the roll in hand or throw again (Babylonian only).
     *
     * @param rules the rule set of the game, not null
     * @param state a state in phase AWAITING_ROLL_DECISION, not null; unaffected
     * @param random the source of randomness, not null
     * @return the decision
     * @throws UnsupportedOperationException if the agent does not play games with roll decisions
     */
    default RollDecision chooseRollDecision(RuleSet rules, GameState state, RandomGenerator random) {
        throw new UnsupportedOperationException(name() + " does not make roll decisions");
    }
}
