package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import java.util.List;
import jme3utilities.Validate;
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
        Validate.nonNull(side, "side");
        Validate.nonEmpty(faces, "faces");
        faces = List.copyOf(faces);
    }

    /**
     * The faces arranged for a side's next throw, as the store holds them now: what the person's
     * hands (the table, a key, a decision card) throw with.
     *
     * @param ed the entity store; not null
     * @param side the side about to throw; not null
     * @param broad true for the broad astragal, false for the turn's first throw
     * @return the faces, or null for a free throw
     */
    public static List<Integer> facesFor(EntityData ed, Player side, boolean broad) {
        for (EntityId id : ed.findEntities(null, ArrangedDice.class)) {
            ArrangedDice a = ed.getComponent(id, ArrangedDice.class);
            if (a != null && a.side() == side && a.broad() == broad) {
                return a.faces();
            }
        }
        return null;
    }
}
