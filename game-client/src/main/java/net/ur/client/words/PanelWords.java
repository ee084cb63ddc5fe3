package net.ur.client.words;

import net.ur.client.es.state.TableFacts;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Player;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.record.Game;

/**
 * The words of the panels at the table: the pause panel's and the end panel's titles, buttons and
 * lines (the players' rows, their counters, the match), what keeping or leaving a game says, a
 * resignation, and the captions of the HUD's roll decision cards.
 */
public final class PanelWords {

    private PanelWords() {
    }

    /**
     * A fixed label or line of this class. Through this call it is no compile-time constant: the
     * compiler does not copy its text into the classes that show it, so the text stays in this
     * class alone.
     */
    private static String said(String text) {
        return text;
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
     * The end panel's title: who won (or the draw), after how a game given up ended.
     *
     * @param winner the winner's name, or null for a draw
     * @param s the finished state; not null
     * @param concededHow how the game was given up ("Light resigned"), or null
     * @return e.g. "Light resigned: Ann wins!"
     */
    public static String endTitle(String winner, GameState s, String concededHow) {
        String said = winner == null ? TurnWords.endText(s) : winner + " wins!";
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

    /** The pause panel's answer to Keep this game while the opening throw has not decided who starts. */
    public static String nothingToKeepYet() {
        return "The game begins when the opening throw has decided who starts: there is nothing to keep yet.";
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
    public static final String MOVES = said("piece moves");
    /**
     * What the end panel's moves column counts, said under its table: what a player calls their
     * moves, and not the throws or the turns that passed.
     */
    public static final String MOVES_COUNTED = said("Piece moves: the moves each side made with its own pieces;"
            + " throws, and turns that passed with no move, are not counted.");
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
}
