package net.ur.client.es.game;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Move;
import net.ur.rules.Player;

/**
 * An action at the table asked for by one side, on an entity of its own: whoever asks (the
 * person's hands, a computer player, a hint taken, and later a remote peer, a replay or a lesson)
 * writes the same request, and the table system alone takes it to the rules, which judge it. It
 * is removed once judged; a refused one leaves a {@link Refused} event saying why.
 *
 * @param side the side that asks; not null
 * @param action what it asks for; not null
 * @param actor who asked, for the log and the refusal ("person", "computer", "hint", ...); not null
 */
public record Request(Player side, Action action, String actor) implements EntityComponent {

    /** Validates the request. */
    public Request {
        Validate.nonNull(side, "side");
        Validate.nonNull(action, "action");
        Validate.nonNull(actor, "actor");
    }

    /** What a side can ask for at the table. */
    public sealed interface Action permits Throw, Keep, ThrowBroad, MakeMove, Concede {
    }

    /**
     * Throw the dice (the turn's first throw).
     *
     * @param how how hard and where to; not null
     */
    public record Throw(ThrowRequest how) implements Action {
        /** Validates the action. */
        public Throw {
            Validate.nonNull(how, "how");
        }
    }

    /** Keep the small astragal's roll (the Babylonian roll decision). */
    public record Keep() implements Action {
    }

    /**
     * Throw the broad astragal to convert the roll (the Babylonian roll decision).
     *
     * @param how how hard and where to; not null
     */
    public record ThrowBroad(ThrowRequest how) implements Action {
        /** Validates the action. */
        public ThrowBroad {
            Validate.nonNull(how, "how");
        }
    }

    /**
     * Make a move.
     *
     * @param move one of the rules' legal moves, the rules judge; not null
     */
    public record MakeMove(Move move) implements Action {
        /** Validates the action. */
        public MakeMove {
            Validate.nonNull(move, "move");
        }
    }

    /**
     * Give up the game: a network game's resignation, or its loss by forfeit (a side that did not
     * reveal its secret in time). The rules know no resignation; the table ends the game with the
     * other side the winner, and only in a network game.
     *
     * @param how how the game ended, in words for the table ("Light resigned"); not null
     */
    public record Concede(String how) implements Action {
        /** Validates the action. */
        public Concede {
            Validate.nonNull(how, "how");
            Validate.require(!how.isBlank(), "how the game was given up");
        }
    }
}
