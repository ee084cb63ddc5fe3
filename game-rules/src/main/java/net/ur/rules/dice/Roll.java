package net.ur.rules.dice;

import java.util.List;

/**
 * The outcome of throwing the dice: the value that moves a piece and, when known, each die's face
 * (binary dice give 0 or 1 each; the Babylonian astragals give the small one's 1..4 then the broad
 * one's 0/1). A roll decided elsewhere, e.g. by the client's physics dice, is built with
 * {@link #of(int)} or {@link #of(int, List)} and fed to {@link RuleSet#applyRoll}.
 *
 * @param value the distance the roll allows, at least 0
 * @param faces each die's face in throw order, possibly empty when only the value is known
 */
public record Roll(int value, List<Integer> faces) {

    /**
     * Validates and copies the faces.
     *
     * @throws IllegalArgumentException if the value or a face is negative, or faces is null
     */
    public Roll {
        if (value < 0 || value > 99) {
            throw new IllegalArgumentException("roll value must be 0..99, not " + value);
        }
        if (faces == null) {
            throw new IllegalArgumentException("roll faces must not be null (use an empty list)");
        }
        faces = List.copyOf(faces);
        for (Integer f : faces) {
            if (f < 0) {
                throw new IllegalArgumentException("a die face must not be negative, got " + faces);
            }
        }
    }

    /**
     * Creates a roll of which only the value is known.
     *
     * @param value at least 0
     * @return the roll
     */
    public static Roll of(int value) {
        return new Roll(value, List.of());
    }

    /**
     * Creates a roll with its faces.
     *
     * @param value at least 0
     * @param faces each die's face, not null
     * @return the roll
     */
    public static Roll of(int value, List<Integer> faces) {
        return new Roll(value, faces);
    }

    @Override
    public String toString() {
        return faces.isEmpty() ? Integer.toString(value) : value + " " + faces;
    }
}
