package net.ur.ai;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.ai.eval.Chance;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;

/** Seed 003's level 0: picks any legal move, each equally likely, and keeps or throws again at random. */
public final class RandomAgent implements Agent {

    @Override
    public String name() {
        return "random";
    }

    @Override
    public String description() {
        return "moves any piece at random";
    }

    @Override
    public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
        if (rules == null || state == null || random == null) {
            throw new IllegalArgumentException("rules, state and random must not be null");
        }
        List<Move> moves = rules.legalMoves(state);
        return moves.get(random.nextInt(moves.size()));
    }

    @Override
    public RollDecision chooseRollDecision(RuleSet rules, GameState state, RandomGenerator random) {
        if (rules == null || state == null || random == null) {
            throw new IllegalArgumentException("rules, state and random must not be null");
        }
        if (random.nextBoolean() && Chance.keep(rules, state) != null) {
            return new RollDecision(false, null);
        }
        return new RollDecision(true, Chance.throwSecond(rules, random));
    }
}
