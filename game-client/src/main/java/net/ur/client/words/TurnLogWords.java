package net.ur.client.words;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

import jme3utilities.Validate;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Piece;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;
import net.ur.rules.record.RecordEntry;

/**
 * The words of a turn told after it was played, in the board's terms: "Dark threw 3 and moved the
 * Raven from house 4 to house 7, capturing your Swallow". A house is a square counted along its
 * mover's route from 1, as the move previews count it; each family names its own things (the
 * classic pieces, the Babylonian birds, astragals and counters, the Ravensburg men, their captives
 * and towers). Made from a game record's entries (the facts the table publishes on its entity), for
 * the HUD's told line and turn log and the review's lines.
 */
public final class TurnLogWords {

    private TurnLogWords() {
    }

    /** The turn log's heading, with its key. */
    public static final String LOG_TITLE = said("The last turns [L]");
    /** The turn log's line before anything was played. */
    public static final String LOG_EMPTY = said("No turn has been played yet.");
    /** The HUD's buttons for mouse players: the turn log, and the hint (what L and H do). */
    public static final String LOG_BUTTON = said("Turns [L]");
    public static final String HINT_BUTTON = said("Hint [H]");

    /**
     * The throw bar's words before the thrower's token, saying whose throw it shows: "Dark's throw".
     *
     * @param name the thrower's name; not null
     * @return the words
     */
    public static String whoseThrow(String name) {
        Validate.nonNull(name, "name");
        return name + "'s throw";
    }

    /** A fixed label through a call, so that its text stays in this class alone (see {@code ReplayWords}). */
    private static String said(String text) {
        return text;
    }

    /**
     * One entry of a record told as a sentence: who threw what, and what the throw did.
     *
     * @param rules the rules the game is played by; not null
     * @param e the entry; not null
     * @param name how a side is named; not null
     * @param person whether a person at this table plays a side (their pieces are "your" pieces
     *     when the other side is not a person too); not null
     * @return the sentence, ending with a full stop
     */
    public static String entry(RuleSet rules, RecordEntry e, Function<Player, String> name, Predicate<Player> person) {
        Validate.nonNull(rules, "rules");
        Validate.nonNull(e, "entry");
        Validate.nonNull(name, "name");
        Validate.nonNull(person, "person");
        StringBuilder b = new StringBuilder(name.apply(e.player())).append(' ').append(throwClause(rules, e));
        Move m = e.move();
        if (m == null) {
            b.append(passClause(rules, e));
        } else {
            b.append(e.decision() != null ? ", then " : " and ").append(moveClause(rules, m, name, person));
        }
        return b.append('.').toString();
    }

    /** What the entry's throw was: "threw 3", "threw 3 and kept it", "threw 3; the broad astragal said yes: 7". */
    private static String throwClause(RuleSet rules, RecordEntry e) {
        Roll roll = e.roll();
        if (rules.hasCounters()) {
            String small = "threw " + roll.value() + " with the small astragal";
            if (e.decision() == null) {
                return small;
            }
            if (!e.decision().throwAgain()) {
                return small + " and kept it";
            }
            boolean yes = e.decision().secondThrow().value() == 1;
            return small + ", and the broad astragal said " + (yes ? "yes: " + roll.value() + " became "
                    + rules.rollDecisions().orElseThrow().converted(roll.value()) : "no");
        }
        if (sixMisses(rules, roll)) {
            return "threw a 6";
        }
        return "threw " + roll.value();
    }

    /** Whether the roll is the six-sided die's 6, its only face worth nothing (the Ravensburg game). */
    private static boolean sixMisses(RuleSet rules, Roll roll) {
        return rules.dice().shape() == Dice.Shape.SIX_SIDED && !roll.faces().isEmpty() && roll.value() == 0;
    }

    /** Why a turn passed with no move. */
    private static String passClause(RuleSet rules, RecordEntry e) {
        if (e.decision() != null && e.decision().throwAgain() && e.decision().secondThrow().value() != 1) {
            return ": the turn was lost";
        }
        if (sixMisses(rules, e.roll())) {
            return ": the turn was missed";
        }
        if (e.roll().value() == 0 && e.decision() == null) {
            return ": the turn passed";
        }
        return ", but no " + (rules.hasCounters() ? "bird" : rules.hasTowers() ? "man" : "piece") + " could move";
    }

