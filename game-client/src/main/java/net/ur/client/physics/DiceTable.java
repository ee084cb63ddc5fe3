package net.ur.client.physics;

import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;
import net.ur.client.view.ProceduralModels;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.CompoundCollisionShape;
import com.jme3.bullet.collision.shapes.CylinderCollisionShape;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.collision.shapes.HullCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.ur.client.es.components.DieKind;

/**
 * The physics of a throw, apart from any entity or window: the table, the board and a low fence
 * round the tray as static bodies, and the dice as rigid bodies thrown with a random impulse and
 * spin. Stepped by hand in fixed steps, so a throw from the same seed ends the same way; tells
 * when the dice rest and which face of each is up. The roll system and the fairness test share it.
 */
public final class DiceTable {

    /** Physics step, in seconds. */
    public static final float STEP = 1f / 240f;
    /** Steps every die must be still before the throw counts as settled. */
    static final int REST_STEPS = 24;
    /** Game seconds after which a throw that has not settled is given up. */
    public static final float GIVE_UP_SECONDS = 4f;
    /** Cosine of the largest tilt of a resting tip from the vertical: about 12 degrees. */
    private static final float UPRIGHT = FastMath.cos(12 * FastMath.DEG_TO_RAD);

    /** What a step found. */
    public enum Status {
        /** Some die still moves. */
        ROLLING,
        /** Every die rests with a tip straight up: {@link #faces()} can be read. */
        SETTLED,
        /** Every die rests, but one leans (on another die or the fence): throw again. */
        LEANING,
        /** The dice have not settled within {@link #GIVE_UP_SECONDS}: throw again. */
        GAVE_UP
    }

    /** Hears each die's contacts, with their strength. */
    @FunctionalInterface
    public interface ContactListener {
        /**
         * @param where the point of contact
         * @param impulse the contact's impulse, in newton-seconds
         */
        void contact(Vector3f where, float impulse);
    }

    private final BoardLayout layout;
    private ContactListener contactListener;
    private final PhysicsSpace space;
    private final List<PhysicsRigidBody> bodies = new ArrayList<>();
    private final List<DieKind> kinds = new ArrayList<>();
    /** Dice of an earlier throw left lying as static obstacles (the small astragal beside the broad one). */
    private final List<PhysicsRigidBody> kept = new ArrayList<>();
    private float elapsed;
    private int stillSteps;

    /**
     * @param layout where the board and the tray are; not null
     */
    public DiceTable(BoardLayout layout) {
        Validate.nonNull(layout, "layout");
        Physics.ensureLoaded();
        this.layout = layout;
        space = new PhysicsSpace(PhysicsSpace.BroadphaseType.DBVT);
        space.setGravity(new Vector3f(0, -9.81f, 0));
        addStatic(new BoxCollisionShape(1.0f, 0.05f, 0.6f), new Vector3f(0, BoardLayout.TABLE_TOP - 0.05f, 0));
        addStatic(new BoxCollisionShape(layout.halfLength(), BoardLayout.BOARD_HEIGHT / 2, 1.5f * BoardLayout.SQUARE),
                new Vector3f(0, BoardLayout.TABLE_TOP + BoardLayout.BOARD_HEIGHT / 2, 0));
        Vector3f c = layout.trayCentre();
        Vector3f h = layout.trayHalfExtents();
        float wall = 0.01f;
        float height = 0.05f;
        addStatic(new BoxCollisionShape(wall, height, h.z + 2 * wall), new Vector3f(c.x - h.x - wall, c.y + height, c.z));
        addStatic(new BoxCollisionShape(wall, height, h.z + 2 * wall), new Vector3f(c.x + h.x + wall, c.y + height, c.z));
        addStatic(new BoxCollisionShape(h.x, height, wall), new Vector3f(c.x, c.y + height, c.z - h.z - wall));
        addStatic(new BoxCollisionShape(h.x, height, wall), new Vector3f(c.x, c.y + height, c.z + h.z + wall));
    }

