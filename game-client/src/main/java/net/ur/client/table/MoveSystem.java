package net.ur.client.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import net.ur.client.board.BoardLayout;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.CameraFocus;
import net.ur.client.es.components.House;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.Travel;
import net.ur.client.es.game.MoveMade;
import net.ur.client.es.game.TableEvent;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.board.Route;

/**
 * The move system: shows each move the rules made (a {@link MoveMade} event from the table
 * system) as {@link Travel}s for the motion system: the piece hops house by house along its route,
 * a captured piece is knocked back to its owner's side, and the waiting and finished rows close
 * up. A piece on the board travels to where its house's entity stands ({@link TablePlaces}).
 * Reduced motion (no hops) is in the travels' data.
 */
public class MoveSystem extends BaseAppState {

    /** How long the camera dwells on a capture, in seconds. */
    static final float CAPTURE_FOCUS_SECONDS = 1.8f;
    /** Seconds per house of a hop at normal speed. */
    public static final float HOP_SECONDS = 0.16f;

    /** The table as its entities say: what it is laid for, the game, whether it is busy. */
    private net.ur.client.es.state.TableReader tableNow;
    private EntityData ed;
    private EntitySet requests;
    private EntitySet pieces;
    /** The board's houses: where a piece rests on the board is where its house stands. */
    private EntitySet houses;
    /** The legs of the travels being planned, each entity's in order. */
    private final Map<EntityId, List<Travel.Leg>> legs = new LinkedHashMap<>();
    private Move pendingPlacement;
    private EntityId placedPiece;
    /** The travel of the piece moved, whose end is its placement (null when it did not travel). */
    private Travel placedTravel;
    private Vector3f placementAt;
    private boolean hops = true;

    /** The system of the table laid when it begins (its {@code TableSetup} and {@code TableFacts} say the game). */
    public MoveSystem() {
    }


    /**
     * Sets whether pieces hop from house to house (off for reduced motion: they slide).
     *
     * @param hops true to hop
     */
    public void setHops(boolean hops) {
        this.hops = hops;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        tableNow = new net.ur.client.es.state.TableReader(ed);
        requests = ed.getEntities(MoveMade.class);
        pieces = ed.getEntities(PieceId.class, Position.class);
        houses = ed.getEntities(House.class, Position.class);
    }

    @Override
    protected void cleanup(Application app) {
        tableNow.release();
        requests.release();
        pieces.release();
        houses.release();
        legs.clear();
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
        if (requests.applyChanges()) {
            for (Entity e : requests.getAddedEntities()) {
                handle(e);
            }
        }
        announcePlacement();
    }

    private void handle(Entity e) {
        MoveMade made = e.get(MoveMade.class);
        ed.removeEntity(e.getId());
        plan(made.move(), made.before(), made.after());
    }

    private EntityId entityOf(Piece piece) {
        for (Entity e : pieces) {
            if (e.get(PieceId.class).piece().equals(piece)) {
                return e.getId();
            }
        }
        throw new IllegalStateException("no entity for piece " + piece);
    }

