package net.ur.ai.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The end panel's figures of a game, counted from its record, against what the states show: the
 * pieces borne off and sent back, the moves, the counters' piles.
 */
class GameStatisticsTest {

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "masters", "blitz", "aseb", "babylonian", "babylonian-ur"})
    void theFiguresAgreeWithTheStates(String name) {
        RuleSet rules = RuleSets.byName(name);
        for (long seed = 1; seed <= 5; seed++) {
            GameRecord record = ReviewTest.randomGame(rules, seed);
            GameStatistics stats = GameStatistics.of(record);
            GameState first = record.states().get(0);
            GameState last = record.state();
            int moves = (int) record.entries().stream().filter(e -> e.move() != null).count();
            assertEquals(moves, stats.sides().get(Player.LIGHT).moves() + stats.sides().get(Player.DARK).moves());
            for (Player p : Player.values()) {
                GameStatistics.Side s = stats.sides().get(p);
                assertEquals(last.count(p, Location.Finished.class), s.borneOff(), name + " seed " + seed + " " + p);
                // every piece of the other side sent back from the board was captured by this side
                int sentBack = 0;
                for (int i = 0; i < record.entries().size(); i++) {
                    var m = record.entries().get(i).move();
                    if (m == null || m.player() != p) {
                        continue;
                    }
                    for (PieceState before : record.states().get(i).piecesOf(p.other())) {
                        if (before.location() instanceof Location.OnBoard
                                && record.states().get(i + 1).stateOf(before.piece()).location()
                                        instanceof Location.Waiting) {
                            sentBack++;
                        }
                    }
                }
                assertEquals(sentBack, s.captures(), name + " seed " + seed + " " + p);
                assertTrue(s.rosettes() <= s.moves());
                if (first.counters() instanceof Counters.Piles a && last.counters() instanceof Counters.Piles b) {
                    assertEquals(b.of(p) - a.of(p), s.countersWon() - s.countersPaid(), name + " " + p);
                } else {
                    assertEquals(0, s.countersWon() + s.countersPaid());
                }
            }
            Player w = last.winner();
            assertEquals(rules.initialState().piecesOf(w).size(), stats.sides().get(w).borneOff(), "the winner bore off all");
        }
    }
}
