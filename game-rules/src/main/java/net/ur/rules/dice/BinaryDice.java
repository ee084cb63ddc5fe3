package net.ur.rules.dice;

import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * A number of two-sided dice (tetrahedra with marked tips, coins, sticks); the roll counts the
 * marked faces. With {@code zeroCountsAsMax} a throw of no marks counts as {@code count + 1}
 * (the Masters rule: three dice, a 0 counts as 4).
 *
 * @param count the number of dice, 1..8
 * @param zeroCountsAsMax whether an all-blank throw counts as {@code count + 1}
 */
public record BinaryDice(int count, boolean zeroCountsAsMax) implements Dice {

    /** Four binary dice, 0..4 (Finkel, Blitz, Aseb, Murray). */
    public static final BinaryDice FOUR = new BinaryDice(4, false);
    /** Three binary dice with a 0 counting as 4 (Masters since 2024). */
    public static final BinaryDice THREE_ZERO_IS_FOUR = new BinaryDice(3, true);

    /**
     * Validates the settings.
     *
     * @throws IllegalArgumentException if count is outside 1..8
     */
    public BinaryDice {
        if (count < 1 || count > 8) {
            throw new IllegalArgumentException("binary dice count must be 1..8, not " + count);
        }
    }

    /**
     * Parses an id made by {@link #id()}.
     *
     * @param id e.g. {@code four_binary}, {@code three_binary_0eq4}, {@code binary5}, {@code binary2_0max}
     * @return the dice
     * @throws IllegalArgumentException if the id is not one of these forms
     */
    public static BinaryDice parse(String id) {
        if (id == null) {
            throw new IllegalArgumentException("dice id must not be null");
        }
        String s = id.trim().toLowerCase(Locale.ROOT).replace("-", "_");
        switch (s) {
            case "four_binary", "fourbinary":
                return FOUR;
            case "three_binary_0eq4", "threebinary0max", "three_binary_0max":
                return THREE_ZERO_IS_FOUR;
            default:
                break;
        }
        if (s.matches("binary[1-8](_0max)?")) {
            return new BinaryDice(s.charAt(6) - '0', s.endsWith("_0max"));
        }
        throw new IllegalArgumentException("unknown dice \"" + id
                + "\"; known: four_binary, three_binary_0eq4, binaryN, binaryN_0max (N = 1..8)");
    }

    @Override
    public String id() {
        if (equals(FOUR)) {
            return "four_binary";
        }
        if (equals(THREE_ZERO_IS_FOUR)) {
            return "three_binary_0eq4";
        }
        return "binary" + count + (zeroCountsAsMax ? "_0max" : "");
    }

    @Override
    public int maxValue() {
        return zeroCountsAsMax ? count + 1 : count;
    }

    @Override
    public double probability(int value) {
        int marks = value;
        if (zeroCountsAsMax) {
            if (value == 0) {
                return 0.0;
            }
            if (value == count + 1) {
                marks = 0;
            }
        }
        if (marks < 0 || marks > count) {
            return 0.0;
        }
        double ways = 1;
        for (int i = 0; i < marks; i++) {
            ways = ways * (count - i) / (i + 1);
        }
        return ways / (1 << count);
    }

    @Override
    public Roll roll(RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        int bits = random.nextInt() & ((1 << count) - 1);
        Integer[] faces = new Integer[count];
        for (int i = 0; i < count; i++) {
            faces[i] = (bits >>> i) & 1;
        }
        return new Roll(valueOfMarks(Integer.bitCount(bits)), List.of(faces));
    }

    /**
     * Converts a number of marked faces to the roll value.
     *
     * @param marks 0..count
     * @return the value
     */
    public int valueOfMarks(int marks) {
        return marks == 0 && zeroCountsAsMax ? count + 1 : marks;
    }

    @Override
    public void validate(Roll roll) {
        if (roll == null) {
            throw new IllegalArgumentException("roll must not be null");
        }
        if (probability(roll.value()) == 0.0) {
            throw new IllegalArgumentException("a roll of " + roll.value() + " is impossible with " + describe()
                    + " (possible: " + (zeroCountsAsMax ? "1.." + (count + 1) : "0.." + count) + ")");
        }
        if (!roll.faces().isEmpty()) {
            if (roll.faces().size() != count) {
                throw new IllegalArgumentException("a roll of " + describe() + " has " + count + " faces, not "
                        + roll.faces().size());
            }
            int marks = 0;
            for (int f : roll.faces()) {
                if (f > 1) {
                    throw new IllegalArgumentException("a binary die shows 0 or 1, not " + f);
                }
                marks += f;
            }
            if (valueOfMarks(marks) != roll.value()) {
                throw new IllegalArgumentException("faces " + roll.faces() + " give " + valueOfMarks(marks)
                        + ", not " + roll.value());
            }
        }
    }

    /**
     * Describes the dice for people, e.g. "four binary dice".
     *
     * @return the description
     */
    public String describe() {
        return count + " binary dice" + (zeroCountsAsMax ? " (0 counts as " + (count + 1) + ")" : "");
    }
    @Override
    public Shape shape() {
        return Shape.TETRAHEDRON;
    }

    @Override
    public Roll rollOf(List<Integer> faces) {
        if (faces == null || faces.size() != count || faces.stream().anyMatch(f -> f == null || f < 0 || f > 1)) {
            throw new IllegalArgumentException(count + " dice rest each on 0 or 1, not " + faces);
        }
        return Roll.of(valueOfMarks(faces.stream().mapToInt(Integer::intValue).sum()), faces);
    }

    @Override
    public List<Integer> facesOf(Roll roll) {
        validate(roll);
        if (roll.faces().size() == count) {
            return roll.faces();
        }
        int marks = zeroCountsAsMax && roll.value() == count + 1 ? 0 : roll.value();
        Integer[] faces = new Integer[count];
        for (int i = 0; i < count; i++) {
            faces[i] = i < marks ? 1 : 0;
        }
        return List.of(faces);
    }
}
