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
import net.ur.client.es.components.ThrowRequest;
import net.ur.rules.BinaryDice;
import net.ur.rules.Phase;
import net.ur.rules.Roll;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.ravensburg.SixSidedDie;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The roll system: throws the dice for real. On a {@link ThrowRequest} it throws them on the
 * {@link DiceTable} (Minie rigid bodies with a random impulse and spin), steps the physics in fixed
 * steps, writes the dice's positions into their entities, and when every die rests reads the
 * faces up and hands the roll to the rules. Dice that rest leaning, or do not settle, are thrown
 * again.
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
        requests = ed.getEntities(ThrowRequest.class);
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
        if (rolling) {
            session.endBusy();
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
                ThrowRequest req = e.get(ThrowRequest.class);
                ed.removeEntity(e.getId());
                Phase phase = session.state().phase();
                if (!rolling && !session.isBusy() && (phase == Phase.AWAITING_ROLL
                        || phase == Phase.AWAITING_ROLL_DECISION)) {
                    throwing = phase == Phase.AWAITING_ROLL_DECISION ? DieKind.BROAD_ASTRAGAL
                            : session.rules().dice() instanceof BinaryDice ? DieKind.BINARY_TETRAHEDRON
                            : session.rules().dice() instanceof SixSidedDie ? DieKind.D6
                            : DieKind.SMALL_ASTRAGAL;
                    aim = req.aim();
                    throwDice(req.strength());
                    session.beginBusy();
                    rolling = true;
                }
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
        List<Integer> faces = table.faces();
        rolling = false;
        session.endBusy();
        Phase phase = session.state().phase();
        if (throwing == DieKind.SMALL_ASTRAGAL) {
            if (phase == Phase.AWAITING_ROLL) {
                session.roll(SmallAstragal.roll(faces.get(0)));
            }
            return;
        }
        if (throwing == DieKind.D6) {
            if (phase == Phase.AWAITING_ROLL) {
                session.roll(SixSidedDie.roll(faces.get(0)));
            }
            return;
        }
        if (throwing == DieKind.BROAD_ASTRAGAL) {
            if (phase == Phase.AWAITING_ROLL_DECISION) {
                session.throwBroad(BroadAstragal.roll(faces.get(0) == 1));
            }
            return;
        }
        int marks = faces.stream().mapToInt(Integer::intValue).sum();
        int value = ((BinaryDice) session.rules().dice()).valueOfMarks(marks);
        if (phase == Phase.AWAITING_ROLL) {
            session.roll(Roll.of(value, faces));
        }
    }
}
