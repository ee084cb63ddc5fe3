package net.ur.tools.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.TreeMap;

import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.ai.Arena;
import net.ur.ai.ExpectimaxAgent;
import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.Chance;
import net.ur.ai.eval.Objective;
import net.ur.ai.eval.RavensburgEval;
import net.ur.ai.train.BabylonianTrainer;
import net.ur.ai.train.EvalTuner;
import net.ur.ai.train.RavensburgTrainer;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench ai}: search nodes per second at several depths (on the Babylonian and Ravensburg
 * games the readable model's search and the compact encoding's side by side, with the leaves, evaluations
 * and table answers a move) and arena moves per second;
 * with {@code --tune}, fits the classic evaluation's weights to self-play outcomes instead; with
 * {@code --learn}, learns the Babylonian evaluation from self-play.
 */
@Command(name = "ai", description = "search nodes and arena moves per second (--tune: fit the classic evaluation;"
        + " --learn: learn the Babylonian or Ravensburg one)")
public final class BenchAi extends UrCommand {

    @Option(names = "--seconds", paramLabel = "S", description = "how long to measure (default 3, at most 600)")
    public double seconds = 3;

    @Option(names = "--tune", description = "fit the classic evaluation to self-play outcomes")
    public boolean tune;

    @Option(names = "--rules", paramLabel = "R", description = "with --tune: a rule set to fit (repeatable; default all)")
    public List<String> tuneRules = new ArrayList<>();

    @Option(names = "--games", paramLabel = "N", description = "with --tune: games per round (default 2000;"
            + " with --learn 20000)")
    public Integer tuneGames;

    @Option(names = "--learn", description = "learn the Babylonian evaluation from self-play (--rules: the boards;"
            + " --rules ravensburg: the Ravensburg one)")
    public boolean learn;

    @Option(names = "--rounds", paramLabel = "K", description = "with --learn: rounds of self-play (default 3)")
    public int rounds = 3;

    @Option(names = "--seed", paramLabel = "S", description = "with --learn: the seed (default 1)")
    public long seed = 1;

    @Option(names = "--out", paramLabel = "FILE", description = "with --learn: write the weights here")
    public String outFile;

    @Option(names = "--master", description = "with --learn: learn the master's models (Ravensburg: twenty features"
            + " instead of the other levels' fourteen; Babylonian: with the race features, keys BOARD.master.win and"
            + " BOARD.master.counters, with --to-win BOARD.master.towin)")
    public boolean master;

    @Option(names = "--to-win", description = "with --learn on the Babylonian boards: learn the win model of a player"
            + " playing to win, from games played to win (the other models are kept)")
    public boolean toWin;

    @Option(names = "--lambda", paramLabel = "L", description = "with --learn: fit TD(L) returns after the first"
            + " round (Ravensburg: the win model; Babylonian: the counters model; default 1: the games' outcomes)")
    public double lambda = 1.0;

    @Option(names = "--depth", paramLabel = "D", description = "with --learn on the Babylonian boards: the self-play's"
            + " search depth in rolls, 1..5 (default 1: each choice's own position judged)")
    public int depth = 1;

    private static final String RAVENSBURG = "ravensburg";

