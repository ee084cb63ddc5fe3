package net.ur.client.game;

import net.ur.client.settings.PlaySetup;

import java.util.Locale;
import net.ur.client.settings.Settings;
import net.ur.rules.Player;

/**
 * The names the players go by at the table: a person's name from the settings (Light and Dark
 * unless the players chose their own), a computer player's side and level.
 */
public final class PlayerNames {

    private PlayerNames() {
    }

    /**
     * The short name of a side, for the end panel's title: a person's chosen name, or the side's
     * name for a computer player.
     *
     * @param settings the player's settings, or null for the defaults
     * @param setup who plays; not null
     * @param player the side; not null
     * @return the name
     */
    public static String name(Settings settings, PlaySetup setup, Player player) {
        if (setup.isRemote(player)) {
            return network(setup.remoteName(player), player);
        }
        if (!setup.isHuman(player)) {
            return player.displayName();
        }
        Settings s = settings == null ? Settings.DEFAULTS : settings;
        if (setup.isNetworkGame()) {
            // The person at this table of a network game is the first player named in the settings.
            return network(s.lightName(), player);
        }
        return player == Player.LIGHT ? s.lightName() : s.darkName();
    }

    /**
     * A network player's name as the table shows it: the name of the side they play when the name is
     * a side's name. Both players' settings say "Light" until they choose a name, and the sides
     * alternate from game to game, so without this the dark player would be "Light" too.
     *
     * @param name the name the player sent or chose; not null
     * @param side the side they play in this game; not null
     * @return the name to show
     */
    public static String network(String name, Player side) {
        return isSideName(name) ? side.displayName() : name;
    }

    /**
     * Whether a name is a side's name ("Light", "Dark", in any case), as a player's settings say until
     * they choose one.
     *
     * @param name a player's name; not null
     * @return true for a side's name
     */
    public static boolean isSideName(String name) {
        for (Player p : Player.values()) {
            if (p.displayName().equalsIgnoreCase(name.strip())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A computer player's name in words: its level or agent, with ", playing to win" for the win
     * objective ({@code master:win}).
     *
     * @param controller a computer player's name as the command line takes it; not null
     * @return e.g. {@code expert}, {@code master, playing to win}
     */
    static String computer(String controller) {
        return controller.endsWith(":win") ? controller.substring(0, controller.length() - 4) + ", playing to win" : controller;
    }

    /**
     * The name of a side with what it is: {@code Ann (light)}, {@code Light}, or
     * {@code Dark (computer: expert)}.
     *
     * @param settings the player's settings, or null for the defaults
     * @param setup who plays; not null
     * @param player the side; not null
     * @return the description
     */
    public static String describe(Settings settings, PlaySetup setup, Player player) {
        String controller = setup.controller(player);
        if (setup.isRemote(player)) {
            String name = network(setup.remoteName(player), player);
            return name + (name.equals(player.displayName()) ? " (across the network)"
                    : " (" + player.displayName().toLowerCase(Locale.ROOT) + ", across the network)");
        }
        if (controller.equals(PlaySetup.SCRIPT)) {
            return player.displayName() + " (the lesson)";
        }
        if (!controller.equals(PlaySetup.HUMAN)) {
            return player.displayName() + " (computer: " + computer(controller) + ")";
        }
        String name = name(settings, setup, player);
        return name.equals(player.displayName()) ? name : name + " (" + player.displayName().toLowerCase(Locale.ROOT) + ")";
    }
}
