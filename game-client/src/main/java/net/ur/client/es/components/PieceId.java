package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Piece;

/**
 * Marks an entity as one of the game's pieces and says which: the rules' piece identity.
 *
 * @param piece the rules' piece, not null
 */
public record PieceId(Piece piece) implements EntityComponent {
    /** Validates the component. */
    public PieceId {
        Validate.nonNull(piece, "piece");
    }
}