    public BenchAi(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (!(seconds > 0 && seconds <= 600)) {
            throw usageError("--seconds must be more than 0 and at most 600, not " + typed("--seconds"));
        }
        if (tuneGames != null && (tuneGames < 1 || tuneGames > 1_000_000)) {
            throw usageError("--games must be a whole number 1..1000000, not " + typed("--games"));
        }
        if (rounds < 1 || rounds > 100) {
            throw usageError("--rounds must be a whole number 1..100, not " + typed("--rounds"));
        }
        if (toWin && !learn) {
            throw usageError("--to-win goes with --learn");
        }
        if (learn && tune) {
            throw usageError("bench ai takes --tune or --learn, not both");
        }
        for (String name : tuneRules) {
            checked(() -> learn && !name.equalsIgnoreCase(RAVENSBURG) ? BabylonianBoard.byName(name)
                    : RuleSets.byName(name));
        }
        if (learn) {
            return learn(tuneGames == null ? 20_000 : tuneGames);
        }
        int games = tuneGames == null ? 2000 : tuneGames;
        if (tune) {
            if (tuneRules.isEmpty()) {
                tuneRules.addAll(RuleSets.ALL_NAMES);
            }
            out.println("Fitting the classic evaluation to self-play outcomes (3 rounds of " + games + " games):");
            for (String name : tuneRules) {
                EvalTuner.tune(RuleSets.byName(name), 3, games, 20261122L, out);
            }
            return UrCommand.OK;
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
        out.println("Expectiminimax search on the Babylonian game, " + bPositions.size() + " positions, one thread,"
                + " Star1 and table, per second of the thread's CPU time:");
        out.println("  readable model (GenericSearch, GenericEval: the search before the compact encoding) against");
        out.println("  compact encoding (BabylonianSearch, the learned BabylonianEval, playing for counters), alternating:");
        compare(out, babylonian, bPositions, new int[] {1, 2, 3, 4, 5}, seconds);
        RuleSet ravensburg = RuleSets.byName("ravensburg");
        List<GameState> rPositions = positions(ravensburg, 100, 20261122L);
        out.println("Expectiminimax search on the Ravensburg game, " + rPositions.size() + " positions, one thread,"
                + " Star1 and table, per second of the thread's CPU time:");
        out.println("  readable model (GenericSearch: the search before the compact encoding, here with the learned");
        out.println("  RavensburgEval on the packed position) against compact encoding (RavensburgSearch), alternating:");
        compare(out, ravensburg, rPositions, new int[] {1, 2, 3}, seconds);
        out.println("Arena (whole games, moves chosen per second, both agents), one thread:");
        arenaBench(out, finkel, "greedy", "random", seconds / 4);
        arenaBench(out, finkel, "intermediate", "greedy", seconds / 4);
        arenaBench(out, finkel, "master", "greedy", seconds / 2);
        arenaBench(out, babylonian, "greedy", "random", seconds / 8);
        arenaBench(out, babylonian, "expert", "greedy", seconds / 8);
        arenaBench(out, babylonian, "master", "greedy", seconds / 4);
        arenaBench(out, ravensburg, "greedy", "random", seconds / 8);
        arenaBench(out, ravensburg, "expert", "greedy", seconds / 8);
        arenaBench(out, ravensburg, "master", "greedy", seconds / 4);
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        out.printf(Locale.ROOT, "  (system load average %.1f on %d cores: other work on the machine slows the figures)%n",
                load, Runtime.getRuntime().availableProcessors());
        return UrCommand.OK;
    }

    /**
     * Searches the same positions on the readable model and the compact encoding, alternating, and prints
     * both; from depth 5 on the first 20 positions only (the readable search takes about 0.1 s a move there).
     */
    private static void compare(PrintStream out, RuleSet rules, List<GameState> all, int[] depths,
            double seconds) {
        for (int depth : depths) {
            List<GameState> positions = depth >= 5 ? all.subList(0, Math.min(20, all.size())) : all;
            // warm both up (the JIT compiles the hot code only after many calls, and code first reached at a
            // depth, such as the table's answers at depth 3, is compiled anew; under load it lags), then
            // alternate so that the machine's load falls on both alike; depths 1 to 3 have so few nodes a move
            // that three passes left the readable search's new code uncompiled (its depth 2 took 0.3 to 1.9 ms
            // a move from run to run, 0.19-0.24 ms with twenty passes): more passes there
            int warmUp = depth <= 2 ? 20 : depth == 3 ? 10 : depth == 4 ? 3 : 1;
            for (int warm = 0; warm < warmUp; warm++) {
                searchBench(null, rules, positions, depth, true, true, 0);
                searchBench(null, rules, positions, depth, true, false, 0);
            }
            double[] readable = new double[5];
            double[] compact = new double[5];
            for (int round = 0; round < 2; round++) {
                double[] r = searchBench(null, rules, positions, depth, true, true, seconds / 12);
                double[] c = searchBench(null, rules, positions, depth, true, false, seconds / 12);
                for (int k = 0; k < readable.length; k++) {
                    readable[k] += r[k];
                    compact[k] += c[k];
                }
            }
            int searches = 2 * positions.size();
            String where = positions.size() == all.size() ? "" : " (" + positions.size() + " positions)";
            for (int k = 0; k < 2; k++) {
                double[] f = k == 0 ? readable : compact;
                out.printf(Locale.ROOT, "  depth %d, %-15s %,12.0f nodes/s  %,10.0f nodes/move  %8.2f ms/move"
                        + "  %,9.0f leaves  %,9.0f evaluated  %,7.0f table answers a move%s%n", depth,
                        k == 0 ? "readable model:" : "compact:", f[0] / f[1], f[0] / searches, 1000 * f[1] / searches,
                        f[2] / searches, f[3] / searches, f[4] / searches, where);
            }
            out.printf(Locale.ROOT, "  depth %d, speed-up of the compact search: %.1fx in nodes/s, %.1fx in ms/move%n",
                    depth, (compact[0] / compact[1]) / (readable[0] / readable[1]), readable[1] / compact[1]);
        }
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

    /** Learns the Babylonian evaluation (with --rules ravensburg the Ravensburg one); writes or prints the weights. */
    private int learn(int games) {
        if (tuneRules.stream().anyMatch(RAVENSBURG::equalsIgnoreCase)) {
            if (tuneRules.size() > 1) {
                throw usageError("--learn --rules ravensburg learns the Ravensburg evaluation alone; learn the"
                        + " Babylonian boards in another run");
            }
            if (toWin) {
                throw usageError("--to-win is for the Babylonian boards: the Ravensburg evaluation is a win model");
            }
            if (depth != 1) {
                throw usageError("--depth is for the Babylonian boards: the Ravensburg self-play searches one roll");
            }
            if (lambda < 0 || lambda > 1) {
                throw usageError("--lambda must be 0..1, not " + lambda);
            }
            int features = master ? RavensburgEval.MASTER_FEATURES : RavensburgEval.FEATURES;
            out.printf(Locale.ROOT, "Learning the Ravensburg evaluation%s from self-play (%d rounds of %d games, seed"
                    + " %d%s):%n", master ? " of the master" : "", rounds, games, seed,
                    lambda == 1 ? "" : ", TD(" + lambda + ") after the first round");
            RavensburgTrainer.Round r = RavensburgTrainer.learn(features, rounds, games, seed, lambda, out);
            return write(Map.of(master ? RavensburgEval.MASTER_KEY : RavensburgEval.KEY,
                    BabylonianEval.format(r.eval().weights())),
                    "# The learned Ravensburg evaluation (net.ur.ai.eval.RavensburgEval); docs/AI.md says which"
                    + " command wrote each model.\n"
                    + "# win: the other levels' logistic model, feature by feature; master: the master's.\n");
        }
        if (lambda < 0 || lambda > 1) {
            throw usageError("--lambda must be 0..1, not " + lambda);
        }
        if (depth < 1 || depth > 5) {
            throw usageError("--depth must be a whole number 1..5, not " + typed("--depth"));
        }
        if (toWin && lambda != 1) {
            throw usageError("--lambda fits the counters model; --to-win learns the win model, fitted to the outcomes");
        }
        List<BabylonianBoard> chosen = new ArrayList<>();
        if (tuneRules.isEmpty()) {
            chosen.addAll(List.of(BabylonianBoard.values()));
        } else {
            for (String b : tuneRules) {
                chosen.add(BabylonianBoard.byName(b));
            }
        }
        out.printf(Locale.ROOT, "Learning the Babylonian evaluation%s%s from self-play (%d rounds of %d games, seed %d%s%s):%n",
                master ? " of the master (with the race features)" : "", toWin ? " of a player playing to win" : "",
                rounds, games, seed, depth == 1 ? "" : ", searched " + depth + " rolls deep",
                lambda == 1 ? "" : ", the counters model TD(" + lambda + ") after the first round");
        Map<String, String> weights = new TreeMap<>();
        for (BabylonianBoard b : chosen) {
            BabylonianTrainer.Round r = BabylonianTrainer.learn(b, toWin ? Objective.WIN : Objective.COUNTERS, rounds,
                    games, seed, lambda, master, depth, out);
            String key = b.ruleSetName() + (master ? ".master" : "");
            if (toWin) {
                weights.put(key + ".towin", BabylonianEval.format(r.eval().toWinWeights()));
            } else {
                weights.put(key + ".win", BabylonianEval.format(r.eval().winWeights()));
                weights.put(key + ".counters", BabylonianEval.format(r.eval().counterWeights()));
            }
        }
        return write(weights, "# The learned Babylonian evaluation (net.ur.ai.eval.BabylonianEval); docs/AI.md gives the"
                + " commands that wrote it:\n"
                + "#   ur bench ai --learn [--rules BOARD] --games N --rounds K --seed S --out FILE  (win, counters)\n"
                + "#   ur bench ai --learn --to-win [--rules BOARD] --games N --rounds K --seed S --out FILE  (towin)\n"
                + "#   ur bench ai --learn --master --to-win ...  (master.towin: the master's, with the race features)\n"
                + "#   ur bench ai --learn --master --depth D ...  (master.win, master.counters: the master's for counters)\n"
                + "# win: the logistic win model of a player playing for counters; counters: the counters model;\n"
                + "# towin: the logistic win model of a player playing to win. Each a weight per feature.\n");
    }

    /** Writes learned weights into --out (keeping the file's other keys), or nothing without it. */
    private int write(Map<String, String> weights, String header) {
        if (outFile == null) {
            return UrCommand.OK;
        }
        Path path = Path.of(outFile);
        try {
            Map<String, String> all = new TreeMap<>();
            if (Files.exists(path)) {
                Properties old = new Properties();
                try (var in = Files.newBufferedReader(path, StandardCharsets.ISO_8859_1)) {
                    old.load(in);
                }
                old.stringPropertyNames().forEach(k -> all.put(k, old.getProperty(k)));
            }
            all.putAll(weights);
            StringBuilder text = new StringBuilder(header);
            all.forEach((k, v) -> text.append(k).append(" = ").append(v).append('\n'));
            Files.writeString(path, text.toString(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            err.println("ur: cannot write " + outFile + ": " + e.getMessage());
            return 1;
        }
        out.println("Written to " + outFile);
        return UrCommand.OK;
    }

    private static void searchBench(PrintStream out, RuleSet rules, List<GameState> positions, int depth,
            boolean pruning, double seconds) {
        searchBench(out, rules, positions, depth, pruning, false, seconds);
    }

    /**
     * Searches positions from an empty table each: with {@code out} for some seconds (at least three
     * positions), printing the figures; with {@code out} null every position exactly once (the same
     * work for the two searches compared), printing nothing, and timed by the thread's CPU time.
     *
     * @return the nodes, the seconds spent searching, the leaves, the evaluations computed and the table
     *     answers (the last three summed over the searches that count them)
     */
    private static double[] searchBench(PrintStream out, RuleSet rules, List<GameState> positions, int depth,
            boolean pruning, boolean readable, double seconds) {
        ExpectimaxAgent agent = new ExpectimaxAgent("expectimax:" + depth, "bench", depth, null, pruning,
                net.ur.ai.eval.Objective.COUNTERS, readable);
        // the agent makes its search (tables, evaluation) on its first choice and keeps it for the game:
        // made here, before the timing, so that the figures are the searches' and not their setting up
        agent.chooseMove(rules, positions.get(0), new SplittableRandom(0));
        SplittableRandom random = new SplittableRandom(1);
        long nodes = 0;
        long[] counted = new long[3];
        int searched = 0;
        long limit = System.nanoTime() + (long) (seconds * 1e9);
        long nanos = 0;
        int i = 0;
        // with out null, the thread's CPU time: two searches compared side by side on a loaded machine
        // should each be charged only for their own work
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpu = out == null && threads.isCurrentThreadCpuTimeSupported();
        while (out == null ? searched < positions.size() : System.nanoTime() < limit || searched < 3) {
            agent.clearCache();
            long t0 = cpu ? threads.getCurrentThreadCpuTime() : System.nanoTime();
            agent.chooseMove(rules, positions.get(i++ % positions.size()), random);
            nanos += (cpu ? threads.getCurrentThreadCpuTime() : System.nanoTime()) - t0;
            ExpectimaxAgent.SearchInfo info = agent.lastSearch();
            nodes += info.nodes();
            counted[0] += Math.max(0, info.leaves());
            counted[1] += Math.max(0, info.evaluations());
            counted[2] += Math.max(0, info.tableAnswers());
            searched++;
        }
        double t = nanos / 1e9;
        if (out != null) {
            out.printf(Locale.ROOT, "  depth %d, %-18s %,12.0f nodes/s  %,10.0f nodes/move  %8.2f ms/move  (%d moves)%n",
                    depth, pruning ? "Star1, table:" : "no pruning, table:", nodes / t, (double) nodes / searched,
                    1000 * t / searched, searched);
        }
        return new double[] {nodes, t, counted[0], counted[1], counted[2]};
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
