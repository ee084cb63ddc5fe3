package net.ur.rules.babylonian;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Thousands of seeded random Babylonian games on both boards, checking at every step that the
 * counters are conserved (players and pool hold 50), that every exchange is the bird's amount or
 * what was left, that turns alternate (no extra turns), that moves are compulsory, and that
 * finished birds never come back; and that the rare cases (a dry pool, a player who cannot pay)
 * do happen in the games played.
 */
class BabylonianPropertyTest {

    static Stream<BabylonianRuleSet> boards() {
        return BabylonianTestSupport.boards();
    }

    @ParameterizedTest
    @MethodSource("boards")
    void randomGamesConserveCountersAndKeepTheRules(BabylonianRuleSet r) {
        SplittableRandom random = new SplittableRandom(33_333);
        Map<String, Integer> seen = new TreeMap<>();
        Map<Player, Integer> wins = new EnumMap<>(Player.class);
        int games = 1000;
        for (int game = 0; game < games; game++) {
            GameState s = r.initialState();
            int[] finished = new int[2];
            int actions = 0;
            while (!s.isOver()) {
                assertTrue(++actions < 5000, "game " + game + " does not end");
                Player mover = s.turn();
                Roll small = r.roll(random);
                GameState deciding = r.applyRoll(s, small);
                assertEquals(Phase.AWAITING_ROLL_DECISION, deciding.phase());
                boolean smallHasMoves = !r.movesForRoll(deciding, deciding.roll()).isEmpty();
                RollDecision d = BabylonianTestSupport.randomDecision(r, deciding, random);
                GameState decided = r.applyRollDecision(deciding, d);
                check(r, decided);
                if (!d.throwAgain()) {
                    assertTrue(smallHasMoves);
                    assertEquals(Phase.AWAITING_MOVE, decided.phase(), "a kept roll has a move");
                } else if (d.secondThrow().value() == 0) {
                    count(seen, "forfeit");
                    assertEquals(Phase.AWAITING_ROLL, decided.phase());
                } else if (decided.phase() == Phase.AWAITING_ROLL) {
                    count(seen, "converted roll passes");
                    assertTrue(r.movesForRoll(deciding, Roll.of(BroadAstragal.convert(small.value()))).isEmpty());
                }
                if (decided.phase() == Phase.AWAITING_ROLL) {
                    assertEquals(mover.other(), decided.turn());
                    assertEquals(s.pieces(), decided.pieces());
                    assertEquals(s.counters(), decided.counters());
                    s = decided;
                    continue;
                }
                List<Move> moves = r.legalMoves(decided);
                assertFalse(moves.isEmpty(), "moves are compulsory: a state awaiting a move has one");
                assertEquals(moves.size(), new HashSet<>(moves).size(), "moves are distinct");
                Move m = moves.get(random.nextInt(moves.size()));
                note(r, seen, s, m, decided.roll().value());
                GameState next = r.applyMove(decided, m);
                check(r, next);
                int change = BabylonianRuleSet.counterChange(m);
                if (next.isOver()) {
                    assertEquals(mover, next.winner());
                    assertEquals(BabylonianRuleSet.counters(s, mover) + BabylonianRuleSet.pool(s),
                            BabylonianRuleSet.counters(next, mover), "the winner takes the whole pool");
                    assertEquals(0, change, "bearing off exchanges nothing");
                    wins.merge(mover, 1, Integer::sum);
                } else {
                    assertEquals(mover.other(), next.turn(), "no extra turns");
                    assertEquals(BabylonianRuleSet.counters(s, mover) + change, BabylonianRuleSet.counters(next, mover));
                    assertEquals(BabylonianRuleSet.pool(s) - change, BabylonianRuleSet.pool(next));
                    assertEquals(BabylonianRuleSet.counters(s, mover.other()),
                            BabylonianRuleSet.counters(next, mover.other()));
                }
                for (Player p : Player.values()) {
                    int f = next.count(p, Location.Finished.class);
                    assertTrue(f >= finished[p.ordinal()], "finished birds never come back");
                    finished[p.ordinal()] = f;
                }
                s = next;
            }
        }
        for (String event : List.of("launch swallow", "launch storm-bird", "launch raven", "launch rooster",
                "launch eagle", "launch capture", "capture", "collect", "collect from a short pool",
                "collect from an empty pool", "pay", "pay short", "bear off", "forfeit", "converted roll passes")) {
            assertTrue(seen.getOrDefault(event, 0) > 0, "random games should show: " + event + " (seen " + seen + ")");
        }
        int houses = r.babylonianBoard().houses();
        for (int h : r.babylonianBoard().swallowHouses()) {
            assertTrue(seen.containsKey("swallow house " + h), "the Swallow launched onto house " + h + " " + seen);
        }
        assertEquals(r.babylonianBoard().swallowHouses().size(), seen.keySet().stream()
                .filter(k -> k.startsWith("swallow house")).count(), "only houses before a rosette: " + seen);
        assertTrue(houses > 0);
        assertEquals(games, wins.values().stream().mapToInt(Integer::intValue).sum());
    }

    private static void note(BabylonianRuleSet r, Map<String, Integer> seen, GameState before, Move m, int roll) {
        Bird bird = Bird.of(m.piece().kind());
        if (m.isEntry()) {
            count(seen, "launch " + bird.kind().id());
            assertEquals(bird.launchRoll(), roll, "a bird launches only with its own roll");
            assertTrue(m.notes().isEmpty(), "a launch exchanges no counters");
            int house = ((Location.OnBoard) m.to()).step() + 1;
            if (bird == Bird.SWALLOW) {
                count(seen, "swallow house " + house);
            } else {
                assertEquals(bird.launchHouse(), house);
            }
            if (m.isCapture()) {
                count(seen, "launch capture");
            }
        } else if (m.isCapture()) {
            count(seen, "capture");
        }
        if (m.isBearOff()) {
            count(seen, "bear off");
        }
        if (m.isCapture()) {
            assertFalse(m.rosette(), "no capture on a rosette");
        }
        int change = BabylonianRuleSet.counterChange(m);
        if (m.notes().collects()) {
            assertTrue(m.rosette());
            int pool = BabylonianRuleSet.pool(before);
            assertEquals(Math.min(bird.counters(), pool), change);
            count(seen, pool == 0 ? "collect from an empty pool" : pool < bird.counters()
                    ? "collect from a short pool" : "collect");
        } else if (m.notes().pays()) {
            assertFalse(m.rosette());
            int mine = BabylonianRuleSet.counters(before, m.player());
            assertEquals(-Math.min(bird.counters(), mine), change);
            count(seen, mine < bird.counters() ? "pay short" : "pay");
        } else {
            assertEquals(0, change);
            assertFalse(m.rosette() && !m.isEntry(), "landing on a rosette always collects");
        }
        assertFalse(m.extraRoll());
    }

    private static void count(Map<String, Integer> seen, String event) {
        seen.merge(event, 1, Integer::sum);
    }

    private static void check(BabylonianRuleSet r, GameState s) {
        r.validate(s);
        int total = 0;
        for (int c : s.counters().named().values()) {
            assertTrue(c >= 0);
            total += c;
        }
        assertEquals(BabylonianSetup.TOTAL, total, "counters are conserved");
        HashSet<String> squares = new HashSet<>();
        for (PieceState ps : s.pieces()) {
            if (ps.location() instanceof Location.OnBoard on) {
                assertTrue(squares.add(on.square().toString()), "one bird per house");
            }
        }
    }
}
