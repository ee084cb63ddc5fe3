package net.ur.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;

/**
 * An immutable snapshot of a game between actions: the phase of the turn, whose turn it is, the
 * pending roll, every piece and where it is, and the game's counters (the Babylonian stakes, the
 * Ravensburg turn counts; none in the classic games). The constructor rejects states that no rule
 * set could reach; rule sets add their own checks in {@link RuleSet#validate(GameState)}.
 *
 * <p>A value with a record's accessors, equality and text. It is a class rather than a record only
 * to keep one memo beside its values: the legal moves of a state awaiting a move, once a rule set
 * has worked them out ({@link AbstractRuleSet}), so that choosing a move and applying it do not
 * generate them twice. The memo is not part of the value (equality, hash and text ignore it).
 */
public final class GameState {

    private final Phase phase;
    private final Player turn;
    private final Roll roll;
    private final List<PieceState> pieces;
    private final Counters counters;
    private final Player winner;
    /**
     * The legal moves as worked out by one rule set, or null. Written at most a few times and read
     * without locking: a {@link LegalMoves} is immutable with final fields, so a thread sees either
     * null (and works the moves out again) or a whole one.
     */
    private LegalMoves legalMoves;

    /** A rule set's legal moves of this state. */
    record LegalMoves(RuleSet rules, List<Move> moves) {
    }

    /**
     * Validates the snapshot and copies its list of pieces.
     *
     * @param phase the step of the turn, not null
     * @param turn the player who acts next (the winner once the game is over), not null
     * @param roll the roll waiting to be used: present exactly when the phase is AWAITING_MOVE or
     *     AWAITING_ROLL_DECISION, otherwise null
     * @param pieces every piece of both players, at most one per square; stored sorted by owner and number
     * @param counters the game's counters, {@link Counters#NONE} for none; not null
     * @param winner the winner, or null: always null before GAME_OVER; null in GAME_OVER means a draw (only a
     *     rule set with a draw rule, the Ravensburg game's turn limit, produces one)
     * @throws IllegalArgumentException with the reason, if the state is impossible
     */
    public GameState(Phase phase, Player turn, Roll roll, List<PieceState> pieces, Counters counters,
            Player winner) {
        if (phase == null || turn == null) {
            throw new IllegalArgumentException("game state needs a phase and a player to move");
        }
        boolean needsRoll = phase == Phase.AWAITING_MOVE || phase == Phase.AWAITING_ROLL_DECISION;
        if (needsRoll && roll == null) {
            throw new IllegalArgumentException("a state in phase " + phase + " must hold the roll being used");
        }
        if (!needsRoll && roll != null) {
            throw new IllegalArgumentException("a state in phase " + phase + " cannot hold a roll (" + roll + ")");
        }
        if (phase != Phase.GAME_OVER && winner != null) {
            throw new IllegalArgumentException("a game in phase " + phase + " cannot have a winner");
        }
        if (winner != null && winner != turn) {
            throw new IllegalArgumentException("a finished game's turn must be the winner's, got turn " + turn
                    + " and winner " + winner);
        }
        if (pieces == null) {
            throw new IllegalArgumentException("pieces must not be null");
        }
        boolean inOrder = true;
        for (int i = 0; i < pieces.size(); i++) {
            if (pieces.get(i) == null) {
                throw new IllegalArgumentException("pieces must not contain null");
            }
            if (i > 0 && pieces.get(i - 1).compareTo(pieces.get(i)) > 0) {
                inOrder = false;
            }
        }
        List<PieceState> sorted = pieces;
        if (!inOrder) {
            sorted = new ArrayList<>(pieces);
            Collections.sort(sorted);
        }
        int[] keys = new int[sorted.size()];
        int onBoard = 0;
        List<Piece> aboveSome = null;
        for (int i = 0; i < sorted.size(); i++) {
            PieceState p = sorted.get(i);
            if (i > 0 && sorted.get(i - 1).piece().owner() == p.piece().owner()
                    && sorted.get(i - 1).piece().number() == p.piece().number()) {
                throw new IllegalArgumentException("piece " + p.piece() + " appears twice");
            }
            if (p.location() instanceof Location.OnBoard on) {
                int key = on.square().column() * 100 + on.square().row();
                for (int j = 0; j < onBoard; j++) {
                    if (keys[j] == key) {
                        throw new IllegalArgumentException("square " + on.square() + " holds two pieces");
                    }
                }
                keys[onBoard++] = key;
            } else if (p.location() instanceof Location.Beneath b) {
                if (aboveSome == null) {
                    aboveSome = new ArrayList<>();
                }
                if (aboveSome.contains(b.above())) {
                    throw new IllegalArgumentException("two men stand directly beneath " + b.above());
                }
                if (b.above().equals(p.piece())) {
                    throw new IllegalArgumentException(p.piece() + " cannot stand beneath itself");
                }
                aboveSome.add(b.above());
            }
        }
        if (counters == null) {
            throw new IllegalArgumentException("counters must not be null (use Counters.NONE)");
        }
        this.phase = phase;
        this.turn = turn;
        this.roll = roll;
        this.pieces = List.copyOf(sorted);
        this.counters = counters;
        this.winner = winner;
    }

