package net.ur.client.ui;

import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;

/**
 * What the menus ask of the application when a choice leaves them: start or continue a game, or
 * change the window. The application implements it; a screen finds it as its application, so
 * that the menus need not know the application's class.
 */
public interface Navigator {

    /**
     * Leaves the menus and starts a game at the table.
     *
     * @param setup the rule set and players; not null
     */
    void startGame(PlaySetup setup);

    /**
     * Leaves the menus and continues a saved game where it was left.
     *
     * @param saved the saved game; not null
     */
    void continueGame(SavedGames.Saved saved);

    /**
     * Leaves the menus (or the table) for a game's review and replay at the table.
     *
     * @param setup who played the game (their names); not null
     * @param record the game, finished or not; not null
     */
    void review(PlaySetup setup, net.ur.rules.record.GameRecord record);

    /**
     * Leaves the menus and starts a lesson at the table.
     *
     * @param lesson the lesson's name: {@code classic}, {@code babylonian} or {@code ravensburg}
     * @return null when it started, else why not, in a line for the player
     */
    String startLesson(String lesson);

    /** Shows the lessons to choose from (Learn to play). */
    void showLessons();

    /** Ends whatever is at the table and shows the main menu. */
    void returnToMenu();

    /**
     * Changes the window while the game runs.
     *
     * @param width the window width, at least 640
     * @param height the window height, at least 480
     * @param fullscreen whether the game takes the whole screen
     * @param vsync whether frames wait for the display's refresh
     * @return whether the window is being changed
     */
    boolean applyWindow(int width, int height, boolean fullscreen, boolean vsync);

    /** Shows the screen of play across the network: host, join, or meet at a relay. */
    void showNetworkPlay();
}
