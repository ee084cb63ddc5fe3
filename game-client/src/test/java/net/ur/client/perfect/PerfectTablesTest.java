package net.ur.client.perfect;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import net.ur.ai.solve.PerfectAgent;
import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.dice.Roll;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's tables without the game: reading, setting a damaged file aside, making a missing table in
 * the background (a small Finkel of 2 pieces, solved in milliseconds; the build held at a gate so that
 * the "while it is made" state can be seen), the master playing for Perfect until then, and stopping.
 */
class PerfectTablesTest {

    static final ClassicSettings SMALL = RuleSets.classicSettings("finkel-2p");
    static final RuleSet SMALL_RULES = RuleSets.byName("finkel-2p");

    @TempDir
    Path dir;

    private PerfectTables tables;
    private final CountDownLatch gate = new CountDownLatch(1);
    private final AtomicInteger builds = new AtomicInteger();

    /** A build that says it is a quarter done, waits at the gate (reporting, so that it can be stopped), then solves. */
    PerfectTables.Builder gated() {
        return (settings, progress) -> {
            builds.incrementAndGet();
            try {
                while (!gate.await(5, TimeUnit.MILLISECONDS)) {
                    progress.update(new Solver.Status(0, 1, 0, 3, 2, 1e-3, 1, 150, 0.25, 0, 0, 0));
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return Solver.solve(settings, Solver.TOLERANCE, progress);
        };
    }

    @AfterEach
    void close() {
        gate.countDown();
        if (tables != null) {
            tables.close();
        }
    }

    static void waitFor(BooleanSupplier condition, String what) {
        long end = System.nanoTime() + 60_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited a minute for " + what);
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    /** A state of the small game awaiting light's move after a throw of 2. */
    static GameState awaitingMove() {
        GameState s = SMALL_RULES.applyRoll(SMALL_RULES.initialState(), Roll.of(2));
        assertEquals(Phase.AWAITING_MOVE, s.phase());
        return s;
    }

    @Test
    void aMissingTableIsMadeInTheBackgroundWhileTheMasterPlaysThenPerfectTakesOver() throws Exception {
        tables = new PerfectTables(dir, gated(), 1, () -> 1L << 40);
        PerfectTables.Phase first = tables.status(SMALL).phase();
        assertTrue(first == PerfectTables.Phase.CHECKING || first == PerfectTables.Phase.MISSING,
                "the first look starts the reading: " + first);
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.MISSING, "the table to be found missing");
        assertEquals(0, builds.get(), "looking at a table does not make it");

        PerfectOrMaster perfect = new PerfectOrMaster(tables, SMALL); // a game asks for the table: it is made
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.BUILDING
                && tables.status(SMALL).fraction() == 0.25, "the build to report its progress");
        PerfectTables.Status building = tables.status(SMALL);
        assertEquals(150, building.secondsLeft());
        assertEquals("Perfect is learning the game: 25%, about 3 min left; the master plays until then", net.ur.client.words.HintWords.perfectNotice(perfect));
        assertFalse(perfect.playsPerfectly());
        assertNull(tables.table(SMALL));
        Move m = perfect.chooseMove(SMALL_RULES, awaitingMove(), new SplittableRandom(1));
        assertTrue(SMALL_RULES.legalMoves(awaitingMove()).contains(m), "the master chose a legal move: " + m);
        assertEquals(1, perfect.masterMoves());
        assertEquals(0, perfect.perfectMoves());
        assertFalse(tables.build(SMALL), "one build at a time per rule set");
        new PerfectOrMaster(tables, SMALL); // another game asking for it shares the build
        assertFalse(Files.exists(tables.file(SMALL)), "no file before the table is complete");

        gate.countDown();
        waitFor(() -> tables.status(SMALL).ready(), "the table to be made");
        assertEquals(1, builds.get(), "made once");
        assertTrue(perfect.playsPerfectly());
        Path file = tables.file(SMALL);
        assertEquals(dir.resolve("finkel-2p.urt"), file);
        SolvedTable written = SolvedTable.read(file);
        assertFalse(Files.exists(dir.resolve("finkel-2p.urt.part")), "no part file left");
        for (int seed = 0; seed < 20; seed++) {
            GameState s = awaitingMove();
            assertEquals(new PerfectAgent(written).chooseMove(SMALL_RULES, s, new SplittableRandom(seed)),
                    perfect.chooseMove(SMALL_RULES, s, new SplittableRandom(seed)), "Perfect plays from the table");
        }
        assertEquals(20, perfect.perfectMoves());
        assertEquals(1, perfect.masterMoves());
        assertEquals("Perfect has learnt the game and plays from now on", net.ur.client.words.HintWords.perfectNotice(perfect));

        // A new program finds the table kept in the folder and reads it, without making it again.
        PerfectTables again = new PerfectTables(dir, (s, p) -> {
            throw new AssertionError("a table that is present is not made again");
        }, 1, () -> 1L << 40);
        try {
            PerfectOrMaster next = new PerfectOrMaster(again, SMALL);
            waitFor(next::playsPerfectly, "the kept table to be read");
            assertEquals("", net.ur.client.words.HintWords.perfectNotice(next), "nothing to say when Perfect plays from the start");
        } finally {
            again.close();
        }
    }

    @Test
    void aCorruptTableIsSetAsideReportedAndMadeAgainNeverTrusted() throws Exception {
        Path file = dir.resolve("finkel-2p.urt");
        Solver.solve(SMALL, Solver.TOLERANCE, null).write(file);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 7] ^= 0x40; // one value changed: the checksum no longer matches
        Files.write(file, bytes);

        tables = new PerfectTables(dir, gated(), 1, () -> 1L << 40);
        tables.status(SMALL);
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.DAMAGED, "the damage to be found");
        PerfectTables.Status damaged = tables.status(SMALL);
        assertNull(tables.table(SMALL), "a corrupt table is not played from");
        assertTrue(damaged.problem().startsWith("Perfect's table of Finkel (2 pieces) could not be used: corrupt: checksum"),
                damaged.problem());
        assertTrue(damaged.problem().endsWith("it was set aside as finkel-2p.urt.damaged"), damaged.problem());
        assertFalse(Files.exists(file), "the damaged file is out of the way");
        assertArrayEquals(bytes, Files.readAllBytes(dir.resolve("finkel-2p.urt.damaged")), "set aside, not deleted");
        assertTrue(damaged.canBuild());

