package net.ur.ai.eval;

import net.ur.rules.GameState;
import net.ur.rules.RuleSet;

/**
 * A static judgement of a position the search does not look beyond: the value of the game to the
 * player to act, from -1 (certain loss) to 1 (certain win). For games with counters the value is the
 * expected final difference of counters between that player and the opponent, divided by all the
 * counters in play, so that it still lies in -1..1.
 */
@FunctionalInterface
public interface Evaluator {

    /**
     * Judges a position.
     *
     * @param rules the rule set, not null
     * @param state a state of that rule set that goes on (not GAME_OVER), not null; unaffected
     * @return the value to {@code state.turn()}, strictly between -1 and 1
     */
    public double evaluate(RuleSet rules, GameState state);
}
