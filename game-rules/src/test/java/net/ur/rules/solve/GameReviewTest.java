package net.ur.rules.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.record.Game;
import net.ur.rules.record.RecordEntry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The review of a game by perfect play: a perfect player is never faulted; a random one is, by the table's values. */
class GameReviewTest {

    private static SolvedTable table;
    private static RuleSet rules;

    @BeforeAll
    static void solve() {
        table = Solver.solve(RuleSets.classicSettings("finkel-3p"), Solver.TOLERANCE, null);
        rules = new ClassicRuleSet(RuleSets.classicSettings("finkel-3p"));
    }

    /** Light plays perfectly, dark at random. */
    private static Game play(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        PerfectAgent perfect = new PerfectAgent(table);
        Game g = Game.start(rules);
        while (!g.state().isOver()) {
            if (g.state().phase() == Phase.AWAITING_ROLL) {
                g = g.roll(random);
            } else {
                List<Move> moves = g.legalMoves();
                g = g.move(g.state().turn() == Player.LIGHT ? perfect.chooseMove(rules, g.state(), random)
                        : moves.get(random.nextInt(moves.size())));
            }
        }
        return g;
    }

    @Test
    void thePerfectPlayerMadeTheBestMoveEveryTime() {
        for (long seed = 1; seed <= 5; seed++) {
            GameReview r = GameReview.of(table, play(seed).record(), Player.LIGHT);
            assertTrue(r.choices() > 3, "choices: " + r.choices());
            assertEquals(r.choices(), r.best());
            assertEquals(0.0, r.lostChance());
            assertEquals(0, r.worstThrow());
            assertEquals("Perfect play's move in every one of " + r.choices() + " choices", r.line());
        }
    }

    @Test
    void theRandomPlayersCostliestMoveIsFoundByTheTable() {
        int faulted = 0;
        for (long seed = 1; seed <= 5; seed++) {
            Game g = play(seed);
            GameReview r = GameReview.of(table, g.record(), Player.DARK);
            // Independently: the chance before the move (the table's value of the rolled state is the
            // best move's) less the chance after the move made.
            List<RecordEntry> entries = g.record().entries();
            double worst = 0;
            int worstThrow = 0;
            int choices = 0;
            for (int i = 0; i < entries.size(); i++) {
                RecordEntry e = entries.get(i);
                if (e.player() != Player.DARK || e.move() == null) {
                    continue;
                }
                GameState rolled = rules.applyRoll(g.record().states().get(i), e.roll());
                if (rules.legalMoves(rolled).size() < 2) {
                    continue;
                }
                choices++;
                double loss = table.evaluate(rolled) - table.valueAfter(Player.DARK, g.record().states().get(i + 1));
                if (loss > worst + 1e-12) {
                    worst = loss;
                    worstThrow = i + 1;
                }
            }
            assertEquals(choices, r.choices());
            if (worst >= GameReview.SAME) {
                assertEquals(worst, r.worstLoss(), 1e-9);
                assertEquals(worstThrow, r.worstThrow());
                assertTrue(r.best() < r.choices());
                assertTrue(r.line().contains("the costliest, at throw " + worstThrow + ", gave up "), r.line());
                faulted++;
            }
        }
        assertTrue(faulted >= 3, "random play was faulted in " + faulted + " of 5 games");
    }
}
