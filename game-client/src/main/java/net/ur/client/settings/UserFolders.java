package net.ur.client.settings;

import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Where the game keeps the player's files: settings in the config folder
 * ({@code $XDG_CONFIG_HOME/ur}, else {@code ~/.config/ur}), saved games and tables in the data
 * folder ({@code $XDG_DATA_HOME/ur}, else {@code ~/.local/share/ur}). The system property
 * {@code ur.home} puts both under one folder instead (tests use it).
 */
public final class UserFolders {

    private UserFolders() {
    }

    /** The folder of the settings file. */
    public static Path config() {
        return pick("config", "XDG_CONFIG_HOME", ".config");
    }

    /** The folder of saved games and perfect-play tables. */
    public static Path data() {
        return pick("data", "XDG_DATA_HOME", ".local/share");
    }

    private static Path pick(String sub, String variable, String fallback) {
        String home = System.getProperty("ur.home");
        if (home != null && !home.isBlank()) {
            return Paths.get(home, sub);
        }
        String xdg = System.getenv(variable);
        if (xdg != null && !xdg.isBlank()) {
            return Paths.get(xdg, "ur");
        }
        return Paths.get(System.getProperty("user.home"), fallback, "ur");
    }
}
