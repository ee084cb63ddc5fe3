package net.ur.client.perfect;

import java.util.random.RandomGenerator;
import jme3utilities.Validate;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;
import net.ur.rules.ai.Agent;
import net.ur.rules.ai.Agents;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.solve.PerfectAgent;
import net.ur.rules.solve.SolvedTable;

/**
 * The Perfect computer player at the table: it plays from its rule set's solved table when the table
 * is ready, and until then the master level plays for it. It asks for the table when it is made
 * ({@link PerfectTables#want}: read, or made in the background if missing or damaged) and looks again
 * at every move, so that Perfect takes over from the first move after the table is ready.
 */
public final class PerfectOrMaster implements Agent {

    /** Nanoseconds the HUD says that Perfect has taken over. */
    static final long TOOK_OVER_SHOWN = 10_000_000_000L;

    private final PerfectTables tables;
    private final ClassicSettings settings;
    private final Agent master = Agents.byName("master");
    private volatile PerfectAgent perfect;
    private volatile boolean masterPlayed;
    private volatile long tookOverAt;
    private volatile int perfectMoves;
    private volatile int masterMoves;

    /**
     * @param tables the game's tables, not null
     * @param settings the rules of the game, not null
     */
    public PerfectOrMaster(PerfectTables tables, ClassicSettings settings) {
        Validate.nonNull(tables, "tables");
        Validate.nonNull(settings, "settings");
        this.tables = tables;
        this.settings = settings;
        tables.want(settings);
    }

    @Override
    public String name() {
        return "perfect";
    }

    @Override
    public String description() {
        return "perfect play from the solved table of " + settings.displayName() + "; the master plays until it is made";
    }

    /** The rules this player plays. */
    public ClassicSettings settings() {
        return settings;
    }

    /** Whether the next move will be Perfect's own (the table is ready). */
    public boolean playsPerfectly() {
        return tables.table(settings) != null;
    }

    /** Moves chosen from the table so far. */
    public int perfectMoves() {
        return perfectMoves;
    }

    /** Moves the master chose for Perfect so far. */
    public int masterMoves() {
        return masterMoves;
    }

    @Override
    public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
        SolvedTable table = tables.table(settings);
        if (table == null) {
            masterPlayed = true;
            Move m = master.chooseMove(rules, state, random);
            masterMoves++;
            return m;
        }
        PerfectAgent p = perfect;
        if (p == null || p.table() != table) {
            p = new PerfectAgent(table);
            perfect = p;
            if (masterPlayed) {
                tookOverAt = System.nanoTime();
            }
        }
        Move m = p.chooseMove(rules, state, random);
        perfectMoves++;
        return m;
    }

    /**
     * A line for the game's HUD while the master plays for Perfect (or just after Perfect took over).
     *
     * @return the line, or empty when Perfect plays from its table and has nothing to say
     */
    public String notice() {
        PerfectTables.Status s = tables.status(settings);
        String until = "; the master plays until then";
        switch (s.phase()) {
            case READY:
                long since = System.nanoTime() - tookOverAt;
                return tookOverAt != 0 && since < TOOK_OVER_SHOWN ? "Perfect has learnt the game and plays from now on" : "";
            case UNCHECKED:
            case CHECKING:
                return "Perfect is reading its table" + until;
            case QUEUED:
                return "Perfect waits to learn the game (another table is being made)" + until;
            case BUILDING:
                return "Perfect is learning the game" + progressWords(s) + until;
            case NO_MEMORY:
                return "Perfect needs " + PerfectTables.gigabytes(tables.heapNeeded(settings))
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
    public static String progressWords(PerfectTables.Status s) {
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
