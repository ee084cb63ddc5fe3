package net.ur.ai.rating;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The computer levels' fixed ratings, measured by a round robin of the levels on Finkel's rules
 * ({@code ./ur rate-levels --rules finkel --games 100 --master-games 20 --seed 1}; docs/AI.md has the
 * table and the games). The same ratings stand in the other families until their own round robins
 * are measured.
 */
public final class LevelRatings {

    /** The levels, weakest first. */
    public static final List<String> LEVELS = List.of("beginner", "novice", "intermediate", "expert", "master");

    private static final Map<String, Glicko2> RATINGS = new LinkedHashMap<>();

    static {
        RATINGS.put("beginner", new Glicko2(644, 150, 0.06));
        RATINGS.put("novice", new Glicko2(1494, 31, 0.06));
        RATINGS.put("intermediate", new Glicko2(1730, 26, 0.06));
        RATINGS.put("expert", new Glicko2(1798, 27, 0.06));
        RATINGS.put("master", new Glicko2(1834, 50, 0.06));
    }

    private LevelRatings() {
    }

    /**
     * @param level one of {@link #LEVELS}, not null
     * @return its fixed rating
     * @throws IllegalArgumentException naming the levels, for another name
     */
    public static Glicko2 of(String level) {
        Glicko2 g = RATINGS.get(level);
        if (g == null) {
            throw new IllegalArgumentException("no fixed rating for '" + level + "': the levels are " + LEVELS);
        }
        return g;
    }
}
