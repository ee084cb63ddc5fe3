package net.ur.rules.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;

/**
 * Reads a game record file for the {@code record} commands: our JSON or RGN, told apart by its first
 * character, replayed under the rules it names (or {@code --rules}).
 */
final class RecordFiles {

    /** A loaded record with the header it came with (empty for our JSON), and its format's name. */
    record Loaded(GameRecord record, Map<String, String> header, String format) {
    }

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
    static Loaded load(String file, RuleSet rules) throws RecordException {
        String text;
        try {
            text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new RecordException(0, "cannot read the file (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")", e);
        }
        if (RecordJson.looksLikeJson(text)) {
            return new Loaded(RecordJson.read(text, rules), Map.of(), "json");
        }
        Rgn.Parsed p = Rgn.read(text, rules);
        return new Loaded(p.record(), p.header(), "rgn");
    }

    /** The line a command prints for a file it could not use. */
    static String failure(String file, RecordException e) {
        return file + ": " + (e.entry() > 0 ? "illegal at entry " + e.entry() + ": " : "unreadable: ") + e.reason();
    }
}
