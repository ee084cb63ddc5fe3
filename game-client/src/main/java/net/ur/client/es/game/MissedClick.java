package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * The event that the person clicked the table and nothing came of it, on the person's input's own
 * entity (written again at each such click, so that the same miss twice is seen twice): what was
 * clicked, for whoever leads the person (a lesson) to say why. Nothing at the table changes.
 *
 * @param kind what the click missed; not null
 * @param count how many such clicks the input has written, from 1: a new one is a change
 */
public record MissedClick(Kind kind, int count) implements EntityComponent {

    /** What a click that did nothing was on. */
    public enum Kind {
        /** The dice are to be thrown, and the click was not on them or their tray. */
        THROW_FIRST,
        /** A move is to be made, and the click was on the dice. */
        DICE_THROWN,
        /** A move is to be made, and the click was on a piece that has none with this throw. */
        PIECE_CANNOT_MOVE,
        /** A move is to be made, and the click was on no piece and no house a piece can reach. */
        NOTHING_THERE,
        /** It is not the person's turn to act (the other side acts, or the table is still moving). */
        NOT_YOUR_TURN
    }

    /** Validates the event. */
    public MissedClick {
        Validate.nonNull(kind, "kind");
        Validate.positive(count, "count");
    }
}
