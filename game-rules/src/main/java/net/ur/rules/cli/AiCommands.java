package net.ur.rules.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.TreeMap;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.RuleSets;
import net.ur.rules.ai.Agent;
import net.ur.rules.ai.Agents;
import net.ur.rules.ai.Arena;
import net.ur.rules.ai.BabylonianEval;
import net.ur.rules.ai.BabylonianTrainer;
import net.ur.rules.ai.Chance;
import net.ur.rules.ai.EvalTuner;
import net.ur.rules.ai.ExpectimaxAgent;
import net.ur.rules.babylonian.BabylonianBoard;

/**
 * The computer players' commands: {@code ur arena} (a match between two agents, with win rates and
 * their confidence intervals) and {@code ur bench ai} (search nodes per second and arena moves per
 * second). Called from {@link RulesCli}.
 */
final class AiCommands {

    static final String ARENA_USAGE = "ur arena [--rules R] AGENT_A AGENT_B [--games N] [--seed S] [--threads T]"
            + " [--json]";
    static final String BENCH_USAGE = "ur bench ai [--seconds S] | ur bench ai --tune [--rules R]... [--games N]"
            + " | ur bench ai --learn [--rules babylonian|babylonian-ur]... [--games N] [--rounds K] [--seed S]"
            + " [--out FILE]";

    private AiCommands() {
    }

