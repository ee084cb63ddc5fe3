package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.board.Square;

/**
 * A house (square) of the board at the table, on an entity of its own with its {@link Position}:
 * which square of the rules it is, whose route it is on (one side's own, or shared), and whether it
 * is a rosette. A move's path and landing are shown by highlighting houses, and a click on a house
 * moves there.
 *
 * @param square the rules' square; not null
 * @param kind whose route the house is on; not null
 * @param rosette whether it is a rosette
 */
public record House(Square square, Kind kind, boolean rosette) implements EntityComponent {

    /** Whose route a house is on. */
    public enum Kind {
        /** Only light's route passes it. */
        LIGHT,
        /** Only dark's route passes it. */
        DARK,
        /** Both routes pass it (the middle row), or neither (a board house no route uses). */
        SHARED
    }

    /** Validates the component. */
    public House {
        Validate.nonNull(square, "square");
        Validate.nonNull(kind, "kind");
    }
}
