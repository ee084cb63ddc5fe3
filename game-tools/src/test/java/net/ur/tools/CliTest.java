package net.ur.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The command line's seams: a command added with one line runs and shows in the help, under the
 * root or under another command; the version; errors for a command word alone or unknown.
 */
class CliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Streams io = new Streams(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    /** A command as another piece of work would add one. */
    @Command(name = "greet", description = "say hello")
    static final class Greet extends UrCommand {
        @Option(names = "--to", paramLabel = "WHO", description = "whom to greet")
        String to = "world";

        Greet(Streams io) {
            super(io);
        }

        @Override
        protected int run() {
            if (to.isBlank()) {
                throw usageError("--to must name someone");
            }
            out.println("hello, " + to);
            return 7;
        }
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aCommandAddedWithOneLineRunsAndIsListed() {
        Cli cli = Cli.withRuleTools(io).add(new Greet(io));
        assertEquals(7, cli.run("greet", "--to", "Ur"));
        assertEquals("hello, Ur\n", out());
        assertEquals(UrCommand.USAGE, cli.run("greet", "--to", " "));
        assertEquals("ur: --to must name someone\nusage: ./ur greet [--to WHO]\ntry './ur greet --help'\n", err());
        out.reset();
        assertEquals(UrCommand.OK, cli.run("--help"));
        assertTrue(out().contains("\n  greet [--to WHO]\n        say hello\n"), out());
    }

    @Test
    void aCommandCanGoUnderAnother() {
        Cli cli = Cli.withRuleTools(io).add("bench", new Greet(io));
        assertEquals(7, cli.run("bench", "greet"));
        assertEquals("hello, world\n", out());
        assertEquals("no command 'nowhere' to add to (known: [record, arena, bench, solve, puzzles, rate-levels, profile, review, help]), or the command is null",
                assertThrows(IllegalArgumentException.class, () -> cli.add("nowhere", new Greet(io))).getMessage());
    }

    @Test
    void versionComesFromTheBuild() throws Exception {
        assertEquals(UrCommand.OK, Cli.withRuleTools(io).run("--version"));
        assertEquals("ur " + Cli.Version.version() + "\n", out());
        assertTrue(Cli.Version.version().matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), Cli.Version.version());
    }

    @Test
    void aCommandWordAloneOrUnknownIsAUsageError() {
        Cli cli = Cli.withRuleTools(io);
        assertEquals(UrCommand.USAGE, cli.run("record"));
        assertTrue(err().startsWith("ur: record needs a command: check, show, convert\n"), err());
        err.reset();
        assertEquals(UrCommand.USAGE, cli.run("fly"));
        assertEquals("ur: unknown command 'fly'\ntry './ur --help'\n", err());
    }
}
