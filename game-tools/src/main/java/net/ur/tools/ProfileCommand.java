package net.ur.tools;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import net.ur.ai.rating.Glicko2;
import net.ur.ai.rating.PlayerRatings;
import net.ur.ai.rating.Profile;
import net.ur.ai.solve.PerfectPlayer;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur profile [--json]}: the player's progress from the rated games in the data folder's
 * {@code ratings.json}: the rating in each family, wins and losses by rule set and by opponent, the
 * best run of wins.
 */
@Command(name = "profile", description = "the player's ratings, wins and losses and best streaks")
final class ProfileCommand extends UrCommand {

    @Option(names = "--json", description = "print one JSON object instead")
    boolean json;

    @Option(names = "--file", paramLabel = "FILE", hidden = true, description = "the ratings file (default: the data folder's)")
    String file;

    ProfileCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        Path f = file != null ? Path.of(file) : PerfectPlayer.dataFolder().resolve(PlayerRatings.FILE);
        PlayerRatings ratings = PlayerRatings.read(f);
        if (ratings.problem() != null) {
            err.println("ur: " + ratings.problem());
        }
        Profile p = Profile.of(ratings);
        if (json) {
            StringBuilder b = new StringBuilder("{\"games\":").append(p.games()).append(",\"rating\":{");
            String sep = "";
            for (String family : PlayerRatings.FAMILIES) {
                Glicko2 g = ratings.rating(family);
                b.append(sep).append(String.format(Locale.ROOT, "\"%s\":{\"rating\":%.1f,\"deviation\":%.1f,\"games\":%d}",
                        family, g.rating(), g.deviation(), ratings.games().stream()
                                .filter(x -> PlayerRatings.family(x.rules()).equals(family)).count()));
                sep = ",";
            }
            b.append("},\"by_rules\":").append(records(p.byRules())).append(",\"by_opponent\":")
                    .append(records(p.byOpponent())).append(",\"best_streak\":").append(p.bestStreak())
                    .append(",\"current_streak\":").append(p.currentStreak()).append('}');
            out.println(b);
            return UrCommand.OK;
        }
        out.printf(Locale.ROOT, "%d rated games against the computer%n", p.games());
        for (String family : PlayerRatings.FAMILIES) {
            Glicko2 g = ratings.rating(family);
            out.printf(Locale.ROOT, "  %-11s %5.0f +/- %3.0f%s%n", family, g.rating(), 2 * g.deviation(),
                    p.ratings().containsKey(family) ? "" : "  (no games yet)");
        }
        p.byRules().forEach((k, r) -> out.printf(Locale.ROOT, "  %-13s %3d won, %3d lost%n", k, r.wins(), r.losses()));
        p.byOpponent().forEach((k, r) -> out.printf(Locale.ROOT, "  against %-13s %3d won, %3d lost%n", k, r.wins(),
                r.losses()));
        out.printf(Locale.ROOT, "  best streak %d wins, now %d%n", p.bestStreak(), p.currentStreak());
        return UrCommand.OK;
    }

    private static String records(Map<String, Profile.Record> m) {
        StringBuilder b = new StringBuilder("{");
        String sep = "";
        for (Map.Entry<String, Profile.Record> e : m.entrySet()) {
            b.append(sep).append('"').append(e.getKey()).append("\":{\"wins\":").append(e.getValue().wins())
                    .append(",\"losses\":").append(e.getValue().losses()).append('}');
            sep = ",";
        }
        return b.append('}').toString();
    }
}