    private void plan(Move move, GameState before, GameState after) {
        houses.applyChanges();
        TablePlaces places = TablePlaces.of(houses, layout());
        Route route = rules().route(move.player());
        List<Vector3f> path = new ArrayList<>();
        int fromStep = move.from() instanceof Location.OnBoard on ? on.step() : -1;
        int toStep = move.to() instanceof Location.OnBoard on ? on.step() : route.length() - 1;
        for (int s = fromStep + 1; s <= toStep; s++) {
            path.add(places.house(route.square(s)));
        }
        for (int s = fromStep - 1; s >= toStep && s >= 0; s--) {
            path.add(places.house(route.square(s))); // a red Ravensburg man going back
        }
        if (move.isBearOff()) {
            path.add(places.restingPlace(after, move.piece()));
        } else if (!path.isEmpty()) {
            path.set(path.size() - 1, places.restingPlace(after, move.piece())); // on top of a tower
        }
        List<Piece> carried = Towers.carried(rules(), before, move);
        EntityId mover = entityOf(move.piece());
        Vector3f at = ed.getComponent(mover, Position.class).location();
        ed.setComponent(ed.createEntity(), new TableEvent(new TableEvent.PieceLifted(move, at)));
        pendingPlacement = move;
        placedPiece = mover;
        placementAt = path.isEmpty() ? at : path.get(path.size() - 1);
        float delay = 0;
        for (Vector3f p : path) {
            float d = HOP_SECONDS * (p.distance(at) > BoardLayout.SQUARE * 1.6f ? 2f : 1f);
            add(mover, at, p, d, 0.02f, delay);
            delay = 0;
            at = p;
        }
        float arrival = totalTime(mover);
        Vector3f moverStart = places.restingPlace(before, move.piece());
        for (Piece c : carried) {
            // a captive travels beneath its carrier, and is set aside if it is delivered
            EntityId id = entityOf(c);
            Vector3f below = places.restingPlace(before, c).subtractLocal(moverStart);
            Vector3f from = ed.getComponent(id, Position.class).location();
            for (Vector3f p : path) {
                Vector3f to = p.add(below);
                add(id, from, to, HOP_SECONDS * (to.distance(from) > BoardLayout.SQUARE * 1.6f ? 2f : 1f), 0.02f, 0);
                from = to;
            }
            Vector3f rest = places.restingPlace(after, c);
            if (rest.distance(from) > 0.001f) {
                add(id, from, rest, 0.55f, 0.12f, 0.05f);
            }
        }
        for (Piece captured : move.captured()) {
            EntityId c = entityOf(captured);
            Vector3f from = ed.getComponent(c, Position.class).location();
            add(c, from, places.restingPlace(after, captured), 0.55f, 0.12f, arrival - 0.05f);
        }
        // Everything else closes up to where the new state puts it.
        for (Entity e : pieces) {
            Piece p = e.get(PieceId.class).piece();
            if (p.equals(move.piece()) || move.captured().contains(p) || carried.contains(p)) {
                continue;
            }
            Vector3f target = places.restingPlace(after, p);
            Vector3f now = e.get(Position.class).location();
            if (now.distance(target) > 0.001f) {
                add(e.getId(), now, target, 0.3f, 0.01f, arrival);
            }
        }
        Towers.updateSides(ed, pieces, after);
        placedTravel = null;
        for (var entry : legs.entrySet()) {
            Travel travel = new Travel(entry.getValue());
            ed.setComponent(entry.getKey(), travel);
            if (entry.getKey().equals(placedPiece)) {
                placedTravel = travel;
            }
        }
        legs.clear();
    }

    /**
     * Adds a leg to an entity's travel, its hop dropped for reduced motion (the motion system plays
     * every travel at the player's animation speed).
     */
    private void add(EntityId id, Vector3f from, Vector3f to, float seconds, float hop, float wait) {
        legs.computeIfAbsent(id, k -> new ArrayList<>()).add(new Travel.Leg(from, to, null, seconds,
                hops ? hop : 0f, Math.max(0f, wait)));
    }

    /** The seconds of an entity's travel planned so far. */
    private float totalTime(EntityId id) {
        float t = 0;
        for (Travel.Leg l : legs.getOrDefault(id, List.of())) {
            t += l.delay() + l.seconds();
        }
        return t;
    }

    /** Tells the table that the moved piece has been set down, once its travel is over. */
    private void announcePlacement() {
        // Its travel is over once the piece travels no more, or on another travel (the winner's hops).
        if (pendingPlacement == null || (placedTravel != null && placedTravel.equals(ed.getComponent(placedPiece, Travel.class)))) {
            return;
        }
        Move placed = pendingPlacement;
        pendingPlacement = null;
        ed.setComponent(ed.createEntity(), new TableEvent(new TableEvent.PiecePlaced(placed, placementAt, rules())));
        if (placed.isCapture()) {
            // The camera turns to a capture as it happens.
            ed.setComponent(ed.createEntity(), new CameraFocus(placementAt, CAPTURE_FOCUS_SECONDS));
        }
    }

    /** Where things stand on the table. */
    private net.ur.client.board.BoardLayout layout() {
        return tableNow.setup().layout();
    }

    /** The rule set. */
    private net.ur.rules.RuleSet rules() {
        return tableNow.setup().rules();
    }
}
