package net.ur.ai.solve;

import java.nio.IntBuffer;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import net.ur.rules.classic.ClassicSettings;
import net.ur.ai.fast.FastClassic;

/**
 * The fast solver: value iteration to a fixed point over the {@link PositionIndex} of a classic rule set.
 *
 * <p>Layers (a, b) of positions with a light and b dark pieces borne off are solved from the most borne
 * off down: a layer depends only on itself, its mirror (b, a) (positions with dark to roll) and layers
 * with more pieces borne off (captures do not change borne-off counts), so (a, b) and (b, a) are solved
 * together as one group. For a group:
 * <ol>
 * <li>its positions are put in <em>work order</em> ({@link Group}): by the progress of the side ahead (the
 * sum of its pieces' steps), highest first, then per configuration of that side by the progress of the side
 * behind. A move that captures nothing raises the mover's progress, and so does a capture by the side ahead,
 * so in one sweep in this order every such successor has already been updated: only a capture by the side
 * behind (and a pass between two sides level) carries values back, and the sweeps needed are few;</li>
 * <li>the successors are listed once: for each position and roll, the work indexes of the successors in
 * the group (marked "same player rolls again" or "the opponent rolls") and one constant, the best value
 * among the successors outside the group (bearing off: solved layers, or 1 for the win), as 28-bit
 * fixed point. Moves are generated with {@link FastClassic}; a successor's work index follows from its two
 * sides' configurations (Finkel) or from its rank in the index;</li>
 * <li>Gauss-Seidel sweeps update the values in place, in work order, until the largest change in a full sweep
 * is below the tolerance; once most positions change by less than the tolerance, partial sweeps between the
 * full ones update only the others. The parts of the order that do not depend on each other are split
 * between all cores.</li>
 * </ol>
 * Values are floats while a group is solved; a solved group's values are kept at 16 bits, as in the resulting
 * {@link SolvedTable}, and the groups below read them from there. The successor lists stay in the heap while
 * a budget lasts (what the heap has beyond everything else the solve needs) and go to a mapped scratch file
 * beyond it ({@link SuccessorLists}), so a rule set whose lists are larger than the heap (Masters) is solved
 * all the same. {@link #needs} says before a solve what it takes.
 */
public final class Solver {

    /** Default tolerance: stop a layer when no value changes by more than this in a sweep. */
    public static final double TOLERANCE = 1e-7;

    /** Receives progress during a solve. */
    @FunctionalInterface
    public interface Progress {
        /**
         * Called after each sweep and now and then while successors are listed (sweep 0).
         *
         * @param status where the solve is
         */
        void update(Status status);
    }

    /**
     * Where a solve is.
     *
     * @param lightOff light's pieces borne off in the layer being solved
     * @param darkOff dark's pieces borne off in it
     * @param groupsDone layer groups finished before this one
     * @param groups all layer groups ((a, b) and (b, a) are one group)
     * @param sweep the sweep within the group, from 1; 0 while its successors are listed
     * @param maxChange the largest change in the sweep (NaN while listing)
     * @param seconds since the solve began
     * @param secondsLeft an estimate of the time left, measured on this machine: NaN until the groups solved hold
     *                    {@link #CALIBRATION_POSITIONS} positions, then their time a position scaled to the rest
     *                    as {@link #estimate} does, and once they hold half a percent of the positions, from the
     *                    listing and sweeping rates and the updates a position needed so far
     * @param fractionDone an estimate of the share of the work done, 0..1
     * @param listSeconds time spent listing successors so far
     * @param sweepSeconds time spent sweeping so far
     * @param positionSweeps position updates so far (positions times sweeps)
     */
    public record Status(int lightOff, int darkOff, int groupsDone, int groups, int sweep, double maxChange,
            double seconds, double secondsLeft, double fractionDone, double listSeconds, double sweepSeconds,
            long positionSweeps) {
    }

    /**
     * What solving a rule set takes, known before solving it (for a program that offers to make a table).
     *
     * @param positions the positions stored (light to roll)
     * @param largestGroup the positions of the largest layer group, solved at once
     * @param fixedBytes the heap the solve needs besides the successor lists: every solved value at 16 bits
     *                   (2 bytes a position), the largest group's float value, list offset and quiet flag
     *                   (9 bytes a position; 13 with its work index where positions are ranked), and 64 MB of
     *                   smaller things
     * @param listBytes the largest group's successor lists, estimated from a sample of its positions (4 bytes
     *                  an entry: the distinct successors inside the group for each roll, one constant for those
     *                  outside it, one entry for a pass)
     * @param solvable whether this solver can solve it at all (no group beyond its index limit)
     */
    public record Needs(long positions, long largestGroup, long fixedBytes, long listBytes, boolean solvable) {

        /**
         * @return the least heap the solve runs in: its fixed part and {@link #MIN_LIST_HEAP} of lists (or all of
         *         them if they are smaller), as {@link #HEAP_SHARE} of the heap (the rest of the lists go to a
         *         scratch file)
         */
        public long heapBytes() {
            return (long) Math.ceil((fixedBytes + Math.min(listBytes, MIN_LIST_HEAP)) / HEAP_SHARE);
        }

        /** @return the heap with which the largest group's lists all stay in the heap (the fastest solve) */
        public long heapForAllLists() {
            return (long) Math.ceil((fixedBytes + listBytes) / HEAP_SHARE);
        }

        /**
         * @param maxHeap the heap the solve may use, e.g. {@code Runtime.getRuntime().maxMemory()}
         * @return the bytes of the largest group's lists that will not fit in it and go to the scratch file
         */
        public long scratchBytes(long maxHeap) {
            return Math.max(0, listBytes - listBudget(maxHeap, 0));
        }

        /** The heap the lists may fill: what is left of {@link #HEAP_SHARE} of the heap after the rest. */
        long listBudget(long maxHeap, long used) {
            return Math.max(0, (long) (maxHeap * HEAP_SHARE) - used - fixedBytes);
        }

        /**
         * Whether a solve fits, and if not why, in one line.
         *
         * @param maxHeap the heap the solve may use
         * @param freeScratch the free bytes of the folder of the scratch file
         * @return null if it fits, else what it needs and what there is
         */
        public String problem(long maxHeap, long freeScratch) {
            if (!solvable) {
                return String.format(java.util.Locale.ROOT, "%,d positions (a table of %s), and a layer group of "
                        + "%,d, beyond this solver's %,d", positions, size(2 * positions), largestGroup, PAYLOAD);
            }
            if (maxHeap < heapBytes()) {
                return "a heap of at least " + size(heapBytes()) + " (" + size(heapForAllLists())
                        + " to keep its successor lists in memory), this one has " + size(maxHeap)
                        + ": give Java more with -Xmx";
            }
            long scratch = scratchBytes(maxHeap) / 10 * 11;
            if (scratch > freeScratch) {
                return "room for " + size(scratch) + " of successor lists on disk beside the heap of "
                        + size(maxHeap) + ", and the scratch folder has " + size(freeScratch)
                        + " free: free some, or give Java more heap (" + size(heapForAllLists()) + " keeps them all)";
            }
            return null;
        }

