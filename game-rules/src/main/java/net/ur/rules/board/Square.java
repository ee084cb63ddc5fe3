package net.ur.rules.board;

/**
 * A square of a board, named as RGN names it: a column letter (A, B, C, ...) and a row number
 * counted from 1 along the board, e.g. {@code A4} or {@code B8}. Off-board entry and exit
 * points of a route are also squares (row 0 or a row past the board's end).
 *
 * @param column the column, 0 for A, 1 for B, 2 for C (0..25)
 * @param row the row, 0..99 (0 and rows past the board are off-board points)
 */
public record Square(int column, int row) implements Comparable<Square> {

    /**
     * Validates the coordinates.
     *
     * @throws IllegalArgumentException if the column is outside 0..25 or the row outside 0..99
     */
    public Square {
        if (column < 0 || column > 25) {
            throw new IllegalArgumentException("column must be 0..25 (A..Z), not " + column);
        }
        if (row < 0 || row > 99) {
            throw new IllegalArgumentException("row must be 0..99, not " + row);
        }
    }

    /**
     * Parses a square name such as {@code "A4"} or {@code "b12"} (the letter may be lower case).
     *
     * @param text the name, not null
     * @return the square
     * @throws IllegalArgumentException if the text is not a letter followed by a row number
     */
    public static Square parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("square name must not be null");
        }
        if (text.length() < 2 || text.length() > 3 || !Character.isLetter(text.charAt(0))) {
            throw new IllegalArgumentException("square name must be a letter and a row number like A4, not \""
                    + text + "\"");
        }
        char letter = Character.toUpperCase(text.charAt(0));
        if (letter < 'A' || letter > 'Z') {
            throw new IllegalArgumentException("square column must be a letter A..Z, not \"" + text + "\"");
        }
        int row;
        try {
            row = Integer.parseInt(text.substring(1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("square row must be a number, not \"" + text + "\"", e);
        }
        return new Square(letter - 'A', row);
    }

    /**
     * Returns the column letter, 'A' for column 0.
     *
     * @return the letter
     */
    public char columnLetter() {
        return (char) ('A' + column);
    }

    @Override
    public int compareTo(Square o) {
        return column != o.column ? Integer.compare(column, o.column) : Integer.compare(row, o.row);
    }

    @Override
    public String toString() {
        return columnLetter() + Integer.toString(row);
    }
}
