package net.ur.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.BinaryDice;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.record.AsciiBoard;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * The model's values reject malformed input with a message, and the remaining kinds of illegal
 * move (entering with nothing waiting, the wrong piece, a piece from another game) are explained.
 */
class ModelValidationTest {

    private static final ClassicRuleSet FINKEL = (ClassicRuleSet) RuleSets.byName("finkel");

    @Test
    void valuesRejectMalformedInput() {
        assertEquals("square name must be a letter and a row number like A4, not \"4A\"",
                assertThrows(IllegalArgumentException.class, () -> Square.parse("4A")).getMessage());
        assertEquals("row must be 0..99, not 100", assertThrows(IllegalArgumentException.class,
                () -> new Square(0, 100)).getMessage());
        assertEquals(new Square(1, 12), Square.parse("b12"));
        assertEquals("board shape x: rosette C9 is not a square of the board", assertThrows(
                IllegalArgumentException.class, () -> new BoardShape("x", Set.of(Square.parse("A1")),
                        Set.of(Square.parse("C9")))).getMessage());
        assertEquals("route r: corners A1 and B2 are not in a straight line", assertThrows(
                IllegalArgumentException.class, () -> Route.fromCorners("r", 0, 1, 1, 2)).getMessage());
        assertEquals("roll value must be 0..99, not -1", assertThrows(IllegalArgumentException.class,
                () -> Roll.of(-1)).getMessage());
        assertEquals("binary dice count must be 1..8, not 9", assertThrows(IllegalArgumentException.class,
                () -> new BinaryDice(9, false)).getMessage());
        assertEquals("a roll of 4 binary dice has 4 faces, not 3", assertThrows(IllegalArgumentException.class,
                () -> BinaryDice.FOUR.validate(Roll.of(2, List.of(1, 1, 0)))).getMessage());
        assertEquals("a binary die shows 0 or 1, not 2", assertThrows(IllegalArgumentException.class,
                () -> BinaryDice.FOUR.validate(Roll.of(2, List.of(2, 0, 0, 0)))).getMessage());
        assertEquals("piece number must be 0..63, not 64", assertThrows(IllegalArgumentException.class,
                () -> Piece.plain(Player.LIGHT, 64)).getMessage());
        assertEquals("piece kind id must be lower-case letters, digits or dashes, not \"Storm bird\"",
                assertThrows(IllegalArgumentException.class, () -> new PieceKind("Storm bird", "Storm-bird"))
                        .getMessage());
        assertEquals("throwing again needs the second throw's outcome", assertThrows(IllegalArgumentException.class,
                () -> new RollDecision(true, null)).getMessage());
        assertEquals("pieces per player must be 1..7, not 8", assertThrows(IllegalArgumentException.class,
                () -> RuleSets.classicSettings("finkel").withPieces(8)).getMessage());
    }

    @Test
    void movesRejectMalformedInput() {
        Piece l0 = Piece.plain(Player.LIGHT, 0);
        Location a4 = Location.at(Square.parse("A4"), 0);
        assertEquals("a move by DARK cannot move Light #0", assertThrows(IllegalArgumentException.class,
                () -> new Move(Player.DARK, l0, Location.WAITING, a4, List.of(), false, false, MoveNotes.NONE))
                .getMessage());
        assertEquals("a move must change the piece's location, got A4 to A4", assertThrows(
                IllegalArgumentException.class, () -> new Move(Player.LIGHT, l0, a4, a4, List.of(), false, false,
                        MoveNotes.NONE)).getMessage());
        assertEquals("a finished piece cannot move", assertThrows(IllegalArgumentException.class,
                () -> new Move(Player.LIGHT, l0, Location.FINISHED, a4, List.of(), false, false, MoveNotes.NONE))
                .getMessage());
        assertEquals("a move by LIGHT cannot capture its own Light #1", assertThrows(IllegalArgumentException.class,
                () -> new Move(Player.LIGHT, l0, Location.WAITING, a4, List.of(Piece.plain(Player.LIGHT, 1)), false,
                        false, MoveNotes.NONE)).getMessage());
    }

    @Test
    void theRemainingKindsOfIllegalMoveAreExplained() {
        GameState all = FINKEL.position(Player.LIGHT, new int[] {0, 1, 2, 4, 5, 6, 8}, new int[0], 0, 0);
        GameState rolled = FINKEL.applyRoll(all, Roll.of(1));
        assertEquals("Light has no piece waiting to enter", assertThrows(IllegalMoveException.class,
                () -> FINKEL.applyMove(rolled, new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 0), Location.WAITING,
                        Location.at(Square.parse("A4"), 0), List.of(), false, false, MoveNotes.NONE))).getMessage());
        GameState start = FINKEL.applyRoll(FINKEL.initialState(), Roll.of(1));
        assertEquals("the piece entering must be Light #0, not Light #3", assertThrows(IllegalMoveException.class,
                () -> FINKEL.applyMove(start, new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 3), Location.WAITING,
                        Location.at(Square.parse("A4"), 0), List.of(), false, false, MoveNotes.NONE))).getMessage());
        assertEquals("there is no Light piece on A4", assertThrows(IllegalMoveException.class,
                () -> FINKEL.applyMove(start, new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 0),
                        Location.at(Square.parse("A4"), 0), Location.at(Square.parse("A3"), 1), List.of(), false,
                        false, MoveNotes.NONE))).getMessage());
        assertEquals("Light #9 is not a piece of this game", assertThrows(IllegalMoveException.class,
                () -> FINKEL.applyMove(start, new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 9), Location.WAITING,
                        Location.at(Square.parse("A4"), 0), List.of(), false, false, MoveNotes.NONE))).getMessage());
    }

    @Test
    void diceRollsFollowTheirDistribution() {
        SplittableRandom random = new SplittableRandom(1);
        int[] counts = new int[5];
        for (int i = 0; i < 16_000; i++) {
            Roll r = BinaryDice.FOUR.roll(random);
            BinaryDice.FOUR.validate(r);
            counts[r.value()]++;
        }
        int[] expected = {1000, 4000, 6000, 4000, 1000};
        for (int v = 0; v < 5; v++) {
            assertEquals(expected[v], counts[v], 250, "count of " + v);
        }
        for (int i = 0; i < 1000; i++) {
            Roll r = BinaryDice.THREE_ZERO_IS_FOUR.roll(random);
            BinaryDice.THREE_ZERO_IS_FOUR.validate(r);
            assertEquals(true, r.value() >= 1 && r.value() <= 4);
        }
    }

    @Test
    void theAsciiBoardShowsPiecesAndRosettes() {
        GameState s = FINKEL.position(Player.LIGHT, "A1 B2", "B4", 1, 0);
        String board = AsciiBoard.draw(FINKEL.board(), s);
        assertEquals(String.join("\n",
                "     1   2   3   4   5   6   7   8",
                " A  {L} [ ] [ ] [ ]         { } [ ]",
                " B  [ ] [L] [ ] {D} [ ] [ ] [ ] [ ]",
                " C  { } [ ] [ ] [ ]         { } [ ]",
                " Light: 4 waiting, 2 on the board, 1 home",
                " Dark: 6 waiting, 1 on the board, 0 home",
                ""), board);
    }
}
