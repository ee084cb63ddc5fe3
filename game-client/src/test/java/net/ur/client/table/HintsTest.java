package net.ur.client.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import net.ur.ai.ExpectimaxAgent;
import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The H key's hints: perfect play's move and chance from a solved table, the search's choice without one. */
class HintsTest {

    private static RuleSet rules;
    private static SolvedTable table;

    @BeforeAll
    static void solveSmallFinkel() {
        rules = new ClassicRuleSet(RuleSets.classicSettings("finkel-2p"));
        table = Solver.solve(RuleSets.classicSettings("finkel-2p"), Solver.TOLERANCE, null);
    }

    /** Every state awaiting a move in a few seeded random games. */
    private static List<GameState> movePositions(RuleSet r, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        java.util.ArrayList<GameState> out = new java.util.ArrayList<>();
        for (int g = 0; g < games; g++) {
            GameState s = r.initialState();
            for (int step = 0; step < 2000 && !s.isOver(); step++) {
                switch (s.phase()) {
                    case AWAITING_ROLL -> s = r.applyRoll(s, r.roll(random));
                    case AWAITING_ROLL_DECISION -> {
                        out.add(s);
                        boolean mayKeep = net.ur.ai.eval.Chance.keep(r, s) != null;
                        s = r.applyRollDecision(s, (!mayKeep || random.nextBoolean()) && r.decisionDice().isPresent()
                                ? RollDecision.throwAgain(r.decisionDice().get().roll(random))
                                : RollDecision.keep());
                    }
                    case AWAITING_MOVE -> {
                        out.add(s);
                        List<Move> moves = r.legalMoves(s);
                        s = r.applyMove(s, moves.get(random.nextInt(moves.size())));
                    }
                    default -> throw new AssertionError(s.phase());
                }
            }
        }
        return out;
    }

    @Test
    void withATableTheHintIsTheMoveThatKeepsTheMostWinningChance() {
        int checked = 0;
        for (GameState s : movePositions(rules, 30, 7)) {
            List<Move> moves = rules.legalMoves(s);
            Hints.Hint h = Hints.hint(rules, s, table, ExpectimaxAgent.ofDepth(1), new SplittableRandom(1));
            assertNotNull(h);
            assertTrue(moves.contains(h.move()), "a legal move");
            Player mover = s.turn();
            double best = -1;
            double worst = 2;
            for (Move m : moves) {
                // The mover's chance through the light player's chance, another path through the table.
                GameState after = rules.applyMove(s, m);
                double light = table.lightWins(after);
                double c = mover == Player.LIGHT ? light : 1 - light;
                best = Math.max(best, c);
                worst = Math.min(worst, c);
            }
            assertEquals(best, h.chance(), 1e-9);
            assertEquals(worst, h.worst(), 1e-9);
            assertEquals(table.evaluate(s), h.chance(), 1e-9, "the table's own value of the position");
            assertTrue(h.text().contains(SolvedTable.percent(best)), h.text());
            if (moves.size() > 1) {
                assertTrue(h.text().startsWith("Hint: perfect play makes this move"), h.text());
                checked++;
            }
        }
        assertTrue(checked > 50, "positions with a choice: " + checked);
    }

    @Test
    void withoutATableTheSearchChooses() {
        int checked = 0;
        for (GameState s : movePositions(rules, 10, 3)) {
            Hints.Hint h = Hints.hint(rules, s, null, ExpectimaxAgent.ofDepth(3), new SplittableRandom(5));
            Move expected = ExpectimaxAgent.ofDepth(3).chooseMove(rules, s, new SplittableRandom(5));
            assertEquals(expected, h.move());
            assertTrue(Double.isNaN(h.chance()));
            if (rules.legalMoves(s).size() > 1) {
                assertEquals("Hint: the master would make this move", h.text());
                checked++;
            }
        }
        assertTrue(checked > 10, "positions with a choice: " + checked);
    }

    @Test
    void theBabylonianRollDecisionIsHinted() {
        RuleSet babylonian = RuleSets.byName("babylonian");
        int decisions = 0;
        for (GameState s : movePositions(babylonian, 3, 11)) {
            if (s.phase() != Phase.AWAITING_ROLL_DECISION) {
                continue;
            }
            Hints.Hint h = Hints.hint(babylonian, s, null, ExpectimaxAgent.ofDepth(1), new SplittableRandom(2));
            assertNull(h.move());
            RollDecision expected = ExpectimaxAgent.ofDepth(1).chooseRollDecision(babylonian, s, new SplittableRandom(2));
            assertEquals(expected.throwAgain(), h.decision().throwAgain());
            assertEquals(expected.throwAgain() ? "Hint: the master would throw the broad astragal"
                    : "Hint: the master would keep this throw", h.text());
            decisions++;
        }
        assertTrue(decisions > 10, "roll decisions seen: " + decisions);
    }

    @Test
    void nothingToHintBeforeTheThrow() {
        assertNull(Hints.hint(rules, rules.initialState(), table, ExpectimaxAgent.ofDepth(1), new SplittableRandom(1)));
    }

    @Test
    void percentagesNearCertaintyKeepADecimal() {
        assertEquals("52%", SolvedTable.percent(0.5154));
        assertEquals("99.6%", SolvedTable.percent(0.9962));
        assertEquals("0.4%", SolvedTable.percent(0.004));
        assertEquals("100%", SolvedTable.percent(1.0));
        assertEquals("0%", SolvedTable.percent(0.0));
    }
}
