package net.ur.tools.bench;

import java.util.Locale;
import java.util.SplittableRandom;

import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.ai.review.Judge;
import net.ur.ai.review.Judges;
import net.ur.ai.review.Review;
import net.ur.ai.review.Reviewer;
import net.ur.ai.solve.PerfectPlayer;
import net.ur.ai.solve.SolvedTable;
import net.ur.rules.GameState;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench review}: how long a review takes. Whole Finkel games (or another solved rule set's; the
 * expert against the intermediate, seeded) reviewed by the solved table once it is read, beside the time to replay the same
 * records through the rules (the baseline); then Babylonian games estimated by the master's search.
 */
@Command(name = "review", description = "time the review of whole games: Finkel by its table, the Babylonian game"
        + " by estimate")
public final class BenchReview extends UrCommand {

    @Option(names = "--games", paramLabel = "N", description = "Finkel games to review (default 20)")
    public int games = 20;

    @Option(names = "--babylonian", paramLabel = "N", description = "Babylonian games to review (default 1)")
    public int babylonian = 1;

    @Option(names = "--calibrate", paramLabel = "N", description = "instead: N games of perfect play against each"
            + " level, and what each level's choices lose (for the grades' thresholds)")
    public int calibrate;

    @Option(names = "--rules", paramLabel = "R", description = "the solved rule set of the table's part (default finkel)")
    public String rulesName = "finkel";

    public BenchReview(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (games < 0 || games > 1000 || babylonian < 0 || babylonian > 20) {
            throw usageError("--games must be 0..1000 and --babylonian 0..20");
        }
        if (calibrate > 0) {
            calibrate(checked(() -> net.ur.rules.sets.RuleSets.byName(rulesName)));
            return UrCommand.OK;
        }
        if (games > 0) {
            table();
        }
        for (int g = 0; g < babylonian; g++) {
            babylonian(g);
        }
        out.printf(Locale.ROOT, "  (system load average %.1f on %d cores: other work on the machine slows the figures)%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        return UrCommand.OK;
    }

    private void table() {
        RuleSet rules = checked(() -> net.ur.rules.sets.RuleSets.byName(rulesName));
        PerfectPlayer perfect = new PerfectPlayer(PerfectPlayer.defaultFolder());
        long t0 = System.nanoTime();
        SolvedTable table;
        try {
            table = perfect.table(rules);
        } catch (IllegalArgumentException e) {
            out.println(rules.displayName() + " by the table: skipped, " + e.getMessage());
            return;
        }
        double read = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT, "%s, %d whole games (expert against intermediate, seed 1), reviewed by perfect play's"
                + " table (read in %.1f s):%n", rules.displayName(), games, read);
        GameRecord[] records = new GameRecord[games];
        for (int g = 0; g < games; g++) {
            records[g] = play(rules, "expert", "intermediate", 1000 + g);
        }
        Judge judge = Judges.table(table);
        Reviewer.review(records[0], judge, null);
        double worst = 0;
        double total = 0;
        double replay = 0;
        int rolls = 0;
        for (GameRecord r : records) {
            long a = System.nanoTime();
            Review review = Reviewer.review(r, judge, null);
            double s = (System.nanoTime() - a) / 1e9;
            if (review.choices().isEmpty()) {
                throw new IllegalStateException("a whole game without a choice");
            }
            worst = Math.max(worst, s);
            total += s;
            long b = System.nanoTime();
            try {
                GameRecord.replay(rules, r.entries());
            } catch (net.ur.rules.record.RecordException e) {
                throw new IllegalStateException(e);
            }
            replay += (System.nanoTime() - b) / 1e9;
            rolls += r.entries().size();
        }
        out.printf(Locale.ROOT, "  review: %.1f ms a game on average, %.1f ms the slowest (%.0f rolls a game)%n",
                1000 * total / games, 1000 * worst, rolls / (double) games);
        out.printf(Locale.ROOT, "  baseline, replaying the same records through the rules: %.2f ms a game; the review"
                + " takes %.0fx that%n", 1000 * replay / games, total / replay);
    }