    /**
     * Returns the step of the turn.
     *
     * @return the phase, never null
     */
    public Phase phase() {
        return phase;
    }

    /**
     * Returns the player who acts next (the winner once the game is over).
     *
     * @return the player, never null
     */
    public Player turn() {
        return turn;
    }

    /**
     * Returns the roll waiting to be used.
     *
     * @return the roll in phases AWAITING_MOVE and AWAITING_ROLL_DECISION, otherwise null
     */
    public Roll roll() {
        return roll;
    }

    /**
     * Returns every piece and where it is.
     *
     * @return the pieces sorted by owner and number, unmodifiable
     */
    public List<PieceState> pieces() {
        return pieces;
    }

    /**
     * Returns the game's counters.
     *
     * @return the counters, {@link Counters#NONE} in a game without any; never null
     */
    public Counters counters() {
        return counters;
    }

    /**
     * Returns the winner.
     *
     * @return the winner of a finished game, null before the end and for a draw
     */
    public Player winner() {
        return winner;
    }

    /**
     * Returns the Babylonian game's counter piles.
     *
     * @return the piles
     * @throws IllegalStateException if the state has none (not a Babylonian game)
     */
    public Counters.Piles piles() {
        if (counters instanceof Counters.Piles p) {
            return p;
        }
        throw new IllegalStateException("the state has no counter piles, only " + counters);
    }

    /**
     * Returns the Ravensburg game's turn counts.
     *
     * @return the counts
     * @throws IllegalStateException if the state has none (not a Ravensburg game)
     */
    public Counters.TurnCount turnCount() {
        if (counters instanceof Counters.TurnCount t) {
            return t;
        }
        throw new IllegalStateException("the state has no turn counts, only " + counters);
    }

    /** The legal moves a rule set worked out for this state, or null. */
    List<Move> legalMovesOf(RuleSet rules) {
        LegalMoves memo = legalMoves;
        return memo != null && memo.rules() == rules ? memo.moves() : null;
    }

    /** Keeps the legal moves a rule set worked out for this state (an unmodifiable list). */
    void keepLegalMoves(RuleSet rules, List<Move> moves) {
        legalMoves = new LegalMoves(rules, moves);
    }

