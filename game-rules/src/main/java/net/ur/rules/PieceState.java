package net.ur.rules;

/**
 * One piece and where it is, as held in a {@link GameState}.
 *
 * @param piece the piece, not null
 * @param location where it is, not null
 */
public record PieceState(Piece piece, Location location) implements Comparable<PieceState> {

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