    private void babylonian(int g) {
        RuleSet rules = net.ur.rules.sets.RuleSets.byName("babylonian");
        long a = System.nanoTime();
        GameRecord record = play(rules, "master", "master", 2000 + g);
        double played = (System.nanoTime() - a) / 1e9;
        Judge judge = Judges.find(rules, PerfectPlayer.defaultFolder()).judge();
        long b = System.nanoTime();
        Review review = Reviewer.review(record, judge, null);
        double s = (System.nanoTime() - b) / 1e9;
        out.printf(Locale.ROOT, "Babylonian game %d (master against master, %d rolls, %d choices), estimated by %s:"
                + " %.1f s (the masters took %.1f s to play it)%n", g + 1, record.entries().size(),
                review.choices().size(), judge.description(), s, played);
    }

    /**
     * What each level's choices lose to perfect play: perfect play against the level, the level's real choices
     * reviewed by the table; per level the mean loss a choice, its accuracy, the losses' percentiles and the
     * share of its choices in each grade.
     */
    private void calibrate(RuleSet rules) {
        SolvedTable table;
        try {
            table = new PerfectPlayer(PerfectPlayer.defaultFolder()).table(rules);
        } catch (IllegalArgumentException e) {
            out.println("calibration skipped: " + e.getMessage());
            return;
        }
        Judge judge = Judges.table(table);
        out.printf(Locale.ROOT, "%s: each level against perfect play, %d games (the level light in half), seed 1;"
                + " the level's choices with two or more moves, reviewed by the table:%n", rules.displayName(), calibrate);
        StringBuilder head = new StringBuilder();
        for (net.ur.ai.review.Grade g : net.ur.ai.review.Grade.values()) {
            head.append(String.format(Locale.ROOT, " %10s", g.id()));
        }
        out.printf(Locale.ROOT, "  %-13s %7s %9s %9s %8s %8s %8s%s%n", "level", "choices", "mean loss", "accuracy",
                "p50", "p90", "p99", head);
        for (Agents.Level level : Agents.LEVELS) {
            java.util.List<Double> losses = new java.util.ArrayList<>();
            double accuracy = 0;
            for (int g = 0; g < calibrate; g++) {
                boolean levelLight = g % 2 == 0;
                GameRecord r = play(rules, levelLight ? level.name() : "perfect", levelLight ? "perfect" : level.name(),
                        1 + g);
                Review review = Reviewer.review(r, judge, null);
                net.ur.rules.Player side = levelLight ? net.ur.rules.Player.LIGHT : net.ur.rules.Player.DARK;
                review.realChoices(side).forEach(c -> losses.add(c.loss()));
                accuracy += review.accuracy(side);
            }
            java.util.Collections.sort(losses);
            int n = losses.size();
            StringBuilder shares = new StringBuilder();
            for (net.ur.ai.review.Grade grade : net.ur.ai.review.Grade.values()) {
                long k = losses.stream().filter(l -> net.ur.ai.review.Grade.of(l) == grade).count();
                shares.append(String.format(Locale.ROOT, " %9.1f%%", 100.0 * k / n));
            }
            out.printf(Locale.ROOT, "  %-13s %7d %8.2f%% %9.1f %7.2f%% %7.2f%% %7.2f%%%s%n", level.name(), n,
                    100 * losses.stream().mapToDouble(Double::doubleValue).average().orElse(0), accuracy / calibrate,
                    100 * losses.get(n / 2), 100 * losses.get(n * 9 / 10), 100 * losses.get(Math.min(n - 1, n * 99 / 100)),
                    shares);
        }
    }

    /** A whole game between two levels, seeded. */
    public static GameRecord play(RuleSet rules, String lightName, String darkName, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Agent light = Agents.byName(lightName);
        Agent dark = Agents.byName(darkName);
        Game game = Game.start(rules);
        while (!game.state().isOver()) {
            GameState s = game.state();
            Agent who = s.turn() == net.ur.rules.Player.LIGHT ? light : dark;
            if (s.phase() == Phase.AWAITING_ROLL) {
                game = game.roll(random);
            } else if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                game = game.decide(who.chooseRollDecision(rules, s, random));
            } else {
                game = game.move(who.chooseMove(rules, s, random));
            }
        }
        return game.record();
    }
}
