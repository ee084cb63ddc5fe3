package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import net.ur.rules.Player;

/**
 * How the game at the table ended, on the table's entity once it is over: the winner, or a draw
 * (the Ravensburg game's limits).
 *
 * @param winner the side that won, or null for a draw
 */
public record Outcome(Player winner) implements EntityComponent {

    /** Whether the game was drawn. */
    public boolean isDraw() {
        return winner == null;
    }
}
