package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;

/**
 * Files written before the moves' notes and the counters were typed (when they were name/value
 * maps) still read, and read the same: seeded random games (a Babylonian game with counters
 * collected and paid, a Ravensburg game with men carrying, leaving and delivering captives, going
 * backwards and turning red, a Finkel game in RGN, a save of the game) and what {@code record
 * show --json} and {@code record check --json} printed for them then, in
 * {@code src/test/resources/net/ur/tools/compat}. Our JSON records are also written back byte for byte.
 */
class OldFilesTest {

    private static final String DIR = "/net/ur/tools/compat/";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"babylonian.json", "ravensburg.json", "finkel.rgn"})
    void showPrintsWhatItPrintedBefore(String file) throws IOException {
        assertEquals(resource(golden(file, "show")), run("show", file));
    }

    @ParameterizedTest
    @ValueSource(strings = {"babylonian.json", "babylonian-save.json", "ravensburg.json", "finkel.rgn"})
    void checkPrintsWhatItPrintedBefore(String file) throws IOException {
        assertEquals(resource(golden(file, "check")), run("check", file));
    }

    @Test
    void ourRecordsAreWrittenBackByteForByte() throws IOException, RecordException {
        for (String file : new String[] {"babylonian.json", "ravensburg.json"}) {
            String text = resource(file);
            assertEquals(text, RecordJson.write(RecordJson.read(text, null)), file);
        }
    }

    /** The name of the output the old build printed for a file, e.g. {@code ravensburg-json.show.json}. */
    private static String golden(String file, String command) {
        int dot = file.lastIndexOf('.');
        return file.substring(0, dot) + "-" + file.substring(dot + 1) + "." + command + ".json";
    }

    /** Runs {@code record COMMAND --json} on a copy of the file, the copy's folder taken out of the output. */
    private String run(String command, String file) throws IOException {
        Path copy = dir.resolve(file);
        Files.writeString(copy, resource(file));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RulesCli.run(new String[] {"record", command, "--json", copy.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).replace(dir + "/", "");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = OldFilesTest.class.getResourceAsStream(DIR + name)) {
            if (in == null) {
                throw new IOException("no test resource " + DIR + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
