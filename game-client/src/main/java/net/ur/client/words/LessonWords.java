package net.ur.client.words;


/**
 * A lesson's lines at the table (its own sentences come from its file): its panel's buttons, whose
 * turn it is, a move the step does not take or adapts to, a jump ahead, its progress and its end.
 */
public final class LessonWords {

    private LessonWords() {
    }

    /**
     * A fixed label or line of this class. Through this call it is no compile-time constant: the
     * compiler does not copy its text into the classes that show it, so the text stays in this
     * class alone.
     */
    private static String said(String text) {
        return text;
    }

    // A lesson's lines (its own sentences come from its file).

    /** The lesson's buttons. */
    public static final String NEXT_LESSON = said("Next lesson");
    public static final String PLAY_A_GAME = said("Play a game");
    public static final String MENU = said("Menu");
    public static final String SKIP_STEP = said("Skip step [N]");
    public static final String LEAVE_ESC = said("Leave [Esc]");

    /**
     * What a lesson says when its last step is done.
     *
     * @param title the lesson's title
     * @return the line
     */
    public static String lessonLearnt(String title) {
        return title + ": lesson learnt.";
    }

    /** What a lesson says when the person's move, not the lesson's, still lets it go on. */
    public static String lessonAdapts() {
        return "That works too: the lesson goes on from there.";
    }

    /**
     * What a lesson says of a legal move that is not the step's.
     *
     * @param why the step's own reason from the lesson file, or empty
     * @return the line
     */
    public static String lessonNotThisMove(String why) {
        return why.isEmpty() ? "That move is legal, but it is not this lesson's: try again." : why;
    }

    /**
     * Whose turn a lesson's step is, when its file says nothing.
     *
     * @param persons whether it is the person's
     * @return the line
     */
    public static String lessonTurn(boolean persons) {
        return persons ? "Your turn." : "Your opponent's turn.";
    }

    /**
     * The note of a lesson's jump ahead, before and after it.
     *
     * @param actions how many actions the jump plays
     * @param done whether it has been played
     * @return the note
     */
    public static String lessonJump(int actions, boolean done) {
        return done ? "Jumped ahead: the lesson played " + actions + " actions of both sides to reach this position."
                : "The lesson jumps ahead: it plays " + actions + " actions of both sides out of sight.";
    }

    /**
     * The lesson panel's progress line.
     *
     * @param done whether every step is done
     * @param step the step now, from 0
     * @param steps how many steps
     * @param note the step's note, or empty
     * @return the lines
     */
    public static String lessonProgress(boolean done, int step, int steps, String note) {
        return (done ? "Every step done: remembered as learnt."
                : "Step " + Math.min(step + 1, steps) + " of " + steps + "   \u00b7   The dice are set for this lesson.")
                + (note.isEmpty() ? "" : "\n" + note);
    }
}
