package net.ur.client.settings;


import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import jme3utilities.Validate;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the game in progress so that it is never lost: after every roll and move the game's
 * record (from the rules module) and who plays each side are written to
 * {@code current-game.json} in the data folder, atomically. At the next start an unfinished game
 * is offered to continue; a save that is corrupt or from an unknown version is reported and set
 * aside, never deleted. Every game a person played goes into the player's history by itself: a
 * finished game when it ends, an unfinished one when another game takes its place
 * ({@link #record}, the {@code history} folder, which holds the newest {@link #HISTORY_LIMIT}
 * games: the oldest beyond them are deleted). A game the player chooses to keep (finished or not)
 * is written to the {@code saves} folder and is never deleted but by the player. Both are listed
 * together with what they are ({@link #list}), can be deleted by the player ({@link #delete},
 * {@link #deleteAll}) and exported as RGN to the {@code exports} folder where the rule set allows.
 */
public final class SavedGames {

    private static final Logger LOG = LoggerFactory.getLogger(SavedGames.class);
    /** The format tag of a save file. */
    public static final String FORMAT = "ur-save";
    /** Version of the save format. */
    public static final int VERSION = 1;

    /**
     * A saved game: who plays, the record of what happened, and the turn under way when the game
     * was saved between a throw and its move (the record holds only completed turns' actions): the
     * roll thrown and, in the Babylonian game, the roll decision already taken (a kept roll, or the
     * broad astragal's throw that converted it).
     *
     * @param setup who plays; not null
     * @param record the completed turns; not null
     * @param pendingRoll the roll thrown this turn, or null
     * @param pendingDecision the roll decision taken this turn, or null
     */
    public record Saved(PlaySetup setup, GameRecord record, Roll pendingRoll, RollDecision pendingDecision) {

        /**
         * A saved game with no roll decision under way.
         *
         * @param setup who plays; not null
         * @param record the completed turns; not null
         * @param pendingRoll the roll thrown this turn, or null
         */
        public Saved(PlaySetup setup, GameRecord record, Roll pendingRoll) {
            this(setup, record, pendingRoll, null);
        }

        /** The game as it was: the record, the roll in hand if any, and the decision taken on it. */
        public Game game() {
            Game g = Game.of(record);
            if (pendingRoll != null) {
                g = g.roll(pendingRoll);
                if (pendingDecision != null) {
                    g = g.decide(pendingDecision);
                }
            }
            return g;
        }
    }

    private final Path folder;
    private String problem;

    /**
     * @param folder the data folder; it need not exist
     */
    public SavedGames(Path folder) {
        Validate.nonNull(folder, "folder");
        this.folder = folder;
    }

    /** The store in the player's data folder. */
    public static SavedGames forPlayer() {
        return new SavedGames(UserFolders.data());
    }

    /** The file of the game in progress. */
    public Path currentFile() {
        return folder.resolve("current-game.json");
    }

    /**
     * When the game in progress was last saved.
     *
     * @return the file's time, or {@link LocalDateTime#MIN} when there is none or it cannot be read
     */
    public LocalDateTime currentSavedAt() {
        try {
            return LocalDateTime.ofInstant(Files.getLastModifiedTime(currentFile()).toInstant(), ZoneId.systemDefault());
        } catch (IOException e) {
            return LocalDateTime.MIN;
        }
    }

    /** What was wrong at the last load, for the player to read once; null if nothing. */
    public String problem() {
        return problem;
    }

    /**
     * Writes the game in progress.
     *
     * @param setup who plays; not null
     * @param game the game so far, with the roll in hand if any; not null
     * @throws IOException if it cannot be written; the previous save is then untouched
     */
    public void saveCurrent(PlaySetup setup, Game game) throws IOException {
        SafeFiles.writeAtomically(currentFile(), toJson(setup, game, null) + "\n");
    }

    /** The folder of the games the player kept. */
    public Path keptFolder() {
        return folder.resolve("saves");
    }

    /**
     * The file where the luck screen remembers what the reviews of the kept games gave
     * ({@code net.ur.ai.review.LuckCache}); beside the saves folder, so it is never listed as a game.
     */
    public Path luckCacheFile() {
        return folder.resolve("luck-cache.json");
    }

    /**
     * The folder of the player's history: the games that went there by themselves (finished, or
     * left unfinished when another started), the newest {@link #HISTORY_LIMIT} of them.
     */
    public Path historyFolder() {
        return folder.resolve("history");
    }

    /**
     * How many games the history holds: enough for months of play, few enough that the saved games
     * screen lists them at once (each file is read in a millisecond or so, and read once per run:
     * see {@link #list}). The games the player kept are not counted and never deleted.
     */
    public static final int HISTORY_LIMIT = 200;

    /** The folder RGN exports are written to. */
    public Path exportFolder() {
        return folder.resolve("exports");
    }

    /**
     * Keeps a game, finished or not, in the saves folder under a new name made of the date and
     * the rule set.
     *
     * @param setup who plays; not null
     * @param game the game; not null
     * @param when when it is kept; not null
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public Path keep(PlaySetup setup, Game game, LocalDateTime when) throws IOException {
        return writeNew(keptFolder(), setup, game, when);
    }

    /**
     * Puts a game into the player's history (a game that ended, or one left unfinished as another
     * takes its place), then deletes the oldest games of the history beyond {@link #HISTORY_LIMIT}.
     *
     * @param setup who plays; not null
     * @param game the game; not null
     * @param when when it is recorded; not null
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public Path record(PlaySetup setup, Game game, LocalDateTime when) throws IOException {
        Path file = writeNew(historyFolder(), setup, game, when);
        pruneHistory();
        return file;
    }

    /**
     * Moves a game of the history among the games the player kept (Keep this game at a game's end,
     * once the game went into the history by itself), so that it is listed once and never deleted
     * but by the player.
     *
     * @param historyFile a file of the history folder; not null
     * @return the file it is now kept in
     * @throws IOException if it cannot be moved; it is then where it was
     */
    public Path keepFromHistory(Path historyFile) throws IOException {
        Validate.nonNull(historyFile, "historyFile");
        Files.createDirectories(keptFolder());
        String name = historyFile.getFileName().toString();
        Path target = keptFolder().resolve(name);
        String base = name.replaceFirst("\\.json$", "");
        for (int n = 2; Files.exists(target); n++) {
            target = keptFolder().resolve(base + "-" + n + ".json");
        }
        Path moved = Files.move(historyFile, target);
        cache.remove(historyFile);
        return moved;
    }

    private Path writeNew(Path dir, PlaySetup setup, Game game, LocalDateTime when) throws IOException {
        Validate.nonNull(setup, "setup");
        Validate.nonNull(game, "game");
        Validate.nonNull(when, "when");
        String base = when.format(FILE_STAMP) + "-" + setup.rules();
        Path file = dir.resolve(base + ".json");
        for (int n = 2; Files.exists(file); n++) {
            file = dir.resolve(base + "-" + n + ".json");
        }
        SafeFiles.writeAtomically(file, toJson(setup, game, when) + "\n");
        return file;
    }

    /** Deletes the oldest games of the history beyond {@link #HISTORY_LIMIT} (their names begin with their date). */
    private void pruneHistory() {
        List<Path> files = gameFiles(historyFolder());
        if (files.size() <= HISTORY_LIMIT) {
            return;
        }
        List<Path> oldestFirst = files.stream().sorted(Comparator.comparing(f -> f.getFileName().toString())).toList();
        for (Path f : oldestFirst.subList(0, files.size() - HISTORY_LIMIT)) {
            try {
                Files.deleteIfExists(f);
                cache.remove(f);
            } catch (IOException e) {
                LOG.warn("An old game of the history, {}, could not be deleted: {}", f, e.getMessage());
            }
        }
    }

    /** The game files ({@code *.json}) of a folder; empty when it does not exist or cannot be listed. */
    private static List<Path> gameFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.getFileName().toString().endsWith(".json") && Files.isRegularFile(f)).toList();
        } catch (IOException e) {
            LOG.warn("The saved games in {} could not be listed: {}", dir, e.getMessage());
            return List.of();
        }
    }

    private static final DateTimeFormatter FILE_STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");

    /**
     * One kept game in the list: its file and either the game or why it cannot be read.
     *
     * @param file the file in the saves folder
     * @param saved the game, or null if the file cannot be read
     * @param savedAt when it was kept (from the file, else the file's time)
     * @param problem why it cannot be read, or null
     * @param keptByPlayer whether the player kept it (the saves folder), rather than the history
     *     holding it by itself
     */
    public record Kept(Path file, Saved saved, LocalDateTime savedAt, String problem, boolean keptByPlayer) {

        /** Whether the file could be read. */
        public boolean readable() {
            return saved != null;
        }

        /** The number of moves made in the game (passes not counted). */
        public int moves() {
            return saved == null ? 0 : (int) saved.record().entries().stream().filter(e -> e.move() != null).count();
        }

        /** The same game listed from the other folder, or from the same file read again. */
        Kept in(boolean kept) {
            return new Kept(file, saved, savedAt, problem, kept);
        }

        /** Whether the game was played to its end. */
        public boolean finished() {
            return saved != null && saved.record().state().isOver();
        }
    }

    /**
     * What a file gave when it was last read, with its time and size then: a file is read again only
     * when it changed, so that the list of hundreds of games is read once per run.
     */
    private record Read(java.nio.file.attribute.FileTime modified, long size, Kept kept) {
    }

    private final Map<Path, Read> cache = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Lists the games of the history and the games the player kept, the newest first. A file that
     * cannot be read is listed with its problem; it is left where it is, never moved or deleted.
     *
     * @return the games; empty if there are none
     */
    public List<Kept> list() {
        List<Kept> out = new ArrayList<>();
        for (boolean kept : new boolean[] {true, false}) {
            for (Path f : gameFiles(kept ? keptFolder() : historyFolder())) {
                out.add(readCached(f).in(kept));
            }
        }
        out.sort(Comparator.comparing(Kept::savedAt).thenComparing(k -> k.file().getFileName().toString()).reversed());
        return out;
    }

    private Kept readCached(Path file) {
        try {
            var attributes = Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class);
            Read r = cache.get(file);
            if (r != null && r.modified().equals(attributes.lastModifiedTime()) && r.size() == attributes.size()) {
                return r.kept();
            }
            Kept k = read(file);
            cache.put(file, new Read(attributes.lastModifiedTime(), attributes.size(), k));
            return k;
        } catch (IOException e) {
            return read(file);
        }
    }

    /**
     * Deletes one game of the list (the player asked, and said yes).
     *
     * @param game a game listed by {@link #list}; not null
     * @throws IOException if it cannot be deleted; it is then where it was
     */
    public void delete(Kept game) throws IOException {
        Validate.nonNull(game, "game");
        Files.deleteIfExists(game.file());
        cache.remove(game.file());
    }

    /**
     * Deletes every game of the list that can be read (the player asked, and said yes); a file
     * that cannot be read is left where it is, as it always is.
     *
     * @return how many games were deleted
     * @throws IOException if one cannot be deleted; those before it are deleted, the rest are left
     */
    public int deleteAll() throws IOException {
        int n = 0;
        for (Kept k : list()) {
            if (k.readable()) {
                delete(k);
                n++;
            }
        }
        return n;
    }

    private static Kept read(Path file) {
        LocalDateTime modified;
        try {
            modified = LocalDateTime.ofInstant(Files.getLastModifiedTime(file).toInstant(), ZoneId.systemDefault());
        } catch (IOException e) {
            modified = LocalDateTime.MIN;
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Saved saved = parse(text);
            saved.game();
            JsonObject o = JsonParser.parseString(text).getAsJsonObject();
            LocalDateTime at = o.has("savedAt") ? LocalDateTime.parse(o.get("savedAt").getAsString()) : modified;
            return new Kept(file, saved, at, null, false);
        } catch (JsonParseException | IllegalStateException e) {
            return new Kept(file, null, modified, "not a saved game: the file is not complete JSON", false);
        } catch (IOException | RuntimeException | RecordException e) {
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            return new Kept(file, null, modified, why, false);
        }
    }

    /**
     * Writes a kept game as RGN to the exports folder, named as its save is.
     *
     * @param kept a readable kept game; not null
     * @return the RGN file written
     * @throws IllegalArgumentException if the game cannot be read, or its rule set has no RGN
     *     notation (the message says so)
     * @throws IOException if the file cannot be written
     */
    public Path exportRgn(Kept kept) throws IOException {
        if (kept == null || !kept.readable()) {
            throw new IllegalArgumentException("this saved game cannot be read, so it cannot be exported"
                    + (kept == null ? "" : ": " + kept.problem()));
        }
        Saved s = kept.saved();
        Map<String, String> meta = new LinkedHashMap<>();
        meta.put("Date", kept.savedAt().toLocalDate().toString());
        meta.put("Light", s.setup().light());
        meta.put("Dark", s.setup().dark());
        String text;
        try {
            text = Rgn.write(s.record(), meta);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The " + s.setup().rules() + " rules cannot be written as RGN: " + e.getMessage(), e);
        }
        String name = kept.file().getFileName().toString().replaceFirst("\\.json$", "") + ".rgn";
        Path out = exportFolder().resolve(name);
        SafeFiles.writeAtomically(out, text);
        return out;
    }

    private static String toJson(PlaySetup setup, Game game, LocalDateTime savedAt) {
        GameRecord record = game.record();
        JsonObject o = new JsonObject();
        o.addProperty("format", FORMAT);
        o.addProperty("version", VERSION);
        if (savedAt != null) {
            o.addProperty("savedAt", savedAt.withNano(0).toString());
        }
        o.addProperty("light", setup.light());
        o.addProperty("dark", setup.dark());
        o.addProperty("seed", setup.seed());
        o.add("record", JsonParser.parseString(RecordJson.write(record)));
        // The roll as thrown (before a decision converted it), then the decision: what restores the turn.
        game.turnRoll().or(game::pendingRoll).ifPresent(r -> o.add("pendingRoll", rollJson(r)));
        game.pendingDecision().ifPresent(d -> {
            JsonObject decision = new JsonObject();
            decision.addProperty("throwAgain", d.throwAgain());
            if (d.secondThrow() != null) {
                decision.add("secondThrow", rollJson(d.secondThrow()));
            }
            o.add("pendingDecision", decision);
        });
        return o.toString();
    }

    private static JsonObject rollJson(Roll r) {
        JsonObject roll = new JsonObject();
        roll.addProperty("value", r.value());
        com.google.gson.JsonArray faces = new com.google.gson.JsonArray();
        r.faces().forEach(faces::add);
        roll.add("faces", faces);
        return roll;
    }

    private static Roll rollOf(JsonObject r) {
        java.util.List<Integer> faces = new java.util.ArrayList<>();
        r.getAsJsonArray("faces").forEach(f -> faces.add(f.getAsInt()));
        return Roll.of(r.get("value").getAsInt(), faces);
    }

    /**
     * Puts the game in progress into the history before another game takes its place, so that
     * starting a new game never loses an unfinished one. A save with no action yet, or the same
     * game continued (its record begins with the saved one's), is left as it is.
     *
     * @param next the record of the game that is starting; not null
     * @param when when it is kept; not null
     * @return the file the unfinished game was recorded in, or null when nothing needed it
     * @throws IOException if it cannot be kept; the save of the game in progress is then untouched
     */
    public Path keepUnfinishedBefore(GameRecord next, LocalDateTime when) throws IOException {
        Validate.nonNull(next, "next");
        Validate.nonNull(when, "when");
        Saved old = loadCurrent();
        if (old == null || old.record().entries().isEmpty()) {
            return null;
        }
        List<RecordEntry> before = old.record().entries();
        List<RecordEntry> after = next.entries();
        boolean sameGame = old.record().rules().name().equals(next.rules().name()) && after.size() >= before.size()
                && after.subList(0, before.size()).equals(before);
        if (sameGame) {
            return null;
        }
        return record(old.setup(), old.game(), when);
    }

    /** Forgets the game in progress (it ended, or the player left it for good). */
    public void clearCurrent() {
        try {
            Files.deleteIfExists(currentFile());
        } catch (IOException e) {
            LOG.warn("Could not remove the finished game's save {}: {}", currentFile(), e.getMessage());
        }
    }

    /**
     * Loads the game in progress, if there is one that can be continued.
     *
     * @return the saved game, or null if there is none, it is over, or it cannot be read (then
     *     {@link #problem()} says why and the file has been set aside)
     */
    public Saved loadCurrent() {
        problem = null;
        Path file = currentFile();
        if (!Files.exists(file)) {
            return null;
        }
        try {
            Saved s = parse(Files.readString(file, StandardCharsets.UTF_8));
            if (s.record().state().isOver()) {
                return null;
            }
            s.game();
            return s;
        } catch (JsonParseException e) {
            return setAside(file, "the file is not complete JSON");
        } catch (IOException | RuntimeException | RecordException e) {
            return setAside(file, e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    /** Moves an unreadable save of the game in progress aside and words the notice; returns null. */
    private Saved setAside(Path file, String why) {
        try {
            Path aside = SafeFiles.setAside(file);
            problem = "The saved game could not be read (" + why + "); it was kept as " + aside.getFileName() + ".";
        } catch (IOException moveFailed) {
            problem = "The saved game could not be read (" + why + ") nor set aside (" + moveFailed.getMessage() + ").";
        }
        LOG.warn(problem);
        return null;
    }

    /**
     * Parses a save file.
     *
     * @param text its content
     * @return the saved game
     * @throws RecordException if the record is broken or holds an illegal move
     * @throws IllegalArgumentException if the file is not a save of a version this game reads
     */
    static Saved parse(String text) throws RecordException {
        JsonObject o = JsonParser.parseString(text).getAsJsonObject();
        if (!o.has("format") || !FORMAT.equals(o.get("format").getAsString())) {
            throw new IllegalArgumentException("not a saved game of Ur (format tag missing)");
        }
        int version = o.get("version").getAsInt();
        if (version != VERSION) {
            throw new IllegalArgumentException("saved by an unknown version " + version + " (this game reads " + VERSION + ")");
        }
        GameRecord record = RecordJson.read(o.get("record").toString(), null);
        PlaySetup setup = new PlaySetup(record.rules().name(), o.get("light").getAsString(), o.get("dark").getAsString(),
                o.get("seed").getAsLong());
        Roll pending = o.has("pendingRoll") ? rollOf(o.getAsJsonObject("pendingRoll")) : null;
        RollDecision decision = null;
        if (o.has("pendingDecision")) {
            JsonObject d = o.getAsJsonObject("pendingDecision");
            decision = d.get("throwAgain").getAsBoolean() ? RollDecision.throwAgain(rollOf(d.getAsJsonObject("secondThrow")))
                    : RollDecision.keep();
        }
        return new Saved(setup, record, pending, decision);
    }
}
