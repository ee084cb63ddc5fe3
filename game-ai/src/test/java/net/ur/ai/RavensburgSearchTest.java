package net.ur.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import net.ur.ai.eval.Evaluator;
import net.ur.ai.eval.RavensburgEval;
import net.ur.ai.fast.FastRavensburg;
import net.ur.ai.search.GenericSearch;
import net.ur.ai.search.RavensburgSearch;
import net.ur.ai.train.RavensburgTrainer;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import org.junit.jupiter.api.Test;

/**
 * The Ravensburg search on the compact encoding gives the readable-model search's values with the same
 * evaluation, the evaluation's capture scan agrees with the move generator, and the learned evaluation
 * loads and ranks a won position above a lost one; learning gives the same weights from the same seed.
 */
class RavensburgSearchTest {

    private static final RavensburgRuleSet RULES = new RavensburgRuleSet();

    /** Positions awaiting a roll from seeded random games, a few from each game. */
    private static List<GameState> positions(int count) {
        SplittableRandom random = new SplittableRandom(17);
        List<GameState> out = new ArrayList<>();
        while (out.size() < count) {
            GameState s = RULES.initialState();
            while (!s.isOver() && out.size() < count) {
                if (s.phase() == Phase.AWAITING_ROLL) {
                    if (random.nextInt(25) == 0) {
                        out.add(s);
                    }
                    s = RULES.applyRoll(s, RULES.roll(random));
                } else {
                    List<Move> moves = RULES.legalMoves(s);
                    s = RULES.applyMove(s, moves.get(random.nextInt(moves.size())));
                }
            }
        }
        return out;
    }

    @Test
    void theCompactSearchGivesTheReadableSearchsValues() {
        RavensburgEval eval = RavensburgEval.learned();
        double[] scratch = new double[RavensburgEval.FEATURES];
        Evaluator readableEval = (rules, state) -> eval.evaluate(FastRavensburg.encode(state), scratch);
        int checked = 0;
        for (GameState s : positions(30)) {
            for (int depth = 1; depth <= 2; depth++) {
                GenericSearch readable = new GenericSearch(RULES, readableEval);
                for (int bits : new int[] {0, 16}) {
                    RavensburgSearch compact = new RavensburgSearch(c -> eval.evaluate(c, scratch), bits);
                    double expected = readable.value(s, depth, -1, 1);
                    double actual = compact.value(FastRavensburg.encode(s), depth, -1, 1);
                    assertEquals(expected, actual, 1e-9, "depth " + depth + ", table bits " + bits + " in\n" + s);
                    checked++;
                }
            }
        }
        assertEquals(120, checked);
    }

    @Test
    void theThreatScanAgreesWithTheMoveGenerator() {
        RavensburgEval eval = RavensburgEval.learned();
        int threats = 0;
        for (GameState s : positions(400)) {
            long[] code = FastRavensburg.encode(s);
            for (int p = 0; p < 2; p++) {
                double byMoves = eval.threatByMoves(code, p);
                assertEquals(byMoves, eval.threat(code, p), 1e-12, "player " + p + " in\n" + s);
                threats += byMoves > 0 ? 1 : 0;
            }
        }
        assertTrue(threats > 100, "positions with a threat: " + threats);
    }

    @Test
    void learningIsReproducibleFromItsSeedAndPredictsBetterThanACoin() {
        RavensburgTrainer.Round a = RavensburgTrainer.round(RavensburgEval.untrained(), 60, 9);
        RavensburgTrainer.Round b = RavensburgTrainer.round(RavensburgEval.untrained(), 60, 9);
        assertArrayEquals(a.eval().weights(), b.eval().weights());
        assertEquals(a.positions(), b.positions());
        assertTrue(a.logLoss() < a.baseLoss() - 0.1, "log loss " + a.logLoss() + " against " + a.baseLoss());
    }

    /** Light has removed nine of dark's men and none of its own are lost; one dark man is left, waiting. */
    private static GameState nearlyWon(Player toAct) {
        List<PieceState> pieces = new ArrayList<>();
        for (int i = 0; i < RavensburgRuleSet.MEN; i++) {
            pieces.add(new PieceState(Piece.plain(Player.LIGHT, i), Location.WAITING));
            pieces.add(new PieceState(Piece.plain(Player.DARK, i), i == 0 ? Location.WAITING : Location.REMOVED));
        }
        GameState s = new GameState(Phase.AWAITING_ROLL, toAct, null, pieces,
                new net.ur.rules.Counters.TurnCount(400, 20), null);
        RULES.validate(s);
        return s;
    }