    /**
     * Creates the start of a game: every piece waiting, light to roll, no counters.
     *
     * @param pieces the pieces of both players, not null
     * @return the state
     */
    public static GameState start(List<Piece> pieces) {
        if (pieces == null) {
            throw new IllegalArgumentException("pieces must not be null");
        }
        List<PieceState> states = new ArrayList<>();
        for (Piece p : pieces) {
            states.add(new PieceState(p, Location.WAITING));
        }
        return new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, states, Counters.NONE, null);
    }

    /**
     * Returns the piece on a square.
     *
     * @param square any square, may be null
     * @return the piece state there, if any
     */
    public Optional<PieceState> at(Square square) {
        return Optional.ofNullable(pieceAt(square));
    }

    /**
     * Returns the piece on a square, without an {@code Optional} (for hot loops).
     *
     * @param square any square, may be null
     * @return the piece state there, or null
     */
    public PieceState pieceAt(Square square) {
        for (PieceState p : pieces) {
            if (p.location() instanceof Location.OnBoard on && on.square().equals(square)) {
                return p;
            }
        }
        return null;
    }

    /**
     * Returns the men standing on a square, bottom first: the piece there and those beneath it
     * ({@link Location.Beneath}, the Ravensburg game's towers; none in other games).
     *
     * @param square any square, may be null
     * @return the men, bottom first; empty for an empty square
     * @throws IllegalArgumentException if the men beneath each other go round in a circle
     */
    public List<PieceState> stackAt(Square square) {
        PieceState top = pieceAt(square);
        if (top == null) {
            return List.of();
        }
        List<PieceState> stack = new ArrayList<>();
        stack.add(top);
        for (PieceState cur = top; ; ) {
            PieceState next = null;
            for (PieceState ps : pieces) {
                if (ps.location() instanceof Location.Beneath b && b.above().equals(cur.piece())) {
                    next = ps;
                    break;
                }
            }
            if (next == null) {
                break;
            }
            if (stack.size() > pieces.size()) {
                throw new IllegalArgumentException("the men beneath " + top.piece() + " go round in a circle");
            }
            stack.add(next);
            cur = next;
        }
        Collections.reverse(stack);
        return stack;
    }

    /**
     * Returns the current state of a piece.
     *
     * @param piece the piece, not null
     * @return its state
     * @throws IllegalArgumentException if the piece is not part of this game
     */
    public PieceState stateOf(Piece piece) {
        for (PieceState p : pieces) {
            if (p.piece().equals(piece)) {
                return p;
            }
        }
        throw new IllegalArgumentException("piece " + piece + " is not part of this game");
    }

    /**
     * Returns a player's pieces.
     *
     * @param player the owner, not null
     * @return the owner's pieces in number order
     */
    public List<PieceState> piecesOf(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("player must not be null");
        }
        List<PieceState> out = new ArrayList<>();
        for (PieceState p : pieces) {
            if (p.piece().owner() == player) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * Counts a player's pieces at a kind of location.
     *
     * @param player the owner, not null
     * @param kind the location class, e.g. {@code Location.Finished.class}
     * @return the count
     */
    public int count(Player player, Class<? extends Location> kind) {
        if (player == null || kind == null) {
            throw new IllegalArgumentException("player and location kind must not be null");
        }
        int n = 0;
        for (PieceState p : pieces) {
            if (p.piece().owner() == player && kind.isInstance(p.location())) {
                n++;
            }
        }
        return n;
    }

    /**
     * Returns a copy with other pieces (the phase, turn, roll, counters and winner kept).
     *
     * @param newPieces the pieces, not null
     * @return the new state
     */
    public GameState withPieces(List<PieceState> newPieces) {
        return new GameState(phase, turn, roll, newPieces, counters, winner);
    }

    /**
     * Tells whether the game has ended.
     *
     * @return true in phase GAME_OVER
     */
    public boolean isOver() {
        return phase == Phase.GAME_OVER;
    }

    /**
     * Tells whether the game has ended in a draw (the Ravensburg turn limit with equal captures).
     *
     * @return true in phase GAME_OVER without a winner
     */
    public boolean isDraw() {
        return phase == Phase.GAME_OVER && winner == null;
    }

    /**
     * Describes the result for people: {@code Light won}, {@code drawn} or {@code unfinished}.
     *
     * @return the text
     */
    public String resultText() {
        if (phase != Phase.GAME_OVER) {
            return "unfinished";
        }
        return winner == null ? "drawn" : winner.displayName() + " won";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameState s && phase == s.phase && turn == s.turn && Objects.equals(roll, s.roll)
                && pieces.equals(s.pieces) && counters.equals(s.counters) && winner == s.winner;
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, turn, roll, pieces, counters, winner);
    }

    /**
     * Describes the state as a record would, e.g. {@code GameState[phase=AWAITING_ROLL, turn=LIGHT, ...]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "GameState[phase=" + phase + ", turn=" + turn + ", roll=" + roll + ", pieces=" + pieces
                + ", counters=" + counters + ", winner=" + winner + "]";
    }
}
