package net.ur.client.es.state;

import java.util.ArrayList;
import java.util.List;

import com.simsilica.es.EntityComponent;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import jme3utilities.Validate;
import net.ur.client.es.game.DiceAwaited;
import net.ur.client.es.game.DiceResult;
import net.ur.client.es.game.DiceThrow;
import net.ur.client.es.game.MoveMade;
import net.ur.client.es.components.Celebration;
import net.ur.client.es.components.Rolling;
import net.ur.client.es.components.Travel;

/**
 * Whether the table is busy, derived from its entities: while any entity has one of
 * {@link #SHOWS} (a throw not yet thrown or awaited, dice in the air, a result not yet given to
 * the rules, a move not yet shown, anything travelling, the end being celebrated), no new action
 * is taken. A reader holds one of these over the entity sets it follows; the table system, which
 * must see what the systems before it wrote in the same frame, asks the store directly
 * ({@link #now}).
 */
public final class TableBusy {

    /** What keeps the table busy while any entity has it. */
    public static final List<Class<? extends EntityComponent>> SHOWS = List.of(DiceThrow.class, DiceAwaited.class,
            Rolling.class, DiceResult.class, MoveMade.class, Travel.class, Celebration.class);

    private final List<EntitySet> sets = new ArrayList<>();

    /**
     * Follows the entities that keep the table busy.
     *
     * @param ed the entity store; not null
     */
    public TableBusy(EntityData ed) {
        Validate.nonNull(ed, "ed");
        for (Class<? extends EntityComponent> c : SHOWS) {
            sets.add(ed.getEntities(c));
        }
    }

    /**
     * Whether the table is busy, as the entity sets stand after their changes are applied.
     *
     * @return true while any entity keeps it busy
     */
    public boolean busy() {
        boolean busy = false;
        for (EntitySet s : sets) {
            s.applyChanges();
            busy |= !s.isEmpty();
        }
        return busy;
    }

    /** Stops following the entities. */
    public void release() {
        for (EntitySet s : sets) {
            s.release();
        }
        sets.clear();
    }

    /**
     * Whether the table is busy now, read from the store itself (what was written earlier in this
     * frame included).
     *
     * @param ed the entity store; not null
     * @return true while any entity keeps it busy
     */
    public static boolean now(EntityData ed) {
        Validate.nonNull(ed, "ed");
        for (Class<? extends EntityComponent> c : SHOWS) {
            if (ed.findEntity(null, c) != null) {
                return true;
            }
        }
        return false;
    }
}
