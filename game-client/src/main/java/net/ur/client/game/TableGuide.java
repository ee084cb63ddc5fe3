package net.ur.client.game;

import com.jme3.app.state.AppState;
import java.util.List;

/**
 * What leads a game at the table from outside its players: a lesson. The state that runs the
 * game starts the guide's states with its own and ends them together; Esc at the table asks the
 * guide instead of opening the pause panel, the end is the guide's to show instead of the end
 * panel, and a guided game is never saved as the player's game in progress.
 */
public interface TableGuide {

    /**
     * The guide's states for one game at the table, started after the table's own: they read the
     * game from the table's entities, as every actor does.
     *
     * @param controls the commands on the game as a whole; not null
     * @return the states; not null
     */
    List<AppState> states(GameControls controls);

    /** Esc at the table: what the guide does instead of pausing (a lesson leaves). */
    void escape();
}
