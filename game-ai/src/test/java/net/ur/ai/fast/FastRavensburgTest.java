package net.ur.ai.fast;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import net.ur.rules.ravensburg.RavensburgSetup;
import net.ur.rules.ravensburg.SixSidedDie;
import org.junit.jupiter.api.Test;

/**
 * Checks the compact Ravensburg encoding against the readable model along seeded random games: for
 * every throw of every position the same number of moves, each readable move found among the packed
 * ones (from, to, leaving, backwards, the men it moves and captures, delivering), and the same next
 * position after every move and every missed turn, finished games included; and pins perft counts
 * that both generators reach.
 */
class FastRavensburgTest {

    private static final RavensburgRuleSet RULES = new RavensburgRuleSet();

    @Test
    void packedPositionsAgreeWithTheReadableModel() {
        SplittableRandom random = new SplittableRandom(5);
        int[] out = new int[FastRavensburg.MAX_MOVES];
        int moves = 0;
        int captures = 0;
        int deliveries = 0;
        int leaves = 0;
        int backs = 0;
        int ends = 0;
        int wins = 0;
        for (int game = 0; game < 60; game++) {
            RavensburgRuleSet rules = game % 2 == 0 ? RULES
                    : RULES.withSetup(RavensburgSetup.decide(new SplittableRandom(game)));
            GameState s = rules.initialState();
            // late in the game men are stacked deep and few moves remain: bias half the games toward captures
            boolean hunt = game % 2 == 1;
            while (!s.isOver()) {
                long[] code = FastRavensburg.encode(s);
                assertEquals(s.turn() == Player.DARK ? 1 : 0, FastRavensburg.turn(code));
                for (int v = 0; v <= 5; v++) {
                    Roll roll = v == 0 ? SixSidedDie.roll(6) : Roll.of(v, List.of(v));
                    List<Move> readable = rules.movesForRoll(s, roll);
                    int n = FastRavensburg.moves(code, v, out);
                    assertEquals(readable.size(), n, "moves for " + v + " in\n" + s);
                    if (n == 0) {
                        assertArrayEquals(FastRavensburg.encode(rules.applyRoll(s, roll)), FastRavensburg.pass(code),
                                "a missed turn in\n" + s);
                        continue;
                    }
                    GameState awaiting = rules.applyRoll(s, roll);
                    Set<Integer> seen = new HashSet<>();
                    for (Move m : readable) {
                        int pm = FastRavensburg.move(awaiting, m);
                        assertTrue(seen.add(pm), "two readable moves map to one packed move " + m);
                        assertEquals(m.captured().size(), FastRavensburg.captures(pm), m.toString());
                        int carries = m.notes().carries();
                        assertEquals(carries + 1, FastRavensburg.moving(pm), m.toString());
                        assertEquals(m.notes().delivers() > 0, FastRavensburg.delivers(pm));
                        GameState next = rules.applyMove(awaiting, m);
                        assertArrayEquals(FastRavensburg.encode(next), FastRavensburg.apply(code, pm),
                                "after " + m + " " + m.notes() + " in\n" + s);
                        moves++;
                        captures += m.isCapture() ? 1 : 0;
                        deliveries += FastRavensburg.delivers(pm) ? 1 : 0;
                        leaves += FastRavensburg.leaves(pm) ? 1 : 0;
                        backs += FastRavensburg.backwards(pm) ? 1 : 0;
                        if (next.isOver()) {
                            ends++;
                            wins += next.winner() != null ? 1 : 0;
                        }
                    }
                }
                Roll roll = rules.roll(random);
                GameState awaiting = rules.applyRoll(s, roll);
                if (awaiting.phase() != Phase.AWAITING_MOVE) {
                    s = awaiting;
                    continue;
                }
                List<Move> legal = rules.legalMoves(awaiting);
                Move pick = legal.get(random.nextInt(legal.size()));
                if (hunt) {
                    for (Move m : legal) {
                        if (m.isCapture() || m.notes().delivers() > 0) {
                            pick = m;
                        }
                    }
                }
                s = rules.applyMove(awaiting, pick);
            }
        }
        assertTrue(moves > 100_000, "moves checked: " + moves);
        assertTrue(captures > 1000 && deliveries > 100 && leaves > 1000 && backs > 1000,
                "captures " + captures + ", deliveries " + deliveries + ", leaves " + leaves + ", backs " + backs);
        assertTrue(ends > 0 && wins > 0, "game ends seen: " + ends + ", wins " + wins);
    }

    /** Paths of d turns from the start: every throw 1..6, then every move (a six or no move: the pass). */
    private static long perftReadable(GameState s, int d) {
        if (d == 0 || s.isOver()) {
            return 1;
        }
        long sum = 0;
        for (int v = 1; v <= 6; v++) {
            GameState a = RULES.applyRoll(s, SixSidedDie.roll(v));
            if (a.phase() != Phase.AWAITING_MOVE) {
                sum += perftReadable(a, d - 1);
                continue;
            }
            for (Move m : RULES.legalMoves(a)) {
                sum += perftReadable(RULES.applyMove(a, m), d - 1);
            }
        }
        return sum;
    }

    /** The same paths on the packed form; collects the hashes of the positions reached. */
    private static long perftPacked(long[] s, int d, Set<Long> positions) {
        if (d == 0 || FastRavensburg.over(s)) {
            positions.add(FastRavensburg.hash(s));
            return 1;
        }
        long sum = 0;
        int[] out = new int[FastRavensburg.MAX_MOVES];
        for (int v = 1; v <= 6; v++) {
            int n = FastRavensburg.moves(s, v == 6 ? 0 : v, out);
            if (n == 0) {
                sum += perftPacked(FastRavensburg.pass(s), d - 1, positions);
                continue;
            }
            for (int i = 0; i < n; i++) {
                sum += perftPacked(FastRavensburg.apply(s, out[i]), d - 1, positions);
            }
        }
        return sum;
    }

    @Test
    void perftCountsAgree() {
        long[] start = FastRavensburg.encode(RULES.initialState());
        long[] expected = {1, 6, 36, 361, 3_641, 44_796};
        int[] distinct = {1, 6, 36, 160, 778, 3_401};
        long[] counted = new long[6];
        int[] positions = new int[6];
        counted[0] = 1;
        positions[0] = 1;
        for (int d = 1; d <= 5; d++) {
            Set<Long> seen = new HashSet<>();
            counted[d] = perftPacked(start, d, seen);
            positions[d] = seen.size();
            assertEquals(perftReadable(RULES.initialState(), d), counted[d], "perft " + d + ": readable and packed");
        }
        assertArrayEquals(expected, counted, "perft paths " + Arrays.toString(counted) + ", positions "
                + Arrays.toString(positions));
        assertArrayEquals(distinct, positions, "perft positions");
        assertTrue(Arrays.stream(start).limit(FastRavensburg.CELLS).allMatch(t -> t == 0));
    }
}
