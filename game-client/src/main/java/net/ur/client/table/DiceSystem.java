package net.ur.client.table;

import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;
import net.ur.client.physics.DiceTable;
import net.ur.client.view.ProceduralModels;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.ur.rules.Player;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.Rolling;
import net.ur.client.es.game.DiceFlight;
import net.ur.client.es.game.DiceResult;
import net.ur.client.es.game.DiceThrow;
import net.ur.client.es.game.TableEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The roll system: throws the dice for real. On a {@link DiceThrow} (a throw the table system
 * allowed) it throws them on the {@link DiceTable} (Minie rigid bodies with a random impulse and
 * spin) and steps the physics in fixed steps until they rest: the flight is data, a
 * {@link DiceFlight} (each step's places and turns, the throw and the knocks heard at their steps)
 * that the motion system shows at the physics' pace, writing the dice's positions; this system
 * writes no position. A free throw's flight is worked out a few steps ahead of what can have been
 * shown. When the motion system has shown the whole flight the dice stop {@link Rolling} and their
 * faces up are a {@link DiceResult} for the table system. Dice that rest leaning, or do not settle,
 * are thrown again within the flight. An arranged throw (a lesson, a network game's agreed roll, a
 * replay) flies the same way, worked out to its end before it is shown, and is drawn so that it
 * rests on the faces asked.
 */
public class DiceSystem extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(DiceSystem.class);

    /** The table as its entities say: what it is laid for, the game, whether it is busy. */
    private net.ur.client.es.state.TableReader tableNow;
    private final RandomGenerator random;
    private EntityData ed;
    private EntitySet requests;
    private EntitySet dice;
    private DiceTable table;
    private final List<EntityId> dieIds = new ArrayList<>();
    private DieKind throwing = DieKind.BINARY_TETRAHEDRON;
    /** The seconds of the flight that can have been shown: the frames' times since the throw, as the motion system counts them. */
    private float clock;
    /** The entity of the flight under way ({@link DiceFlight}), or null. */
    private EntityId flightEntity;
    /** The flight's steps as published, each die's pose (its drawn turn applied). */
    private final List<List<DiceFlight.Pose>> poses = new ArrayList<>();
    /** Whether the published flight was complete. */
    private boolean publishedComplete;

    /**
     * The dice of the table laid when this system begins (its {@code TableSetup} says the layout).
     *
     * @param random the source of the throws' impulses; not null
     */
    public DiceSystem(RandomGenerator random) {
        Validate.nonNull(random, "random");
        this.random = random;
    }

    /**
     * The resting places of the dice before the first throw: in a row at the tray's far side.
     *
     * @param layout the table's layout; not null
     * @param count the number of dice
     * @param index which die, from 0
     * @return a new point
     */
    public static Vector3f startingPlace(BoardLayout layout, int count, int index) {
        Vector3f c = layout.trayCentre();
        float spacing = BoardLayout.SQUARE * 0.55f;
        return new Vector3f(c.x + (index - (count - 1) / 2f) * spacing, c.y + ProceduralModels.TETRA_EDGE * 0.2041f,
                c.z - BoardLayout.SQUARE);
    }

    /**
     * How a die lies before the first throw: on a face, with a marked tip up for even indexes.
     *
     * @param index which die, from 0
     * @return a new rotation
     */
    public static com.jme3.math.Quaternion startingRotation(int index) {
        Vector3f tip = ProceduralModels.tetraVertices()[index % 2 == 0 ? 0 : 2].normalizeLocal();
        Vector3f axis = tip.cross(Vector3f.UNIT_Y).normalizeLocal();
        float angle = com.jme3.math.FastMath.acos(tip.dot(Vector3f.UNIT_Y));
        return new com.jme3.math.Quaternion().fromAngleAxis(angle, axis);
    }

    /**
     * Where an astragal rests before its first throw: at the tray's far side, the small one left of
     * the broad one.
     *
     * @param layout the table's layout; not null
     * @param kind which astragal
     * @return a new point
     */
    public static Vector3f astragalPlace(BoardLayout layout, DieKind kind) {
        Vector3f c = layout.trayCentre();
        boolean small = kind == DieKind.SMALL_ASTRAGAL;
        Vector3f half = small ? ProceduralModels.SMALL_ASTRAGAL_HALF : ProceduralModels.BROAD_ASTRAGAL_HALF;
        return new Vector3f(c.x + (small ? -1 : 1) * BoardLayout.SQUARE * 0.5f, c.y + half.y, c.z - BoardLayout.SQUARE);
    }

    /**
     * Where the Ravensburg d6 rests before its first throw: at the tray's far side, 1 up.
     *
     * @param layout the table's layout; not null
     * @return a new point
     */
    public static Vector3f d6Place(BoardLayout layout) {
        Vector3f c = layout.trayCentre();
        return new Vector3f(c.x, c.y + DiceTable.D6_HALF, c.z - BoardLayout.SQUARE);
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        tableNow = new net.ur.client.es.state.TableReader(ed);
        requests = ed.getEntities(DiceThrow.class);
        dice = ed.getEntities(DieId.class, Position.class);
        table = new DiceTable(layout());
        table.setContactListener((where, impulse) -> flight.heard().add(new DiceFlight.Heard(flight.steps().size(),
                new TableEvent.DiceKnock(where, impulse))));
    }

    @Override
    protected void cleanup(Application app) {
        tableNow.release();
        requests.release();
        dice.release();
        table.destroy();
        if (flightEntity != null) {
            ed.removeEntity(flightEntity);
            flightEntity = null;
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        dice.applyChanges();
        if (requests.applyChanges()) {
            for (Entity e : requests.getAddedEntities()) {
                DiceThrow order = e.get(DiceThrow.class);
                ed.removeEntity(e.getId());
                if (flight != null) {
                    LOG.warn("A throw of {} while the dice still roll was dropped", order.kind());
                    continue;
                }
                begin(order);
            }
        }
        if (flight != null) {
            follow(tpf);
        }
    }

    /**
     * Throws the dice: marks them rolling and starts their flight. A free throw's flight is
     * worked out step by step as it is shown; an arranged throw's is worked out to its end at
     * once (a few tens of milliseconds), so that each die can be drawn, from the start, turned by
     * the symmetry of its shape that shows the face asked when it rests ({@link DiceTable#showing}).
     */
    private void begin(DiceThrow order) {
        throwing = order.kind();
        aim = order.how().aim();
        dieIds.clear();
        List<Entity> sorted = new ArrayList<>();
        dice.forEach(sorted::add);
        sorted.sort((a, b) -> Integer.compare(a.get(DieId.class).index(), b.get(DieId.class).index()));
        for (Entity e : sorted) {
            if (e.get(DieId.class).kind() == throwing) {
                dieIds.add(e.getId());
                ed.setComponent(e.getId(), Rolling.NOW);
            }
        }
        flight = new Flight(new ArrayList<>(), new ArrayList<>(), new Quaternion[dieIds.size()], state().turn());
        java.util.Arrays.fill(flight.drawnAs(), Quaternion.IDENTITY);
        throwOnTable(order.how().strength(), true);
        clock = 0;
        poses.clear();
        publishedComplete = false;
        flightEntity = ed.createEntity();
        settled = false;
        List<Integer> wanted = order.how().arranged();
        if (wanted == null) {
            return;
        }
        while (!settled) {
            if (flight.steps().size() > MAX_STEPS) {
                throw new IllegalStateException("the dice did not come to rest in " + MAX_STEPS + " steps");
            }
            stepFlight();
        }
        if (wanted.size() != faces.size()) {
            throw new IllegalArgumentException("an arranged throw of " + faces.size() + " dice was given " + wanted);
        }
        Step last = flight.steps().get(flight.steps().size() - 1);
        for (int i = 0; i < dieIds.size(); i++) {
            flight.drawnAs()[i] = DiceTable.showing(throwing, last.turn()[i], wanted.get(i));
        }
        faces = List.copyOf(wanted);
    }

    /**
     * Works out one more physics step of the flight: every die's place and turn; dice that rest
     * leaning, or do not settle, are thrown again; when they rest, their faces are read.
     */
    private void stepFlight() {
        DiceTable.Status status = table.step();
        int count = dieIds.size();
        Vector3f[] at = new Vector3f[count];
        Quaternion[] turn = new Quaternion[count];
        for (int i = 0; i < count; i++) {
            at[i] = table.location(i);
            turn[i] = table.rotation(i);
        }
        flight.steps().add(new Step(at, turn));
        if (status == DiceTable.Status.SETTLED) {
            settled = true;
            faces = table.faces();
        } else if (status != DiceTable.Status.ROLLING) {
            LOG.debug("The dice {}: thrown again", status == DiceTable.Status.LEANING ? "rest leaning" : "did not settle");
            throwOnTable(0.8f, false);
        }
    }

    /**
     * Follows the flight the motion system shows: works out the steps it can reach by the end of
     * this frame and a few more (it counts the frames' times as this does), publishes them, and
     * once it has shown the whole flight (and taken the flight's entity away) gives the faces.
     */
    private void follow(float tpf) {
        if (!poses.isEmpty() && ed.getComponent(flightEntity, DiceFlight.class) == null) {
            settle();
            return;
        }
        clock += Math.min(tpf, 0.1f);
        int due = (int) (clock / DiceTable.STEP) + LOOKAHEAD_STEPS;
        while (!settled && flight.steps().size() < due) {
            stepFlight();
        }
        publish();
    }

    /** Writes the flight's steps worked out so far onto its entity, when there are new ones. */
    private void publish() {
        if (poses.size() == flight.steps().size() && publishedComplete == settled) {
            return;
        }
        for (int s = poses.size(); s < flight.steps().size(); s++) {
            Step step = flight.steps().get(s);
            List<DiceFlight.Pose> at = new ArrayList<>(dieIds.size());
            for (int i = 0; i < dieIds.size(); i++) {
                at.add(new DiceFlight.Pose(step.at()[i], step.turn()[i].mult(flight.drawnAs()[i])));
            }
            poses.add(List.copyOf(at));
        }
        publishedComplete = settled;
        ed.setComponent(flightEntity, new DiceFlight(dieIds, DiceTable.STEP, poses, flight.heard(), settled));
    }

    /**
     * How many steps beyond those the motion system can have reached are worked out: the two
     * count the same frames' times, but each in its own way, and may differ by a step at a
     * boundary.
     */
    private static final int LOOKAHEAD_STEPS = 3;

    /** The aim of the throw under way (a re-throw keeps it). */
    private float aim;
    /** The most steps an arranged throw is worked out for: fifty throws given up on; none ever needed more than a few. */
    private static final int MAX_STEPS = 50 * (int) (DiceTable.GIVE_UP_SECONDS / DiceTable.STEP);

    /** One physics step of a flight: each die's place and turn. */
    private record Step(Vector3f[] at, Quaternion[] turn) {
    }

    /**
     * A throw's flight: its steps worked out so far, what is heard at which step, how each die is
     * drawn turned (the identity for a free throw), and who threw.
     */
    private record Flight(List<Step> steps, List<DiceFlight.Heard> heard, Quaternion[] drawnAs, Player thrower) {
    }

    /** The flight being shown, or null. */
    private Flight flight;
    /** Whether the flight's dice have come to rest (its last step is worked out). */
    private boolean settled;
    /** The faces the flight ends on, once it is settled. */
    private List<Integer> faces;

    private void throwOnTable(float strength, boolean first) {
        if (throwing == DieKind.BINARY_TETRAHEDRON) {
            table.throwDice(dieIds.size(), strength, aim, random);
        } else if (throwing == DieKind.D6) {
            table.throwD6(strength, random);
        } else {
            if (throwing == DieKind.BROAD_ASTRAGAL && first) {
                table.keepOnTable(); // the small astragal stays where it lies, and the broad one strikes it
            } else if (throwing == DieKind.SMALL_ASTRAGAL) {
                table.clearKept();
            }
            table.throwAstragal(throwing, strength, aim, random);
        }
        flight.heard().add(new DiceFlight.Heard(flight.steps().size(), new TableEvent.DiceThrown(flight.thrower(), strength)));
    }

    private void settle() {
        flightEntity = null;
        poses.clear();
        for (EntityId id : dieIds) {
            ed.removeComponent(id, Rolling.class);
        }
        ed.setComponent(ed.createEntity(), new DiceResult(throwing, faces));
        flight = null;
    }

    /** Where things stand on the table. */
    private net.ur.client.board.BoardLayout layout() {
        return tableNow.setup().layout();
    }

    /** The rules' state as the table published it. */
    private net.ur.rules.GameState state() {
        return tableNow.facts().state();
    }
}
