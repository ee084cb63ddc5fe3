package net.ur.client.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import net.ur.client.es.game.Request;
import net.ur.rules.GameState;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.dice.BinaryDice;
import net.ur.rules.dice.Roll;
import net.ur.rules.ravensburg.SixSidedDie;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/** What a replay asks the table for: the faces of a recorded roll, and each entry's actions in order. */
class ReplayScriptTest {

    @Test
    void facesMakeTheRecordedRollWithOrWithoutTheRecordedFaces() {
        RuleSet finkel = RuleSets.byName("finkel");
        assertEquals(List.of(0, 1, 1, 0), ReplayScript.faces(finkel, Roll.of(2, List.of(0, 1, 1, 0))), "the record's own faces");
        for (int v = 0; v <= 4; v++) {
            List<Integer> f = ReplayScript.faces(finkel, Roll.of(v));
            assertEquals(4, f.size());
            assertEquals(v, f.stream().mapToInt(Integer::intValue).sum(), "marks of a " + v);
        }
        RuleSet blitz = RuleSets.byName("blitz");
        BinaryDice three = (BinaryDice) blitz.dice();
        for (int v = 1; v <= three.maxValue(); v++) {
            List<Integer> f = ReplayScript.faces(blitz, Roll.of(v));
            assertEquals(three.count(), f.size());
            assertEquals(v, three.valueOfMarks(f.stream().mapToInt(Integer::intValue).sum()), blitz.dice().id() + ": a " + v);
        }
        RuleSet ravensburg = RuleSets.byName("ravensburg");
        assertEquals(List.of(6), ReplayScript.faces(ravensburg, Roll.of(0)), "a 0 is the six that misses");
        assertEquals(List.of(6), ReplayScript.faces(ravensburg, SixSidedDie.roll(6)));
        assertEquals(List.of(3), ReplayScript.faces(ravensburg, Roll.of(3)));
        assertEquals(List.of(4), ReplayScript.faces(RuleSets.byName("babylonian"), SmallAstragal.roll(4)));
    }

    @Test
    void aClickOnTheChartFindsItsPoint() {
        float panel = net.ur.client.review.WinChartPanel.WIDTH + 20;
        assertEquals(0, ReviewPanel.pointAt(10, panel, 101), "the left edge: the start");
        assertEquals(100, ReviewPanel.pointAt(10 + net.ur.client.review.WinChartPanel.WIDTH - 1, panel, 101), "the right edge: the end");
        assertEquals(50, ReviewPanel.pointAt(10 + (net.ur.client.review.WinChartPanel.WIDTH - 1) / 2f, panel, 101));
        assertEquals(0, ReviewPanel.pointAt(-40, panel, 101), "left of the picture: the start");
        assertEquals(100, ReviewPanel.pointAt(9999, panel, 101), "right of it: the end");
    }

    @Test
    void anEntryIsAskedForAsAThrowThenItsMove() {
        RuleSet finkel = RuleSets.byName("finkel");
        GameRecord r = GameRecord.start(finkel);
        GameState s = r.state();
        Roll roll = Roll.of(2, List.of(1, 1, 0, 0));
        GameState rolled = finkel.applyRoll(s, roll);
        var move = finkel.legalMoves(rolled).get(0);
        RecordEntry e = r.append(roll, move).entries().get(0);
        Request.Action first = ReplayScript.next(finkel, e, s);
        assertEquals(List.of(1, 1, 0, 0), ((Request.Throw) first).how().arranged());
        assertEquals(move, ((Request.MakeMove) ReplayScript.next(finkel, e, rolled)).move());
        assertInstanceOf(Request.MakeMove.class, ReplayScript.next(finkel, e, rolled));
        assertEquals(Phase.AWAITING_ROLL, s.phase());
        assertThrows(IllegalArgumentException.class, () -> ReplayScript.prefix(r, 1));
        assertEquals(0, ReplayScript.prefix(r.append(roll, move), 0).entries().size());
    }
}
