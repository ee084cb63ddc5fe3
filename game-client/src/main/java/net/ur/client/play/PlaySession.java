package net.ur.client.play;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.Roll;
import net.ur.rules.RuleSet;
import net.ur.rules.RuleSets;
import net.ur.rules.record.Game;

/**
 * The game being played at the table: the rules' game (its record and state) plus what the
 * client tracks around it — who plays each side, whether an animation is under way, the last
 * thing that happened (for the HUD), and the tallies for the end summary. The rules judge every
 * roll and move; this class only keeps their answer. Used on the render thread only.
 */
public final class PlaySession {

    private final PlaySetup setup;
    private final BoardLayout layout;
    private Game game;
    private int busy;
    private String message = "";
    private Roll lastRoll;
    private Player lastRoller;
    private final Map<Player, Integer> moves = new EnumMap<>(Player.class);
    private final Map<Player, Integer> captures = new EnumMap<>(Player.class);
    private final List<PlayListener> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * Adds a listener to what happens at the table.
     *
     * @param listener the listener; not null
     */
    public void addListener(PlayListener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener must not be null");
        }
        listeners.add(listener);
    }

    /**
     * Removes a listener.
     *
     * @param listener the listener
     */
    public void removeListener(PlayListener listener) {
        listeners.remove(listener);
    }

    /** The listeners, for the systems that report to them. */
    List<PlayListener> listeners() {
        return listeners;
    }

    /**
     * Starts a new game.
     *
     * @param setup the rule set and the players; not null
     */
    public PlaySession(PlaySetup setup) {
        this(setup, Game.start(RuleSets.byName(setup == null ? "finkel" : setup.rules())));
    }

    /**
     * Continues a game.
     *
     * @param setup who plays; not null
     * @param game the game so far, of the setup's rule set; not null
     */
    public PlaySession(PlaySetup setup, Game game) {
        if (setup == null || game == null) {
            throw new IllegalArgumentException("setup and game must not be null");
        }
        this.setup = setup;
        RuleSet rules = game.rules();
        this.game = game;
        this.layout = new BoardLayout(rules.board());
        for (Player p : Player.values()) {
            moves.put(p, 0);
            captures.put(p, 0);
        }
    }

    /** The setup the game was started with. */
    public PlaySetup setup() {
        return setup;
    }

    /** The rules' game: record and state. */
    public Game game() {
        return game;
    }

    /** The rule set. */
    public RuleSet rules() {
        return game.rules();
    }

    /** The current state. */
    public GameState state() {
        return game.state();
    }

    /** Where things go on the table. */
    public BoardLayout layout() {
        return layout;
    }

    /**
     * Applies a roll made by the dice.
     *
     * @param roll the roll; not null
     * @return the state after it
     */
    public GameState roll(Roll roll) {
        Player roller = state().turn();
        game = game.roll(roll);
        lastRoll = roll;
        lastRoller = roller;
        boolean passes = state().phase() == Phase.AWAITING_ROLL;
        for (PlayListener l : listeners) {
            l.diceSettled(roller, roll, passes);
        }
        if (passes) {
            message = roll.value() == 0
                    ? roller.displayName() + " threw 0: the turn passes"
                    : roller.displayName() + " threw " + roll.value() + " but no piece can move: the turn passes";
        } else {
            message = roller.displayName() + " threw " + roll.value();
        }
        return state();
    }

    /**
     * Applies a move; the rules check it.
     *
     * @param move one of the legal moves; not null
     * @return the state after it
     * @throws net.ur.rules.IllegalMoveException if the rules refuse it
     */
    public GameState move(Move move) {
        game = game.move(move);
        moves.merge(move.player(), 1, Integer::sum);
        captures.merge(move.player(), move.captured().size(), Integer::sum);
        if (state().isOver()) {
            message = state().winner().displayName() + " wins!";
            Player w = state().winner();
            boolean humanWon = setup.isHuman(w);
            for (PlayListener l : listeners) {
                l.gameOver(w, humanWon);
            }
        } else if (move.extraRoll()) {
            message = move.player().displayName() + (move.rosette() ? " landed on a rosette" : " captured")
                    + ": throw again";
        } else if (move.isCapture()) {
            message = move.player().displayName() + " captured a piece";
        } else {
            message = "";
        }
        return state();
    }

    /** The legal moves now, or an empty list when the state awaits no move. */
    public List<Move> legalMoves() {
        return state().phase() == Phase.AWAITING_MOVE ? game.legalMoves() : List.of();
    }

    /** Whether an animation (a throw, a move) is under way; no new action starts meanwhile. */
    public boolean isBusy() {
        return busy > 0;
    }

    /** Marks the start of an animation. */
    public void beginBusy() {
        busy++;
    }

    /** Marks the end of an animation begun with {@link #beginBusy}. */
    public void endBusy() {
        if (busy == 0) {
            throw new IllegalStateException("endBusy without beginBusy");
        }
        busy--;
    }

    /** What just happened, in a line for the HUD; empty when there is nothing to say. */
    public String message() {
        return message;
    }

    /** The last roll, or null before the first. */
    public Roll lastRoll() {
        return lastRoll;
    }

    /** Who made the last roll, or null before the first. */
    public Player lastRoller() {
        return lastRoller;
    }

    /** Moves made by a player. */
    public int moves(Player player) {
        return moves.get(player);
    }

    /** Pieces a player has captured. */
    public int captures(Player player) {
        return captures.get(player);
    }
}
