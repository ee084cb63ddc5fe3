package net.ur.rules.rgn;

import net.ur.rules.sets.RgnRules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import net.ur.rules.Player;
import net.ur.rules.sets.RuleSets;
import net.ur.rules.TestRules;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.GameRecordTestSupport;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;

/**
 * RGN import and export: round trips for every rule set, header order and unknown keys, header
 * mapping errors, the layouts RoyalUr-Java writes, and illegal or inconsistent actions.
 */
class RgnTest {

    static Stream<ClassicRuleSet> rules() {
        return TestRules.all();
    }

    private static GameRecord game(ClassicRuleSet r, long seed) {
        return GameRecordTestSupport.play(r, seed).record();
    }

    private static void assertSameGame(GameRecord expected, GameRecord actual) {
        assertEquals(expected.rules().name(), actual.rules().name());
        assertEquals(expected.entries().size(), actual.entries().size());
        for (int i = 0; i < expected.entries().size(); i++) {
            RecordEntry e = expected.entries().get(i);
            RecordEntry a = actual.entries().get(i);
            assertEquals(e.player(), a.player());
            assertEquals(e.roll().value(), a.roll().value());
            assertEquals(e.move(), a.move());
        }
        assertEquals(expected.state(), actual.state());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void exportThenImportGivesTheSameGame(ClassicRuleSet r) throws RecordException {
        for (long seed = 1; seed <= 5; seed++) {
            GameRecord rec = game(r, seed);
            String text = Rgn.write(rec, Map.of("Light", "Ann", "Dark", "Ben O'Neil"));
            Rgn.Parsed p = Rgn.read(text, null);
            assertSameGame(rec, p.record());
            assertEquals("Ben O'Neil", p.header().get("Dark"));
            assertTrue(text.lines().filter(l -> !l.startsWith("[")).allMatch(l -> l.length() < 60 || !l.contains(" ")),
                    "turn lines are wrapped near 60 characters");
            assertTrue(text.contains(rec.state().winner() == Player.LIGHT ? "+#" : "+#"));
        }
    }

    @ParameterizedTest
    @MethodSource("rules")
    void headerOrderAndUnknownKeysDoNotMatter(ClassicRuleSet r) throws RecordException {
        GameRecord rec = game(r, 9);
        String text = Rgn.write(rec, Map.of("Event", "Club night"));
        String[] parts = text.split("\n\n", 2);
        List<String> header = new ArrayList<>(List.of(parts[0].split("\n")));
        header.add("[SomethingNew \"whatever 1\"]");
        header.add("[x_unknown true]");
        Collections.shuffle(header, new Random(3));
        String shuffled = String.join("\n", header) + "\n\n" + parts[1];
        assertSameGame(rec, Rgn.read(shuffled, null).record());
    }

    @Test
    void royalUrLayoutsAreRead() throws RecordException {
        ClassicRuleSet r = (ClassicRuleSet) RuleSets.byName("finkel");
        GameRecord rec = game(r, 77);
        String written = Rgn.write(rec, Map.of());
        String body = written.split("\n\n", 2)[1];
        String relaid = body.replace(" / ", "\n/ ").replace(" *", "*").stripTrailing();
        assertSameGame(rec, Rgn.read(relaid, null).record());
        String oneLine = body.replace("\n", " ");
        assertSameGame(rec, Rgn.read("[Pieces \"7\"]\n[SafeRosettes true]\n\n" + oneLine, null).record());
    }

    @Test
    void headerKeysSelectTheRules() throws RecordException {
        assertEquals("finkel", RgnRules.fromHeader(Map.of()).name());
        assertEquals("masters", RgnRules.fromHeader(Map.of("Rules", "Masters")).name());
        assertEquals("murray", RgnRules.fromHeader(Map.of("paths", "Murray")).name());
        assertEquals("finkel-2p", RgnRules.fromHeader(Map.of("Pieces", "2")).name());
        assertEquals("blitz", RgnRules.fromHeader(Map.of("Paths", "masters", "Dice", "four_binary", "Pieces", "5",
                "SafeRosettes", "false", "CapturesGrantExtraRolls", "true")).name());
        assertEquals("aseb", RgnRules.fromHeader(Map.of("board_shape", "aseb", "PATHS", "aseb", "start_pieces", "5"))
                .name());
        ClassicRuleSet custom = RgnRules.fromHeader(Map.of("Paths", "skiriuk"));
        assertEquals("custom", custom.name());
        assertEquals(23, custom.route(Player.LIGHT).length());
        Map<String, String> h = new LinkedHashMap<>(RgnRules.header(((ClassicRuleSet) RuleSets.byName("blitz"))
                .settings()));
        assertEquals("blitz", RgnRules.fromHeader(h).name());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[Rules Senet]|RGN header [Rules Senet] is not a rule set we know; known: finkel, masters, blitz, aseb, murray",
        "[Paths zigzag]|RGN header cannot be mapped to our rules: unknown route \"zigzag\"; known: bell, masters,"
                + " murray, skiriuk, aseb",
        "[Dice d6]|RGN header cannot be mapped to our rules: unknown dice \"d6\"; known: four_binary,"
                + " three_binary_0eq4, binaryN, binaryN_0max (N = 1..8)",
        "[Board hex]|RGN header cannot be mapped to our rules: unknown board \"hex\"; known: standard, aseb",
        "[Pieces \"12\"]|RGN header [Pieces 12] must be 1..7",
        "[Pieces many]|RGN header [Pieces many] must be a number 1..7",
        "[SafeRosettes maybe]|RGN header [SafeRosettes maybe] must be true or false",
        "[Board aseb]|RGN header cannot be mapped to our rules: route bell square A8 is not on board aseb",
    })
    void unmappableHeadersGiveAClearError(String header, String message) {
        RecordException e = assertThrows(RecordException.class, () -> Rgn.read(header + "\n\n1. A@A4\n", null));
        assertEquals(0, e.entry());
        assertEquals(message, e.reason());
    }

