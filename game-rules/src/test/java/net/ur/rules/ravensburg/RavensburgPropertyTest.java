package net.ur.rules.ravensburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordJson;
import org.junit.jupiter.api.Test;

/**
 * Seeded random Ravensburg games through the client's facade, checking after every roll and move
 * that men are conserved, no one stands where they may not, removed men never come back, red men
 * stay red, the turn counters follow the rules, and that every game ends: by a total capture or by
 * the documented limits (decided by the count of removed men, or drawn).
 */
class RavensburgPropertyTest {

    private static final int GAMES = 300;

    @Test
    void randomGamesEndAndKeepTheRules() throws Exception {
        SplittableRandom random = new SplittableRandom(1977);
        Map<String, Integer> seen = new TreeMap<>();
        for (int g = 0; g < GAMES; g++) {
            RavensburgRuleSet rules = new RavensburgRuleSet(RavensburgSetup.decide(random));
            Game game = Game.start(rules);
            assertEquals(rules.setup().first(), game.state().turn());
            GameState before = game.state();
            int steps = 0;
            while (!game.state().isOver()) {
                assertTrue(++steps <= 2 * RavensburgRuleSet.TURN_LIMIT + 2, "game " + g + " does not end");
                Roll roll = rules.roll(random);
                checkHomeLimit(rules, before, roll, seen);
                game = game.roll(roll);
                if (game.state().phase() == Phase.AWAITING_MOVE) {
                    check(rules, game.state());
                    List<Move> moves = game.legalMoves();
                    assertFalse(moves.isEmpty());
                    assertTrue(roll.value() >= 1, "a 6 (value 0) never gives a move");
                    Move m = moves.get(random.nextInt(moves.size()));
                    count(seen, m);
                    game = game.move(m);
                    checkStep(rules, before, game.state(), m, seen);
                } else {
                    assertTrue(roll.value() == 0 || rules.movesForRoll(before, roll).isEmpty());
                    checkStep(rules, before, game.state(), null, seen);
                }
                check(rules, game.state());
                before = game.state();
            }
            GameState end = game.state();
            int byLight = RavensburgRuleSet.removed(end, Player.DARK);
            int byDark = RavensburgRuleSet.removed(end, Player.LIGHT);
            if (byLight == 10 || byDark == 10) {
                count(seen, "end: total capture");
                assertEquals(byLight == 10 ? Player.LIGHT : Player.DARK, end.winner());
            } else {
                count(seen, rules.isFrozen(end) ? "end: frozen"
                        : end.turnCount().quiet() >= RavensburgRuleSet.QUIET_LIMIT ? "end: quiet"
                        : "end: turn limit");
                assertEquals(byLight > byDark ? Player.LIGHT : byDark > byLight ? Player.DARK : null, end.winner());
                count(seen, end.isDraw() ? "result: drawn" : "result: decided by count");
            }
            assertTrue(end.turnCount().turns() <= RavensburgRuleSet.TURN_LIMIT);
            if (g % 30 == 0) {
                GameRecord back = RecordJson.read(RecordJson.write(game.record()), null);
                assertEquals(game.record().states(), back.states(), "record round trip of game " + g);
                assertEquals(rules, back.rules());
            }
        }
        System.out.println("Ravensburg random games (" + GAMES + "): " + seen);
        for (String must : List.of("capture", "leave", "back", "delivers", "turns-red", "rescue", "entry-capture",
                "home-limit-refused")) {
            assertTrue(seen.getOrDefault(must, 0) > 0, "random games never showed " + must + ": " + seen);
        }
        assertTrue(seen.getOrDefault("result: decided by count", 0) > 0, seen.toString());
    }

    private static void count(Map<String, Integer> seen, String key) {
        seen.merge(key, 1, Integer::sum);
    }

    private static void count(Map<String, Integer> seen, Move m) {
        if (m.isCapture()) {
            count(seen, "capture");
            if (m.isEntry()) {
                count(seen, "entry-capture");
            }
        }
        if (m.notes().leavesCaptives()) {
            count(seen, "leave");
        }
        if (m.notes().delivers() > 0) {
            count(seen, "delivers");
        }
        if (m.notes().turnsRed()) {
            count(seen, "turns-red");
        }
        if (m.notes().backwards()) {
            count(seen, "back");
        }
    }

