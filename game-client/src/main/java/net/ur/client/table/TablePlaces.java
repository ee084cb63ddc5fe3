package net.ur.client.table;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;
import net.ur.client.es.components.House;
import net.ur.client.es.components.Position;
import net.ur.client.view.ProceduralModels;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.board.Square;

/**
 * Where things rest at the table: a piece on the board on its house, where the {@link House}
 * entity of its square stands ({@link Position}), raised by the men beneath it (a Ravensburg
 * tower); a piece off the board in its slot beside it (the layout's waiting and finished rows,
 * which are not houses). A value, made from the house entities when it is needed; the move system,
 * the celebration, the previews' ghosts and the replay's ghosts all place pieces through it, so
 * that a house's place is said once, by its entity.
 */
public final class TablePlaces {

    private final Map<Square, Vector3f> houses;
    private final BoardLayout layout;

    /**
     * @param houses where each house of the board stands; not null, copied
     * @param layout the table's layout, for the slots beside the board; not null
     */
    public TablePlaces(Map<Square, Vector3f> houses, BoardLayout layout) {
        Validate.nonNull(houses, "houses");
        Validate.nonNull(layout, "layout");
        Map<Square, Vector3f> copy = new HashMap<>();
        houses.forEach((k, v) -> copy.put(k, v.clone()));
        this.houses = Map.copyOf(copy);
        this.layout = layout;
    }

    /**
     * The places of the house entities.
     *
     * @param houseEntities entities with {@link House} and {@link Position}; not null
     * @param layout the table's layout; not null
     * @return the places
     */
    public static TablePlaces of(Iterable<Entity> houseEntities, BoardLayout layout) {
        Validate.nonNull(houseEntities, "houseEntities");
        Map<Square, Vector3f> at = new HashMap<>();
        for (Entity e : houseEntities) {
            at.put(e.get(House.class).square(), e.get(Position.class).location());
        }
        return new TablePlaces(at, layout);
    }

    /** The table's layout (the tray, the rows beside the board, the board's surface). */
    public BoardLayout layout() {
        return layout;
    }

    /**
     * Where a house stands.
     *
     * @param square a square of the board; not null
     * @return a new point
     * @throws IllegalArgumentException when the board has no house there
     */
    public Vector3f house(Square square) {
        Vector3f at = houses.get(square);
        if (at == null) {
            throw new IllegalArgumentException("no house on " + square);
        }
        return at.clone();
    }

    /**
     * Where a piece rests in a state: on its house (on top of the men beneath it), or in its slot
     * beside the board.
     *
     * @param state the state; not null
     * @param piece a piece of the state; not null
     * @return a new point
     */
    public Vector3f restingPlace(GameState state, Piece piece) {
        PieceState ps = state.stateOf(piece);
        if (ps.location() instanceof Location.OnBoard || ps.location() instanceof Location.Beneath) {
            return onTower(state, piece);
        }
        boolean waiting = ps.location() instanceof Location.Waiting;
        int index = 0; // a removed Ravensburg man is set aside where finished pieces stand
        for (PieceState other : state.piecesOf(piece.owner())) {
            if (other.piece().number() < piece.number() && other.location().getClass() == ps.location().getClass()) {
                index++;
            }
        }
        return waiting ? layout.waitingSlot(piece.owner(), index) : layout.finishedSlot(piece.owner(), index);
    }

    /** Where a man on the board stands: its house, raised by the men beneath it. */
    private Vector3f onTower(GameState state, Piece piece) {
        Square square = Towers.squareOf(state, piece);
        List<PieceState> tower = state.stackAt(square);
        int height = 0;
        for (int i = 0; i < tower.size(); i++) {
            if (tower.get(i).piece().equals(piece)) {
                height = i;
            }
        }
        Vector3f c = house(square);
        c.y += height * ProceduralModels.PIECE_HEIGHT;
        return c;
    }
}