    private void addStatic(BoxCollisionShape shape, Vector3f where) {
        shape.setMargin(0.001f);
        PhysicsRigidBody body = new PhysicsRigidBody(shape, PhysicsRigidBody.massForStatic);
        body.setPhysicsLocation(where);
        body.setFriction(0.6f);
        body.setRestitution(0.2f);
        space.addCollisionObject(body);
    }

    /**
     * Throws dice: removes those of the last throw and drops new ones into the tray from its near
     * side, each with a random orientation, impulse and spin.
     *
     * @param count how many tetrahedral dice, 1 to 8
     * @param strength 0.5 (a gentle toss) to 1.5 (a flick)
     * @param random the source of the throw; not null
     */
    public void throwDice(int count, float strength, RandomGenerator random) {
        throwDice(count, strength, 0f, random);
    }

    /**
     * Throws dice in a direction: as {@link #throwDice(int, float, RandomGenerator)}, the throw
     * turned across the table by an angle.
     *
     * @param count how many tetrahedral dice, 1 to 8
     * @param strength 0.5 (a gentle toss) to 1.5 (a flick)
     * @param aim radians from straight ahead (away from the player), positive to the right, within ±{@value net.ur.client.es.game.ThrowRequest#MAX_AIM}
     * @param random the source of the throw; not null
     */
    public void throwDice(int count, float strength, float aim, RandomGenerator random) {
        checkAim(aim);
        Validate.inRange(count, "count", 1, 8);
        Validate.nonNull(random, "random");
        clear();
        Vector3f c = layout.trayCentre();
        Vector3f h = layout.trayHalfExtents();
        for (int i = 0; i < count; i++) {
            kinds.add(DieKind.BINARY_TETRAHEDRON);
            HullCollisionShape shape = new HullCollisionShape(ProceduralModels.tetraVertices());
            shape.setMargin(0.0005f);
            PhysicsRigidBody body = new PhysicsRigidBody(shape, DIE_MASS);
            float spread = (i - (count - 1) / 2f) * h.x * 1.6f / Math.max(1, count - 1);
            body.setPhysicsLocation(new Vector3f(c.x + spread, c.y + 0.07f + 0.012f * (i % 2), c.z + h.z * 0.7f));
            body.setPhysicsRotation(randomRotation(random));
            body.setFriction(0.7f);
            body.setRestitution(0.15f);
            body.setDamping(0.2f, 0.45f);
            body.setRollingFriction(0.002f);
            body.setSleepingThresholds(0.005f, 0.05f);
            body.setCcdMotionThreshold(0.004f);
            body.setCcdSweptSphereRadius(0.003f);
            space.addCollisionObject(body);
            Vector3f impulse = new Vector3f(gauss(random) * 0.2f, 0.1f * random.nextFloat(), -0.55f - 0.3f * random.nextFloat())
                    .multLocal(0.012f * strength);
            body.applyImpulse(aimed(impulse, aim), Vector3f.ZERO);
            body.setAngularVelocity(new Vector3f(gauss(random), gauss(random), gauss(random)).multLocal(15f * strength));
            bodies.add(body);
        }
        elapsed = 0;
        stillSteps = 0;
    }

    /**
     * Throws one Babylonian astragal: removes the dice of the last throw and drops the astragal, a
     * rigid body of its {@link #astragalShape shape}, into the tray with a random orientation, impulse and spin.
     *
     * @param kind {@link DieKind#SMALL_ASTRAGAL} or {@link DieKind#BROAD_ASTRAGAL}
     * @param strength 0.5 (a gentle toss) to 1.5 (a flick)
     * @param random the source of the throw; not null
     */
    public void throwAstragal(DieKind kind, float strength, RandomGenerator random) {
        throwAstragal(kind, strength, 0f, random);
    }

