package net.ur.ai.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.Roll;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pins the move generator with exact counts of distinct reachable positions (a position: where
 * every piece is and who rolls next; finished games count once per winner), as chess perft does.
 * Each count is found three ways: by an independent small engine written here from the rules'
 * text, by breadth-first search over the readable model (routes of up to 16 squares, to keep the
 * suite fast), and over the compact encoding.
 */
class PerftTest {

    /** The rules restated from their text, independent of the production code. */
    record Mini(String[] light, String[] dark, Set<String> rosettes, boolean safe, boolean rosetteRoll,
            boolean captureRoll, int pieces, int[] rolls) {
    }

    private static final String[] BELL_LIGHT = "A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 B8 A8 A7".split(" ");
    private static final String[] MASTERS_LIGHT = "A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 C7 C8 B8 A8 A7".split(" ");
    private static final String[] MURRAY_LIGHT =
            "A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 C7 C8 B8 A8 A7 B7 B6 B5 B4 B3 B2 B1 C1 C2 C3 C4".split(" ");
    private static final String[] ASEB_LIGHT = "A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12".split(" ");
    private static final Set<String> STANDARD_ROSETTES = Set.of("A1", "C1", "B4", "A7", "C7");
    private static final Set<String> ASEB_ROSETTES = Set.of("A1", "C1", "B4", "B8", "B12");
    private static final int[] FOUR_BINARY = {1, 2, 3, 4, 0};
    private static final int[] THREE_ZERO_IS_FOUR = {1, 2, 3, 4};

    /** Dark's route is light's with the lanes A and C swapped. */
    private static String[] mirror(String[] light) {
        String[] dark = new String[light.length];
        for (int i = 0; i < light.length; i++) {
            char c = light[i].charAt(0);
            dark[i] = (c == 'A' ? 'C' : c == 'C' ? 'A' : c) + light[i].substring(1);
        }
        return dark;
    }

    static Mini mini(String name, int pieces) {
        return switch (name) {
            case "finkel" -> new Mini(BELL_LIGHT, mirror(BELL_LIGHT), STANDARD_ROSETTES, true, true, false, pieces,
                    FOUR_BINARY);
            case "masters" -> new Mini(MASTERS_LIGHT, mirror(MASTERS_LIGHT), STANDARD_ROSETTES, false, true, false,
                    pieces, THREE_ZERO_IS_FOUR);
            case "blitz" -> new Mini(MASTERS_LIGHT, mirror(MASTERS_LIGHT), STANDARD_ROSETTES, false, true, true,
                    pieces, FOUR_BINARY);
            case "aseb" -> new Mini(ASEB_LIGHT, mirror(ASEB_LIGHT), ASEB_ROSETTES, true, true, false, pieces,
                    FOUR_BINARY);
            case "murray" -> new Mini(MURRAY_LIGHT, mirror(MURRAY_LIGHT), STANDARD_ROSETTES, true, true, false,
                    pieces, FOUR_BINARY);
            default -> throw new IllegalArgumentException(name);
        };
    }

    /**
     * Independent BFS. A position is two sorted arrays of piece progress (-1 waiting, 0.. on the
     * route, L home) and the player to roll, packed base 64 into a key.
     */
    static int independentCount(Mini m) {
        int len = m.light().length;
        String[][] routes = {m.light(), m.dark()};
        int[][] start = {new int[m.pieces()], new int[m.pieces()]};
        Arrays.fill(start[0], -1);
        Arrays.fill(start[1], -1);
        Set<Long> seen = new HashSet<>();
        ArrayDeque<Object[]> queue = new ArrayDeque<>();
        seen.add(key(start, 0));
        queue.add(new Object[] {start, 0});
        while (!queue.isEmpty()) {
            Object[] item = queue.poll();
            int[][] pos = (int[][]) item[0];
            int turn = (Integer) item[1];
            if (allHome(pos[0], len) || allHome(pos[1], len)) {
                continue;
            }
            for (int roll : m.rolls()) {
                List<Object[]> nexts = new ArrayList<>();
                if (roll > 0) {
                    int[] mine = pos[turn];
                    boolean enteredOne = false;
                    for (int i = 0; i < mine.length; i++) {
                        int from = mine[i];
                        if (from == len || (from == -1 && enteredOne)) {
                            continue;
                        }
                        if (from == -1) {
                            enteredOne = true;
                        }
                        int to = from + roll;
                        if (to > len) {
                            continue;
                        }
                        int[][] next = {pos[0].clone(), pos[1].clone()};
                        next[turn][i] = to;
                        boolean again = false;
                        if (to < len) {
                            String sq = routes[turn][to];
                            boolean blocked = false;
                            for (int j = 0; j < mine.length; j++) {
                                if (j != i && mine[j] >= 0 && mine[j] < len && routes[turn][mine[j]].equals(sq)) {
                                    blocked = true;
                                }
                            }
                            int[] theirs = next[1 - turn];
                            for (int j = 0; j < theirs.length; j++) {
                                if (theirs[j] >= 0 && theirs[j] < len && routes[1 - turn][theirs[j]].equals(sq)) {
                                    if (m.safe() && m.rosettes().contains(sq)) {
                                        blocked = true;
                                    } else {
                                        theirs[j] = -1;
                                        again |= m.captureRoll();
                                    }
                                }
                            }
                            if (blocked) {
                                continue;
                            }
                            again |= m.rosetteRoll() && m.rosettes().contains(sq);
                        }
                        Arrays.sort(next[0]);
                        Arrays.sort(next[1]);
                        boolean won = allHome(next[turn], len);
                        nexts.add(new Object[] {next, won || again ? turn : 1 - turn});
                    }
                }
                if (nexts.isEmpty()) {
                    nexts.add(new Object[] {pos, 1 - turn});
                }
                for (Object[] n : nexts) {
                    if (seen.add(key((int[][]) n[0], (Integer) n[1]))) {
                        queue.add(n);
                    }
                }
            }
        }
        return seen.size();
    }

