package net.ur.rules.babylonian;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;

/**
 * The broad astragal: each throw says yes (value 1) or no (value 0), each with probability 1/2.
 * Yes converts the small astragal's roll (1 to 5, 2 to 6, 3 to 7, 4 to 10); no forfeits the turn.
 * A client feeds a physics throw as {@link #roll(boolean) BroadAstragal.roll(yes)} inside a
 * {@link net.ur.rules.dice.RollDecision}.
 */
public final class BroadAstragal implements Dice {

    /** The only instance: the die has no settings. */
    public static final BroadAstragal INSTANCE = new BroadAstragal();
    /** A throw that says yes. */
    public static final Roll YES = Roll.of(1, List.of(1));
    /** A throw that says no. */
    public static final Roll NO = Roll.of(0, List.of(0));

    private static final int[] CONVERTED = {0, 5, 6, 7, 10};

    private BroadAstragal() {
    }

    /**
     * Makes the roll of a throw that said yes or no (e.g. read from a physics astragal).
     *
     * @param yes whether the broad astragal said yes
     * @return {@link #YES} or {@link #NO}
     */
    public static Roll roll(boolean yes) {
        return yes ? YES : NO;
    }

    /**
     * Tells whether a broad throw said yes.
     *
     * @param roll a roll of this die, not null
     * @return true for yes
     * @throws IllegalArgumentException if the roll is not a broad astragal's
     */
    public static boolean isYes(Roll roll) {
        INSTANCE.validate(roll);
        return roll.value() == 1;
    }

    /**
     * Converts a small astragal's value on a yes: 1 to 5, 2 to 6, 3 to 7, 4 to 10.
     *
     * @param small 1..4
     * @return the converted value
     * @throws IllegalArgumentException if the value is not 1..4
     */
    public static int convert(int small) {
        if (small < 1 || small > 4) {
            throw new IllegalArgumentException("the small astragal shows 1..4, not " + small);
        }
        return CONVERTED[small];
    }

    /**
     * Returns the score of a throw of both astragals, as the opening throw counts it: the small
     * value, converted if the broad one said yes.
     *
     * @param small 1..4
     * @param yes whether the broad astragal said yes
     * @return 1..4, or 5, 6, 7 or 10
     */
    public static int score(int small, boolean yes) {
        return yes ? convert(small) : SmallAstragal.roll(small).value();
    }

    @Override
    public String id() {
        return "broad_astragal";
    }

    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public double probability(int value) {
        return value == 0 || value == 1 ? 0.5 : 0.0;
    }

    @Override
    public Roll roll(RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        return roll(random.nextBoolean());
    }

    @Override
    public void validate(Roll roll) {
        if (roll == null) {
            throw new IllegalArgumentException("roll must not be null");
        }
        if (roll.value() > 1) {
            throw new IllegalArgumentException("the broad astragal says yes (1) or no (0), not " + roll.value());
        }
        if (!roll.faces().isEmpty() && !roll.faces().equals(List.of(roll.value()))) {
            throw new IllegalArgumentException("a throw of the broad astragal has one face equal to its value ("
                    + roll.value() + "), not " + roll.faces());
        }
    }

    @Override
    public String toString() {
        return "broad astragal (yes/no)";
    }
    @Override
    public Shape shape() {
        return Shape.BROAD_ASTRAGAL;
    }

    @Override
    public int count() {
        return 1;
    }

    @Override
    public Roll rollOf(List<Integer> faces) {
        if (faces == null || faces.size() != 1 || faces.get(0) == null || faces.get(0) < 0 || faces.get(0) > 1) {
            throw new IllegalArgumentException("the broad astragal rests on yes (1) or no (0), not " + faces);
        }
        return roll(faces.get(0) == 1);
    }

    @Override
    public List<Integer> facesOf(Roll roll) {
        validate(roll);
        return List.of(roll.value());
    }
}