    /**
     * Throws one Babylonian astragal in a direction: as {@link #throwAstragal(DieKind, float, RandomGenerator)},
     * the throw turned across the table by an angle.
     *
     * @param kind {@link DieKind#SMALL_ASTRAGAL} or {@link DieKind#BROAD_ASTRAGAL}
     * @param strength 0.5 (a gentle toss) to 1.5 (a flick)
     * @param aim radians from straight ahead, positive to the right, within ±{@value net.ur.client.es.game.ThrowRequest#MAX_AIM}
     * @param random the source of the throw; not null
     */
    public void throwAstragal(DieKind kind, float strength, float aim, RandomGenerator random) {
        checkAim(aim);
        Validate.require(kind == DieKind.SMALL_ASTRAGAL || kind == DieKind.BROAD_ASTRAGAL, "an astragal");
        Validate.nonNull(random, "random");
        clear();
        dropOne(kind, astragalShape(kind), kind == DieKind.SMALL_ASTRAGAL ? 0.013f : 0.021f, 0.2f,
                kind == DieKind.SMALL_ASTRAGAL ? 0.002f : ASTRAGAL_BROAD_ROLLING_FRICTION, strength, aim, random);
    }

    /**
     * Drops one die (an astragal or the d6) into the tray from the player's side, with a random
     * place across the tray, orientation, impulse and spin, and starts the throw's clock.
     */
    private void dropOne(DieKind kind, CollisionShape shape, float mass, float restitution, float rollingFriction,
            float strength, float aim, RandomGenerator random) {
        Vector3f c = layout.trayCentre();
        Vector3f h = layout.trayHalfExtents();
        PhysicsRigidBody body = new PhysicsRigidBody(shape, mass);
        body.setPhysicsLocation(new Vector3f(c.x + (random.nextFloat() - 0.5f) * h.x, c.y + 0.07f, c.z + h.z * 0.6f));
        body.setPhysicsRotation(randomRotation(random));
        body.setFriction(0.6f);
        body.setRestitution(restitution);
        body.setDamping(0.2f, 0.4f);
        body.setRollingFriction(rollingFriction);
        body.setSleepingThresholds(0.005f, 0.05f);
        body.setCcdMotionThreshold(0.004f);
        body.setCcdSweptSphereRadius(0.004f);
        space.addCollisionObject(body);
        Vector3f impulse = new Vector3f(gauss(random) * 0.2f, 0.1f * random.nextFloat(), -0.5f - 0.3f * random.nextFloat())
                .multLocal(mass * strength);
        body.applyImpulse(aimed(impulse, aim), Vector3f.ZERO);
        body.setAngularVelocity(new Vector3f(gauss(random), gauss(random), gauss(random)).multLocal(14f * strength));
        bodies.add(body);
        kinds.add(kind);
        elapsed = 0;
        stillSteps = 0;
    }

    /**
     * The small astragal's physics size (half extents): its length, and a square cross-section of
     * 0.0155 m between the model's 0.015 (Y) and 0.016 (Z), so that its four long faces come up
     * equally often as the rules take them (with the model's own sizes the ±Y faces came up 54%
     * of the time).
     */
    static final Vector3f SMALL_ASTRAGAL_BODY = new Vector3f(0.0145f, 0.00775f, 0.00775f);

    /** Rolling friction of the broad astragal: low, so that it never stays propped on a rounded side. */
    private static final float ASTRAGAL_BROAD_ROLLING_FRICTION = 0.0002f;
    private static final float HULL_MARGIN = 0.0005f;

