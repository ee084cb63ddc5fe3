package net.ur.client.table;

import net.ur.client.board.BoardLayout;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.light.PointLight;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.CameraFocus;
import net.ur.client.es.components.Celebration;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.Travel;
import java.util.ArrayList;
import java.util.List;
import net.ur.rules.GameState;
import net.ur.rules.PieceState;
import net.ur.rules.Player;

/**
 * The end of a game, celebrated: once the last move is made and the pool's coins have gone to the
 * winner, the winner's pieces hop in turn where they stand and a warm golden light swells over
 * them and fades, the camera turned to them meanwhile. The celebration is an entity ({@link Celebration}) for as long as it lasts,
 * and the hops are {@link Travel}s: the table is busy meanwhile, so the end panel follows the celebration.
 */
public class CelebrationSystem extends BaseAppState {

    /** Seconds the celebration lasts. */
    public static final float SECONDS = 1.8f;
    private static final int HOPS = 3;
    private static final float HOP_HEIGHT = 0.03f;
    /** Reach of the golden light, in metres: the winner's pieces and the board near them. */
    private static final float GLOW_RADIUS = 0.75f;
    /** Brightness of the golden light at its height (more washes the board's squares out to white). */
    private static final float GLOW_STRENGTH = 1.1f;
    /** Height of the golden light above the table. */
    private static final float GLOW_HEIGHT = 0.2f;

    /** The table as its entities say: what it is laid for, the game, whether it is busy. */
    private net.ur.client.es.state.TableReader tableNow;
    private EntitySet pieces;
    /** The board's houses, where the winner's pieces on the board rest. */
    private EntitySet houses;
    private PointLight glow;
    private boolean hops = true;
    private boolean done;
    private float time;
    private com.simsilica.es.EntityData ed;
    /** The entity of the celebration under way, or null. */
    private com.simsilica.es.EntityId celebration;

    /** The system of the table laid when it begins (its {@code TableSetup} and {@code TableFacts} say the game). */
    public CelebrationSystem() {
    }

    /**
     * Sets whether the winner's pieces hop (off for reduced motion: only the light swells).
     *
     * @param hops true to hop
     */
    public void setHops(boolean hops) {
        this.hops = hops;
    }

    /**
     * Where the golden light stands at the end of a game: above the middle of the winner's pieces
     * as they rest (above the board's middle when nobody won).
     *
     * @param places where things rest at the table; not null
     * @param state a finished state; not null
     * @return a new point
     */
    public static Vector3f glowPlace(TablePlaces places, GameState state) {
        BoardLayout layout = places.layout();
        Player winner = state.winner();
        Vector3f sum = new Vector3f();
        int n = 0;
        if (winner != null) {
            for (PieceState ps : state.piecesOf(winner)) {
                sum.addLocal(places.restingPlace(state, ps.piece()));
                n++;
            }
        }
        Vector3f at = n == 0 ? layout.boardCentre() : sum.divideLocal(n);
        at.y = layout.surface() + GLOW_HEIGHT;
        return at;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        tableNow = new net.ur.client.es.state.TableReader(ed);
        pieces = ed.getEntities(PieceId.class, Position.class);
        houses = ed.getEntities(net.ur.client.es.components.House.class, Position.class);
        glow = new PointLight(layout().boardCentre().add(0, 0.25f, 0.05f), ColorRGBA.Black, GLOW_RADIUS);
        glow.setName("CelebrationLight");
        // A game continued after its end has nothing to celebrate again.
        done = state().isOver();
    }

    @Override
    protected void cleanup(Application app) {
        tableNow.release();
        pieces.release();
        houses.release();
        ((SimpleApplication) app).getRootNode().removeLight(glow);
        if (celebration != null) {
            ed.removeEntity(celebration);
            celebration = null;
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
        pieces.applyChanges();
        if (celebration == null) {
            if (!done && state().isOver() && !tableNow.busy()) {
                begin();
            }
            return;
        }
        time += tpf;
        float f = Math.min(1f, time / SECONDS);
        float swell = FastMath.sin(FastMath.PI * f);
        glow.setColor(new ColorRGBA(1f, 0.78f, 0.35f, 1f).multLocal(GLOW_STRENGTH * swell));
        if (f >= 1f) {
            ((SimpleApplication) getApplication()).getRootNode().removeLight(glow);
            ed.removeEntity(celebration);
            celebration = null;
        }
    }

    /**
     * Begins the celebration: the light swells over the winner's pieces (home, most of them), the
     * camera turns to them, and they hop in turn where they stand, a ripple along the row.
     */
    private void begin() {
        done = true;
        time = 0;
        houses.applyChanges();
        TablePlaces places = TablePlaces.of(houses, layout());
        Vector3f over = glowPlace(places, state());
        glow.setPosition(over);
        ((SimpleApplication) getApplication()).getRootNode().addLight(glow);
        celebration = ed.createEntity();
        ed.setComponent(celebration, new Celebration(over, SECONDS));
        // The camera takes its wish away with the entity it is on: a wish of its own.
        ed.setComponent(ed.createEntity(), new CameraFocus(new Vector3f(over.x, layout().surface(), over.z), SECONDS));
        if (!hops) {
            return;
        }
        Player winner = state().winner();
        float hopSeconds = (SECONDS - 0.5f) / HOPS;
        int i = 0;
        for (Entity e : pieces) {
            PieceId id = e.get(PieceId.class);
            if (id.piece().owner() != winner) {
                continue;
            }
            Vector3f rest = places.restingPlace(state(), id.piece());
            List<Travel.Leg> legs = new ArrayList<>();
            for (int h = 0; h < HOPS; h++) {
                legs.add(new Travel.Leg(rest, rest, null, hopSeconds, HOP_HEIGHT, h == 0 ? i * 0.09f : 0f));
            }
            ed.setComponent(e.getId(), new Travel(legs));
            i++;
        }
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
