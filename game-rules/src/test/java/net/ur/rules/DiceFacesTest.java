package net.ur.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;

import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.dice.BinaryDice;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;
import net.ur.rules.ravensburg.SixSidedDie;
import org.junit.jupiter.api.Test;

/**
 * Dice know their faces: the roll dice resting on given faces give, and faces that make a roll
 * (as a table throws them for a lesson or a replay), for every kind of dice the rule sets use.
 */
class DiceFacesTest {

    private static final List<Dice> ALL = List.of(BinaryDice.FOUR, BinaryDice.THREE_ZERO_IS_FOUR, new BinaryDice(2, false),
            SmallAstragal.INSTANCE, BroadAstragal.INSTANCE, SixSidedDie.INSTANCE);

    @Test
    void everyRollComesBackFromItsFacesAndItsValueAlone() {
        SplittableRandom random = new SplittableRandom(7);
        for (Dice dice : ALL) {
            for (int i = 0; i < 200; i++) {
                Roll thrown = dice.roll(random);
                assertEquals(thrown, dice.rollOf(thrown.faces()), dice + ": the thrown faces give the roll");
                List<Integer> made = dice.facesOf(Roll.of(thrown.value(), List.of()));
                assertEquals(dice.count(), made.size(), dice + ": one face per die");
                assertEquals(thrown.value(), dice.rollOf(made).value(), dice + ": faces made for a value give it");
            }
        }
    }

    @Test
    void shapesAndCounts() {
        assertEquals(Dice.Shape.TETRAHEDRON, BinaryDice.FOUR.shape());
        assertEquals(4, BinaryDice.FOUR.count());
        assertEquals(Dice.Shape.SMALL_ASTRAGAL, SmallAstragal.INSTANCE.shape());
        assertEquals(Dice.Shape.BROAD_ASTRAGAL, BroadAstragal.INSTANCE.shape());
        assertEquals(Dice.Shape.SIX_SIDED, SixSidedDie.INSTANCE.shape());
        assertEquals(1, SixSidedDie.INSTANCE.count());
        // The three-dice set counts no marks as 4; the six-sided die's 6 is the roll of 0.
        assertEquals(4, BinaryDice.THREE_ZERO_IS_FOUR.rollOf(List.of(0, 0, 0)).value());
        assertEquals(List.of(0, 0, 0), BinaryDice.THREE_ZERO_IS_FOUR.facesOf(Roll.of(4, List.of())));
        assertEquals(List.of(SixSidedDie.MISS_FACE), SixSidedDie.INSTANCE.facesOf(Roll.of(0, List.of())));
    }

    @Test
    void facesTheDiceCannotRestOnAreRefusedInWords() {
        assertEquals("4 dice rest each on 0 or 1, not [1, 2, 0, 0]",
                assertThrows(IllegalArgumentException.class, () -> BinaryDice.FOUR.rollOf(List.of(1, 2, 0, 0))).getMessage());
        assertEquals("4 dice rest each on 0 or 1, not [1]",
                assertThrows(IllegalArgumentException.class, () -> BinaryDice.FOUR.rollOf(List.of(1))).getMessage());
        assertEquals("the small astragal rests on one face, 1 to 4, not [5]",
                assertThrows(IllegalArgumentException.class, () -> SmallAstragal.INSTANCE.rollOf(List.of(5))).getMessage());
        assertEquals("the die rests on one face, 1 to 6, not [0]",
                assertThrows(IllegalArgumentException.class, () -> SixSidedDie.INSTANCE.rollOf(List.of(0))).getMessage());
        assertEquals("the broad astragal rests on yes (1) or no (0), not [2]",
                assertThrows(IllegalArgumentException.class, () -> BroadAstragal.INSTANCE.rollOf(List.of(2))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> BinaryDice.FOUR.facesOf(Roll.of(5, List.of())));
    }
}