    /**
     * What a move did, as the rest of a sentence: "moved the piece from house 3 to the rosette at
     * house 4, capturing your piece, and throws again".
     *
     * @param rules the rules the move is played by; not null
     * @param m the move; not null
     * @param name how a side is named; not null
     * @param person whether a person at this table plays a side; not null
     * @return the words, starting with a verb in the past tense
     */
    public static String moveClause(RuleSet rules, Move m, Function<Player, String> name, Predicate<Player> person) {
        Validate.nonNull(rules, "rules");
        Validate.nonNull(m, "move");
        StringBuilder b = new StringBuilder();
        String noun = noun(rules, m.piece());
        if (m.isEntry()) {
            b.append("entered ").append(a(noun)).append(' ').append(at(rules, m, m.to()));
        } else if (m.isBearOff()) {
            b.append("bore ").append(the(noun)).append(" off from ").append(house(m.from()));
        } else {
            b.append("moved ").append(m.notes().backwards() ? "the red man back" : the(noun)).append(" from ")
                    .append(house(m.from())).append(' ').append(at(rules, m, m.to()).replaceFirst("^at", "to"));
        }
        if (m.isCapture()) {
            b.append(rules.hasTowers() ? ", taking " : ", capturing ").append(captives(rules, m, name, person))
                    .append(rules.hasTowers() ? " captive" : "");
        }
        if (m.notes().leavesCaptives()) {
            b.append(", leaving its captives behind");
        } else if (m.notes().carries() > 0) {
            int c = m.notes().carries();
            b.append(", carrying ").append(c == 1 ? "a captive" : c + " captives");
        }
        if (m.notes().delivers() > 0) {
            int d = m.notes().delivers();
            b.append(", which ").append(d == 1 ? "leaves" : "leave").append(" play").append(m.notes().turnsRed()
                    ? ", and the man turned red" : "");
        }
        String counters = counters(m);
        if (!counters.isEmpty()) {
            b.append(", ").append(counters);
        }
        if (m.extraRoll()) {
            b.append(", and throws again");
        }
        return b.toString();
    }

    /** Where a piece stands after a move: "at house 4", "at the rosette at house 4" (where rosettes matter). */
    private static String at(RuleSet rules, Move m, Location to) {
        return m.rosette() && rules.rosettesMatter() ? "at the rosette at " + house(to) : "at " + house(to);
    }

    /** A square of the board as the mover's route counts it: "house 4". */
    private static String house(Location l) {
        return l instanceof Location.OnBoard on ? "house " + (on.step() + 1) : l.toString();
    }

    /** What a piece is called: the bird's name, a Ravensburg man, a classic piece. */
    private static String noun(RuleSet rules, Piece p) {
        if (!p.kind().isPlain()) {
            return p.kind().displayName();
        }
        return rules.hasTowers() ? "man" : "piece";
    }

    private static String the(String noun) {
        return "the " + noun;
    }

    private static String a(String noun) {
        return Character.isUpperCase(noun.charAt(0)) ? "the " + noun : "a " + noun;
    }

    /** The pieces a move captured: "your Swallow", "Light's piece", "2 of your men". */
    private static String captives(RuleSet rules, Move m, Function<Player, String> name, Predicate<Player> person) {
        List<Piece> caught = m.captured();
        Player owner = caught.get(0).owner();
        String whose = person.test(owner) && !person.test(m.player()) ? "your" : name.apply(owner) + "'s";
        if (caught.size() == 1) {
            return whose + " " + noun(rules, caught.get(0));
        }
        String plural = rules.hasTowers() ? "men" : "pieces";
        return caught.size() + " of " + ("your".equals(whose) ? "your" : name.apply(owner) + "'s") + " " + plural;
    }

    /** A move's counters: "collecting 3 from the pool", "paying 2 into the pool", or empty. */
    private static String counters(Move m) {
        int c = m.notes().counterChange();
        if (c > 0) {
            return "collecting " + c + " from the pool";
        } else if (c < 0) {
            return "paying " + (-c) + " into the pool";
        }
        return "";
    }

    /**
     * The line the table shows after the other side's turn: its entries' sentences, one after the
     * other (a rosette's second throw makes two).
     *
     * @param sentences the sentences of the turn, in order; not null
     * @return the line
     */
    public static String told(List<String> sentences) {
        Validate.nonNull(sentences, "sentences");
        return String.join(" ", sentences);
    }

    /**
     * How long a told line stays on the table, in seconds: enough to read it (about 15 characters a
     * second, after a moment to notice it), at least 5 seconds.
     *
     * @param line the line; not null
     * @return seconds
     */
    public static float readingSeconds(String line) {
        Validate.nonNull(line, "line");
        return Math.max(5f, 2f + line.length() / 15f);
    }
}
