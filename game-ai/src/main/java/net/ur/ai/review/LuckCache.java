package net.ur.ai.review;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * What the reviews of many game files gave the luck of the dice, remembered between runs so that a
 * screen of the luck over all the saved games reviews only the games it has not seen: per file content
 * (its SHA-256, so a file renamed is still known and a file changed is reviewed again) and judge (its
 * description, so that a game reviewed by an estimate is reviewed again once a solved table is there),
 * each side's luck. The rolls are not kept: they are the record's and cheap to count.
 *
 * <p>Stored as one JSON object, {@code {"format": "ur-luck-cache", "version": 1, "games": {SHA-256:
 * {"judge": ..., "light": ..., "dark": ...}}}}. A file that is missing, damaged or of another format is
 * an empty cache (the games are reviewed again and the file is written anew). {@link #write} keeps only the
 * games looked up or added since it was read, so the games no longer saved drop out. Safe for one thread.
 */
public final class LuckCache {

    /** The {@code format} of the file. */
    static final String FORMAT = "ur-luck-cache";
    /** The version of the file's layout. */
    static final int VERSION = 1;

    /**
     * Each side's luck in one game by one judge.
     *
     * @param judge the judge's description ({@link Judge#description()})
     * @param light light's luck
     * @param dark dark's luck
     */
    public record Luck(String judge, double light, double dark) {

        /**
         * @param side a side, not null
         * @return that side's luck
         */
        public double of(net.ur.rules.Player side) {
            return side == net.ur.rules.Player.LIGHT ? light : dark;
        }
    }

    private final Map<String, Luck> games;
    private final Set<String> used = new HashSet<>();
    private int hits;

    private LuckCache(Map<String, Luck> games) {
        this.games = games;
    }

    /** @return a cache of no games */
    public static LuckCache empty() {
        return new LuckCache(new HashMap<>());
    }

    /**
     * Reads a cache file; one that is missing, unreadable, damaged or of another format is an empty cache.
     *
     * @param file the file, not null
     * @return the cache
     */
    public static LuckCache read(Path file) {
        if (file == null) {
            throw new IllegalArgumentException("file must not be null");
        }
        Map<String, Luck> games = new HashMap<>();
        try {
            JsonElement root = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8));
            if (root instanceof JsonObject o && o.get("format") != null && FORMAT.equals(o.get("format").getAsString())
                    && o.get("version") != null && o.get("version").getAsInt() == VERSION
                    && o.get("games") instanceof JsonObject g) {
                for (Map.Entry<String, JsonElement> e : g.entrySet()) {
                    if (e.getValue() instanceof JsonObject l && l.get("judge") != null && l.get("light") != null
                            && l.get("dark") != null) {
                        double light = l.get("light").getAsDouble();
                        double dark = l.get("dark").getAsDouble();
                        if (Double.isFinite(light) && Double.isFinite(dark)) {
                            games.put(e.getKey(), new Luck(l.get("judge").getAsString(), light, dark));
                        }
                    }
                }
            }
        } catch (NoSuchFileException e) {
            return empty();
        } catch (IOException | JsonParseException | IllegalStateException | UnsupportedOperationException
                | NumberFormatException e) {
            return empty();
        }
        return new LuckCache(games);
    }

    /**
     * The key of a file's content.
     *
     * @param content the file's bytes, not null
     * @return its SHA-256 in hexadecimal
     */
    public static String hash(byte[] content) {
        if (content == null) {
            throw new IllegalArgumentException("content must not be null");
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * The luck remembered for a file's content by a judge.
     *
     * @param hash the content's {@link #hash}, not null
     * @param judge the judge's description, not null
     * @return the luck, or empty when this content was not reviewed by this judge
     */
    public Optional<Luck> get(String hash, String judge) {
        if (hash == null || judge == null) {
            throw new IllegalArgumentException("hash and judge must not be null");
        }
        Luck l = games.get(hash);
        if (l == null || !l.judge().equals(judge)) {
            return Optional.empty();
        }
        used.add(hash);
        hits++;
        return Optional.of(l);
    }

    /**
     * Remembers what a review gave.
     *
     * @param hash the reviewed file's content's {@link #hash}, not null
     * @param review its review, not null
     * @return the luck remembered
     */
    public Luck put(String hash, Review review) {
        if (hash == null || review == null) {
            throw new IllegalArgumentException("hash and review must not be null");
        }
        Luck l = new Luck(review.judge(), review.luck(net.ur.rules.Player.LIGHT), review.luck(net.ur.rules.Player.DARK));
        games.put(hash, l);
        used.add(hash);
        return l;
    }

    /** @return how many look-ups found their game since the cache was read */
    public int hits() {
        return hits;
    }

    /** @return the games remembered */
    public int size() {
        return games.size();
    }

    /**
     * Writes the games looked up or added since the cache was read (through a temporary file and a move,
     * so a reader never sees half a file).
     *
     * @param file the file, not null; its folder is made if missing
     * @throws IOException if it cannot be written
     */
    public void write(Path file) throws IOException {
        if (file == null) {
            throw new IllegalArgumentException("file must not be null");
        }
        JsonObject g = new JsonObject();
        games.keySet().stream().filter(used::contains).sorted().forEach(k -> {
            Luck l = games.get(k);
            JsonObject o = new JsonObject();
            o.addProperty("judge", l.judge());
            o.addProperty("light", l.light());
            o.addProperty("dark", l.dark());
            g.add(k, o);
        });
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("version", VERSION);
        root.add("games", g);
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try {
            Files.writeString(tmp, new GsonBuilder().setPrettyPrinting().create().toJson(root) + "\n",
                    StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
