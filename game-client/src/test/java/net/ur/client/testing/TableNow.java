package net.ur.client.testing;

import com.jme3.app.Application;
import com.simsilica.es.EntityData;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.state.TableBusy;
import net.ur.client.es.state.TableFacts;
import net.ur.client.es.state.TableGame;
import net.ur.client.es.state.TableReader;
import net.ur.rules.Player;

/**
 * The table as its entities say it, for tests: what the HUD, the panels and the actors read (the
 * published {@link TableFacts} and {@link TableGame}, whether the table is busy). Call on the render
 * thread (inside {@code AppDriver.call}).
 */
public final class TableNow {

    private TableNow() {
    }

    private static EntityData ed(Application app) {
        return app.getStateManager().getState(EntityDataState.class).getEntityData();
    }

    private static <T> T read(Application app, java.util.function.Function<TableReader, T> what) {
        TableReader reader = new TableReader(ed(app));
        try {
            return what.apply(reader);
        } finally {
            reader.release();
        }
    }

    /** The rules' game and its match as the table published them, or null while no table is laid. */
    public static TableGame game(Application app) {
        return read(app, TableReader::game);
    }

    /** The game's facts as the table published them, or null while no table is laid. */
    public static TableFacts facts(Application app) {
        return read(app, TableReader::facts);
    }

    /** Whether anything keeps the table busy now (dice rolling, pieces travelling, an action not yet shown). */
    public static boolean busy(Application app) {
        return TableBusy.now(ed(app));
    }

    /** The moves a side has made in the game at the table, counted from its record; 0 while no table is laid. */
    public static int moves(Application app, Player side) {
        TableGame g = game(app);
        return g == null ? 0 : g.moves(side);
    }

    /** The legal moves of the side to act as the table published them; empty while no move is awaited or no table is laid. */
    public static java.util.List<net.ur.rules.Move> legalMoves(Application app) {
        TableFacts f = facts(app);
        return f == null ? java.util.List.of() : f.moves();
    }

    /** Whether the game at the table awaits the Babylonian roll decision. */
    public static boolean awaitsDecision(Application app) {
        TableFacts f = facts(app);
        return f != null && f.state().phase() == net.ur.rules.Phase.AWAITING_ROLL_DECISION;
    }

    /** Whether the roll in hand may be kept (a decision awaited and the roll has a move). */
    public static boolean canKeepRoll(Application app) {
        TableFacts f = facts(app);
        return f != null && f.canKeepRoll();
    }

    /** The small astragal's value awaiting the roll decision, or 0. */
    public static int pendingSmall(Application app) {
        TableFacts f = facts(app);
        return f == null ? 0 : f.pendingSmall();
    }

    /** The last throw as the table published it, or null before the first (or while no table is laid). */
    public static TableFacts.ThrowShown lastThrow(Application app) {
        TableFacts f = facts(app);
        return f == null ? null : f.lastThrow();
    }

    /** The roll of the last throw (the broad astragal's after a roll decision), or null before the first. */
    public static net.ur.rules.dice.Roll lastRoll(Application app) {
        TableFacts.ThrowShown t = lastThrow(app);
        return t == null ? null : t.roll();
    }

    /** The opening throw as the table published it (its throws so far, then the deciding one), or null. */
    public static net.ur.rules.OpeningThrows opening(Application app) {
        TableFacts f = facts(app);
        return f == null ? null : f.opening();
    }

    /** Whether the game's opening throw is being thrown (not yet decided). */
    public static boolean inOpening(Application app) {
        net.ur.rules.OpeningThrows o = opening(app);
        return o != null && !o.isDecided();
    }

    /** Whether the game at the table is over (ended by the rules, or given up). */
    public static boolean over(Application app) {
        TableFacts f = facts(app);
        return f != null && f.isOver();
    }

    /**
     * The table's entity: the newest that carries a {@code TableSetup} (a table laid before lingers
     * for a frame while another is laid), or null while no table is laid.
     */
    public static com.simsilica.es.EntityId entity(Application app) {
        return ed(app).findEntities(null, net.ur.client.es.state.TableSetup.class).stream()
                .max(java.util.Comparator.comparingLong(com.simsilica.es.EntityId::getId)).orElse(null);
    }

    /** A component of the table's entity, or null when it has none or no table is laid. */
    public static <T extends com.simsilica.es.EntityComponent> T component(Application app, Class<T> type) {
        com.simsilica.es.EntityId table = entity(app);
        return table == null ? null : ed(app).getComponent(table, type);
    }
}
