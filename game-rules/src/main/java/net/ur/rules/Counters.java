package net.ur.rules;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The counts a game keeps beside its pieces, as typed values: none in the classic games, the
 * Babylonian game's counter piles ({@link Piles}: each player's and the pool's), the Ravensburg
 * game's turn counts for its draw limits ({@link TurnCount}). Each is immutable; {@link #named()}
 * gives the counts under the names that records and the command line show.
 */
public sealed interface Counters permits Counters.None, Counters.Piles, Counters.TurnCount {

    /** No counters (the classic games). */
    Counters NONE = new None();

    /**
     * Returns the counts under their names, sorted by name: {@code dark}, {@code light}, {@code pool}
     * for the piles, {@code quiet}, {@code turns} for the turn counts, nothing for none.
     *
     * @return an unmodifiable map, never null
     */
    SortedMap<String, Integer> named();

    /** No counters. */
    record None() implements Counters {
        @Override
        public SortedMap<String, Integer> named() {
            return Collections.emptySortedMap();
        }

        @Override
        public String toString() {
            return "{}";
        }
    }

    /** One of the Babylonian game's counter piles. */
    enum Pile {
        /** Light's pile. */
        LIGHT("light"),
        /** Dark's pile. */
        DARK("dark"),
        /** The common pool, which the winner takes. */
        POOL("pool");

        private final String id;

        Pile(String id) {
            this.id = id;
        }

        /**
         * Returns the pile's name as records and the command line show it.
         *
         * @return {@code light}, {@code dark} or {@code pool}
         */
        public String id() {
            return id;
        }

        /**
         * Returns a player's own pile.
         *
         * @param player the player, not null
         * @return {@link #LIGHT} or {@link #DARK}
         */
        public static Pile of(Player player) {
            if (player == null) {
                throw new IllegalArgumentException("player must not be null");
            }
            return player == Player.LIGHT ? LIGHT : DARK;
        }
    }

    /**
     * The Babylonian game's counter piles.
     *
     * @param light the counters light holds, at least 0
     * @param dark the counters dark holds, at least 0
     * @param pool the counters in the common pool, at least 0
     */
    record Piles(int light, int dark, int pool) implements Counters {

        /**
         * Validates the piles.
         *
         * @throws IllegalArgumentException if a pile is negative
         */
        public Piles {
            if (light < 0 || dark < 0 || pool < 0) {
                String bad = light < 0 ? "light=" + light : dark < 0 ? "dark=" + dark : "pool=" + pool;
                throw new IllegalArgumentException("counter piles need a count of at least 0, got " + bad);
            }
        }

        /**
         * Returns the counters a player holds.
         *
         * @param player the player, not null
         * @return its pile
         */
        public int of(Player player) {
            return get(Pile.of(player));
        }

        /**
         * Returns the counters in a pile.
         *
         * @param pile the pile, not null
         * @return the count
         */
        public int get(Pile pile) {
            if (pile == null) {
                throw new IllegalArgumentException("pile must not be null");
            }
            return switch (pile) {
                case LIGHT -> light;
                case DARK -> dark;
                case POOL -> pool;
            };
        }

        /**
         * Returns the counters of all three piles together.
         *
         * @return light + dark + pool
         */
        public int total() {
            return light + dark + pool;
        }

        /**
         * Returns the piles after a player takes counters from the pool (or pays them into it).
         *
         * @param player the player, not null
         * @param change counters taken from the pool, negative when paid into it
         * @return the new piles
         * @throws IllegalArgumentException if a pile would fall below 0
         */
        public Piles exchange(Player player, int change) {
            return player == Player.LIGHT ? new Piles(light + change, dark, pool - change)
                    : new Piles(light, dark + change, pool - change);
        }

        /**
         * Returns the piles after a player takes the whole pool (the winner's prize).
         *
         * @param player the player, not null
         * @return the new piles, the pool empty
         */
        public Piles takePool(Player player) {
            return exchange(player, pool);
        }

        @Override
        public SortedMap<String, Integer> named() {
            TreeMap<String, Integer> m = new TreeMap<>();
            m.put(Pile.LIGHT.id(), light);
            m.put(Pile.DARK.id(), dark);
            m.put(Pile.POOL.id(), pool);
            return Collections.unmodifiableSortedMap(m);
        }

        @Override
        public String toString() {
            return named().toString();
        }
    }

    /**
     * The Ravensburg game's turn counts, for its draw limits.
     *
     * @param turns turns played (every roll, moved or missed), at least 0
     * @param quiet turns since the last capture or removal, at least 0
     */
    record TurnCount(int turns, int quiet) implements Counters {

        /** The counts before the first turn. */
        public static final TurnCount START = new TurnCount(0, 0);

        /**
         * Validates the counts.
         *
         * @throws IllegalArgumentException if a count is negative
         */
        public TurnCount {
            if (turns < 0 || quiet < 0) {
                throw new IllegalArgumentException("turn counts are at least 0, got " + turns + " turns, " + quiet
                        + " quiet");
            }
        }

        /**
         * Returns the counts after one more turn.
         *
         * @param eventful whether the turn captured or removed a man (the quiet count starts again)
         * @return the new counts
         */
        public TurnCount next(boolean eventful) {
            return new TurnCount(turns + 1, eventful ? 0 : quiet + 1);
        }

        @Override
        public SortedMap<String, Integer> named() {
            TreeMap<String, Integer> m = new TreeMap<>();
            m.put("turns", turns);
            m.put("quiet", quiet);
            return Collections.unmodifiableSortedMap(m);
        }

        @Override
        public String toString() {
            return named().toString();
        }
    }
}
