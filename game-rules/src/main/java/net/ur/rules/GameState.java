package net.ur.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An immutable snapshot of a game between actions: the phase of the turn, whose turn it is, the
 * pending roll, every piece and where it is, and counters (the Babylonian stakes; empty in the
 * classic games). The constructor rejects states that no rule set could reach; rule sets add
 * their own checks in {@link RuleSet#validate(GameState)}.
 *
 * @param phase the step of the turn, not null
 * @param turn the player who acts next (the winner once the game is over), not null
 * @param roll the roll waiting to be used: present exactly when the phase is AWAITING_MOVE or
 *     AWAITING_ROLL_DECISION, otherwise null
 * @param pieces every piece of both players, at most one per square; stored sorted by owner and number
 * @param counters named counter piles (e.g. {@code light}, {@code dark}, {@code pool}), each at least 0;
 *     stored sorted by name
 * @param winner the winner, or null: always null before GAME_OVER; null in GAME_OVER means a draw (only a
 *     rule set with a draw rule, the Ravensburg game's turn limit, produces one)
 */
public record GameState(Phase phase, Player turn, Roll roll, List<PieceState> pieces,
        Map<String, Integer> counters, Player winner) {

    /**
     * Validates the snapshot and copies its collections.
     *
     * @throws IllegalArgumentException with the reason, if the state is impossible
     */
    public GameState {
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
        pieces = List.copyOf(sorted);
        if (counters == null) {
            throw new IllegalArgumentException("counters must not be null (use an empty map)");
        }
        if (counters.isEmpty()) {
            counters = Map.of();
        } else {
            TreeMap<String, Integer> c = new TreeMap<>();
            for (Map.Entry<String, Integer> e : counters.entrySet()) {
                if (e.getKey() == null || e.getValue() == null || e.getValue() < 0) {
                    throw new IllegalArgumentException("counter piles need a name and a count of at least 0, got "
                            + e);
                }
                c.put(e.getKey(), e.getValue());
            }
            counters = Collections.unmodifiableMap(c);
        }
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
        return new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, states, Map.of(), null);
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
}
