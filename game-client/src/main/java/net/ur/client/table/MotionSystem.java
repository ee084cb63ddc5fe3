package net.ur.client.table;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import java.util.HashMap;
import java.util.Map;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.Travel;

/**
 * The motion system: the one thing that moves entities on journeys. It follows every
 * {@link Travel} leg by leg in game time at the player's animation speed, writes the entity's {@link Position} each frame, and
 * removes the travel on arrival, leaving the entity exactly at its last leg's end. A travel
 * written anew over one under way starts from its own first leg.
 */
public class MotionSystem extends BaseAppState {

    private EntityData ed;
    private EntitySet travellers;
    /** How far each traveller has gone: the travel it follows and the seconds since it began. */
    private final Map<EntityId, Progress> progress = new HashMap<>();

    private record Progress(Travel travel, float seconds) {
    }

    /** How fast travels go: the player's animation speed. */
    private float speed = 1f;

    /**
     * Sets how fast every travel goes (the player's animation speed).
     *
     * @param speed 0.25 (slow) to 4 (fast); 1 is normal
     */
    public void setSpeed(float speed) {
        if (!(speed >= 0.25f && speed <= 4f)) {
            throw new IllegalArgumentException("animation speed must be 0.25..4, not " + speed);
        }
        this.speed = speed;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        travellers = ed.getEntities(Travel.class, Position.class);
    }

    @Override
    protected void cleanup(Application app) {
        travellers.release();
        progress.clear();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        travellers.applyChanges();
        for (Entity e : travellers.getRemovedEntities()) {
            progress.remove(e.getId());
        }
        for (Entity e : travellers) {
            Travel travel = e.get(Travel.class);
            Progress p = progress.get(e.getId());
            float seconds = (p == null || p.travel() != travel ? 0 : p.seconds()) + tpf * speed;
            progress.put(e.getId(), new Progress(travel, seconds));
            Position now = e.get(Position.class);
            float left = seconds;
            Vector3f at = null;
            Quaternion turn = now.rotation();
            boolean arrived = true;
            for (Travel.Leg leg : travel.legs()) {
                if (left < leg.delay()) {
                    arrived = false;
                    break;
                }
                left -= leg.delay();
                if (leg.turn() != null) {
                    turn = leg.turn();
                }
                if (left < leg.seconds()) {
                    at = leg.at(left / leg.seconds());
                    arrived = false;
                    break;
                }
                left -= leg.seconds();
                at = leg.to();
            }
            if (at != null) {
                e.set(new Position(at, turn));
            }
            if (arrived) {
                ed.removeComponent(e.getId(), Travel.class);
                progress.remove(e.getId());
            }
        }
    }
}
