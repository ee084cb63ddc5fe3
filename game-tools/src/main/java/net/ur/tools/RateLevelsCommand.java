package net.ur.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import net.ur.ai.Agents;
import net.ur.ai.Arena;
import net.ur.ai.rating.Glicko2;
import net.ur.ai.rating.RoundRobin;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur rate-levels --rules R [--games N] [--master-games M] [--seed S] [--threads T] [--json]}:
 * a round robin of the computer levels in the arena (every pair, the master's pairings with fewer
 * games since it thinks a quarter of a second a move), rated with Glicko-2 ({@link RoundRobin}).
 */
@Command(name = "rate-levels", description = "rate the computer levels by a round robin in the arena (Glicko-2)")
final class RateLevelsCommand extends UrCommand {

    @Option(names = "--rules", paramLabel = "R", defaultValue = "finkel", description = "the rule set (default finkel)")
    String rules;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "games a pairing (default 100)")
    int games;

    @Option(names = "--master-games", paramLabel = "M", defaultValue = "20",
            description = "games of a pairing with the master (default 20)")
    int masterGames;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the arena's seed (default 1)")
    long seed;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "2", description = "threads (default 2)")
    int threads;

    @Option(names = "--json", description = "end with the ratings as one JSON object")
    boolean json;

    RateLevelsCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        RuleSet ruleSet = checked(() -> RuleSets.byName(rules));
        if (games < 1 || masterGames < 1 || threads < 1) {
            throw usageError("--games, --master-games and --threads must be at least 1");
        }
        List<String> levels = new ArrayList<>();
        Agents.LEVELS.forEach(l -> levels.add(l.name()));
        List<RoundRobin.Pairing> pairings = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            for (int j = i + 1; j < levels.size(); j++) {
                String a = levels.get(j);
                String b = levels.get(i);
                int n = a.equals("master") ? masterGames : games;
                Arena.Result r = Arena.play(ruleSet, () -> Agents.byName(a), () -> Agents.byName(b), n, seed, threads,
                        done -> { });
                err.printf(Locale.ROOT, "%s %d - %d %s%n", a, r.aWins(), r.bWins(), b);
                pairings.add(new RoundRobin.Pairing(a, b, r.aWins(), r.bWins(), r.draws()));
            }
        }
        Map<String, Glicko2> ratings = RoundRobin.ratings(pairings);
        StringBuilder j = new StringBuilder("{\"rules\":\"" + rules + "\",\"seed\":" + seed + ",\"ratings\":{");
        for (String level : levels) {
            Glicko2 g = ratings.get(level);
            out.printf(Locale.ROOT, "%-13s %5.0f +/- %3.0f%n", level, g.rating(), 2 * g.deviation());
            j.append(String.format(Locale.ROOT, "%s\"%s\":{\"rating\":%.1f,\"deviation\":%.1f}",
                    j.charAt(j.length() - 1) == '{' ? "" : ",", level, g.rating(), g.deviation()));
        }
        if (json) {
            out.println(j.append("}}"));
        }
        return UrCommand.OK;
    }
}
