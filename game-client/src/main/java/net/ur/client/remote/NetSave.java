package net.ur.client.remote;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.ur.client.settings.SafeFiles;
import net.ur.net.chain.Action;
import net.ur.net.chain.Entry;
import net.ur.net.chain.MatchSetup;
import net.ur.net.peer.Match;

/**
 * The network game in progress, kept beside the game in progress for Continue: how the players met
 * (hosting on a port, or the address dialled), the match's code, rules and role, and what the match
 * needs to be taken up again ({@link Match.Saved}: the game's setup and signed entries, this side's
 * secret committed to and not yet revealed, the other player's key). Readable by its owner only:
 * the secret must stay unknown to the other player until it is revealed.
 *
 * @param way how the players met
 * @param host the address dialled (a joiner's, a relay's), or the address listened on (empty for every one)
 * @param port the port
 * @param code the match code
 * @param rules the rules this side named, or null
 * @param first whether this side hosts or set the rules
 * @param name this player's name
 * @param identityFile the player's key pair file
 * @param saved the match as it stood
 */
public record NetSave(NetLink.Way way, String host, int port, String code, String rules, boolean first, String name,
        Path identityFile, Match.Saved saved) {

    /** The file's format. */
    static final String FORMAT = "ur-network-game/1";
    /** The largest file read: a game of the longest rules is well under it. */
    static final long MAX_BYTES = 4L << 20;

    /**
     * Writes the file whole or not at all.
     *
     * @param file where
     * @throws IOException if it cannot be written
     */
    public void write(Path file) throws IOException {
        JsonObject o = new JsonObject();
        o.addProperty("format", FORMAT);
        o.addProperty("way", way.name().toLowerCase(Locale.ROOT));
        o.addProperty("host", host);
        o.addProperty("port", port);
        o.addProperty("code", code);
        o.addProperty("rules", rules);
        o.addProperty("first", first);
        o.addProperty("name", name);
        o.addProperty("identity", identityFile.toString());
        MatchSetup s = saved.setup();
        JsonObject setup = new JsonObject();
        setup.addProperty("code", s.code());
        setup.addProperty("rules", s.rules());
        setup.addProperty("firstKey", s.firstKey());
        setup.addProperty("firstName", s.firstName());
        setup.addProperty("secondKey", s.secondKey());
        setup.addProperty("secondName", s.secondName());
        setup.addProperty("nonces", s.nonces());
        setup.addProperty("gameNumber", s.gameNumber());
        setup.addProperty("lightCounters", s.lightCounters());
        setup.addProperty("darkCounters", s.darkCounters());
        o.add("setup", setup);
        JsonArray entries = new JsonArray();
        for (Entry e : saved.entries()) {
            JsonObject j = new JsonObject();
            j.addProperty("gameId", e.gameId());
            j.addProperty("seq", e.seq());
            j.addProperty("author", e.author());
            j.addProperty("prev", e.prev());
            j.addProperty("action", e.action().id());
            j.addProperty("secret", e.secret());
            j.addProperty("commit", e.commit());
            j.addProperty("move", e.move());
            j.addProperty("signature", e.signature());
            entries.add(j);
        }
        o.add("entries", entries);
        o.addProperty("nextSecret", saved.nextSecret());
        o.addProperty("otherKey", saved.otherKey());
        Files.createDirectories(file.getParent());
        SafeFiles.writeAtomically(file, o.toString());
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: its own rules apply.
        }
    }

    /**
     * Reads the file.
     *
     * @param file where
     * @return what it keeps
     * @throws IOException if it cannot be read, or with a line saying what is wrong with it
     */
    public static NetSave read(Path file) throws IOException {
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException(file.getFileName() + " is larger than a network game can be");
        }
        try {
            JsonObject o = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
            if (!FORMAT.equals(text(o, "format"))) {
                throw new IOException(file.getFileName() + " is not a network game of this version (" + text(o, "format") + ")");
            }
            JsonObject s = o.getAsJsonObject("setup");
            MatchSetup setup = new MatchSetup(text(s, "code"), text(s, "rules"), text(s, "firstKey"),
                    text(s, "firstName"), text(s, "secondKey"), text(s, "secondName"), text(s, "nonces"),
                    s.get("gameNumber").getAsInt(), s.get("lightCounters").getAsInt(), s.get("darkCounters").getAsInt());
            List<Entry> entries = new ArrayList<>();
            for (JsonElement el : o.getAsJsonArray("entries")) {
                JsonObject j = el.getAsJsonObject();
                entries.add(new Entry(text(j, "gameId"), j.get("seq").getAsInt(), text(j, "author"), text(j, "prev"),
                        Action.valueOf(text(j, "action").toUpperCase(Locale.ROOT)), text(j, "secret"), text(j, "commit"),
                        text(j, "move"), text(j, "signature")));
            }
            return new NetSave(NetLink.Way.valueOf(text(o, "way").toUpperCase(Locale.ROOT)), text(o, "host"),
                    o.get("port").getAsInt(), text(o, "code"), text(o, "rules"), o.get("first").getAsBoolean(),
                    text(o, "name"), Path.of(text(o, "identity")),
                    new Match.Saved(setup, entries, text(o, "nextSecret"), text(o, "otherKey")));
        } catch (RuntimeException e) {
            throw new IOException(file.getFileName() + " cannot be read as a network game: " + e.getMessage(), e);
        }
    }

    private static String text(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : e.getAsString();
    }
}
