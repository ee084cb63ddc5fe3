package net.ur.rules;

import java.util.List;


/**
 * One legal action with a roll: a piece goes from one location to another, possibly capturing.
 * Rule sets produce moves (see {@link RuleSet#legalMoves(GameState)}); a client picks one and
 * hands it back. {@code notes} carries what a family needs beyond this: the Babylonian counters
 * paid or won, a Ravensburg man leaving its captives, carrying or delivering them, or going backwards.
 *
 * @param player the player moving, not null
 * @param piece the piece moved, owned by {@code player}
 * @param from where it starts: waiting or on the board, not null
 * @param to where it ends: on the board or finished, not null and not equal to {@code from}
 * @param captured the opponent pieces sent back (or taken captive), possibly empty
 * @param rosette whether the piece lands on a rosette
 * @param extraRoll whether the move grants its player another roll
 * @param notes what the move does beyond this in its family, {@link MoveNotes#NONE} for nothing; not null
 */
public record Move(Player player, Piece piece, Location from, Location to, List<Piece> captured,
        boolean rosette, boolean extraRoll, MoveNotes notes) {

    /**
     * Validates and copies the move.
     *
     * @throws IllegalArgumentException with the reason, if the move is malformed
     */
    public Move {
        if (player == null || piece == null || from == null || to == null) {
            throw new IllegalArgumentException("a move needs a player, a piece, a from and a to location");
        }
        if (piece.owner() != player) {
            throw new IllegalArgumentException("a move by " + player + " cannot move " + piece);
        }
        if (from.equals(to)) {
            throw new IllegalArgumentException("a move must change the piece's location, got " + from + " to " + to);
        }
        if (from instanceof Location.Finished) {
            throw new IllegalArgumentException("a finished piece cannot move");
        }
        if (captured == null || notes == null) {
            throw new IllegalArgumentException("captured and notes must not be null (use List.of() and MoveNotes.NONE)");
        }
        captured = List.copyOf(captured);
        for (Piece c : captured) {
            if (c.owner() == player) {
                throw new IllegalArgumentException("a move by " + player + " cannot capture its own " + c);
            }
        }
    }

    /**
     * Tells whether the move brings a new piece onto the board.
     *
     * @return true if it starts off the board
     */
    public boolean isEntry() {
        return from instanceof Location.Waiting;
    }

    /**
     * Tells whether the move takes a piece off the board at the end of its route.
     *
     * @return true if it finishes
     */
    public boolean isBearOff() {
        return to instanceof Location.Finished;
    }

    /**
     * Tells whether the move captures.
     *
     * @return true if some opponent piece is captured
     */
    public boolean isCapture() {
        return !captured.isEmpty();
    }

    /**
     * Describes the move in RGN-like words for people, e.g. {@code A@A4}, {@code B2B4x *}, {@code A7A+}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append(from instanceof Location.OnBoard on ? on.square().toString() : "start");
        b.append("->");
        b.append(to instanceof Location.OnBoard on ? on.square().toString() : "home");
        if (isCapture()) {
            b.append(" x");
        }
        if (rosette) {
            b.append(" *");
        }
        return b.toString();
    }
}
