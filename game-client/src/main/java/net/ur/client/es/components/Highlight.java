package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * How an entity is shown to stand out: a piece movable, hovered by the mouse or selected with the
 * keyboard; a house on the path of the move shown, or where it lands. An entity without this
 * component is shown plainly.
 *
 * @param kind the kind of highlight, not null
 */
public record Highlight(Kind kind) implements EntityComponent {

    /** The kinds of highlight, weakest first. */
    public enum Kind {
        /** The piece has a legal move with the roll in hand. */
        MOVABLE,
        /** The piece or die is under the mouse, or selected with the arrow keys. */
        HOVER,
        /** A house the move shown passes over. */
        PATH,
        /** The house where the move shown lands. */
        DESTINATION
    }

    /** Shared instance: movable. */
    public static final Highlight MOVABLE = new Highlight(Kind.MOVABLE);
    /** Shared instance: hovered. */
    public static final Highlight HOVER = new Highlight(Kind.HOVER);
    /** Shared instance: a house on the path. */
    public static final Highlight PATH = new Highlight(Kind.PATH);
    /** Shared instance: the house where the move lands. */
    public static final Highlight DESTINATION = new Highlight(Kind.DESTINATION);

    /** Validates the component. */
    public Highlight {
        Validate.nonNull(kind, "kind");
    }
}
