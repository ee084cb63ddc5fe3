package net.ur.net.relay;

import java.time.Duration;
import java.util.List;

import net.ur.net.chain.Entry;
import net.ur.net.wire.HelloMsg;
import net.ur.rules.Player;

/**
 * Where a relay keeps its matches, so that one started again after a crash holds them as they were: who
 * waits for what, who plays whom, and each game's chain so far. The relay writes each change before it
 * passes the message that made it on, so a player never holds an entry the relay could lose. Calls come
 * from many matches' strands at once; an implementation serializes them as it needs. A write that fails
 * throws {@link StoreException}.
 */
public interface RelayStore extends AutoCloseable {

    /**
     * A match as kept: its players' greetings (the second null while the first waits), the current game's
     * number and counters, its forfeit and the next game each side offered, and its entries, oldest first.
     */
    record Kept(String code, boolean quick, HelloMsg first, HelloMsg second, int gameNumber, int lightCounters,
            int darkCounters, Player forfeitWinner, int rematchFirst, int rematchSecond, List<Entry> entries) {
        /** Copies the entries. */
        public Kept {
            entries = List.copyOf(entries);
        }
    }

    /** A store's write or read failed. */
    final class StoreException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /**
         * @param message what failed
         * @param cause why
         */
        public StoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** A store that keeps nothing: a relay without {@code --data}. */
    RelayStore NONE = new RelayStore() {
        @Override
        public List<Kept> matches() {
            return List.of();
        }

        @Override
        public List<HelloMsg> quickWaiting() {
            return List.of();
        }

        @Override
        public void waiting(String code, boolean quick, HelloMsg first) {
        }

        @Override
        public void paired(String code, HelloMsg second) {
        }

        @Override
        public void entry(String code, Entry e) {
        }

        @Override
        public void game(String code, int gameNumber, int lightCounters, int darkCounters) {
        }

        @Override
        public void forfeit(String code, Player winner) {
        }

        @Override
        public void rematch(String code, boolean first, int gameNumber) {
        }

        @Override
        public void finished(String code) {
        }

        @Override
        public void quickWaits(HelloMsg h) {
        }

        @Override
        public void quickGone(String key) {
        }

        @Override
        public int prune(Duration keep) {
            return 0;
        }

        @Override
        public String describe() {
            return "nothing kept";
        }

        @Override
        public void close() {
        }
    };

    /** The matches not finished, as they were last written. */
    List<Kept> matches();

    /** The players waiting for a quick match, in the order they came. */
    List<HelloMsg> quickWaiting();

    /**
     * A match is opened by its first player, who waits for the second (a new code replaces a finished
     * match's that had it).
     */
    void waiting(String code, boolean quick, HelloMsg first);

    /** The second player came: the first game starts. */
    void paired(String code, HelloMsg second);

    /** The relay's chain took an entry of the current game. */
    void entry(String code, Entry e);

    /** The next game of the match starts (its entries replace the last game's). */
    void game(String code, int gameNumber, int lightCounters, int darkCounters);

    /** The current game ended by a forfeit the relay's chain agreed with. */
    void forfeit(String code, Player winner);

    /** A side offered the next game. */
    void rematch(String code, boolean first, int gameNumber);

    /** The relay forgot the match: it is kept a while longer (see {@link #prune}), then deleted. */
    void finished(String code);

    /** A player waits for a quick match. */
    void quickWaits(HelloMsg h);

    /** A player waits for a quick match no more (paired, or gone). */
    void quickGone(String key);

    /**
     * Deletes the matches finished more than {@code keep} ago.
     *
     * @return how many were deleted
     */
    int prune(Duration keep);

    /** Where it keeps things, for the relay's first line. */
    String describe();

    @Override
    void close();
}