        private static String size(long bytes) {
            return String.format(java.util.Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
        }
    }

    /** The share of the heap the solver lets its data fill (the collector needs room to work). */
    public static final double HEAP_SHARE = 0.85;
    /** The least heap kept for successor lists; the rest go to the scratch file. */
    public static final long MIN_LIST_HEAP = 128L << 20;
    /** Positions of the largest group whose successors are counted to estimate its lists. */
    private static final int LIST_SAMPLE = 20_000;

    /**
     * What solving a rule set takes.
     *
     * @param settings the rules
     * @return its positions, largest group and the memory it needs
     */
    public static Needs needs(ClassicSettings settings) {
        PositionIndex ix = new PositionIndex(settings);
        int n = ix.pieces;
        long positions = 0;
        long largest = 0;
        int la = 0;
        int lb = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a; b < n; b++) {
                long g = a == b ? ix.layerSize(a, b) : ix.layerSize(a, b) + ix.layerSize(b, a);
                if (g > largest) {
                    largest = g;
                    la = a;
                    lb = b;
                }
                positions += g;
            }
        }
        boolean solvable = largest <= PAYLOAD;
        Solver s = solvable ? new Solver(settings, TOLERANCE, null) : null;
        long fixed = 2 * positions + (solvable ? s.bytesPerPosition(la, lb) : 0) * largest + (64L << 20);
        long lists = solvable ? Math.round(largest * 4 * s.sampleEntries(la, lb)) : 0;
        return new Needs(positions, largest, fixed, lists, solvable);
    }

    /** A position whose last update changed it by less than this share of the tolerance is quiet. */
    private static final double QUIET = 1;
    /** The share of quiet positions after a full sweep from which partial sweeps skip them. */
    private static final double QUIET_SHARE = 0.5;
    /** Partial sweeps between two full ones at most. */
    private static final int PARTIAL_SWEEPS = 8;
    private static final int CHUNK_BITS = 14;
    /** Routes up to this long find a configuration by a table of every step mask. */
    private static final int MASK_TABLE_BITS = 20;
    /** The most entries of a configurations' avoid table (2 bytes each). */
    private static final long AVOID_LIMIT = 1L << 23;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int END = 1 << 31;
    private static final int SAME = 0;
    private static final int OTHER = 1 << 29;
    private static final int CONST = 2 << 29;
    private static final int PAYLOAD = (1 << 29) - 1;
    private static final double FIXED = 1 << 28;
    /** The share of the positions solved before the time left is estimated from the rates measured. */
    private static final double MEASURED_SHARE = 0.005;
    /** Sweeps a group is assumed to need before any group has been measured. */
    private static final double GUESS_SWEEPS = 15;
    /** A stored value's scale: 65535 for 1. */
    private static final double SCALE = 65535.0;

    private final ClassicSettings settings;
    private final PositionIndex ix;
    private final FastClassic fast;
    private final int n;
    private final int length;
    private final long full;
    private final int[] rolls;
    private final double[] probs;
    private final double tolerance;
    private final Progress progress;
    /** Solved values per layer a * n + b, light to roll, as in the table (0..65535 for 0..1). */
    private final char[][] values;
    /** Rank every position (no avoid tables), for the tests of that path. */
    boolean rankAlways;
    /** The cells both sides use (the only ones where pieces can clash). */
    private final int[] sharedCells;
    private final long t0 = System.nanoTime();
    /** The folder of the scratch file for successor lists beyond the heap budget. */
    private Path scratch;
    /** The bytes of successor lists a group may keep in the heap. */
    private long listBudget = Long.MAX_VALUE;

    // measured, for the accuracy stated and the memory estimate's tests
    /** The largest change in the last sweep of any group. */
    private double lastChange;
    /** The largest group's successor lists, in bytes (heap and file). */
    long measuredListBytes;
    /** The most bytes held at once in the solver's large arrays: solved values, a group's arrays and its lists. */
    long measuredPeakBytes;
    /** The bytes of successor lists written to the scratch file, all groups. */
    long measuredScratchBytes;
    private long solvedBytes;

    // rates for the estimate of the time left
    private double buildSeconds;
    private long built;
    private double sweepSeconds;
    private long swept;
    private long solvedPositions;
    private long solvedSweeps;
    private long positionsLeft;
    private int groupsDone;
    private int groups;
    private long lastReport;

    private Solver(ClassicSettings settings, double tolerance, Progress progress) {
        this.settings = settings;
        this.ix = new PositionIndex(settings);
        this.fast = new FastClassic(settings);
        this.n = ix.pieces;
        this.length = ix.length;
        this.full = (1L << length) - 1;
        this.tolerance = tolerance;
        this.progress = progress;
        int max = settings.dice().maxValue();
        int k = 0;
        for (int r = 0; r <= max; r++) {
            if (settings.dice().probability(r) > 0) {
                k++;
            }
        }
        rolls = new int[k];
        probs = new double[k];
        k = 0;
        for (int r = 0; r <= max; r++) {
            if (settings.dice().probability(r) > 0) {
                rolls[k] = r;
                probs[k++] = settings.dice().probability(r);
            }
        }
        values = new char[n * n][];
        long roller = 0;
        long other = 0;
        for (int d = 0; d < length; d++) {
            roller |= ix.rollerCells(1L << d);
            other |= ix.otherCells(1L << d);
        }
        sharedCells = new int[Long.bitCount(roller & other)];
        for (int i = 0, c = 0; c < 64; c++) {
            if ((roller & other) >>> c != 0 && (roller & other & 1L << c) != 0) {
                sharedCells[i++] = c;
            }
        }
    }

    /**
     * Solves a classic rule set, with the scratch file for the successor lists beyond the heap (if any) in
     * the temporary folder ({@code java.io.tmpdir}).
     *
     * @param settings the rules (any route pair whose dark route mirrors light's; pieces 1..7)
     * @param tolerance the convergence threshold, e.g. {@link #TOLERANCE}
     * @param progress receives progress, or null
     * @return the table
     */
    public static SolvedTable solve(ClassicSettings settings, double tolerance, Progress progress) {
        return solve(settings, tolerance, progress, Path.of(System.getProperty("java.io.tmpdir")));
    }

    /**
     * Solves a classic rule set, keeping the successor lists that do not fit in the heap in a scratch file.
     *
     * @param settings the rules (any route pair whose dark route mirrors light's; pieces 1..7)
     * @param tolerance the convergence threshold, e.g. {@link #TOLERANCE}
     * @param progress receives progress, or null
     * @param scratch an existing folder for the scratch file (deleted as soon as it is mapped), not null
     * @return the table
     * @throws IllegalStateException if the rule set is beyond this solver ({@link Needs#solvable})
     * @throws java.io.UncheckedIOException if the scratch file cannot be written
     */
    public static SolvedTable solve(ClassicSettings settings, double tolerance, Progress progress, Path scratch) {
        Needs needs = needs(settings);
        Runtime rt = Runtime.getRuntime();
        long budget = needs.listBudget(rt.maxMemory(), rt.totalMemory() - rt.freeMemory());
        return prepare(settings, tolerance, progress, scratch, budget).run();
    }

    /** A solver with a given heap budget for successor lists (0: all to the scratch file), not yet run. */
    static Solver prepare(ClassicSettings settings, double tolerance, Progress progress, Path scratch,
            long listBudget) {
        Solver s = new Solver(settings, tolerance, progress);
        s.scratch = scratch;
        s.listBudget = listBudget;
        return s;
    }

    SolvedTable run() {
        return run(Long.MAX_VALUE) ? new SolvedTable(settings, values, lastChange) : null;
    }

    /** Solves the groups in order until they hold at least this many positions; returns whether all were solved. */
    private boolean run(long positions) {
        groups = n * (n + 1) / 2;
        positionsLeft = ix.size;
        for (int sum = 2 * n - 2; sum >= 0; sum--) {
            for (int a = Math.max(0, sum - (n - 1)); a <= sum / 2; a++) {
                if (solvedPositions >= positions) {
                    return false;
                }
                solveGroup(a, sum - a);
                groupsDone++;
            }
        }
        return true;
    }

    /**
     * How long solving a rule set takes on this machine, measured before a solve.
     *
     * @param seconds the estimate: the first groups' time per position times the positions times
     *                {@link #GROWTH} (or their time, if they were the whole table)
     * @param groups the layer groups solved to measure it (the first ones, those with the most pieces borne off)
     * @param positions their positions
     * @param measuredSeconds the time they took
     */
    public record Estimate(double seconds, int groups, long positions, double measuredSeconds) {
    }

    /** The positions of the first groups solved to measure a machine's speed (about a second's work). */
    static final long CALIBRATION_POSITIONS = 150_000;
    /**
     * A whole solve's time per position over that of its first {@link #CALIBRATION_POSITIONS} positions, as
     * measured for Finkel on the quiet development machine (docs/AI.md: 224.8 s against 256.9 s from the first
     * groups' rate). Below 1: the first groups' time includes the compilation of the solver's code, which
     * outweighs the large groups' extra updates and cache misses.
     */
    static final double GROWTH = 0.9;

    /**
     * Measures how long solving a rule set takes here: solves its first layer groups (those with the most pieces
     * borne off, at least {@link #CALIBRATION_POSITIONS} positions, the same work a solve starts with) with the
     * threads of the caller's pool, and scales their time to the whole table.
     *
     * @param settings the rules (solvable: {@link Needs#solvable})
     * @return the estimate
     */
    public static Estimate estimate(ClassicSettings settings) {
        Solver s = new Solver(settings, TOLERANCE, null);
        long t0 = System.nanoTime();
        boolean all = s.run(CALIBRATION_POSITIONS);
        double measured = (System.nanoTime() - t0) / 1e9;
        double seconds = all ? measured : measured / s.solvedPositions * s.ix.size * GROWTH;
        return new Estimate(seconds, s.groupsDone, s.solvedPositions, measured);
    }

    /**
     * The configurations of one side's pieces on the board with at most some pieces there: step masks sorted
     * by progress (the sum of the steps, counted from 1) and then by mask, with the shared cells (those both
     * sides use) each occupies as the side to roll and as the other side, as bits of {@link #sharedCells}. A
     * position (X to roll, Y) is possible when X's cells as the side to roll and Y's as the other are
     * disjoint; only shared cells can clash, and by the mirror symmetry of the routes X's roller cells meet
     * Y's other cells exactly when Y's roller cells meet X's other cells (a group checks this as it counts).
     */
    private final class Configs {
        final int size;
        final long[] mask;
        final int[] progress;
        final int[] rollerShared;
        final int[] otherShared;
        /** first[p]: the first configuration of progress p; first[max + 1] the end. */
        final int[] first;
        /**
         * avoid[pattern * size + i]: the configurations of i's progress before i whose roller cells avoid the
         * pattern's shared cells (so the work index of a position follows from its configurations without
         * ranking it); null where the table would be too large (then positions are ranked).
         */
        final char[] avoid;
        /** The configuration of each step mask (-1 for none), or null when the route is long (binary search). */
        private final int[] byMask;

        Configs(int most) {
            java.util.List<long[]> all = new java.util.ArrayList<>();
            collect(0, 0, most, 0, all);
            all.sort(java.util.Comparator.<long[]>comparingLong(x -> x[1]).thenComparingLong(x -> x[0]));
            size = all.size();
            mask = new long[size];
            progress = new int[size];
            rollerShared = new int[size];
            otherShared = new int[size];
            int max = 0;
            for (int i = 0; i < size; i++) {
                long[] x = all.get(i);
                mask[i] = x[0];
                progress[i] = (int) x[1];
                rollerShared[i] = shared(ix.rollerCells(x[0]));
                otherShared[i] = shared(ix.otherCells(x[0]));
                max = progress[i];
            }
            first = new int[max + 2];
            for (int p = 0, i = 0; p <= max + 1; p++) {
                while (i < size && progress[i] < p) {
                    i++;
                }
                first[p] = i;
            }
            if (length <= MASK_TABLE_BITS) {
                byMask = new int[1 << length];
                java.util.Arrays.fill(byMask, -1);
                for (int i = 0; i < size; i++) {
                    byMask[(int) mask[i]] = i;
                }
            } else {
                byMask = null;
            }
            avoid = configIndexed(most) ? avoidTable() : null;
        }

        private char[] avoidTable() {
            int patterns = 1 << sharedCells.length;
            char[] t = new char[patterns * size];
            IntStream.range(0, patterns).parallel().forEach(pattern -> {
                int base = pattern * size;
                int count = 0;
                for (int i = 0; i < size; i++) {
                    if (i == 0 || progress[i] != progress[i - 1]) {
                        count = 0;
                    }
                    t[base + i] = (char) count;
                    if ((rollerShared[i] & pattern) == 0) {
                        count++;
                    }
                }
            });
            return t;
        }

        private void collect(int step, long m, int left, int prog, java.util.List<long[]> out) {
            if (step == length) {
                if (ix.rollerCells(m) >= 0) {
                    out.add(new long[] {m, prog});
                }
                return;
            }
            collect(step + 1, m, left, prog, out);
            if (left > 0) {
                collect(step + 1, m | 1L << step, left - 1, prog + step + 1, out);
            }
        }

        /** The configurations of progress p are from(p) .. from(p + 1) - 1. */
        int from(int p) {
            return p < 0 ? 0 : p >= first.length ? size : first[p];
        }

        int maxProgress() {
            return first.length - 2;
        }

        /** The configuration of a step mask. */
        int indexOf(long m) {
            if (byMask != null) {
                return byMask[(int) m];
            }
            int lo = from(stepSum(m));
            int hi = from(stepSum(m) + 1) - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (mask[mid] < m) {
                    lo = mid + 1;
                } else if (mask[mid] > m) {
                    hi = mid - 1;
                } else {
                    return mid;
                }
            }
            throw new IllegalStateException("no configuration " + Long.toBinaryString(m));
        }
    }

    /** The heap a position of group (a, b) takes while it is solved, besides its successor lists. */
    long bytesPerPosition(int a, int b) {
        return configIndexed(n - Math.min(a, b)) ? 9 : 13;
    }

    /**
     * Whether the configurations of a side with at most this many pieces on the board have an avoid table
     * (then a group's work indexes follow from its configurations; else its positions are ranked).
     */
    boolean configIndexed(int most) {
        long count = countConfigs(0, 0, most);
        return !rankAlways && count <= Character.MAX_VALUE && count << sharedCells.length <= AVOID_LIMIT;
    }

    private long countConfigs(int step, long m, int left) {
        if (step == length) {
            return ix.rollerCells(m) >= 0 ? 1 : 0;
        }
        return countConfigs(step + 1, m, left) + (left > 0 ? countConfigs(step + 1, m | 1L << step, left - 1) : 0);
    }

    /** The shared cells of a cell set, as bits of {@link #sharedCells}. */
    private int shared(long cellSet) {
        int out = 0;
        for (int i = 0; i < sharedCells.length; i++) {
            if ((cellSet >>> sharedCells[i] & 1) != 0) {
                out |= 1 << i;
            }
        }
        return out;
    }

    private static int stepSum(long mask) {
        int s = 0;
        long m = mask;
        while (m != 0) {
            s += Long.numberOfTrailingZeros(m) + 1;
            m &= m - 1;
        }
        return s;
    }

    // kinds of units of the work order
    private static final int TIES = 0;
    private static final int TIES_AFTER = 1;
    private static final int LEADER = 2;
    private static final int UNIT_CONFIG = (1 << 29) - 1;

    /**
     * A group's positions in work order and their successor lists.
     *
     * <p>The work order follows the dependencies. With M the larger of the two sides' progress (the
     * <em>leader</em>'s) and m the smaller (the <em>trailer</em>'s), the positions are taken by M, highest
     * first (a <em>slab</em>); in a slab, first those where both sides have progress M (the ties), then, per
     * configuration Z of the leader (a <em>unit</em>), by m, highest first, the position with the trailer to
     * roll and then its mirror with the leader to roll. A move that captures nothing raises the mover's
     * progress: the leader's leads to a higher slab, the trailer's to a higher m in the same unit, or to a tie
     * or a higher slab; a capture by the leader raises M too. So one sweep in this order sees every successor
     * already updated except after a capture by the trailer and a tie's pass: every cycle of the game needs
     * such a capture (M only falls when the leader is captured), and only those carry values back. The units
     * of one slab's phase (its ties with side 0 to roll, or with the lower configuration to roll when a == b;
     * the other ties; the leaders) read no other unit of the phase except where a trailer's capture lands at
     * exactly M, so each phase is split between the cores.
     *
     * <p>Work indexes are computed from the two configurations of a position (its progress, the unit's start
     * and the {@link Configs#avoid} counts) where those tables are small (Finkel); elsewhere positions are
     * ranked in the index and mapped through {@link #pos}.
     */
    private final class Group {
        final int a;
        final int b;
        /** Positions of layer (a, b); those of (b, a) follow (when a != b). */
        final int first;
        final int size;
        /** sides[0]: configurations of the side with a pieces borne off, sides[1] with b (the same if a == b). */
        final Configs[] sides;
        /** Units in work order: kind << 30 | side << 29 | configuration. */
        final int[] units;
        /** start[u]: the work index of unit u's first position; start[units] = size. */
        final int[] start;
        /** Per phase, the work indexes that split it into parts of whole units: the phase's start, the parts' ends. */
        final int[][] phases;
        /** The largest unit. */
        final int largestUnit;
        /** unitOf[kind * 2 + side][configuration]: the unit, or -1. */
        final int[][] unitOf;
        /**
         * levels[side][levelBase[side][z] + (M - 1 - m)]: the work index of the first position of leader z's
         * unit (progress M) with the trailer at progress m.
         */
        final int[][] levels;
        final int[][] levelBase;
        /** pos[g]: the work index of group position g, when positions are ranked (no avoid tables), else null. */
        final int[] pos;
        /** Successor lists per chunk of CHUNK work indexes. */
        SuccessorLists lists;
        final float[] v;
        /** quiet[w]: whether position w changed by less than QUIET tolerances when last updated. */
        byte[] quiet;
        /** Whether the sweep skips the quiet positions. */
        boolean partial;
        final java.util.concurrent.atomic.LongAdder updated = new java.util.concurrent.atomic.LongAdder();
        final java.util.concurrent.atomic.LongAdder still = new java.util.concurrent.atomic.LongAdder();

        Group(int a, int b) {
            this.a = a;
            this.b = b;
            this.first = ix.count(a, b);
            long total = a == b ? first : (long) first + ix.count(b, a);
            if (total > PAYLOAD) {
                throw new IllegalStateException("layer group (" + a + ", " + b + ") has " + total
                        + " positions, more than this solver's " + PAYLOAD);
            }
            this.size = (int) total;
            Configs c0 = new Configs(n - a);
            sides = new Configs[] {c0, a == b ? c0 : new Configs(n - b)};
            int top = Math.max(sides[0].maxProgress(), sides[1].maxProgress());
            IntList list = new IntList();
            IntList phaseStart = new IntList();
            int sideCount = a == b ? 1 : 2;
            for (int m = top; m >= 0; m--) {
                phaseStart.add(list.size);
                for (int i = sides[0].from(m); i < sides[0].from(m + 1); i++) {
                    list.add(TIES << 30 | i);
                }
                phaseStart.add(list.size);
                int s1 = a == b ? 0 : 1;
                for (int i = sides[s1].from(m); i < sides[s1].from(m + 1); i++) {
                    list.add(TIES_AFTER << 30 | s1 << 29 | i);
                }
                phaseStart.add(list.size);
                for (int s = 0; s < sideCount; s++) {
                    for (int i = sides[s].from(m); i < sides[s].from(m + 1); i++) {
                        list.add(LEADER << 30 | s << 29 | i);
                    }
                }
            }
            units = list.toArray();
            int unitCount = units.length;
            phaseStart.add(unitCount);
            start = new int[unitCount + 1];
            IntStream.range(0, unitCount).parallel().forEach(u -> start[u + 1] = emit(u, null));
            int largest = 0;
            for (int u = 0; u < unitCount; u++) {
                largest = Math.max(largest, start[u + 1]);
                start[u + 1] += start[u];
            }
            largestUnit = largest;
            if (start[unitCount] != size) {
                throw new IllegalStateException("work order of group (" + a + ", " + b + "): " + start[unitCount]
                        + " positions, not " + size);
            }
            unitOf = new int[6][];
            for (int k = 0; k < 6; k++) {
                unitOf[k] = new int[sides[k & 1].size];
                java.util.Arrays.fill(unitOf[k], -1);
            }
            for (int u = 0; u < unitCount; u++) {
                unitOf[(units[u] >>> 30) * 2 + (units[u] >>> 29 & 1)][units[u] & UNIT_CONFIG] = u;
            }
            levels = new int[2][];
            levelBase = new int[2][];
            for (int s = 0; s < sideCount; s++) {
                Configs c = sides[s];
                levelBase[s] = new int[c.size];
                int total2 = 0;
                for (int i = 0; i < c.size; i++) {
                    levelBase[s][i] = total2;
                    total2 += c.progress[i];
                }
                levels[s] = new int[total2];
            }
            if (a == b) {
                levels[1] = levels[0];
                levelBase[1] = levelBase[0];
            }
            IntStream.range(0, unitCount).filter(u -> units[u] >>> 30 == LEADER).parallel().forEach(this::levelStarts);
            boolean fast = sides[0].avoid != null && sides[1].avoid != null;
            pos = fast ? null : new int[size];
            if (!fast) {
                IntStream.range(0, unitCount).parallel().forEach(u -> {
                    long[] buf = new long[start[u + 1] - start[u]];
                    int count = emit(u, buf);
                    for (int k = 0; k < count; k++) {
                        pos[groupPosition(buf[k])] = start[u] + k;
                    }
                });
            }
            int[] ps = phaseStart.toArray();
            java.util.List<int[]> out = new java.util.ArrayList<>();
            for (int p = 0; p + 1 < ps.length; p++) {
                if (start[ps[p + 1]] > start[ps[p]]) {
                    out.add(parts(ps[p], ps[p + 1]));
                }
            }
            phases = out.toArray(new int[0][]);
            v = new float[size];
            java.util.Arrays.fill(v, 0.5f);
        }

        /** Fills in the work index of each trailer progress level of a leader's unit. */
        private void levelStarts(int u) {
            int s = units[u] >>> 29 & 1;
            int z = units[u] & UNIT_CONFIG;
            Configs own = sides[s];
            Configs other = sides[otherSide(s)];
            int top = own.progress[z];
            int w = start[u];
            for (int m = top - 1; m >= 0; m--) {
                levels[s][levelBase[s][z] + top - 1 - m] = w;
                for (int j = other.from(m); j < other.from(m + 1); j++) {
                    if ((other.rollerShared[j] & own.otherShared[z]) == 0) {
                        w += 2;
                    }
                }
            }
        }

        int otherSide(int s) {
            return a == b ? 0 : 1 - s;
        }

        int off(int s) {
            return s == 0 ? a : b;
        }

        /**
         * Splits units u0..u1 - 1 into parts of whole units for the cores: the phase's first work index, then
         * each part's end.
         */
        private int[] parts(int u0, int u1) {
            int from = start[u0];
            int len = start[u1] - from;
            int parts = len < 4096 ? 1 : Math.min(64, len / 2048);
            IntList out = new IntList();
            out.add(from);
            int k = u0;
            for (int p = 1; p <= parts; p++) {
                int target = from + (int) ((long) len * p / parts);
                while (k < u1 && start[k] < target) {
                    k++;
                }
                int end = p == parts ? start[u1] : start[k];
                if (end > out.last()) {
                    out.add(end);
                }
            }
            return out.toArray();
        }

        /**
         * Writes unit u's positions in work order to out as {@link #packed} positions (or only counts them
         * when out is null); returns how many.
         */
        int emit(int u, long[] out) {
            int kind = units[u] >>> 30;
            int s = units[u] >>> 29 & 1;
            int i = units[u] & UNIT_CONFIG;
            int o = otherSide(s);
            Configs own = sides[s];
            Configs other = sides[o];
            int pattern = own.otherShared[i];
            int top = own.progress[i];
            int k = 0;
            if (kind != LEADER) {
                // own i to roll against the other side's configurations of the same progress (a == b: those
                // from i on first, the ones before i after)
                int from = a == b && kind == TIES ? i : other.from(top);
                int to = a == b && kind == TIES_AFTER ? i : other.from(top + 1);
                for (int j = from; j < to; j++) {
                    if ((other.rollerShared[j] & pattern) == 0) {
                        check(own, i, other, j);
                        if (out != null) {
                            out[k] = packed(s, i, j);
                        }
                        k++;
                    }
                }
                return k;
            }
            // leader i: the trailers by progress, highest first; trailer to roll, then leader
            for (int m = top - 1; m >= 0; m--) {
                for (int j = other.from(m); j < other.from(m + 1); j++) {
                    if ((other.rollerShared[j] & pattern) == 0) {
                        check(own, i, other, j);
                        if (out != null) {
                            out[k] = packed(o, j, i);
                            out[k + 1] = packed(s, i, j);
                        }
                        k += 2;
                    }
                }
            }
            return k;
        }

        /** Refuses routes that are not each other's mirror image (the work order counts on it). */
        private void check(Configs own, int i, Configs other, int j) {
            if ((own.rollerShared[i] & other.otherShared[j]) != 0) {
                throw new IllegalStateException("the routes are not mirror images: the work order does not apply");
            }
        }

        /** The work index of the position with configuration p of side sp to roll and q of the other side. */
        int work(int sp, int p, int q) {
            if (pos != null) {
                int so = otherSide(sp);
                return pos[groupPosition(off(sp), ix.rank(sides[sp].mask[p], off(sp), sides[so].mask[q], off(so)))];
            }
            int so = otherSide(sp);
            Configs cp = sides[sp];
            Configs cq = sides[so];
            int pp = cp.progress[p];
            int pq = cq.progress[q];
            if (pp == pq) {
                int r = cq.avoid[cp.otherShared[p] * cq.size + q];
                if (a != b) {
                    return start[unitOf[(sp == 0 ? TIES : TIES_AFTER) * 2 + sp][p]] + r;
                }
                return q >= p ? start[unitOf[TIES * 2][p]] + r - cp.avoid[cp.otherShared[p] * cp.size + p]
                        : start[unitOf[TIES_AFTER * 2][p]] + r;
            }
            if (pp > pq) {
                return levels[sp][levelBase[sp][p] + pp - 1 - pq] + 2 * cq.avoid[cp.otherShared[p] * cq.size + q] + 1;
            }
            return levels[so][levelBase[so][q] + pq - 1 - pp] + 2 * cp.avoid[cq.otherShared[q] * cp.size + p];
        }

        /** A position as a long: the side to roll, its configuration and the other side's. */
        long packed(int s, int p, int q) {
            return (long) s << 40 | (long) p << 20 | q;
        }

        /** The group position (layer (a, b) first, then (b, a)) of a packed position. */
        int groupPosition(long x) {
            int s = (int) (x >>> 40);
            int p = (int) (x >>> 20) & 0xFFFFF;
            int q = (int) x & 0xFFFFF;
            int so = otherSide(s);
            return groupPosition(off(s), ix.rank(sides[s].mask[p], off(s), sides[so].mask[q], off(so)));
        }

        int groupPosition(int lightOff, int index) {
            return lightOff == a ? index : first + index;
        }

        /** The unit holding work index w. */
        int unitAt(int w) {
            int lo = 0;
            int hi = units.length - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (start[mid] <= w) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            return lo;
        }
    }

    private static int chunks(int size) {
        return (size + CHUNK - 1) >>> CHUNK_BITS;
    }

    private void solveGroup(int a, int b) {
        long tb = System.nanoTime();
        Group grp = new Group(a, b);
        positionsLeft -= grp.size;
        list(grp, tb);
        buildSeconds += (System.nanoTime() - tb) / 1e9;
        built += grp.size;
        int sweep = 0;
        double change;
        boolean converged;
        // after a full sweep that left most positions quiet, up to PARTIAL_SWEEPS sweeps update only the others;
        // only a full sweep ends the group
        boolean partial = false;
        int partials = 0;
        double quietShare = 0;
        long updates = 0;
        grp.quiet = new byte[grp.size];
        do {
            long ts = System.nanoTime();
            sweep++;
            grp.partial = partial;
            grp.updated.reset();
            grp.still.reset();
            change = sweep(grp);
            long updated = grp.updated.sum();
            updates += updated;
            if (partial) {
                partials++;
            } else {
                quietShare = grp.still.sum() / (double) grp.size;
                partials = 0;
            }
            converged = !partial && change <= tolerance;
            partial = !converged && quietShare >= QUIET_SHARE
                    && (!partial || change > tolerance && partials < PARTIAL_SWEEPS);
            sweepSeconds += (System.nanoTime() - ts) / 1e9;
            swept += updated;
            if (progress != null) {
                // this group's updates left: as many a position as the groups solved needed, at least one sweep
                double more = converged ? 0 : Math.max(grp.size, sweepsPerGroup() * grp.size - updates);
                double left = more * sweepRate() + positionsLeft * (buildRate() + sweepsPerGroup() * sweepRate());
                report(a, b, sweep, change, left, true);
            }
        } while (!converged);
        grp.quiet = null;
        lastChange = Math.max(lastChange, change);
        solvedPositions += grp.size;
        solvedSweeps += updates;
        grp.lists = null;
        char[] la = new char[grp.first];
        char[] lb = a == b ? null : new char[grp.size - grp.first];
        IntStream.range(0, grp.units.length).parallel().forEach(u -> {
            long[] buf = new long[grp.start[u + 1] - grp.start[u]];
            int count = grp.emit(u, buf);
            for (int k = 0; k < count; k++) {
                int g = grp.groupPosition(buf[k]);
                char x = SolvedTable.quantise(grp.v[grp.start[u] + k]);
                if (g < grp.first) {
                    la[g] = x;
                } else {
                    lb[g - grp.first] = x;
                }
            }
        });
        solvedBytes += 2L * grp.size;
        values[a * n + b] = la;
        if (lb != null) {
            values[b * n + a] = lb;
        }
    }

    private double buildRate() {
        return built == 0 ? Double.NaN : buildSeconds / built;
    }

    private double sweepRate() {
        return swept == 0 ? Double.NaN : sweepSeconds / swept;
    }

    private double sweepsPerGroup() {
        return solvedPositions == 0 ? GUESS_SWEEPS : (double) solvedSweeps / solvedPositions;
    }

    private synchronized void report(int a, int b, int sweep, double change, double left, boolean always) {
        long now = System.nanoTime();
        if (!always && now - lastReport < 1_000_000_000L) {
            return;
        }
        lastReport = now;
        double seconds = (now - t0) / 1e9;
        // the rates of the first, tiny groups say little about the large ones: until this much is solved, their
        // time a position scaled as in estimate(), and before that none
        if (solvedPositions < CALIBRATION_POSITIONS) {
            left = Double.NaN;
        } else if (solvedPositions < ix.size * MEASURED_SHARE) {
            left = seconds / solvedPositions * GROWTH * (ix.size - solvedPositions);
        }
        double done = Double.isNaN(left) ? Double.NaN : seconds / (seconds + left);
        progress.update(new Status(a, b, groupsDone, groups, sweep, change, seconds, left, done, buildSeconds,
                sweepSeconds, swept));
    }

    /** Lists the successors of every position of a group, in work order, a chunk at a time on all cores. */
    private void list(Group grp, long tb) {
        int nc = chunks(grp.size);
        SuccessorLists lists = new SuccessorLists(nc, listBudget, scratch);
        grp.lists = lists;
        AtomicLong listed = new AtomicLong();
        try {
            listChunks(grp, lists, nc, listed);
        } catch (RuntimeException | Error e) {
            // stopped (by the progress listener) or failed: leave no scratch file behind
            lists.discard();
            throw e;
        }
        lists.seal();
        measure(grp, lists);
    }

    /** Lists every chunk of a group into lists, on all cores. */
    private void listChunks(Group grp, SuccessorLists lists, int nc, AtomicLong listed) {
        IntStream.range(0, nc).parallel().forEach(k -> {
            int from = k << CHUNK_BITS;
            int to = Math.min(grp.size, from + CHUNK);
            int[] off = new int[to - from + 1];
            int[] out = new int[(to - from) * 8];
            int size = 0;
            int[] buf = new int[n + 1];
            long[] unit = new long[grp.largestUnit];
            int w = from;
            for (int u = grp.unitAt(from); w < to; u++) {
                int count = grp.emit(u, unit);
                for (int i = w - grp.start[u]; i < count && w < to; i++, w++) {
                    off[w - from] = size;
                    if (out.length - size < rolls.length * (n + 2)) {
                        out = java.util.Arrays.copyOf(out, out.length * 3 / 2 + rolls.length * (n + 2));
                    }
                    size = listPosition(grp, unit[i], buf, out, size);
                }
            }
            off[to - from] = size;
            lists.put(k, off, out, size);
            long done = listed.addAndGet(to - from);
            if (progress != null && built > 0) {
                double rate = buildRate();
                double left = (grp.size - done) * rate + grp.size * sweepsPerGroup() * sweepRate()
                        + positionsLeft * (rate + sweepsPerGroup() * sweepRate());
                report(grp.a, grp.b, 0, Double.NaN, left, false);
            }
        });
    }

    /** Records the memory a group's listing took. */
    private void measure(Group grp, SuccessorLists lists) {
        long listBytes = lists.heapBytes() + lists.fileBytes();
        measuredListBytes = Math.max(measuredListBytes, listBytes);
        measuredScratchBytes += lists.fileBytes();
        // the solved values, the group's float values, offsets, quiet flags (and work index), its lists in the heap
        measuredPeakBytes = Math.max(measuredPeakBytes, solvedBytes + bytesPerPosition(grp.a, grp.b) * grp.size
                + lists.heapBytes());
    }

    /**
     * Writes the successor entries of one position ({@link Group#packed}: the side to roll, in the index's
     * light, and the configurations) and returns the new size.
     */
    private int listPosition(Group grp, long x, int[] buf, int[] out, int size) {
        int sp = (int) (x >>> 40);
        int p = (int) (x >>> 20) & 0xFFFFF;
        int q = (int) x & 0xFFFFF;
        int so = grp.otherSide(sp);
        Configs cp = grp.sides[sp];
        Configs cq = grp.sides[so];
        int la = grp.off(sp);
        int lb = grp.off(so);
        long lm = cp.mask[p];
        long dm = cq.mask[q];
        long wl = n - la - Long.bitCount(lm);
        long wd = n - lb - Long.bitCount(dm);
        long code = lm | (dm << length) | (wl << (2 * length)) | (wd << (2 * length + 3));
        int mirror = grp.work(so, q, p);
        for (int r : rolls) {
            int moves = r == 0 ? 0 : fast.moves(code, r, buf);
            if (moves == 0) {
                out[size++] = END | OTHER | mirror;
                continue;
            }
            int start = size;
            double constant = -1;
            for (int i = 0; i < moves; i++) {
                long c = fast.apply(code, r, buf[i]);
                long lm2 = c & full;
                long dm2 = (c >>> length) & full;
                int a2 = n - ((int) (c >>> (2 * length)) & 7) - Long.bitCount(lm2);
                int turn = (int) (c >>> (2 * length + 6)) & 1;
                if (a2 == n) {
                    constant = 1;
                } else if (turn == 0) {
                    if (a2 == la) {
                        size = add(out, start, size, SAME | grp.work(sp, cp.indexOf(lm2), cq.indexOf(dm2)));
                    } else {
                        constant = Math.max(constant, values[a2 * n + lb][ix.rank(lm2, a2, dm2, lb)] / SCALE);
                    }
                } else {
                    if (a2 == la) {
                        size = add(out, start, size, OTHER | grp.work(so, cq.indexOf(dm2), cp.indexOf(lm2)));
                    } else {
                        constant = Math.max(constant, 1.0 - values[lb * n + a2][ix.rank(dm2, lb, lm2, a2)] / SCALE);
                    }
                }
            }
            if (constant >= 0) {
                out[size++] = CONST | (int) Math.round(Math.min(1, constant) * FIXED);
            }
            out[size - 1] |= END;
        }
        return size;
    }

    private static int add(int[] out, int start, int size, int entry) {
        for (int i = start; i < size; i++) {
            if (out[i] == entry) {
                return size;
            }
        }
        out[size] = entry;
        return size + 1;
    }

    /** One Gauss-Seidel sweep in work order, phase by phase, each phase's parts at once; returns the largest change. */
    private double sweep(Group grp) {
        double max = 0;
        for (int[] bounds : grp.phases) {
            if (bounds.length == 2) {
                max = Math.max(max, sweepRange(grp, bounds[0], bounds[1]));
            } else {
                double m = IntStream.range(0, bounds.length - 1).parallel()
                        .mapToDouble(p -> sweepRange(grp, bounds[p], bounds[p + 1])).max().orElse(0);
                max = Math.max(max, m);
            }
        }
        return max;
    }

    /**
     * The right side of the Bellman equation at one position, from its successor list in the heap.
     * {@link #backup(float[], int[], IntBuffer, int)} is the same for a list in the scratch file: two copies
     * so that each loop stays on one kind of storage (the sweeps' inner loop).
     */
    private double backup(float[] v, int[] off, int[] e, int j) {
        double total = 0;
        double best = 0;
        int r = 0;
        for (int p = off[j], q = off[j + 1]; p < q; p++) {
            int x = e[p];
            int payload = x & PAYLOAD;
            int kind = x & (3 << 29);
            double y = kind == SAME ? v[payload] : kind == OTHER ? 1.0 - v[payload] : payload / FIXED;
            if (y > best) {
                best = y;
            }
            if (x < 0) {
                total += probs[r++] * best;
                best = 0;
            }
        }
        return total;
    }

    /** The right side of the Bellman equation at one position, from its successor list in the scratch file. */
    private double backup(float[] v, int[] off, IntBuffer e, int j) {
        double total = 0;
        double best = 0;
        int r = 0;
        for (int p = off[j], q = off[j + 1]; p < q; p++) {
            int x = e.get(p);
            int payload = x & PAYLOAD;
            int kind = x & (3 << 29);
            double y = kind == SAME ? v[payload] : kind == OTHER ? 1.0 - v[payload] : payload / FIXED;
            if (y > best) {
                best = y;
            }
            if (x < 0) {
                total += probs[r++] * best;
                best = 0;
            }
        }
        return total;
    }

    /**
     * The mean number of list entries a position of group (a, b) has, from a sample of evenly spaced positions
     * of both its layers: per roll the distinct successors inside the group and one constant for any outside
     * it, or one entry for a pass (as {@link #listPosition} writes them).
     */
    double sampleEntries(int a, int b) {
        long first = ix.layerSize(a, b);
        long total = a == b ? first : first + ix.layerSize(b, a);
        int samples = (int) Math.min(total, LIST_SAMPLE);
        long entries = 0;
        long[] m = new long[2];
        int[] buf = new int[n + 1];
        long[] seen = new long[n + 1];
        for (int i = 0; i < samples; i++) {
            long g = total * i / samples;
            int la = g < first ? a : b;
            int lb = g < first ? b : a;
            ix.unrank(la, lb, (int) (g < first ? g : g - first), m);
            long wl = n - la - Long.bitCount(m[0]);
            long wd = n - lb - Long.bitCount(m[1]);
            long code = m[0] | (m[1] << length) | (wl << (2 * length)) | (wd << (2 * length + 3));
            for (int r : rolls) {
                int moves = r == 0 ? 0 : fast.moves(code, r, buf);
                if (moves == 0) {
                    entries++;
                    continue;
                }
                int distinct = 0;
                boolean outside = false;
                for (int j = 0; j < moves; j++) {
                    long c = fast.apply(code, r, buf[j]);
                    long lm2 = c & full;
                    int a2 = n - ((int) (c >>> (2 * length)) & 7) - Long.bitCount(lm2);
                    if (a2 != la) {
                        outside = true;
                        continue;
                    }
                    boolean repeat = false;
                    for (int q = 0; q < distinct; q++) {
                        repeat |= seen[q] == c;
                    }
                    if (!repeat) {
                        seen[distinct++] = c;
                    }
                }
                entries += distinct + (outside ? 1 : 0);
            }
        }
        return samples == 0 ? 0 : (double) entries / samples;
    }

    // package-private hooks for the tests: successor lists against move generation

    /** A solver whose layers with more pieces borne off than (a, b) hold the given values. */
    static Solver forTest(ClassicSettings settings, java.util.function.ToDoubleFunction<long[]> outside) {
        Solver s = new Solver(settings, TOLERANCE, null);
        s.scratch = Path.of(System.getProperty("java.io.tmpdir"));
        PositionIndex ix = s.ix;
        long[] m = new long[2];
        for (int a = 0; a < s.n; a++) {
            for (int b = 0; b < s.n; b++) {
                char[] layer = new char[ix.count(a, b)];
                for (int i = 0; i < layer.length; i++) {
                    ix.unrank(a, b, i, m);
                    layer[i] = SolvedTable.quantise(outside.applyAsDouble(new long[] {m[0], a, m[1], b}));
                }
                s.values[a * s.n + b] = layer;
            }
        }
        return s;
    }

    /**
     * Group (a, b)'s positions in work order: for each work index the group position there (layer (a, b)
     * first, then (b, a)), and the work index the group finds for it from its configurations.
     */
    int[][] workOrder(int a, int b) {
        Group grp = new Group(a, b);
        int[] order = new int[grp.size];
        int[] work = new int[grp.size];
        for (int u = 0; u < grp.units.length; u++) {
            long[] buf = new long[grp.start[u + 1] - grp.start[u]];
            int count = grp.emit(u, buf);
            for (int k = 0; k < count; k++) {
                int w = grp.start[u] + k;
                order[w] = grp.groupPosition(buf[k]);
                work[w] = grp.work((int) (buf[k] >>> 40), (int) (buf[k] >>> 20) & 0xFFFFF, (int) buf[k] & 0xFFFFF);
            }
        }
        return new int[][] {order, work};
    }

    /**
     * Lists group (a, b)'s successors, sets its work values from a function of the position, and returns,
     * for every position of layer (a, b) by index, the Bellman right side computed from the lists.
     */
    double[] listedBackups(int a, int b, java.util.function.ToDoubleFunction<long[]> inside, long budget) {
        listBudget = budget;
        Group grp = new Group(a, b);
        list(grp, System.nanoTime());
        for (int u = 0; u < grp.units.length; u++) {
            long[] buf = new long[grp.start[u + 1] - grp.start[u]];
            int count = grp.emit(u, buf);
            for (int k = 0; k < count; k++) {
                int w = grp.start[u] + k;
                int sp = (int) (buf[k] >>> 40);
                int p = (int) (buf[k] >>> 20) & 0xFFFFF;
                int q = (int) buf[k] & 0xFFFFF;
                int so = grp.otherSide(sp);
                if (grp.work(sp, p, q) != w) {
                    throw new IllegalStateException("work index " + grp.work(sp, p, q) + " of the position at " + w);
                }
                grp.v[w] = (float) inside.applyAsDouble(new long[] {grp.sides[sp].mask[p], grp.off(sp),
                    grp.sides[so].mask[q], grp.off(so)});
            }
        }
        long[] m = new long[2];
        double[] out = new double[grp.first];
        SuccessorLists lists = grp.lists;
        for (int g = 0; g < grp.first; g++) {
            ix.unrank(a, b, g, m);
            int w = grp.work(0, grp.sides[0].indexOf(m[0]), grp.sides[grp.otherSide(0)].indexOf(m[1]));
            int k = w >>> CHUNK_BITS;
            out[g] = lists.heap[k] != null ? backup(grp.v, lists.offsets[k], lists.heap[k], w & (CHUNK - 1))
                    : backup(grp.v, lists.offsets[k], lists.mapped[k], w & (CHUNK - 1));
        }
        return out;
    }

    private double sweepRange(Group grp, int from, int to) {
        float[] v = grp.v;
        byte[] quiet = grp.quiet;
        boolean partial = grp.partial;
        double theta = tolerance * QUIET;
        double max = 0;
        int w = from;
        int updated = 0;
        int still = 0;
        SuccessorLists lists = grp.lists;
        while (w < to) {
            int k = w >>> CHUNK_BITS;
            int[] off = lists.offsets[k];
            int[] e = lists.heap[k];
            IntBuffer file = lists.mapped[k];
            int base = k << CHUNK_BITS;
            int end = Math.min(to, base + CHUNK);
            for (; w < end; w++) {
                if (partial && quiet[w] != 0) {
                    continue;
                }
                double t = e != null ? backup(v, off, e, w - base) : backup(v, off, file, w - base);
                double d = Math.abs(t - v[w]);
                if (d > max) {
                    max = d;
                }
                v[w] = (float) t;
                updated++;
                if (d < theta) {
                    quiet[w] = 1;
                    still++;
                } else {
                    quiet[w] = 0;
                }
            }
        }
        grp.updated.add(updated);
        grp.still.add(still);
        return max;
    }

    /** A growable list of ints. */
    private static final class IntList {
        private int[] data = new int[64];
        int size;

        IntList add(int x) {
            if (size == data.length) {
                data = java.util.Arrays.copyOf(data, size * 2);
            }
            data[size++] = x;
            return this;
        }

        int last() {
            return data[size - 1];
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(data, size);
        }
    }
}
