package net.ur.rules.ravensburg;

import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;

/**
 * The Ravensburg game's one ordinary die: faces 1 to 6, each 1/6; faces 1 to 5 move that many
 * cells, a 6 misses the turn (its roll value is 0, which no man can move). A roll carries its face
 * ({@code 6 -> Roll.of(0, [6])}); a roll without a face is accepted for values 0..5.
 */
public final class SixSidedDie implements Dice {

    /** The only instance. */
    public static final SixSidedDie INSTANCE = new SixSidedDie();

    /** The face that misses the turn. */
    public static final int MISS_FACE = 6;

    private SixSidedDie() {
    }

    /**
     * Returns the roll of a face.
     *
     * @param face 1..6
     * @return the roll: value {@code face} for 1..5, 0 for a 6; the face recorded
     * @throws IllegalArgumentException if the face is not 1..6
     */
    public static Roll roll(int face) {
        if (face < 1 || face > MISS_FACE) {
            throw new IllegalArgumentException("a die shows 1..6, not " + face);
        }
        return Roll.of(face == MISS_FACE ? 0 : face, List.of(face));
    }

    @Override
    public String id() {
        return "d6_six_misses";
    }

    @Override
    public int maxValue() {
        return 5;
    }

    @Override
    public double probability(int value) {
        if (value == 0) {
            return 1.0 / 6;
        }
        return value >= 1 && value <= 5 ? 1.0 / 6 : 0;
    }

    @Override
    public Roll roll(RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        return roll(1 + random.nextInt(MISS_FACE));
    }

    @Override
    public void validate(Roll roll) {
        if (roll == null) {
            throw new IllegalArgumentException("roll must not be null");
        }
        if (roll.faces().isEmpty()) {
            if (roll.value() > 5) {
                throw new IllegalArgumentException("the die moves 0..5 (a 6 moves 0), not " + roll.value());
            }
            return;
        }
        if (roll.faces().size() != 1) {
            throw new IllegalArgumentException("the Ravensburg game throws one die, got faces " + roll.faces());
        }
        int face = roll.faces().get(0);
        if (face < 1 || face > MISS_FACE) {
            throw new IllegalArgumentException("a die shows 1..6, not " + face);
        }
        int value = face == MISS_FACE ? 0 : face;
        if (roll.value() != value) {
            throw new IllegalArgumentException("a die showing " + face + " moves " + value + ", not " + roll.value());
        }
    }

    @Override
    public String toString() {
        return "one die (1-5 move, a 6 misses the turn)";
    }
    @Override
    public Shape shape() {
        return Shape.SIX_SIDED;
    }

    @Override
    public int count() {
        return 1;
    }

    @Override
    public Roll rollOf(List<Integer> faces) {
        if (faces == null || faces.size() != 1 || faces.get(0) == null || faces.get(0) < 1 || faces.get(0) > MISS_FACE) {
            throw new IllegalArgumentException("the die rests on one face, 1 to 6, not " + faces);
        }
        return roll(faces.get(0));
    }

    @Override
    public List<Integer> facesOf(Roll roll) {
        validate(roll);
        return List.of(roll.faces().isEmpty() ? (roll.value() == 0 ? MISS_FACE : roll.value()) : roll.faces().get(0));
    }
}
