package net.ur.rules;

/**
 * The identity of one piece: its owner, its number among the owner's pieces, and its kind.
 * A piece's whereabouts are kept apart, in {@link PieceState}, so the identity never changes.
 *
 * @param owner the player the piece belongs to, not null
 * @param number 0-based index among the owner's pieces, 0..63
 * @param kind what the piece is, not null
 */
public record Piece(Player owner, int number, PieceKind kind) implements Comparable<Piece> {

    /**
     * Validates the identity.
     *
     * @throws IllegalArgumentException if the owner or kind is null, or the number is outside 0..63
     */
    public Piece {
        if (owner == null) {
            throw new IllegalArgumentException("piece owner must not be null");
        }
        if (number < 0 || number > 63) {
            throw new IllegalArgumentException("piece number must be 0..63, not " + number);
        }
        if (kind == null) {
            throw new IllegalArgumentException("piece kind must not be null");
        }
    }

    /**
     * Creates a plain (classic) piece.
     *
     * @param owner the owner, not null
     * @param number 0..63
     * @return the piece
     */
    public static Piece plain(Player owner, int number) {
        return new Piece(owner, number, PieceKind.PLAIN);
    }

    @Override
    public int compareTo(Piece o) {
        return owner != o.owner ? owner.compareTo(o.owner) : Integer.compare(number, o.number);
    }

    @Override
    public String toString() {
        return owner.displayName() + " " + (kind.equals(PieceKind.PLAIN) ? "#" + number : kind.displayName());
    }
}
