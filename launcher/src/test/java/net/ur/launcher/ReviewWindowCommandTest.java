package net.ur.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import net.ur.client.settings.PlaySetup;
import net.ur.rules.Phase;
import net.ur.rules.record.Game;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;
import net.ur.tools.ReviewCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ur review FILE} in the launcher: with {@code --print} or {@code --json} it prints as the rule
 * tools do and opens no window; a file that cannot be read gets its one line and status 1 before any
 * window; who played is taken from a save, names from an RGN header.
 */
class ReviewWindowCommandTest {

    @TempDir
    Path dir;
    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(outBytes, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
    }

    private static Game game(long seed) {
        Game g = Game.start("finkel-2p");
        SplittableRandom r = new SplittableRandom(seed);
        while (!g.state().isOver()) {
            g = g.state().phase() == Phase.AWAITING_ROLL ? g.roll(r) : g.move(g.legalMoves().get(0));
        }
        return g;
    }

    @Test
    void printAndJsonPrintWithoutAWindow() throws Exception {
        Path file = dir.resolve("game.json");
        Files.writeString(file, RecordJson.write(game(1).record()));
        assertEquals(0, run("review", "--print", file.toString()));
        String out = outBytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("Light's winning chance before the first roll"), out);
        outBytes.reset();
        assertEquals(0, run("review", "--json", file.toString()));
        String[] lines = outBytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        assertTrue(lines[lines.length - 1].startsWith("{\"rules\":"), lines[lines.length - 1]);
    }

    @Test
    void aFileThatCannotBeReadIsSaidInOneLineBeforeAnyWindow() {
        assertEquals(1, run("review", dir.resolve("missing.json").toString()));
        String err = errBytes.toString(StandardCharsets.UTF_8);
        assertTrue(err.startsWith(dir.resolve("missing.json") + ": "), err);
        assertEquals(1, err.strip().split("\n").length, err);
    }

    @Test
    void whoPlayedComesFromASaveAndNamesFromAnRgnHeader() throws Exception {
        Game g = game(2);
        var save = new ReviewCommand.LoadedGame(g.record(), Map.of("Light", "human", "Dark", "expert"), true);
        assertEquals(new PlaySetup("finkel-2p", PlaySetup.HUMAN, "expert", 1), ReviewWindowCommand.setup(save));
        var unknown = new ReviewCommand.LoadedGame(g.record(), Map.of("Light", "someone", "Dark", "expert"), true);
        assertEquals(new PlaySetup("finkel-2p", PlaySetup.HUMAN, PlaySetup.HUMAN, 1), ReviewWindowCommand.setup(unknown));
        String rgn = Rgn.write(g.record(), Map.of("Light", "Ann", "Dark", "Bob"));
        var read = Rgn.read(rgn, null);
        var fromRgn = new ReviewCommand.LoadedGame(read.record(), read.header(), false);
        assertEquals(new PlaySetup(read.record().rules().name(), PlaySetup.HUMAN, PlaySetup.HUMAN, 1), ReviewWindowCommand.setup(fromRgn));
        assertEquals("Ann", read.header().get("Light"));
        assertEquals("", ReviewWindowCommand.note(fromRgn), "a header naming its rules: nothing to say");
    }

    @Test
    void theReplaySaysWhatTheFileDidNotSayOfItsRules() throws Exception {
        // No rule keys at all: Finkel's game, and the replay says so.
        Game g = game(3);
        Game finkel = Game.start("finkel");
        String opening = Rgn.write(finkel.roll(new SplittableRandom(1)).record(), Map.of()).split("\n\n", 2)[1];
        var unnamed = Rgn.read("[Light \"Ann\"]\n\n" + opening, null);
        var loaded = new ReviewCommand.LoadedGame(unnamed.record(), unnamed.header(), false, Rgn.RULES_ASSUMED);
        assertEquals(Rgn.RULES_ASSUMED, ReviewWindowCommand.note(loaded));
        assertEquals("finkel", ReviewWindowCommand.setup(loaded).rules());

        // Rules of the file's own: replayed under them, the setup's name Finkel's only for the table, and said.
        net.ur.rules.RuleSet mixed = net.ur.rules.sets.RgnRules.fromHeader(Map.of("Rules", "Finkel", "Pieces", "2",
                "SafeRosettes", "false", "CapturesGrantExtraRolls", "true"));
        Game m = Game.start(mixed);
        SplittableRandom r = new SplittableRandom(4);
        while (!m.state().isOver()) {
            m = m.state().phase() == Phase.AWAITING_ROLL ? m.roll(r) : m.move(m.legalMoves().get(0));
        }
        var own = Rgn.read(Rgn.write(m.record(), Map.of()), null);
        assertEquals("custom", own.record().rules().name(), "no rule set of ours has these rules");
        var custom = new ReviewCommand.LoadedGame(own.record(), own.header(), false);
        assertTrue(ReviewWindowCommand.note(custom).startsWith("the file's own rules (Custom, not one of the game's rule"
                + " sets) are replayed"), ReviewWindowCommand.note(custom));
        assertEquals("finkel", ReviewWindowCommand.setup(custom).rules());
        assertEquals(false, net.ur.client.replay.ReplayState.namedRules(own.record().rules()));
        assertEquals(true, net.ur.client.replay.ReplayState.namedRules(g.record().rules()));
    }
}
