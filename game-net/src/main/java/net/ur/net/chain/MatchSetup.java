package net.ur.net.chain;

import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.sets.RuleSets;

/**
 * What two players agreed before a game of a match: the match code, the rules, who they are
 * (public keys; the first is the one who set the rules), the nonces of their greetings, the game's
 * number in the match and, for the Babylonian game, the counters each holds. Everything in it is
 * hashed into the {@link #gameId()}, which every entry names and the first entry follows.
 * In the classic and Ravensburg games the sides change at each rematch (light moves first); in the
 * Babylonian match they stay, and the opening throw decides who starts.
 *
 * @param code the match code
 * @param rules the rule set's name
 * @param firstKey the first player's public key (set the rules)
 * @param firstName the first player's name
 * @param secondKey the second player's public key
 * @param secondName the second player's name
 * @param nonces both greetings' nonces, hex, first's then second's
 * @param gameNumber the game's number in the match, from 1
 * @param lightCounters light's counters before the game (Babylonian), else 0
 * @param darkCounters dark's counters before the game (Babylonian), else 0
 */
public record MatchSetup(String code, String rules, String firstKey, String firstName, String secondKey,
        String secondName, String nonces, int gameNumber, int lightCounters, int darkCounters) {

    /**
     * Checks the setup.
     *
     * @throws IllegalArgumentException if a field is missing, the rules unknown or both players hold one key
     */
    public MatchSetup {
        if (code == null || rules == null || firstKey == null || secondKey == null || nonces == null
                || firstName == null || secondName == null) {
            throw new IllegalArgumentException("a match setup needs its code, rules, both keys, names and nonces");
        }
        if (firstKey.equals(secondKey)) {
            throw new IllegalArgumentException("both players hold the same key: each needs its own (another data"
                    + " folder, -Dur.home, or --identity)");
        }
        if (gameNumber < 1) {
            throw new IllegalArgumentException("games are numbered from 1, not " + gameNumber);
        }
        RuleSets.byName(rules);
    }

    /**
     * The first game of a match.
     *
     * @return the setup of game 1: 25 counters each in the Babylonian game
     */
    public static MatchSetup first(String code, String rules, String firstKey, String firstName, String secondKey,
            String secondName, String nonces) {
        boolean b = RuleSets.BABYLONIAN_NAMES.contains(rules);
        int c = b ? BabylonianSetup.STARTING_COUNTERS : 0;
        return new MatchSetup(code, rules, firstKey, firstName, secondKey, secondName, nonces, 1, c, c);
    }

    /** Whether this is the Babylonian game (opening throw, roll decisions, counters). */
    public boolean babylonian() {
        return RuleSets.BABYLONIAN_NAMES.contains(rules);
    }

    /** The Babylonian board of the rules. */
    public BabylonianBoard board() {
        return BabylonianBoard.byName(rules);
    }

    /** Whether the first player plays light in this game. */
    private boolean firstIsLight() {
        return babylonian() || gameNumber % 2 == 1;
    }

    /** A side's public key. */
    public String keyOf(Player p) {
        return (p == Player.LIGHT) == firstIsLight() ? firstKey : secondKey;
    }

    /** A side's name. */
    public String nameOf(Player p) {
        return (p == Player.LIGHT) == firstIsLight() ? firstName : secondName;
    }

    /**
     * The side a key plays.
     *
     * @param key a public key, hex
     * @return the side, or null if the key is not a player's
     */
    public Player playerOf(String key) {
        if (key.equals(keyOf(Player.LIGHT))) {
            return Player.LIGHT;
        }
        return key.equals(keyOf(Player.DARK)) ? Player.DARK : null;
    }

    /** The text the game id hashes. */
    public String canonicalText() {
        return "ur-net-game/1;code=" + code + ";rules=" + rules + ";light=" + keyOf(Player.LIGHT) + ";dark="
                + keyOf(Player.DARK) + ";nonces=" + nonces + ";game=" + gameNumber + ";counters=" + lightCounters
                + "," + darkCounters;
    }

    /** The game's id: SHA-256 of {@link #canonicalText()}, 64 hex digits. */
    public String gameId() {
        return Hashes.sha256Hex(canonicalText());
    }

    /**
     * The next game of the match.
     *
     * @param lightAfter light's counters after this game (Babylonian; ignored otherwise)
     * @param darkAfter dark's counters after this game
     * @return the setup of the next game
     */
    public MatchSetup next(int lightAfter, int darkAfter) {
        boolean b = babylonian();
        return new MatchSetup(code, rules, firstKey, firstName, secondKey, secondName, nonces, gameNumber + 1,
                b ? lightAfter : 0, b ? darkAfter : 0);
    }
}
