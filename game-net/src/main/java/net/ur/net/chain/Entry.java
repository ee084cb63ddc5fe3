package net.ur.net.chain;

/**
 * One signed link of a network game's chain: the game it belongs to, its place, its author (a
 * public key), the hash of the entry before it (the game id for the first) and the action with
 * its fields. The author signs {@link #signedText()}; the next entry names {@link #hash()}.
 * The constructor checks the shape only; whether the entry may follow is the {@link Chain}'s call.
 *
 * @param gameId the game's id, 64 hex digits
 * @param seq the entry's place, from 1
 * @param author the author's public key, hex
 * @param prev the previous entry's hash (the game id for entry 1), 64 hex digits
 * @param action what the entry does, not null
 * @param secret the revealed secret (32 bytes as hex) of a revealing action, else empty
 * @param commit the commitment to the author's next secret (64 hex digits) of {@link Action#COMMIT} and the
 *     revealing actions, else empty
 * @param move the move of {@link Action#MOVE} as records write it ({@code 3:start>A4x}), else empty
 * @param signature the author's Ed25519 signature of {@link #signedText()}, hex
 */
public record Entry(String gameId, int seq, String author, String prev, Action action, String secret,
        String commit, String move, String signature) {

    /** Bytes of a secret. */
    public static final int SECRET_BYTES = 32;
    /** Longest move text. */
    public static final int MAX_MOVE = 48;

    /**
     * Checks the entry's shape.
     *
     * @throws IllegalArgumentException saying which field is malformed
     */
    public Entry {
        if (action == null) {
            throw new IllegalArgumentException("an entry needs an action");
        }
        if (!Hashes.isHex(gameId, 32) || !Hashes.isHex(prev, 32)) {
            throw new IllegalArgumentException("game id and previous hash must be 64 lower-case hex digits");
        }
        if (seq < 1) {
            throw new IllegalArgumentException("an entry's number starts at 1, not " + seq);
        }
        if (!Hashes.isHex(author, Identity.KEY_BYTES)) {
            throw new IllegalArgumentException("the author must be an Ed25519 public key (" + Identity.KEY_BYTES
                    + " bytes as hex)");
        }
        if (!Hashes.isHex(signature, Identity.SIGNATURE_BYTES)) {
            throw new IllegalArgumentException("the signature must be " + Identity.SIGNATURE_BYTES + " bytes as hex");
        }
        secret = secret == null ? "" : secret;
        commit = commit == null ? "" : commit;
        move = move == null ? "" : move;
        boolean needsSecret = action.reveals();
        boolean needsCommit = action.reveals() || action == Action.COMMIT;
        if (needsSecret != Hashes.isHex(secret, SECRET_BYTES) || needsSecret != !secret.isEmpty()) {
            throw new IllegalArgumentException(action.id() + (needsSecret ? " must reveal a secret of "
                    + SECRET_BYTES + " bytes" : " reveals no secret"));
        }
        if (needsCommit != Hashes.isHex(commit, 32) || needsCommit != !commit.isEmpty()) {
            throw new IllegalArgumentException(action.id() + (needsCommit ? " must commit to a next secret (64 hex"
                    + " digits)" : " commits to nothing"));
        }
        if ((action == Action.MOVE) != !move.isEmpty() || move.length() > MAX_MOVE) {
            throw new IllegalArgumentException(action == Action.MOVE ? "a move entry names its move in at most "
                    + MAX_MOVE + " characters" : action.id() + " names no move");
        }
    }

    /**
     * Makes and signs an entry.
     *
     * @param author the signer, not null
     * @param gameId the game's id
     * @param seq the entry's place
     * @param prev the previous entry's hash
     * @param action the action
     * @param secret the revealed secret or empty
     * @param commit the next commitment or empty
     * @param move the move text or empty
     * @return the signed entry
     */
    public static Entry sign(Identity author, String gameId, int seq, String prev, Action action, String secret,
            String commit, String move) {
        String text = text(gameId, seq, author.publicKey(), prev, action, secret, commit, move);
        return new Entry(gameId, seq, author.publicKey(), prev, action, secret, commit, move, author.sign(text));
    }

    private static String text(String gameId, int seq, String author, String prev, Action action, String secret,
            String commit, String move) {
        return "ur-net-entry/1;game=" + gameId + ";seq=" + seq + ";author=" + author + ";prev=" + prev + ";action="
                + action.id() + ";secret=" + secret + ";commit=" + commit + ";move=" + move;
    }

    /** The text the author signs and the hash is taken of. */
    public String signedText() {
        return text(gameId, seq, author, prev, action, secret, commit, move);
    }

    /** The entry's SHA-256 (hex), which the next entry names as its previous hash. */
    public String hash() {
        return Hashes.sha256Hex(signedText());
    }

    /** Whether the author's signature is good. */
    public boolean signatureValid() {
        return Identity.verify(author, signedText(), signature);
    }

    /** A short description for messages: {@code entry 12 (throw by 302a...)}. */
    public String describe() {
        return "entry " + seq + " (" + action.id() + ")";
    }
}
