package net.ur.rules;

/**
 * What a piece is, beyond whose it is: classic pieces are all {@link #PLAIN}; the Babylonian
 * game gives each piece a bird (Swallow, Storm-bird, Raven, Rooster, Eagle) whose identity
 * changes its launch roll and its rosette counters.
 *
 * @param id a stable identifier used in records, lower case, e.g. {@code plain} or {@code swallow}
 * @param displayName the name shown to people, e.g. {@code Storm-bird}
 */
public record PieceKind(String id, String displayName) {

    /** The kind of every piece of the classic rule sets: pieces are interchangeable. */
    public static final PieceKind PLAIN = new PieceKind("plain", "Piece");

    /**
     * Validates the kind.
     *
     * @throws IllegalArgumentException if the id is not lower-case letters, digits and dashes, or a value is blank
     */
    public PieceKind {
        if (id == null || !id.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("piece kind id must be lower-case letters, digits or dashes, not \""
                    + id + "\"");
        }
        if (displayName == null || displayName.isBlank()) {
            throw new IllegalArgumentException("piece kind " + id + " needs a display name");
        }
    }

    /**
     * Tells whether pieces of this kind are interchangeable ({@link #PLAIN}), rather than each its own
     * (a Babylonian bird).
     *
     * @return true for plain pieces
     */
    public boolean isPlain() {
        return equals(PLAIN);
    }

    /**
     * The kind's identifier as one word, for names of models and icons ({@code stormbird} for the
     * Storm-bird).
     *
     * @return the id without its dashes
     */
    public String key() {
        return id.replace("-", "");
    }
}
