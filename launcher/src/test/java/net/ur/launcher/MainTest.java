package net.ur.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import net.ur.ai.Agents;
import net.ur.client.settings.GameOptions;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.command.Streams;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/** The launcher's command line: help, wrong input, game options and the tools it hands on. */
class MainTest {

    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(outBytes, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return outBytes.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpListsTheCommandsAndExitsZero() {
        assertEquals(0, run("--help"));
        assertTrue(out().startsWith("usage: ./ur"), out());
        assertTrue(out().contains("record check"), "help names the record tool");
        assertEquals("", err());
    }

    @Test
    void helpNamesEveryComputerPlayerAndRuleSet() {
        assertEquals(0, run("--help"));
        String help = out().replaceAll("\\s+", " ");
        for (String name : Agents.NAMES) {
            assertTrue(help.matches("(?s).*Computer players: .*\\b" + name + ",.*"), "help names the computer player "
                    + name + ": " + out());
        }
        for (String name : RuleSets.ALL_NAMES) {
            assertTrue(help.matches("(?s).*Rule sets R: .*\\b" + name + "[,.].*"), "help names the rule set " + name);
        }
    }

    @Test
    void versionIsThePomsVersion() {
        assertEquals(0, run("--version"));
        assertTrue(out().matches("ur \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\n"), out());
    }

    @Test
    void anErrorDoesNotRepeatTheWholeHelp() {
        assertEquals(Main.USAGE_ERROR, run("record", "check", "--frob", "a.rgn"));
        assertEquals("ur: unknown option: --frob\nusage: ./ur record check [--rules R] [--json] [FILE...]\n"
                + "try './ur record check --help'\n", err());
    }

    @Test
    void aWrongFlagGetsOneLineAndTheUsageWithStatusTwo() {
        assertEquals(Main.USAGE_ERROR, run("--bogus"));
        String[] lines = err().split("\n");
        assertEquals("ur: unknown option '--bogus'", lines[0]);
        assertTrue(lines[1].startsWith("usage: ./ur"), "the usage follows the error line");
    }

    /**
     * Words that name no command are the top level's: their errors show its usage (the game's, its tools'),
     * not {@code play}'s, though {@code play} read them.
     */
    @Test
    void wrongTopLevelWordsShowTheTopLevelUsage() {
        for (String[] words : List.of(new String[] {"--bogus"}, new String[] {"--width", "abc"})) {
            errBytes.reset();
            assertEquals(Main.USAGE_ERROR, run(words));
            List<String> lines = err().lines().toList();
            assertTrue(lines.get(1).startsWith("usage: ./ur [play] "), err());
            assertTrue(lines.stream().anyMatch(l -> l.strip().startsWith("./ur COMMAND")), err());
            assertEquals("try './ur --help'", lines.get(lines.size() - 1), err());
        }
        assertTrue(err().startsWith("ur: --width needs a whole number, not 'abc'\n"), err());
        errBytes.reset();
        assertEquals(Main.USAGE_ERROR, run("plya"));
        assertEquals("ur: unknown command 'plya' (did you mean 'play'?)\ntry './ur --help'\n", err());
        errBytes.reset();
        assertEquals(Main.USAGE_ERROR, run("play", "--bogus"));
        assertTrue(err().contains("usage: ./ur play [--rules R]") && err().endsWith("try './ur play --help'\n"),
                "a command named keeps its own usage: " + err());
    }

    @Test
    void learnNamesTheLessonsAndRefusesAnUnknownOne() {
        assertEquals(0, run("learn", "--help"));
        assertTrue(out().contains("classic, babylonian or ravensburg"), out());
        assertEquals(Main.USAGE_ERROR, run("learn", "chess"));
        assertTrue(err().startsWith("ur: unknown lesson 'chess': the lessons are classic, babylonian, ravensburg\n"), err());
        assertEquals(Main.USAGE_ERROR, run("learn"));
        assertTrue(err().startsWith("ur: "), err());
    }

    @Test
    void anUnknownCommandIsNamed() {
        assertEquals(Main.USAGE_ERROR, run("fly"));
        assertTrue(err().startsWith("ur: unknown command 'fly'\n"), err());
    }

    @Test
    void gameOptionsAreParsed() {
        GameOptions o = Main.parseGameOptions(List.of("--width", "1024", "--height", "768", "--quality", "HIGH", "--no-vsync", "--fullscreen"));
        assertEquals(new GameOptions(1024, 768, true, false, GameOptions.Quality.HIGH), o);
        assertEquals(GameOptions.DEFAULT, Main.parseGameOptions(List.of()));
    }

    @Test
    void badGameOptionsSayWhatIsWrong() {
        assertEquals("--width needs a whole number, not 'wide'",
                assertThrows(IllegalArgumentException.class, () -> Main.parseGameOptions(List.of("--width", "wide"))).getMessage());
        assertEquals("--height needs a value",
                assertThrows(IllegalArgumentException.class, () -> Main.parseGameOptions(List.of("--height"))).getMessage());
        assertEquals("unknown quality 'ultra': use auto, low, medium or high",
                assertThrows(IllegalArgumentException.class, () -> Main.parseGameOptions(List.of("--quality", "ultra"))).getMessage());
        assertEquals("window size 320x200 is too small: at least 640x480",
                assertThrows(IllegalArgumentException.class, () -> Main.parseGameOptions(List.of("--width", "320", "--height", "200"))).getMessage());
        assertEquals(Main.USAGE_ERROR, run("play", "--quality", "ultra"));
        assertTrue(err().startsWith("ur: unknown quality 'ultra'"), err());
    }

    @Test
    void aLanguageTheGameDoesNotSpeakIsAUsageErrorNamingThoseItDoes() {
        assertEquals(Main.USAGE_ERROR, run("play", "--lang", "klingon"));
        assertTrue(err().startsWith("ur: ") && err().contains("no language 'klingon': en, de, fr, it, nl or es"), err());
        assertEquals(Main.USAGE_ERROR, run("learn", "classic", "--lang", "xx"), "learn takes --lang too: " + err());
    }

    @Test
    void recordCommandsAreHandedToTheRulesTool() {
        assertEquals(1, run("record", "check", "/nonexistent/game.rgn"));
        assertTrue(out().contains("/nonexistent/game.rgn") || err().contains("/nonexistent/game.rgn"),
                "the record tool reports the missing file: " + out() + err());
    }

    /**
     * Picocli formats every help text with {@code String.format}: a bare {@code %} (as in "95%
     * intervals") makes it print a warning and the raw text. Every command's texts must format.
     */
    @Test
    void everyHelpTextIsAValidFormat() {
        Streams io = new Streams(new PrintStream(outBytes, true, StandardCharsets.UTF_8),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
        List<String> bad = new java.util.ArrayList<>();
        int[] checked = {0};
        checkFormats(Main.commands(io).commandLine(), bad, checked);
        assertTrue(checked[0] > 50, "walked the commands' texts: " + checked[0]);
        assertEquals(List.of(), bad);
    }

    private static void checkFormats(CommandLine c, List<String> bad, int[] checked) {
        UsageMessageSpec u = c.getCommandSpec().usageMessage();
        List<String> texts = new java.util.ArrayList<>();
        texts.addAll(List.of(u.description()));
        texts.addAll(List.of(u.header()));
        texts.addAll(List.of(u.footer()));
        for (ArgSpec a : c.getCommandSpec().args()) {
            texts.addAll(List.of(a.description()));
        }
        for (String t : texts) {
            checked[0]++;
            try {
                String.format(t);
            } catch (java.util.IllegalFormatException e) {
                bad.add(c.getCommandSpec().qualifiedName() + ": " + t);
            }
        }
        for (CommandLine sub : c.getSubcommands().values()) {
            checkFormats(sub, bad, checked);
        }
    }
}
