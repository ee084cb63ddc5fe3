package net.ur.client.settings;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import net.ur.client.GameOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads and writes the settings file ({@code settings.json} in the config folder). A file that
 * cannot be read is reported once, put aside under a dated name (never deleted), and replaced by
 * the defaults; fields the file lacks take their default value.
 */
public final class SettingsStore {

    private static final Logger LOG = LoggerFactory.getLogger(SettingsStore.class);
    /** Version of the file's format. */
    public static final int VERSION = 1;

    private final Path file;
    private String problem;

    /**
     * @param file the settings file; it need not exist
     */
    public SettingsStore(Path file) {
        if (file == null) {
            throw new IllegalArgumentException("file must not be null");
        }
        this.file = file;
    }

    /** The store of the player's own settings file. */
    public static SettingsStore forPlayer() {
        return new SettingsStore(UserFolders.config().resolve("settings.json"));
    }

    /** The file. */
    public Path file() {
        return file;
    }

    /** What was wrong with the file at the last load, for the player to read once; null if nothing. */
    public String problem() {
        return problem;
    }

    /**
     * Loads the settings.
     *
     * @return the settings in the file, or the defaults if there is none or it cannot be read
     */
    public Settings load() {
        problem = null;
        if (!Files.exists(file)) {
            return Settings.DEFAULTS;
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return parse(text);
        } catch (IOException | RuntimeException e) {
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            try {
                Path aside = SafeFiles.setAside(file);
                problem = "The settings file could not be read (" + why + "); it was kept as " + aside.getFileName()
                        + " and the default settings are used.";
            } catch (IOException moveFailed) {
                problem = "The settings file could not be read (" + why + ") nor set aside (" + moveFailed.getMessage()
                        + "); the default settings are used.";
            }
            LOG.warn(problem);
            return Settings.DEFAULTS;
        }
    }

    /**
     * Parses a settings file's text.
     *
     * @param text the JSON
     * @return the settings
     * @throws IllegalArgumentException saying what is wrong
     */
    static Settings parse(String text) {
        JsonObject o;
        try {
            o = JsonParser.parseString(text).getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            throw new IllegalArgumentException("not a JSON object: " + e.getMessage());
        }
        int version = o.has("version") ? o.get("version").getAsInt() : VERSION;
        if (version > VERSION) {
            throw new IllegalArgumentException("version " + version + " is newer than this game reads (" + VERSION + ")");
        }
        Settings d = Settings.DEFAULTS;
        try {
            return new Settings(
                    o.has("width") ? o.get("width").getAsInt() : d.width(),
                    o.has("height") ? o.get("height").getAsInt() : d.height(),
                    o.has("fullscreen") ? o.get("fullscreen").getAsBoolean() : d.fullscreen(),
                    o.has("vsync") ? o.get("vsync").getAsBoolean() : d.vsync(),
                    o.has("quality") ? GameOptions.Quality.parse(o.get("quality").getAsString()) : d.quality(),
                    o.has("masterVolume") ? o.get("masterVolume").getAsFloat() : d.masterVolume(),
                    o.has("effectsVolume") ? o.get("effectsVolume").getAsFloat() : d.effectsVolume(),
                    o.has("ambientVolume") ? o.get("ambientVolume").getAsFloat() : d.ambientVolume(),
                    o.has("animationSpeed") ? o.get("animationSpeed").getAsFloat() : d.animationSpeed(),
                    o.has("reducedMotion") ? o.get("reducedMotion").getAsBoolean() : d.reducedMotion(),
                    o.has("cameraFollow") ? o.get("cameraFollow").getAsBoolean() : d.cameraFollow(),
                    o.has("lightName") ? o.get("lightName").getAsString() : d.lightName(),
                    o.has("darkName") ? o.get("darkName").getAsString() : d.darkName(),
                    o.has("renderScale") ? o.get("renderScale").getAsFloat() : d.renderScale());
        } catch (ClassCastException | UnsupportedOperationException | NumberFormatException e) {
            throw new IllegalArgumentException("a field has the wrong type: " + e.getMessage());
        }
    }

    /**
     * Writes the settings atomically.
     *
     * @param settings the settings; not null
     * @throws IOException if the file cannot be written; the old one is then untouched
     */
    public void save(Settings settings) throws IOException {
        if (settings == null) {
            throw new IllegalArgumentException("settings must not be null");
        }
        Gson gson = new GsonBuilder().setPrettyPrinting().create();
        JsonObject o = gson.toJsonTree(settings).getAsJsonObject();
        o.addProperty("version", VERSION);
        o.addProperty("quality", settings.quality().name().toLowerCase(java.util.Locale.ROOT));
        SafeFiles.writeAtomically(file, gson.toJson(o) + "\n");
    }
}
