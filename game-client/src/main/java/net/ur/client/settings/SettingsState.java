package net.ur.client.settings;


import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import jme3utilities.Validate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Holds the player's settings while the game runs: loads them at start, hands them to whoever
 * asks, saves every change at once, and collects what went wrong with the player's files (a
 * broken settings file or save) so that the menu can say it once.
 */
public class SettingsState extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(SettingsState.class);

    private final SettingsStore store;
    private final SavedGames saves;
    private Settings settings;
    private final List<String> notices = new ArrayList<>();

    /**
     * @param store where the settings live; not null
     * @param saves where the game in progress is kept; not null
     */
    public SettingsState(SettingsStore store, SavedGames saves) {
        Validate.nonNull(store, "store");
        Validate.nonNull(saves, "saves");
        this.store = store;
        this.saves = saves;
        this.newPlayer = !java.nio.file.Files.exists(store.file());
        this.settings = store.load();
        String problem = store.takeProblem();
        if (problem != null) {
            notices.add(problem);
        }
    }

    /** Whether there was no settings file when the game started: a new player's first start. */
    private final boolean newPlayer;

    /**
     * Whether this is a new player's first start: no settings file was there when the game
     * started (the first game started writes one, with the rules chosen).
     */
    public boolean newPlayer() {
        return newPlayer;
    }

    /** The settings now. */
    public Settings get() {
        return settings;
    }

    /** The store of the game in progress. */
    public SavedGames saves() {
        return saves;
    }

    /**
     * Changes the settings and writes them to the player's file.
     *
     * @param changed the new settings; not null
     */
    public void set(Settings changed) {
        Validate.nonNull(changed, "changed");
        settings = changed;
        try {
            store.save(changed);
        } catch (IOException e) {
            String msg = "The settings could not be saved to " + store.file() + ": " + e.getMessage();
            LOG.warn(msg);
            notices.add(msg);
        }
    }

    /**
     * Adds a message for the player, shown once by the menu.
     *
     * @param message the text; not null
     */
    public void notice(String message) {
        notices.add(message);
    }

    /** Takes the messages not yet shown. */
    public List<String> takeNotices() {
        List<String> out = List.copyOf(notices);
        notices.clear();
        return out;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
