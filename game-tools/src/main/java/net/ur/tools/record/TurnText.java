package net.ur.tools.record;

import java.util.ArrayList;
import java.util.List;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.PieceKind;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import net.ur.rules.ravensburg.SixSidedDie;
import net.ur.rules.record.AsciiBoard;
import net.ur.rules.record.RecordEntry;

/**
 * Words for {@code ur record show}: one line per recorded turn (the roll, a Babylonian roll
 * decision, the move and the counters it exchanged), the counter piles, the birds' places and a
 * Babylonian game's setup.
 */
public final class TurnText {

    private TurnText() {
    }

    /**
     * Describes a turn, e.g. {@code Light throws 3, then the broad astragal: yes, 7: start->B3 (launches the Rooster)}.
     *
     * @param e the entry, not null
     * @return one line without the entry number
     */
    public static String turn(RuleSet rules, RecordEntry e) {
        return rules instanceof RavensburgRuleSet ? ravensburgTurn(e) : turn(e);
    }

    /**
     * Describes a turn of a game without towers.
     *
     * @param e the entry, not null
     * @return one line without the entry number
     */
    public static String turn(RecordEntry e) {
        StringBuilder b = new StringBuilder(e.player().displayName());
        Move m = e.move();

        if (e.decision() == null) {
            b.append(" rolls ").append(e.roll().value()).append(": ");
        } else if (!e.decision().throwAgain()) {
            b.append(" throws ").append(e.roll().value()).append(" and keeps it: ");
        } else if (e.decision().secondThrow().value() == 0) {
            return b.append(" throws ").append(e.roll().value())
                    .append(", then the broad astragal: no, the turn is forfeited").toString();
        } else {
            b.append(" throws ").append(e.roll().value()).append(", then the broad astragal: yes, ")
                    .append(BroadAstragal.convert(e.roll().value())).append(": ");
        }
        if (m == null) {
            return b.append("no move, the turn passes").toString();
        }
        b.append(m);
        List<String> notes = new ArrayList<>();
        boolean birds = !m.piece().kind().equals(PieceKind.PLAIN);
        if (birds) {
            notes.add((m.isEntry() ? "launches the " : m.isBearOff() ? "bears off the " : "moves the ")
                    + m.piece().kind().displayName());
        }
        if (m.isCapture()) {
            notes.add("captures " + (birds ? BabylonianRuleSet.name(m.captured().get(0)) : m.captured().get(0)));
        }
        if (birds) {
            if (m.notes().collects()) {
                notes.add("collects " + m.notes().counters() + " from the pool");
            } else if (m.notes().pays()) {
                notes.add("passed a rosette: pays " + m.notes().counters() + " into the pool");
            }
        }
        if (!notes.isEmpty()) {
            b.append(" (").append(String.join(", ", notes)).append(')');
        }
        if (m.extraRoll()) {
            b.append(", rolls again");
        }
        return b.toString();
    }

    /**
     * Describes a Ravensburg turn, e.g. {@code Light throws 3: B2->B5 x (takes Dark #4 captive)}.
     */
    public static String ravensburgTurn(RecordEntry e) {
        StringBuilder b = new StringBuilder(e.player().displayName());
        Move m = e.move();
        int face = e.roll().faces().isEmpty() ? e.roll().value() : e.roll().faces().get(0);
        b.append(" throws ").append(face).append(": ");
        if (m == null) {
            return b.append(face == SixSidedDie.MISS_FACE ? "a 6 misses the turn" : "no man can move that far,"
                    + " the turn is missed").toString();
        }
        b.append(m);
        List<String> notes = new ArrayList<>();
        if (m.notes().backwards()) {
            notes.add("a red man moving backwards");
        }
        if (m.notes().carries() > 0) {
            notes.add("carries " + count(m.notes().carries(), "captive"));
        }
        if (m.notes().leavesCaptives()) {
            notes.add("leaves its captives behind");
        }
        if (m.isCapture()) {
            List<String> names = new ArrayList<>();
            m.captured().forEach(c -> names.add(c.toString()));
            notes.add("takes " + String.join(", ", names) + " captive");
        }
        if (m.notes().delivers() > 0) {
            notes.add("delivers " + count(m.notes().delivers(), "captive") + ", removed from"
                    + " play");
        }
        if (m.notes().turnsRed()) {
            notes.add("turns to its red side");
        }
        if (!notes.isEmpty()) {
            b.append(" (").append(String.join(", ", notes)).append(')');
        }
        return b.toString();
    }

