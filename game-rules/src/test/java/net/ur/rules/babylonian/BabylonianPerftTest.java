package net.ur.rules.babylonian;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the Babylonian move generator against an independent one written here from the rules'
 * text (birds as house numbers, no shared code but the boards), along random games and over every
 * position reachable in the first turns, and pins the number of those positions (the perft idea).
 */
class BabylonianPerftTest {

    private static final int[] LAUNCH = {2, 5, 6, 7, 10};
    private static final int[] COUNTERS = {3, 4, 4, 4, 5};
    private static final int[] ROLLS = {1, 2, 3, 4, 5, 6, 7, 10};

    static Stream<BabylonianRuleSet> boards() {
        return BabylonianTestSupport.boards();
    }

    /** A position of the independent engine: house per bird (0 waiting, N + 1 home), counters, turn. */
    record Pos(int[][] house, int light, int dark, int pool, int turn) {
        String key() {
            return Arrays.toString(house[0]) + Arrays.toString(house[1]) + light + "/" + dark + "/" + pool + "/"
                    + turn;
        }
    }

    private static Pos of(BabylonianBoard b, GameState s) {
        int[][] house = new int[2][5];
        for (PieceState ps : s.pieces()) {
            int h = ps.location() instanceof Location.OnBoard on ? on.step() + 1
                    : ps.location() instanceof Location.Finished ? b.houses() + 1 : 0;
            house[ps.piece().owner().ordinal()][ps.piece().number()] = h;
        }
        return new Pos(house, s.piles().light(), s.piles().dark(), s.piles().pool(),
                s.turn().ordinal());
    }

    private static Square square(BabylonianBoard b, int player, int h) {
        return b.route(Player.values()[player]).squares().get(h - 1);
    }

    /** The owner (0/1) and bird of the piece on a square, or null. */
    private static int[] occupant(BabylonianBoard b, Pos p, Square sq) {
        for (int pl = 0; pl < 2; pl++) {
            for (int i = 0; i < 5; i++) {
                int h = p.house[pl][i];
                if (h >= 1 && h <= b.houses() && square(b, pl, h).equals(sq)) {
                    return new int[] {pl, i};
                }
            }
        }
        return null;
    }

