package net.ur.rules;

import net.ur.rules.sets.RuleSets;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import net.ur.rules.classic.ClassicRuleSet;

/**
 * Shared test fixtures: every named rule set (for parameterised tests) and a seeded random game.
 */
public final class TestRules {

    private TestRules() {
    }

    /**
     * Returns every named rule set.
     *
     * @return the rule sets, as classic rule sets
     */
    public static Stream<ClassicRuleSet> all() {
        return RuleSets.NAMES.stream().map(n -> (ClassicRuleSet) RuleSets.byName(n));
    }

    /**
     * Plays one random game with seeded dice and uniformly random moves, returning every state.
     *
     * @param rules the rules
     * @param random the seeded randomness
     * @return the states from the start to the end, awaiting-move states included
     */
    public static List<GameState> randomGame(RuleSet rules, SplittableRandom random) {
        ArrayList<GameState> states = new ArrayList<>();
        GameState s = rules.initialState();
        states.add(s);
        while (!s.isOver()) {
            s = rules.applyRoll(s, rules.roll(random));
            states.add(s);
            if (s.phase() == Phase.AWAITING_MOVE) {
                List<Move> moves = rules.legalMoves(s);
                s = rules.applyMove(s, moves.get(random.nextInt(moves.size())));
                states.add(s);
            }
        }
        return states;
    }
}
