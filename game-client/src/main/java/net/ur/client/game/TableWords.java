package net.ur.client.game;

import java.util.List;
import java.util.function.Function;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.Roll;
import net.ur.rules.RuleSet;
import net.ur.rules.OpeningThrows;
import net.ur.rules.match.MatchLedger;
import net.ur.client.es.state.TableFacts;

/**
 * The words of the table, all made here from the game's state and the facts of what last
 * happened ({@link PlaySession#last()}): the status line, what just happened, the throw, the roll
 * decision, a move's preview, the opening throw, the end and its summary. The HUD, the previews
 * and the panels show what this class says; nothing else at the table makes sentences.
 */
public final class TableWords {

    /**
     * A no-break space: the wrapped status line keeps a key ("[B]") on the line of the words it
     * belongs to instead of leaving it alone on a line of its own.
     */
    static final String KEEP_TOGETHER = "\u00a0";

    private TableWords() {
    }

    /**
     * What just happened, in a line for the HUD; empty when there is nothing to say.
     *
     * @param session the game; not null
     * @return the line
     */
    public static String message(PlaySession session) {
        GameState state = session.state();
        PlaySession.Last last = session.last();
        if (last == null) {
            return "";
        }
        if (state.isOver() && (last instanceof PlaySession.Rolled || last instanceof PlaySession.Moved)) {
            return endText(state); // the Ravensburg game can end on a missed turn (its turn limits)
        }
        if (last instanceof PlaySession.Opened o) {
            return openingLine(o.opening());
        }
        if (last instanceof PlaySession.InHand h) {
            return session.awaitsDecision() ? decisionLine(session) : h.who().displayName() + " threw " + h.roll().value();
        }
        if (last instanceof PlaySession.Rolled r) {
            String who = r.who().displayName();
            Roll roll = r.roll();
            if (state.phase() == Phase.AWAITING_ROLL_DECISION) {
                return decisionLine(session);
            }
            if (r.passes()) {
                // a six-sided die's 6 (its only face worth nothing) misses the turn
                boolean six = session.rules().dice().shape() == net.ur.rules.Dice.Shape.SIX_SIDED
                        && !roll.faces().isEmpty() && roll.value() == 0;
                return six ? who + " threw a 6: the turn is missed"
                        : roll.value() == 0
                        ? who + " threw 0: the turn passes"
                        : who + " threw " + roll.value() + " but no piece can move: the turn passes";
            }
            return who + " threw " + roll.value();
        }
        if (last instanceof PlaySession.Kept k) {
            return k.who().displayName() + " keeps " + k.value();
        }
        if (last instanceof PlaySession.Broad b) {
            int c = session.rules().rollDecisions().orElseThrow().converted(b.small());
            if (!b.yes()) {
                return "The broad astragal says no: " + b.who().displayName() + " loses the turn";
            }
            return b.passes() ? "The broad astragal says yes: " + b.small() + " becomes " + c + ", but no bird can move: the turn passes"
                    : "The broad astragal says yes: " + b.small() + " becomes " + c;
        }
        Move move = ((PlaySession.Moved) last).move();
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
     * @param session the game; not null
     * @return the line
     */
    public static String throwText(PlaySession session) {
        PlaySession.Last last = session.lastThrow();
        if (last instanceof PlaySession.InHand h) {
            int small = h.converted() ? h.roll().faces().get(0) : h.roll().value();
            return h.who().displayName() + " threw " + small + (h.converted() ? ", broad astragal: yes, " + small
                    + " \u2192 " + h.roll().value() : "");
        }
        if (last instanceof PlaySession.Rolled r) {
            return r.who().displayName() + " threw " + r.roll().value();
        }
        if (last instanceof PlaySession.Kept k) {
            return k.who().displayName() + " threw " + k.value() + " and keeps it";
        }
        if (last instanceof PlaySession.Broad b) {
            return b.who().displayName() + " threw " + b.small() + ", broad astragal: " + (b.yes() ? "yes, " + b.small() + " \u2192 "
                    + session.rules().rollDecisions().orElseThrow().converted(b.small()) : "no");
        }
        return "";
    }

    /**
     * The status line under the table: whose turn and what to do, what just happened, the end.
     *
     * @param session the game; not null
     * @param name how a side is named on the table; not null
     * @param paused whether the game is paused
     * @param thinking whether the computer whose turn it is is choosing its move
     * @return the line
     */
    public static String status(PlaySession session, Function<Player, String> name, boolean paused, boolean thinking) {
        return status(facts(session, 0), name, session.setup().isHuman(session.state().turn()), paused, thinking,
                session.isBusy());
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
            return "Paused";
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
            return prefix + who + (human ? ": throw the dice (click them, or Space)" : " throws");
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
     * @param session the game; not null
     * @param version the count of changes the table has published before
     * @return the facts
     */
    public static TableFacts facts(PlaySession session, int version) {
        GameState s = session.state();
        RuleSet rules = session.rules();
        TableFacts.ThrowShown thrown = session.lastRoll() == null || session.lastRoller() == null ? null
                : new TableFacts.ThrowShown(session.lastRoller(), session.lastRoll(), session.lastSmall(),
                        session.lastBroad(), session.lastScore());
        boolean deciding = session.awaitsDecision();
        int small = session.pendingSmall();
        return new TableFacts(s, session.legalMoves(), session.hasCounters(), rules.hasTowers(), session.conceded(), session.concededHow(),
                thrown, session.opening(), message(session), decisionLine(session), deciding && session.canKeepRoll(),
                small, deciding ? rules.rollDecisions().orElseThrow().converted(small) : 0, throwWithDice(session),
                version);
    }

    /**
     * What the roll decision means, for the HUD: e.g. "Light threw 3: keep 3, or throw the broad
     * astragal (yes: 7, no: the turn is lost)".
     *
     * @param session the game; not null
     * @return the line, or an empty one when no decision is awaited
     */
    public static String decisionLine(PlaySession session) {
        if (!session.awaitsDecision()) {
            return "";
        }
        int v = session.pendingSmall();
        String who = session.state().turn().displayName();
        String broad = "throw the broad astragal (yes: " + session.rules().rollDecisions().orElseThrow().converted(v)
                + ", no: the turn is lost)";
        return session.canKeepRoll()
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
     * A player's line of the end summary: moves, captures and, in the Babylonian game, counters
     * (and how many were won or lost this game).
     *
     * @param session the game; not null
     * @param player the side; not null
     * @return e.g. "Light: 41 moves, 3 captures, 31 counters (+6)"
     */
    public static String summaryLine(PlaySession session, Player player) {
        return player.displayName() + ": " + summary(session, player);
    }
    /**
     * One side's part of the end summary without its name: moves, captures and (Babylonian) counters.
     *
     * @param session the game; not null
     * @param player the side
     * @return e.g. "41 moves, 3 captures, 31 counters (+6)"
     */
    public static String summary(PlaySession session, Player player) {
        return session.moves(player) + " moves, " + session.captures(player) + (session.captures(player) == 1 ? " capture" : " captures")
                + countersSummary(session, player);
    }
    /**
     * One side's counters for the end summary (Babylonian): what it holds and what it won or lost
     * this game; empty for a game without counters.
     *
     * @param session the game; not null
     * @param player the side
     * @return e.g. ", 31 counters (+6)", or ""
     */
    public static String countersSummary(PlaySession session, Player player) {
        if (session.ledger() == null) {
            return "";
        }
        int now = session.counters(player);
        int change = now - session.ledger().counters(player);
        return ", " + now + " counters (" + (change >= 0 ? "+" : "") + change + ")";
    }
    /**
     * The match's standing for the end summary (Babylonian): e.g. "Match, game 2: Light 31, Dark 19
     * counters", or "Match over: Dark cannot pay the stake" ; empty for a classic game or before the end.
     *
     * @param session the game; not null
     * @return the line
     */
    public static String matchLine(PlaySession session) {
        return matchLine(session.game(), session.ledger());
    }

    /**
     * The match's standing for the end summary, from the game and the match it belongs to (as the
     * table publishes them, {@code TableGame}).
     *
     * @param game the rules' game; not null
     * @param ledger the match as it stood when the game began, or null for a game without one
     * @return the line, empty for a game without a match or before its end
     */
    public static String matchLine(net.ur.rules.record.Game game, MatchLedger ledger) {
        if (ledger == null || !game.state().isOver()) {
            return "";
        }
        MatchLedger after = ledger.afterGame(game.record());
        String line = "Match, game " + after.games().size() + ": Light " + after.counters(Player.LIGHT) + ", Dark "
                + after.counters(Player.DARK) + " counters";
        if (!after.canPlayAnother()) {
            int stake = game.rules().match().orElseThrow().stake();
            Player broke = after.counters(Player.LIGHT) < stake ? Player.LIGHT : Player.DARK;
            line += ". " + broke.displayName() + " cannot pay the stake: the match is over, Play again starts a new one";
        }
        return line;
    }
    /**
     * What the preview of a move says, in a line.
     *
     * @param rules the rules the move is played by (the Ravensburg game's rosettes mean nothing, so
     *     its previews never mention them); not null
     * @param move the move; not null
     * @return the text
     */
    public static String describe(net.ur.rules.RuleSet rules, Move move) {
        boolean rosettesMatter = PlaySession.rosettesMatter(rules);
        StringBuilder b = new StringBuilder();
        String bird = birdName(move);
        if (bird != null) {
            b.append(bird).append(": ");
        }
        if (move.isBearOff()) {
            b.append(bird != null ? "bears off" : "Bears the piece off");
        } else if (move.isEntry()) {
            if (bird != null && move.to() instanceof Location.OnBoard on) {
                b.append("enters at house ").append(on.step() + 1);
            } else {
                b.append("Enters the board");
            }
        } else if (move.notes().backwards()) {
            b.append("Goes back"); // a red Ravensburg man
        } else {
            b.append(bird != null ? "moves on" : "Moves on");
        }
        if (move.isCapture()) {
            b.append(", captures");
        }
        if (move.notes().leavesCaptives()) {
            b.append(", leaves its captives");
        } else if (move.notes().carries() > 0) {
            b.append(", carries ").append(move.notes().carries()).append(" captive")
                    .append(move.notes().carries() == 1 ? "" : "s");
        }
        if (move.notes().delivers() > 0) {
            b.append(": they are removed").append(move.notes().turnsRed() ? ", it turns red" : "");
        }
        if (move.rosette() && rosettesMatter) {
            b.append(move.extraRoll() ? ", lands on a rosette: throw again" : ", lands on a rosette");
        } else if (move.extraRoll()) {
            b.append(": throw again");
        }
        String counters = counterText(move);
        if (!counters.isEmpty()) {
            b.append(", ").append(counters);
        }
        return b.toString();
    }

    public static String birdName(Move move) {
        return move.piece().kind().isPlain() ? null : move.piece().kind().displayName();
    }
    /**
     * A side's counters for the table: what it holds and, in brackets, what it won (+) or lost (an
     * en dash) this game; empty in a game without counters.
     *
     * @param now the counters held at the end
     * @param before the counters held when the game began
     * @return e.g. "33 (+8)", "17 (–8)", "25 (±0)"
     */
    public static String countersCell(int now, int before) {
        int change = now - before;
        String sign = change > 0 ? "+" : change < 0 ? "\u2013" : "\u00b1";
        return now + " (" + sign + Math.abs(change) + ")";
    }

    /**
     * A side's line in the HUD's text panel: an arrow on its turn, its name, its pieces waiting
     * and home (in the Ravensburg game, its men lost).
     *
     * @param session the game; not null
     * @param side the side; not null
     * @param name how the side is described; not null
     * @return e.g. "→ Light (you)   waiting 5   home 2"
     */
    public static String playerLine(PlaySession session, Player side, String name) {
        return playerLine(facts(session, 0), side, name);
    }

    /**
     * A side's line in the HUD's text panel, from the game's published facts.
     *
     * @param facts the game as published; not null
     * @param side the side; not null
     * @param name how the side is described; not null
     * @return e.g. "→ Light (you)   waiting 5   home 2"
     */
    public static String playerLine(TableFacts facts, Player side, String name) {
        GameState s = facts.state();
        String last = facts.towers() ? "   lost " + s.count(side, Location.Removed.class)
                : "   home " + s.count(side, Location.Finished.class);
        return (s.turn() == side && !s.isOver() ? "\u2192 " : "   ") + name + "   waiting " + s.count(side, Location.Waiting.class) + last;
    }

    /**
     * The counters in a line (Babylonian): each side's and the pool's.
     *
     * @param session the game; not null
     * @return e.g. "Counters: light 22   dark 19   pool 9"
     */
    public static String countersLine(PlaySession session) {
        return countersLine(session.counters(Player.LIGHT), session.counters(Player.DARK), session.pool());
    }

    /**
     * The counters in a line (Babylonian), from the published counters.
     *
     * @param light light's counters
     * @param dark dark's counters
     * @param pool the pool's
     * @return e.g. "Counters: light 22   dark 19   pool 9"
     */
    public static String countersLine(int light, int dark, int pool) {
        return "Counters: light " + light + "   dark " + dark + "   pool " + pool;
    }

    /**
     * The last throw with its dice, for the HUD's text panel: the Babylonian throw as
     * {@link #throwText} says it, the Ravensburg die's face, or the tetrahedra's marks; empty before
     * the first throw.
     *
     * @param session the game; not null
     * @return the line
     */
    public static String throwWithDice(PlaySession session) {
        Roll r = session.lastRoll();
        if (session.hasCounters()) {
            return throwText(session);
        }
        if (r == null) {
            return "";
        }
        if (session.rules().hasTowers()) {
            int face = r.faces().isEmpty() ? r.value() : r.faces().get(0);
            return session.lastRoller().displayName() + " threw " + face + (face == 6 ? ": a 6 misses" : "");
        }
        StringBuilder b = new StringBuilder(session.lastRoller().displayName()).append(" threw ").append(r.value()).append("   ");
        for (int f : r.faces()) {
            b.append(f == 1 ? "\u2022 " : "\u00b7 ");
        }
        return b.toString().trim();
    }

    /**
     * A hint on the roll decision (the master's choice).
     *
     * @param throwAgain whether the master would throw the broad astragal
     * @return the hint's line
     */
    public static String hintDecision(boolean throwAgain) {
        return throwAgain ? "Hint: the master would throw the broad astragal" : "Hint: the master would keep this throw";
    }

    /**
     * A hint from perfect play's table: the winning chance the move keeps.
     *
     * @param moves how many legal moves there are
     * @param best the mover's chance after the best move, 0..1
     * @param worst the chance after the worst, 0..1
     * @return the hint's line
     */
    public static String hintPerfect(int moves, double best, double worst) {
        return moves == 1
                ? "Hint: the only move; with perfect play from here you win " + net.ur.rules.solve.SolvedTable.percent(best)
                : "Hint: perfect play makes this move; you win " + net.ur.rules.solve.SolvedTable.percent(best)
                + " with it (" + net.ur.rules.solve.SolvedTable.percent(worst) + " with the worst)";
    }

    /**
     * A hint from the master's search (no table).
     *
     * @param moves how many legal moves there are
     * @return the hint's line
     */
    public static String hintMaster(int moves) {
        return moves == 1 ? "Hint: the only move" : "Hint: the master would make this move";
    }

    /** The hint asked for before the throw. */
    public static String hintThrowFirst() {
        return "Hint: throw first (Space or click the dice); then H shows the best move";
    }

    /** The hint's line while it is worked out. */
    public static String hintThinking() {
        return "Hint: thinking\u2026";
    }

    /**
     * The hint's line when it could not be worked out.
     *
     * @param why what went wrong, in a few words
     * @return the line
     */
    public static String hintFailed(String why) {
        return "No hint this time: " + why;
    }

    /**
     * What a move's preview adds when its piece has several destinations (the Swallow).
     *
     * @param choices how many houses the piece may land on
     * @return the words, with the spaces that set them apart from the move's line
     */
    public static String previewChoices(int choices) {
        return "   (" + choices + " houses: click one, or right-click for the next)";
    }

    /**
     * The HUD's notice when Perfect is asked for rules it has no table for.
     *
     * @param rules the rule set's display name
     * @return the notice
     */
    public static String perfectUnknown(String rules) {
        return "Perfect knows Finkel, Masters, Blitz and Aseb only: the master plays " + rules;
    }

    /**
     * The end panel's title: who won (or the draw), after how a game given up ended.
     *
     * @param winner the winner's name, or null for a draw
     * @param s the finished state; not null
     * @param concededHow how the game was given up ("Light resigned"), or null
     * @return e.g. "Light resigned: Ann wins!"
     */
    public static String endTitle(String winner, GameState s, String concededHow) {
        String said = winner == null ? endText(s) : winner + " wins!";
        return concededHow == null ? said : concededHow + ": " + said;
    }
}
