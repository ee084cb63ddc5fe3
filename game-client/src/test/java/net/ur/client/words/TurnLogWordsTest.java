package net.ur.client.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.regex.Pattern;

import net.ur.client.testing.SeededGames;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Piece;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.record.Game;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The turns told in the board's words: a house counted along the mover's route, each family's
 * pieces, throws and captures by their names, "your" for the person's pieces taken by the other
 * side, and never the record's notation.
 */
class TurnLogWordsTest {

    private static final String HASH = "0".repeat(64);
    private static final Function<Player, String> NAMES = Player::displayName;
    /** A person plays light, the computer dark. */
    private static final java.util.function.Predicate<Player> LIGHT_PERSON = p -> p == Player.LIGHT;

    @Test
    void aBirdsCaptureIsToldWithBothBirdsNamesAndTheAstragals() {
        RuleSet rules = RuleSets.byName("babylonian");
        Move m = new Move(Player.DARK, new Piece(Player.DARK, 2, Bird.RAVEN.kind()), Location.at(new Square(1, 3), 3),
                Location.at(new Square(1, 6), 6), List.of(new Piece(Player.LIGHT, 0, Bird.SWALLOW.kind())), false, false,
                MoveNotes.NONE);
        RecordEntry e = new RecordEntry(Player.DARK, Roll.of(3), m, HASH, RollDecision.keep());
        assertEquals("Dark threw 3 with the small astragal and kept it, then moved the Raven from house 4 to house 7,"
                + " capturing your Swallow.", TurnLogWords.entry(rules, e, NAMES, LIGHT_PERSON));
        // Between two people at one table nobody's pieces are "yours".
        assertEquals("Dark threw 3 with the small astragal and kept it, then moved the Raven from house 4 to house 7,"
                + " capturing Light's Swallow.", TurnLogWords.entry(rules, e, NAMES, p -> true));
    }

    @Test
    void aClassicRosetteAndAPassAreToldInHouses() {
        RuleSet rules = RuleSets.byName("finkel");
        Move m = new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 1), Location.at(new Square(2, 2), 2),
                Location.at(new Square(1, 3), 3), List.of(), true, true, MoveNotes.NONE);
        assertEquals("Light threw 1 and moved the piece from house 3 to the rosette at house 4, and throws again.",
                TurnLogWords.entry(rules, new RecordEntry(Player.LIGHT, Roll.of(1, List.of(1, 0, 0, 0)), m, HASH), NAMES,
                        LIGHT_PERSON));
        assertEquals("Dark threw 0: the turn passed.", TurnLogWords.entry(rules,
                new RecordEntry(Player.DARK, Roll.of(0, List.of(0, 0, 0, 0)), null, HASH), NAMES, LIGHT_PERSON));
        Move entry = new Move(Player.DARK, Piece.plain(Player.DARK, 0), Location.WAITING, Location.at(new Square(0, 1), 1),
                List.of(), false, false, MoveNotes.NONE);
        assertEquals("Dark threw 2 and entered a piece at house 2.", TurnLogWords.entry(rules,
                new RecordEntry(Player.DARK, Roll.of(2, List.of(1, 1, 0, 0)), entry, HASH), NAMES, LIGHT_PERSON));
    }

    @Test
    void theBroadAstragalsAnswerIsTold() {
        RuleSet rules = RuleSets.byName("babylonian");
        int converted = rules.rollDecisions().orElseThrow().converted(2);
        assertEquals("Dark threw 2 with the small astragal, and the broad astragal said yes: 2 became " + converted
                + ", but no bird could move.", TurnLogWords.entry(rules, new RecordEntry(Player.DARK, Roll.of(2), null, HASH,
                        RollDecision.throwAgain(Roll.of(1))), NAMES, LIGHT_PERSON));
        assertEquals("Dark threw 2 with the small astragal, and the broad astragal said no: the turn was lost.",
                TurnLogWords.entry(rules, new RecordEntry(Player.DARK, Roll.of(2), null, HASH,
                        RollDecision.throwAgain(Roll.of(0))), NAMES, LIGHT_PERSON));
    }

    /** A whole seeded game of each family, every turn told: no record notation, the family's own words. */
    @ParameterizedTest
    @ValueSource(strings = {"finkel", "masters", "blitz", "aseb", "murray", "babylonian", "ravensburg"})
    void everyTurnOfAGameIsToldInTheBoardsWords(String name) {
        Game g = Game.start(name);
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 3000 && !g.state().isOver(); i++) {
            g = SeededGames.step(g, random, SeededGames::anyMove);
        }
        RuleSet rules = g.rules();
        Pattern notation = Pattern.compile("\\b[A-Z]\\d+\\b|->|\\bstart\\b|\\bhome\\b");
        boolean captured = false;
        for (RecordEntry e : g.record().entries()) {
            String s = TurnLogWords.entry(rules, e, NAMES, LIGHT_PERSON);
            assertTrue(s.startsWith(e.player().displayName() + " threw "), s);
            assertFalse(notation.matcher(s).find(), "no record notation: " + s);
            assertFalse(s.contains("house 0"), "houses count from 1: " + s);
            assertEquals(rules.hasCounters(), s.contains("small astragal"), s);
            if (!rules.rosettesMatter()) {
                assertFalse(s.contains("rosette"), "the Ravensburg game's rosettes mean nothing: " + s);
            }
            if (e.move() != null && e.move().isCapture()) {
                captured = true;
                assertTrue(s.contains(e.player() == Player.DARK ? "your " : "Dark's "), s);
            }
        }
        assertTrue(captured, "the game had a capture to tell");
    }
}
