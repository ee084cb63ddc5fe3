package net.ur.client.testing;

import java.util.HashMap;
import java.util.Map;

import com.jme3.math.Vector3f;
import net.ur.client.board.BoardLayout;
import net.ur.client.table.TablePlaces;
import net.ur.rules.board.Square;

/**
 * Where things rest at a table laid by the layout, for tests that work without a table's
 * entities: each house where the composer lays it (the layout's square centres), as the house
 * entities then say.
 */
public final class Places {

    private Places() {
    }

    /**
     * The places of a table whose houses stand where the layout puts its squares.
     *
     * @param layout the table's layout; not null
     * @return the places
     */
    public static TablePlaces byLayout(BoardLayout layout) {
        Map<Square, Vector3f> houses = new HashMap<>();
        for (Square sq : layout.shape().squares()) {
            houses.put(sq, layout.centre(sq));
        }
        return new TablePlaces(houses, layout);
    }
}
