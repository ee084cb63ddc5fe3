package net.ur.rules.record;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;

/**
 * One link of a game record's chain: who acted, the roll, the roll decision (Babylonian games:
 * keep the small astragal's roll or throw the broad one), the move made (null when the turn
 * passed) and the SHA-256 of the entry before it (of the record's genesis text for the first).
 *
 * @param player the player who rolled, not null
 * @param roll the roll (the small astragal's in a Babylonian game), not null
 * @param move the move, or null when the turn passed
 * @param previousHash lower-case hex SHA-256 of the previous entry, 64 characters
 * @param decision the roll decision, or null in games without one (the classic games)
 */
public record RecordEntry(Player player, Roll roll, Move move, String previousHash, RollDecision decision) {

    /**
     * Validates the entry's shape (not its legality, which needs the game: see {@link GameRecord}).
     *
     * @throws IllegalArgumentException if a value is missing or malformed
     */
    public RecordEntry {
        if (player == null || roll == null) {
            throw new IllegalArgumentException("a record entry needs a player and a roll");
        }
        if (previousHash == null || !previousHash.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("previous hash must be 64 lower-case hex digits, not \"" + previousHash
                    + "\"");
        }
        if (move != null && move.player() != player) {
            throw new IllegalArgumentException("an entry of " + player + " cannot hold a move by " + move.player());
        }
    }

    /**
     * Creates an entry without a roll decision (the classic games).
     *
     * @param player the player who rolled, not null
     * @param roll the roll, not null
     * @param move the move, or null when the roll had no legal move
     * @param previousHash lower-case hex SHA-256 of the previous entry
     */
    public RecordEntry(Player player, Roll roll, Move move, String previousHash) {
        this(player, roll, move, previousHash, null);
    }

    /**
     * Returns the canonical text the entry's hash is computed over (independent of JSON layout);
     * an entry with a roll decision adds {@code ;decision=keep} or {@code ;decision=broad:yes|no}
     * after the faces; a Ravensburg move that leaves its captives behind adds {@code ~leave} after the
     * target (and its capture mark).
     *
     * @return the text
     */
    public String canonicalText() {
        StringBuilder b = new StringBuilder();
        b.append("player=").append(player.name().toLowerCase(Locale.ROOT));
        b.append(";roll=").append(roll.value());
        b.append(";faces=");
        for (int i = 0; i < roll.faces().size(); i++) {
            b.append(i == 0 ? "" : ",").append(roll.faces().get(i));
        }
        if (decision != null) {
            b.append(";decision=").append(decisionText(decision));
        }
        b.append(";move=");
        if (move == null) {
            b.append("pass");
        } else {
            b.append(move.piece().number()).append(':').append(locationText(move.from())).append('>')
                    .append(locationText(move.to()));
            if (move.isCapture()) {
                b.append('x');
            }
            if (move.notes().leavesCaptives()) {
                b.append("~leave");
            }
        }
        b.append(";prev=").append(previousHash);
        return b.toString();
    }

    /**
     * Returns this entry's SHA-256, which the next entry stores as its previous hash.
     *
     * @return 64 lower-case hex digits
     */
    public String hash() {
        return sha256(canonicalText());
    }

    /**
     * Writes a roll decision the way records store it: {@code keep}, {@code broad:yes} or {@code broad:no}.
     *
     * @param decision the decision, not null
     * @return the text
     */
    public static String decisionText(RollDecision decision) {
        if (decision == null) {
            throw new IllegalArgumentException("decision must not be null");
        }
        if (!decision.throwAgain()) {
            return "keep";
        }
        return "broad:" + (decision.secondThrow().value() == 1 ? "yes" : "no");
    }

    /**
     * Writes a location the way records store it: a square name, {@code start} or {@code home}.
     *
     * @param location the location, not null
     * @return the text
     */
    public static String locationText(Location location) {
        if (location == null) {
            throw new IllegalArgumentException("location must not be null");
        }
        if (location instanceof Location.OnBoard on) {
            return on.square().toString();
        }
        return location instanceof Location.Finished ? "home" : "start";
    }

    /**
     * Computes the SHA-256 of a text's UTF-8 bytes.
     *
     * @param text the text, not null
     * @return 64 lower-case hex digits
     */
    public static String sha256(String text) {
        if (text == null) {
            throw new IllegalArgumentException("text to hash must not be null");
        }
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
