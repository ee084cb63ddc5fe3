package net.ur.ai.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.TestRules;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.Roll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the compact encoding against the readable model: round trips, the same moves for every
 * roll, and the same state after every move, along seeded random games of every rule set.
 */
class FastClassicTest {

    static Stream<ClassicRuleSet> rules() {
        return TestRules.all();
    }

    @ParameterizedTest
    @MethodSource("rules")
    void packedStatesAgreeWithTheReadableModel(ClassicRuleSet r) {
        FastClassic fast = new FastClassic(r.settings());
        SplittableRandom random = new SplittableRandom(7);
        int[] out = new int[8];
        assertEquals(fast.start(), fast.encode(r.initialState()));
        int checked = 0;
        for (int game = 0; game < 15; game++) {
            for (GameState s : TestRules.randomGame(r, random)) {
                if (s.phase() == Phase.AWAITING_MOVE) {
                    continue;
                }
                long code = fast.encode(s);
                assertEquals(code, fast.encode(fast.decode(code)));
                assertEquals(s.isOver() ? s.winner().ordinal() : -1, fast.winner(code));
                if (s.isOver()) {
                    continue;
                }
                assertEquals(s.turn().ordinal(), fast.turn(code));
                for (int v = 0; v <= r.dice().maxValue(); v++) {
                    if (r.dice().probability(v) == 0) {
                        continue;
                    }
                    List<Move> moves = r.movesForRoll(s, Roll.of(v));
                    int n = fast.moves(code, v, out);
                    List<Integer> fromSteps = new ArrayList<>();
                    for (Move m : moves) {
                        fromSteps.add(m.from() instanceof Location.OnBoard on ? on.step() : -1);
                    }
                    int[] fastFrom = Arrays.copyOf(out, n);
                    Arrays.sort(fastFrom);
                    assertEquals(fromSteps, Arrays.stream(fastFrom).boxed().toList(), "roll " + v + " in " + s);
                    GameState rolled = r.applyRoll(s, Roll.of(v));
                    if (n == 0) {
                        assertEquals(fast.encode(rolled), fast.pass(code));
                        continue;
                    }
                    for (Move m : moves) {
                        int from = m.from() instanceof Location.OnBoard on ? on.step() : -1;
                        assertEquals(fast.encode(r.applyMove(rolled, m)), fast.apply(code, v, from),
                                "move " + m + " with " + v + " in " + s);
                        checked++;
                    }
                }
            }
        }
        assertEquals(true, checked > 1000, "checked only " + checked + " moves");
    }

    @ParameterizedTest
    @MethodSource("rules")
    void playoutsEndWithAWinner(ClassicRuleSet r) {
        FastClassic fast = new FastClassic(r.settings());
        SplittableRandom random = new SplittableRandom(11);
        int lightWins = 0;
        for (int i = 0; i < 2000; i++) {
            int w = fast.playout(fast.start(), random);
            assertEquals(true, w == 0 || w == 1);
            lightWins += 1 - w;
        }
        assertEquals(true, lightWins > 700 && lightWins < 1300, "light won " + lightWins + " of 2000");
    }

    @ParameterizedTest
    @MethodSource("rules")
    void theBitParallelPlayoutPlaysTheSameGamesAsThePerPieceOne(ClassicRuleSet r) {
        FastClassic fast = new FastClassic(r.settings());
        boolean expectAligned = r.name().equals("finkel") || r.name().equals("aseb");
        assertEquals(expectAligned, fast.isAligned());
        if (!fast.isAligned()) {
            return;
        }
        for (long seed = 0; seed < 3000; seed++) {
            assertEquals(fast.playoutPerPiece(fast.start(), new SplittableRandom(seed)),
                    fast.playoutAligned(fast.start(), new SplittableRandom(seed)), "seed " + seed);
        }
        for (long seed = 0; seed < 300; seed++) {
            SplittableRandom a = new SplittableRandom(seed);
            SplittableRandom b = new SplittableRandom(seed);
            fast.playoutPerPiece(fast.start(), a);
            fast.playoutAligned(fast.start(), b);
            assertEquals(a.nextLong(), b.nextLong(), "both playouts drew the same random numbers, seed " + seed);
        }
    }
}
