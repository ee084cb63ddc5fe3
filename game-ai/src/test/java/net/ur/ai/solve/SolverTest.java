package net.ur.ai.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import net.ur.ai.Agent;
import net.ur.ai.RandomAgent;
import net.ur.rules.classic.ClassicSettings;
import net.ur.ai.fast.FastClassic;

/** The fast solver against the slow oracle, the symmetry, the Bellman equation, table files and the agent. */
class SolverTest {

    private static SolvedTable solve(String rules) {
        return Solver.solve(RuleSets.classicSettings(rules), Solver.TOLERANCE, null);
    }

    @ParameterizedTest
    @CsvSource({"finkel-1p, false, false", "finkel-2p, false, false", "blitz-1p, false, false",
        "blitz-2p, false, false", "aseb-2p, false, false", "masters-2p, false, false", "murray-1p, false, false",
        "finkel-2p, true, false", "masters-2p, true, false", "murray-1p, true, false", "finkel-2p, false, true",
        "masters-2p, true, true"})
    void matchesTheSlowOracle(String name, boolean scratch, boolean rank, @TempDir Path dir) {
        RuleSet rules = RuleSets.byName(name);
        Map<GameState, Double> oracle = SlowSolver.solve(rules, 1e-9);
        // scratch: every successor list in the mapped scratch file, as the largest groups of Masters partly are;
        // rank: every position ranked in the index, as in the large groups of Masters, Blitz and Aseb
        Solver solver = Solver.prepare(RuleSets.classicSettings(name), Solver.TOLERANCE, null, dir,
                scratch ? 0 : Long.MAX_VALUE);
        solver.rankAlways = rank;
        SolvedTable table = solver.run();
        double max = 0;
        for (var e : oracle.entrySet()) {
            max = Math.max(max, Math.abs(table.evaluate(e.getKey()) - e.getValue()));
        }
        assertTrue(max < 1e-4, name + ": largest difference from the oracle " + max + " over " + oracle.size());
        assertEquals(oracle.get(rules.initialState()), table.startLightWin(), 1e-4);
    }

    @Test
    void theTimeOfASolveIsMeasuredFromItsFirstLayerGroups() {
        // finkel-4p: its first 7 groups (3-3, 2-3, 1-3, 2-2, 0-3, 1-2, 0-2) reach the calibration's positions
        Solver.Estimate e = Solver.estimate(RuleSets.classicSettings("finkel-4p"));
        assertEquals(7, e.groups());
        assertEquals(374_943, e.positions());
        assertTrue(e.measuredSeconds() > 0);
        assertEquals(e.measuredSeconds() / e.positions() * 2_602_822 * Solver.GROWTH, e.seconds(), 1e-9 * e.seconds());
        // a table smaller than that is solved whole: its time is the estimate
        Solver.Estimate whole = Solver.estimate(RuleSets.classicSettings("finkel-3p"));
        assertEquals(6, whole.groups());
        assertEquals(263_121, whole.positions());
        assertEquals(whole.measuredSeconds(), whole.seconds());
    }

    @Test
    void tableIsInvariantUnderTheMirror() {
        SolvedTable table = solve("finkel-2p");
        FastClassic fc = new FastClassic(RuleSets.classicSettings("finkel-2p"));
        Map<GameState, Double> oracle = SlowSolver.solve(RuleSets.byName("finkel-2p"), 1e-9);
        int checked = 0;
        for (GameState s : oracle.keySet()) {
            long code = fc.encode(s);
            long mirror = mirror(code, 14);
            assertEquals(table.valueOfCode(code), table.valueOfCode(mirror), 0.0);
            // and the oracle, which stores both sides, agrees that the mirror has the same value
            GameState m = fc.decode(mirror);
            if (checked < 3000 && oracle.containsKey(m)) {
                assertEquals(oracle.get(s), oracle.get(m), 1e-6);
                checked++;
            }
        }
        assertEquals(3000, checked);
    }

    private static long mirror(long code, int l) {
        long full = (1L << l) - 1;
        long lm = code & full;
        long dm = (code >>> l) & full;
        long wl = (code >>> (2 * l)) & 7;
        long wd = (code >>> (2 * l + 3)) & 7;
        long turn = (code >>> (2 * l + 6)) & 1;
        return dm | (lm << l) | (wd << (2 * l)) | (wl << (2 * l + 3)) | ((turn ^ 1) << (2 * l + 6));
    }

    @Test
    void satisfiesTheBellmanEquation() {
        SolvedTable table = solve("blitz-2p");
        assertTrue(table.maxBellmanResidual() < 1e-4);
    }

