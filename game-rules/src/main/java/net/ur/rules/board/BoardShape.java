package net.ur.rules.board;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * The squares a board has and which of them carry a rosette; knows nothing about routes or pieces.
 *
 * @param name the identifier of the shape, e.g. {@code standard} or {@code aseb}
 * @param squares every square of the board, not empty
 * @param rosettes the rosette squares, a subset of {@code squares}
 */
public record BoardShape(String name, Set<Square> squares, Set<Square> rosettes) {

    /**
     * Validates and copies the sets into sorted unmodifiable sets.
     *
     * @throws IllegalArgumentException if a value is null or empty, or a rosette is not a square of the board
     */
    public BoardShape {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("board shape name must not be null or blank");
        }
        if (squares == null || squares.isEmpty()) {
            throw new IllegalArgumentException("board shape " + name + " must have at least one square");
        }
        if (rosettes == null) {
            throw new IllegalArgumentException("board shape " + name
                    + ": rosettes must not be null (use an empty set)");
        }
        squares = Collections.unmodifiableSet(new TreeSet<>(squares));
        rosettes = Collections.unmodifiableSet(new TreeSet<>(rosettes));
        for (Square r : rosettes) {
            if (!squares.contains(r)) {
                throw new IllegalArgumentException("board shape " + name + ": rosette " + r
                        + " is not a square of the board");
            }
        }
    }

    /**
     * Tells whether the square belongs to the board.
     *
     * @param square any square, may be null (then false)
     * @return true if it is a square of this board
     */
    public boolean contains(Square square) {
        return squares.contains(square);
    }

    /**
     * Tells whether the square is a rosette.
     *
     * @param square any square, may be null (then false)
     * @return true if it is a rosette of this board
     */
    public boolean isRosette(Square square) {
        return rosettes.contains(square);
    }

    /**
     * Returns the number of columns, i.e. the highest column index plus one.
     *
     * @return the width, at least 1
     */
    public int columns() {
        return squares.stream().mapToInt(Square::column).max().orElse(0) + 1;
    }

    /**
     * Returns the highest row number of a square of the board.
     *
     * @return the number of rows, at least 1
     */
    public int rows() {
        return squares.stream().mapToInt(Square::row).max().orElse(1);
    }
}
