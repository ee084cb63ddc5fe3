package net.ur.rules.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.ToDoubleFunction;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import net.ur.rules.sets.RuleSets;
import net.ur.rules.classic.ClassicSettings;

/** The solver's parts: the joint index, the successor lists and the table file's header. */
class SolverPartsTest {

    @ParameterizedTest
    @CsvSource({"finkel-2p", "finkel-3p", "blitz-3p", "aseb-2p", "masters-2p", "murray-2p"})
    void jointIndexRanksEveryPossiblePairOnce(String name) {
        ClassicSettings settings = RuleSets.classicSettings(name);
        PositionIndex ix = new PositionIndex(settings);
        int n = ix.pieces;
        int l = ix.length;
        // brute force: every pair of step sets with at most n - a and n - b pieces and no shared square
        long[] fast = new long[2];
        long total = 0;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                int count = ix.count(a, b);
                boolean[] seen = new boolean[count];
                long pairs = 0;
                for (long lm : subsets(l, n - a)) {
                    for (long dm : subsets(l, n - b)) {
                        if (!possible(settings, lm, dm)) {
                            continue;
                        }
                        pairs++;
                        int r = ix.rank(lm, a, dm, b);
                        assertTrue(r >= 0 && r < count && !seen[r], name + ": rank " + r + " of " + count);
                        seen[r] = true;
                        ix.unrank(a, b, r, fast);
                        assertEquals(lm, fast[0]);
                        assertEquals(dm, fast[1]);
                    }
                }
                assertEquals(count, pairs, name + " layer " + a + "-" + b);
                total += pairs;
            }
        }
        assertEquals(ix.size, total);
    }

    /** Every subset of at most k of the steps 0..l-1. */
    private static java.util.List<Long> subsets(int l, int k) {
        java.util.List<Long> out = new java.util.ArrayList<>();
        out.add(0L);
        for (int size = 1; size <= k; size++) {
            long m = (1L << size) - 1;
            while (m < 1L << l) {
                out.add(m);
                long c = m & -m;
                long r = m + c;
                m = (((r ^ m) >>> 2) / c) | r;
            }
        }
        return out;
    }

    /** Independently of the index: no square holds two pieces (routes may pass a square twice). */
    private static boolean possible(ClassicSettings s, long lm, long dm) {
        java.util.Set<net.ur.rules.Square> used = new java.util.HashSet<>();
        for (int d = 0; d < s.routes().light().length(); d++) {
            if ((lm >>> d & 1) != 0 && !used.add(s.routes().light().square(d))) {
                return false;
            }
            if ((dm >>> d & 1) != 0 && !used.add(s.routes().dark().square(d))) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest
    @CsvSource({"finkel-3p", "blitz-3p", "aseb-3p", "masters-2p", "murray-2p"})
    void successorListsAgreeWithMoveGeneration(String name) {
        ClassicSettings settings = RuleSets.classicSettings(name);
        ToDoubleFunction<long[]> outside = p -> hash(p, 11);
        ToDoubleFunction<long[]> inside = p -> hash(p, 29);
        Solver solver = Solver.forTest(settings, outside);
        Backup backup = new Backup(settings);
        int n = settings.pieces();
        int[] buf = new int[n + 1];
        long[] m = new long[2];
        int checked = 0;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                int ga = Math.min(a, b);
                int gb = Math.max(a, b);
                double[] listed = solver.listedBackups(a, b, inside);
                // values of the group's own layers are the work values, the others the stored floats
                Backup.Values values = (lm, la, dm, lb) -> {
                    long[] p = {lm, la, dm, lb};
                    boolean own = Math.min(la, lb) == ga && Math.max(la, lb) == gb;
                    return (float) (own ? inside : outside).applyAsDouble(p);
                };
                for (int i = 0; i < listed.length; i++) {
                    backup.index.unrank(a, b, i, m);
                    double want = backup.backup(m[0], a, m[1], b, values, buf);
                    assertEquals(want, listed[i], 1e-8, name + " layer " + a + "-" + b + " index " + i);
                    checked++;
                }
            }
        }
        assertEquals(backup.index.size, checked);
    }

    private static double hash(long[] p, long salt) {
        long h = p[0] * 0x9E3779B97F4A7C15L ^ p[2] * 0xC2B2AE3D27D4EB4FL ^ (p[1] * 8 + p[3] + salt) * 0x165667B19E3779F9L;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return (h >>> 11) * 0x1p-53;
    }

    @ParameterizedTest
    @CsvSource({"1", "2"})
    void tableHeaderIsChecked(int version, @TempDir Path dir) throws Exception {
        SolvedTable table = Solver.solve(RuleSets.classicSettings("finkel-2p"), Solver.TOLERANCE, null);
        Path good = dir.resolve("good.urt");
        table.write(good);
        assertEquals(table.startLightWin(), SolvedTable.read(good).startLightWin(), 0.0);
        Path bad = dir.resolve("bad.urt");
        // a header as written, with one field changed
        try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(bad))) {
            out.writeUTF(SolvedTable.MAGIC);
            out.writeInt(version == 1 ? 1 : SolvedTable.VERSION);
            out.writeUTF("finkel-2p");
            out.writeInt(2);
            out.writeInt(14);
            out.writeLong(version == 1 ? table.positions() : table.positions() + 1);
            out.writeLong(0);
        }
        var e = assertThrows(SolvedTable.TableException.class, () -> SolvedTable.read(bad));
        String want = version == 1 ? "table format version 1, this program reads " + SolvedTable.VERSION
                : "corrupt header: " + (table.positions() + 1) + " positions";
        assertTrue(e.getMessage().contains(want), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"finkel-2p", "finkel-3p", "blitz-3p", "aseb-2p"})
    void needsCountTheTablesPositionsAndTheLargestGroup(String name) {
        ClassicSettings settings = RuleSets.classicSettings(name);
        Solver.Needs needs = Solver.needs(settings);
        SolvedTable table = Solver.solve(settings, Solver.TOLERANCE, null);
        assertEquals(table.positions(), needs.positions(), name);
        PositionIndex ix = new PositionIndex(settings);
        long largest = 0;
        for (int a = 0; a < ix.pieces; a++) {
            for (int b = 0; b < ix.pieces; b++) {
                largest = Math.max(largest, a == b ? ix.count(a, b) : (long) ix.count(a, b) + ix.count(b, a));
            }
        }
        assertEquals(largest, needs.largestGroup(), name);
        assertTrue(needs.solvable());
        assertEquals(largest * 68 + needs.positions() * 6 + (64L << 20), needs.heapBytes());
    }

    @org.junit.jupiter.api.Test
    void needsOfTheFullRuleSets() {
        Solver.Needs finkel = Solver.needs(ClassicSettings.FINKEL);
        assertEquals(137_870_097L, finkel.positions());
        assertEquals(29_598_456L, finkel.largestGroup());
        assertTrue(finkel.solvable());
        assertTrue(finkel.heapBytes() > (2L << 30) && finkel.heapBytes() < (4L << 30), "" + finkel);
        assertEquals(41_243_781L, Solver.needs(ClassicSettings.BLITZ).positions());
        // Murray's route comes back on itself: its largest group is beyond the solver's index (and an int)
        Solver.Needs murray = Solver.needs(ClassicSettings.MURRAY);
        assertTrue(!murray.solvable() && murray.largestGroup() > Integer.MAX_VALUE, "" + murray);
        assertTrue(Solver.needs(ClassicSettings.MASTERS).heapBytes() > (8L << 30));
    }
}
