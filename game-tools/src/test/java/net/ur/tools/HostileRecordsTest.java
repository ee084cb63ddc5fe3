package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import com.google.gson.JsonParser;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.GameRecordTestSupport;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.record.RecordFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The record tools given files a tester would try: empty, header-only, huge, with a byte-order
 * mark, binary, naming a game RGN cannot hold, contradicting {@code --rules}; and what they keep.
 */
class HostileRecordsTest {

    @TempDir
    static Path dir;

    static GameRecord finkel;
    static String finkelRgn;

    /** What a run printed and returned. */
    record Result(int code, String out, String err) {
    }

    static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RulesCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Path file(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    static Result check(Path file, String... options) {
        String[] args = new String[options.length + 3];
        args[0] = "record";
        args[1] = "check";
        System.arraycopy(options, 0, args, 2, options.length);
        args[args.length - 1] = file.toString();
        return run(args);
    }

    @BeforeAll
    static void play() {
        finkel = GameRecordTestSupport.play(RuleSets.byName("finkel"), 5).record();
        Map<String, String> metadata = new LinkedHashMap<>();
        metadata.put("Light", "Ann");
        metadata.put("Dark", "Bel");
        metadata.put("Seed", "5");
        metadata.put("StartTime", "2026-11-25T17:00:00Z");
        finkelRgn = Rgn.write(finkel, metadata);
    }

    @Test
    void anEmptyFileIsAnErrorAndAHeaderOnlyFileIsAGameNotBegun() throws IOException {
        Path empty = file("empty.rgn", "");
        assertEquals(new Result(1, empty + ": unreadable: the file is empty\n", ""), check(empty));
        Path blank = file("blank.rgn", "\n  \n\t\n");
        assertEquals(blank + ": unreadable: the file holds only white space", check(blank).out().strip());
        Path header = file("header.rgn", "[Rules Finkel]\n[Light Ann]\n");
        Result h = check(header);
        assertEquals(0, h.code());
        assertEquals(header + ": ok (Finkel, no moves: the game has not begun)", h.out().strip());
    }

    @Test
    void aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws IOException {
        Path big = dir.resolve("big.rgn");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(RecordFiles.MAX_BYTES + 1);
        }
        Result r = check(big);
        assertEquals(1, r.code());
        assertEquals(big + ": unreadable: the file is 4.0 MB; records larger than 4 MB are refused (a long game is"
                + " a few kB)", r.out().strip());
    }

    @Test
    void errorsQuoteAtMostALinesFirst80Characters() throws IOException {
        String junk = "Q".repeat(3000);
        Result moves = check(file("long.rgn", junk + " 1. A@A4\n"));
        assertEquals(1, moves.code());
        assertTrue(moves.out().strip().endsWith("turn moves must start with a turn number like \"1.\", not \""
                + "Q".repeat(80) + "\u2026\""), moves.out());
        Result header = check(file("longheader.rgn", "[" + junk + "\n\n1. A@A4\n"));
        assertTrue(header.out().strip().endsWith("is not [Key value]: [" + "Q".repeat(79) + "\u2026"), header.out());
        assertTrue(header.out().length() < 300, header.out());
    }

    @Test
    void aByteOrderMarkIsSkipped() throws IOException {
        Path bom = file("bom.rgn", "\uFEFF" + finkelRgn);
        Result r = check(bom);
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().startsWith(bom + ": ok (Finkel, "), r.out());
        Path bomJson = file("bom.json", "\uFEFF" + RecordJson.write(finkel));
        assertEquals(0, check(bomJson).code(), check(bomJson).out());
    }

    @Test
    void binaryIsNotATextFile() throws IOException {
        Path bin = Files.write(dir.resolve("bin.rgn"), new byte[] {'[', 'R', (byte) 0xC3, (byte) 0x28, 0, 1, 2});
        assertEquals(bin + ": unreadable: not a text file: invalid UTF-8 at byte 2", check(bin).out().strip());
    }

    @Test
    void aBabylonianHeaderSaysRgnHasNoNotationForIt() throws IOException {
        for (String name : new String[] {"Babylonian", "babylonian-ur"}) {
            Path f = file("b.rgn", "[Rules " + name + "]\n\n1. A@A4\n");
            assertEquals(f + ": unreadable: " + Rgn.BABYLONIAN_REFUSAL, check(f).out().strip());
        }
        Path r = file("r.rgn", "[Rules Ravensburg]\n\n1. A@A4\n");
        assertEquals(r + ": unreadable: " + Rgn.RAVENSBURG_REFUSAL, check(r).out().strip());
    }

    @Test
    void convertingRgnToJsonKeepsTheMetadata() throws IOException {
        Path rgn = file("meta.rgn", finkelRgn);
        Result json = run("record", "convert", "--to", "json", rgn.toString());
        assertEquals(0, json.code(), json.err());
        var metadata = JsonParser.parseString(json.out()).getAsJsonObject().getAsJsonObject("metadata");
        assertEquals("{\"Light\":\"Ann\",\"Dark\":\"Bel\",\"Seed\":\"5\",\"StartTime\":\"2026-11-25T17:00:00Z\"}",
                metadata.toString());
        Path back = file("meta.json", json.out());
        Result rgnAgain = run("record", "convert", "--to", "rgn", back.toString());
        assertEquals(finkelRgn, rgnAgain.out());
        assertTrue(run("record", "show", back.toString()).out().contains("  [StartTime 2026-11-25T17:00:00Z]"));
    }

    @Test
    void aPassAfterTheEndIsQuotedWhole() throws IOException {
        Path f = file("after.rgn", finkelRgn + "99. 3 --\n");
        String line = check(f).out().strip();
        assertTrue(line.endsWith("but RGN goes on with \"3 --\""), line);
    }

    @Test
    void rulesThatContradictTheFileAreRefusedNamingBoth() throws IOException {
        Path rgn = file("finkel.rgn", finkelRgn);
        assertEquals(rgn + ": unreadable: the rules given, Masters, contradict the file's header, which names Finkel:"
                + " leave out --rules or mend the header", check(rgn, "--rules", "masters").out().strip());
        assertEquals(0, check(rgn, "--rules", "finkel").code());
        Path json = file("finkel.json", RecordJson.write(finkel));
        assertEquals(json + ": unreadable: the rules given, Masters, contradict the record, which names Finkel:"
                + " leave out --rules", check(json, "--rules", "masters").out().strip());
        assertEquals(0, check(json, "--rules", "finkel").code());
    }

    @Test
    void arenaDrawsNoBarWhenStderrIsNotATerminal() {
        Result r = run("arena", "greedy", "random", "--games", "4");
        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains("\r"), r.err());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ArenaCommand.Progress bar = new ArenaCommand.Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                4, System.nanoTime(), true);
        bar.update(4);
        bar.finish();
        assertTrue(bytes.toString(StandardCharsets.UTF_8).startsWith("\r[" + "#".repeat(30) + "] 4/4 games"),
                bytes.toString(StandardCharsets.UTF_8));
    }
}
