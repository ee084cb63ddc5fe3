package net.ur.ai.rating;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import net.ur.rules.sets.RuleSets;

/**
 * The player's Glicko-2 rating in each family of games (classic races, Babylonian, Ravensburg),
 * moved by every finished game against a computer level (each game one rating period against the
 * level's fixed rating, {@link LevelRatings}), with the list of those games; kept as a JSON file in the
 * data folder, written atomically (a temporary file, flushed, renamed over the old one), and a file
 * that cannot be read put aside under a dated name, never deleted. Immutable: {@link #record} returns
 * the ratings after a game.
 */
public final class PlayerRatings {

    /** The file's name in the data folder. */
    public static final String FILE = "ratings.json";
    /** The families, as {@link #family} names them. */
    public static final List<String> FAMILIES = List.of("classic", "babylonian", "ravensburg");

    /** One rated game: when, the rule set, the level played, the result and the rating after it. */
    public record Game(String when, String rules, String opponent, boolean won, double rating, double deviation,
            double change) {
    }

    private static final class Stored {
        int version = 1;
        Map<String, Glicko2> families = new LinkedHashMap<>();
        List<Game> games = new ArrayList<>();
    }

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().create();

    private final Map<String, Glicko2> families;
    private final List<Game> games;
    private final String problem;

    private PlayerRatings(Map<String, Glicko2> families, List<Game> games, String problem) {
        this.families = Map.copyOf(families);
        this.games = List.copyOf(games);
        this.problem = problem;
    }

    /** @return no games yet: every family at {@link Glicko2#NEW} */
    public static PlayerRatings none() {
        return new PlayerRatings(Map.of(), List.of(), null);
    }

    /**
     * The family of a rule set.
     *
     * @param rules a rule set's name, not null
     * @return one of {@link #FAMILIES}
     */
    public static String family(String rules) {
        if (RuleSets.BABYLONIAN_NAMES.contains(rules)) {
            return "babylonian";
        }
        if (RuleSets.RAVENSBURG.equals(rules)) {
            return "ravensburg";
        }
        if (RuleSets.NAMES.contains(rules)) {
            return "classic";
        }
        throw new IllegalArgumentException("no family for the rule set '" + rules + "'");
    }

    /**
     * @param family one of {@link #FAMILIES}
     * @return the player's rating in it ({@link Glicko2#NEW} before any game)
     */
    public Glicko2 rating(String family) {
        return families.getOrDefault(family, Glicko2.NEW);
    }

    /** @return the rated games, oldest first */
    public List<Game> games() {
        return games;
    }

    /** @return what was wrong with the file this was read from (it was put aside), or null */
    public String problem() {
        return problem;
    }

    /**
     * The ratings after a finished game against a computer level.
     *
     * @param rules the rule set's name, not null
     * @param level one of {@link LevelRatings#LEVELS}, not null
     * @param won whether the player won
     * @param when when the game ended (ISO date and time), not null
     * @return the new ratings
     */
    public PlayerRatings record(String rules, String level, boolean won, String when) {
        String family = family(rules);
        Glicko2 opponent = LevelRatings.of(level);
        Glicko2 before = rating(family);
        Glicko2 after = before.update(List.of(new Glicko2.Game(opponent.rating(), opponent.deviation(), won ? 1 : 0)));
        Map<String, Glicko2> f = new LinkedHashMap<>(families);
        f.put(family, after);
        List<Game> g = new ArrayList<>(games);
        g.add(new Game(when, rules, level, won, after.rating(), after.deviation(), after.rating() - before.rating()));
        return new PlayerRatings(f, g, null);
    }

    /**
     * Reads the ratings. A missing file is no games yet; a file that cannot be read is put aside
     * ({@code ratings.json.broken-DATE}) and the ratings start again, {@link #problem} saying so.
     *
     * @param file the file, not null
     * @return the ratings
     */
    public static PlayerRatings read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return none();
        } catch (IOException e) {
            return new PlayerRatings(Map.of(), List.of(), "the ratings could not be read: " + e.getMessage());
        }
        try {
            Stored s = GSON.fromJson(text, Stored.class);
            if (s == null || s.version != 1 || s.families == null || s.games == null) {
                throw new JsonParseException("not a ratings file of version 1");
            }
            for (Map.Entry<String, Glicko2> e : s.families.entrySet()) {
                if (!FAMILIES.contains(e.getKey()) || e.getValue() == null) {
                    throw new JsonParseException("unknown family " + e.getKey());
                }
                new Glicko2(e.getValue().rating(), e.getValue().deviation(), e.getValue().volatility());
            }
            return new PlayerRatings(s.families, s.games, null);
        } catch (RuntimeException e) {
            try {
                Path aside = setAside(file);
                return new PlayerRatings(Map.of(), List.of(), "the ratings file was damaged (" + e.getMessage()
                        + "); it was put aside as " + aside.getFileName() + " and the ratings start again");
            } catch (IOException io) {
                return new PlayerRatings(Map.of(), List.of(), "the ratings file is damaged and could not be put aside: "
                        + io.getMessage());
            }
        }
    }

    /**
     * Writes the ratings atomically.
     *
     * @param file the file; its folder is made if missing
     * @throws IOException if it cannot be written (the old file is then untouched)
     */
    public void write(Path file) throws IOException {
        Stored s = new Stored();
        s.families.putAll(new java.util.TreeMap<>(families));
        s.games.addAll(games);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (var ch = java.nio.channels.FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(java.nio.ByteBuffer.wrap(GSON.toJson(s).getBytes(StandardCharsets.UTF_8)));
            ch.force(true);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static Path setAside(Path file) throws IOException {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path aside = file.resolveSibling(file.getFileName() + ".broken-" + stamp);
        int n = 1;
        while (Files.exists(aside)) {
            aside = file.resolveSibling(file.getFileName() + ".broken-" + stamp + "-" + n++);
        }
        return Files.move(file, aside);
    }
}
