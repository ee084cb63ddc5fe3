package net.ur.client.hud;

import jme3utilities.Validate;
import com.simsilica.es.EntityComponent;
import java.util.List;
import java.util.Locale;
import net.ur.rules.Piece;
import net.ur.rules.Player;

/**
 * The icons of the heads-up display that an action has just used for the first time, on the
 * entity of whoever teaches the game (a lesson): the icon display makes each glow for a moment
 * ({@link IconHudState#GLOW_SECONDS}). A new value (another step) starts the glows again.
 *
 * @param targets the icons to light; not null, not empty
 * @param step which action used them (a lesson's step), so that two actions lighting the same icon
 *     are two values
 */
public record HudCue(List<Target> targets, int step) implements EntityComponent {

    /** What the display shows that can be lit. */
    public enum Element {
        /** The last throw: the thrower's token, the dice as they fell and the score. */
        THROW,
        /** The broad astragal's face in the throw ({@code yes} or {@code no}). */
        BROAD,
        /** A piece's icon on its owner's plaque once it is on the board (a bird's when it is launched). */
        PIECE,
        /** A piece's icon on its owner's plaque once it is home. */
        HOME,
        /** A player's coin and counters (the Babylonian game). */
        COUNTERS,
        /** The pool's bowl and count (the Babylonian game); {@code dry} when it has run dry. */
        POOL
    }

    /**
     * One icon to light.
     *
     * @param element which part of the display; not null
     * @param side the player whose plaque it is on, or null for the throw and the pool
     * @param detail which one: the broad astragal's {@code yes} or {@code no}, a piece's
     *     {@link #pieceKey}, the pool's {@code dry}, else empty; not null
     */
    public record Target(Element element, Player side, String detail) {

        /** Validates the target. */
        public Target {
            Validate.nonNull(element, "element");
            Validate.nonNull(detail, "detail");
            boolean plaque = element == Element.PIECE || element == Element.HOME || element == Element.COUNTERS;
            Validate.require(plaque == (side != null), plaque ? "a side for an icon on a player's plaque"
                    : "no side for an icon that is no player's");
        }

        @Override
        public String toString() {
            return element.name().toLowerCase(Locale.ROOT) + (side == null ? "" : " " + side.name().toLowerCase(Locale.ROOT))
                    + (detail.isEmpty() ? "" : " " + detail);
        }
    }

    /** Validates the component. */
    public HudCue {
        Validate.nonEmpty(targets, "the icons a HUD cue lights");
        targets = List.copyOf(targets);
    }

    /**
     * The name of a piece's icon: its bird's ({@code swallow}, {@code stormbird}, ... as
     * {@link HudIcons#BIRDS} names them) in the Babylonian game, else {@code piece}.
     *
     * @param piece the piece; not null
     * @return the name
     */
    public static String pieceKey(Piece piece) {
        return piece.kind().isPlain() ? "piece" : piece.kind().key();
    }
}
