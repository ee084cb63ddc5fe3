package net.ur.rules.ravensburg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.board.Square;

/**
 * Hand-made Ravensburg positions for tests: towers written bottom to top as {@code "L0 D3 L1r"}
 * (owner letter, man number, {@code r} for a man on its red side), removed men listed apart; every
 * man not named waits to enter.
 */
final class RavensburgTestSupport {

    static final RavensburgRuleSet RULES = new RavensburgRuleSet();

    private RavensburgTestSupport() {
    }

    /** A position builder. */
    static final class Pos {
        private final Map<String, String> towers = new LinkedHashMap<>();
        private final List<String> removed = new ArrayList<>();
        private Player turn = Player.LIGHT;
        private int turns = 20;
        private int quiet = 0;

        Pos tower(String square, String men) {
            towers.put(square, men);
            return this;
        }

        Pos removed(String... men) {
            removed.addAll(List.of(men));
            return this;
        }

        Pos turn(Player p) {
            turn = p;
            return this;
        }

        Pos counts(int turnsPlayed, int quietTurns) {
            turns = turnsPlayed;
            quiet = quietTurns;
            return this;
        }

        GameState state() {
            Map<Piece, PieceState> all = new HashMap<>();
            for (Player p : Player.values()) {
                for (Piece m : RavensburgRuleSet.men(p)) {
                    all.put(m, new PieceState(m, Location.WAITING));
                }
            }
            for (Map.Entry<String, String> e : towers.entrySet()) {
                Square sq = Square.parse(e.getKey());
                String[] men = e.getValue().trim().split("\\s+");
                for (int i = 0; i < men.length; i++) {
                    Piece m = man(men[i]);
                    boolean red = men[i].endsWith("r");
                    Location loc;
                    if (i == men.length - 1) {
                        loc = Location.at(sq, RULES.route(m.owner()).firstStepOf(sq));
                    } else {
                        loc = new Location.Beneath(man(men[i + 1]));
                    }
                    all.put(m, new PieceState(m, loc, red));
                }
            }
            for (String r : removed) {
                Piece m = man(r);
                all.put(m, new PieceState(m, Location.REMOVED));
            }
            GameState s = new GameState(Phase.AWAITING_ROLL, turn, null, new ArrayList<>(all.values()),
                    new Counters.TurnCount(turns, quiet), null);
            RULES.validate(s);
            return s;
        }
    }

    static Pos pos() {
        return new Pos();
    }

    /** A man named like {@code L3}, {@code D0r}. */
    static Piece man(String name) {
        Player p = switch (name.charAt(0)) {
            case 'L' -> Player.LIGHT;
            case 'D' -> Player.DARK;
            default -> throw new IllegalArgumentException("a man's name starts with L or D: " + name);
        };
        return Piece.plain(p, Integer.parseInt(name.substring(1).replace("r", "")));
    }

    /** Throws a face in a state awaiting a roll. */
    static GameState thrown(GameState s, int face) {
        return RULES.applyRoll(s, SixSidedDie.roll(face));
    }

    /** The moves as short texts, e.g. {@code L3 B2->B5 x[D1] carries=1}. */
    static List<String> texts(List<Move> moves) {
        List<String> out = new ArrayList<>();
        for (Move m : moves) {
            StringBuilder b = new StringBuilder();
            b.append(m.player().symbol()).append(m.piece().number()).append(' ').append(m);
            if (m.isCapture()) {
                List<String> c = new ArrayList<>();
                m.captured().forEach(x -> c.add("" + x.owner().symbol() + x.number()));
                b.append(c);
            }
            m.notes().named().forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
            out.add(b.toString());
        }
        return out;
    }

    /** Describes a tower bottom to top as {@code L0 D3 L1r}. */
    static String tower(GameState s, String square) {
        List<String> men = new ArrayList<>();
        for (PieceState ps : RavensburgRuleSet.tower(s, Square.parse(square))) {
            men.add("" + ps.piece().owner().symbol() + ps.piece().number() + (ps.flipped() ? "r" : ""));
        }
        return String.join(" ", men);
    }

    /** The one move of a piece to a square (with the leave choice). */
    static Move find(GameState s, String man, String to, boolean leave) {
        Piece p = man(man);
        for (Move m : RULES.legalMoves(s)) {
            if (m.piece().equals(p) && m.to().toString().equals(to)
                    && leave == m.notes().leavesCaptives()) {
                return m;
            }
        }
        throw new AssertionError("no move of " + man + " to " + to + (leave ? " leaving its captives" : "")
                + " among " + texts(RULES.legalMoves(s)));
    }
}
