package net.ur.ai.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;

import net.ur.rules.GameState;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;

/**
 * The random events of a game as the search sees them: the outcomes of a rule set's dice with their
 * probabilities, and the Babylonian roll decision (keep the roll, or throw the second die), found
 * through the {@link RuleSet} interface only, so that every rule set, present or future, is searched
 * the same way.
 */
public final class Chance {

    /**
     * One outcome of a throw.
     *
     * @param roll a roll the dice can make, with faces when the dice need them
     * @param probability its probability, more than 0
     */
    public record Outcome(Roll roll, double probability) {
    }

    private static final Map<Dice, List<Outcome>> OUTCOMES = new ConcurrentHashMap<>();
    private Chance() {
    }

    /**
     * Lists the outcomes of a throw of some dice, most probable first.
     *
     * @param dice the dice, not null
     * @return the outcomes with probability more than 0; their probabilities sum to 1
     */
    public static List<Outcome> outcomes(Dice dice) {
        if (dice == null) {
            throw new IllegalArgumentException("dice must not be null");
        }
        return OUTCOMES.computeIfAbsent(dice, Chance::computeOutcomes);
    }

    private static List<Outcome> computeOutcomes(Dice dice) {
        List<Outcome> out = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(3);
        for (int v = 0; v <= dice.maxValue(); v++) {
            double p = dice.probability(v);
            if (p <= 0) {
                continue;
            }
            Roll roll = Roll.of(v);
            try {
                dice.validate(roll);
            } catch (IllegalArgumentException e) {
                roll = null;
                for (int i = 0; i < 100_000 && roll == null; i++) {
                    Roll r = dice.roll(random);
                    if (r.value() == v) {
                        roll = r;
                    }
                }
                if (roll == null) {
                    throw new IllegalStateException("dice " + dice.id() + " never showed " + v
                            + " although its probability is " + p);
                }
            }
            out.add(new Outcome(roll, p));
        }
        out.sort((a, b) -> Double.compare(b.probability(), a.probability()));
        return List.copyOf(out);
    }

    /**
     * Returns the outcomes of the second die a player may throw in phase AWAITING_ROLL_DECISION (the
     * Babylonian broad astragal), from {@link RuleSet#decisionDice()}.
     *
     * @param rules the rule set, not null
     * @return the outcomes of the second throw, most probable first
     * @throws IllegalArgumentException if the rule set has no roll decisions
     */
    public static List<Outcome> secondThrow(RuleSet rules) {
        if (rules == null) {
            throw new IllegalArgumentException("rules must not be null");
        }
        Dice d = rules.decisionDice().orElseThrow(() -> new IllegalArgumentException(
                rules.displayName() + " has no roll decisions, so no second die"));
        return outcomes(d);
    }

    /**
     * Throws the second die (for an agent that decided to throw it).
     *
     * @param rules the rule set, not null
     * @param random the source of randomness, not null
     * @return a roll of the second die
     */
    public static Roll throwSecond(RuleSet rules, RandomGenerator random) {
        List<Outcome> outcomes = secondThrow(rules);
        double x = random.nextDouble();
        for (Outcome o : outcomes) {
            x -= o.probability();
            if (x < 0) {
                return o.roll();
            }
        }
        return outcomes.get(outcomes.size() - 1).roll();
    }

    /**
     * Applies "keep the roll" to a state awaiting a roll decision, if the rules allow it.
     *
     * @param rules the rule set, not null
     * @param state a state in phase AWAITING_ROLL_DECISION, not null
     * @return the next state, or null if keeping is not allowed here (the roll has no legal move)
     */
    public static GameState keep(RuleSet rules, GameState state) {
        try {
            return rules.applyRollDecision(state, new RollDecision(false, null));
        } catch (IllegalArgumentException | IllegalStateException | UnsupportedOperationException e) {
            return null;
        }
    }

    /**
     * Applies "throw the second die" with a given outcome.
     *
     * @param rules the rule set, not null
     * @param state a state in phase AWAITING_ROLL_DECISION, not null
     * @param second the second throw, not null
     * @return the next state
     */
    public static GameState throwAgain(RuleSet rules, GameState state, Roll second) {
        return rules.applyRollDecision(state, new RollDecision(true, second));
    }

    /**
     * Tells whether a state needs an agent's choice (a move or a roll decision).
     *
     * @param state a state, not null
     * @return true in phases AWAITING_MOVE and AWAITING_ROLL_DECISION
     */
    public static boolean needsChoice(GameState state) {
        return state.phase() == Phase.AWAITING_MOVE || state.phase() == Phase.AWAITING_ROLL_DECISION;
    }
}