    /** The most of the player's own men one landing frees, for each throw, by the move generator; a sixth each. */
    private static double rescueByMoves(long[] s, int player) {
        int[] moves = new int[FastRavensburg.MAX_MOVES];
        double sum = 0;
        for (int n = 1; n <= 5; n++) {
            int k = FastRavensburg.generate(s, player, n, moves);
            int best = 0;
            for (int i = 0; i < k; i++) {
                if (FastRavensburg.captures(moves[i]) == 0) {
                    continue;
                }
                long t = s[FastRavensburg.to(moves[i])];
                int below = FastRavensburg.height(t) - 1 - FastRavensburg.captures(moves[i]);
                int freed = 0;
                while (below >= 0 && FastRavensburg.owner(t, below) == player) {
                    freed++;
                    below--;
                }
                best = Math.max(best, freed);
            }
            sum += best;
        }
        return sum / 6.0;
    }

    /** The most captives one move delivers into cell 6, for each throw, by the move generator; a sixth each. */
    private static double deliveriesByMoves(long[] s, int player) {
        int[] moves = new int[FastRavensburg.MAX_MOVES];
        double sum = 0;
        for (int n = 1; n <= 5; n++) {
            int k = FastRavensburg.generate(s, player, n, moves);
            int best = 0;
            for (int i = 0; i < k; i++) {
                if (FastRavensburg.delivers(moves[i])) {
                    best = Math.max(best, FastRavensburg.moving(moves[i]) - 1);
                }
            }
            sum += best;
        }
        return sum / 6.0;
    }

    @Test
    void theMastersRescueAndDeliveryFeaturesAgreeWithTheMoveGenerator() {
        RavensburgEval eval = RavensburgEval.learnedMaster();
        assertEquals(RavensburgEval.MASTER_FEATURES, eval.size());
        double[] f = new double[eval.size()];
        int rescues = 0;
        int deliveries = 0;
        for (GameState s : positions(400)) {
            long[] code = FastRavensburg.encode(s);
            int me = FastRavensburg.turn(code);
            eval.features(code, f);
            assertEquals(rescueByMoves(code, me), f[14], 1e-12, "rescue to act in\n" + s);
            assertEquals(rescueByMoves(code, 1 - me), f[15], 1e-12, "rescue of the other in\n" + s);
            assertEquals(deliveriesByMoves(code, me), f[18], 1e-12, "deliveries to act in\n" + s);
            assertEquals(deliveriesByMoves(code, 1 - me), f[19], 1e-12, "deliveries of the other in\n" + s);
            rescues += f[14] > 0 || f[15] > 0 ? 1 : 0;
            deliveries += f[18] > 0 || f[19] > 0 ? 1 : 0;
        }
        assertTrue(rescues > 20, "positions with a rescue: " + rescues);
        assertTrue(deliveries > 20, "positions with a delivery: " + deliveries);
    }

    @Test
    void tdLearningIsReproducibleFromItsSeed() {
        RavensburgEval start = RavensburgEval.untrained(RavensburgEval.MASTER_FEATURES);
        RavensburgTrainer.Round a = RavensburgTrainer.round(start, 40, 9, 0.7);
        RavensburgTrainer.Round b = RavensburgTrainer.round(start, 40, 9, 0.7);
        RavensburgTrainer.Round outcomes = RavensburgTrainer.round(start, 40, 9, 1.0);
        assertArrayEquals(a.eval().weights(), b.eval().weights());
        assertEquals(RavensburgEval.MASTER_FEATURES, a.eval().size());
        assertTrue(!java.util.Arrays.equals(a.eval().weights(), outcomes.eval().weights()),
                "TD(0.7) returns fit other weights than the outcomes");
    }

    @Test
    void theLearnedEvaluationRanksAWonPositionAboveALostOne() {
        for (RavensburgEval eval : List.of(RavensburgEval.learned(), RavensburgEval.learnedMaster())) {
            ranksAWonPositionAboveALostOne(eval);
        }
    }

    private static void ranksAWonPositionAboveALostOne(RavensburgEval eval) {
        double[] scratch = new double[eval.size()];
        double winning = eval.evaluate(FastRavensburg.encode(nearlyWon(Player.LIGHT)), scratch);
        double losing = eval.evaluate(FastRavensburg.encode(nearlyWon(Player.DARK)), scratch);
        assertTrue(winning > 0.9, "light, nine men ahead, to act: " + winning);
        assertTrue(losing < -0.9, "dark, nine men behind, to act: " + losing);
        double start = eval.evaluate(FastRavensburg.encode(RULES.initialState()), scratch);
        assertTrue(Math.abs(start) < 0.2, "the start is nearly even: " + start);
    }
}
