package net.ur.ai;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import net.ur.ai.eval.Chance;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every agent, on every rule set, only ever chooses one of the legal moves, over thousands of
 * positions taken from seeded random games.
 */
class AgentLegalityTest {

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String rules : RuleSets.ALL_NAMES) {
            out.add(Arguments.of(rules, "random", 1500));
            out.add(Arguments.of(rules, "greedy", 1500));
            out.add(Arguments.of(rules, "intermediate", 1500));
            out.add(Arguments.of(rules, "expert", 300));
            out.add(Arguments.of(rules, "expectimax:2", 60));
            out.add(Arguments.of(rules, "master", 20));
            out.add(Arguments.of(rules, "intermediate:win", 300));
            out.add(Arguments.of(rules, "expert:win", 100));
            out.add(Arguments.of(rules, "master:win", 20));
        }
        return out.stream();
    }

    /** Positions awaiting a move (or a roll decision), from random games with seeded dice. */
    static List<GameState> positions(RuleSet rules, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> out = new ArrayList<>();
        while (out.size() < count) {
            GameState s = rules.initialState();
            while (!s.isOver() && out.size() < count) {
                if (s.phase() == Phase.AWAITING_ROLL) {
                    s = rules.applyRoll(s, rules.roll(random));
                } else if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                    if (random.nextInt(3) == 0) {
                        out.add(s);
                    }
                    GameState kept = Chance.keep(rules, s);
                    s = kept != null && random.nextBoolean() ? kept
                            : Chance.throwAgain(rules, s, Chance.throwSecond(rules, random));
                } else {
                    List<Move> moves = rules.legalMoves(s);
                    if (random.nextInt(3) == 0) {
                        out.add(s);
                    }
                    s = rules.applyMove(s, moves.get(random.nextInt(moves.size())));
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("cases")
    void choosesOnlyLegalMovesAndDecisions(String name, String agentName, int count) {
        RuleSet rules = RuleSets.byName(name);
        Agent agent = Agents.byName(agentName);
        SplittableRandom random = new SplittableRandom(99);
        int decisions = 0;
        for (GameState s : positions(rules, count, name.hashCode() * 31L + count)) {
            if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                RollDecision d = agent.chooseRollDecision(rules, s, random);
                GameState next = rules.applyRollDecision(s, d);
                assertTrue(next.phase() != Phase.AWAITING_ROLL_DECISION, () -> agentName + " decided " + d);
                decisions++;
                continue;
            }
            List<Move> legal = rules.legalMoves(s);
            Move m = agentName.startsWith("master")
                    ? agent.chooseMove(rules, s, random, Duration.ofMillis(20))
                    : agent.chooseMove(rules, s, random);
            assertTrue(legal.contains(m), () -> agentName + " chose " + m + " in a position whose legal moves are "
                    + legal);
        }
        if (name.startsWith("babylonian") && count >= 15) {
            assertTrue(decisions > 0, "Babylonian games should have produced roll decisions");
        }
    }
}
