package net.ur.client.game;

/**
 * The person's commands on a game as a whole, outside its turns: pause and resume it, keep a copy,
 * start it again, leave it; and whether it is paused or has ended. The state that runs one game at
 * the table implements it and gives it to the panels, the HUD and the input that offer these
 * commands, so that they need not know that state.
 */
public interface GameControls {

    /** Pauses the game and opens the pause panel (Esc at the table); nothing once the game is over. */
    void pause();

    /** Closes the pause panel and goes on with the game. */
    void resume();

    /** Ends this game and starts a new one with the same rules and players (other dice). */
    void restartSame();

    /** Leaves the game for its review and replay (the end panel's Review). */
    void review();

    /** Leaves the game for the menu. */
    void exit();

    /**
     * Keeps this game, as it is now, among the saved games.
     *
     * @return what happened, in a line for the player
     */
    String keep();

    /** Whether the game is paused. */
    boolean isPaused();

    /** Whether the game has ended and its end panel has been shown. */
    boolean isEnded();

    /** The line saying that an unfinished game was kept because this one took its place, or empty. */
    String keptNotice();

    /**
     * Resigns a network game for the person at this table: the game ends, the other side the
     * winner, and the other side is told. Does nothing in other games (the rules know no resignation).
     */
    default void resign() {
    }
}
