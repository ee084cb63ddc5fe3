package net.ur.client.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * No words for the player in the client's code: its string literals that read as words (two words
 * or more, or one capitalised word given to a label, a button or a text) are counted file by file,
 * outside logging, exceptions and comments. A file not yet converted to the words' files is listed,
 * with its count, in {@code /words/literals-allowed.txt}; the list may only shrink: a file with
 * more than its count fails, and so does one with fewer, until its count is lowered (or its line
 * removed when it has none). The check is a heuristic, a line the player never reads can be marked
 * {@value #NOT_FOR_PLAYERS} at its end.
 */
class LiteralsTest {

    /** The mark at the end of a line whose literals no player reads (a command-line message, a key). */
    static final String NOT_FOR_PLAYERS = "// not for players";

    private static final Path SOURCES = Path.of("src/main/java");

    /** Lines whose literals are for programmers or the log. */
    private static final Pattern NOT_SHOWN = Pattern.compile(
            "LOG\\.|LoggerFactory|Exception\\(|Validate\\.|System\\.(err|out)|^\\s*@|assert |new Node\\(|new Geometry\\(|getProperty\\(|getenv\\(");
    /** Two words of letters at least. */
    private static final Pattern WORDS = Pattern.compile("\\p{L}{2,}[\\s\\u00a0]+\\p{L}+");
    /** A capitalised word given straight to something shown. */
    private static final Pattern SHOWN_WORD = Pattern.compile(
            "(new Label|new Button|addButton|setText|addValueLine|addTextField)\\([^\"]*\"\\p{Lu}\\p{Ll}+\"");

    /**
     * The player-facing literals of one source file.
     *
     * @param source the file's text
     * @return the literals found, as they are written
     */
    static List<String> literals(String source) {
        List<String> found = new ArrayList<>();
        for (String line : withoutComments(source).split("\n")) {
            if (line.contains("\"") && !NOT_SHOWN.matcher(line).find()) {
                java.util.regex.Matcher m = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(line);
                while (m.find()) {
                    String text = m.group(1);
                    if (WORDS.matcher(text).find() && !text.contains("/") && !text.matches("[a-z.]+( [a-z.]+)*\\.[a-z]+")) {
                        found.add(text);
                    }
                }
                java.util.regex.Matcher w = SHOWN_WORD.matcher(line);
                while (w.find()) {
                    found.add(w.group());
                }
            }
        }
        return found;
    }

    /** The source with its comments blanked (strings and characters kept), and marked lines emptied. */
    static String withoutComments(String s) {
        StringBuilder b = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (s.startsWith(NOT_FOR_PLAYERS, i)) {
                // The whole line goes: cut back to its start.
                int start = b.lastIndexOf("\n") + 1;
                b.setLength(start);
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end;
            } else if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                int stop = end < 0 ? s.length() : end + 2;
                s.substring(i, stop).chars().filter(ch -> ch == '\n').forEach(ch -> b.append('\n'));
                i = stop;
            } else if (s.startsWith("\"\"\"", i)) {
                int end = s.indexOf("\"\"\"", i + 3);
                int stop = end < 0 ? s.length() : end + 3;
                b.append('"').append(s.substring(i + 3, Math.max(i + 3, stop - 3)).replace('\n', ' ')).append('"');
                i = stop;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != c && s.charAt(j) != '\n') {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                b.append(s, i, Math.min(j + 1, s.length()));
                i = j + 1;
            } else {
                b.append(c);
                i++;
            }
        }
        return b.toString();
    }

    private static Map<String, Integer> allowed() throws IOException {
        Map<String, Integer> allowed = new TreeMap<>();
        try (InputStream in = LiteralsTest.class.getResourceAsStream("/words/literals-allowed.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String l = line.strip();
                if (!l.isEmpty() && !l.startsWith("#")) {
                    String[] parts = l.split("\\s+");
                    allowed.put(parts[0], Integer.parseInt(parts[1]));
                }
            }
        }
        return allowed;
    }

    @Test
    void theHeuristicFindsWordsAndLeavesKeysLogsAndCommentsAlone() {
        String source = """
                class X {
                    // "A comment says things"
                    /** "Javadoc says things" */
                    void f() {
                        label.setText("Play");
                        addButton(panel, "quit", Words.get("menu.quit"), id, this::quit);
                        show("Something to read here");
                        LOG.warn("a warning for the log");
                        throw new IllegalArgumentException("bad input given");
                        err.println("ur: a command line's line"); // not for players
                        load("Interface/Fonts/Garamond Body.fnt");
                    }
                }
                """;
        assertEquals(List.of("setText(\"Play\"", "Something to read here"), literals(source));
    }

    @Test
    void noFileHasMoreWordsInItsCodeThanTheListAllowsAndTheConvertedNone() throws IOException {
        Map<String, Integer> allowed = allowed();
        Map<String, List<String>> found = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> l = literals(Files.readString(f, StandardCharsets.UTF_8));
                if (!l.isEmpty()) {
                    found.put(SOURCES.relativize(f).toString().replace('\\', '/'), l);
                }
            }
        }
        assertTrue(!found.isEmpty() || allowed.isEmpty(), "the sources are read from " + SOURCES.toAbsolutePath());
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : found.entrySet()) {
            int may = allowed.getOrDefault(e.getKey(), 0);
            if (e.getValue().size() > may) {
                problems.add(e.getKey() + " has " + e.getValue().size() + " player-facing literals, "
                        + (may == 0 ? "and none is allowed" : "more than its " + may) + ": " + e.getValue());
            }
        }
        for (Map.Entry<String, Integer> a : allowed.entrySet()) {
            int has = found.getOrDefault(a.getKey(), List.of()).size();
            if (has < a.getValue()) {
                problems.add(a.getKey() + " has " + has + " player-facing literals now: lower its count in literals-allowed.txt from "
                        + a.getValue() + (has == 0 ? " (remove its line)" : " to " + has));
            }
        }
        assertEquals(List.of(), problems);
        for (String converted : List.of("ui/MainMenuScreen.java", "ui/SettingsScreen.java", "ui/GameSetupScreen.java",
                "hud/PausePanel.java", "ui/CreditsScreen.java", "ui/RulesScreen.java", "words/Words.java")) {
            assertTrue(!found.containsKey("net/ur/client/" + converted), converted + " is converted: " + found.get("net/ur/client/" + converted));
        }
    }
}