    @Test
    void tableFileRoundTripsAndRejectsDamage(@TempDir Path dir) throws Exception {
        SolvedTable table = solve("finkel-2p");
        Path f = dir.resolve("t.urt");
        table.write(f);
        SolvedTable back = SolvedTable.read(f);
        assertEquals(table.startLightWin(), back.startLightWin(), 0.0);
        assertTrue(back.maxBellmanResidual() < 1e-4);
        byte[] bytes = Files.readAllBytes(f);

        Path truncated = dir.resolve("short.urt");
        Files.write(truncated, java.util.Arrays.copyOf(bytes, bytes.length - 100));
        var e1 = assertThrows(SolvedTable.TableException.class, () -> SolvedTable.read(truncated));
        assertTrue(e1.getMessage().contains("truncated"), e1.getMessage());

        Path corrupt = dir.resolve("bad.urt");
        byte[] copy = bytes.clone();
        copy[copy.length - 7] ^= 0x10;
        Files.write(corrupt, copy);
        var e2 = assertThrows(SolvedTable.TableException.class, () -> SolvedTable.read(corrupt));
        assertTrue(e2.getMessage().contains("checksum"), e2.getMessage());

        var e3 = assertThrows(SolvedTable.TableException.class, () -> SolvedTable.read(dir.resolve("none")));
        assertTrue(e3.getMessage().contains("no such table"), e3.getMessage());

        Path junk = dir.resolve("junk.urt");
        Files.writeString(junk, "hello");
        var e4 = assertThrows(SolvedTable.TableException.class, () -> SolvedTable.read(junk));
        assertTrue(e4.getMessage().contains("not a solved table"), e4.getMessage());
    }

    @Test
    void perfectAgentBeatsRandomAndPicksTheBestMove() throws IOException {
        ClassicSettings settings = RuleSets.classicSettings("finkel-2p");
        RuleSet rules = RuleSets.byName("finkel-2p");
        SolvedTable table = Solver.solve(settings, Solver.TOLERANCE, null);
        PerfectAgent perfect = new PerfectAgent(table);
        Agent random = new RandomAgent();
        SplittableRandom rng = new SplittableRandom(7);
        int wins = 0;
        int games = 400;
        for (int g = 0; g < games; g++) {
            Player perfectSide = g % 2 == 0 ? Player.LIGHT : Player.DARK;
            GameState s = rules.initialState();
            while (!s.isOver()) {
                s = rules.applyRoll(s, rules.roll(rng));
                if (s.phase() == Phase.AWAITING_MOVE) {
                    Agent a = s.turn() == perfectSide ? perfect : random;
                    Move m = a.chooseMove(rules, s, rng);
                    // the chosen move's value is the state's value for the roll
                    if (a == perfect) {
                        assertEquals(table.evaluate(s), table.valueAfter(s.turn(), rules.applyMove(s, m)), 1e-12);
                    }
                    s = rules.applyMove(s, m);
                }
            }
            if (s.winner() == perfectSide) {
                wins++;
            }
        }
        assertTrue(wins > games * 0.6, "perfect won " + wins + " of " + games);
    }

    @Test
    void perfectPlayerFindsItsTableInTheFolder(@TempDir Path dir) throws Exception {
        RuleSet rules = RuleSets.byName("finkel-2p");
        PerfectPlayer player = new PerfectPlayer(dir);
        var missing = assertThrows(IllegalArgumentException.class, () -> player.prepare(rules));
        assertTrue(missing.getMessage().contains("no such table file"), missing.getMessage());
        assertTrue(missing.getMessage().endsWith("make it with: ./ur solve --rules finkel-2p --out "
                + dir.resolve("finkel-2p.urt")), missing.getMessage());
        SolvedTable table = solve("finkel-2p");
        table.write(PerfectPlayer.tableFile(dir, RuleSets.classicSettings("finkel-2p")));
        player.prepare(rules);
        net.ur.ai.Arena.Result r = net.ur.ai.Arena.play(rules, () -> new PerfectPlayer(dir),
                RandomAgent::new, 200, 3, 1, g -> { });
        assertTrue(r.aWins() > 120, "perfect won " + r.aWins() + " of 200");
        GameState start = rules.initialState();
        assertEquals(table.evaluate(start), player.evaluate(rules, start), 0.0);
        // a damaged table is refused, never trusted
        Path other = dir.resolve("damaged");
        Files.createDirectories(other);
        Path f = PerfectPlayer.tableFile(other, RuleSets.classicSettings("finkel-2p"));
        table.write(f);
        byte[] bytes = Files.readAllBytes(f);
        bytes[bytes.length - 3] ^= 1;
        Files.write(f, bytes);
        var corrupt = assertThrows(IllegalArgumentException.class, () -> new PerfectPlayer(other).prepare(rules));
        assertTrue(corrupt.getMessage().contains("checksum"), corrupt.getMessage());
    }
}
