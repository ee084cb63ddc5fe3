package net.ur.rules.cli;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import net.ur.rules.ai.Agent;
import net.ur.rules.ai.Agents;
import net.ur.rules.ai.Arena;
import net.ur.rules.ai.Chance;
import net.ur.rules.ai.EvalTuner;
import net.ur.rules.ai.ExpectimaxAgent;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench ai}: search nodes per second at several depths and arena moves per second; with
 * {@code --tune}, fits the classic evaluation's weights to self-play outcomes instead.
 */
@Command(name = "ai", description = "search nodes and arena moves per second (--tune: fit the evaluation)")
final class BenchAi extends UrCommand {

    @Option(names = "--seconds", paramLabel = "S", description = "how long to measure (default 3, at most 600)")
    double seconds = 3;

    @Option(names = "--tune", description = "fit the classic evaluation to self-play outcomes")
    boolean tune;

    @Option(names = "--rules", paramLabel = "R", description = "with --tune: a rule set to fit (repeatable; default all)")
    List<String> tuneRules = new ArrayList<>();

    @Option(names = "--games", paramLabel = "N", description = "with --tune: games per round (default 2000)")
    int tuneGames = 2000;

    BenchAi(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (!(seconds > 0 && seconds <= 600)) {
            throw usageError("--seconds must be more than 0 and at most 600, not " + typed("--seconds"));
        }
        if (tuneGames < 1 || tuneGames > 1_000_000) {
            throw usageError("--games must be a whole number 1..1000000, not " + typed("--games"));
        }
        for (String name : tuneRules) {
            checked(() -> RuleSets.byName(name));
        }
        if (tune) {
            if (tuneRules.isEmpty()) {
                tuneRules.addAll(RuleSets.ALL_NAMES);
            }
            out.println("Fitting the classic evaluation to self-play outcomes (3 rounds of " + tuneGames + " games):");
            for (String name : tuneRules) {
                EvalTuner.tune(RuleSets.byName(name), 3, tuneGames, 20261122L, out);
            }
            return Cli.OK;
        }
        RuleSet finkel = RuleSets.byName("finkel");
        List<GameState> positions = positions(finkel, 300, 20261122L);
        out.println("Expectiminimax search on Finkel (compact encoding), " + positions.size()
                + " positions from seeded random games, one thread:");
        for (int depth : new int[] {2, 3, 4, 5}) {
            searchBench(out, finkel, positions, depth, true, seconds / 6);
            if (depth <= 4) {
                searchBench(out, finkel, positions, depth, false, seconds / 6);
            }
        }
        RuleSet babylonian = RuleSets.byName("babylonian");
        List<GameState> bPositions = positions(babylonian, 100, 20261122L);
        out.println("Expectiminimax search on the Babylonian game (readable model), " + bPositions.size()
                + " positions:");
        for (int depth : new int[] {1, 2}) {
            searchBench(out, babylonian, bPositions, depth, true, seconds / 8);
        }
        out.println("Arena (whole games, moves chosen per second, both agents), one thread:");
        arenaBench(out, finkel, "greedy", "random", seconds / 4);
        arenaBench(out, finkel, "intermediate", "greedy", seconds / 4);
        arenaBench(out, finkel, "master", "greedy", seconds / 2);
        arenaBench(out, babylonian, "greedy", "random", seconds / 8);
        arenaBench(out, babylonian, "expert", "greedy", seconds / 8);
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        out.printf(Locale.ROOT, "  (system load average %.1f on %d cores: other work on the machine slows the figures)%n",
                load, Runtime.getRuntime().availableProcessors());
        return Cli.OK;
    }

    private static List<GameState> positions(RuleSet rules, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> out = new ArrayList<>();
        while (out.size() < count) {
            GameState s = rules.initialState();
            while (!s.isOver() && out.size() < count) {
                s = rules.applyRoll(s, rules.roll(random));
                if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                    GameState kept = Chance.keep(rules, s);
                    s = kept != null ? kept : Chance.throwAgain(rules, s,
                            Chance.throwSecond(rules, random));
                }
                if (s.phase() == Phase.AWAITING_MOVE) {
                    List<Move> moves = rules.legalMoves(s);
                    if (moves.size() > 1 && random.nextInt(4) == 0) {
                        out.add(s);
                    }
                    s = rules.applyMove(s, moves.get(random.nextInt(moves.size())));
                }
            }
        }
        return out;
    }

    private static void searchBench(PrintStream out, RuleSet rules, List<GameState> positions, int depth,
            boolean pruning, double seconds) {
        ExpectimaxAgent agent = new ExpectimaxAgent("expectimax:" + depth, "bench", depth, null, pruning);
        SplittableRandom random = new SplittableRandom(1);
        long nodes = 0;
        int searched = 0;
        long limit = System.nanoTime() + (long) (seconds * 1e9);
        long nanos = 0;
        int i = 0;
        while (System.nanoTime() < limit || searched < 3) {
            agent.clearCache();
            long t0 = System.nanoTime();
            agent.chooseMove(rules, positions.get(i++ % positions.size()), random);
            nanos += System.nanoTime() - t0;
            nodes += agent.lastSearch().nodes();
            searched++;
        }
        double t = nanos / 1e9;
        out.printf(Locale.ROOT, "  depth %d, %-18s %,12.0f nodes/s  %,10.0f nodes/move  %8.2f ms/move  (%d moves)%n",
                depth, pruning ? "Star1, table:" : "no pruning, table:", nodes / t, (double) nodes / searched,
                1000 * t / searched, searched);
    }

    private static void arenaBench(PrintStream out, RuleSet rules, String a, String b, double seconds) {
        Agent agentA = Agents.byName(a);
        Agent agentB = Agents.byName(b);
        long moves = 0;
        int games = 0;
        long start = System.nanoTime();
        long limit = start + (long) (seconds * 1e9);
        while (System.nanoTime() < limit || games < 2) {
            Arena.GameResult g = Arena.playGame(rules, agentA, agentB, games++, 7);
            moves += g.moves();
        }
        double t = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "  %-10s %-12s vs %-8s %,10.0f moves/s  %,8.1f games/s  (%d games in %.2f s)%n", rules.name(), a, b,
                moves / t, games / t, games, t);
    }
}
