package net.ur.client.game;

import java.util.List;

import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;
import net.ur.client.settings.PlaySetup;
import net.ur.rules.GameState;
import net.ur.rules.MatchPlay;
import net.ur.rules.Move;
import net.ur.rules.OpeningThrows;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Roll;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.record.Game;
import net.ur.rules.sets.RuleSets;

/**
 * The game being played at the table, held in one place: the rules' game (its record and state),
 * the Babylonian match it belongs to (its ledger, and the opening throw while it is thrown), and
 * who plays each side. The rules judge every roll and move; this class only keeps their answer.
 * Only the table system acts on it; everyone else reads the game from the components it
 * publishes on the table's entity (what last happened, a game given up, the words of the HUD are
 * components there, not fields here). Used on the render thread only.
 */
public final class PlaySession {

    private final PlaySetup setup;
    private final MatchLedger ledger;
    private final BoardLayout layout;
    private Game game;
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
            underway = o.isDecided() ? null : o;
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
        } else {
            this.ledger = null;
        }
        RuleSet rules = game.rules();
        this.game = game;
        this.layout = new BoardLayout(rules.board());
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
        game = game.roll(roll);
        return state();
    }


    /**
     * Keeps the small astragal's roll (Babylonian).
     *
     * @return the state after it, awaiting a move
     * @throws net.ur.rules.IllegalMoveException if the roll has no legal move
     */
    public GameState keepRoll() {
        requirePlaying();
        game = game.keepRoll();
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
        game = game.throwBroad(broad);
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
        return state();
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
        return state();
    }

    /** The match this game belongs to, as it stood when the game began (Babylonian), or null for a classic game. */
    public MatchLedger ledger() {
        return ledger;
    }
}
