package net.ur.client.es.game;

import jme3utilities.Validate;
import net.ur.client.es.components.DieKind;

import com.simsilica.es.EntityComponent;

/**
 * A throw the rules allow, on an entity of its own, for the dice system: which dice, how hard and
 * where to. The dice system removes it as it throws them, and writes a {@link DiceResult} when they rest.
 *
 * @param kind which dice are thrown; not null
 * @param how how hard and where to; not null
 */
public record DiceThrow(DieKind kind, ThrowRequest how) implements EntityComponent {

    /** Validates the component. */
    public DiceThrow {
        Validate.nonNull(kind, "kind");
        Validate.nonNull(how, "how");
    }
}
