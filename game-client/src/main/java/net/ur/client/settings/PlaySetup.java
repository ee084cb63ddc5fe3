package net.ur.client.settings;

import java.util.Locale;
import net.ur.rules.Player;
import net.ur.rules.sets.RuleSets;
import net.ur.ai.Agents;

/**
 * What a game is started with: the rule set and who plays each side, a person at this table
 * ({@value #HUMAN}), a computer player named as on the command line, a script
 * ({@value #SCRIPT}: a lesson writes that side's actions, and no computer player is started for it),
 * or the other player of a network game ({@value #REMOTE} and its name: its actions come from across
 * the network).
 *
 * @param rules the rule set's name, one of {@link RuleSets#NAMES}
 * @param light who plays light: {@value #HUMAN}, {@value #SCRIPT} or an agent name
 * @param dark who plays dark: {@value #HUMAN}, {@value #SCRIPT} or an agent name
 * @param seed the seed of the dice impulses and the computer's choices
 */
public record PlaySetup(String rules, String light, String dark, long seed) {

    /** The controller name of a person at this table. */
    public static final String HUMAN = "human";
    /** The controller name of a side whose actions a script writes (a lesson's opponent). */
    public static final String SCRIPT = "script";

    /** The prefix of the controller name of a network game's other player: {@code remote:Name}. */
    public static final String REMOTE = "remote:";

    /** Validates the names, so that a wrong one is reported before the game starts. */
    public PlaySetup {
        if (rules == null || light == null || dark == null) {
            throw new IllegalArgumentException("a game needs a rule set and a player for each side");
        }
        rules = rules.toLowerCase(Locale.ROOT);
        RuleSets.byName(rules);
        light = checkController(light);
        dark = checkController(dark);
    }

    private static String checkController(String name) {
        if (name.startsWith(REMOTE)) {
            return remote(name.substring(REMOTE.length()));
        }
        String n = name.toLowerCase(Locale.ROOT);
        if (!n.equals(HUMAN) && !n.equals(SCRIPT)) {
            Agents.byName(n);
        }
        return n;
    }

    /**
     * Who plays a side.
     *
     * @param player the side, not null
     * @return {@value #HUMAN} or an agent name
     */
    public String controller(Player player) {
        return player == Player.LIGHT ? light : dark;
    }

    /**
     * Tells whether a person plays a side.
     *
     * @param player the side, not null
     * @return true for a person at this table
     */
    public boolean isHuman(Player player) {
        return controller(player).equals(HUMAN);
    }

    /**
     * The controller name of a network game's other player.
     *
     * @param name the player's name as it greeted (control characters are dropped, at most 32 kept)
     * @return {@code remote:} and the name
     */
    public static String remote(String name) {
        String n = name == null ? "" : name.replaceAll("\\p{Cntrl}", "").strip();
        n = n.isEmpty() ? "the other player" : n.length() > 32 ? n.substring(0, 32) : n;
        return REMOTE + n;
    }

    /**
     * Tells whether a side is the other player of a network game.
     *
     * @param player the side, not null
     * @return true when its actions come from across the network
     */
    public boolean isRemote(Player player) {
        return controller(player).startsWith(REMOTE);
    }

    /**
     * Tells whether this is a network game: one side's actions come from across the network, and
     * every throw's faces are agreed by both sides before the dice fly.
     *
     * @return true when a side is remote
     */
    public boolean isNetworkGame() {
        return isRemote(Player.LIGHT) || isRemote(Player.DARK);
    }

    /**
     * The name of a network game's other player.
     *
     * @param player a remote side, not null
     * @return its name, or null when the side is not remote
     */
    public String remoteName(Player player) {
        return isRemote(player) ? controller(player).substring(REMOTE.length()) : null;
    }

    /**
     * Tells whether a script plays a side (a lesson's opponent): neither a person nor a computer player.
     *
     * @param player the side, not null
     * @return true for a scripted side
     */
    public boolean isScripted(Player player) {
        return controller(player).equals(SCRIPT);
    }

    /**
     * Tells whether this is a person's game: one that is saved as it is played, continued, and
     * kept when another game replaces it. A game of computers only (watch, a benchmark) is none of
     * these, so it never touches the player's game in progress or their saved games.
     *
     * @return true when a person plays at least one side
     */
    public boolean isPersonsGame() {
        return isHuman(Player.LIGHT) || isHuman(Player.DARK);
    }
}
