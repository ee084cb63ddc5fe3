package net.ur.rules;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a move does beyond going from one place to another and capturing, in the families that need
 * more: the Babylonian counters it collects from the pool or pays into it, and the Ravensburg man's
 * way (backwards, leaving its captives) and the captives it carries, delivers and whether it turns
 * red. {@link #NONE} for a move with nothing more (every classic move). {@link #named()} gives the
 * notes as the name/value text pairs that people read.
 *
 * @param exchange whether the move collects counters from the pool, pays them into it, or neither; not null
 * @param counters how many counters it collects or pays, at least 0 (0 when the pool or the purse is
 *     empty); 0 without an exchange
 * @param backwards whether a red man moves backwards
 * @param leavesCaptives whether the man moves on alone, leaving its captives where they stand
 * @param carries the captives the man carries along, at least 0
 * @param delivers the captives it removes from play by reaching its last cell, 0..carries
 * @param turnsRed whether the man turns to its red side (delivering as a blue man); only with a delivery
 */
public record MoveNotes(Exchange exchange, int counters, boolean backwards, boolean leavesCaptives, int carries,
        int delivers, boolean turnsRed) {

    /** No notes. */
    public static final MoveNotes NONE = new MoveNotes(Exchange.NONE, 0, false, false, 0, 0, false);

    /** A Babylonian move's dealing with the pool. */
    public enum Exchange {
        /** No counters change hands. */
        NONE,
        /** The move lands on a rosette and collects counters from the pool. */
        COLLECT,
        /** The move passes a rosette and pays counters into the pool. */
        PAY
    }

    /**
     * Validates the notes.
     *
     * @throws IllegalArgumentException saying what does not fit together
     */
    public MoveNotes {
        if (exchange == null) {
            throw new IllegalArgumentException("a move's exchange must not be null (use Exchange.NONE)");
        }
        if (counters < 0 || (exchange == Exchange.NONE && counters != 0)) {
            throw new IllegalArgumentException("a move collects or pays at least 0 counters, and none without an"
                    + " exchange; got " + exchange + " " + counters);
        }
        if (carries < 0 || delivers < 0 || delivers > carries) {
            throw new IllegalArgumentException("a man carries at least 0 captives and delivers at most those, got "
                    + carries + " carried and " + delivers + " delivered");
        }
        if (leavesCaptives && carries > 0) {
            throw new IllegalArgumentException("a man that leaves its captives carries none, not " + carries);
        }
        if (turnsRed && delivers == 0) {
            throw new IllegalArgumentException("a man turns red only by delivering captives");
        }
    }

    /**
     * Returns the notes of a Babylonian move that collects counters from the pool.
     *
     * @param n the counters, at least 0
     * @return the notes
     */
    public static MoveNotes collecting(int n) {
        return new MoveNotes(Exchange.COLLECT, n, false, false, 0, 0, false);
    }

    /**
     * Returns the notes of a Babylonian move that pays counters into the pool.
     *
     * @param n the counters, at least 0
     * @return the notes
     */
    public static MoveNotes paying(int n) {
        return new MoveNotes(Exchange.PAY, n, false, false, 0, 0, false);
    }

    /**
     * Returns the notes of a Ravensburg man's move.
     *
     * @param backwards whether a red man moves backwards
     * @param leavesCaptives whether it leaves its captives where they stand
     * @param carries the captives it carries along, at least 0
     * @param delivers the captives it removes from play, 0..carries
     * @param turnsRed whether it turns red by delivering
     * @return the notes ({@link #NONE} when there is nothing to note)
     */
    public static MoveNotes tower(boolean backwards, boolean leavesCaptives, int carries, int delivers,
            boolean turnsRed) {
        return new MoveNotes(Exchange.NONE, 0, backwards, leavesCaptives, carries, delivers, turnsRed);
    }

    /**
     * Tells whether the move collects counters from the pool (possibly none, from an empty pool).
     *
     * @return true for a collecting move
     */
    public boolean collects() {
        return exchange == Exchange.COLLECT;
    }

    /**
     * Tells whether the move pays counters into the pool (possibly none, from an empty purse).
     *
     * @return true for a paying move
     */
    public boolean pays() {
        return exchange == Exchange.PAY;
    }

    /**
     * Returns how the move changes its player's counters (the pool changes by the opposite).
     *
     * @return positive when it collects, negative when it pays, 0 otherwise
     */
    public int counterChange() {
        return exchange == Exchange.COLLECT ? counters : exchange == Exchange.PAY ? -counters : 0;
    }

    /**
     * Tells whether there is nothing to note.
     *
     * @return true for {@link #NONE}
     */
    public boolean isEmpty() {
        return equals(NONE);
    }

    /**
     * Returns the notes as name/value text pairs sorted by name: {@code collect} or {@code pay} with
     * the counters, {@code direction=back}, {@code leave=yes}, {@code carries} and {@code delivers}
     * with the captives, {@code turns-red=yes}; only those that apply.
     *
     * @return an unmodifiable map, empty for {@link #NONE}
     */
    public SortedMap<String, String> named() {
        if (isEmpty()) {
            return Collections.emptySortedMap();
        }
        TreeMap<String, String> m = new TreeMap<>();
        if (exchange != Exchange.NONE) {
            m.put(exchange == Exchange.COLLECT ? "collect" : "pay", Integer.toString(counters));
        }
        if (backwards) {
            m.put("direction", "back");
        }
        if (leavesCaptives) {
            m.put("leave", "yes");
        }
        if (carries > 0) {
            m.put("carries", Integer.toString(carries));
        }
        if (delivers > 0) {
            m.put("delivers", Integer.toString(delivers));
        }
        if (turnsRed) {
            m.put("turns-red", "yes");
        }
        return Collections.unmodifiableSortedMap(m);
    }

    /**
     * Describes the notes as their name/value pairs, e.g. {@code {carries=2, delivers=2}}.
     *
     * @return the text, {@code {}} for none
     */
    @Override
    public String toString() {
        return named().toString();
    }
}
