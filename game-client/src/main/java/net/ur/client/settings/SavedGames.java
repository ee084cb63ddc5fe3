package net.ur.client.settings;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import net.ur.client.play.PlaySetup;
import net.ur.rules.Roll;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the game in progress so that it is never lost: after every roll and move the game's
 * record (from the rules module) and who plays each side are written to
 * {@code current-game.json} in the data folder, atomically. At the next start an unfinished game
 * is offered to continue; a save that is corrupt or from an unknown version is reported and set
 * aside, never deleted.
 */
public final class SavedGames {

    private static final Logger LOG = LoggerFactory.getLogger(SavedGames.class);
    /** The format tag of a save file. */
    public static final String FORMAT = "ur-save";
    /** Version of the save format. */
    public static final int VERSION = 1;

    /**
     * A saved game: who plays, the record of what happened, and the roll in hand when the game
     * was saved between a throw and its move (the record holds only completed turns' actions).
     */
    public record Saved(PlaySetup setup, GameRecord record, Roll pendingRoll) {

        /** The game as it was: the record, and the roll in hand if any. */
        public Game game() {
            Game g = Game.of(record);
            return pendingRoll == null ? g : g.roll(pendingRoll);
        }
    }

    private final Path folder;
    private String problem;

    /**
     * @param folder the data folder; it need not exist
     */
    public SavedGames(Path folder) {
        if (folder == null) {
            throw new IllegalArgumentException("folder must not be null");
        }
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
        GameRecord record = game.record();
        JsonObject o = new JsonObject();
        o.addProperty("format", FORMAT);
        o.addProperty("version", VERSION);
        o.addProperty("light", setup.light());
        o.addProperty("dark", setup.dark());
        o.addProperty("seed", setup.seed());
        o.add("record", JsonParser.parseString(RecordJson.write(record)));
        game.pendingRoll().ifPresent(r -> {
            JsonObject roll = new JsonObject();
            roll.addProperty("value", r.value());
            com.google.gson.JsonArray faces = new com.google.gson.JsonArray();
            r.faces().forEach(faces::add);
            roll.add("faces", faces);
            o.add("pendingRoll", roll);
        });
        SafeFiles.writeAtomically(currentFile(), o + "\n");
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
        } catch (IOException | RuntimeException | RecordException e) {
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            try {
                Path aside = SafeFiles.setAside(file);
                problem = "The saved game could not be read (" + why + "); it was kept as " + aside.getFileName() + ".";
            } catch (IOException moveFailed) {
                problem = "The saved game could not be read (" + why + ") nor set aside (" + moveFailed.getMessage() + ").";
            }
            LOG.warn(problem);
            return null;
        }
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
        Roll pending = null;
        if (o.has("pendingRoll")) {
            JsonObject r = o.getAsJsonObject("pendingRoll");
            java.util.List<Integer> faces = new java.util.ArrayList<>();
            r.getAsJsonArray("faces").forEach(f -> faces.add(f.getAsInt()));
            pending = Roll.of(r.get("value").getAsInt(), faces);
        }
        return new Saved(setup, record, pending);
    }
}
