package net.ur.client.lesson;

/**
 * What the lesson's system and panel ask of the lesson as a whole: set the table at a step again
 * (a wrong move undone, the lesson restarted), mark it learnt, leave it, go on.
 */
public interface LessonControls {

    /**
     * Lays the table again at a step of a script, the game as the steps before it left it.
     *
     * @param index the step from 0
     * @param script the lesson's script (adapted to a move the person chose, or the lesson's own); not null
     */
    void restartAt(int index, LessonScript script);

    /** Restarts the lesson from its first step. */
    void restart();

    /** The lesson's last step has been played: it is remembered as learnt. */
    void finished();

    /** Leaves the lesson for the main menu. */
    void leave();

    /** Starts the next lesson, or, after the last, leaves for the main menu. */
    void next();

    /** Leaves the lesson for a game of its rules against the computer. */
    void playGame();

    /** Whether there is a lesson after this one. */
    boolean hasNext();
}
