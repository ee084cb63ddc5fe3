package net.ur.client.perfect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import jme3utilities.Validate;
import net.ur.rules.sets.RuleSets;
import net.ur.rules.classic.ClassicSettings;
import net.ur.ai.solve.PerfectPlayer;
import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The perfect player's tables as the game knows them: for each classic rule set whether its table is
 * ready, missing, damaged or being made, and the making itself.
 *
 * <p>A table is read (and its checksum checked) on a loader thread, never on the render thread. A file
 * that cannot be used (truncated, corrupt, of another format or other rules) is never trusted: it is set
 * aside under another name ({@code finkel.urt.damaged}, not deleted) and the reason is kept for the
 * menus. A table is made on one build thread at a time (one build per rule set, shared by every game
 * and menu of the program) in a pool of worker threads of low priority, one fewer than the cores, so
 * that the frames go on; the progress goes to {@link #status}. The file is written only once the solve
 * is complete ({@link SolvedTable#write} writes {@code NAME.urt.part} and renames it), so a build
 * stopped when the game quits ({@link #close}) leaves no half table.
 */
public final class PerfectTables implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PerfectTables.class);

    /** Makes a table (the solver, or a stand-in in tests). */
    @FunctionalInterface
    public interface Builder {
        /**
         * @param settings the rules
         * @param progress to be told the progress; it throws to stop the build
         * @return the solved table
         */
        SolvedTable build(ClassicSettings settings, Solver.Progress progress);
    }

    /** Measures how long making a table takes on this computer (the solver's measure, or a stand-in in tests). */
    @FunctionalInterface
    public interface Estimator {
        /**
         * Runs in the build pool (its threads are the build's).
         *
         * @param settings the rules
         * @return seconds
         */
        double seconds(ClassicSettings settings);
    }

    /** Where a rule set's table is. */
    public enum Phase {
        /** Not looked at yet. */
        UNCHECKED,
        /** Being read and checked. */
        CHECKING,
        /** Read and checked: Perfect plays from it. */
        READY,
        /** There is no table file. */
        MISSING,
        /** The file could not be used and was set aside ({@link Status#problem} says why). */
        DAMAGED,
        /** To be made once the table being made now is done. */
        QUEUED,
        /** Being made ({@link Status#fraction}, {@link Status#secondsLeft}). */
        BUILDING,
        /** The game has too little memory to make it ({@link Status#problem} says how much it needs). */
        NO_MEMORY,
        /** Making it failed ({@link Status#problem} says why). */
        FAILED
    }

    /**
     * A table's state.
     *
     * @param phase where it is
     * @param fraction share of the build done, 0..1, NaN when not building or not yet known
     * @param secondsLeft estimate of the build's time left, NaN when not known
     * @param problem what went wrong (a damaged file set aside, too little memory, a failure), or null
     */
    public record Status(Phase phase, double fraction, double secondsLeft, String problem) {

        static Status of(Phase phase, String problem) {
            return new Status(phase, Double.NaN, Double.NaN, problem);
        }

        /** Whether Perfect can play from the table now. */
        public boolean ready() {
            return phase == Phase.READY;
        }

        /** Whether the table is being made or waits to be. */
        public boolean building() {
            return phase == Phase.BUILDING || phase == Phase.QUEUED;
        }

        /** Whether the player may be offered to make it (it is missing, was damaged, or failed). */
        public boolean canBuild() {
            return phase == Phase.MISSING || phase == Phase.DAMAGED || phase == Phase.FAILED;
        }
    }

    /**
     * Seconds of one core a position takes to solve, only if measuring a build's time fails: Finkel (137.9
     * million positions) took about 600 s of CPU time on the development machine (docs/AI.md).
     */
    static final double SECONDS_PER_POSITION = 5e-6;

    /** The heap the game keeps for itself besides a build (the scene, the menus, the computer players). */
    public static final long GAME_HEAP = 768L << 20;

    /**
     * The most heap a table may need for the game to offer to make it: Finkel, Masters, Blitz and Aseb fit
     * (Masters' successor lists beyond the heap go to a scratch file in the tables folder); Murray's 108
     * billion positions are beyond the solver.
     */
    public static final long MOST_OFFERED_HEAP = 8L << 30;

    private static final Map<String, Solver.Needs> NEEDS = new ConcurrentHashMap<>();

    private final Path folder;
    private final Builder builder;
    private final Estimator estimator;
    private final int threads;
    private final LongSupplier maxHeap;
    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final ExecutorService loader;
    private final ExecutorService builds;
    private final ExecutorService measures;
    /** Per rule set, the build's time measured on this computer (NaN while it is measured). */
    private final Map<String, Double> measured = new ConcurrentHashMap<>();
    private final ForkJoinPool pool;
    private volatile boolean closed;

    /**
     * Tables whose build time is measured by the solver ({@link Solver#estimate}).
     *
     * @param folder the folder of table files, not null
     * @param builder what makes a table, not null
     * @param threads worker threads of a build, at least 1
     * @param maxHeap the heap the program may use (e.g. {@code Runtime.getRuntime()::maxMemory}), not null
     */
    public PerfectTables(Path folder, Builder builder, int threads, LongSupplier maxHeap) {
        this(folder, builder, settings -> Solver.estimate(settings).seconds(), threads, maxHeap);
    }

    /**
     * @param folder the folder of table files, not null
     * @param builder what makes a table, not null
     * @param estimator what measures how long a build takes here, not null
     * @param threads worker threads of a build, at least 1
     * @param maxHeap the heap the program may use (e.g. {@code Runtime.getRuntime()::maxMemory}), not null
     */
    public PerfectTables(Path folder, Builder builder, Estimator estimator, int threads, LongSupplier maxHeap) {
        Validate.nonNull(folder, "folder");
        Validate.nonNull(builder, "builder");
        Validate.nonNull(estimator, "estimator");
        Validate.positive(threads, "threads");
        Validate.nonNull(maxHeap, "max heap");
        this.folder = folder;
        this.builder = builder;
        this.estimator = estimator;
        this.threads = threads;
        this.maxHeap = maxHeap;
        loader = Executors.newSingleThreadExecutor(r -> daemon(r, "ur-perfect-table-reader"));
        builds = Executors.newSingleThreadExecutor(r -> daemon(r, "ur-perfect-table-build"));
        measures = Executors.newSingleThreadExecutor(r -> daemon(r, "ur-perfect-table-measure"));
        pool = new ForkJoinPool(threads, p -> {
            ForkJoinWorkerThread t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
            t.setName("ur-perfect-solver-" + t.getPoolIndex());
            t.setPriority(Thread.MIN_PRIORITY);
            t.setDaemon(true);
            return t;
        }, null, false);
    }

    /**
     * The player's tables: in {@link PerfectPlayer#defaultFolder()} (the data folder's {@code tables}),
     * made by the {@link Solver} on one core fewer than the machine has, with its scratch file (successor
     * lists beyond the heap) in the same folder.
     *
     * @return the tables
     */
    public static PerfectTables forPlayer() {
        Path folder = PerfectPlayer.defaultFolder();
        return new PerfectTables(folder, (settings, progress) -> {
            try {
                Files.createDirectories(folder);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return Solver.solve(settings, Solver.TOLERANCE, progress, folder);
        }, Math.max(1, Runtime.getRuntime().availableProcessors() - 1), Runtime.getRuntime()::maxMemory);
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    }

    /** The heap the program may use, in bytes. */
    public long maxHeap() {
        return maxHeap.getAsLong();
    }

    /** The folder of the table files. */
    public Path folder() {
        return folder;
    }

    /**
     * The classic rules of a rule set's name, if it is classic.
     *
     * @param rules a rule set's name (e.g. {@code finkel}, {@code finkel-3p}, {@code babylonian})
     * @return its settings, or empty for the Babylonian and Ravensburg games
     */
    public static Optional<ClassicSettings> classic(String rules) {
        try {
            return Optional.of(RuleSets.classicSettings(rules));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * What solving a rule set takes (computed once per rule set).
     *
     * @param settings the rules
     * @return its needs
     */
    public static Solver.Needs needs(ClassicSettings settings) {
        return NEEDS.computeIfAbsent(settings.name() + "/" + settings.pieces(), k -> Solver.needs(settings));
    }

    /**
     * Whether the game offers Perfect for a rule set: the solver handles it and its table can be made on
     * a player's computer ({@link #MOST_OFFERED_HEAP}).
     *
     * @param rules a rule set's name
     * @return true for Finkel, Masters, Blitz and Aseb (and their variants with fewer pieces)
     */
    public static boolean offers(String rules) {
        Optional<ClassicSettings> s = classic(rules);
        if (s.isEmpty()) {
            return false;
        }
        Solver.Needs n = needs(s.get());
        return n.solvable() && n.heapBytes() <= MOST_OFFERED_HEAP;
    }

    /**
     * The rules of a game at the table if the game offers Perfect for them ({@link #offers}).
     *
     * @param rules the game's rule set
     * @return its classic settings, or empty for rules Perfect does not play
     */
    public static Optional<ClassicSettings> offered(net.ur.rules.RuleSet rules) {
        return PerfectPlayer.solvable(rules).filter(s -> offers(s.name()));
    }

    /**
     * The heap making a table needs: the solver's estimate ({@link Solver.Needs#heapBytes}) with a quarter
     * more for the collector's room (the estimate counts live data only), the game's own
     * ({@link #GAME_HEAP}) and the tables already read.
     *
     * @param settings the rules
     * @return bytes
     */
    public long heapNeeded(ClassicSettings settings) {
        return needs(settings).heapBytes() / 4 * 5 + GAME_HEAP + loadedBytes();
    }

    /** The bytes of the tables already read. */
    private long loadedBytes() {
        long loaded = 0;
        for (Entry e : entries.values()) {
            SolvedTable t = e.table;
            if (t != null) {
                loaded += t.valueBytes();
            }
        }
        return loaded;
    }

    /**
     * Whether the game has the memory to make a table.
     *
     * @param settings the rules
     * @return true if {@link #heapNeeded} fits in the heap the program may use
     */
    public boolean enoughMemory(ClassicSettings settings) {
        return heapNeeded(settings) <= maxHeap.getAsLong();
    }

    /**
     * The disk a build needs beside the heap: the solver's successor lists that do not fit in the heap left
     * after the game's own, with a tenth more (they are written to a scratch file in the tables folder).
     *
     * @param settings the rules
     * @return bytes, 0 if the lists fit in the heap
     */
    public long scratchNeeded(ClassicSettings settings) {
        return needs(settings).scratchBytes(maxHeap.getAsLong() - GAME_HEAP) / 10 * 11;
    }

    /** The free bytes where the tables folder is (or its nearest existing parent). */
    private long usableSpace() {
        Path p = folder.toAbsolutePath();
        while (p != null && !Files.exists(p)) {
            p = p.getParent();
        }
        return p == null ? Long.MAX_VALUE : p.toFile().getUsableSpace();
    }

    /**
     * How long a build takes on this computer, measured: the first call starts the measure in the background
     * (the solver solves the table's first layer groups, about a second's work of the build pool, and scales
     * their time to the whole table: {@link Solver#estimate}); until it is done, NaN.
     *
     * @param settings the rules
     * @return seconds, or NaN while it is measured
     */
    public double estimatedSeconds(ClassicSettings settings) {
        String key = settings.name() + "/" + settings.pieces();
        Double seconds = measured.putIfAbsent(key, Double.NaN);
        if (seconds != null) {
            return seconds;
        }
        try {
            measures.execute(() -> measure(key, settings));
        } catch (java.util.concurrent.RejectedExecutionException ex) {
            measured.put(key, roughSeconds(settings));
        }
        return Double.NaN;
    }

    private void measure(String key, ClassicSettings settings) {
        double seconds;
        try {
            seconds = pool.submit(() -> estimator.seconds(settings)).get();
            LOG.info("Making Perfect's table of {} takes about {} here (measured)", settings.displayName(),
                    roughDuration(seconds));
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            seconds = roughSeconds(settings);
        } catch (ExecutionException | java.util.concurrent.RejectedExecutionException | OutOfMemoryError ex) {
            LOG.warn("Could not measure how long making Perfect's table of {} takes: {}", settings.displayName(),
                    ex.toString());
            seconds = roughSeconds(settings);
        }
        measured.put(key, seconds);
    }

    /** The figure of the development machine, only when measuring fails. */
    private double roughSeconds(ClassicSettings settings) {
        return needs(settings).positions() * SECONDS_PER_POSITION / threads;
    }

    /**
     * What making a table takes, for a menu: e.g. {@code about 4 minutes on this computer and 1.3 GB of memory},
     * or with the disk its scratch file needs when its successor lists do not all fit in the heap
     * ({@code about 50 minutes on this computer and 8.0 GB of memory and 2.8 GB of disk}); while the time is
     * measured ({@link #estimatedSeconds}), {@code 1.3 GB of memory (its time on this computer is being
     * measured)}. The memory is what the build fills of the heap the game has: at least {@link #heapNeeded}, at
     * most what keeps every list in the heap.
     *
     * @param settings the rules
     * @return the words
     */
    public String describeNeeds(ClassicSettings settings) {
        long all = needs(settings).heapForAllLists() / 4 * 5 + GAME_HEAP + loadedBytes();
        long memory = Math.max(heapNeeded(settings), Math.min(all, maxHeap.getAsLong()));
        long disk = scratchNeeded(settings);
        String space = gigabytes(memory) + " of memory" + (disk > 0 ? " and " + gigabytes(disk) + " of disk" : "");
        double seconds = estimatedSeconds(settings);
        return Double.isNaN(seconds) ? space + " (its time on this computer is being measured)"
                : "about " + roughDuration(seconds) + " on this computer and " + space;
    }

    /**
     * A duration in words, rounded: {@code 1 minute}, {@code 4 minutes}, {@code 25 minutes}, {@code 1 h 10 min}.
     *
     * @param seconds the duration
     * @return the words
     */
    public static String roughDuration(double seconds) {
        if (Double.isNaN(seconds)) {
            return "some time";
        }
        long min = Math.max(1, Math.round(seconds / 60));
        if (min > 10 && min < 60) {
            min = Math.round(min / 5.0) * 5;
        }
        if (min == 1) {
            return "1 minute";
        }
        if (min < 60) {
            return min + " minutes";
        }
        long rounded = Math.round(min / 10.0) * 10;
        return rounded / 60 + " h" + (rounded % 60 == 0 ? "" : " " + rounded % 60 + " min");
    }

    /**
     * Bytes as gigabytes with one decimal: {@code 4.1 GB}.
     *
     * @param bytes the size
     * @return the words
     */
    public static String gigabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
    }

    /**
     * The table file of a rule set.
     *
     * @param settings the rules
     * @return {@code folder/NAME.urt}
     */
    public Path file(ClassicSettings settings) {
        return PerfectPlayer.tableFile(folder, settings);
    }

    private Entry entry(ClassicSettings settings) {
        return entries.computeIfAbsent(settings.name() + "/" + settings.pieces(), k -> new Entry(settings));
    }

    /**
     * The state of a rule set's table; the first call starts reading it in the background.
     *
     * @param settings the rules
     * @return its status
     */
    public Status status(ClassicSettings settings) {
        Entry e = entry(settings);
        if (e.status.phase() == Phase.UNCHECKED) {
            check(e);
        }
        return e.status;
    }

    /**
     * The table Perfect plays from, if it is ready.
     *
     * @param settings the rules
     * @return the table, or null (then the master plays)
     */
    public SolvedTable table(ClassicSettings settings) {
        Entry e = entry(settings);
        if (e.status.phase() == Phase.UNCHECKED) {
            check(e);
        }
        return e.table;
    }

    /**
     * Asks for a rule set's table for a game: reads it if it was not read, and makes it if it is missing,
     * damaged or failed before (when the reading finds it so).
     *
     * @param settings the rules
     */
    public void want(ClassicSettings settings) {
        Entry e = entry(settings);
        e.wanted = true;
        Status s = status(settings);
        if (s.canBuild()) {
            build(settings);
        }
    }

    /**
     * Starts making a rule set's table in the background, if it is missing, damaged or failed and the
     * game has the memory for it.
     *
     * @param settings the rules
     * @return whether a build was started (or queued); false if it is ready, being read or made, or
     *     there is too little memory (then {@link #status} says {@link Phase#NO_MEMORY})
     */
    public boolean build(ClassicSettings settings) {
        Entry e = entry(settings);
        synchronized (e) {
            Phase p = e.status.phase();
            if (closed || !(p == Phase.MISSING || p == Phase.DAMAGED || p == Phase.FAILED || p == Phase.NO_MEMORY)) {
                return false;
            }
            if (!enoughMemory(settings)) {
                e.status = Status.of(Phase.NO_MEMORY, "Making the table of " + settings.displayName() + " needs "
                        + gigabytes(heapNeeded(settings)) + " of memory; the game was given "
                        + gigabytes(maxHeap.getAsLong()) + " (start it with more, e.g. UR_JAVA_OPTS=-Xmx"
                        + ((heapNeeded(settings) >> 30) + 1) + "g ./ur)");
                return false;
            }
            long scratch = scratchNeeded(settings);
            long free = usableSpace();
            if (scratch > free) {
                e.status = Status.of(Phase.NO_MEMORY, "Making the table of " + settings.displayName() + " needs "
                        + gigabytes(scratch) + " of disk in " + folder + " for its work; " + gigabytes(free)
                        + " is free (or start the game with more memory: UR_JAVA_OPTS=-Xmx"
                        + ((needs(settings).heapForAllLists() + GAME_HEAP >> 30) + 1) + "g ./ur)");
                return false;
            }
            e.status = new Status(Phase.QUEUED, Double.NaN, Double.NaN, e.status.problem());
        }
        builds.execute(() -> runBuild(e));
        return true;
    }

    private void check(Entry e) {
        synchronized (e) {
            if (e.status.phase() != Phase.UNCHECKED || closed) {
                return;
            }
            e.status = Status.of(Phase.CHECKING, null);
        }
        loader.execute(() -> load(e));
    }

    private void load(Entry e) {
        Path file = e.file;
        Status result;
        try {
            if (!Files.exists(file)) {
                result = Status.of(Phase.MISSING, null);
            } else {
                SolvedTable t = SolvedTable.read(file);
                if (!t.settings().sameRules(e.settings)) {
                    throw new SolvedTable.TableException(file + ": it holds the table of " + t.settings().displayName());
                }
                e.table = t;
                result = Status.of(Phase.READY, null);
                LOG.info("Perfect's table of {} read from {}", e.settings.displayName(), file);
            }
        } catch (SolvedTable.TableException ex) {
            String reason = reason(file, ex.getMessage());
            String aside = setAside(file);
            result = Status.of(Phase.DAMAGED, "Perfect's table of " + e.settings.displayName() + " could not be used: "
                    + reason + aside);
            LOG.warn("{}", result.problem());
        } catch (OutOfMemoryError ex) {
            result = Status.of(Phase.FAILED, "Perfect's table of " + e.settings.displayName()
                    + " does not fit in the memory the game was given (" + gigabytes(maxHeap.getAsLong()) + ")");
            LOG.warn("{}", result.problem());
        }
        synchronized (e) {
            e.status = result;
        }
        if (e.wanted && result.canBuild()) {
            build(e.settings);
        }
    }

    /** A table exception's message without the file name it starts with. */
    private static String reason(Path file, String message) {
        String prefix = file + ": ";
        return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }

    /** Renames a damaged table file out of the way (never deletes it); says where it went, for the message. */
    private static String setAside(Path file) {
        try {
            Path aside = file.resolveSibling(file.getFileName() + ".damaged");
            for (int i = 2; Files.exists(aside); i++) {
                aside = file.resolveSibling(file.getFileName() + ".damaged-" + i);
            }
            Files.move(file, aside);
            return "; it was set aside as " + aside.getFileName();
        } catch (IOException ex) {
            LOG.warn("Could not set the damaged table {} aside: {}", file, ex.toString());
            return "; it could not be set aside (" + ex.getMessage() + ") and will be replaced";
        }
    }

    /** Thrown by the progress callback to stop a build. */
    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("the build was stopped", null, false, false);
        }
    }

    private void runBuild(Entry e) {
        if (closed) {
            return;
        }
        String problem = e.status.problem();
        // the time measured for the menu, if it was; the build says its own once its first groups are solved
        e.status = new Status(Phase.BUILDING, 0, measured.getOrDefault(e.settings.name() + "/" + e.settings.pieces(),
                Double.NaN), problem);
        LOG.info("Making Perfect's table of {} ({} positions) in {}", e.settings.displayName(),
                needs(e.settings).positions(), e.file);
        long t0 = System.nanoTime();
        Solver.Progress progress = s -> {
            if (closed) {
                throw new Stopped();
            }
            double f = s.fractionDone();
            Status before = e.status;
            e.status = new Status(Phase.BUILDING, Double.isNaN(f) ? before.fraction() : Math.max(0, Math.min(1, f)),
                    Double.isNaN(s.secondsLeft()) ? before.secondsLeft() : s.secondsLeft(), problem);
        };
        Path part = e.file.resolveSibling(e.file.getFileName() + ".part");
        SolvedTable table;
        try {
            table = pool.submit(() -> builder.build(e.settings, progress)).get();
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            e.status = Status.of(Phase.MISSING, problem);
            return;
        } catch (ExecutionException ex) {
            Throwable cause = ex.getCause();
            while (cause != null && !(cause instanceof Stopped) && !(cause instanceof OutOfMemoryError)
                    && cause.getCause() != null) {
                cause = cause.getCause();
            }
            if (cause instanceof Stopped || closed) {
                LOG.info("Making Perfect's table of {} stopped", e.settings.displayName());
                e.status = Status.of(Phase.MISSING, problem);
            } else if (cause instanceof OutOfMemoryError) {
                e.status = Status.of(Phase.FAILED, "Making the table of " + e.settings.displayName()
                        + " ran out of memory (the game was given " + gigabytes(maxHeap.getAsLong()) + ")");
                LOG.warn("{}", e.status.problem());
            } else {
                e.status = Status.of(Phase.FAILED, "Making the table of " + e.settings.displayName() + " failed: "
                        + ex.getCause());
                LOG.error("Making Perfect's table of {} failed", e.settings.displayName(), ex.getCause());
            }
            return;
        } catch (java.util.concurrent.RejectedExecutionException ex) {
            e.status = Status.of(Phase.MISSING, problem);
            return;
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        String kept = null;
        try {
            Files.createDirectories(folder);
            table.write(e.file);
            LOG.info("Perfect's table of {} made in {} s and kept in {}", e.settings.displayName(),
                    String.format(Locale.ROOT, "%.1f", seconds), e.file);
        } catch (IOException ex) {
            kept = "the table was made but could not be kept in " + folder + " (" + ex.getMessage()
                    + "): it will be made again next time";
            LOG.warn("{}", kept);
            try {
                Files.deleteIfExists(part);
            } catch (IOException ignored) {
                // the .part file is never read as a table
            }
        }
        synchronized (e) {
            e.table = table;
            e.status = Status.of(Phase.READY, kept);
        }
    }

    /**
     * Stops every build (a build stops at its next progress report; a table being written is finished,
     * within a few seconds) and the reading. Nothing half made is ever written under a table's name.
     */
    @Override
    public void close() {
        closed = true;
        loader.shutdownNow();
        measures.shutdownNow();
        builds.shutdown();
        pool.shutdown();
        try {
            builds.awaitTermination(3, TimeUnit.SECONDS);
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
        pool.shutdownNow();
        builds.shutdownNow();
    }

    /** One rule set's table. */
    private final class Entry {
        final ClassicSettings settings;
        final Path file;
        volatile Status status = Status.of(Phase.UNCHECKED, null);
        volatile SolvedTable table;
        volatile boolean wanted;

        Entry(ClassicSettings settings) {
            this.settings = settings;
            this.file = file(settings);
        }
    }
}
