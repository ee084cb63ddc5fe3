package net.ur.ai.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import net.ur.rules.GameState;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Puzzles: mining is reproducible from its seed, the judge of late positions agrees with a larger
 * table, every shipped puzzle is right by its table (the 4-piece tables are solved here, a few
 * seconds each), and a wrong puzzle is found.
 */
class PuzzlesTest {

    private static final Map<String, SolvedTable> TABLES = new ConcurrentHashMap<>();

    private static SolvedTable table(String rules, int pieces) {
        return TABLES.computeIfAbsent(rules + pieces, k -> Solver.solve(RuleSets.classicSettings(rules)
                .withPieces(pieces), Solver.TOLERANCE, null));
    }

    private static ClassicJudge judge(String rules, int pieces) {
        return new ClassicJudge(RuleSets.classicSettings(rules), table(rules, pieces));
    }

    @Test
    void miningIsReproducibleFromItsSeed() {
        ClassicJudge judge = judge("finkel", 3);
        String a = ClassicPuzzles.make(judge, 7, 12, ClassicPuzzles.MARGIN, 1000, null).write();
        String b = ClassicPuzzles.make(judge, 7, 12, ClassicPuzzles.MARGIN, 1000, null).write();
        String c = ClassicPuzzles.make(judge, 8, 12, ClassicPuzzles.MARGIN, 1000, null).write();
        assertEquals(a, b);
        assertNotEquals(a, c);
        PuzzleSet set = PuzzleSet.read(a);
        assertEquals(12, set.puzzles().size());
        assertEquals(a, set.write(), "the file reads back as written");
        assertEquals(0, ClassicPuzzles.check(set, judge).wrong());
    }

    @Test
    void lateFullGamePositionsAreJudgedAsTheSmallerGame() {
        // positions with at most 3 pieces left a side, judged by the 3-piece and by the 4-piece table
        ClassicJudge three = judge("finkel", 3);
        ClassicJudge four = judge("finkel", 4);
        PuzzleSet set = ClassicPuzzles.make(three, 3, 40, 0.01, 2000, null);
        assertEquals(40, set.puzzles().size());
        for (Puzzle p : set.puzzles()) {
            GameState s = three.state(p);
            List<ClassicJudge.Scored> a = three.score(s);
            List<ClassicJudge.Scored> b = four.score(s);
            for (int i = 0; i < a.size(); i++) {
                assertEquals(a.get(i).chance(), b.get(i).chance(), 3.0 / 65535, "move " + i + " of " + p);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "masters", "blitz", "aseb"})
    void everyShippedPuzzleIsRight(String rules) {
        PuzzleSet set = PuzzleSet.shipped(rules).orElseThrow();
        assertEquals(rules, set.rules());
        assertTrue(set.puzzles().size() >= 500, set.puzzles().size() + " puzzles");
        ClassicPuzzles.Check check = ClassicPuzzles.check(set, judge(rules, set.piecesLeft()));
        assertEquals(List.of(), check.problems());
        assertEquals(set.puzzles().size(), check.puzzles());
        int[] missed = new int[PuzzleLevels.NAMES.size() + 1];
        set.puzzles().forEach(p -> missed[p.missedBy()]++);
        assertTrue(missed[PuzzleLevels.NAMES.size() - 1] + missed[PuzzleLevels.NAMES.size()] > 0,
                "some puzzles are missed by the expert too: " + java.util.Arrays.toString(missed));
    }

    @Test
    void aPuzzleThatMoreLevelsMissRatesHigher() {
        double last = 0;
        for (int missed = 0; missed <= PuzzleLevels.NAMES.size(); missed++) {
            int solvedBy = ((1 << PuzzleLevels.NAMES.size()) - 1) & ~((1 << missed) - 1);
            double r = new Puzzle(0, 2, 3, 0.6, 0.1, solvedBy).rating().rating();
            assertTrue(r > last, missed + " missed: " + r + " after " + last);
            last = r;
        }
    }

    @Test
    void aWrongPuzzleIsFound() {
        ClassicJudge judge = judge("finkel", 3);
        PuzzleSet set = ClassicPuzzles.make(judge, 5, 3, ClassicPuzzles.MARGIN, 1000, null);
        List<Puzzle> list = new ArrayList<>(set.puzzles());
        Puzzle p = list.get(1);
        list.set(1, new Puzzle(p.code(), p.roll(), p.bestFrom() + 1, p.bestChance(), p.margin(), p.solvedBy()));
        PuzzleSet bad = new PuzzleSet(set.rules(), set.piecesLeft(), set.margin(), set.seed(), set.games(), list);
        ClassicPuzzles.Check check = ClassicPuzzles.check(bad, judge);
        assertEquals(1, check.wrong());
        assertTrue(check.problems().get(0).startsWith("puzzle 2 ("), check.problems().get(0));
        assertTrue(check.problems().get(0).contains("the best move starts at " + p.bestFrom()), check.problems().get(0));
    }

    @Test
    void aJudgeOfOtherRulesAndAFileOfJunkAreRefused() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> new ClassicJudge(ClassicSettings.BLITZ, table("finkel", 3)));
        assertEquals("the table solves finkel-3p with 3 pieces, not blitz with at most 5", e.getMessage());
        var f = assertThrows(IllegalArgumentException.class, () -> PuzzleSet.read("hello"));
        assertEquals("not a puzzle file: it does not begin with 'ur-puzzles 1'", f.getMessage());
        var g = assertThrows(IllegalArgumentException.class,
                () -> PuzzleSet.read(PuzzleSet.MAGIC + "\nrules finkel\npieces-left 3\nmargin 0.05\np 12 9\n"));
        assertEquals("puzzle file line 5 is wrong (a puzzle line has 7 fields, not 3): p 12 9", g.getMessage());
    }
}
