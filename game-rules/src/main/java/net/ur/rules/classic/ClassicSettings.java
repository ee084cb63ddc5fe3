package net.ur.rules.classic;

import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Square;
import net.ur.rules.dice.BinaryDice;

/**
 * The knobs of the classic family: board, routes, dice, pieces per player and the three rosette
 * and capture rules. The named presets match RoyalUr-Java's GameSettings; {@code with...}
 * methods derive variants (e.g. Finkel with 2 pieces).
 *
 * @param name the command-line name, lower case, e.g. {@code finkel} (a derived variant gets a suffix)
 * @param displayName the name shown to people
 * @param board the board, not null
 * @param routes the light and dark routes, whose squares must all be on the board
 * @param dice the dice, not null
 * @param pieces pieces per player, 1..7
 * @param safeRosettes whether a piece on a rosette cannot be captured
 * @param rosettesGrantExtraRoll whether landing on a rosette grants another roll
 * @param capturesGrantExtraRoll whether capturing grants another roll
 */
public record ClassicSettings(String name, String displayName, BoardShape board, ClassicBoards.RoutePair routes,
        BinaryDice dice, int pieces, boolean safeRosettes, boolean rosettesGrantExtraRoll,
        boolean capturesGrantExtraRoll) {

    /** Finkel's rules: Bell's route, four binary dice, 7 pieces, safe rosettes that grant another roll. */
    public static final ClassicSettings FINKEL = new ClassicSettings("finkel", "Finkel", ClassicBoards.STANDARD,
            ClassicBoards.BELL, BinaryDice.FOUR, 7, true, true, false);
    /** James Masters' rules: Masters' route, three binary dice with 0 as 4, 7 pieces, rosettes not safe. */
    public static final ClassicSettings MASTERS = new ClassicSettings("masters", "Masters", ClassicBoards.STANDARD,
            ClassicBoards.MASTERS, BinaryDice.THREE_ZERO_IS_FOUR, 7, false, true, false);
    /** RoyalUr's Blitz: Masters' route, four binary dice, 5 pieces, rosettes not safe, captures roll again. */
    public static final ClassicSettings BLITZ = new ClassicSettings("blitz", "Blitz", ClassicBoards.STANDARD,
            ClassicBoards.MASTERS, BinaryDice.FOUR, 5, false, true, true);
    /** Aseb (twenty squares): the Aseb board and route, four binary dice, 5 pieces, safe rosettes. */
    public static final ClassicSettings ASEB = new ClassicSettings("aseb", "Aseb", ClassicBoards.ASEB_BOARD,
            ClassicBoards.ASEB, BinaryDice.FOUR, 5, true, true, false);
    /** Finkel's rules on Murray's route (27 squares). */
    public static final ClassicSettings MURRAY = new ClassicSettings("murray", "Murray", ClassicBoards.STANDARD,
            ClassicBoards.MURRAY, BinaryDice.FOUR, 7, true, true, false);

    /**
     * Validates the settings.
     *
     * @throws IllegalArgumentException with the reason, if a value is missing or out of range
     */
    public ClassicSettings {
        if (name == null || !name.matches("[a-z][a-z0-9_-]*")) {
            throw new IllegalArgumentException("rule set name must be lower-case letters, digits, '-' or '_', not \""
                    + name + "\"");
        }
        if (displayName == null || displayName.isBlank()) {
            throw new IllegalArgumentException("rule set " + name + " needs a display name");
        }
        if (board == null || routes == null || dice == null) {
            throw new IllegalArgumentException("rule set " + name + " needs a board, routes and dice");
        }
        if (pieces < 1 || pieces > 7) {
            throw new IllegalArgumentException("pieces per player must be 1..7, not " + pieces);
        }
        for (Square s : routes.light().squares()) {
            if (!board.contains(s)) {
                throw new IllegalArgumentException("route " + routes.name() + " square " + s + " is not on board "
                        + board.name());
            }
        }
        for (Square s : routes.dark().squares()) {
            if (!board.contains(s)) {
                throw new IllegalArgumentException("route " + routes.name() + " square " + s + " is not on board "
                        + board.name());
            }
        }
        if (routes.light().length() > 28) {
            throw new IllegalArgumentException("routes longer than 28 squares are not supported, got "
                    + routes.light().length());
        }
    }

    /**
     * Returns these settings with another piece count (the name gets a {@code -Np} suffix).
     *
     * @param count 1..7
     * @return the variant
     */
    public ClassicSettings withPieces(int count) {
        if (count == pieces) {
            return this;
        }
        return new ClassicSettings(name.replaceAll("-\\dp$", "") + "-" + count + "p",
                displayName.replaceAll(" \\(\\d pieces\\)$", "") + " (" + count + " pieces)", board, routes, dice,
                count, safeRosettes, rosettesGrantExtraRoll, capturesGrantExtraRoll);
    }

    /**
     * Tells whether two settings play the same game, ignoring names.
     *
     * @param o other settings, not null
     * @return true if every rule matches
     */
    public boolean sameRules(ClassicSettings o) {
        return board.equals(o.board) && routes.equals(o.routes) && dice.equals(o.dice) && pieces == o.pieces
                && safeRosettes == o.safeRosettes && rosettesGrantExtraRoll == o.rosettesGrantExtraRoll
                && capturesGrantExtraRoll == o.capturesGrantExtraRoll;
    }
}
