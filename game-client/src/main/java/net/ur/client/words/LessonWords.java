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
    public static final String GO_ON = said("Go on [Space]");
    public static final String LEAVE_YES = said("Leave [Y]");
    public static final String STAY_ESC = said("Stay [Esc]");

    /** What the lesson's panel asks when Esc is pressed in the middle of a lesson. */
    public static final String LEAVE_QUESTION = said("Leave the lesson? Its steps so far are not kept: it starts again"
            + " from its first step next time.");

    /**
     * Why a click at a lesson's table did nothing, said before the step's own line.
     *
     * @param kind what the click missed; not null
     * @return the line
     */
    public static String lessonMissedClick(net.ur.client.es.game.MissedClick.Kind kind) {
        return switch (kind) {
            case THROW_FIRST -> "The dice are to be thrown first: click them (or press Space).";
            case DICE_THROWN -> "The dice are thrown: now move a piece.";
            case PIECE_CANNOT_MOVE -> "That piece has no move with this throw.";
            case NOTHING_THERE -> "Nothing there to move: click a piece that can move, or the house it reaches.";
            case NOT_YOUR_TURN -> "Not yet: your opponent is playing. Wait for your turn.";
        };
    }

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
