package net.ur.client.game;

import jme3utilities.Validate;
import net.ur.client.settings.PlaySetup;

import net.ur.client.board.BoardLayout;

import java.util.List;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.Roll;
import net.ur.rules.RuleSet;
import net.ur.rules.MatchPlay;
import net.ur.rules.OpeningThrows;
import net.ur.rules.sets.RuleSets;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.record.Game;

/**
 * The game being played at the table: the rules' game (its record and state) plus what the
 * client tracks around it — who plays each side, the last thing that happened (for the HUD's
 * words), a game given up. Each side's moves and captures are counted from the record
 * ({@code TableGame}). The rules judge every
 * roll and move; this class only keeps their answer. Used on the render thread only.
 */
public final class PlaySession {

    private final PlaySetup setup;
    private final MatchLedger ledger;
    private final BoardLayout layout;
    private Game game;
    /** The last thing that happened, for the words said of it ({@link TableWords}); null before anything. */
    private Last last;
    /** The last throw (a roll, a kept roll, the broad astragal, a continued game's roll in hand); null before the first. */
    private Last lastThrow;
    private Roll lastRoll;
    private Player lastRoller;
    private int lastSmall;
    private Boolean lastBroad;
    /** The side that gave up the game (a network game's resignation or forfeit), or null. */
    private Player conceded;
    private String concededHow;
    /** The opening throw while it is thrown (a new game of a match before it has decided who begins), else null. */
    private OpeningThrows underway;




    /**
     * Starts a new game.
     *
     * @param setup the rule set and the players; not null
     */
    public PlaySession(PlaySetup setup) {
        this(setup, MatchLedger.start());
    }

    /**
     * Starts a new game of a match. A Babylonian game begins with its opening throw (both astragals
     * for each player, light first in each round, until one scores higher), thrown at the table
     * ({@link #throwOpening}): until it has decided who starts the session is in its opening
     * ({@link #inOpening()}), its state the board as the game will begin with the side to throw next
     * to act. Its counters come from the ledger; a classic game ignores the ledger.
     *
     * @param setup the rule set and the players; not null
     * @param ledger the match so far (Babylonian); not null
     */
    public PlaySession(PlaySetup setup, MatchLedger ledger) {
        this(setup, ledger, null);
    }

    /**
     * Starts a new game of a match whose opening throw has begun elsewhere (a network game taken up
     * again in its opening): as {@link #PlaySession(PlaySetup, MatchLedger)}, the opening so far
     * already thrown.
     *
     * @param setup the rule set and the players; not null
     * @param ledger the match so far (Babylonian); not null
     * @param soFar the opening's throws so far, one the rule set began; or null for none yet
     */
    public PlaySession(PlaySetup setup, MatchLedger ledger, OpeningThrows soFar) {
        this(newGame(setup, ledger, soFar), setup, ledger);
        MatchPlay play = game.rules().match().orElse(null);
        if (play != null) {
            OpeningThrows o = soFar != null ? soFar : play.openingStart();
            if (o.isDecided()) {
                last = new Opened(o);
            } else {
                underway = o;
                last = new Opened(o);
            }
        }
    }

    private static Game newGame(PlaySetup setup, MatchLedger ledger, OpeningThrows soFar) {
        Validate.nonNull(setup, "setup");
        Validate.nonNull(ledger, "ledger");
        RuleSet rules = RuleSets.byName(setup.rules());
        return Game.start(rules.match().map(m -> ledger.nextGame(m, soFar != null ? soFar : m.openingStart())).orElse(rules));
    }

    /**
     * Takes up a kept game: a Babylonian game kept while its opening throw was still being thrown
     * (its rules' match with no opening recorded, nothing played or thrown) begins its opening again with
     * the match's counters as they were; any other game goes on where it stopped.
     *
     * @param setup who plays; not null
     * @param game the game as kept, of the setup's rule set; not null
     * @return the session of the game taken up
     */
    public static PlaySession continued(PlaySetup setup, Game game) {
        Validate.nonNull(game, "game");
        MatchPlay match = game.rules().match().orElse(null);
        if (match != null && match.opening().isEmpty() && game.record().entries().isEmpty() && game.pendingRoll().isEmpty()
                && game.state().equals(game.rules().initialState())) {
            return new PlaySession(setup, new MatchLedger(match.countersBrought(Player.LIGHT),
                    match.countersBrought(Player.DARK), List.of(), false));
        }
        return new PlaySession(setup, game);
    }

    /**
     * Continues a game.
     *
     * @param setup who plays; not null
     * @param game the game so far, of the setup's rule set; not null
     */
    public PlaySession(PlaySetup setup, Game game) {
        this(game, setup, null);
    }

