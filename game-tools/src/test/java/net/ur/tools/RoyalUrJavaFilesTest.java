package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import net.ur.rules.Player;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.rules.rgn.Rgn;
import net.ur.ai.solve.PerfectPlayer;

/**
 * RGN files from outside: games of RoyalUr-Java's agents written by RoyalUr-Java's own encoder (how, in
 * {@code src/test/resources/net/ur/tools/compat/royalur-java/README.txt}). Each is read, checked as
 * {@code ./ur record check} does and reviewed by estimate (an empty tables folder, so no solved table
 * is used); the counts and the winner are taken from the file's text, not from our reader.
 */
class RoyalUrJavaFilesTest {

    private static final String DIR = "/net/ur/tools/compat/royalur-java/";

    @TempDir
    static Path dir;

    static String oldTables;

    @BeforeAll
    static void noTables() throws IOException {
        oldTables = System.getProperty(PerfectPlayer.TABLES_PROPERTY);
        System.setProperty(PerfectPlayer.TABLES_PROPERTY, Files.createDirectories(dir.resolve("tables")).toString());
    }

    @AfterAll
    static void restore() {
        if (oldTables == null) {
            System.clearProperty(PerfectPlayer.TABLES_PROPERTY);
        } else {
            System.setProperty(PerfectPlayer.TABLES_PROPERTY, oldTables);
        }
    }

    /** What the file's text holds, counted without our reader. */
    record Text(int actions, Player winner, List<String> body) {
    }

    /**
     * Counts the actions of an RGN body (each move word and each {@code R --} is one) and takes the winner
     * from the half ({@code N.} light, {@code /} dark) holding the word marked {@code #}.
     */
    static Text count(String rgn) {
        List<String> body = new ArrayList<>();
        for (String line : rgn.split("\\R")) {
            if (!line.isBlank() && !line.strip().startsWith("[")) {
                body.addAll(List.of(line.strip().split("\\s+")));
            }
        }
        int actions = 0;
        Player half = null;
        Player winner = null;
        for (String w : body) {
            if (w.matches("\\d+\\.")) {
                half = Player.LIGHT;
            } else if (w.equals("/")) {
                half = Player.DARK;
            } else if (w.matches("--#?") || w.matches("[A-C](@|\\d+)[A-C](\\+|\\d+)x?#?")) {
                actions++;
            }
            if (w.endsWith("#")) {
                assertEquals(null, winner, "one word marked #");
                winner = half;
            }
        }
        return new Text(actions, winner, body);
    }

    @ParameterizedTest
    @ValueSource(strings = {"finkel-1.rgn", "finkel-2.rgn", "finkel-3.rgn", "masters-4.rgn", "blitz-5.rgn",
        "aseb-6.rgn", "finkel-bare-7.rgn"})
    void readCheckedAndReviewed(String name) throws IOException, RecordException {
        String text = resource(name);
        String rules = name.substring(0, name.indexOf('-'));
        Text t = count(text);
        assertTrue(t.actions() > 50, name + ": " + t.actions());
        assertNotNull(t.winner(), name + " ends with a move marked #");

        Rgn.Parsed parsed = Rgn.read(text, null);
        GameRecord record = parsed.record();
        assertEquals(rules, record.rules().name());
        assertEquals(t.actions(), record.entries().size(), "one entry per action of the file");
        assertTrue(record.state().isOver());
        assertEquals(t.winner(), record.state().winner());
        assertTrue(parsed.header().containsKey("StartTime"), parsed.header().toString());
        if (!name.contains("bare")) {
            assertTrue(parsed.header().get("Light").endsWith("Agent"), parsed.header().toString());
        }
        List<String> ours = count(Rgn.write(record, parsed.header())).body();
        assertEquals(t.body(), ours, "our writer gives the same words as RoyalUr-Java's encoder");

        Path file = Files.writeString(dir.resolve(name), text);
        RulesCliTest.Result check = RulesCliTest.run("record", "check", "--json", file.toString());
        assertEquals(0, check.code(), check.err());
        JsonObject c = JsonParser.parseString(check.out().strip()).getAsJsonObject();
        assertTrue(c.get("ok").getAsBoolean(), check.out());
        assertEquals("rgn", c.get("format").getAsString());
        assertEquals(rules, c.get("rules").getAsString());
        assertEquals(t.actions(), c.get("entries").getAsInt());
        assertEquals(t.winner().name().toLowerCase(Locale.ROOT), c.get("winner").getAsString());

        RulesCliTest.Result r = RulesCliTest.run("review", "--json", file.toString());
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().strip().split("\n");
        JsonObject o = JsonParser.parseString(lines[lines.length - 1]).getAsJsonObject();
        assertEquals(List.of("rules", "start", "moves", "accuracy", "luck", "exact"), new ArrayList<>(o.keySet()));
        assertEquals(rules, o.get("rules").getAsString());
        assertFalse(o.get("exact").getAsBoolean(), "reviewed by estimate: no table");
        double start = o.get("start").getAsDouble();
        assertTrue(start > 0 && start < 1, "start " + start);
        int previous = 0;
        int reviewed = 0;
        for (JsonElement e : o.getAsJsonArray("moves")) {
            JsonObject m = e.getAsJsonObject();
            assertEquals(List.of("n", "side", "kind", "win_before", "best", "chosen", "loss", "grade"),
                    new ArrayList<>(m.keySet()));
            int n = m.get("n").getAsInt();
            assertTrue(n > previous && n <= t.actions(), "n " + n + " after " + previous);
            previous = n;
            RecordEntry entry = record.entries().get(n - 1);
            assertNotNull(entry.move(), "a reviewed choice is a move: " + m);
            assertEquals(entry.player().name().toLowerCase(Locale.ROOT), m.get("side").getAsString());
            double loss = m.get("loss").getAsDouble();
            assertTrue(loss >= 0, m.toString());
            assertEquals(Math.max(0, m.get("best").getAsDouble() - m.get("chosen").getAsDouble()), loss, 2e-6);
            assertEquals(net.ur.ai.review.Grade.of(loss).id(), m.get("grade").getAsString());
            reviewed++;
        }
        assertTrue(reviewed > 10, name + ": " + reviewed + " choices reviewed");
        for (String side : List.of("light", "dark")) {
            double a = o.getAsJsonObject("accuracy").get(side).getAsDouble();
            assertTrue(a >= 0 && a <= 100, side + " " + a);
            assertTrue(o.getAsJsonObject("luck").has(side));
        }
    }

    /**
     * RoyalUr-Java writes no rule keys by default: a Masters game without its header is read as Finkel's,
     * fails at its first move that Finkel's paths do not allow, and the refusal says what was assumed and
     * how to name the rules; with the rules named it reads whole.
     */
    @org.junit.jupiter.api.Test
    void aBareFileOfOtherRulesIsRefusedWithWhatWasAssumed() throws IOException, RecordException {
        String text = resource("masters-4.rgn");
        String bare = text.substring(text.indexOf("\n1.") + 1);
        RecordException e = org.junit.jupiter.api.Assertions.assertThrows(RecordException.class, () -> Rgn.read(bare, null));
        assertTrue(e.entry() > 0, e.getMessage());
        assertTrue(e.getMessage().endsWith("; " + Rgn.RULES_ASSUMED), e.getMessage());
        GameRecord record = Rgn.read(bare, net.ur.rules.sets.RuleSets.byName("masters")).record();
        assertEquals(count(text).actions(), record.entries().size());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = RoyalUrJavaFilesTest.class.getResourceAsStream(DIR + name)) {
            if (in == null) {
                throw new IOException("no test resource " + DIR + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
