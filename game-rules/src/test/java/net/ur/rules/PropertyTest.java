package net.ur.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import net.ur.rules.board.Square;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.Roll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays thousands of seeded random games of every rule set and checks invariants at every step:
 * pieces conserved, one piece per square, pieces only on their route, turn order, progress.
 */
class PropertyTest {

    static Stream<ClassicRuleSet> rules() {
        return TestRules.all();
    }

    @ParameterizedTest
    @MethodSource("rules")
    void randomGamesKeepTheInvariants(ClassicRuleSet r) {
        // Random games on Murray's 27-square route last about 1,700 rolls, so fewer of them are played.
        SplittableRandom random = new SplittableRandom(2026);
        int n = r.settings().pieces();
        long steps = 0;
        int games = r.route(Player.LIGHT).length() > 16 ? 150 : 1000;
        for (int game = 0; game < games; game++) {
            GameState s = r.initialState();
            int[] finished = new int[2];
            int actions = 0;
            while (!s.isOver()) {
                assertTrue(++actions < 20_000, "game " + game + " does not end");
                Roll roll = r.roll(random);
                GameState rolled = r.applyRoll(s, roll);
                check(r, rolled, n);
                if (rolled.phase() == Phase.AWAITING_ROLL) {
                    assertEquals(s.turn().other(), rolled.turn(), "a pass hands the turn over");
                    assertTrue(r.movesForRoll(s, roll).isEmpty());
                    assertEquals(s.pieces(), rolled.pieces());
                    s = rolled;
                    continue;
                }
                assertEquals(s.turn(), rolled.turn());
                List<Move> moves = r.legalMoves(rolled);
                assertTrue(!moves.isEmpty());
                assertEquals(moves.size(), new HashSet<>(moves).size(), "moves are distinct");
                Move m = moves.get(random.nextInt(moves.size()));
                GameState next = r.applyMove(rolled, m);
                check(r, next, n);
                steps++;
                if (next.isOver()) {
                    assertEquals(s.turn(), next.winner());
                    assertEquals(n, next.count(s.turn(), Location.Finished.class));
                } else {
                    assertEquals(m.extraRoll() ? s.turn() : s.turn().other(), next.turn(), "turn order after " + m);
                }
                for (Player p : Player.values()) {
                    int f = next.count(p, Location.Finished.class);
                    assertTrue(f >= finished[p.ordinal()], "finished pieces never come back");
                    finished[p.ordinal()] = f;
                }
                s = next;
            }
        }
        assertTrue(steps > 10_000);
    }

    private static void check(ClassicRuleSet r, GameState s, int n) {
        r.validate(s);
        Set<Square> squares = new HashSet<>();
        for (Player p : Player.values()) {
            assertEquals(n, s.piecesOf(p).size(), "pieces conserved");
            assertEquals(n, s.count(p, Location.Waiting.class) + s.count(p, Location.OnBoard.class)
                    + s.count(p, Location.Finished.class));
        }
        for (PieceState ps : s.pieces()) {
            if (ps.location() instanceof Location.OnBoard on) {
                assertTrue(squares.add(on.square()), "no square holds two pieces");
                assertEquals(r.route(ps.piece().owner()).square(on.step()), on.square());
            }
        }
    }
}
