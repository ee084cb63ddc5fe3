package net.ur.rules.record;

/**
 * Thrown when a game record (ours or RGN) cannot be loaded: it says which entry (turn) was the
 * first bad one, or 0 when the file as a whole is unreadable, and what was wrong.
 */
public class RecordException extends Exception {

    private static final long serialVersionUID = 1L;

    /** The most characters of a file's text that a reason quotes. */
    public static final int QUOTE_LIMIT = 80;

    private final int entry;
    private final String reason;

    /**
     * Cuts a piece of a file's text down for quoting in a reason: its first line, at most
     * {@link #QUOTE_LIMIT} characters, with an ellipsis where it was cut (a one-line file of megabytes
     * would otherwise become a message of megabytes).
     *
     * @param text the text, not null
     * @return the text to quote
     */
    public static String clip(String text) {
        if (text == null) {
            throw new IllegalArgumentException("text must not be null");
        }
        int end = text.length();
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                end = i;
            }
        }
        boolean cut = end < text.length();
        if (end > QUOTE_LIMIT) {
            end = QUOTE_LIMIT;
            cut = true;
        }
        return cut ? text.substring(0, end) + "\u2026" : text;
    }

    /**
     * Creates the exception.
     *
     * @param entry the 1-based number of the first bad entry, or 0 for the file as a whole
     * @param reason what was wrong, not null
     */
    public RecordException(int entry, String reason) {
        super(entry > 0 ? "entry " + entry + ": " + reason : reason);
        this.entry = entry;
        this.reason = reason;
    }

    /**
     * Creates the exception with a cause.
     *
     * @param entry the 1-based number of the first bad entry, or 0
     * @param reason what was wrong, not null
     * @param cause the underlying error
     */
    public RecordException(int entry, String reason, Throwable cause) {
        super(entry > 0 ? "entry " + entry + ": " + reason : reason, cause);
        this.entry = entry;
        this.reason = reason;
    }

    /**
     * Returns the 1-based number of the first bad entry.
     *
     * @return the entry number, or 0 when the whole file is at fault
     */
    public int entry() {
        return entry;
    }

    /**
     * Returns what was wrong, without the entry number.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }
}