    private static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    /**
     * Draws the board of a state: with towers and removed men for the Ravensburg game.
     *
     * @param rules the rules, not null
     * @param s the state, not null
     * @return the lines
     */
    public static String board(RuleSet rules, GameState s) {
        return rules instanceof RavensburgRuleSet ? AsciiBoard.drawTowers(rules.board(), s)
                : AsciiBoard.draw(rules.board(), s);
    }

    /**
     * Describes how a finished game ended.
     *
     * @param rules the rules, not null
     * @param s a finished state, not null
     * @return one line
     */
    public static String end(RuleSet rules, GameState s) {
        if (!(rules instanceof RavensburgRuleSet r)) {
            return s.winner().displayName() + " won.";
        }
        int byLight = RavensburgRuleSet.removed(s, Player.DARK);
        int byDark = RavensburgRuleSet.removed(s, Player.LIGHT);
        if (!s.isDraw() && RavensburgRuleSet.removed(s, s.winner().other()) == RavensburgRuleSet.MEN) {
            return s.winner().displayName() + " won: every man of " + s.winner().other().displayName()
                    + " has been captured.";
        }
        String why = r.isFrozen(s) ? "no man can move any more"
                : s.turnCount().quiet() >= RavensburgRuleSet.QUIET_LIMIT
                ? RavensburgRuleSet.QUIET_LIMIT + " turns without a capture"
                : RavensburgRuleSet.TURN_LIMIT + " turns played";
        return "The game ended (" + why + ") with light having removed " + byLight + " and dark " + byDark
                + " men: " + (s.isDraw() ? "drawn." : s.winner().displayName() + " won.");
    }

    /**
     * Describes the counter piles of a state, e.g. {@code  Counters: light 15, dark 15, pool 20}.
     *
     * @param s the state, not null
     * @return a line ending with a newline, or empty when the game has no counters
     */
    public static String counters(GameState s) {
        if (!(s.counters() instanceof Counters.Piles piles)) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (Counters.Pile pile : Counters.Pile.values()) {
            parts.add(pile.id() + " " + piles.get(pile));
        }
        StringBuilder b = new StringBuilder(" Counters: ").append(String.join(", ", parts)).append('\n');
        for (Player p : Player.values()) {
            List<String> places = new ArrayList<>();
            for (PieceState ps : s.piecesOf(p)) {
                if (!ps.piece().kind().equals(PieceKind.PLAIN)) {
                    places.add(ps.piece().kind().displayName() + " " + ps.location());
                }
            }
            if (!places.isEmpty()) {
                b.append(' ').append(p.displayName()).append("'s birds: ").append(String.join(", ", places))
                        .append('\n');
            }
        }
        return b.toString();
    }

    /**
     * Describes how a Babylonian game began: counters before the stake, the opening throw, who started.
     *
     * @param rules the rules, not null
     * @return lines ending with newlines, or empty for other games
     */
    public static String setup(RuleSet rules) {
        if (rules instanceof RavensburgRuleSet r) {
            List<String> faces = new ArrayList<>();
            r.setup().opening().forEach(f -> faces.add(Integer.toString(f)));
            return " Setup: " + (faces.isEmpty() ? "no opening throw recorded"
                    : "opening throw (light, dark, ...) " + String.join(", ", faces)) + "; "
                    + r.setup().first().displayName() + " begins\n";
        }
        if (!(rules instanceof BabylonianRuleSet b)) {
            return "";
        }
        BabylonianSetup s = b.setup();
        StringBuilder out = new StringBuilder();
        out.append(" Setup: light ").append(s.lightCounters()).append(", dark ").append(s.darkCounters())
                .append(" counters; each pays ").append(BabylonianSetup.STAKE).append(" into the pool\n");
        if (!s.opening().throwsMade().isEmpty()) {
            List<String> t = new ArrayList<>();
            for (Opening.Throw th : s.opening().throwsMade()) {
                t.add(th.player().displayName() + " " + th.small().value() + (th.yes() ? " yes" : " no") + " = "
                        + th.score());
            }
            out.append(" Opening throw: ").append(String.join(", ", t)).append('\n');
        }
        out.append(' ').append(s.firstPlayer().displayName()).append(" starts\n");
        return out.toString();
    }
}
