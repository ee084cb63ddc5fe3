package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.client.es.components.DieKind;
import net.ur.rules.Player;

/**
 * A throw the rules allow whose faces are agreed elsewhere: in a network game both sides settle
 * every roll by commit and reveal before the dice fly. The table system writes it, on an entity of
 * its own, for a free throw of such a game; the table is busy while it stands; the actor that learns
 * the agreed faces (the remote actor) writes an arranged throw of the same side and dice, which the
 * table system throws with this throw's strength and aim, removing this.
 *
 * @param side who throws; not null
 * @param kind which dice; not null
 * @param how how hard and where to, as the side asked; not null
 */
public record DiceAwaited(Player side, DieKind kind, ThrowRequest how)
        implements EntityComponent {

    /** Validates the component. */
    public DiceAwaited {
        Validate.nonNull(side, "side");
        Validate.nonNull(kind, "kind");
        Validate.nonNull(how, "how");
    }

    /**
     * Whether an arranged throw completes this one: the same side and dice.
     *
     * @param who the side of the arranged throw
     * @param dice its dice
     * @return true when it does
     */
    public boolean completedBy(Player who, DieKind dice) {
        return side == who && kind == dice;
    }
}