    /** Moves as text {@code bird:from>to[x][+n|-n]}, sorted, with the position each leads to. */
    private static List<Object[]> moves(BabylonianBoard b, Pos p, int roll) {
        int n = b.houses();
        Set<Integer> rosettes = new HashSet<>(b.rosetteHouses());
        int me = p.turn;
        int mine = me == 0 ? p.light : p.dark;
        List<Object[]> out = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            int h = p.house[me][i];
            if (h == n + 1) {
                continue;
            }
            List<Integer> targets = new ArrayList<>();
            if (h == 0) {
                if (roll == LAUNCH[i]) {
                    if (i == 0) {
                        for (int r : b.rosetteHouses()) {
                            if (r > 1 && !rosettes.contains(r - 1)) {
                                targets.add(r - 1);
                            }
                        }
                    } else {
                        targets.add(LAUNCH[i]);
                    }
                }
            } else if (h + roll <= n + 1) {
                targets.add(h + roll);
            }
            for (int t : targets) {
                int delta = 0;
                int[] occ = null;
                if (t <= n) {
                    occ = occupant(b, p, square(b, me, t));
                    if (occ != null && (occ[0] == me || rosettes.contains(t))) {
                        continue;
                    }
                    if (h > 0 && rosettes.contains(t)) {
                        delta = Math.min(COUNTERS[i], p.pool);
                    } else if (h > 0) {
                        for (int k = h + 1; k < t; k++) {
                            if (rosettes.contains(k)) {
                                delta = -Math.min(COUNTERS[i], mine);
                                break;
                            }
                        }
                    }
                }
                int[][] house = {p.house[0].clone(), p.house[1].clone()};
                house[me][i] = t;
                if (occ != null) {
                    house[occ[0]][occ[1]] = 0;
                }
                int light = p.light + (me == 0 ? delta : 0);
                int dark = p.dark + (me == 1 ? delta : 0);
                int pool = p.pool - delta;
                boolean won = Arrays.stream(house[me]).allMatch(x -> x == n + 1);
                if (won) {
                    light += me == 0 ? pool : 0;
                    dark += me == 1 ? pool : 0;
                    pool = 0;
                }
                String text = Bird.ALL.get(i).kind().id() + ":" + (h == 0 ? "start" : square(b, me, h)) + ">"
                        + (t > n ? "home" : square(b, me, t)) + (occ != null ? "x" : "")
                        + (delta != 0 ? (delta > 0 ? "+" + delta : Integer.toString(delta)) : "");
                out.add(new Object[] {text, new Pos(house, light, dark, pool, won ? -1 : 1 - me)});
            }
        }
        return out;
    }

    private static String texts(List<Object[]> moves) {
        TreeSet<String> t = new TreeSet<>();
        moves.forEach(m -> t.add((String) m[0]));
        return String.join(" ", t);
    }

    private static String textsOfMoves(List<Move> moves) {
        TreeSet<String> t = new TreeSet<>();
        for (Move m : moves) {
            int c = BabylonianRuleSet.counterChange(m);
            t.add(m.piece().kind().id() + ":" + m.toString().replace("->", ">").replace(" *", "").replace(" x", "x")
                    + (c != 0 ? (c > 0 ? "+" + c : Integer.toString(c)) : ""));
        }
        return String.join(" ", t);
    }

    @ParameterizedTest
    @MethodSource("boards")
    void bothGeneratorsAgreeAlongRandomGames(BabylonianRuleSet r) {
        SplittableRandom random = new SplittableRandom(77);
        int compared = 0;
        for (int game = 0; game < 30; game++) {
            GameState s = r.initialState();
            while (!s.isOver()) {
                Pos p = of(r.babylonianBoard(), s);
                for (int roll : ROLLS) {
                    List<Object[]> expected = moves(r.babylonianBoard(), p, roll);
                    assertEquals(texts(expected), textsOfMoves(r.movesForRoll(s, Roll.of(roll))),
                            "roll " + roll + " in " + p.key());
                    compared++;
                }
                GameState d = r.applyRoll(s, r.roll(random));
                d = r.applyRollDecision(d, BabylonianTestSupport.randomDecision(r, d, random));
                if (d.phase() == Phase.AWAITING_MOVE) {
                    List<Move> legal = r.legalMoves(d);
                    d = r.applyMove(d, legal.get(random.nextInt(legal.size())));
                }
                s = d;
            }
        }
        assertEquals(true, compared > 15_000, "compared " + compared);
    }

    static Stream<Arguments> perft() {
        return Stream.of(Arguments.of(BabylonianBoard.TWENTY_SQUARES, List.of(9, 72, 556, 4384)),
                Arguments.of(BabylonianBoard.UR, List.of(8, 57, 420, 3178)));
    }

    /**
     * Counts the distinct positions (birds, counters, player to throw) after 1, 2, 3, 4 turns from the
     * start, every throw and every decision allowed, with both engines.
     */
    @ParameterizedTest
    @MethodSource
    void perft(BabylonianBoard board, List<Integer> counts) {
        BabylonianRuleSet r = new BabylonianRuleSet(board);
        Set<String> seen = new HashSet<>();
        List<GameState> level = List.of(r.initialState());
        List<Integer> ours = new ArrayList<>();
        List<Integer> theirs = new ArrayList<>();
        List<Pos> independent = List.of(of(board, r.initialState()));
        for (int depth = 0; depth < counts.size(); depth++) {
            List<GameState> next = new ArrayList<>();
            seen.clear();
            for (GameState s : level) {
                for (int v = 1; v <= 4; v++) {
                    GameState d = r.applyRoll(s, SmallAstragal.roll(v));
                    List<GameState> outcomes = new ArrayList<>();
                    if (!r.movesForRoll(d, d.roll()).isEmpty()) {
                        outcomes.add(r.applyRollDecision(d, RollDecision.keep()));
                    }
                    outcomes.add(r.applyRollDecision(d, RollDecision.throwAgain(BroadAstragal.NO)));
                    outcomes.add(r.applyRollDecision(d, RollDecision.throwAgain(BroadAstragal.YES)));
                    for (GameState o : outcomes) {
                        List<GameState> after = new ArrayList<>();
                        if (o.phase() == Phase.AWAITING_MOVE) {
                            for (Move m : r.legalMoves(o)) {
                                after.add(r.applyMove(o, m));
                            }
                        } else {
                            after.add(o);
                        }
                        for (GameState a : after) {
                            if (seen.add(of(board, a).key())) {
                                next.add(a);
                            }
                        }
                    }
                }
            }
            level = next;
            ours.add(level.size());
            List<Pos> nextIndependent = new ArrayList<>();
            Set<String> keys = new HashSet<>();
            for (Pos p : independent) {
                for (int v = 1; v <= 4; v++) {
                    List<Pos> results = new ArrayList<>();
                    List<Object[]> keep = moves(board, p, v);
                    keep.forEach(m -> results.add((Pos) m[1]));
                    Pos pass = new Pos(p.house, p.light, p.dark, p.pool, 1 - p.turn);
                    results.add(pass);
                    List<Object[]> yes = moves(board, p, BroadAstragal.convert(v));
                    yes.forEach(m -> results.add((Pos) m[1]));
                    for (Pos q : results) {
                        if (keys.add(q.key())) {
                            nextIndependent.add(q);
                        }
                    }
                }
            }
            independent = nextIndependent;
            theirs.add(keys.size());
        }
        assertEquals(theirs, ours, "both engines reach the same number of positions");
        assertEquals(counts, ours);
    }
}
