package net.ur.client.words;

import java.util.List;
import java.util.function.Function;

import net.ur.client.es.state.Conceded;
import net.ur.client.es.state.LastAction;
import net.ur.client.es.state.TableFacts;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.OpeningThrows;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Roll;
import net.ur.rules.record.Game;

/**
 * The words of the turn, made from the game's state and what last happened (the table's
 * {@link LastAction}): the status line under the table, what just happened, the throw, the roll
 * decision, the opening throw and the end; and the facts the table publishes with them
 * ({@link #facts}), which the HUD shows.
 */
public final class TurnWords {

    /**
     * A no-break space: the wrapped status line keeps a key ("[B]") on the line of the words it
     * belongs to instead of leaving it alone on a line of its own.
     */
    static final String KEEP_TOGETHER = "\u00a0";

    private TurnWords() {
    }

    /**
     * What just happened, in a line for the HUD; empty when there is nothing to say.
     *
     * @param game the rules' game; not null
     * @param facts what last happened; not null
     * @return the line
     */
    private static String message(Game game, LastAction facts) {
        GameState state = game.state();
        LastAction.Fact last = facts.action();
        if (last == null) {
            return "";
        }
        if (state.isOver() && (last instanceof LastAction.Rolled || last instanceof LastAction.Moved)) {
            return endText(state); // the Ravensburg game can end on a missed turn (its turn limits)
        }
        if (last instanceof LastAction.Opened o) {
            return openingLine(o.opening());
        }
        if (last instanceof LastAction.InHand h) {
            return awaitsDecision(game) ? decisionLine(game) : h.who().displayName() + " threw " + h.roll().value();
        }
        if (last instanceof LastAction.Rolled r) {
            String who = r.who().displayName();
            Roll roll = r.roll();
            if (state.phase() == Phase.AWAITING_ROLL_DECISION) {
                return decisionLine(game);
            }
            if (r.passes()) {
                // a six-sided die's 6 (its only face worth nothing) misses the turn
                boolean six = game.rules().dice().shape() == net.ur.rules.dice.Dice.Shape.SIX_SIDED
                        && !roll.faces().isEmpty() && roll.value() == 0;
                return six ? who + " threw a 6: the turn is missed"
                        : roll.value() == 0
                        ? who + " threw 0: the turn passes"
                        : who + " threw " + roll.value() + " but no piece can move: the turn passes";
            }
            return who + " threw " + roll.value();
        }
        if (last instanceof LastAction.Kept k) {
            return k.who().displayName() + " keeps " + k.value();
        }
        if (last instanceof LastAction.Broad b) {
            int c = game.rules().rollDecisions().orElseThrow().converted(b.small());
            if (!b.yes()) {
                return "The broad astragal says no: " + b.who().displayName() + " loses the turn";
            }
            return b.passes() ? "The broad astragal says yes: " + b.small() + " becomes " + c + ", but no bird can move: the turn passes"
                    : "The broad astragal says yes: " + b.small() + " becomes " + c;
        }
        Move move = ((LastAction.Moved) last).move();
        String message;
        if (move.extraRoll()) {
            message = move.player().displayName() + (move.rosette() ? " landed on a rosette" : " captured") + ": throw again";
        } else if (move.isCapture()) {
            message = move.player().displayName() + " captured a piece";
        } else {
            message = "";
        }
        String counters = counterText(move);
        if (!counters.isEmpty()) {
            message = (message.isEmpty() ? move.player().displayName()
                    : message + "; " + move.player().displayName().toLowerCase(java.util.Locale.ROOT)) + " " + counters;
        }
        return message;
    }

    /**
     * The last throw in words, for the HUD (Babylonian: the small astragal and the decision);
     * empty before the first.
     *
     * @param rules the game's rules; not null
     * @param facts what last happened; not null
     * @return the line
     */
    private static String throwText(RuleSet rules, LastAction facts) {
        LastAction.Fact last = facts.lastThrow();
        if (last instanceof LastAction.InHand h) {
            int small = h.converted() ? h.roll().faces().get(0) : h.roll().value();
            return h.who().displayName() + " threw " + small + (h.converted() ? ", broad astragal: yes, " + small
                    + " \u2192 " + h.roll().value() : "");
        }
        if (last instanceof LastAction.Rolled r) {
            return r.who().displayName() + " threw " + r.roll().value();
        }
        if (last instanceof LastAction.Kept k) {
            return k.who().displayName() + " threw " + k.value() + " and keeps it";
        }
        if (last instanceof LastAction.Broad b) {
            return b.who().displayName() + " threw " + b.small() + ", broad astragal: " + (b.yes() ? "yes, " + b.small() + " \u2192 "
                    + rules.rollDecisions().orElseThrow().converted(b.small()) : "no");
        }
        return "";
    }

