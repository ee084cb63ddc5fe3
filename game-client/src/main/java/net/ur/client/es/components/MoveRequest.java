package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import net.ur.rules.Move;

/**
 * A one-shot request to make a move, put on the moving piece's entity by a click, the Enter key or
 * a computer player; the move system removes it, asks the rules and animates what they allow.
 *
 * @param move the move wanted, not null
 */
public record MoveRequest(Move move) implements EntityComponent {
    /** Validates the component. */
    public MoveRequest {
        if (move == null) {
            throw new IllegalArgumentException("a move request needs a move");
        }
    }
}