    private PlaySession(Game game, PlaySetup setup, MatchLedger ledger) {
        Validate.nonNull(setup, "setup");
        Validate.nonNull(game, "game");
        this.setup = setup;
        MatchPlay match = game.rules().match().orElse(null);
        if (match != null) {
            // A continued game's match is known from its start: the counters before the stake.
            this.ledger = ledger != null ? ledger
                    : new MatchLedger(match.countersBrought(Player.LIGHT), match.countersBrought(Player.DARK), List.of(), false);
            if (match.opening().isPresent() && game.state().equals(game.rules().initialState())) {
                last = new Opened(match.opening().get());
            }
        } else {
            this.ledger = null;
        }
        RuleSet rules = game.rules();
        this.game = game;
        this.layout = new BoardLayout(rules.board());
        game.pendingRoll().ifPresent(this::showThrowInHand);
    }

    /**
     * Says the throw in hand of a continued game as the dice said it when they settled: the HUD's
     * throw display and the status line. A Babylonian roll in hand is the small astragal's value
     * (kept, or awaiting the decision) or, with two faces, the value the broad astragal's yes made
     * of it.
     */
    private void showThrowInHand(Roll roll) {
        Player who = state().turn();
        lastRoll = roll;
        lastRoller = who;
        boolean converted = hasCounters() && roll.faces().size() == 2;
        lastSmall = converted ? roll.faces().get(0) : roll.value();
        lastBroad = converted ? Boolean.TRUE : null;
        last = new InHand(who, roll, converted);
        lastThrow = last;
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
        requirePlaying();
        Player roller = state().turn();
        game = game.roll(roll);
        lastRoll = roll;
        lastRoller = roller;
        lastSmall = roll.value();
        lastBroad = null;
        last = new Rolled(roller, roll, state().phase() == Phase.AWAITING_ROLL);
        lastThrow = last;
        return state();
    }


    /** Whether the game awaits the Babylonian roll decision: keep the small astragal or throw the broad one. */
    public boolean awaitsDecision() {
        return state().phase() == Phase.AWAITING_ROLL_DECISION;
    }

    /** Whether the roll in hand may be kept (it has a legal move); false when no decision is awaited. */
    public boolean canKeepRoll() {
        return game.canKeepRoll();
    }

    /** The small astragal's value in hand, or 0 when no decision is awaited. */
    public int pendingSmall() {
        return awaitsDecision() ? state().roll().value() : 0;
    }


    /**
     * Keeps the small astragal's roll (Babylonian).
     *
     * @return the state after it, awaiting a move
     * @throws net.ur.rules.IllegalMoveException if the roll has no legal move
     */
    public GameState keepRoll() {
        requirePlaying();
        Player who = state().turn();
        int v = pendingSmall();
        game = game.keepRoll();
        last = new Kept(who, v);
        lastThrow = last;
        return state();
    }

    /**
     * Feeds the broad astragal's throw (Babylonian), made by the dice.
     *
     * @param broad {@code BroadAstragal.roll(yes)}; not null
     * @return the state after it: awaiting a move, or the turn passed
     */
    public GameState throwBroad(Roll broad) {
        requirePlaying();
        Player who = state().turn();
        int v = pendingSmall();
        game = game.throwBroad(broad);
        boolean yes = rules().rollDecisions().orElseThrow().isYes(broad);
        lastBroad = yes;
        lastRoll = broad;
        lastRoller = who;
        last = new Broad(who, v, yes, state().phase() != Phase.AWAITING_MOVE);
        lastThrow = last;
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
        requirePlaying();
        game = game.move(move);
        last = new Moved(move);
        return state();
    }

    /**
     * Ends the game off the board: a side gave it up (a network game's resignation, or its loss by
     * forfeit). The rules know no resignation: their state stays as it was, and the game's record
     * ends where it stopped; the other side is the winner.
     *
     * @param loser the side that gave up; not null
     * @param how how it ended, in words ("Light resigned"); not null
     * @throws IllegalStateException when the game is already over
     */
    public void concede(Player loser, String how) {
        Validate.nonNull(loser, "loser");
        Validate.nonNull(how, "how");
        if (isOver()) {
            throw new IllegalStateException("the game is already over");
        }
        conceded = loser;
        concededHow = how;
    }

    /** The side that gave the game up, or null when it was not given up. */
    public Player conceded() {
        return conceded;
    }

    /** How a game given up ended, in words ("Light resigned"), or null. */
    public String concededHow() {
        return concededHow;
    }

    /** Whether the game is over: ended by the rules, or given up. */
    public boolean isOver() {
        return conceded != null || state().isOver();
    }

    /** The winner: the other side of a side that gave up, else the rules' winner; null while playing or for a draw. */
    public Player winner() {
        if (conceded != null) {
            return conceded.other();
        }
        GameState s = state();
        return s.isOver() && !s.isDraw() ? s.winner() : null;
    }

    /** Whether the game has counters (Babylonian): light, dark and the pool. */
    public boolean hasCounters() {
        return rules().hasCounters();
    }

