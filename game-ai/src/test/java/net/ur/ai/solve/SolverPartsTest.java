package net.ur.ai.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.ToDoubleFunction;

import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
        java.util.Set<net.ur.rules.board.Square> used = new java.util.HashSet<>();
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
    @CsvSource({"finkel-3p, -1, false", "blitz-3p, -1, false", "aseb-3p, -1, false", "masters-2p, -1, false",
        "murray-2p, -1, false", "finkel-3p, 0, false", "masters-3p, 0, false", "masters-3p, 400000, false",
        "murray-2p, 0, false", "finkel-3p, -1, true", "blitz-3p, -1, true", "masters-3p, 400000, true"})
    void successorListsAgreeWithMoveGeneration(String name, long budget, boolean rank) {
        ClassicSettings settings = RuleSets.classicSettings(name);
        ToDoubleFunction<long[]> outside = p -> hash(p, 11);
        ToDoubleFunction<long[]> inside = p -> hash(p, 29);
        Solver solver = Solver.forTest(settings, outside);
        // rank: every position ranked in the index, as for the large groups of Masters, Blitz and Aseb
        solver.rankAlways = rank;
        Backup backup = new Backup(settings);
        int n = settings.pieces();
        int[] buf = new int[n + 1];
        long[] m = new long[2];
        int checked = 0;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                int ga = Math.min(a, b);
                int gb = Math.max(a, b);
                // budget -1: every list in the heap, 0: every list in the scratch file, else some of each
                double[] listed = solver.listedBackups(a, b, inside, budget < 0 ? Long.MAX_VALUE : budget);
                // values of the group's own layers are the work floats, the others the stored 16-bit values
                Backup.Values values = (lm, la, dm, lb) -> {
                    long[] p = {lm, la, dm, lb};
                    boolean own = Math.min(la, lb) == ga && Math.max(la, lb) == gb;
                    return own ? (float) inside.applyAsDouble(p) : SolvedTable.quantise(outside.applyAsDouble(p)) / 65535.0;
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
    @CsvSource({"finkel-3p, false", "blitz-3p, false", "masters-3p, false", "murray-2p, false", "finkel-3p, true",
        "masters-3p, true"})
    void theWorkOrderHoldsEveryPositionOnceAndFindsItsIndexFromItsConfigurations(String name, boolean rank) {
        ClassicSettings settings = RuleSets.classicSettings(name);
        Solver solver = Solver.forTest(settings, p -> 0.5);
        solver.rankAlways = rank;
        int n = settings.pieces();
        for (int a = 0; a < n; a++) {
            for (int b = a; b < n; b++) {
                int[][] order = solver.workOrder(a, b);
                boolean[] seen = new boolean[order[0].length];
                for (int w = 0; w < order[0].length; w++) {
                    int g = order[0][w];
                    assertTrue(g >= 0 && g < seen.length && !seen[g], name + " group " + a + "-" + b + " at " + w);
                    seen[g] = true;
                    assertEquals(w, order[1][w], name + " group " + a + "-" + b + ": the work index of position " + g);
                }
            }
        }
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
        // a float value, a list offset and a quiet flag a position of the largest group (no work index: these
        // groups find work indexes from their configurations)
        assertEquals(largest * 9 + needs.positions() * 2 + (64L << 20), needs.fixedBytes());
    }

    @ParameterizedTest
    @CsvSource({"finkel-3p", "blitz-3p", "aseb-3p", "masters-3p", "murray-2p"})
    void needsEstimateTheMemoryASolveMeasures(String name) {
        ClassicSettings settings = RuleSets.classicSettings(name);
        Solver.Needs needs = Solver.needs(settings);
        Solver solver = Solver.prepare(settings, Solver.TOLERANCE, null, Path.of("unused"), Long.MAX_VALUE);
        solver.run();
        // the lists from a sample of the largest group against the lists made
        double listError = Math.abs(needs.listBytes() - solver.measuredListBytes) / (double) solver.measuredListBytes;
        assertTrue(listError < 0.03, name + ": lists estimated " + needs.listBytes() + " bytes, made "
                + solver.measuredListBytes);
        // the large arrays held at once: never more than the estimate, and not far below it
        long estimate = needs.fixedBytes() - (64L << 20) + needs.listBytes();
        assertTrue(solver.measuredPeakBytes <= estimate * 1.03, name + ": peak " + solver.measuredPeakBytes
                + " bytes, estimate " + estimate);
        assertTrue(solver.measuredPeakBytes >= estimate * 0.7, name + ": peak " + solver.measuredPeakBytes
                + " bytes, estimate " + estimate);
        assertEquals(0, solver.measuredScratchBytes, name);
    }

    @ParameterizedTest
    @CsvSource({"finkel-3p", "masters-3p"})
    void listsInTheScratchFileSolveTheSame(String name, @TempDir Path dir) throws Exception {
        ClassicSettings settings = RuleSets.classicSettings(name);
        SolvedTable inHeap = Solver.solve(settings, Solver.TOLERANCE, null);
        Solver spilling = Solver.prepare(settings, Solver.TOLERANCE, null, dir, 200_000);
        SolvedTable spilled = spilling.run();
        assertTrue(spilling.measuredScratchBytes > 0, name);
        try (var left = Files.list(dir)) {
            assertEquals(0, left.count(), "the scratch file is deleted once mapped");
        }
        PositionIndex ix = new PositionIndex(settings);
        long[] m = new long[2];
        double max = 0;
        for (int a = 0; a < ix.pieces; a++) {
            for (int b = 0; b < ix.pieces; b++) {
                for (int i = 0; i < ix.count(a, b); i++) {
                    ix.unrank(a, b, i, m);
                    max = Math.max(max, Math.abs(inHeap.get(m[0], a, m[1], b) - spilled.get(m[0], a, m[1], b)));
                }
            }
        }
        // the same sweeps; the order of updates within a run may differ between threads
        assertTrue(max <= 2 / 65535.0, name + ": largest difference " + max);
        assertTrue(spilled.lastSweepChange() > 0 && spilled.lastSweepChange() <= Solver.TOLERANCE, name);
    }

    @org.junit.jupiter.api.Test
    void scratchListsReadBackAndLeaveNoFile(@TempDir Path dir) throws Exception {
        SuccessorLists lists = new SuccessorLists(3, 8, dir);
        lists.put(0, new int[] {0, 2}, new int[] {7, 8, 99}, 2);
        lists.put(1, new int[] {0, 1}, new int[] {-5}, 1);
        lists.put(2, new int[] {0, 3}, new int[] {1, 2, 3}, 3);
        assertEquals(8, lists.heapBytes(), "the first chunk in the heap, then the budget is spent");
        assertEquals(16, lists.fileBytes());
        lists.seal();
        try (var left = Files.list(dir)) {
            assertEquals(0, left.count(), "the scratch file is deleted once mapped");
        }
        assertEquals(8, lists.heap[0][1]);
        assertEquals(-5, lists.mapped[1].get(0));
        assertEquals(3, lists.mapped[2].get(2));
        // a listing stopped before sealing leaves no file either
        SuccessorLists stopped = new SuccessorLists(1, 0, dir);
        stopped.put(0, new int[] {0, 1}, new int[] {1}, 1);
        try (var left = Files.list(dir)) {
            assertEquals(1, left.count());
        }
        stopped.discard();
        try (var left = Files.list(dir)) {
            assertEquals(0, left.count());
        }
    }

    @org.junit.jupiter.api.Test
    void needsSayWhatDoesNotFit() {
        Solver.Needs masters = Solver.needs(ClassicSettings.MASTERS);
        long gb = 1L << 30;
        assertNull(masters.problem(8 * gb, 100 * gb));
        assertTrue(masters.scratchBytes(8 * gb) > 0 && masters.scratchBytes(12 * gb) == 0, "" + masters);
        String heap = masters.problem(2 * gb, 100 * gb);
        assertTrue(heap.startsWith("a heap of at least 3.0 GB") && heap.contains("this one has 2.0 GB"), heap);
        String disk = masters.problem(8 * gb, gb);
        assertTrue(disk.startsWith("room for 2.") && disk.contains("the scratch folder has 1.0 GB free"), disk);
        String murray = Solver.needs(ClassicSettings.MURRAY).problem(8 * gb, 100 * gb);
        assertTrue(murray.startsWith("107,965,167,229 positions (a table of 201.1 GB)"), murray);
    }

    @org.junit.jupiter.api.Test
    void needsOfTheFullRuleSets() {
        Solver.Needs finkel = Solver.needs(ClassicSettings.FINKEL);
        assertEquals(137_870_097L, finkel.positions());
        assertEquals(29_598_456L, finkel.largestGroup());
        assertTrue(finkel.solvable());
        assertTrue(finkel.heapBytes() > (1L << 29) && finkel.heapBytes() < (1L << 30), "" + finkel);
        assertTrue(finkel.heapForAllLists() > (2L << 30) && finkel.heapForAllLists() < (4L << 30), "" + finkel);
        assertEquals(41_243_781L, Solver.needs(ClassicSettings.BLITZ).positions());
        // Murray's route comes back on itself: its largest group is beyond the solver's index (and an int)
        Solver.Needs murray = Solver.needs(ClassicSettings.MURRAY);
        assertTrue(!murray.solvable() && murray.largestGroup() > Integer.MAX_VALUE, "" + murray);
        // Masters: about 3.0 GB of heap at least, its largest group's lists about 7 GB more
        Solver.Needs masters = Solver.needs(ClassicSettings.MASTERS);
        assertTrue(masters.heapBytes() > (3L << 30) && masters.heapBytes() < (4L << 30), "" + masters);
        assertTrue(masters.heapForAllLists() > (8L << 30), "" + masters);
    }
}