        assertTrue(tables.build(SMALL), "the player is offered to make it again");
        waitFor(() -> tables.status(SMALL).building() && !Double.isNaN(tables.status(SMALL).fraction()), "the build");
        assertEquals(damaged.problem(), tables.status(SMALL).problem(), "the reason stays shown while it is made");
        gate.countDown();
        waitFor(() -> tables.status(SMALL).ready(), "the table to be made again");
        assertNull(tables.status(SMALL).problem());
        SolvedTable.read(file); // a sound table now
        assertTrue(Files.exists(dir.resolve("finkel-2p.urt.damaged")), "the damaged file is still kept");
    }

    @Test
    void truncatedOrForeignTablesAreRefusedAndASecondDamagedFileGetsItsOwnName() throws Exception {
        Path file = dir.resolve("finkel-2p.urt");
        Solver.solve(SMALL, Solver.TOLERANCE, null).write(file);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Files.writeString(dir.resolve("finkel-2p.urt.damaged"), "an older damaged file");
        tables = new PerfectTables(dir, gated(), 1, () -> 1L << 40);
        tables.status(SMALL);
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.DAMAGED, "the damage to be found");
        String problem = tables.status(SMALL).problem();
        assertTrue(problem.contains("could not be used: truncated: "), problem);
        assertTrue(problem.endsWith("set aside as finkel-2p.urt.damaged-2"), problem);
        assertEquals("an older damaged file", Files.readString(dir.resolve("finkel-2p.urt.damaged")));
        tables.close();

        // Finkel's 3-piece table under the 2-piece name: a sound file of other rules
        Solver.solve(RuleSets.classicSettings("finkel-3p"), Solver.TOLERANCE, null).write(file);
        tables = new PerfectTables(dir, gated(), 1, () -> 1L << 40);
        tables.status(SMALL);
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.DAMAGED, "the foreign table to be refused");
        problem = tables.status(SMALL).problem();
        assertTrue(problem.contains("it holds the table of Finkel (3 pieces)"), problem);
        assertNull(tables.table(SMALL));
    }

    @Test
    void tooLittleMemorySaysHowMuchIsNeededAndTheMasterPlays() {
        tables = new PerfectTables(dir, gated(), 1, () -> 256L << 20);
        PerfectOrMaster perfect = new PerfectOrMaster(tables, SMALL);
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.NO_MEMORY, "the memory to be found short");
        String problem = tables.status(SMALL).problem();
        assertTrue(problem.startsWith("Making the table of Finkel (2 pieces) needs 0.8 GB of memory; the game was given 0.3 GB"
                + " (start it with more, e.g. UR_JAVA_OPTS=-Xmx1g ./ur)"), problem);
        assertEquals(0, builds.get(), "no build was started");
        assertTrue(net.ur.client.words.HintWords.perfectNotice(perfect).startsWith("Perfect needs 0.8 GB of memory to learn the game: the master plays"),
                net.ur.client.words.HintWords.perfectNotice(perfect));
        Move m = perfect.chooseMove(SMALL_RULES, awaitingMove(), new SplittableRandom(3));
        assertNotNull(m);
        assertEquals(1, perfect.masterMoves());
    }

    @Test
    void closingStopsABuildAndWritesNothing() throws Exception {
        tables = new PerfectTables(dir, gated(), 1, () -> 1L << 40);
        new PerfectOrMaster(tables, SMALL);
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.BUILDING, "the build to start");
        tables.close();
        waitFor(() -> tables.status(SMALL).phase() == PerfectTables.Phase.MISSING, "the build to stop");
        gate.countDown();
        Thread.sleep(100);
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing written");
        }
        assertFalse(tables.build(SMALL), "no build after closing");
    }

    @Test
    void aBuildRunsOnLowPriorityWorkersOfItsOwnPoolAndItsParallelWorkStaysThere() {
        java.util.Set<String> names = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.Set<Integer> priorities = java.util.concurrent.ConcurrentHashMap.newKeySet();
        tables = new PerfectTables(dir, (settings, progress) -> {
            // the solver's parallel streams run in the pool of the task that calls them
            java.util.stream.IntStream.range(0, 10_000).parallel().forEach(i -> {
                names.add(Thread.currentThread().getName());
                priorities.add(Thread.currentThread().getPriority());
            });
            return Solver.solve(settings, Solver.TOLERANCE, progress);
        }, 2, () -> 1L << 40);
        new PerfectOrMaster(tables, SMALL);
        waitFor(() -> tables.status(SMALL).ready(), "the table to be made");
        assertFalse(names.isEmpty());
        assertTrue(names.stream().allMatch(n -> n.startsWith("ur-perfect-solver-")), "" + names);
        assertEquals(java.util.Set.of(Thread.MIN_PRIORITY), priorities);
        assertTrue(names.size() <= 2, "at most the pool's two workers: " + names);
    }

    @Test
    void perfectIsOfferedForTheClassicRuleSetsWhoseTablesAComputerCanMake() {
        for (String r : new String[] {"finkel", "masters", "blitz", "aseb", "finkel-3p"}) {
            assertTrue(PerfectTables.offers(r), r);
        }
        for (String r : new String[] {"murray", "babylonian", "babylonian-ur", "ravensburg"}) {
            assertFalse(PerfectTables.offers(r), r);
        }
        // the time is measured in the build pool (here a stand-in: seconds from the positions)
        java.util.Set<String> measuredOn = java.util.concurrent.ConcurrentHashMap.newKeySet();
        PerfectTables t = new PerfectTables(dir, gated(), settings -> {
            measuredOn.add(Thread.currentThread().getName());
            return PerfectTables.needs(settings).positions() / 500_000.0;
        }, 1, () -> 8L << 30);
        try {
            assertEquals("4.0 GB of memory (its time on this computer is being measured)",
                    t.describeNeeds(ClassicSettings.FINKEL));
            for (ClassicSettings c : new ClassicSettings[] {ClassicSettings.FINKEL, ClassicSettings.BLITZ,
                ClassicSettings.MASTERS}) {
                waitFor(() -> !Double.isNaN(t.estimatedSeconds(c)), "the time of " + c.name() + " to be measured");
            }
            assertEquals("about 5 minutes on this computer and 4.0 GB of memory", t.describeNeeds(ClassicSettings.FINKEL));
            assertEquals("about 1 minute on this computer and 2.4 GB of memory", t.describeNeeds(ClassicSettings.BLITZ));
            assertEquals("about 15 minutes on this computer and 8.0 GB of memory and 3.5 GB of disk",
                    t.describeNeeds(ClassicSettings.MASTERS));
            assertEquals(java.util.Set.of("ur-perfect-solver-0"), measuredOn);
        } finally {
            t.close();
        }
        assertEquals("1 minute", PerfectTables.roughDuration(20));
        assertEquals("4 minutes", PerfectTables.roughDuration(230));
        assertEquals("25 minutes", PerfectTables.roughDuration(26 * 60));
        assertEquals("1 h 10 min", PerfectTables.roughDuration(68 * 60));
        assertEquals("about 4 min left", net.ur.client.words.HintWords.timeLeft(250));
        assertEquals("less than a minute left", net.ur.client.words.HintWords.timeLeft(20));
    }
}