    private static boolean allHome(int[] pieces, int len) {
        for (int p : pieces) {
            if (p != len) {
                return false;
            }
        }
        return true;
    }

    private static long key(int[][] pos, int turn) {
        long k = turn;
        for (int[] side : pos) {
            for (int p : side) {
                k = k * 64 + p + 1;
            }
        }
        return k;
    }

    /** BFS over the readable model, positions identified by their packed code. */
    static int readableCount(ClassicRuleSet r) {
        FastClassic codec = new FastClassic(r.settings());
        Set<Long> seen = new HashSet<>();
        ArrayDeque<GameState> queue = new ArrayDeque<>();
        seen.add(codec.encode(r.initialState()));
        queue.add(r.initialState());
        while (!queue.isEmpty()) {
            GameState s = queue.poll();
            if (s.isOver()) {
                continue;
            }
            for (int v = 0; v <= r.dice().maxValue(); v++) {
                if (r.dice().probability(v) == 0) {
                    continue;
                }
                GameState rolled = r.applyRoll(s, Roll.of(v));
                List<GameState> nexts = new ArrayList<>();
                if (rolled.phase() == Phase.AWAITING_MOVE) {
                    for (Move m : r.legalMoves(rolled)) {
                        nexts.add(r.applyMove(rolled, m));
                    }
                } else {
                    nexts.add(rolled);
                }
                for (GameState n : nexts) {
                    if (seen.add(codec.encode(n))) {
                        queue.add(n);
                    }
                }
            }
        }
        return seen.size();
    }

    /** BFS over the compact encoding. */
    static int fastCount(FastClassic f) {
        Set<Long> seen = new HashSet<>();
        ArrayDeque<Long> queue = new ArrayDeque<>();
        seen.add(f.start());
        queue.add(f.start());
        int[] out = new int[8];
        int maxRoll = f.settings().dice().maxValue();
        while (!queue.isEmpty()) {
            long c = queue.poll();
            if (f.winner(c) >= 0) {
                continue;
            }
            for (int v = 0; v <= maxRoll; v++) {
                if (f.settings().dice().probability(v) == 0) {
                    continue;
                }
                int n = f.moves(c, v, out);
                if (n == 0) {
                    long p = f.pass(c);
                    if (seen.add(p)) {
                        queue.add(p);
                    }
                }
                for (int i = 0; i < n; i++) {
                    long next = f.apply(c, v, out[i]);
                    if (seen.add(next)) {
                        queue.add(next);
                    }
                }
            }
        }
        return seen.size();
    }

    static Stream<Arguments> pinned() {
        return Stream.of(
                Arguments.of("finkel", 2, PINNED_FINKEL_2),
                Arguments.of("masters", 2, PINNED_MASTERS_2),
                Arguments.of("blitz", 2, PINNED_BLITZ_2),
                Arguments.of("aseb", 2, PINNED_ASEB_2),
                Arguments.of("murray", 2, PINNED_MURRAY_2));
    }

    static final int PINNED_FINKEL_2 = 25980;
    static final int PINNED_MASTERS_2 = 38245;
    static final int PINNED_BLITZ_2 = 40936;
    static final int PINNED_ASEB_2 = 40936;
    static final int PINNED_MURRAY_2 = 261148;
    static final int PINNED_FINKEL_3 = 527424;

    @ParameterizedTest(name = "{0} with {1} pieces: {2} positions")
    @MethodSource("pinned")
    void reachablePositionsOfTwoPieceVariants(String name, int pieces, int expected) {
        ClassicRuleSet r = (ClassicRuleSet) RuleSets.byName(name + "-" + pieces + "p");
        int independent = independentCount(mini(name, pieces));
        int fast = fastCount(new FastClassic(r.settings()));
        assertEquals(expected, independent, "independent engine");
        if (r.route(Player.LIGHT).length() <= 16) {
            assertEquals(expected, readableCount(r), "readable model");
        }
        assertEquals(expected, fast, "compact encoding");
    }

    /**
     * Finkel with three pieces, over the compact encoding only (the independent engine agrees on it
     * too, but takes about ten seconds, so it runs only for the two-piece variants above).
     */
    @Test
    void reachablePositionsOfFinkelWithThreePieces() {
        ClassicRuleSet r = (ClassicRuleSet) RuleSets.byName("finkel-3p");
        assertEquals(PINNED_FINKEL_3, fastCount(new FastClassic(r.settings())), "compact encoding");
    }
}