    /**
     * The physics shape of an astragal, fair by its symmetry (the modelled {@code _collision.glb}
     * hulls follow the bone's irregular surface, so their faces are not congruent and would not be
     * fair). The small astragal is a four-sided prism of square cross-section whose ends are
     * rounded into half-spheres: its four long faces are congruent under quarter turns about its length,
     * and it cannot rest on an end. The broad astragal is a flat slab with every edge rounded (the
     * hull of four spheres as wide as it is thick): its two broad faces, yes and no, are congruent
     * under a half turn and flat, while a narrow side, being round, tips it over.
     *
     * @param kind {@link DieKind#SMALL_ASTRAGAL} or {@link DieKind#BROAD_ASTRAGAL}
     * @return a new shape, centred on the die's centre
     */
    static CollisionShape astragalShape(DieKind kind) {
        CompoundCollisionShape shape = new CompoundCollisionShape();
        // Bullet takes a compound's inertia from its bounding box, margin included: keep it thin.
        shape.setMargin(HULL_MARGIN);
        if (kind == DieKind.SMALL_ASTRAGAL) {
            // The prism, with a half-sphere as wide as it on each end.
            float a = SMALL_ASTRAGAL_BODY.y;
            float body = SMALL_ASTRAGAL_BODY.x - a;
            shape.addChildShape(box(new Vector3f(body, a, a)), Vector3f.ZERO);
            for (int end = -1; end <= 1; end += 2) {
                shape.addChildShape(new SphereCollisionShape(a), new Vector3f(end * body, 0, 0));
            }
            return shape;
        }
        Validate.require(kind == DieKind.BROAD_ASTRAGAL, "an astragal");
        // A flat slab, the Minkowski sum of a rectangle and a ball as thick as the slab: a box in
        // the middle, half-cylinders along its four sides and a ball at each corner.
        Vector3f half = ProceduralModels.BROAD_ASTRAGAL_HALF;
        float r = half.y;
        float ix = half.x - r;
        float iz = half.z - r;
        shape.addChildShape(box(new Vector3f(ix, r, iz)), Vector3f.ZERO);
        for (int s = -1; s <= 1; s += 2) {
            shape.addChildShape(cylinder(new Vector3f(ix, r, r), PhysicsSpace.AXIS_X), new Vector3f(0, 0, s * iz));
            shape.addChildShape(cylinder(new Vector3f(r, r, iz), PhysicsSpace.AXIS_Z), new Vector3f(s * ix, 0, 0));
            for (int t = -1; t <= 1; t += 2) {
                shape.addChildShape(new SphereCollisionShape(r), new Vector3f(s * ix, 0, t * iz));
            }
        }
        return shape;
    }

    private static CylinderCollisionShape cylinder(Vector3f half, int axis) {
        CylinderCollisionShape c = new CylinderCollisionShape(half, axis);
        c.setMargin(HULL_MARGIN);
        return c;
    }

    private static BoxCollisionShape box(Vector3f half) {
        BoxCollisionShape b = new BoxCollisionShape(half);
        b.setMargin(HULL_MARGIN);
        return b;
    }

    /**
     * Leaves the astragals of the last throw lying where they rest, as fixed obstacles, for the
     * next throw to strike rather than pass through (the small astragal while the broad one is
     * thrown). They are taken away by {@link #clearKept()} or {@link #destroy()}.
     */
    public void keepOnTable() {
        for (int i = 0; i < bodies.size(); i++) {
            if (kinds.get(i) == DieKind.BINARY_TETRAHEDRON) {
                continue;
            }
            PhysicsRigidBody still = new PhysicsRigidBody(astragalShape(kinds.get(i)), PhysicsRigidBody.massForStatic);
            still.setPhysicsLocation(bodies.get(i).getPhysicsLocation(null));
            still.setPhysicsRotation(bodies.get(i).getPhysicsRotation(null));
            still.setFriction(0.6f);
            still.setRestitution(0.2f);
            space.addCollisionObject(still);
            kept.add(still);
        }
    }

    /** Takes away the dice left lying by {@link #keepOnTable()}. */
    public void clearKept() {
        for (PhysicsRigidBody b : kept) {
            space.removeCollisionObject(b);
        }
        kept.clear();
    }

    /** Takes the dice of the last throw off the table. */
    public void clear() {
        for (PhysicsRigidBody b : bodies) {
            space.removeCollisionObject(b);
        }
        bodies.clear();
        kinds.clear();
    }

    private static void checkAim(float aim) {
        float max = net.ur.client.es.game.ThrowRequest.MAX_AIM;
        Validate.inRange(aim, "aim", -max, max);
    }

    /** An impulse turned about the vertical so that straight ahead (-Z) becomes the aim (positive: toward +X). */
    private static Vector3f aimed(Vector3f impulse, float aim) {
        float c = FastMath.cos(aim);
        float s = FastMath.sin(aim);
        return new Vector3f(impulse.x * c - impulse.z * s, impulse.y, impulse.x * s + impulse.z * c);
    }

