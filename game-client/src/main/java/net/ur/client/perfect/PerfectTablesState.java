package net.ur.client.perfect;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import jme3utilities.Validate;

/**
 * Holds the program's {@link PerfectTables} for as long as the game runs, so that a table being made
 * goes on while the player returns to the menus and starts other games; when the game quits (the app
 * state is cleaned up) the build stops and nothing half made is written.
 */
public class PerfectTablesState extends BaseAppState {

    private PerfectTables tables;

    /**
     * @param tables the tables, not null
     */
    public PerfectTablesState(PerfectTables tables) {
        Validate.nonNull(tables, "tables");
        this.tables = tables;
    }

    /** The tables. */
    public PerfectTables tables() {
        return tables;
    }

    /**
     * Puts other tables in place (tests: a folder of their own and a small build); the old ones are closed.
     *
     * @param replacement the new tables, not null
     */
    public void replace(PerfectTables replacement) {
        Validate.nonNull(replacement, "replacement");
        if (replacement != tables) {
            tables.close();
            tables = replacement;
        }
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
        tables.close();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
