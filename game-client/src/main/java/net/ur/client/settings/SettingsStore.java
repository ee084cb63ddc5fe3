package net.ur.client.settings;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import jme3utilities.Validate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads and writes the settings file ({@code settings.json} in the config folder). A file that
 * cannot be read is reported once, put aside under a dated name (never deleted), and replaced by
 * the defaults; values out of range are brought within it, reported once, and the file as it was
 * put aside the same way; fields the file lacks take their default value.
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
        Validate.nonNull(file, "file");
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
     * What was wrong with this file when it was last loaded by any store in this program and has
     * not been taken yet, for the menu to say once. The launcher reads the window's size from the
     * file before the game starts; a problem that first load found (and set aside) is still said.
     *
     * @return the problem, or null if there is none to say
     */
    public String takeProblem() {
        return UNSAID.remove(key());
    }

    /** Problems found by a load and not yet taken, by the file's absolute path. */
    private static final Map<Path, String> UNSAID = new ConcurrentHashMap<>();

    private Path key() {
        return file.toAbsolutePath().normalize();
    }

    /**
     * Loads the settings. A file that cannot be read is set aside and the defaults are used; a
     * file whose values are out of range is set aside as it was and written again with those
     * values brought within range. Either way {@link #problem()} says what and why.
     *
     * @return the settings in the file, or the defaults if there is none or it cannot be read
     */
    public Settings load() {
        problem = null;
        if (!Files.exists(file)) {
            return Settings.DEFAULTS;
        }
        Parsed parsed;
        try {
            parsed = parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (CharacterCodingException e) {
            return unreadable("not valid UTF-8 text");
        } catch (IOException e) {
            return unreadable(e.getMessage() == null ? e.toString() : e.getMessage());
        } catch (IllegalArgumentException e) {
            return unreadable(e.getMessage());
        }
        if (parsed.changes().isEmpty()) {
            return parsed.settings();
        }
        String changes = String.join("; ", parsed.changes());
        try {
            Path aside = SafeFiles.setAside(file);
            save(parsed.settings());
            say("Some settings were out of range (" + changes + "); the file as it was is kept as " + aside.getFileName()
                    + ".");
        } catch (IOException e) {
            say("Some settings were out of range (" + changes + "); the file could not be set aside and written again ("
                    + e.getMessage() + ").");
        }
        return parsed.settings();
    }

    /** Sets an unreadable file aside and says why; the defaults are used. */
    private Settings unreadable(String why) {
        try {
            Path aside = SafeFiles.setAside(file);
            say("The settings file could not be read (" + why + "); it was kept as " + aside.getFileName()
                    + " and the default settings are used.");
        } catch (IOException moveFailed) {
            say("The settings file could not be read (" + why + ") nor set aside (" + moveFailed.getMessage()
                    + "); the default settings are used.");
        }
        return Settings.DEFAULTS;
    }

    private void say(String text) {
        problem = text;
        UNSAID.put(key(), text);
        LOG.warn(problem);
    }

    /**
     * Settings read from a file, and what was changed to bring its values within range.
     *
     * @param settings the settings; not null
     * @param changes one phrase per value changed, e.g. {@code masterVolume 7 out of 0..1, set to 1}
     */
    record Parsed(Settings settings, List<String> changes) {
    }

    /** The longest part of a parser's message that a problem quotes. */
    private static final int QUOTE = 80;

    /**
     * Parses a settings file's text. Values out of range are brought within it and listed;
     * fields the file lacks take their default value.
     *
     * @param text the JSON
     * @return the settings and what was changed
     * @throws IllegalArgumentException saying what is wrong, when the text is not a settings file
     */
    static Parsed parse(String text) {
        JsonObject o;
        try {
            JsonElement e = JsonParser.parseString(text);
            if (!e.isJsonObject()) {
                throw new IllegalArgumentException("not a JSON object but " + (e.isJsonNull() ? "empty" : shorten(e.toString())));
            }
            o = e.getAsJsonObject();
        } catch (JsonParseException e) {
            Throwable cause = e.getCause() != null && e.getCause().getMessage() != null ? e.getCause() : e;
            // Gson's advice to programmers ("Use JsonReader.setStrictness(...) to accept malformed JSON at line 1...") reads as "malformed at line 1...".
            String why = String.valueOf(cause.getMessage()).replaceFirst("^Use JsonReader\\.\\w+\\([^)]*\\) to accept malformed JSON", "malformed");
            throw new IllegalArgumentException("not JSON: " + shorten(why));
        }
        double version = number(o, "version", VERSION);
        if (version > VERSION) {
            throw new IllegalArgumentException("version " + format(version) + " is newer than this game reads (" + VERSION + ")");
        }
        Settings d = Settings.DEFAULTS;
        List<String> changes = new ArrayList<>();
        int width = (int) within("width", number(o, "width", d.width()), Settings.MIN_WIDTH, Settings.MAX_SIDE, d.width(), changes);
        int height = (int) within("height", number(o, "height", d.height()), Settings.MIN_HEIGHT, Settings.MAX_SIDE, d.height(),
                changes);
        GameOptions.Quality quality = d.quality();
        if (o.has("quality")) {
            String q = string(o, "quality");
            try {
                quality = GameOptions.Quality.parse(q);
            } catch (IllegalArgumentException e) {
                changes.add("quality '" + shorten(q) + "' is not auto, low, medium or high, set to "
                        + d.quality().name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        float master = (float) within("masterVolume", number(o, "masterVolume", d.masterVolume()), 0, 1, d.masterVolume(), changes);
        float effects = (float) within("effectsVolume", number(o, "effectsVolume", d.effectsVolume()), 0, 1, d.effectsVolume(),
                changes);
        float ambient = (float) within("ambientVolume", number(o, "ambientVolume", d.ambientVolume()), 0, 1, d.ambientVolume(),
                changes);
        float speed = (float) within("animationSpeed", number(o, "animationSpeed", d.animationSpeed()), 0.5, 2,
                d.animationSpeed(), changes);
        double scale = number(o, "renderScale", d.renderScale());
        if (scale != Settings.AUTO_SCALE) {
            scale = within("renderScale", scale, Settings.MIN_SCALE, 1, d.renderScale(), changes);
        }
        return new Parsed(new Settings(width, height,
                bool(o, "fullscreen", d.fullscreen()),
                bool(o, "vsync", d.vsync()),
                quality, master, effects, ambient, speed,
                bool(o, "reducedMotion", d.reducedMotion()),
                bool(o, "cameraFollow", d.cameraFollow()),
                name(o, "lightName", d.lightName(), changes),
                name(o, "darkName", d.darkName(), changes),
                (float) scale, lessons(o, changes), playRules(o, d.playRules(), changes), language(o, changes)), List.copyOf(changes));
    }

    /** A number field, or the default when the file lacks it. */
    private static double number(JsonObject o, String key, double d) {
        if (!o.has(key)) {
            return d;
        }
        JsonElement e = o.get(key);
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            return e.getAsDouble();
        }
        throw new IllegalArgumentException(key + " is not a number but " + shorten(e.toString()));
    }

    private static boolean bool(JsonObject o, String key, boolean d) {
        if (!o.has(key)) {
            return d;
        }
        JsonElement e = o.get(key);
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean()) {
            return e.getAsBoolean();
        }
        throw new IllegalArgumentException(key + " is not true or false but " + shorten(e.toString()));
    }

    private static String string(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            return e.getAsString();
        }
        throw new IllegalArgumentException(key + " is not a text in quotes but " + shorten(e.toString()));
    }

    /**
     * The lessons learnt: a list of lesson names; a file without it (written before lessons
     * existed) has learnt none, and an entry that is no name is left out and said.
     */
    private static java.util.Set<String> lessons(JsonObject o, List<String> changes) {
        if (!o.has("lessonsLearnt")) {
            return java.util.Set.of();
        }
        JsonElement e = o.get("lessonsLearnt");
        if (!e.isJsonArray()) {
            throw new IllegalArgumentException("lessonsLearnt is not a list of lessons but " + shorten(e.toString()));
        }
        java.util.Set<String> learnt = new java.util.TreeSet<>();
        for (JsonElement l : e.getAsJsonArray()) {
            if (l.isJsonPrimitive() && l.getAsJsonPrimitive().isString() && l.getAsString().matches("[a-z0-9-]{1,40}")) {
                learnt.add(l.getAsString());
            } else {
                changes.add("lessonsLearnt holds " + shorten(l.toString()) + ", which is no lesson's name, left out");
            }
        }
        return learnt;
    }

    /** The rule set the game setup screen offers first; one that is no rule set's name takes the default, said. */
    private static String playRules(JsonObject o, String d, List<String> changes) {
        if (!o.has("playRules")) {
            return d;
        }
        String r = string(o, "playRules");
        if (!net.ur.rules.sets.RuleSets.ALL_NAMES.contains(r)) {
            changes.add("playRules '" + shorten(r) + "' is no rule set, set to " + d);
            return d;
        }
        return r;
    }

    /** The language chosen; one the game does not speak is said and the system's is spoken. */
    private static String language(JsonObject o, List<String> changes) {
        if (!o.has("language")) {
            return Settings.SYSTEM_LANGUAGE;
        }
        String l = string(o, "language");
        if (!l.equals(Settings.SYSTEM_LANGUAGE) && !Settings.LANGUAGES.contains(l)) {
            changes.add("language '" + shorten(l) + "' is not one of " + String.join(", ", Settings.LANGUAGES)
                    + ", set to the system's");
            return Settings.SYSTEM_LANGUAGE;
        }
        return l;
    }

    /** A player's name: cut to the longest allowed, or the default for a blank one. */
    private static String name(JsonObject o, String key, String d, List<String> changes) {
        if (!o.has(key)) {
            return d;
        }
        String n = string(o, key).strip();
        if (n.isEmpty()) {
            changes.add(key + " is blank, set to " + d);
            return d;
        }
        if (n.length() > Settings.NAME_LENGTH) {
            changes.add(key + " is longer than " + Settings.NAME_LENGTH + " characters, cut to '"
                    + n.substring(0, Settings.NAME_LENGTH) + "'");
            return n.substring(0, Settings.NAME_LENGTH);
        }
        return n;
    }

    /** A value brought within min..max, the change said; a value that is no number at all takes the default. */
    private static double within(String key, double v, double min, double max, double d, List<String> changes) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            changes.add(key + " " + format(v) + " is not a usable number, set to " + format(d));
            return d;
        }
        if (v < min || v > max) {
            double to = v < min ? min : max;
            changes.add(key + " " + format(v) + " out of " + format(min) + ".." + format(max) + ", set to " + format(to));
            return to;
        }
        return v;
    }

    /** A number as a person writes it: 7, 0.5, 99999. */
    private static String format(double v) {
        if (v == Math.rint(v) && !Double.isInfinite(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return BigDecimal.valueOf(v).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }

    /** A text's first line, at most its first {@link #QUOTE} characters (marked when cut). */
    private static String shorten(String s) {
        String line = s.lines().findFirst().orElse("");
        return line.length() > QUOTE ? line.substring(0, QUOTE) + "\u2026" : line;
    }

    /**
     * Writes the settings atomically.
     *
     * @param settings the settings; not null
     * @throws IOException if the file cannot be written; the old one is then untouched
     */
    public void save(Settings settings) throws IOException {
        Validate.nonNull(settings, "settings");
        Gson gson = new GsonBuilder().setPrettyPrinting().create();
        JsonObject o = gson.toJsonTree(settings).getAsJsonObject();
        o.addProperty("version", VERSION);
        o.addProperty("quality", settings.quality().name().toLowerCase(java.util.Locale.ROOT));
        SafeFiles.writeAtomically(file, gson.toJson(o) + "\n");
    }
}
