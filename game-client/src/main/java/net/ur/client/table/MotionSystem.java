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
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.Travel;
import net.ur.client.es.game.DiceFlight;
import net.ur.client.es.game.TableEvent;
import java.util.List;

/**
 * The motion system: the one thing that moves entities on journeys, and the only one at the table
 * that writes the {@link Position} of a moving thing. It follows every {@link Travel} leg by leg
 * in game time at the player's animation speed, writes the entity's position each frame, and
 * removes the travel on arrival, leaving the entity exactly at its last leg's end; a travel
 * written anew over one under way starts from its own first leg. It shows every dice's
 * {@link DiceFlight} at the physics' pace (not the animation speed: the dice fly as they fell),
 * writing the dice's positions step by step and the {@link TableEvent}s heard at the steps shown,
 * and takes the flight's entity away once the last step of a finished flight is shown.
 */
public class MotionSystem extends BaseAppState {

    private EntityData ed;
    private EntitySet travellers;
    /** How far each traveller has gone: the travel it follows and the seconds since it began. */
    private final Map<EntityId, Progress> progress = new HashMap<>();

    private record Progress(Travel travel, float seconds) {
    }

    /** The dice's flights being shown. */
    private EntitySet flights;
    /** How far each flight has been shown: the seconds not yet turned into steps, and the steps shown. */
    private final Map<EntityId, Shown> flightsShown = new HashMap<>();

    private record Shown(float seconds, int steps) {
    }

    /** How fast travels go: the player's animation speed. */
    private float speed = 1f;

    /**
     * Sets how fast every travel goes (the player's animation speed).
     *
     * @param speed 0.25 (slow) to 4 (fast); 1 is normal
     */
    public void setSpeed(float speed) {
        Validate.inRange(speed, "speed", 0.25f, 4f);
        this.speed = speed;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        travellers = ed.getEntities(Travel.class, Position.class);
        flights = ed.getEntities(DiceFlight.class);
    }

    @Override
    protected void cleanup(Application app) {
        travellers.release();
        progress.clear();
        flights.release();
        flightsShown.clear();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        showFlights(tpf);
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

    /**
     * Shows the dice's flights at the physics' pace: the steps due by now (a frame counts for at
     * most a tenth of a second, so that a long frame does not skip the flight), the dice's
     * positions at the last of them, what is heard at each; a finished flight shown to its end is
     * taken away. A flight not yet worked out as far as is due waits at its last step worked out.
     */
    private void showFlights(float tpf) {
        flights.applyChanges();
        for (Entity e : flights.getRemovedEntities()) {
            flightsShown.remove(e.getId());
        }
        for (Entity e : flights) {
            DiceFlight f = e.get(DiceFlight.class);
            Shown was = flightsShown.getOrDefault(e.getId(), new Shown(0, 0));
            float seconds = was.seconds() + Math.min(tpf, 0.1f);
            int due = was.steps();
            while (seconds >= f.step() && !(f.complete() && due >= f.steps().size())) {
                seconds -= f.step();
                due++;
            }
            if (due > f.steps().size()) {
                seconds += (due - f.steps().size()) * f.step(); // not worked out yet: shown when it is
                due = f.steps().size();
            }
            for (DiceFlight.Heard h : f.heard()) {
                if (h.step() >= was.steps() && h.step() < due) {
                    ed.setComponent(ed.createEntity(), new TableEvent(h.what()));
                }
            }
            if (due > was.steps()) {
                List<DiceFlight.Pose> poses = f.steps().get(due - 1);
                for (int i = 0; i < f.dice().size(); i++) {
                    ed.setComponent(f.dice().get(i), new Position(poses.get(i).at(), poses.get(i).turn()));
                }
            }
            if (f.complete() && due >= f.steps().size()) {
                flightsShown.remove(e.getId());
                ed.removeEntity(e.getId());
            } else {
                flightsShown.put(e.getId(), new Shown(seconds, due));
            }
        }
    }
}
