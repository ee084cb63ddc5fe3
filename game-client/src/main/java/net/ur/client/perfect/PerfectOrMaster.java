package net.ur.client.perfect;

import java.util.random.RandomGenerator;
import jme3utilities.Validate;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;
import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.classic.ClassicSettings;
import net.ur.ai.solve.PerfectAgent;
import net.ur.ai.solve.SolvedTable;

/**
 * The Perfect computer player at the table: it plays from its rule set's solved table when the table
 * is ready, and until then the master level plays for it. It asks for the table when it is made
 * ({@link PerfectTables#want}: read, or made in the background if missing or damaged) and looks again
 * at every move, so that Perfect takes over from the first move after the table is ready. What the
 * HUD says of it meanwhile is {@code HintWords.perfectNotice}, from {@link #status}.
 */
public final class PerfectOrMaster implements Agent {

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

    /** The state of Perfect's table for these rules (ready, read, being made, missing...). */
    public PerfectTables.Status status() {
        return tables.status(settings);
    }

    /**
     * Whether Perfect took over from the master within a time: it had played for Perfect, and the
     * table has been ready since.
     *
     * @param nanos the time, in nanoseconds
     * @return true for that long after Perfect's first move from its table
     */
    public boolean tookOverWithin(long nanos) {
        long at = tookOverAt;
        return at != 0 && System.nanoTime() - at < nanos;
    }

    /** The memory Perfect needs to make its table, in bytes. */
    public long memoryNeeded() {
        return tables.heapNeeded(settings);
    }
}
