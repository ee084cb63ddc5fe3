package net.ur.client.play;

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
import net.ur.client.es.components.Position;
import net.ur.rules.GameState;
import net.ur.rules.PieceState;
import net.ur.rules.Player;

/**
 * The end of a game, celebrated: once the last move is made and the pool's coins have gone to the
 * winner, the winner's pieces hop in turn where they stand and a warm golden light swells over
 * them and fades, the camera turned to them meanwhile. The session is busy meanwhile, so the end panel follows the celebration.
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

    private final PlaySession session;
    private EntitySet pieces;
    private PointLight glow;
    private boolean hops = true;
    private boolean done;
    private boolean running;
    private float time;

    /**
     * @param session the game at the table; not null
     */
    public CelebrationSystem(PlaySession session) {
        if (session == null) {
            throw new IllegalArgumentException("session must not be null");
        }
        this.session = session;
    }

    /**
     * Sets whether the winner's pieces hop (off for reduced motion: only the light swells).
     *
     * @param hops true to hop
     */
    public void setHops(boolean hops) {
        this.hops = hops;
    }

    /** Whether the celebration is under way. */
    public boolean isCelebrating() {
        return running;
    }

    /**
     * Where the golden light stands at the end of a game: above the middle of the winner's pieces
     * as they rest (above the board's middle when nobody won).
     *
     * @param layout the table's layout; not null
     * @param state a finished state; not null
     * @return a new point
     */
    static Vector3f glowPlace(BoardLayout layout, GameState state) {
        Player winner = state.winner();
        Vector3f sum = new Vector3f();
        int n = 0;
        if (winner != null) {
            for (PieceState ps : state.piecesOf(winner)) {
                sum.addLocal(MoveSystem.restingPlace(layout, state, ps.piece()));
                n++;
            }
        }
        Vector3f at = n == 0 ? layout.boardCentre() : sum.divideLocal(n);
        at.y = layout.surface() + GLOW_HEIGHT;
        return at;
    }

    @Override
    protected void initialize(Application app) {
        pieces = getState(EntityDataState.class).getEntityData().getEntities(PieceId.class, Position.class);
        glow = new PointLight(session.layout().boardCentre().add(0, 0.25f, 0.05f), ColorRGBA.Black, GLOW_RADIUS);
        glow.setName("CelebrationLight");
        // A game continued after its end has nothing to celebrate again.
        done = session.state().isOver();
    }

    @Override
    protected void cleanup(Application app) {
        pieces.release();
        ((SimpleApplication) app).getRootNode().removeLight(glow);
        if (running) {
            running = false;
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
        pieces.applyChanges();
        if (!running) {
            if (!done && session.state().isOver() && !session.isBusy()) {
                done = true;
                running = true;
                time = 0;
                session.beginBusy();
                // The light swells over the winner's pieces (home, most of them), and the camera
                // turns to them while they hop.
                Vector3f over = glowPlace(session.layout(), session.state());
                glow.setPosition(over);
                ((SimpleApplication) getApplication()).getRootNode().addLight(glow);
                com.simsilica.es.EntityData ed = getState(net.ur.client.es.EntityDataState.class).getEntityData();
                ed.setComponent(ed.createEntity(), new net.ur.client.es.components.CameraFocus(
                        new Vector3f(over.x, session.layout().surface(), over.z), SECONDS));
            }
            return;
        }
        time += tpf;
        float f = Math.min(1f, time / SECONDS);
        float swell = FastMath.sin(FastMath.PI * f);
        glow.setColor(new ColorRGBA(1f, 0.78f, 0.35f, 1f).multLocal(GLOW_STRENGTH * swell));
        Player winner = session.state().winner();
        int i = 0;
        for (Entity e : pieces) {
            PieceId id = e.get(PieceId.class);
            if (id.piece().owner() != winner) {
                continue;
            }
            Vector3f rest = MoveSystem.restingPlace(session.layout(), session.state(), id.piece());
            Vector3f at = rest.clone();
            if (hops && f < 1f) {
                // Each piece a little after the one before: a ripple along the row.
                float phase = (time - i * 0.09f) / (SECONDS - 0.5f) * HOPS;
                if (phase > 0 && phase < HOPS) {
                    at.y += HOP_HEIGHT * FastMath.abs(FastMath.sin(FastMath.PI * phase));
                }
            }
            e.set(Position.at(at));
            i++;
        }
        if (f >= 1f) {
            running = false;
            ((SimpleApplication) getApplication()).getRootNode().removeLight(glow);
            session.endBusy();
        }
    }
}