    /**
     * What a family throws, in words: the Babylonian game's astragals, the Ravensburg game's one die,
     * the classic games' dice.
     *
     * @param counters whether the game is the Babylonian game (played for counters)
     * @param towers whether the game is the Ravensburg game (men in towers, one six-sided die)
     * @return the words, with their article
     */
    public static String throwables(boolean counters, boolean towers) {
        return counters ? "the astragals" : towers ? "the die" : "the dice";
    }

    /** The status line of a network game while the other side is gone: the game waits for it. */
    public static String waitingForReturn(String other) {
        return "Waiting for " + other + " to come back\u2026";
    }

    /**
     * The status line under the table, from the game's published facts: whose turn and what to do,
     * what just happened, the end.
     *
     * @param facts the game as published on the table's entity; not null
     * @param name how a side is named on the table; not null
     * @param human whether a person plays the side whose turn it is
     * @param paused whether the game is paused
     * @param thinking whether the computer whose turn it is is choosing its move
     * @param busy whether the table is busy (dice rolling, pieces travelling)
     * @return the line
     */
    public static String status(TableFacts facts, Function<Player, String> name, boolean human, boolean paused,
            boolean thinking, boolean busy) {
        GameState s = facts.state();
        if (facts.conceded() != null) {
            return facts.concededHow() + ": " + name.apply(facts.winner()) + " wins!";
        }
        if (s.isOver()) {
            return s.isDraw() ? endText(s) : name.apply(s.winner()) + " wins!";
        }
        if (paused) {
            return PanelWords.PAUSED;
        }
        String who = name.apply(s.turn());
        if (!human && thinking) {
            return who + " is thinking\u2026";
        }
        String message = facts.message();
        if (busy) {
            return message.isEmpty() ? who + "\u2026" : message;
        }
        String prefix = message.isEmpty() ? "" : message + ". ";
        if (facts.opening() != null && !facts.opening().isDecided()) {
            return prefix + who + (human ? ": throw both astragals (click them, or Space)" : " throws both astragals");
        }
        if (s.phase() == Phase.AWAITING_ROLL) {
            return prefix + who + (human ? ": throw " + throwables(facts.counters(), facts.towers()) + " (click "
                    + (facts.towers() ? "it" : "them") + ", or Space)" : " throws");
        }
        if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
            String line = facts.decisionLine();
            return human ? line : line + ": " + who + " decides";
        }
        if (facts.counters()) {
            return prefix + who + (human ? ": choose a bird (click it, or arrows and Enter)" : " moves");
        }
        return prefix + who + (human ? ": choose a piece to move (click it, or arrows and Enter)" : " moves");
    }

    /**
     * The game's facts as the table publishes them for the HUD, with the words of its last action
     * made here.
     *
     * @param game the rules' game; not null
     * @param opening the opening throw: its throws so far while it is thrown, then the one that
     *     decided who begins; null when the game has none
     * @param last what last happened at the table; not null
     * @param conceded how the game was given up, or null
     * @param version the count of changes the table has published before
     * @return the facts
     */
    public static TableFacts facts(Game game, OpeningThrows opening, LastAction last, Conceded conceded, int version) {
        jme3utilities.Validate.nonNull(game, "game");
        jme3utilities.Validate.nonNull(last, "last");
        GameState s = game.state();
        RuleSet rules = game.rules();
        boolean deciding = awaitsDecision(game);
        int small = pendingSmall(game);
        List<Move> moves = s.phase() == Phase.AWAITING_MOVE ? game.legalMoves() : List.of();
        return new TableFacts(s, moves, rules.hasCounters(), rules.hasTowers(),
                conceded == null ? null : conceded.loser(), conceded == null ? null : conceded.how(),
                last.throwShown(rules), opening, message(game, last), decisionLine(game), deciding && game.canKeepRoll(),
                small, deciding ? rules.rollDecisions().orElseThrow().converted(small) : 0, throwWithDice(rules, last),
                version);
    }

    /** Whether the game awaits the Babylonian roll decision: keep the small astragal or throw the broad one. */
    private static boolean awaitsDecision(Game game) {
        return game.state().phase() == Phase.AWAITING_ROLL_DECISION;
    }

    /** The small astragal's value in hand, or 0 when no decision is awaited. */
    private static int pendingSmall(Game game) {
        return awaitsDecision(game) ? game.state().roll().value() : 0;
    }

    /**
     * What the roll decision means, for the HUD: e.g. "Light threw 3: keep 3, or throw the broad
     * astragal (yes: 7, no: the turn is lost)".
     *
     * @param game the rules' game; not null
     * @return the line, or an empty one when no decision is awaited
     */
    private static String decisionLine(Game game) {
        if (!awaitsDecision(game)) {
            return "";
        }
        int v = pendingSmall(game);
        String who = game.state().turn().displayName();
        String broad = "throw the broad astragal (yes: " + game.rules().rollDecisions().orElseThrow().converted(v)
                + ", no: the turn is lost)";
        return game.canKeepRoll()
                ? who + " threw " + v + ": keep " + v + KEEP_TOGETHER + "[K], or " + broad + KEEP_TOGETHER + "[B]"
                : who + " threw " + v + ", which no bird can use: " + broad + KEEP_TOGETHER + "[B or Space]";
    }

    /**
     * The end of a game in words: {@code Light wins!} or, for a drawn Ravensburg game, {@code A draw!}.
     *
     * @param s a finished state; not null
     * @return the words
     */
    public static String endText(GameState s) {
        return s.isDraw() ? "A draw!" : s.winner().displayName() + " wins!";
    }

    /**
     * A move's counters in words (Babylonian): "collects 4 from the pool", "pays 3 into the pool",
     * or empty when it exchanges none or the game has no counters.
     *
     * @param move the move; not null
     * @return the words
     */
    public static String counterText(Move move) {
        int c = move.notes().counterChange();
        if (c > 0) {
            return "collects " + c + " from the pool";
        } else if (c < 0) {
            return "pays " + (-c) + " into the pool";
        }
        return "";
    }

    /**
     * The opening throw in words, short enough for the status line: e.g. "Dark begins: 10 against
     * 7 in the opening throw", with the ties before it counted; while it is thrown, the last throw
     * ("Light scores 7 in the opening throw"), a tie ("A tie at 5 in the opening throw: both throw
     * again") or, before the first throw, what it is for.
     *
     * @param opening the opening so far; not null
     * @return the line
     */
    public static String openingLine(OpeningThrows opening) {
        List<? extends OpeningThrows.Thrown> t = opening.throwsMade();
        if (t.isEmpty()) {
            return "The opening throw decides who begins: the higher score";
        }
        OpeningThrows.Thrown b = t.get(t.size() - 1);
        if (!opening.isDecided()) {
            return t.size() % 2 == 1 ? b.player().displayName() + " scores " + b.score() + " in the opening throw"
                    : "A tie at " + b.score() + " in the opening throw: both throw again";
        }
        OpeningThrows.Thrown a = t.get(t.size() - 2);
        OpeningThrows.Thrown first = a.player() == opening.firstPlayer() ? a : b;
        OpeningThrows.Thrown other = first == a ? b : a;
        int ties = t.size() / 2 - 1;
        return opening.firstPlayer().displayName() + " begins: " + first.score() + " against " + other.score()
                + " in the opening throw" + (ties == 0 ? "" : ties == 1 ? ", after a tie" : ", after " + ties + " ties");
    }

    /**
     * The last throw with its dice, for the HUD's text panel: the Babylonian throw as
     * {@link #throwText} says it, the Ravensburg die's face, or the tetrahedra's marks; empty before
     * the first throw.
     *
     * @param rules the game's rules; not null
     * @param last what last happened; not null
     * @return the line
     */
    private static String throwWithDice(RuleSet rules, LastAction last) {
        if (rules.hasCounters()) {
            return throwText(rules, last);
        }
        TableFacts.ThrowShown shown = last.throwShown(rules);
        if (shown == null) {
            return "";
        }
        Roll r = shown.roll();
        if (rules.hasTowers()) {
            int face = r.faces().isEmpty() ? r.value() : r.faces().get(0);
            return shown.who().displayName() + " threw " + face + (face == 6 ? ": a 6 misses" : "");
        }
        StringBuilder b = new StringBuilder(shown.who().displayName()).append(" threw ").append(r.value()).append("   ");
        for (int f : r.faces()) {
            b.append(f == 1 ? "\u2022 " : "\u00b7 ");
        }
        return b.toString().trim();
    }
}
