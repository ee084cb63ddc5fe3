package net.ur.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import net.ur.rules.board.Square;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import org.junit.jupiter.api.Test;

/**
 * Shows that the model carries what the Babylonian game (seed 000) will need without changes:
 * named birds whose identity matters, counter piles, a roll-decision phase with a two-die roll,
 * dice other than binary ones, and moves with family-specific notes.
 */
class ExtensionModelTest {

    private static final List<PieceKind> BIRDS = List.of(new PieceKind("swallow", "Swallow"),
            new PieceKind("storm-bird", "Storm-bird"), new PieceKind("raven", "Raven"),
            new PieceKind("rooster", "Rooster"), new PieceKind("eagle", "Eagle"));

    /** The small astragal: 1..4, as the Babylonian rules will define it. */
    record SmallAstragal() implements Dice {
        @Override
        public String id() {
            return "astragal";
        }

        @Override
        public int maxValue() {
            return 4;
        }

        @Override
        public double probability(int value) {
            return value >= 1 && value <= 4 ? 0.25 : 0.0;
        }

        @Override
        public Roll roll(RandomGenerator random) {
            int v = 1 + random.nextInt(4);
            return Roll.of(v, List.of(v));
        }

        @Override
        public void validate(Roll roll) {
            if (probability(roll.value()) == 0.0) {
                throw new IllegalArgumentException("the small astragal shows 1..4, not " + roll.value());
            }
        }

        @Override
        public Shape shape() {
            return Shape.SMALL_ASTRAGAL;
        }

        @Override
        public int count() {
            return 1;
        }

        @Override
        public Roll rollOf(List<Integer> faces) {
            return Roll.of(faces.get(0), faces);
        }

        @Override
        public List<Integer> facesOf(Roll roll) {
            return List.of(roll.value());
        }
    }

    @Test
    void aBabylonianStateFitsTheModel() {
        List<PieceState> pieces = new ArrayList<>();
        for (Player p : Player.values()) {
            for (int i = 0; i < BIRDS.size(); i++) {
                pieces.add(new PieceState(new Piece(p, i, BIRDS.get(i)), Location.WAITING));
            }
        }
        Piece eagle = new Piece(Player.LIGHT, 4, BIRDS.get(4));
        pieces.set(4, new PieceState(eagle, Location.at(Square.parse("B6"), 9)));
        Roll smallThrow = new SmallAstragal().roll(new SplittableRandom(1));
        GameState deciding = new GameState(Phase.AWAITING_ROLL_DECISION, Player.LIGHT, smallThrow, pieces,
                new Counters.Piles(15, 15, 20), null);
        assertEquals(20, deciding.piles().pool());
        assertEquals("Light Eagle", deciding.pieceAt(Square.parse("B6")).piece().toString());
        RollDecision yes = new RollDecision(true, Roll.of(1, List.of(1)));
        Roll converted = Roll.of(List.of(5, 6, 7, 10).get(smallThrow.value() - 1), List.of(smallThrow.value(), 1));
        GameState moving = new GameState(Phase.AWAITING_MOVE, Player.LIGHT, converted, pieces, deciding.counters(),
                null);
        Move launch = new Move(Player.LIGHT, new Piece(Player.LIGHT, 1, BIRDS.get(1)), Location.WAITING,
                Location.at(Square.parse("A1"), 4), List.of(), true, true, MoveNotes.collecting(4));
        assertEquals(4, launch.notes().counterChange());
        assertEquals(true, yes.throwAgain());
        assertEquals(Phase.AWAITING_MOVE, moving.phase());
        assertEquals("counter piles need a count of at least 0, got pool=-1",
                assertThrows(IllegalArgumentException.class, () -> new GameState(Phase.AWAITING_ROLL, Player.LIGHT,
                        null, pieces, new Counters.Piles(15, 15, -1), null)).getMessage());
    }
}