    private static float gauss(RandomGenerator random) {
        return (float) random.nextGaussian();
    }

    private static Quaternion randomRotation(RandomGenerator random) {
        // A uniformly random rotation (Shoemake's method).
        float u1 = random.nextFloat();
        float u2 = random.nextFloat() * FastMath.TWO_PI;
        float u3 = random.nextFloat() * FastMath.TWO_PI;
        float a = FastMath.sqrt(1 - u1);
        float b = FastMath.sqrt(u1);
        return new Quaternion(a * FastMath.sin(u2), a * FastMath.cos(u2), b * FastMath.sin(u3), b * FastMath.cos(u3));
    }

    /**
     * Advances the physics by one fixed step.
     *
     * @return what the dice are doing
     */
    public Status step() {
        if (bodies.isEmpty()) {
            throw new IllegalStateException("no dice have been thrown");
        }
        List<Vector3f> before = new ArrayList<>(bodies.size());
        for (PhysicsRigidBody b : bodies) {
            before.add(b.getLinearVelocity(null));
        }
        space.update(STEP, 0);
        reportKnocks(before);
        elapsed += STEP;
        boolean still = true;
        for (PhysicsRigidBody b : bodies) {
            if (b.isActive() && (b.getLinearVelocity(null).length() > 0.008f || b.getAngularVelocity(null).length() > 0.25f)) {
                still = false;
            }
        }
        stillSteps = still ? stillSteps + 1 : 0;
        if (stillSteps >= REST_STEPS) {
            for (int i = 0; i < bodies.size(); i++) {
                if (read(kinds.get(i), bodies.get(i).getPhysicsRotation(null)) < 0) {
                    return Status.LEANING;
                }
            }
            return Status.SETTLED;
        }
        return elapsed > GIVE_UP_SECONDS ? Status.GAVE_UP : Status.ROLLING;
    }

    /**
     * Sets who hears the dice's knocks (for sound); null for nobody. A knock is a sudden change of
     * a die's velocity within one step, far larger than gravity gives: a die striking something.
     *
     * @param listener the listener, or null
     */
    public void setContactListener(ContactListener listener) {
        this.contactListener = listener;
    }

    /** Dice mass, in kilograms. */
    static final float DIE_MASS = 0.012f;
    /** The least change of velocity in one step (m/s) that counts as a knock. */
    private static final float KNOCK = 0.12f;

    private void reportKnocks(List<Vector3f> before) {
        if (contactListener == null) {
            return;
        }
        for (int i = 0; i < bodies.size(); i++) {
            Vector3f after = bodies.get(i).getLinearVelocity(null);
            float change = after.subtract(before.get(i)).length();
            if (change > KNOCK) {
                contactListener.contact(bodies.get(i).getPhysicsLocation(null), change * DIE_MASS);
            }
        }
    }

    /** Game seconds since the throw. */
    public float elapsed() {
        return elapsed;
    }

    /** How many dice are on the table. */
    public int count() {
        return bodies.size();
    }

    /**
     * Where a die is.
     *
     * @param index which die
     * @return its location and orientation as new objects
     */
    public Vector3f location(int index) {
        return bodies.get(index).getPhysicsLocation(null);
    }

    /**
     * How a die is turned.
     *
     * @param index which die
     * @return a new quaternion
     */
    public Quaternion rotation(int index) {
        return bodies.get(index).getPhysicsRotation(null);
    }

