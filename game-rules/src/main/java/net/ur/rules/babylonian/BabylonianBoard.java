package net.ur.rules.babylonian;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import net.ur.rules.Player;
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.classic.ClassicBoards;

/**
 * The two boards the Babylonian game is played on, each with its route pair: the
 * 1st-millennium twenty-squares board (the default; 16 houses, rosettes at houses 4, 8, 12, 16)
 * and the 2nd-millennium board of Ur (Bell's route, 14 houses, rosettes at houses 4, 8, 14).
 * Houses are counted from 1 along a player's route; a piece at house h is at route step h - 1.
 */
public enum BabylonianBoard {
    /** The twenty-squares board: 4 own houses, then the 12-house middle row; rule set {@code babylonian}. */
    TWENTY_SQUARES("babylonian", "Babylonian", "twenty-squares", ClassicBoards.ASEB_BOARD, ClassicBoards.ASEB),
    /** The board of Ur: 4 own houses, 8 shared, 2 own (Bell's route); rule set {@code babylonian-ur}. */
    UR("babylonian-ur", "Babylonian (board of Ur)", "ur", ClassicBoards.STANDARD, ClassicBoards.BELL);

    private final String ruleSetName;
    private final String displayName;
    private final String id;
    private final BoardShape shape;
    private final ClassicBoards.RoutePair routes;
    private final List<Integer> rosetteHouses;
    private final List<Integer> swallowHouses;

    BabylonianBoard(String ruleSetName, String displayName, String id, BoardShape shape,
            ClassicBoards.RoutePair routes) {
        this.ruleSetName = ruleSetName;
        this.displayName = displayName;
        this.id = id;
        this.shape = shape;
        this.routes = routes;
        List<Integer> rosettes = new ArrayList<>();
        List<Integer> beforeRosettes = new ArrayList<>();
        Route light = routes.light();
        for (int step = 0; step < light.length(); step++) {
            boolean lightRosette = shape.isRosette(light.square(step));
            if (lightRosette != shape.isRosette(routes.dark().square(step))) {
                throw new IllegalStateException("board " + id + ": the routes differ in their rosette houses");
            }
            if (lightRosette) {
                rosettes.add(step + 1);
                if (step > 0 && !shape.isRosette(light.square(step - 1))) {
                    beforeRosettes.add(step);
                }
            }
        }
        this.rosetteHouses = List.copyOf(rosettes);
        this.swallowHouses = List.copyOf(beforeRosettes);
    }

    /**
     * Returns the name of the rule set played on this board.
     *
     * @return {@code babylonian} or {@code babylonian-ur}
     */
    public String ruleSetName() {
        return ruleSetName;
    }

    /**
     * Returns the rule set's name shown to people.
     *
     * @return e.g. {@code Babylonian (board of Ur)}
     */
    public String displayName() {
        return displayName;
    }

    /**
     * Returns the board's identifier in records.
     *
     * @return {@code twenty-squares} or {@code ur}
     */
    public String id() {
        return id;
    }

    /**
     * Returns the board's squares and rosettes.
     *
     * @return {@link ClassicBoards#ASEB_BOARD} or {@link ClassicBoards#STANDARD}
     */
    public BoardShape shape() {
        return shape;
    }

    /**
     * Returns a player's route.
     *
     * @param player the player, not null
     * @return the route: the Aseb route (16 houses) or Bell's route (14 houses)
     */
    public Route route(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("player must not be null");
        }
        return player == Player.LIGHT ? routes.light() : routes.dark();
    }

    /**
     * Returns the number of houses of a route.
     *
     * @return 16 or 14
     */
    public int houses() {
        return routes.light().length();
    }

    /**
     * Returns the houses (1-based along a route) that carry a rosette; the same for both players.
     *
     * @return [4, 8, 12, 16] or [4, 8, 14]
     */
    public List<Integer> rosetteHouses() {
        return rosetteHouses;
    }

    /**
     * Returns the houses the Swallow may launch onto: each house immediately before a rosette.
     *
     * @return [3, 7, 11, 15] or [3, 7, 13]
     */
    public List<Integer> swallowHouses() {
        return swallowHouses;
    }

    /**
     * Finds a board by its id or its rule set's name.
     *
     * @param name {@code twenty-squares} (also {@code twenty}, {@code babylonian}) or {@code ur}
     *     (also {@code babylonian-ur}), case-insensitive
     * @return the board
     * @throws IllegalArgumentException if the name is unknown
     */
    public static BabylonianBoard byName(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        switch (n) {
            case "twenty-squares", "twenty", "babylonian":
                return TWENTY_SQUARES;
            case "ur", "babylonian-ur":
                return UR;
            default:
                throw new IllegalArgumentException("unknown Babylonian board \"" + name
                        + "\"; known: twenty-squares, ur");
        }
    }
}
