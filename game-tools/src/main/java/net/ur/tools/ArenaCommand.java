package net.ur.tools;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import net.ur.ai.Agents;
import net.ur.ai.Arena;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ur arena}: a match between two computer players, with win rates and their 95% confidence
 * intervals, game lengths and time per move; progress on stderr.
 */
@Command(name = "arena", description = "computer against computer: win rates with 95%% intervals")
final class ArenaCommand extends UrCommand {

    @Option(names = "--rules", paramLabel = "R", description = "the rule set (default finkel)")
    String rules = "finkel";

    @Parameters(paramLabel = "AGENT", arity = "0..*", description = "the two computer players, A then B")
    List<String> agents = new ArrayList<>();

    @Option(names = "--games", paramLabel = "N", description = "games to play (default 100), A light in the odd ones")
    int games = 100;

    @Option(names = "--seed", paramLabel = "S", description = "the seed of the dice and the players (default 1)")
    long seed = 1;

    @Option(names = "--threads", paramLabel = "T", description = "games played at once (default 1)")
    int threads = 1;

    @Option(names = "--json", description = "also print the figures as one JSON object")
    boolean json;

    ArenaCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        RuleSet ruleSet = checked(() -> RuleSets.byName(rules));
        range("--games", games, 1, 10_000_000);
        range("--threads", threads, 1, 256);
        List<String> names = agents;
        if (names.size() != 2) {
            throw usageError("arena needs two agents, got " + names.size() + " (" + names + "); agents: "
                    + String.join(", ", Agents.NAMES) + ", expectimax:DEPTH");
        }
        checked(() -> {
            Agents.byName(names.get(0)).prepare(ruleSet);
            Agents.byName(names.get(1)).prepare(ruleSet);
            return null;
        });
        String nameA = names.get(0);
        String nameB = names.get(1);
        long start = System.nanoTime();
        Progress bar = new Progress(err, games, start, System.console() != null);
        Arena.Result r = Arena.play(ruleSet, () -> Agents.byName(nameA), () -> Agents.byName(nameB), games, seed,
                threads, bar::update);
        bar.finish();
        double seconds = (System.nanoTime() - start) / 1e9;
        print(out, ruleSet, r, threads, seconds);
        if (json) {
            out.println(new GsonBuilder().serializeNulls().create().toJson(json(r, threads, seconds)));
        }
        return UrCommand.OK;
    }

    private void range(String option, int value, int min, int max) {
        if (value < min || value > max) {
            throw usageError(option + " must be a whole number " + min + ".." + max + ", not " + typed(option));
        }
    }

    /**
     * The progress on stderr: on a terminal a bar redrawn in place at most ten times a second;
     * otherwise (a pipe, a log file) a plain line every ten seconds and one at the end, never a carriage
     * return. Shared with {@code review}, which counts rolls.
     */
    static final class Progress {
        private final PrintStream err;
        private final String name;
        private final String unit;
        private final int total;
        private final long start;
        private final boolean terminal;
        private long lastDraw;
        private boolean drawn;

        Progress(PrintStream err, int total, long start, boolean terminal) {
            this(err, "arena", "games", total, start, terminal);
        }

        Progress(PrintStream err, String name, String unit, int total, long start, boolean terminal) {
            this.err = err;
            this.name = name;
            this.unit = unit;
            this.total = total;
            this.start = start;
            this.terminal = terminal;
            this.lastDraw = terminal ? 0 : start;
        }

        synchronized void update(int done) {
            long now = System.nanoTime();
            boolean due = done >= total || now - lastDraw >= (terminal ? 100_000_000L : 10_000_000_000L);
            if (!due) {
                return;
            }
            lastDraw = now;
            double elapsed = (now - start) / 1e9;
            double eta = done == 0 ? 0 : elapsed * (total - done) / done;
            if (terminal) {
                int width = 30;
                int filled = (int) ((long) done * width / total);
                err.printf(Locale.ROOT, "\r[%s%s] %d/%d %s  %.0f s elapsed, %.0f s left ", "#".repeat(filled),
                        ".".repeat(width - filled), done, total, unit, elapsed, eta);
                drawn = true;
            } else if (done < total) {
                err.printf(Locale.ROOT, "%s: %d/%d %s, %.0f s elapsed, about %.0f s left%n", name, done, total,
                        unit, elapsed, eta);
            } else {
                err.printf(Locale.ROOT, "%s: %d/%d %s in %.0f s%n", name, done, total, unit, elapsed);
            }
            err.flush();
        }

        synchronized void finish() {
            if (drawn) {
                err.println();
            }
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

}
