package net.ur.rules.babylonian;

import net.ur.rules.Player;

/**
 * How one Babylonian game of a match begins: the counters each player holds before paying the
 * stake, who starts, and the opening throw that decided it (empty when it was not recorded).
 *
 * @param lightCounters light's counters before the stake, at least {@link #STAKE}
 * @param darkCounters dark's counters before the stake, at least {@link #STAKE}; with light's, {@link #TOTAL}
 * @param firstPlayer the player who throws first, not null
 * @param opening the opening throw, not null: empty, or decided in favour of {@code firstPlayer}
 */
public record BabylonianSetup(int lightCounters, int darkCounters, Player firstPlayer, Opening opening) {

    /** The counters each player buys at the start of a match. */
    public static final int STARTING_COUNTERS = 25;
    /** The counters each player pays into the pool at the start of each game. */
    public static final int STAKE = 10;
    /** The counters in play, held by the players and the pool together, throughout a match. */
    public static final int TOTAL = 2 * STARTING_COUNTERS;
    /** The first game of a match: 25 counters each, light starts, no opening recorded. */
    public static final BabylonianSetup DEFAULT = new BabylonianSetup(STARTING_COUNTERS, STARTING_COUNTERS,
            Player.LIGHT, Opening.start());

    /**
     * Validates the setup.
     *
     * @throws IllegalArgumentException if a player cannot pay the stake, the counters do not add up to
     *     {@link #TOTAL}, or the opening names another first player
     */
    public BabylonianSetup {
        if (firstPlayer == null || opening == null) {
            throw new IllegalArgumentException("a setup needs a first player and an opening (possibly empty)");
        }
        if (lightCounters < STAKE || darkCounters < STAKE) {
            throw new IllegalArgumentException("each player must hold at least the stake of " + STAKE
                    + " counters to play a game, got light " + lightCounters + " and dark " + darkCounters);
        }
        if (lightCounters + darkCounters != TOTAL) {
            throw new IllegalArgumentException("the players' counters must add up to " + TOTAL + ", got light "
                    + lightCounters + " and dark " + darkCounters);
        }
        if (!opening.throwsMade().isEmpty()) {
            if (!opening.isDecided()) {
                throw new IllegalArgumentException("the opening throw has not decided who starts yet");
            }
            if (opening.firstPlayer() != firstPlayer) {
                throw new IllegalArgumentException("the opening throw lets " + opening.firstPlayer().displayName()
                        + " start, not " + firstPlayer.displayName());
            }
        }
    }

    /**
     * Creates the setup of a game whose starter was decided by an opening throw.
     *
     * @param lightCounters light's counters before the stake
     * @param darkCounters dark's counters before the stake
     * @param opening a decided opening, not null
     * @return the setup
     */
    public static BabylonianSetup of(int lightCounters, int darkCounters, Opening opening) {
        if (opening == null || !opening.isDecided()) {
            throw new IllegalArgumentException("the opening throw must have decided who starts");
        }
        return new BabylonianSetup(lightCounters, darkCounters, opening.firstPlayer(), opening);
    }

    /**
     * Returns a player's counters before the stake.
     *
     * @param player the player, not null
     * @return the counters
     */
    public int counters(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("player must not be null");
        }
        return player == Player.LIGHT ? lightCounters : darkCounters;
    }

    /**
     * Returns the setup as text, e.g. {@code counters=light:25,dark:25;first=dark;opening=light:3:no,dark:1:yes}
     * (records hash it into the start of their chain).
     *
     * @return the text
     */
    public String canonicalText() {
        return "counters=light:" + lightCounters + ",dark:" + darkCounters + ";first="
                + (firstPlayer == Player.LIGHT ? "light" : "dark") + ";opening=" + opening.canonicalText();
    }
}
