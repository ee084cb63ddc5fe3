package net.ur.client.words;


/**
 * The words of advice at the table: a hint's line (perfect play's or the master's move, or the
 * roll decision), what is said while it is worked out or when it fails, and Perfect's notice while
 * its table is made (its progress and the time left).
 */
public final class HintWords {

    private HintWords() {
    }

    /**
     * A hint on the roll decision (the master's choice).
     *
     * @param throwAgain whether the master would throw the broad astragal
     * @return the hint's line
     */
    public static String hintDecision(boolean throwAgain) {
        return throwAgain ? "Hint: the master would throw the broad astragal" : "Hint: the master would keep this throw";
    }

    /**
     * A hint from perfect play's table: the winning chance the move keeps.
     *
     * @param moves how many legal moves there are
     * @param best the mover's chance after the best move, 0..1
     * @param worst the chance after the worst, 0..1
     * @return the hint's line
     */
    public static String hintPerfect(int moves, double best, double worst) {
        return moves == 1
                ? "Hint: the only move; with perfect play from here you win " + net.ur.ai.solve.SolvedTable.percent(best)
                : "Hint: perfect play makes this move; you win " + net.ur.ai.solve.SolvedTable.percent(best)
                + " with it (" + net.ur.ai.solve.SolvedTable.percent(worst) + " with the worst)";
    }

    /**
     * A hint from the master's search (no table).
     *
     * @param moves how many legal moves there are
     * @return the hint's line
     */
    public static String hintMaster(int moves) {
        return moves == 1 ? "Hint: the only move" : "Hint: the master would make this move";
    }

    /**
     * The hint asked for before the throw.
     *
     * @param rules the game's rules (what is thrown: dice, the astragals, a die); not null
     * @return the line
     */
    public static String hintThrowFirst(net.ur.rules.RuleSet rules) {
        jme3utilities.Validate.nonNull(rules, "rules");
        return "Hint: throw first (Space or click " + TurnWords.throwables(rules.hasCounters(), rules.hasTowers())
                + "); then H shows the best move";
    }

    /** The hint's line while it is worked out. */
    public static String hintThinking() {
        return "Hint: thinking\u2026";
    }

    /**
     * The hint's line when it could not be worked out.
     *
     * @param why what went wrong, in a few words
     * @return the line
     */
    public static String hintFailed(String why) {
        return "No hint this time: " + why;
    }

    /**
     * The HUD's notice when Perfect is asked for rules it has no table for.
     *
     * @param rules the rule set's display name
     * @return the notice
     */
    public static String perfectUnknown(String rules) {
        return "Perfect knows Finkel, Masters, Blitz and Aseb only: the master plays " + rules;
    }

    // Perfect's notice under the status line.

    /** Nanoseconds the HUD says that Perfect has taken over. */
    public static final long TOOK_OVER_SHOWN = 10_000_000_000L;

    /**
     * A line for the game's HUD while the master plays for Perfect (or just after Perfect took over).
     *
     * @param perfect the Perfect player at the table; not null
     * @return the line, or empty when Perfect plays from its table and has nothing to say
     */
    public static String perfectNotice(net.ur.client.perfect.PerfectOrMaster perfect) {
        net.ur.client.perfect.PerfectTables.Status s = perfect.status();
        String until = "; the master plays until then";
        switch (s.phase()) {
            case READY:
                return perfect.tookOverWithin(TOOK_OVER_SHOWN) ? "Perfect has learnt the game and plays from now on" : "";
            case UNCHECKED:
            case CHECKING:
                return "Perfect is reading its table" + until;
            case QUEUED:
                return "Perfect waits to learn the game (another table is being made)" + until;
            case BUILDING:
                return "Perfect is learning the game" + progressWords(s) + until;
            case NO_MEMORY:
                return "Perfect needs " + net.ur.client.perfect.PerfectTables.gigabytes(perfect.memoryNeeded())
                        + " of memory to learn the game: the master plays (see the game selection)";
            case DAMAGED:
                return "Perfect's table was damaged and set aside: the master plays";
            case FAILED:
                return "Perfect could not learn the game: the master plays (see the game selection)";
            case MISSING:
            default:
                return "Perfect has no table: the master plays";
        }
    }

    /**
     * A build's progress in words: {@code : 37%, about 4 min left}.
     *
     * @param s a building status
     * @return the words, starting with ": ", or empty before anything is known
     */
    public static String progressWords(net.ur.client.perfect.PerfectTables.Status s) {
        StringBuilder b = new StringBuilder();
        if (!Double.isNaN(s.fraction())) {
            b.append(": ").append((int) Math.floor(100 * s.fraction())).append('%');
        }
        if (!Double.isNaN(s.secondsLeft())) {
            b.append(b.length() == 0 ? ": " : ", ").append(timeLeft(s.secondsLeft()));
        }
        return b.toString();
    }

    /**
     * Time left in words: {@code less than a minute left}, {@code about 4 min left}, {@code about 1 h 10 min left}.
     *
     * @param seconds the estimate
     * @return the words
     */
    public static String timeLeft(double seconds) {
        if (seconds < 60) {
            return "less than a minute left";
        }
        long min = Math.round(seconds / 60);
        if (min < 60) {
            return "about " + min + " min left";
        }
        return "about " + min / 60 + " h " + min % 60 + " min left";
    }
}