    /** The legal moves now, or an empty list when the state awaits no move. */
    public List<Move> legalMoves() {
        return state().phase() == Phase.AWAITING_MOVE ? game.legalMoves() : List.of();
    }

    /** The last roll, or null before the first. */
    public Roll lastRoll() {
        return lastRoll;
    }

    /** Who made the last roll, or null before the first. */
    public Player lastRoller() {
        return lastRoller;
    }



    /**
     * The opening throw of this game (Babylonian): the throws so far while it is thrown
     * ({@link #inOpening()}), then the one that decided who begins; null when the game has none.
     */
    public OpeningThrows opening() {
        return underway != null ? underway : rules().match().flatMap(MatchPlay::opening).orElse(null);
    }

    /**
     * Whether the game's opening throw is being thrown: a new game of a match before a round has
     * decided who begins. Meanwhile the state is the board as the game will begin, the side to throw
     * next in the opening to act ({@code state().turn()}, awaiting a roll); its throws are given by
     * {@link #throwOpening}, and neither a roll nor a move is taken.
     *
     * @return true until the opening has decided
     */
    public boolean inOpening() {
        return underway != null;
    }

    private void requirePlaying() {
        if (underway != null) {
            throw new IllegalStateException("the opening throw has not decided who begins yet: "
                    + underway.thrower().displayName() + " throws both astragals");
        }
    }

    /**
     * Gives the rules a throw of the opening, by the side whose throw it is: the small astragal's
     * roll and the broad astragal's, as the dice came to rest. Once a round has decided who begins,
     * the game is the match's next game with that first player and this opening recorded.
     *
     * @param small the small astragal's roll; not null
     * @param broad the broad astragal's roll; not null
     * @return the state after it: the next thrower's turn in the opening, or the game's first turn
     * @throws IllegalStateException if no opening is being thrown
     * @throws IllegalArgumentException if a roll is not one its astragal makes
     */
    public GameState throwOpening(Roll small, Roll broad) {
        Validate.nonNull(small, "small");
        Validate.nonNull(broad, "broad");
        if (underway == null) {
            throw new IllegalStateException("no opening throw is being thrown");
        }
        MatchPlay play = game.rules().match().orElseThrow();
        OpeningThrows next = underway.add(small, broad);
        game = Game.start(ledger.nextGame(play, next));
        underway = next.isDecided() ? null : next;
        last = new Opened(next);
        return state();
    }

    /** The match this game belongs to, as it stood when the game began (Babylonian), or null for a classic game. */
    public MatchLedger ledger() {
        return ledger;
    }

    /**
     * The match after this game: the ledger with this game recorded once it is over, a new match
     * when a player can no longer pay the stake; the same ledger while the game is unfinished.
     *
     * @return the ledger for the next game, or null for a classic game
     */
    public MatchLedger ledgerForNextGame() {
        if (ledger == null) {
            return null;
        }
        if (!state().isOver()) {
            return ledger;
        }
        MatchLedger after = ledger.afterGame(game.record());
        return after.canPlayAnother() ? after : MatchLedger.start();
    }





    /** The small astragal's value of the last throw (Babylonian), or the last roll's value; 0 before the first. */
    public int lastSmall() {
        return lastSmall;
    }

    /** The broad astragal's answer in the last throw (Babylonian): true yes, false no, null when it was not thrown. */
    public Boolean lastBroad() {
        return lastBroad;
    }

    /** The score of the last throw: the roll's value, or in the Babylonian game the small astragal's, converted on a yes, 0 on a no. */
    public int lastScore() {
        if (!hasCounters()) {
            return lastRoll == null ? 0 : lastRoll.value();
        }
        if (lastBroad == null) {
            return lastSmall;
        }
        return lastBroad ? rules().rollDecisions().orElseThrow().converted(lastSmall) : 0;
    }

    /** The last thing that happened at the table, as facts; {@link TableWords} says it. */
    public Last last() {
        return last;
    }

    /** The last throw, as facts, or null before the first. */
    public Last lastThrow() {
        return lastThrow;
    }

    /** Something that happened at the table: the facts the words of the HUD are made from. */
    public sealed interface Last permits Opened, InHand, Rolled, Kept, Broad, Moved {
    }

    /** A throw of the Babylonian opening: the opening so far, decided or not. */
    public record Opened(OpeningThrows opening) implements Last {
    }

    /** A continued game's throw in hand (converted: the broad astragal's yes made its value). */
    public record InHand(Player who, Roll roll, boolean converted) implements Last {
    }

    /** A roll given to the rules; passes: it passed the turn. */
    public record Rolled(Player who, Roll roll, boolean passes) implements Last {
    }

    /** The small astragal's roll kept. */
    public record Kept(Player who, int value) implements Last {
    }

    /** The broad astragal thrown on the small one's value; passes: the turn passed after it. */
    public record Broad(Player who, int small, boolean yes, boolean passes) implements Last {
    }

    /** A move made. */
    public record Moved(Move move) implements Last {
    }
}
