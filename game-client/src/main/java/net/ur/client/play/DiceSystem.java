package net.ur.client.play;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.DiceResult;
import net.ur.client.es.components.DiceThrow;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The roll system: throws the dice for real. On a {@link DiceThrow} (a throw the table system
 * allowed) it throws them on the {@link DiceTable} (Minie rigid bodies with a random impulse and
 * spin), steps the physics in fixed steps, writes the dice's positions into their entities, and
 * when every die rests reads the faces up into a {@link DiceResult} for the table system. Dice
 * that rest leaning, or do not settle, are thrown again.
 */
public class DiceSystem extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(DiceSystem.class);

    private final PlaySession session;
    private final RandomGenerator random;
    private EntityData ed;
    private EntitySet requests;
    private EntitySet dice;
    private DiceTable table;
    private final List<EntityId> dieIds = new ArrayList<>();
    private boolean rolling;
    private DieKind throwing = DieKind.BINARY_TETRAHEDRON;
    private float accumulator;

    /**
     * @param session the game at the table; not null
     * @param random the source of the throws' impulses; not null
     */
    public DiceSystem(PlaySession session, RandomGenerator random) {
        if (session == null || random == null) {
            throw new IllegalArgumentException("session and random must not be null");
        }
        this.session = session;
        this.random = random;
    }

    /** Whether dice are in the air or settling. */
    public boolean isRolling() {
        return rolling;
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
        requests = ed.getEntities(DiceThrow.class);
        dice = ed.getEntities(DieId.class, Position.class);
        table = new DiceTable(session.layout());
        table.setContactListener((where, impulse) -> {
            for (PlayListener l : session.listeners()) {
                l.diceContact(where, impulse);
            }
        });
    }

    @Override
    protected void cleanup(Application app) {
        requests.release();
        dice.release();
        table.destroy();
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
                if (rolling) {
                    LOG.warn("A throw of {} while the dice still roll was dropped", order.kind());
                    continue;
                }
                throwing = order.kind();
                aim = order.how().aim();
                throwDice(order.how().strength());
                rolling = true;
            }
        }
        if (rolling) {
            step(tpf);
        }
    }

    /** The aim of the throw under way (a re-throw keeps it). */
    private float aim;

    private void throwDice(float strength) {
        dieIds.clear();
        List<Entity> sorted = new ArrayList<>();
        dice.forEach(sorted::add);
        sorted.sort((a, b) -> Integer.compare(a.get(DieId.class).index(), b.get(DieId.class).index()));
        for (Entity e : sorted) {
            if (e.get(DieId.class).kind() == throwing) {
                dieIds.add(e.getId());
            }
        }
        if (throwing == DieKind.BINARY_TETRAHEDRON) {
            table.throwDice(dieIds.size(), strength, aim, random);
        } else if (throwing == DieKind.D6) {
            table.throwD6(strength, random);
        } else {
            if (throwing == DieKind.BROAD_ASTRAGAL && !rolling) {
                table.keepOnTable(); // the small astragal stays where it lies, and the broad one strikes it
            } else if (throwing == DieKind.SMALL_ASTRAGAL) {
                table.clearKept();
            }
            table.throwAstragal(throwing, strength, aim, random);
        }
        for (PlayListener l : session.listeners()) {
            l.diceThrown(session.state().turn(), strength);
        }
        accumulator = 0;
    }

    private void step(float tpf) {
        accumulator += Math.min(tpf, 0.1f);
        while (accumulator >= DiceTable.STEP && rolling) {
            accumulator -= DiceTable.STEP;
            DiceTable.Status status = table.step();
            if (status == DiceTable.Status.SETTLED) {
                settle();
            } else if (status != DiceTable.Status.ROLLING) {
                LOG.debug("The dice {}: thrown again", status == DiceTable.Status.LEANING ? "rest leaning" : "did not settle");
                throwDice(0.8f);
            }
        }
        for (int i = 0; i < dieIds.size(); i++) {
            ed.setComponent(dieIds.get(i), new Position(table.location(i), table.rotation(i)));
        }
    }

    private void settle() {
        rolling = false;
        ed.setComponent(ed.createEntity(), new DiceResult(throwing, table.faces()));
    }
}
