package net.ur.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import net.ur.ai.eval.BabylonianRace;
import net.ur.ai.fast.FastBabylonian;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BroadAstragal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The solo race table ({@link BabylonianRace}) against its definition, with the moves listed by the
 * compact encoding's own generator ({@link FastBabylonian#moves}, checked against the rules elsewhere)
 * rather than the table's: in every sampled placing the value is one turn plus, for each small roll, the
 * better of the best kept move and throwing the broad astragal (a pass on no or without a move).
 */
class BabylonianRaceTest {

    @ParameterizedTest
    @EnumSource(BabylonianBoard.class)
    void eachPlacingsTurnsSolveTheRaceEquationWithTheEncodingsMoves(BabylonianBoard board) {
        FastBabylonian fast = new FastBabylonian(board);
        BabylonianRace race = new BabylonianRace(fast);
        int home = board.houses() + 1;
        // light to act, dark's birds all waiting: nothing of dark's blocks or is captured
        long counters = fast.start(BabylonianSetup.DEFAULT) & ~((1L << 50) - 1) & ~(1L << 62);
        SplittableRandom random = new SplittableRandom(3 + board.ordinal());
        int[] moves = new int[FastBabylonian.MAX_MOVES];
        int checked = 0;
        while (checked < 20_000) {
            long code = counters;
            int used = 0;
            boolean clash = false;
            for (int i = 0; i < 5; i++) {
                int f = random.nextInt(home + 1);
                if (f > 0 && f < home && (used & (1 << f)) != 0) {
                    clash = true;
                }
                used |= 1 << f;
                code |= (long) f << (5 * i);
            }
            if (clash) {
                continue;
            }
            double e = race.turns(code, 0);
            if (fast.winner(code) >= 0 || e == 0) {
                continue;
            }
            double expected = 1;
            for (int v = 1; v <= 4; v++) {
                double keep = best(fast, race, code, v, moves);
                double converted = best(fast, race, code, BroadAstragal.convert(v), moves);
                double thrown = 0.5 * e + 0.5 * (Double.isNaN(converted) ? e : converted);
                expected += 0.25 * (Double.isNaN(keep) ? thrown : Math.min(keep, thrown));
            }
            assertEquals(expected, e, 1e-4 * e, "the race equation in " + Long.toHexString(code));
            checked++;
        }
        long start = fast.start(BabylonianSetup.DEFAULT);
        assertEquals(race.turns(start, 0), race.turns(start, 1), 0.0, "both players' races start alike");
        assertTrue(race.turns(start, 0) > 20 && race.turns(start, 0) < 40, "a whole race: " + race.turns(start, 0));
        long last = counters;
        for (int i = 1; i < 5; i++) {
            last |= (long) home << (5 * i);
        }
        last |= home - 1;
        assertEquals(4.0, race.turns(last, 0), 1e-6, "one bird a house from home needs a 1: four turns");
    }

    private static double best(FastBabylonian fast, BabylonianRace race, long code, int roll, int[] moves) {
        int n = fast.moves(code, roll, moves);
        double best = Double.NaN;
        for (int m = 0; m < n; m++) {
            double t = race.turns(fast.apply(code, moves[m]), 0);
            best = Double.isNaN(best) ? t : Math.min(best, t);
        }
        return best;
    }
}
