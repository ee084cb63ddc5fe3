package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.GameState;
import net.ur.rules.Move;

/**
 * The event that the rules made a move, on an entity of its own, for the move system to show:
 * the move and the states before and after it. The move system removes it once it has planned the
 * pieces' travel.
 *
 * @param move the move made; not null
 * @param before the state it was made in; not null
 * @param after the state it led to; not null
 */
public record MoveMade(Move move, GameState before, GameState after) implements EntityComponent {

    /** Validates the event. */
    public MoveMade {
        Validate.nonNull(move, "move");
        Validate.nonNull(before, "before");
        Validate.nonNull(after, "after");
    }
}
