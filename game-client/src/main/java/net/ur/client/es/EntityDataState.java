package net.ur.client.es;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.EntityData;
import com.simsilica.es.base.DefaultEntityData;
import jme3utilities.Validate;

/**
 * Owns the game's Zay-ES entity data: the one store of pieces, dice, counters and houses that the
 * systems read and write. It lives as long as the application and is closed at the end.
 */
public class EntityDataState extends BaseAppState {

    private final EntityData entityData;

    /** Creates the state with a new in-memory entity store. */
    public EntityDataState() {
        this(new DefaultEntityData());
    }

    /**
     * Creates the state around the given store.
     *
     * @param entityData the store; not null
     */
    public EntityDataState(EntityData entityData) {
        Validate.nonNull(entityData, "entityData");
        this.entityData = entityData;
    }

    /** The entity store. */
    public EntityData getEntityData() {
        return entityData;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
        entityData.close();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
