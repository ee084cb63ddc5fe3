package net.ur.rules.classic;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;

/**
 * The boards and route pairs of the classic family, by the names RoyalUr-Java uses
 * ({@code standard} and {@code aseb} boards; {@code bell}, {@code masters}, {@code murray},
 * {@code skiriuk} and {@code aseb} routes). Columns: A (0) light's lane, B (1) the middle, C (2) dark's.
 */
public final class ClassicBoards {

    /** A light and a dark route of one family. */
    public record RoutePair(String name, Route light, Route dark) {
        /**
         * Validates the pair.
         *
         * @throws IllegalArgumentException if a value is null or the routes' lengths differ
         */
        public RoutePair {
            if (name == null || light == null || dark == null) {
                throw new IllegalArgumentException("a route pair needs a name and two routes");
            }
            if (light.length() != dark.length()) {
                throw new IllegalArgumentException("route pair " + name + ": light and dark routes differ in length ("
                        + light.length() + " and " + dark.length() + ")");
            }
        }
    }

    /** Finkel's reading of Bell's route: 4 own squares, 8 shared, 2 own; 14 squares. */
    public static final RoutePair BELL = new RoutePair("bell",
            Route.fromCorners("bell", 0, 5, 0, 1, 1, 1, 1, 8, 0, 8, 0, 6),
            Route.fromCorners("bell", 2, 5, 2, 1, 1, 1, 1, 8, 2, 8, 2, 6));

    /** James Masters' route: 4 own squares then 12 shared, round the far end; 16 squares. */
    public static final RoutePair MASTERS = new RoutePair("masters",
            Route.fromCorners("masters", 0, 5, 0, 1, 1, 1, 1, 7, 2, 7, 2, 8, 0, 8, 0, 6),
            Route.fromCorners("masters", 2, 5, 2, 1, 1, 1, 1, 7, 0, 7, 0, 8, 2, 8, 2, 6));

    /** Murray's route: up the middle, round the far end, back down the middle, out along the opponent's lane (27). */
    public static final RoutePair MURRAY = new RoutePair("murray",
            Route.fromCorners("murray", 0, 5, 0, 1, 1, 1, 1, 7, 2, 7, 2, 8, 0, 8, 0, 7, 1, 7, 1, 1, 2, 1, 2, 5),
            Route.fromCorners("murray", 2, 5, 2, 1, 1, 1, 1, 7, 0, 7, 0, 8, 2, 8, 2, 7, 1, 7, 1, 1, 0, 1, 0, 5));

    /** Skiriuk's route: like Murray's but leaving off the near end of the middle row; 23 squares. */
    public static final RoutePair SKIRIUK = new RoutePair("skiriuk",
            Route.fromCorners("skiriuk", 0, 5, 0, 1, 1, 1, 1, 7, 2, 7, 2, 8, 0, 8, 0, 7, 1, 7, 1, 0),
            Route.fromCorners("skiriuk", 2, 5, 2, 1, 1, 1, 1, 7, 0, 7, 0, 8, 2, 8, 2, 7, 1, 7, 1, 0));

    /** The twenty-squares (Aseb) route: 4 own squares then the 12-square middle row; 16 squares. */
    public static final RoutePair ASEB = new RoutePair("aseb",
            Route.fromCorners("aseb", 0, 5, 0, 1, 1, 1, 1, 12, 0, 12),
            Route.fromCorners("aseb", 2, 5, 2, 1, 1, 1, 1, 12, 2, 12));

    /** The standard Ur board: 3 x 8 less four squares, rosettes at A1 C1 B4 A7 C7. */
    public static final BoardShape STANDARD = new BoardShape("standard", union(BELL),
            Set.of(sq("A1"), sq("C1"), sq("B4"), sq("A7"), sq("C7")));

    /** The twenty-squares board: a 4-square block per player and a 12-square middle row, rosettes A1 C1 B4 B8 B12. */
    public static final BoardShape ASEB_BOARD = new BoardShape("aseb", union(ASEB),
            Set.of(sq("A1"), sq("C1"), sq("B4"), sq("B8"), sq("B12")));

    private ClassicBoards() {
    }

    /**
     * Finds a route pair by name (case-insensitive).
     *
     * @param name one of bell, masters, murray, skiriuk, aseb
     * @return the pair
     * @throws IllegalArgumentException if the name is unknown
     */
    public static RoutePair routes(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (RoutePair p : List.of(BELL, MASTERS, MURRAY, SKIRIUK, ASEB)) {
            if (p.name().equals(n)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown route \"" + name
                + "\"; known: bell, masters, murray, skiriuk, aseb");
    }

    /**
     * Finds a board shape by name (case-insensitive).
     *
     * @param name standard or aseb
     * @return the board
     * @throws IllegalArgumentException if the name is unknown
     */
    public static BoardShape board(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        if (n.equals("standard")) {
            return STANDARD;
        }
        if (n.equals("aseb")) {
            return ASEB_BOARD;
        }
        throw new IllegalArgumentException("unknown board \"" + name + "\"; known: standard, aseb");
    }

    private static Set<Square> union(RoutePair pair) {
        Set<Square> all = new HashSet<>(pair.light().squares());
        all.addAll(pair.dark().squares());
        return all;
    }

    private static Square sq(String s) {
        return Square.parse(s);
    }
}
