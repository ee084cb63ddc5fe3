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
 * decision, a move's preview, the opening throw, the end and the match, the hints, Perfect's
 * notice, a lesson's lines and a replay's, and the fixed labels of the panels at the table (pause,
 * end, the decision cards, the lesson's). The HUD, the previews and the panels show what this
 * class says; nothing else at the table makes sentences (a lesson's own sentences come from its
 * file; a network game's lines about the connection and the other player are made by
 * {@link NetWords}).
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
     * A fixed label or line of this class. Through this call it is no compile-time constant: the
     * compiler does not copy its text into the classes that show it, so the text stays in this
     * class alone (which {@code ActorsReadEntitiesTest} reads in the compiled classes).
     */
    private static String said(String text) {
        return text;
    }

    /**
     * What just happened, in a line for the HUD; empty when there is nothing to say.
     *
     * @param session the game; not null
     * @return the line
     */
    private static String message(PlaySession session) {
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
    private static String throwText(PlaySession session) {
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
            return PAUSED;
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
    private static String decisionLine(PlaySession session) {
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
     * The match's standing for the end panel (Babylonian), from the game and the match it belongs
     * to as the table publishes them: e.g. "Match, game 2: Light 31, Dark 19 counters", or "...
     * Dark cannot pay the stake: the match is over, Play again starts a new one".
     *
     * @param table the rules' game and the match as it stood when the game began; not null
     * @return the line, empty for a game without a match or before its end
     */
    public static String matchLine(net.ur.client.es.state.TableGame table) {
        net.ur.rules.record.Game game = table.game();
        MatchLedger ledger = table.ledger();
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
        boolean rosettesMatter = rules.rosettesMatter();
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
    private static String throwWithDice(PlaySession session) {
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

    // The panels' fixed labels: the pause panel, the end panel, the HUD's decision cards, the lesson's panel.

    /** The pause panel's title, and the status line while the game is paused. */
    public static final String PAUSED = said("Paused");
    /** The pause panel's buttons. */
    public static final String RESUME = said("Resume");
    public static final String RESIGN = said("Resign");
    public static final String RESTART = said("Restart");
    public static final String RULES = said("Rules");
    public static final String SETTINGS = said("Settings");
    public static final String KEEP_A_COPY = said("Keep a copy of this game");

    /**
     * The pause panel's way out.
     *
     * @param persons whether a person plays at the table (the game is then saved)
     * @return the button's label
     */
    public static String leaveLabel(boolean persons) {
        return persons ? "Save and leave to the menu" : "Leave to the menu";
    }

    /**
     * What the pause panel says of saving: a person's game is saved after every move, a game of
     * computers is not.
     *
     * @param network whether it is a network game
     * @param persons whether a person plays at the table
     * @return the line
     */
    public static String savedLine(boolean network, boolean persons) {
        return network ? "The game is saved after every move: Continue in the menu"
                + " connects again and resumes it; the other player waits meanwhile."
                : persons ? "The game is saved after every move: Continue in the menu resumes it."
                : "A game of computers is not saved: your own game in progress stays the one Continue resumes.";
    }

    /**
     * What the HUD says when a new game set aside the unfinished one.
     *
     * @param failure why it could not be kept, or null when it was
     * @return the line
     */
    public static String unfinishedKept(String failure) {
        return failure == null ? "Your unfinished game was kept in Saved games."
                : "Your unfinished game could not be kept (" + failure + "); it is still the game Continue offers.";
    }

    /**
     * What the panels say when a game is kept (their "Keep" buttons).
     *
     * @param file where it was kept, or null when it was not
     * @param failure why it could not be kept, or null (with no file: there is no place to keep games)
     * @return the line
     */
    public static String keptAs(java.nio.file.Path file, String failure) {
        if (file != null) {
            return "Kept as " + file.getFileName() + " in " + file.getParent() + ".";
        }
        return failure == null ? "There is no place to keep games in this run." : "The game could not be kept: " + failure;
    }

    /**
     * How a game given up by resignation ended, for the end's title.
     *
     * @param side the side that resigned; not null
     * @return e.g. "Light resigned"
     */
    public static String resigned(Player side) {
        return side.displayName() + " resigned";
    }

    /** The end panel's column heads. */
    public static final String MOVES = said("moves");
    public static final String CAPTURES = said("captures");
    public static final String COUNTERS = said("counters");
    /** The end panel's buttons. */
    public static final String PLAY_AGAIN = said("Play again");
    public static final String KEEP_THIS_GAME = said("Keep this game");
    public static final String REVIEW = said("Review");
    public static final String MAIN_MENU = said("Main menu");

    /**
     * The caption of the roll decision's keep card, with its key.
     *
     * @return the words
     */
    public static String keepCaption() {
        return "keep [K]";
    }

    /**
     * The caption of the roll decision's broad-astragal card, with its keys.
     *
     * @param canKeep whether the roll in hand may be kept (else Space throws the broad astragal too)
     * @return the words
     */
    public static String broadCaption(boolean canKeep) {
        return canKeep ? "throw the broad astragal [B]" : "throw the broad astragal [B or Space]";
    }

    // A lesson's lines (its own sentences come from its file).

    /** The lesson's buttons. */
    public static final String NEXT_LESSON = said("Next lesson");
    public static final String PLAY_A_GAME = said("Play a game");
    public static final String MENU = said("Menu");
    public static final String SKIP_STEP = said("Skip step [N]");
    public static final String LEAVE_ESC = said("Leave [Esc]");

    /**
     * What a lesson says when its last step is done.
     *
     * @param title the lesson's title
     * @return the line
     */
    public static String lessonLearnt(String title) {
        return title + ": lesson learnt.";
    }

    /** What a lesson says when the person's move, not the lesson's, still lets it go on. */
    public static String lessonAdapts() {
        return "That works too: the lesson goes on from there.";
    }

    /**
     * What a lesson says of a legal move that is not the step's.
     *
     * @param why the step's own reason from the lesson file, or empty
     * @return the line
     */
    public static String lessonNotThisMove(String why) {
        return why.isEmpty() ? "That move is legal, but it is not this lesson's: try again." : why;
    }

    /**
     * Whose turn a lesson's step is, when its file says nothing.
     *
     * @param persons whether it is the person's
     * @return the line
     */
    public static String lessonTurn(boolean persons) {
        return persons ? "Your turn." : "Your opponent's turn.";
    }

    /**
     * The note of a lesson's jump ahead, before and after it.
     *
     * @param actions how many actions the jump plays
     * @param done whether it has been played
     * @return the note
     */
    public static String lessonJump(int actions, boolean done) {
        return done ? "Jumped ahead: the lesson played " + actions + " actions of both sides to reach this position."
                : "The lesson jumps ahead: it plays " + actions + " actions of both sides out of sight.";
    }

    /**
     * The lesson panel's progress line.
     *
     * @param done whether every step is done
     * @param step the step now, from 0
     * @param steps how many steps
     * @param note the step's note, or empty
     * @return the lines
     */
    public static String lessonProgress(boolean done, int step, int steps, String note) {
        return (done ? "Every step done: remembered as learnt."
                : "Step " + Math.min(step + 1, steps) + " of " + steps + "   \u00b7   The dice are set for this lesson.")
                + (note.isEmpty() ? "" : "\n" + note);
    }

    // A replay's lines: why it stops, why it cannot go on.

    /** Asked for the key moments before the review is done. */
    public static String replayMomentsLater() {
        return "The key moments come with the review.";
    }

    /** No moment of the game swung the winning chance. */
    public static String replayNoMoments() {
        return "No moment of this game swung the winning chance.";
    }

    /** Asked to play on while a move is under way. */
    public static String replayMoveUnderWay() {
        return "The move under way ends first; then play on from where it stops.";
    }

    /**
     * Asked to play on under a record's own rules, which are none of the game's rule sets.
     *
     * @param rules the rules' name
     * @return the line
     */
    public static String replayOwnRules(String rules) {
        return "These are the file's own rules (" + rules + "), not one of the game's"
                + " rule sets: the replay shows them, but a game cannot go on under them.";
    }

    /** Asked to play on from the end. */
    public static String replayOverHere() {
        return "The game is over here: go back to a move to play on from it.";
    }

    /**
     * The review failed.
     *
     * @param why what went wrong
     * @return the line
     */
    public static String replayNotReviewed(String why) {
        return "The game could not be reviewed: " + why;
    }

    /** The review's progress line when there is no review. */
    public static final String NO_REVIEW = said("No review");

    /**
     * The replay stops: the table refused a request of the record.
     *
     * @param action the request's action
     * @param reason the table's reason
     * @return the line
     */
    public static String replayRefused(Object action, String reason) {
        return "The table refused the record's " + action + ": " + reason;
    }

    /**
     * The replay stops: after a throw the table's game is not the record's.
     *
     * @param throwNumber the throw, from 1
     * @return the line
     */
    public static String replayDiffers(int throwNumber) {
        return "After throw " + throwNumber + " the table's game is not the record's";
    }

    /**
     * The replay stops: a throw of the record cannot be replayed.
     *
     * @param throwNumber the throw, from 1
     * @param why why
     * @return the line
     */
    public static String replayCannot(int throwNumber, String why) {
        return "Throw " + throwNumber + " cannot be replayed: " + why;
    }

    // Perfect's notice under the status line.

    /** Nanoseconds the HUD says that Perfect has taken over. */
    public static final long TOOK_OVER_SHOWN = 10_000_000_000L;

    /**
     * A line for the game's HUD while the master plays for Perfect (or just after Perfect took over).
     *
     * @param perfect the Perfect player at the table; not null
     * @return the line, or empty when Perfect plays from its table and has nothing to say
     */
    public static String perfectNotice(net.ur.client.perfect.PerfectOrMaster perfect) {
        net.ur.client.perfect.PerfectTables.Status s = perfect.status();
        String until = "; the master plays until then";
        switch (s.phase()) {
            case READY:
                return perfect.tookOverWithin(TOOK_OVER_SHOWN) ? "Perfect has learnt the game and plays from now on" : "";
            case UNCHECKED:
            case CHECKING:
                return "Perfect is reading its table" + until;
            case QUEUED:
                return "Perfect waits to learn the game (another table is being made)" + until;
            case BUILDING:
                return "Perfect is learning the game" + progressWords(s) + until;
            case NO_MEMORY:
                return "Perfect needs " + net.ur.client.perfect.PerfectTables.gigabytes(perfect.memoryNeeded())
                        + " of memory to learn the game: the master plays (see the game selection)";
            case DAMAGED:
                return "Perfect's table was damaged and set aside: the master plays";
            case FAILED:
                return "Perfect could not learn the game: the master plays (see the game selection)";
            case MISSING:
            default:
                return "Perfect has no table: the master plays";
        }
    }

    /**
     * A build's progress in words: {@code : 37%, about 4 min left}.
     *
     * @param s a building status
     * @return the words, starting with ": ", or empty before anything is known
     */
    public static String progressWords(net.ur.client.perfect.PerfectTables.Status s) {
        StringBuilder b = new StringBuilder();
        if (!Double.isNaN(s.fraction())) {
            b.append(": ").append((int) Math.floor(100 * s.fraction())).append('%');
        }
        if (!Double.isNaN(s.secondsLeft())) {
            b.append(b.length() == 0 ? ": " : ", ").append(timeLeft(s.secondsLeft()));
        }
        return b.toString();
    }

    /**
     * Time left in words: {@code less than a minute left}, {@code about 4 min left}, {@code about 1 h 10 min left}.
     *
     * @param seconds the estimate
     * @return the words
     */
    public static String timeLeft(double seconds) {
        if (seconds < 60) {
            return "less than a minute left";
        }
        long min = Math.round(seconds / 60);
        if (min < 60) {
            return "about " + min + " min left";
        }
        return "about " + min / 60 + " h " + min % 60 + " min left";
    }

    // A replay's review panel.

    /** The review panel's buttons. */
    public static final String REPLAY_TO_START = said("|< start");
    public static final String REPLAY_BACK = said("< back");
    public static final String REPLAY_FORWARD = said("forward >");
    public static final String REPLAY_TO_END = said("end >|");
    public static final String REPLAY_SPEED = said("speed");
    public static final String PLAY_ON_COMPUTER = said("play on v computer");
    public static final String PLAY_ON_FRIEND = said("play on with a friend");
    public static final String REPLAY_LEAVE = said("leave");
    /** The review's progress while it is worked out. */
    public static final String REVIEWING = said("Reviewing the game");
    /** The head of the key moments' row. */
    public static final String KEY_MOMENTS = said("Key moments [M]:");
    /** The keys, the review panel's last line. */
    public static final String REPLAY_KEYS = said("Keys: Left and Right step, Home and End (or click the chart), Space plays,"
            + " + and - speed, M key moments, C or F play on, Esc leaves");

    /**
     * The autoplay button's label.
     *
     * @param playing whether autoplay is on
     * @return the label
     */
    public static String replayPlayLabel(boolean playing) {
        return playing ? "pause ||" : "play >>";
    }

    /**
     * The speed button's label.
     *
     * @param speedName the speed's name
     * @return the label
     */
    public static String replaySpeedLabel(String speedName) {
        return "speed: " + speedName;
    }

    /**
     * A key moment's button: its throw, whether the dice made it, and how far it swung the chance.
     *
     * @param m the moment; not null
     * @return the label
     */
    public static String momentLabel(net.ur.rules.review.Review.Moment m) {
        return m.n() + (m.dice() ? " dice " : " ") + signed(m.swing());
    }

    /**
     * The review's accuracy and luck of both sides, in a line.
     *
     * @param review the review; not null
     * @param names how the sides are named; not null
     * @return the line
     */
    public static String replayAccuracy(net.ur.rules.review.Review review, Function<Player, String> names) {
        return String.format(java.util.Locale.ROOT, "Accuracy: %s %s, %s %s.   Luck of the dice: %s %s, %s %s",
                names.apply(Player.LIGHT), accuracy(review.accuracy(Player.LIGHT)), names.apply(Player.DARK),
                accuracy(review.accuracy(Player.DARK)), names.apply(Player.LIGHT), signed(review.luck(Player.LIGHT)),
                names.apply(Player.DARK), signed(review.luck(Player.DARK)));
    }

    /**
     * A side's rolls against fair dice, in a line (and its broad astragal's in the Babylonian game).
     *
     * @param review the review; not null
     * @param p the side; not null
     * @param names how the sides are named; not null
     * @return the line
     */
    public static String replayRolls(net.ur.rules.review.Review review, Player p, Function<Player, String> names) {
        return names.apply(p) + "'s rolls " + rolls(review.dice(p))
                + review.decisionDice(p).map(t -> "; broad astragal " + rolls(t)).orElse("");
    }

    /**
     * What the replay's stop shows, in lines: the move played there and, with a review, each of its
     * choices' grade and the best one, and what the dice gave.
     *
     * @param record the game replayed; not null
     * @param review the review, or null
     * @param stop the entries played
     * @param names how the sides are named; not null
     * @return the lines
     */
    public static List<String> replayStop(net.ur.rules.record.GameRecord record, net.ur.rules.review.Review review, int stop,
            Function<Player, String> names) {
        List<String> out = new java.util.ArrayList<>();
        int total = record.entries().size();
        if (stop == 0) {
            out.add("The start (" + total + " throws to come)."
                    + (review == null ? "" : " " + names.apply(Player.LIGHT) + "'s winning chance: "
                            + pc(review.start()) + (review.exact() ? " by perfect play" : " (estimate)")));
            return out;
        }
        net.ur.rules.record.RecordEntry e = record.entries().get(stop - 1);
        String who = names.apply(e.player());
        StringBuilder what = new StringBuilder("Throw " + stop + " of " + total + ": " + who + " threw " + e.roll().value());
        if (e.decision() != null) {
            what.append(e.decision().throwAgain() ? ", threw the broad astragal: "
                    + (e.decision().secondThrow().value() == 1 ? "yes" : "no") : " and kept it");
        }
        what.append(e.move() == null ? "; the turn passed" : "; played " + net.ur.rules.review.Reviewer.moveText(e.move()));
        if (stop == total && record.state().isOver()) {
            what.append(". ").append(record.state().isDraw() ? "A draw." : names.apply(record.state().winner()) + " won.");
        }
        out.add(what.toString());
        if (review == null) {
            return out;
        }
        for (net.ur.rules.review.Choice c : review.choices()) {
            if (c.n() != stop || !c.real()) {
                continue;
            }
            String kind = c.kind() == net.ur.rules.review.Choice.Kind.DECISION ? "The decision" : "The move";
            String line = kind + ": " + c.grade().id() + (c.grade() == net.ur.rules.review.Grade.BEST ? ""
                    : " (gave up " + pc(c.loss()) + "; best: " + c.bestText() + (c.bestMove() != null ? ", the ghost" : "") + ")");
            if (!Double.isNaN(c.countersLoss()) && c.countersLoss() > 0.05) {
                line += String.format(java.util.Locale.ROOT, "; counters given up %.1f", c.countersLoss());
            }
            out.add(line);
        }
        net.ur.rules.review.Turn t = review.turns().get(stop - 1);
        out.add("The dice gave " + who + " " + signed(t.luck()) + " against the average throw; " + names.apply(Player.LIGHT)
                + "'s chance now " + pc(stop < review.turns().size() ? review.turns().get(stop).lightBefore() : review.end())
                + (review.exact() ? "" : " (estimate)"));
        return out;
    }

    /** The rolls against fair dice, e.g. {@code 0-4: 3 12 19 11 2 (fair 3.1 12.5 18.8 12.5 3.1), within what ...}. */
    static String rolls(net.ur.rules.review.DiceTally t) {
        StringBuilder got = new StringBuilder();
        StringBuilder fair = new StringBuilder();
        int low = -1;
        int high = -1;
        for (int v = 0; v <= t.dice().maxValue(); v++) {
            if (t.dice().probability(v) > 0) {
                low = low < 0 ? v : low;
                high = v;
                got.append(got.length() == 0 ? "" : " ").append(t.count(v));
                fair.append(fair.length() == 0 ? "" : " ").append(String.format(java.util.Locale.ROOT, "%.1f", t.expected(v)));
            }
        }
        return low + "\u2013" + high + ": " + got + " (fair " + fair + "), " + t.verdict();
    }

    private static String pc(double p) {
        return net.ur.rules.solve.SolvedTable.percent(p);
    }

    private static String signed(double p) {
        return String.format(java.util.Locale.ROOT, "%+.1f%%", 100 * p);
    }

    private static String accuracy(double a) {
        return Double.isNaN(a) ? "(no choice)" : String.format(java.util.Locale.ROOT, "%.1f", a);
    }
}
