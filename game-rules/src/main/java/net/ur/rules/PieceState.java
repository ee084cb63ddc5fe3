package net.ur.rules;


/**
 * One piece, where it is, and which side of it shows, as held in a {@link GameState}.
 *
 * @param piece the piece, not null
 * @param location where it is, not null
 * @param flipped whether the piece shows its other side (Ravensburg: a man turned to its red side
 *     after delivering captives); always false in the other families
 */
public record PieceState(Piece piece, Location location, boolean flipped) implements Comparable<PieceState> {

    /**
     * Creates the state of a piece showing its usual side.
     *
     * @param piece the piece, not null
     * @param location where it is, not null
     */
    public PieceState(Piece piece, Location location) {
        this(piece, location, false);
    }

    /**
     * Validates the pair.
     *
     * @throws IllegalArgumentException if a value is null
     */
    public PieceState {
        if (piece == null || location == null) {
            throw new IllegalArgumentException("piece state needs a piece and a location, got " + piece + " at "
                    + location);
        }
    }

    @Override
    public int compareTo(PieceState o) {
        return piece.compareTo(o.piece);
    }
}
