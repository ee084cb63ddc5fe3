package net.ur.client.es.game;

import com.jme3.math.Vector3f;
import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Counters;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Roll;

/**
 * Something that happened at the table, on an entity of its own for a few updates, for whoever
 * follows the game without steering it (sound, statistics, tests): the systems that make it
 * happen write it, the table system takes it away after {@code TableSystem.EVENT_UPDATES} of its
 * updates, so that every reader that applies its set's changes each update sees it once.
 *
 * @param event what happened; not null
 */
public record TableEvent(Event event) implements EntityComponent {

    /** Validates the component. */
    public TableEvent {
        Validate.nonNull(event, "event");
    }

    /** What can happen at the table. */
    public sealed interface Event permits Taken, DiceThrown, DiceKnock, DiceSettled, PieceLifted, PiecePlaced,
            CountersMoved, GameOver {
    }

    /**
     * The table took a request: the rules allowed it (for a throw, the dice are thrown or, in a
     * network game, awaited). A network game's remote actor sends the local side's taken actions.
     *
     * @param request the request as it was written
     */
    public record Taken(Request request) implements Event {
    }

    /**
     * The dice leave the hand.
     *
     * @param side who throws
     * @param strength 0.5 to 1.5
     */
    public record DiceThrown(Player side, float strength) implements Event {
    }

    /**
     * A die strikes the table, the board, the tray or another die.
     *
     * @param where the point of contact
     * @param impulse how hard, in newton-seconds (about 0.0005 for a soft touch, 0.01 for a hard knock)
     */
    public record DiceKnock(Vector3f where, float impulse) implements Event {
        /** Copies the point. */
        public DiceKnock {
            where = where.clone();
        }
    }

    /**
     * The dice rest and their roll is given to the rules.
     *
     * @param side who threw
     * @param roll the roll
     * @param passes whether the roll passes the turn (a 0, a missed turn, or no piece can move)
     */
    public record DiceSettled(Player side, Roll roll, boolean passes) implements Event {
    }

    /**
     * A piece is lifted to make a move.
     *
     * @param move the move
     * @param from where the piece is
     */
    public record PieceLifted(Move move, Vector3f from) implements Event {
        /** Copies the point. */
        public PieceLifted {
            from = from.clone();
        }
    }

    /**
     * A piece is set down at the end of its move.
     *
     * @param move the move (its {@code rosette()} and {@code isCapture()} tell what it did)
     * @param at where it lands
     * @param rules the rules it was made by (whether a rosette means anything)
     */
    public record PiecePlaced(Move move, Vector3f at, RuleSet rules) implements Event {
        /** Copies the point. */
        public PiecePlaced {
            at = at.clone();
        }
    }

    /**
     * Counters change hands (the Babylonian game): the first of the coins that slide from one
     * pile to another lands.
     *
     * @param from the pile they leave
     * @param to the pile they go to
     * @param count how many coins, at least 1
     * @param where where the first coin lands
     */
    public record CountersMoved(Counters.Pile from, Counters.Pile to, int count, Vector3f where) implements Event {
        /** Copies the point. */
        public CountersMoved {
            where = where.clone();
        }
    }

    /**
     * The game is over.
     *
     * @param winner who won, or null for a drawn game (the Ravensburg turn limits)
     * @param personWon whether a person at the table won
     * @param personPlayed whether a person played at all (a game of computers ends on the win's sound)
     */
    public record GameOver(Player winner, boolean personWon, boolean personPlayed) implements Event {
    }
}
