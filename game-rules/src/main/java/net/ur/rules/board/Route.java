package net.ur.rules.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The path one player's pieces travel: an off-board entry point, the board squares in order
 * (a square may appear twice, as on Murray's route), and an off-board exit point. A piece's
 * progress along the route is its step: 0 is the first board square, {@code length()} means home.
 *
 * @param name the identifier of the route family, e.g. {@code bell}
 * @param entry the off-board point pieces come from (RGN writes its column letter before '@')
 * @param squares the board squares in travel order, not empty
 * @param exit the off-board point pieces leave through (RGN writes its column letter before '+')
 */
public record Route(String name, Square entry, List<Square> squares, Square exit) {

    /**
     * Validates and copies the square list.
     *
     * @throws IllegalArgumentException if a value is null or the route is empty
     */
    public Route {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("route name must not be null or blank");
        }
        if (entry == null || exit == null) {
            throw new IllegalArgumentException("route " + name + ": entry and exit points must not be null");
        }
        if (squares == null || squares.isEmpty()) {
            throw new IllegalArgumentException("route " + name + " must have at least one square");
        }
        squares = List.copyOf(squares);
    }

    /**
     * Builds a route from corner points: each consecutive pair of corners is joined by a straight
     * line of squares (both ends included, the shared corner once). The first corner is the entry
     * point and the last the exit point; both lie off the board.
     *
     * @param name the route name, not blank
     * @param corners column/row pairs (0-based column, 1-based row), at least two corners
     * @return the route
     * @throws IllegalArgumentException if the corners are not pairs or not in straight lines
     */
    public static Route fromCorners(String name, int... corners) {
        if (corners == null || corners.length < 4 || corners.length % 2 != 0) {
            throw new IllegalArgumentException("route " + name + " needs at least two column,row corner pairs");
        }
        ArrayList<Square> all = new ArrayList<>();
        all.add(new Square(corners[0], corners[1]));
        for (int i = 2; i < corners.length; i += 2) {
            int c0 = corners[i - 2];
            int r0 = corners[i - 1];
            int c1 = corners[i];
            int r1 = corners[i + 1];
            if (c0 != c1 && r0 != r1) {
                throw new IllegalArgumentException("route " + name + ": corners " + new Square(c0, r0) + " and "
                        + new Square(c1, r1) + " are not in a straight line");
            }
            int dc = Integer.signum(c1 - c0);
            int dr = Integer.signum(r1 - r0);
            int c = c0;
            int r = r0;
            while (c != c1 || r != r1) {
                c += dc;
                r += dr;
                all.add(new Square(c, r));
            }
        }
        return new Route(name, all.get(0), all.subList(1, all.size() - 1), all.get(all.size() - 1));
    }

    /**
     * Returns the number of board squares on the route; a piece at this step is home.
     *
     * @return the route length, at least 1
     */
    public int length() {
        return squares.size();
    }

    /**
     * Returns the square of a step.
     *
     * @param step 0..length()-1
     * @return the square, never null
     * @throws IllegalArgumentException if the step is not on the board
     */
    public Square square(int step) {
        if (step < 0 || step >= squares.size()) {
            throw new IllegalArgumentException("step must be 0.." + (squares.size() - 1) + " on route " + name
                    + ", not " + step);
        }
        return squares.get(step);
    }

    /**
     * Returns the first step at which the route visits a square.
     *
     * @param square any square, may be null
     * @return the step, or -1 if the route does not visit it
     */
    public int firstStepOf(Square square) {
        return squares.indexOf(square);
    }
}
