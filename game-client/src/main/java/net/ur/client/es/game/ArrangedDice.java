package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import java.util.List;
import net.ur.rules.Player;

/**
 * The faces a side's next throw is to come to rest on, set beforehand by whoever arranges the
 * dice (a lesson), on an entity of its own. The person's hands throw with it: their throw is then
 * an arranged one ({@link ThrowRequest#arranged()}), as hard and in the direction they threw it.
 * The table still judges the request; whoever wrote the arrangement removes it.
 *
 * @param side the side whose throw it arranges; not null
 * @param broad true for the broad astragal (the Babylonian roll decision), false for the turn's first throw
 * @param faces one per die, as {@link DiceResult#faces()} reads them; not null, not empty
 */
public record ArrangedDice(Player side, boolean broad, List<Integer> faces) implements EntityComponent {

    /** Validates the component. */
    public ArrangedDice {
        if (side == null || faces == null || faces.isEmpty()) {
            throw new IllegalArgumentException("an arrangement needs a side and a face for every die");
        }
        faces = List.copyOf(faces);
    }
}