    /**
     * Runs {@code arena}.
     *
     * @param args the words after {@code arena}
     * @param out results
     * @param err progress and errors
     * @return the exit code
     */
    static int arena(List<String> args, PrintStream out, PrintStream err) {
        RuleSet rules = RuleSets.byName("finkel");
        int games = 100;
        long seed = 1;
        int threads = 1;
        boolean json = false;
        List<String> agents = new ArrayList<>();
        try {
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                switch (a) {
                    case "--rules" -> rules = RuleSets.byName(value(args, ++i, a));
                    case "--games" -> games = number(value(args, ++i, a), a, 1, 10_000_000);
                    case "--seed" -> seed = parseSeed(value(args, ++i, a));
                    case "--threads" -> threads = number(value(args, ++i, a), a, 1, 256);
                    case "--json" -> json = true;
                    default -> {
                        if (a.startsWith("-") && a.length() > 1) {
                            throw new IllegalArgumentException("unknown option: " + a);
                        }
                        agents.add(a);
                    }
                }
            }
            if (agents.size() != 2) {
                throw new IllegalArgumentException("arena needs two agents, got " + agents.size() + " (" + agents
                        + "); agents: " + String.join(", ", Agents.NAMES) + ", expectimax:DEPTH");
            }
            Agents.byName(agents.get(0)).prepare(rules);
            Agents.byName(agents.get(1)).prepare(rules);
        } catch (IllegalArgumentException e) {
            return RulesCli.usage(err, e.getMessage());
        }
        String nameA = agents.get(0);
        String nameB = agents.get(1);
        int total = games;
        long start = System.nanoTime();
        Progress bar = new Progress(err, total, start);
        Arena.Result r = Arena.play(rules, () -> Agents.byName(nameA), () -> Agents.byName(nameB), games, seed,
                threads, bar::update);
        bar.finish();
        double seconds = (System.nanoTime() - start) / 1e9;
        print(out, rules, r, threads, seconds);
        if (json) {
            out.println(new GsonBuilder().serializeNulls().create().toJson(json(r, threads, seconds)));
        }
        return RulesCli.OK;
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size()) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args.get(i);
    }

    private static int number(String v, String option, int min, int max) {
        try {
            int n = Integer.parseInt(v);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a whole number " + min + ".." + max + ", not " + v);
    }

    private static long parseSeed(String v) {
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seed must be a whole number, not " + v);
        }
    }

    /** The progress bar on stderr, redrawn at most ten times a second. */
    private static final class Progress {
        private final PrintStream err;
        private final int total;
        private final long start;
        private long lastDraw;

        Progress(PrintStream err, int total, long start) {
            this.err = err;
            this.total = total;
            this.start = start;
        }

        synchronized void update(int done) {
            long now = System.nanoTime();
            if (done < total && now - lastDraw < 100_000_000L) {
                return;
            }
            lastDraw = now;
            int width = 30;
            int filled = (int) ((long) done * width / total);
            double elapsed = (now - start) / 1e9;
            double eta = done == 0 ? 0 : elapsed * (total - done) / done;
            err.printf(Locale.ROOT, "\r[%s%s] %d/%d games  %.0f s elapsed, %.0f s left ", "#".repeat(filled),
                    ".".repeat(width - filled), done, total, elapsed, eta);
            err.flush();
        }

        synchronized void finish() {
            err.println();
        }
    }

    private static void print(PrintStream out, RuleSet rules, Arena.Result r, int threads, double seconds) {
        out.printf(Locale.ROOT, "%s: %s (A) vs %s (B), %d games, seed %d, %d thread%s, %.1f s%n",
                rules.displayName(), r.agentA(), r.agentB(), r.games(), r.seed(), threads, threads == 1 ? "" : "s",
                seconds);
        line(out, "A", r.agentA(), r.aWins(), r.games(), r.aLightWins(), (r.games() + 1) / 2);
        line(out, "B", r.agentB(), r.bWins(), r.games(), r.bLightWins(), r.games() / 2);
        if (r.draws() > 0) {
            out.printf(Locale.ROOT, "  drawn %d games%n", r.draws());
        }
        if (r.counters()) {
            out.printf(Locale.ROOT, "  counters won per game: %s %+.2f (95%% CI %+.2f..%+.2f), %s %+.2f%n", r.agentA(),
                    r.aMeanCounters(), r.aCountersCi95()[0], r.aCountersCi95()[1], r.agentB(), r.bMeanCounters());
        }
        out.printf(Locale.ROOT, "  mean game length: %.1f turns (rolls), %.1f moves%n", r.meanRolls(), r.meanMoves());
        out.printf(Locale.ROOT, "  time per move: %s %s; %s %s%n", r.agentA(), times(r.aMillis()), r.agentB(),
                times(r.bMillis()));
    }

    private static void line(PrintStream out, String label, String agent, int wins, int games, int lightWins,
            int lightGames) {
        double[] ci = Arena.wilson(wins, games);
        out.printf(Locale.ROOT, "  %s %-14s %5d wins  %5.1f%%  (95%% CI %.1f%%..%.1f%%; as light %d of %d)%n", label,
                agent, wins, 100.0 * wins / games, 100 * ci[0], 100 * ci[1], lightWins, lightGames);
    }

    private static String times(double[] ms) {
        return String.format(Locale.ROOT, "mean %.3f ms, median %.3f ms, p99 %.1f ms, max %.1f ms", ms[0], ms[1],
                ms[2], ms[3]);
    }

    private static JsonObject json(Arena.Result r, int threads, double seconds) {
        JsonObject o = new JsonObject();
        o.addProperty("rules", r.rules());
        o.addProperty("games", r.games());
        o.addProperty("seed", r.seed());
        o.add("a", side(r.agentA(), r.aWins(), r.games(), r.aLightWins(), r.counters() ? r.aMeanCounters() : null,
                r.counters() ? r.aCountersCi95() : null));
        o.add("b", side(r.agentB(), r.bWins(), r.games(), r.bLightWins(), r.counters() ? r.bMeanCounters() : null,
                null));
        o.addProperty("draws", r.draws());
        o.addProperty("mean_turns", round(r.meanRolls(), 2));
        o.addProperty("mean_moves", round(r.meanMoves(), 2));
        JsonObject ms = new JsonObject();
        ms.addProperty("a", round(r.aMillis()[0], 4));
        ms.addProperty("b", round(r.bMillis()[0], 4));
        o.add("ms_per_move", ms);
        JsonObject med = new JsonObject();
        med.addProperty("a", round(r.aMillis()[1], 4));
        med.addProperty("b", round(r.bMillis()[1], 4));
        o.add("median_ms_per_move", med);
        JsonObject max = new JsonObject();
        max.addProperty("a", round(r.aMillis()[3], 2));
        max.addProperty("b", round(r.bMillis()[3], 2));
        o.add("max_ms_per_move", max);
        o.addProperty("threads", threads);
        o.addProperty("seconds", round(seconds, 2));
        return o;
    }

    private static JsonObject side(String agent, int wins, int games, int lightWins, Double meanCounters,
            double[] countersCi) {
        JsonObject o = new JsonObject();
        o.addProperty("agent", agent);
        o.addProperty("wins", wins);
        o.addProperty("win_rate", round((double) wins / games, 4));
        double[] ci = Arena.wilson(wins, games);
        JsonArray a = new JsonArray();
        a.add(round(ci[0], 4));
        a.add(round(ci[1], 4));
        o.add("ci95", a);
        o.addProperty("wins_as_light", lightWins);
        if (meanCounters == null) {
            o.add("mean_counters", com.google.gson.JsonNull.INSTANCE);
        } else {
            o.addProperty("mean_counters", round(meanCounters, 3));
        }
        if (countersCi != null) {
            JsonArray c = new JsonArray();
            c.add(round(countersCi[0], 3));
            c.add(round(countersCi[1], 3));
            o.add("counters_ci95", c);
        }
        return o;
    }

    private static double round(double v, int places) {
        double f = Math.pow(10, places);
        return Math.round(v * f) / f;
    }

    /**
     * Runs {@code bench ai}.
     *
     * @param args the words after {@code bench ai}
     * @param out results
     * @param err errors
     * @return the exit code
     */
    static int bench(List<String> args, PrintStream out, PrintStream err) {
        double seconds = 3;
        boolean tune = false;
        boolean learn = false;
        List<String> tuneRules = new ArrayList<>();
        int tuneGames = 2000;
        boolean gamesGiven = false;
        int rounds = 3;
        long seed = 1;
        String outFile = null;
        try {
            for (int i = 0; i < args.size(); i++) {
                if (args.get(i).equals("--tune")) {
                    tune = true;
                } else if (args.get(i).equals("--learn")) {
                    learn = true;
                } else if (args.get(i).equals("--rounds")) {
                    rounds = number(value(args, ++i, "--rounds"), "--rounds", 1, 100);
                } else if (args.get(i).equals("--seed")) {
                    seed = parseSeed(value(args, ++i, "--seed"));
                } else if (args.get(i).equals("--out")) {
                    outFile = value(args, ++i, "--out");
                } else if (args.get(i).equals("--rules")) {
                    tuneRules.add(value(args, ++i, "--rules"));
                    RuleSets.byName(tuneRules.get(tuneRules.size() - 1));
                } else if (args.get(i).equals("--games")) {
                    tuneGames = number(value(args, ++i, "--games"), "--games", 1, 1_000_000);
                    gamesGiven = true;
                } else if (args.get(i).equals("--seconds")) {
                    String v = value(args, ++i, "--seconds");
                    try {
                        seconds = Double.parseDouble(v);
                    } catch (NumberFormatException e) {
                        seconds = -1;
                    }
                    if (!(seconds > 0 && seconds <= 600)) {
                        throw new IllegalArgumentException("--seconds must be more than 0 and at most 600, not " + v);
                    }
                } else {
                    throw new IllegalArgumentException("bench ai takes --seconds S, or --tune [--rules R]..."
                            + " [--games N], or --learn [--rules R]... [--games N] [--rounds K] [--seed S] [--out FILE],"
                            + " not " + args.get(i));
                }
            }
            if (learn && tune) {
                throw new IllegalArgumentException("bench ai takes --tune or --learn, not both");
            }
            if (learn) {
                for (String r : tuneRules) {
                    BabylonianBoard.byName(r);
                }
            }
        } catch (IllegalArgumentException e) {
            return RulesCli.usage(err, e.getMessage());
        }
        if (learn) {
            return learn(tuneRules, gamesGiven ? tuneGames : 20_000, rounds, seed, outFile, out, err);
        }
        if (tune) {
            if (tuneRules.isEmpty()) {
                tuneRules.addAll(RuleSets.ALL_NAMES);
            }
            out.println("Fitting the classic evaluation to self-play outcomes (3 rounds of " + tuneGames + " games):");
            for (String name : tuneRules) {
                EvalTuner.tune(RuleSets.byName(name), 3, tuneGames, 20261122L, out);
            }
            return RulesCli.OK;
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
        for (int depth : new int[] {1, 2, 3}) {
            // warm both up (the JIT compiles the hot code only after many calls; under load it lags),
            // then alternate so that the machine's load falls on both alike
            for (int warm = 0; warm < 3; warm++) {
                searchBench(null, babylonian, bPositions, depth, true, true, 0);
                searchBench(null, babylonian, bPositions, depth, true, false, 0);
            }
            double[] readable = new double[2];
            double[] compact = new double[2];
            for (int round = 0; round < 2; round++) {
                double[] r = searchBench(null, babylonian, bPositions, depth, true, true, seconds / 12);
                double[] c = searchBench(null, babylonian, bPositions, depth, true, false, seconds / 12);
                for (int k = 0; k < 2; k++) {
                    readable[k] += r[k];
                    compact[k] += c[k];
                }
            }
            int searches = 2 * bPositions.size();
            out.printf(Locale.ROOT, "  depth %d, readable model: %,12.0f nodes/s  %,10.0f nodes/move  %8.2f ms/move%n", depth,
                    readable[0] / readable[1], readable[0] / searches, 1000 * readable[1] / searches);
            out.printf(Locale.ROOT, "  depth %d, compact:        %,12.0f nodes/s  %,10.0f nodes/move  %8.2f ms/move%n", depth,
                    compact[0] / compact[1], compact[0] / searches, 1000 * compact[1] / searches);
            out.printf(Locale.ROOT, "  depth %d, speed-up of the compact search: %.1fx in nodes/s, %.1fx in ms/move%n",
                    depth, (compact[0] / compact[1]) / (readable[0] / readable[1]), readable[1] / compact[1]);
        }
        out.println("Arena (whole games, moves chosen per second, both agents), one thread:");
        arenaBench(out, finkel, "greedy", "random", seconds / 4);
        arenaBench(out, finkel, "intermediate", "greedy", seconds / 4);
        arenaBench(out, finkel, "master", "greedy", seconds / 2);
        arenaBench(out, babylonian, "greedy", "random", seconds / 8);
        arenaBench(out, babylonian, "expert", "greedy", seconds / 8);
        arenaBench(out, babylonian, "master", "greedy", seconds / 4);
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        out.printf(Locale.ROOT, "  (system load average %.1f on %d cores: other work on the machine slows the figures)%n",
                load, Runtime.getRuntime().availableProcessors());
        return RulesCli.OK;
    }

    /** Runs {@code bench ai --learn}: learns the Babylonian evaluation and writes or prints the weights. */
    private static int learn(List<String> boards, int games, int rounds, long seed, String outFile, PrintStream out,
            PrintStream err) {
        List<BabylonianBoard> chosen = new ArrayList<>();
        if (boards.isEmpty()) {
            chosen.addAll(List.of(BabylonianBoard.values()));
        } else {
            for (String b : boards) {
                chosen.add(BabylonianBoard.byName(b));
            }
        }
        out.printf(Locale.ROOT, "Learning the Babylonian evaluation from self-play (%d rounds of %d games, seed %d):%n",
                rounds, games, seed);
        Map<String, String> weights = new TreeMap<>();
        for (BabylonianBoard b : chosen) {
            BabylonianTrainer.Round r = BabylonianTrainer.learn(b, rounds, games, seed, out);
            weights.put(b.ruleSetName() + ".win", BabylonianEval.format(r.eval().winWeights()));
            weights.put(b.ruleSetName() + ".counters", BabylonianEval.format(r.eval().counterWeights()));
        }
        if (outFile == null) {
            return RulesCli.OK;
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
            StringBuilder text = new StringBuilder();
            text.append("# The learned Babylonian evaluation (net.ur.rules.ai.BabylonianEval), written by\n")
                    .append("#   ur bench ai --learn --games ").append(games).append(" --rounds ").append(rounds)
                    .append(" --seed ").append(seed).append(" --out FILE\n")
                    .append("# win: the logistic win model's weights; counters: the counters model's (docs/AI.md).\n");
            all.forEach((k, v) -> text.append(k).append(" = ").append(v).append('\n'));
            Files.writeString(path, text.toString(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            err.println("ur: cannot write " + outFile + ": " + e.getMessage());
            return 1;
        }
        out.println("Written to " + outFile);
        return RulesCli.OK;
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
        searchBench(out, rules, positions, depth, pruning, false, seconds);
    }

    /**
     * Searches positions from an empty table each: with {@code out} for some seconds (at least three
     * positions), printing the figures; with {@code out} null every position exactly once (the same
     * work for the two searches compared), printing nothing, and timed by the thread's CPU time.
     *
     * @return the nodes and the seconds spent searching
     */
    private static double[] searchBench(PrintStream out, RuleSet rules, List<GameState> positions, int depth,
            boolean pruning, boolean readable, double seconds) {
        ExpectimaxAgent agent = new ExpectimaxAgent("expectimax:" + depth, "bench", depth, null, pruning,
                net.ur.rules.ai.Objective.COUNTERS, readable);
        SplittableRandom random = new SplittableRandom(1);
        long nodes = 0;
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
            nodes += agent.lastSearch().nodes();
            searched++;
        }
        double t = nanos / 1e9;
        if (out != null) {
            out.printf(Locale.ROOT, "  depth %d, %-18s %,12.0f nodes/s  %,10.0f nodes/move  %8.2f ms/move  (%d moves)%n",
                    depth, pruning ? "Star1, table:" : "no pruning, table:", nodes / t, (double) nodes / searched,
                    1000 * t / searched, searched);
        }
        return new double[] {nodes, t};
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
