package net.ur.ai;

import java.time.Duration;
import java.util.random.RandomGenerator;

import net.ur.ai.eval.Chance;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;

/**
 * A computer player: given a state that awaits its choice, it returns a legal move (or, in the
 * Babylonian game, a roll decision). Agents never change the state they are given; randomness
 * comes from the caller, so a seeded game replays exactly. An agent may keep caches between calls
 * (a search's transposition table), so one agent instance serves one thread at a time.
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
     * Chooses a move within a time budget. Agents that do not search ignore the budget.
     *
     * @param rules the rule set of the game, not null
     * @param state a state in phase AWAITING_MOVE, not null; unaffected
     * @param random the source of randomness for ties and random play, not null
     * @param budget the most time to think, positive, not null; a searching agent stops deepening
     *     when it runs out and plays the best move of the deepest search it finished
     * @return one of {@code rules.legalMoves(state)}
     */
    default Move chooseMove(RuleSet rules, GameState state, RandomGenerator random, Duration budget) {
        return chooseMove(rules, state, random);
    }

    /**
     * Chooses whether to keep the roll in hand or throw again (Babylonian only). The default keeps
     * the roll when the rules allow it (the roll has a legal move) and otherwise throws the second
     * die with {@code random}.
     *
     * @param rules the rule set of the game, not null
     * @param state a state in phase AWAITING_ROLL_DECISION, not null; unaffected
     * @param random the source of randomness (also for the second throw, unless the caller replaces
     *     it with one from its own dice), not null
     * @return the decision
     */
    default RollDecision chooseRollDecision(RuleSet rules, GameState state, RandomGenerator random) {
        if (rules == null || state == null || random == null) {
            throw new IllegalArgumentException("rules, state and random must not be null");
        }
        if (Chance.keep(rules, state) != null) {
            return new RollDecision(false, null);
        }
        return new RollDecision(true, Chance.throwSecond(rules, random));
    }

    /**
     * Gets ready to play a rule set, or says why it cannot (the {@code perfect} player loads its solved
     * table here; the default does nothing).
     *
     * @param rules the rule set, not null
     * @throws IllegalArgumentException saying why this agent cannot play these rules
     */
    default void prepare(RuleSet rules) {
    }

    /**
     * Says in one line what the agent does, for menus and reports.
     *
     * @return the description, never null
     */
    default String description() {
        return name();
    }
}
