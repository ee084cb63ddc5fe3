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
}
