package net.ur.client.testing;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.game.TableEvent;

/**
 * A reader of the table's events for tests, as sound is one: it sees each {@link TableEvent} once,
 * in the order written, counts them by kind and hands each to an optional consumer.
 */
public final class EventTally extends BaseAppState {

    private EntitySet events;
    private final List<TableEvent.Event> heard = new ArrayList<>();
    private final Consumer<TableEvent.Event> also;

    /** A tally that only counts. */
    public EventTally() {
        this(e -> { });
    }

    /**
     * @param also given each event as it is seen; not null
     */
    public EventTally(Consumer<TableEvent.Event> also) {
        this.also = also;
    }

    @Override
    protected void initialize(Application app) {
        events = getState(EntityDataState.class).getEntityData().getEntities(TableEvent.class);
    }

    @Override
    protected void cleanup(Application app) {
        events.release();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        events.applyChanges();
        List<Entity> added = new ArrayList<>(events.getAddedEntities());
        added.sort(java.util.Comparator.comparingLong(e -> e.getId().getId()));
        for (Entity e : added) {
            TableEvent.Event event = e.get(TableEvent.class).event();
            heard.add(event);
            also.accept(event);
        }
    }

    /**
     * How many events of a kind were seen.
     *
     * @param kind the event's class; not null
     * @return the count
     */
    public int count(Class<? extends TableEvent.Event> kind) {
        int n = 0;
        for (TableEvent.Event e : heard) {
            if (kind.isInstance(e)) {
                n++;
            }
        }
        return n;
    }
}
