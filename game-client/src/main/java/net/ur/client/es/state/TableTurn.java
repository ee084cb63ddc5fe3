package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;

/**
 * The game's state at the table as everyone reads it, on the table's entity: whose turn it is,
 * what the game awaits, the roll in hand, and a count of the state's changes at this table. The table system
 * writes it whenever the rules' state changes; the HUD, the camera, sound and the autosave react to
 * it instead of asking the session.
 *
 * @param turn the side to act; not null
 * @param phase what the game awaits; not null
 * @param rollInHand the roll waiting for a move or a roll decision, or null
 * @param version how many times the state has changed since the table was laid (each change a new value)
 */
public record TableTurn(Player turn, Phase phase, Roll rollInHand, int version) implements EntityComponent {

    /** Validates the component. */
    public TableTurn {
        Validate.nonNull(turn, "turn");
        Validate.nonNull(phase, "phase");
        Validate.nonNegative(version, "version");
    }
}
