package net.ur.tools.record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;

/**
 * Reads a game record file for the {@code record} commands: our JSON or RGN, told apart by its first
 * character, replayed under the rules it names ({@code --rules} for a file that names none). A file
 * too large, empty or not UTF-8 text is refused before it is parsed.
 */
public final class RecordFiles {

    /**
     * A loaded record with the header it came with (empty for our JSON), its format's name, and what the
     * reader assumed that the file does not say ({@link Rgn#RULES_ASSUMED}), or empty.
     */
    public record Loaded(GameRecord record, Map<String, String> header, String format, String note) {
    }

    /** The largest record file read: 4 MB (a long game is a few kB; docs/RULES.md states the limit). */
    public static final long MAX_BYTES = 4L << 20;

    /** What some editors write before UTF-8 text; skipped. */
    private static final String BYTE_ORDER_MARK = "\uFEFF";

    private RecordFiles() {
    }

    /**
     * Reads and replays a record.
     *
     * @param file the file's path as typed
     * @param rules the rules {@code --rules} named, or null for the file's own
     * @return the record
     * @throws RecordException the file is unreadable (entry 0) or illegal at an entry
     */
    public static Loaded load(String file, RuleSet rules) throws RecordException {
        String text = text(Path.of(file));
        if (RecordJson.looksLikeJson(text)) {
            Map<String, String> save = new java.util.LinkedHashMap<>();
            String inner = savedRecord(text, save);
            if (inner != null) {
                return new Loaded(RecordJson.read(inner, rules), save, "save", "");
            }
            return new Loaded(RecordJson.read(text, rules), RecordJson.metadata(text), "json", "");
        }
        Rgn.Parsed p = Rgn.read(text, rules);
        return new Loaded(p.record(), p.header(), "rgn", rules == null && !Rgn.namesRules(p.header()) ? Rgn.RULES_ASSUMED : "");
    }

    /** The {@code format} of the game's own saves: a record with who played and the turn under way. */
    public static final String SAVE_FORMAT = "ur-save";

    /**
     * The record inside one of the game's saves ({@code {"format": "ur-save", "light": ..., "dark": ...,
     * "record": {...}}}), with who played each side put in {@code players} as {@code Light} and {@code Dark}.
     *
     * @return the record's JSON, or null when the text is not a save
     */
    public static String savedRecord(String text, Map<String, String> players) {
        com.google.gson.JsonElement root;
        try {
            root = com.google.gson.JsonParser.parseString(text);
        } catch (com.google.gson.JsonParseException e) {
            return null;
        }
        if (!root.isJsonObject()) {
            return null;
        }
        com.google.gson.JsonObject o = root.getAsJsonObject();
        com.google.gson.JsonElement format = o.get("format");
        if (format == null || !format.isJsonPrimitive() || !SAVE_FORMAT.equals(format.getAsString())
                || !(o.get("record") instanceof com.google.gson.JsonObject record)) {
            return null;
        }
        for (String side : new String[] {"light", "dark"}) {
            com.google.gson.JsonElement who = o.get(side);
            if (who != null && who.isJsonPrimitive()) {
                players.put(Character.toUpperCase(side.charAt(0)) + side.substring(1), who.getAsString());
            }
        }
        return record.toString();
    }

    /**
     * A record file's text: refused before it is read if it is larger than {@link #MAX_BYTES}, refused
     * if it is empty or not UTF-8 text; a byte-order mark at its start is skipped.
     */
    public static String text(Path path) throws RecordException {
        byte[] bytes;
        try {
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                throw new RecordException(0, String.format(Locale.ROOT, "the file is %.1f MB; records larger than"
                        + " %d MB are refused (a long game is a few kB)", size / 1048576.0, MAX_BYTES >> 20));
            }
            bytes = Files.readAllBytes(path);
        } catch (IOException | RuntimeException e) {
            throw new RecordException(0, "cannot read the file (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")", e);
        }
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer chars = CharBuffer.allocate(bytes.length);
        CoderResult r = utf8.decode(in, chars, true);
        if (r.isError()) {
            throw new RecordException(0, "not a text file: invalid UTF-8 at byte " + in.position());
        }
        utf8.flush(chars);
        String text = chars.flip().toString();
        if (text.startsWith(BYTE_ORDER_MARK)) {
            text = text.substring(1);
        }
        if (text.isBlank()) {
            throw new RecordException(0, bytes.length == 0 ? "the file is empty" : "the file holds only white space");
        }
        return text;
    }

    /** The line a command prints for a file it could not use. */
    public static String failure(String file, RecordException e) {
        return file + ": " + (e.entry() > 0 ? "illegal at entry " + e.entry() + ": " : "unreadable: ") + e.reason();
    }
}
