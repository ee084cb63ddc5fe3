package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import net.ur.rules.Move;
import net.ur.rules.OpeningThrows;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Roll;

/**
 * What last happened at the table, on the table's entity: the last action the rules took and the
 * last throw, as facts. The table system writes it with each action it gives the rules (and when
 * it lays the table: a continued game's throw in hand, a Babylonian game's opening); the words of
 * the HUD ({@code words.TurnWords}) are made from it, and the throw the HUD shows is read from it.
 *
 * @param action the last thing that happened, or null before anything
 * @param lastThrow the last throw (a roll, a kept roll, the broad astragal, a continued game's
 *     roll in hand), or null before the first
 */
public record LastAction(Fact action, Fact lastThrow) implements EntityComponent {

    /** Nothing has happened yet. */
    public static final LastAction NONE = new LastAction(null, null);

    /**
     * The facts after another action: a throw is the last throw too, an opening throw or a move
     * leaves the last throw as it was.
     *
     * @param next what happened; not null
     * @return the new facts
     */
    public LastAction then(Fact next) {
        jme3utilities.Validate.nonNull(next, "next");
        boolean isThrow = !(next instanceof Opened || next instanceof Moved);
        return new LastAction(next, isThrow ? next : lastThrow);
    }

    /**
     * The last throw as the HUD shows it: who threw, the roll the dice made, the small astragal's
     * value and the broad astragal's answer (Babylonian), and what it scores.
     *
     * @param rules the game's rules; not null
     * @return the throw, or null before the first
     */
    public TableFacts.ThrowShown throwShown(RuleSet rules) {
        jme3utilities.Validate.nonNull(rules, "rules");
        Fact t = lastThrow;
        Player who;
        Roll roll;
        int small;
        Boolean broad;
        if (t instanceof InHand h) {
            who = h.who();
            roll = h.roll();
            small = h.converted() ? h.roll().faces().get(0) : h.roll().value();
            broad = h.converted() ? Boolean.TRUE : null;
        } else if (t instanceof Rolled r) {
            who = r.who();
            roll = r.roll();
            small = roll.value();
            broad = null;
        } else if (t instanceof Kept k) {
            who = k.who();
            roll = k.roll();
            small = roll.value();
            broad = null;
        } else if (t instanceof Broad b) {
            who = b.who();
            roll = b.broad();
            small = b.small();
            broad = b.yes();
        } else {
            return null;
        }
        int score;
        if (!rules.hasCounters()) {
            score = roll.value();
        } else if (broad == null) {
            score = small;
        } else {
            score = broad ? rules.rollDecisions().orElseThrow().converted(small) : 0;
        }
        return new TableFacts.ThrowShown(who, roll, small, broad, score);
    }

    /** Something that happened at the table: the facts the words of the HUD are made from. */
    public sealed interface Fact permits Opened, InHand, Rolled, Kept, Broad, Moved {
    }

    /** A throw of the Babylonian opening: the opening so far, decided or not. */
    public record Opened(OpeningThrows opening) implements Fact {
    }

    /** A continued game's throw in hand (converted: the broad astragal's yes made its value). */
    public record InHand(Player who, Roll roll, boolean converted) implements Fact {
    }

    /** A roll given to the rules; passes: it passed the turn. */
    public record Rolled(Player who, Roll roll, boolean passes) implements Fact {
    }

    /** The small astragal's roll kept. */
    public record Kept(Player who, Roll roll) implements Fact {
        /** The value kept. */
        public int value() {
            return roll.value();
        }
    }

    /**
     * The broad astragal thrown on the small one's value: its roll, whether it said yes, and
     * whether the turn passed after it.
     */
    public record Broad(Player who, int small, Roll broad, boolean yes, boolean passes) implements Fact {
    }

    /** A move made. */
    public record Moved(Move move) implements Fact {
    }
}
