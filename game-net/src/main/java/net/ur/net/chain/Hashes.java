package net.ur.net.chain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 and hex, the two encodings the network chain is written in. */
public final class Hashes {

    private static final HexFormat HEX = HexFormat.of();

    private Hashes() {
    }

    /**
     * SHA-256 of a text's UTF-8 bytes.
     *
     * @param text not null
     * @return 32 bytes
     */
    public static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    /**
     * SHA-256 of a text as 64 lower-case hex digits.
     *
     * @param text not null
     * @return the hash
     */
    public static String sha256Hex(String text) {
        return HEX.formatHex(sha256(text));
    }

    /** Bytes as lower-case hex. */
    public static String hex(byte[] bytes) {
        return HEX.formatHex(bytes);
    }

    /**
     * Hex digits as bytes.
     *
     * @param hex an even number of hex digits, not null
     * @return the bytes
     * @throws IllegalArgumentException if the text is not hex
     */
    public static byte[] bytes(String hex) {
        return HEX.parseHex(hex);
    }

    /** Whether a text is lower-case hex of exactly the given number of bytes. */
    public static boolean isHex(String text, int bytes) {
        if (text == null || text.length() != 2 * bytes) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    /** The first 12 hex digits of a hash and an ellipsis, for messages. */
    public static String abbreviate(String hex) {
        return hex.length() > 12 ? hex.substring(0, 12) + "..." : hex;
    }
}
