package net.ur.ai.rating;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A player's progress at a glance, from their rated games ({@link PlayerRatings}): the rating and its
 * deviation in each family, the wins and losses by rule set and by opponent, and the longest run of
 * wins (overall, and the current one).
 *
 * @param ratings each family's rating, for the families played
 * @param byRules wins and losses by rule set
 * @param byOpponent wins and losses by computer level
 * @param games the rated games
 * @param bestStreak the most wins in a row
 * @param currentStreak the wins in a row up to the last game
 */
public record Profile(Map<String, Glicko2> ratings, Map<String, Record> byRules, Map<String, Record> byOpponent,
        int games, int bestStreak, int currentStreak) {

    /** Wins and losses. */
    public record Record(int wins, int losses) {
        Record plus(boolean won) {
            return new Record(wins + (won ? 1 : 0), losses + (won ? 0 : 1));
        }
    }

    /**
     * @param ratings the player's ratings and rated games, not null
     * @return the profile
     */
    public static Profile of(PlayerRatings ratings) {
        Map<String, Glicko2> r = new LinkedHashMap<>();
        Map<String, Record> rules = new TreeMap<>();
        Map<String, Record> opponents = new LinkedHashMap<>();
        for (String level : LevelRatings.LEVELS) {
            opponents.put(level, new Record(0, 0));
        }
        int best = 0;
        int run = 0;
        List<PlayerRatings.Game> games = ratings.games();
        for (PlayerRatings.Game g : games) {
            rules.merge(g.rules(), new Record(0, 0).plus(g.won()), (a, b) -> a.plus(g.won()));
            opponents.merge(g.opponent(), new Record(0, 0).plus(g.won()), (a, b) -> a.plus(g.won()));
            run = g.won() ? run + 1 : 0;
            best = Math.max(best, run);
            r.put(PlayerRatings.family(g.rules()), ratings.rating(PlayerRatings.family(g.rules())));
        }
        opponents.values().removeIf(x -> x.wins() + x.losses() == 0);
        return new Profile(r, rules, opponents, games.size(), best, run);
    }
}