    /**
     * The faces up once the throw has settled: 1 where a marked tip (0 or 1) points up, else 0.
     *
     * @return one entry per die
     * @throws IllegalStateException if a die has no tip straight up
     */
    public List<Integer> faces() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < bodies.size(); i++) {
            int face = read(kinds.get(i), bodies.get(i).getPhysicsRotation(null));
            if (face < 0) {
                throw new IllegalStateException("a die has no face or tip straight up");
            }
            out.add(face);
        }
        return out;
    }

    /**
     * Reads a resting die: a tetrahedron gives 1 (a marked tip up) or 0; the small astragal its
     * value 1..4; the broad astragal 1 (yes) or 0 (no).
     *
     * @param kind the die's kind; not null
     * @param rotation its orientation; not null
     * @return the reading, or -1 when it must be thrown again (leaning, or an end or side up)
     */
    public static int read(DieKind kind, Quaternion rotation) {
        switch (kind) {
            case BINARY_TETRAHEDRON: {
                int tip = upTip(rotation);
                return tip < 0 ? -1 : tip < 2 ? 1 : 0;
            }
            case SMALL_ASTRAGAL:
                return smallAstragalFace(rotation);
            case BROAD_ASTRAGAL:
                return broadAstragalFace(rotation);
            case D6:
                return d6Face(rotation);
            default:
                throw new IllegalArgumentException("unknown die kind " + kind);
        }
    }

    /**
     * The turns that carry a die's collision shape onto itself: turning the drawn die by one of
     * them changes which face it shows but not how it flies, lands or rests. The tetrahedron has
     * twelve (any tip to any tip), the small astragal four (quarter turns about its length: its
     * long faces are congruent, see {@link #astragalShape}), the broad astragal two (a half turn
     * about its length: yes and no are congruent), the d6 its cube's twenty-four.
     *
     * @param kind the die's kind; not null
     * @return the turns, the identity first
     */
    public static List<Quaternion> symmetries(DieKind kind) {
        List<Quaternion> out = new ArrayList<>();
        switch (kind) {
            case BINARY_TETRAHEDRON -> {
                Vector3f[] v = ProceduralModels.tetraVertices();
                for (int a = 0; a < v.length; a++) {
                    for (int b = 0; b < v.length; b++) {
                        if (a != b) {
                            out.add(turnTaking(v[0], v[1], v[a], v[b]));
                        }
                    }
                }
            }
            case SMALL_ASTRAGAL -> {
                for (int q = 0; q < 4; q++) {
                    out.add(new Quaternion().fromAngleAxis(q * FastMath.HALF_PI, Vector3f.UNIT_X));
                }
            }
            case BROAD_ASTRAGAL -> {
                out.add(new Quaternion());
                out.add(new Quaternion().fromAngleAxis(FastMath.PI, Vector3f.UNIT_X));
            }
            case D6 -> {
                for (Vector3f y : BOX_FACES) {
                    for (Vector3f z : BOX_FACES) {
                        if (Math.abs(y.dot(z)) < 0.5f) {
                            out.add(turnTaking(Vector3f.UNIT_Y, Vector3f.UNIT_Z, y, z));
                        }
                    }
                }
            }
            default -> throw new IllegalArgumentException("unknown die kind " + kind);
        }
        return out;
    }

    /** The turn that takes directions a to c and b to d (a and b, c and d, at the same angle apart). */
    private static Quaternion turnTaking(Vector3f a, Vector3f b, Vector3f c, Vector3f d) {
        Quaternion from = frame(a, b);
        Quaternion to = frame(c, d);
        return to.mult(from.inverse());
    }

    /** A right-handed frame whose Y axis is along u and whose Z axis is in the plane of u and w. */
    private static Quaternion frame(Vector3f u, Vector3f w) {
        Vector3f y = u.normalize();
        Vector3f x = y.cross(w).normalizeLocal();
        Vector3f z = x.cross(y).normalizeLocal();
        return new Quaternion().fromAxes(x, y, z);
    }

    /**
     * How to draw a die that rests as {@code rest} so that it shows a face chosen beforehand: the
     * symmetry of its shape that, applied before {@code rest}, puts that face up.
     *
     * @param kind the die's kind; not null
     * @param rest the orientation its body rests in; not null
     * @param face the reading wanted, as {@link #read} gives it
     * @return the turn to draw it with ({@code rest.mult(turn)} reads {@code face})
     * @throws IllegalArgumentException if no symmetry shows that face (a face the die does not have)
     */
    public static Quaternion showing(DieKind kind, Quaternion rest, int face) {
        for (Quaternion s : symmetries(kind)) {
            if (read(kind, rest.mult(s)) == face) {
                return s;
            }
        }
        throw new IllegalArgumentException("a " + kind + " resting so cannot show " + face);
    }

    /** Local face directions of a box die, in the order +Y, +Z, -Z, -Y, +X, -X. */
    private static final Vector3f[] BOX_FACES = {Vector3f.UNIT_Y, Vector3f.UNIT_Z, Vector3f.UNIT_Z.negate(),
        Vector3f.UNIT_Y.negate(), Vector3f.UNIT_X, Vector3f.UNIT_X.negate()};

    /** Which of {@link #BOX_FACES} points up, or -1 when none is near enough to vertical. */
    private static int upFace(Quaternion rotation) {
        int best = -1;
        float bestDot = -2;
        for (int i = 0; i < BOX_FACES.length; i++) {
            float y = rotation.mult(BOX_FACES[i]).y;
            if (y > bestDot) {
                bestDot = y;
                best = i;
            }
        }
        return bestDot >= UPRIGHT ? best : -1;
    }

    /**
     * Reads the small astragal: +Y 1, +Z 2, -Z 3, -Y 4 (the highest of the four face directions).
     *
     * @param rotation its orientation; not null
     * @return 1..4, or -1 when an end (±X) is up or it leans
     */
    public static int smallAstragalFace(Quaternion rotation) {
        int f = upFace(rotation);
        return f < 0 || f > 3 ? -1 : f + 1;
    }

    /**
     * Reads the broad astragal: +Y yes, -Y no.
     *
     * @param rotation its orientation; not null
     * @return 1 (yes), 0 (no), or -1 when a side or an end is up or it leans
     */
    public static int broadAstragalFace(Quaternion rotation) {
        int f = upFace(rotation);
        return f == 0 ? 1 : f == 3 ? 0 : -1;
    }

    /**
     * Reads which tip of a tetrahedron points up.
     *
     * @param rotation the die's orientation; not null
     * @return the index of the upward tip (0..3), or -1 if none is near enough to vertical
     */
    public static int upTip(Quaternion rotation) {
        Vector3f[] v = ProceduralModels.tetraVertices();
        int best = -1;
        float bestDot = -2;
        for (int i = 0; i < v.length; i++) {
            Vector3f dir = rotation.mult(v[i]).normalizeLocal();
            if (dir.y > bestDot) {
                bestDot = dir.y;
                best = i;
            }
        }
        return bestDot >= UPRIGHT ? best : -1;
    }

    /** The d6's value of each of {@link #BOX_FACES}: +Y 1, +Z 3, -Z 4, -Y 6, +X 2, -X 5. */
    private static final int[] D6_VALUES = {1, 3, 4, 6, 2, 5};

    /** Half the d6's edge: the model is a rounded cube of 0.016 m (assets/Models/README.md). */
    public static final float D6_HALF = 0.008f;

    /**
     * Reads the d6 (assets/Models/README.md): +Y 1, +X 2, +Z 3, -Z 4, -X 5, -Y 6.
     *
     * @param rotation its orientation; not null
     * @return 1..6, or -1 when it leans
     */
    public static int d6Face(Quaternion rotation) {
        int f = upFace(rotation);
        return f < 0 ? -1 : D6_VALUES[f];
    }

    /**
     * Throws the Ravensburg game's d6: removes the dice of the last throw and drops a cube of the
     * die's size into the tray with a random orientation, impulse and spin.
     *
     * @param strength 0.5 (a gentle toss) to 1.5 (a flick)
     * @param random the source of the throw; not null
     */
    public void throwD6(float strength, RandomGenerator random) {
        Validate.nonNull(random, "random");
        clear();
        BoxCollisionShape shape = new BoxCollisionShape(new Vector3f(D6_HALF, D6_HALF, D6_HALF));
        shape.setMargin(0.0005f);
        dropOne(DieKind.D6, shape, 0.01f, 0.25f, 0.002f, strength, 0f, random);
    }

    /** Frees the physics space. */
    public void destroy() {
        clear();
        clearKept();
        space.destroy();
    }
}