    @Test
    void theRulesOptionOverridesTheHeader() throws RecordException {
        GameRecord rec = Rgn.read("[Rules Senet]\n\n1. A@A1 * A1B1\n", RuleSets.byName("masters")).record();
        assertEquals("masters", rec.rules().name());
        assertEquals(2, rec.entries().size());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1. A@A4 / 0 --\\n2. A@A4|3|turn 2 (Light): entering to A4: A4 holds Light's own piece",
        "1. A@A4x|1|turn 1 (Light): start->A4 is marked 'x' but captures nothing",
        "1. A@A4 *|1|turn 1 (Light): start->A4 is marked '*' but does not land on a rosette",
        "1. A@A3*|1|turn 1 (Light): start->A3 is marked '*' but does not land on a rosette",
        "1. 3 --|1|turn 1 (Light): a roll of 3 has legal moves ([start->A2]); passing is not allowed",
        "1. A@A4#|1|turn 1 (Light): the move is marked '#' (game over) but the game goes on",
        "1. A@A4 A@A3|2|turn 1 (Light): RGN has Light acting but it is Dark's turn",
        "1. hello|1|turn 1 (Light): \"hello\" is not an RGN move, roll or mark",
        "1. A@B1|1|turn 1 (Light): entering to B1 moves 5 squares, which the dice cannot roll",
        "1. A3A2|1|turn 1 (Light): A3 to A2 is not a move along Light's route (there is no Light piece on A3)",
        "1. C@C4|1|turn 1 (Light): Light enters pieces with A@, not C@",
        "1. 5 --|1|turn 1 (Light): a roll of 5 is impossible with 4 binary dice (possible: 0..4)",
        "1. 2|1|turn 1 (Light): a roll without a move must be written \"2 --\"",
        "A@A4|1|turn moves must start with a turn number like \"1.\", not \"A@A4\"",
        "1. A@A1 * A1B1 / C@C2 C2B1x|4|turn 1 (Dark): RGN has Dark acting but it is Light's turn",
        "1. A@A4 / C3C2|2|turn 1 (Dark): C3 to C2 is not a move along Dark's route (there is no Dark piece on C3)",
        "1. A@A1 * A1B1 / C@C2\\n2. A@A3 / C2B1|5|turn 2 (Dark): C2->B1 x captures Light #0 but is not marked 'x'",
    })
    void illegalOrInconsistentActionsAreReportedWithTheTurn(String body, int entry, String message) {
        RecordException e = assertThrows(RecordException.class,
                () -> Rgn.read("[Rules Finkel]\n\n" + body.replace("\\n", "\n"), null));
        assertEquals(message, e.reason());
        assertEquals(entry, e.entry());
    }

    @Test
    void actionsAfterTheEndAreRejected() throws RecordException {
        String win = "1. A@A1 * A1B3 / 0 --\n2. B3B7 / 0 --\n3. B7A8 / 0 --\n4. A8A+#";
        GameRecord rec = Rgn.read("[Pieces 1]\n\n" + win, null).record();
        assertTrue(rec.state().isOver());
        RecordException e = assertThrows(RecordException.class,
                () -> Rgn.read("[Pieces 1]\n\n" + win + " / 1 --", null));
        assertEquals("turn 4 (Dark): the game is already over (Light has won) but RGN goes on with \"1 --\"",
                e.reason());
    }
}
