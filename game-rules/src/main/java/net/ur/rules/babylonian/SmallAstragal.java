package net.ur.rules.babylonian;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;

/**
 * The small astragal: each throw shows 1, 2, 3 or 4, each with probability 1/4. Its roll has
 * one face, equal to its value ({@code Roll.of(3, List.of(3))}); a client whose physics astragal
 * settled on the face for 3 feeds {@link #roll(int) SmallAstragal.roll(3)}.
 */
public final class SmallAstragal implements Dice {

    /** The only instance: the die has no settings. */
    public static final SmallAstragal INSTANCE = new SmallAstragal();

    private SmallAstragal() {
    }

    /**
     * Makes the roll of a throw that showed a value (e.g. read from a physics astragal).
     *
     * @param value 1..4
     * @return the roll, with the value as its one face
     * @throws IllegalArgumentException if the value is not 1..4
     */
    public static Roll roll(int value) {
        if (value < 1 || value > 4) {
            throw new IllegalArgumentException("the small astragal shows 1..4, not " + value);
        }
        return Roll.of(value, List.of(value));
    }

    @Override
    public String id() {
        return "small_astragal";
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
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        return roll(1 + random.nextInt(4));
    }

    @Override
    public void validate(Roll roll) {
        if (roll == null) {
            throw new IllegalArgumentException("roll must not be null");
        }
        if (roll.value() < 1 || roll.value() > 4) {
            throw new IllegalArgumentException("the small astragal shows 1..4, not " + roll.value());
        }
        if (!roll.faces().isEmpty() && !roll.faces().equals(List.of(roll.value()))) {
            throw new IllegalArgumentException("a throw of the small astragal has one face equal to its value ("
                    + roll.value() + "), not " + roll.faces());
        }
    }

    @Override
    public String toString() {
        return "small astragal (1..4)";
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
        if (faces == null || faces.size() != 1 || faces.get(0) == null || faces.get(0) < 1 || faces.get(0) > 4) {
            throw new IllegalArgumentException("the small astragal rests on one face, 1 to 4, not " + faces);
        }
        return roll(faces.get(0));
    }

    @Override
    public List<Integer> facesOf(Roll roll) {
        validate(roll);
        return List.of(roll.value());
    }
}
