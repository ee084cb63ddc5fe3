package net.ur.ai.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the compact Babylonian encoding against the readable model: round trips of every state,
 * the same moves (bird, target, capture, counters, in the same order) for every roll, and the same
 * position after every move, along seeded random games of both boards; and pins perft counts that
 * both generators reach.
 */
class FastBabylonianTest {

    static Stream<BabylonianBoard> boards() {
        return Stream.of(BabylonianBoard.values());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void packedStatesAgreeWithTheReadableModel(BabylonianBoard board) {
        BabylonianRuleSet r = new BabylonianRuleSet(board);
        FastBabylonian fast = new FastBabylonian(board);
        SplittableRandom random = new SplittableRandom(21);
        int[] out = new int[FastBabylonian.MAX_MOVES];
        int[] bestCapture = new int[11];
        assertEquals(fast.start(BabylonianSetup.DEFAULT), fast.encode(r.initialState()));
        int movesChecked = 0;
        int captures = 0;
        int paid = 0;
        int collected = 0;
        int wins = 0;
        for (int game = 0; game < 200; game++) {
            GameState s = r.initialState();
            while (true) {
                long code = fast.encode(s);
                assertEquals(s, fast.decode(code, FastBabylonian.stage(s)), "round trip");
                if (s.isOver()) {
                    assertEquals(s.winner().ordinal(), fast.winner(code));
                    wins++;
                    break;
                }
                assertEquals(-1, fast.winner(code));
                assertEquals(s.turn().ordinal(), FastBabylonian.turn(code));
                fast.bestCaptures(code, bestCapture);
                for (int roll : FastBabylonian.ROLLS) {
                    List<Move> moves = r.movesForRoll(s, Roll.of(roll));
                    int n = fast.moves(code, roll, out);
                    int best = 0;
                    for (Move m : moves) {
                        for (var c : m.captured()) {
                            best = Math.max(best, ((Location.OnBoard) s.stateOf(c).location()).step() + 1);
                        }
                    }
                    assertEquals(best, bestCapture[roll], "best capture with roll " + roll + " in\n" + s);
                    assertEquals(moves.size(), n, "moves of roll " + roll + " in\n" + s);
                    GameState withRoll = n == 0 ? null : fast.decode(code, FastBabylonian.MOVE + roll);
                    for (int k = 0; k < n; k++) {
                        Move m = moves.get(k);
                        int f = out[k];
                        assertEquals(m.piece().number(), FastBabylonian.bird(f));
                        int target = m.to() instanceof Location.OnBoard on ? on.step() + 1 : board.houses() + 1;
                        assertEquals(target, FastBabylonian.target(f));
                        assertEquals(m.captured().isEmpty() ? -1 : m.captured().get(0).number(),
                                FastBabylonian.captured(f));
                        assertEquals(BabylonianRuleSet.counterChange(m), FastBabylonian.counterChange(f));
                        GameState after = r.applyMove(withRoll, m);
                        assertEquals(fast.encode(after), fast.apply(code, f), "after " + m + " in\n" + s);
                        assertEquals(after.isOver(), fast.wins(code, f));
                        movesChecked++;
                        captures += m.isCapture() ? 1 : 0;
                        paid += FastBabylonian.counterChange(f) < 0 ? 1 : 0;
                        collected += FastBabylonian.counterChange(f) > 0 ? 1 : 0;
                    }
                }
                GameState d = r.applyRoll(s, r.roll(random));
                assertEquals(d, fast.decode(code, FastBabylonian.stage(d)));
                boolean canKeep = !r.movesForRoll(d, d.roll()).isEmpty();
                RollDecision decision = canKeep && random.nextBoolean() ? RollDecision.keep()
                        : RollDecision.throwAgain(BroadAstragal.roll(random.nextInt(4) != 0));
                d = r.applyRollDecision(d, decision);
                if (d.phase() == Phase.AWAITING_MOVE) {
                    assertEquals(d, fast.decode(code, FastBabylonian.stage(d)));
                    List<Move> legal = r.legalMoves(d);
                    d = r.applyMove(d, legal.get(random.nextInt(legal.size())));
                }
                s = d;
            }
        }
        assertEquals(200, wins);
        assertTrue(movesChecked > 20_000, "moves checked: " + movesChecked);
        assertTrue(captures > 500 && paid > 500 && collected > 500,
                "captures " + captures + ", payments " + paid + ", collections " + collected);
    }

    @Test
    void darkStartsAndUnevenCountersRoundTrip() {
        BabylonianRuleSet r = new BabylonianRuleSet(BabylonianBoard.UR,
                new BabylonianSetup(31, 19, Player.DARK, Opening.start()));
        FastBabylonian fast = new FastBabylonian(BabylonianBoard.UR);
        long code = fast.start(r.setup());
        assertEquals(code, fast.encode(r.initialState()));
        assertEquals(21, FastBabylonian.counters(code, 0));
        assertEquals(9, FastBabylonian.counters(code, 1));
        assertEquals(20, FastBabylonian.pool(code));
        assertEquals(1, FastBabylonian.turn(code));
    }

    @Test
    void refusesWhatItCannotEncode() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new FastBabylonian(null));
        assertEquals("board must not be null", e.getMessage());
        FastBabylonian fast = new FastBabylonian(BabylonianBoard.TWENTY_SQUARES);
        e = assertThrows(IllegalArgumentException.class, () -> fast.decode(0, 40));
        assertEquals("not a stage: 40", e.getMessage());
    }

    static Stream<Arguments> perft() {
        return Stream.of(
                Arguments.of(BabylonianBoard.TWENTY_SQUARES, List.of(12L, 144L, 2_097L, 30_398L),
                        List.of(9, 72, 556, 4_384)),
                Arguments.of(BabylonianBoard.UR, List.of(11L, 121L, 1_627L, 21_808L),
                        List.of(8, 57, 420, 3_178)));
    }

    /**
     * Perft of d turns from the start: paths counts every sequence of chance outcomes and choices
     * (each small roll 1..4; keep when the roll has a move, broad no, broad yes; then each move, or the
     * pass), and positions the distinct positions awaiting a roll after d turns (the same counts as
     * {@code BabylonianPerftTest}'s independent engine). Both are computed on the readable model and
     * on the compact encoding.
     */
    @ParameterizedTest
    @MethodSource
    void perft(BabylonianBoard board, List<Long> paths, List<Integer> positions) {
        BabylonianRuleSet r = new BabylonianRuleSet(board);
        FastBabylonian fast = new FastBabylonian(board);
        List<Long> readablePaths = new ArrayList<>();
        List<Long> compactPaths = new ArrayList<>();
        List<Integer> readablePositions = new ArrayList<>();
        List<Integer> compactPositions = new ArrayList<>();
        for (int d = 1; d <= paths.size(); d++) {
            Set<Long> seenReadable = new HashSet<>();
            Set<Long> seenCompact = new HashSet<>();
            readablePaths.add(readable(r, fast, r.initialState(), d, seenReadable));
            compactPaths.add(compact(fast, fast.start(BabylonianSetup.DEFAULT), d, seenCompact, new int[d][8]));
            readablePositions.add(seenReadable.size());
            compactPositions.add(seenCompact.size());
        }
        assertEquals(readablePaths, compactPaths, "paths: readable against compact");
        assertEquals(readablePositions, compactPositions, "positions: readable against compact");
        assertEquals(paths, compactPaths);
        assertEquals(positions, compactPositions);
    }

    /** Paths from a state awaiting a roll over d turns on the readable model; the leaves' positions into seen. */
    private static long readable(BabylonianRuleSet r, FastBabylonian fast, GameState s, int d, Set<Long> seen) {
        if (d == 0 || s.isOver()) {
            seen.add(fast.encode(s) | (s.isOver() ? 1L << 63 : 0));
            return 1;
        }
        long n = 0;
        for (int v = 1; v <= 4; v++) {
            GameState roll = r.applyRoll(s, SmallAstragal.roll(v));
            List<GameState> outcomes = new ArrayList<>();
            if (!r.movesForRoll(roll, roll.roll()).isEmpty()) {
                outcomes.add(r.applyRollDecision(roll, RollDecision.keep()));
            }
            outcomes.add(r.applyRollDecision(roll, RollDecision.throwAgain(BroadAstragal.NO)));
            outcomes.add(r.applyRollDecision(roll, RollDecision.throwAgain(BroadAstragal.YES)));
            for (GameState o : outcomes) {
                if (o.phase() == Phase.AWAITING_MOVE) {
                    for (Move m : r.legalMoves(o)) {
                        n += readable(r, fast, r.applyMove(o, m), d - 1, seen);
                    }
                } else {
                    n += readable(r, fast, o, d - 1, seen);
                }
            }
        }
        return n;
    }

    /** The same on the compact encoding. */
    private static long compact(FastBabylonian fast, long code, int d, Set<Long> seen, int[][] buffers) {
        boolean over = fast.winner(code) >= 0;
        if (d == 0 || over) {
            seen.add(code | (over ? 1L << 63 : 0));
            return 1;
        }
        int[] out = buffers[d - 1];
        long n = 0;
        for (int v = 1; v <= 4; v++) {
            int k = fast.moves(code, v, out);
            for (int i = 0; i < k; i++) {
                n += compact(fast, fast.apply(code, out[i]), d - 1, seen, buffers);
            }
            n += compact(fast, FastBabylonian.pass(code), d - 1, seen, buffers);
            int y = BroadAstragal.convert(v);
            k = fast.moves(code, y, out);
            for (int i = 0; i < k; i++) {
                n += compact(fast, fast.apply(code, out[i]), d - 1, seen, buffers);
            }
            if (k == 0) {
                n += compact(fast, FastBabylonian.pass(code), d - 1, seen, buffers);
            }
        }
        return n;
    }
}