    /** Invariants of one state, checked without the rule set's own validate as well as with it. */
    static void check(RavensburgRuleSet rules, GameState s) {
        rules.validate(s);
        for (Player p : Player.values()) {
            int total = 0;
            for (Class<? extends Location> k : List.of(Location.Waiting.class, Location.OnBoard.class,
                    Location.Beneath.class, Location.Removed.class)) {
                total += s.count(p, k);
            }
            assertEquals(10, total, p + "'s men are not conserved");
            assertEquals(0, s.count(p, Location.Finished.class));
        }
        Map<Square, List<PieceState>> towers = RavensburgRuleSet.towers(s);
        int inTowers = 0;
        for (Map.Entry<Square, List<PieceState>> e : towers.entrySet()) {
            inTowers += e.getValue().size();
            for (Player p : Player.values()) {
                int step = rules.route(p).firstStepOf(e.getKey());
                if (step >= 0 && step < 4) {
                    for (PieceState ps : e.getValue()) {
                        assertEquals(p, ps.piece().owner(), "only " + p + " may stand on " + e.getKey());
                    }
                }
                if (step >= 12) {
                    assertTrue(RavensburgRuleSet.own(e.getValue(), p) <= 5, "home cell " + e.getKey() + " over 5");
                    assertEquals(p, e.getValue().get(e.getValue().size() - 1).piece().owner(),
                            "an opponent on top in " + p + "'s home cell " + e.getKey());
                }
                if (step == 13) {
                    assertEquals(0, RavensburgRuleSet.own(e.getValue(), p.other()), "a captive left in cell 6");
                }
            }
        }
        int beneath = s.count(Player.LIGHT, Location.Beneath.class) + s.count(Player.DARK, Location.Beneath.class);
        int top = s.count(Player.LIGHT, Location.OnBoard.class) + s.count(Player.DARK, Location.OnBoard.class);
        assertEquals(beneath + top, inTowers, "a man beneath nobody");
    }

    /** What may change from one turn to the next; counts rescues and refusals at full home cells. */
    static void checkStep(RavensburgRuleSet rules, GameState a, GameState b, Move m, Map<String, Integer> seen) {
        int turnsA = a.turnCount().turns();
        assertEquals(turnsA + 1, b.turnCount().turns());
        boolean eventful = m != null && (m.isCapture() || m.notes().delivers() > 0);
        boolean wonOutright = b.isOver() && !b.isDraw()
                && RavensburgRuleSet.removed(b, b.winner().other()) == RavensburgRuleSet.MEN;
        if (!wonOutright) {
            assertEquals(eventful ? 0 : a.turnCount().quiet() + 1, b.turnCount().quiet());
        }
        if (!b.isOver()) {
            assertEquals(a.turn().other(), b.turn(), "turns alternate");
        }
        for (PieceState pa : a.pieces()) {
            PieceState pb = b.stateOf(pa.piece());
            if (pa.location() instanceof Location.Removed) {
                assertEquals(pa, pb, "a removed man came back");
            }
            if (pa.flipped()) {
                assertTrue(pb.flipped(), "a red man turned blue");
            }
            if (!pa.flipped() && pb.flipped()) {
                assertTrue(m != null && m.piece().equals(pa.piece())
                        && m.notes().turnsRed(), pa.piece() + " turned red unasked");
            }
            if (m != null && pa.piece().owner() == m.player() && held(a, pa) && !held(b, pb)
                    && !(pb.location() instanceof Location.Removed)) {
                count(seen, "rescue");
            }
            if (m == null) {
                assertEquals(pa, pb, "a missed turn moved " + pa.piece());
            }
        }
    }

    /** Whether a man stands directly beneath an opponent's man. */
    private static boolean held(GameState s, PieceState ps) {
        return ps.location() instanceof Location.Beneath b && b.above().owner() != ps.piece().owner();
    }

    /** Counts a roll that would reach a full home cell, checking that no move goes there. */
    static void checkHomeLimit(RavensburgRuleSet rules, GameState s, Roll roll, Map<String, Integer> seen) {
        Player p = s.turn();
        for (List<PieceState> t : RavensburgRuleSet.towers(s).values()) {
            PieceState top = t.get(t.size() - 1);
            if (top.piece().owner() != p || roll.value() == 0) {
                continue;
            }
            int dest = ((Location.OnBoard) top.location()).step() + roll.value();
            if (dest == 12 || dest == 13) {
                Square sq = rules.route(p).square(dest);
                if (RavensburgRuleSet.own(RavensburgRuleSet.tower(s, sq), p) == RavensburgRuleSet.HOME_LIMIT) {
                    count(seen, "home-limit-refused");
                    for (Move m : rules.movesForRoll(s, roll)) {
                        assertFalse(m.piece().equals(top.piece()) && m.to().toString().equals(sq.toString()),
                                "a sixth man moved into " + sq);
                    }
                }
            }
        }
    }
}
