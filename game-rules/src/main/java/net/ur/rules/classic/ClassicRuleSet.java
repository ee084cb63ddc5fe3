package net.ur.rules.classic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import net.ur.rules.AbstractRuleSet;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceKind;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;

/**
 * The classic race rules (Finkel, Masters, Blitz, Aseb, Murray and variants) over the readable
 * model: pieces enter with any positive roll, move forward by the roll, capture an opponent
 * (unless it sits on a safe rosette), never land on their own piece, and bear off with the exact
 * roll. Pieces are interchangeable: a piece entering is always the lowest-numbered waiting one.
 */
public final class ClassicRuleSet extends AbstractRuleSet {

    private static final Comparator<Move> BY_START =
            (a, b) -> Integer.compare(stepOf(a.from()), stepOf(b.from()));

    private final ClassicSettings settings;
    /** [player][step]: index of the step's square in a per-call occupancy array. */
    private final int[][] squareIndex;
    /** [player][step]: whether the step's square is a rosette. */
    private final boolean[][] rosetteAt;
    private final int boardCells;

    /**
     * Creates the rules for some settings.
     *
     * @param settings the settings, not null
     */
    public ClassicRuleSet(ClassicSettings settings) {
        if (settings == null) {
            throw new IllegalArgumentException("classic settings must not be null");
        }
        this.settings = settings;
        int rows = settings.board().rows() + 1;
        this.boardCells = settings.board().columns() * rows;
        this.squareIndex = new int[2][];
        this.rosetteAt = new boolean[2][];
        for (Player p : Player.values()) {
            Route r = route(p);
            squareIndex[p.ordinal()] = new int[r.length()];
            rosetteAt[p.ordinal()] = new boolean[r.length()];
            for (int i = 0; i < r.length(); i++) {
                squareIndex[p.ordinal()][i] = r.square(i).column() * rows + r.square(i).row();
                rosetteAt[p.ordinal()][i] = settings.board().isRosette(r.square(i));
            }
        }
    }

    /**
     * Returns the settings.
     *
     * @return the settings, never null
     */
    public ClassicSettings settings() {
        return settings;
    }

    @Override
    public String name() {
        return settings.name();
    }

    @Override
    public String displayName() {
        return settings.displayName();
    }

    @Override
    public BoardShape board() {
        return settings.board();
    }

    @Override
    public Route route(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("player must not be null");
        }
        return player == Player.LIGHT ? settings.routes().light() : settings.routes().dark();
    }

    @Override
    public Dice dice() {
        return settings.dice();
    }

    @Override
    public GameState initialState() {
        List<Piece> pieces = new ArrayList<>();
        for (Player p : Player.values()) {
            for (int i = 0; i < settings.pieces(); i++) {
                pieces.add(Piece.plain(p, i));
            }
        }
        return GameState.start(pieces);
    }

    /**
     * Builds a hand-made position awaiting a roll, from the steps of each player's pieces on its route.
     *
     * @param turn the player to roll, not null
     * @param lightSteps steps (0-based) of light's pieces on the board
     * @param darkSteps steps (0-based) of dark's pieces on the board
     * @param lightFinished how many of light's pieces are home
     * @param darkFinished how many of dark's pieces are home
     * @return the validated state (GAME_OVER if a player has every piece home)
     * @throws IllegalArgumentException if the position is impossible
     */
    public GameState position(Player turn, int[] lightSteps, int[] darkSteps, int lightFinished, int darkFinished) {
        if (turn == null || lightSteps == null || darkSteps == null) {
            throw new IllegalArgumentException("turn and step arrays must not be null");
        }
        List<PieceState> pieces = new ArrayList<>();
        addPieces(pieces, Player.LIGHT, lightSteps, lightFinished);
        addPieces(pieces, Player.DARK, darkSteps, darkFinished);
        Player winner = lightFinished == settings.pieces() ? Player.LIGHT
                : darkFinished == settings.pieces() ? Player.DARK : null;
        GameState s = winner == null
                ? new GameState(Phase.AWAITING_ROLL, turn, null, pieces, Counters.NONE, null)
                : new GameState(Phase.GAME_OVER, winner, null, pieces, Counters.NONE, winner);
        validate(s);
        return s;
    }

    /**
     * Builds a hand-made position from square names, e.g. {@code position(LIGHT, "A4 B5", "C1", 0, 2)}.
     * On a route that visits a square twice the first visit is meant.
     *
     * @param turn the player to roll, not null
     * @param lightSquares light's occupied squares separated by spaces, not null
     * @param darkSquares dark's occupied squares separated by spaces, not null
     * @param lightFinished light's pieces home
     * @param darkFinished dark's pieces home
     * @return the validated state
     * @throws IllegalArgumentException if a square is not on the player's route or the position is impossible
     */
    public GameState position(Player turn, String lightSquares, String darkSquares, int lightFinished,
            int darkFinished) {
        return position(turn, steps(Player.LIGHT, lightSquares), steps(Player.DARK, darkSquares), lightFinished,
                darkFinished);
    }

    private int[] steps(Player p, String squares) {
        if (squares == null) {
            throw new IllegalArgumentException("square list must not be null");
        }
        String t = squares.trim();
        if (t.isEmpty()) {
            return new int[0];
        }
        String[] parts = t.split("\\s+");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            Square s = Square.parse(parts[i]);
            int step = route(p).firstStepOf(s);
            if (step < 0) {
                throw new IllegalArgumentException(s + " is not on " + p.displayName() + "'s route");
            }
            out[i] = step;
        }
        return out;
    }

    private void addPieces(List<PieceState> pieces, Player owner, int[] steps, int finished) {
        if (finished < 0 || steps.length + finished > settings.pieces()) {
            throw new IllegalArgumentException(owner.displayName() + " has " + settings.pieces() + " pieces; "
                    + steps.length + " on the board and " + finished + " home do not fit");
        }
        int n = 0;
        Route r = route(owner);
        for (int step : steps) {
            if (step < 0 || step >= r.length()) {
                throw new IllegalArgumentException("step must be 0.." + (r.length() - 1) + ", not " + step);
            }
            pieces.add(new PieceState(Piece.plain(owner, n++), Location.at(r.square(step), step)));
        }
        for (int i = 0; i < finished; i++) {
            pieces.add(new PieceState(Piece.plain(owner, n++), Location.FINISHED));
        }
        while (n < settings.pieces()) {
            pieces.add(new PieceState(Piece.plain(owner, n++), Location.WAITING));
        }
    }

    @Override
    public void validate(GameState state) {
        RuleSet.requireWithoutRavensburgParts(this, state);
        if (!(state.counters() instanceof Counters.None)) {
            throw new IllegalArgumentException(displayName() + " has no counters, got " + state.counters());
        }
        if (state.phase() == Phase.AWAITING_ROLL_DECISION) {
            throw new IllegalArgumentException(displayName() + " has no roll decisions");
        }
        Player finishedPlayer = null;
        for (Player p : Player.values()) {
            List<PieceState> mine = state.piecesOf(p);
            if (mine.size() != settings.pieces()) {
                throw new IllegalArgumentException(p.displayName() + " must have " + settings.pieces()
                        + " pieces, not " + mine.size());
            }
            int finished = 0;
            for (int i = 0; i < mine.size(); i++) {
                PieceState ps = mine.get(i);
                if (ps.piece().number() != i || !ps.piece().kind().equals(PieceKind.PLAIN)) {
                    throw new IllegalArgumentException(p.displayName() + "'s pieces must be plain and numbered 0.."
                            + (settings.pieces() - 1) + ", got " + ps.piece());
                }
                if (ps.location() instanceof Location.OnBoard on) {
                    Route r = route(p);
                    if (on.step() >= r.length() || !r.square(on.step()).equals(on.square())) {
                        throw new IllegalArgumentException(ps.piece() + " stands on " + on.square()
                                + " which is not step "
                                + on.step() + " of " + p.displayName() + "'s route");
                    }
                } else if (ps.location() instanceof Location.Finished) {
                    finished++;
                }
            }
            if (finished == settings.pieces()) {
                if (finishedPlayer != null) {
                    throw new IllegalArgumentException("both players cannot have every piece home");
                }
                finishedPlayer = p;
            }
        }
        if (finishedPlayer != null && state.winner() != finishedPlayer) {
            throw new IllegalArgumentException(finishedPlayer.displayName() + " has every piece home, so the game is "
                    + "over and " + finishedPlayer.displayName() + " has won");
        }
        if (finishedPlayer == null && state.winner() != null) {
            throw new IllegalArgumentException(state.winner().displayName() + " cannot have won with pieces still to "
                    + "bear off");
        }
        if (state.phase() == Phase.AWAITING_MOVE) {
            settings.dice().validate(state.roll());
            if (legalMoves(state).isEmpty()) {
                throw new IllegalArgumentException("a state awaiting a move needs a legal move; a roll of "
                        + state.roll().value() + " has none here and passes");
            }
        }
    }

    @Override
    protected List<Move> generateMoves(GameState state) {
        return generate(state, state.turn(), state.roll().value());
    }

    @Override
    public List<Move> movesForRoll(GameState state, Roll roll) {
        if (state == null || roll == null) {
            throw new IllegalArgumentException("state and roll must not be null");
        }
        if (state.phase() != Phase.AWAITING_ROLL) {
            throw new IllegalStateException("moves for a roll need a state awaiting a roll, not " + state.phase());
        }
        settings.dice().validate(roll);
        return generate(state, state.turn(), roll.value());
    }

    private List<Move> generate(GameState state, Player player, int roll) {
        List<Move> moves = new ArrayList<>();
        if (roll <= 0) {
            return moves;
        }
        Route route = route(player);
        PieceState[] board = new PieceState[boardCells];
        for (PieceState ps : state.pieces()) {
            if (ps.location() instanceof Location.OnBoard on) {
                board[squareIndex[ps.piece().owner().ordinal()][on.step()]] = ps;
            }
        }
        boolean entered = false;
        for (PieceState ps : state.pieces()) {
            if (ps.piece().owner() != player) {
                continue;
            }
            if (ps.location() instanceof Location.OnBoard on) {
                addMove(moves, board, player, route, ps.piece(), on, on.step(), roll);
            } else if (!entered && ps.location() instanceof Location.Waiting) {
                entered = true;
                addMove(moves, board, player, route, ps.piece(), Location.WAITING, -1, roll);
            }
        }
        if (moves.size() > 1) {
            moves.sort(BY_START);
        }
        return moves;
    }

    private static int stepOf(Location l) {
        return l instanceof Location.OnBoard on ? on.step() : -1;
    }

    private void addMove(List<Move> moves, PieceState[] board, Player player, Route route, Piece piece,
            Location from, int fromStep, int roll) {
        int dest = fromStep + roll;
        if (dest > route.length()) {
            return;
        }
        if (dest == route.length()) {
            moves.add(new Move(player, piece, from, Location.FINISHED, List.of(), false, false, MoveNotes.NONE));
            return;
        }
        Square target = route.square(dest);
        PieceState occupant = board[squareIndex[player.ordinal()][dest]];
        boolean rosette = rosetteAt[player.ordinal()][dest];
        List<Piece> captured = List.of();
        if (occupant != null) {
            if (occupant.piece().owner() == player) {
                return;
            }
            if (rosette && settings.safeRosettes()) {
                return;
            }
            captured = List.of(occupant.piece());
        }
        boolean extra = (rosette && settings.rosettesGrantExtraRoll())
                || (!captured.isEmpty() && settings.capturesGrantExtraRoll());
        moves.add(new Move(player, piece, from, Location.at(target, dest), captured, rosette, extra, MoveNotes.NONE));
    }

    @Override
    public GameState applyRoll(GameState state, Roll roll) {
        if (state == null || roll == null) {
            throw new IllegalArgumentException("state and roll must not be null");
        }
        requireNotOver(state);
        if (state.phase() != Phase.AWAITING_ROLL) {
            throw new IllegalStateException("a roll needs a state awaiting a roll, not " + state.phase());
        }
        settings.dice().validate(roll);
        List<Move> moves = generate(state, state.turn(), roll.value());
        if (moves.isEmpty()) {
            return new GameState(Phase.AWAITING_ROLL, state.turn().other(), null, state.pieces(), state.counters(),
                    null);
        }
        return awaitingMove(state, roll, moves);
    }

    @Override
    protected GameState play(GameState state, Move move) {
        List<PieceState> next = new ArrayList<>(state.pieces().size());
        for (PieceState ps : state.pieces()) {
            if (ps.piece().equals(move.piece())) {
                next.add(new PieceState(ps.piece(), move.to()));
            } else if (move.captured().contains(ps.piece())) {
                next.add(new PieceState(ps.piece(), Location.WAITING));
            } else {
                next.add(ps);
            }
        }
        Player mover = state.turn();
        int finished = 0;
        for (PieceState ps : next) {
            if (ps.piece().owner() == mover && ps.location() instanceof Location.Finished) {
                finished++;
            }
        }
        if (finished == settings.pieces()) {
            return new GameState(Phase.GAME_OVER, mover, null, next, state.counters(), mover);
        }
        Player nextTurn = move.extraRoll() ? mover : mover.other();
        return new GameState(Phase.AWAITING_ROLL, nextTurn, null, next, state.counters(), null);
    }

    @Override
    protected String explainIllegal(GameState state, Move move, List<Move> legal) {
        Player p = state.turn();
        int roll = state.roll().value();
        if (move.player() != p) {
            return "it is " + p.displayName() + "'s turn, not " + move.player().displayName() + "'s";
        }
        Route route = route(p);
        PieceState actual;
        try {
            actual = state.stateOf(move.piece());
        } catch (IllegalArgumentException e) {
            return move.piece() + " is not a piece of this game";
        }
        String fromText = move.from() instanceof Location.OnBoard on ? on.square().toString() : "off the board";
        if (move.from() instanceof Location.OnBoard on) {
            PieceState there = state.at(on.square()).orElse(null);
            if (there == null || there.piece().owner() != p) {
                return "there is no " + p.displayName() + " piece on " + on.square();
            }
        } else if (!(actual.location() instanceof Location.Waiting)) {
            return p.displayName() + " has no piece waiting to enter";
        }
        if (!actual.location().equals(move.from())) {
            return move.piece() + " is " + describe(actual.location()) + ", not " + describe(move.from());
        }
        int fromStep = stepOf(move.from());
        int toStep;
        if (move.to() instanceof Location.Finished) {
            toStep = route.length();
            if (fromStep + roll != toStep) {
                int need = route.length() - fromStep;
                return "bearing off from " + fromText + " needs exactly " + need + ", the roll is " + roll;
            }
        } else if (move.to() instanceof Location.OnBoard on) {
            toStep = on.step();
            if (toStep >= route.length() || !route.square(toStep).equals(on.square())) {
                return on.square() + " is not step " + toStep + " of " + p.displayName() + "'s route";
            }
            if (toStep - fromStep != roll) {
                int dist = toStep - fromStep;
                return "moving from " + fromText + " to " + on.square() + " is " + dist + " square"
                        + (dist == 1 ? "" : "s") + " along the route, but the roll is " + roll;
            }
            PieceState occupant = state.at(on.square()).orElse(null);
            if (occupant != null && occupant.piece().owner() == p) {
                return on.square() + " holds " + p.displayName() + "'s own piece";
            }
            if (occupant != null && settings.safeRosettes() && settings.board().isRosette(on.square())) {
                return occupant.piece().owner().displayName() + "'s piece on " + on.square()
                        + " is safe on a rosette";
            }
        } else {
            return "a piece cannot move to " + move.to();
        }
        for (Move m : legal) {
            if (m.from().equals(move.from()) && m.to().equals(move.to())) {
                if (!m.piece().equals(move.piece())) {
                    return "the piece entering must be " + m.piece() + ", not " + move.piece();
                }
                if (!m.captured().equals(move.captured())) {
                    return m.isCapture() ? "the move captures " + m.captured() + ", not " + move.captured()
                            : "there is nothing to capture " + describe(move.to());
                }
                return "the move's rosette, extra-roll or extra details differ from the legal move " + m;
            }
        }
        return "the move " + move + " is not legal with a roll of " + roll;
    }

    private static String describe(Location l) {
        if (l instanceof Location.OnBoard on) {
            return "on " + on.square();
        }
        return l instanceof Location.Finished ? "home" : "waiting off the board";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ClassicRuleSet other && other.settings.equals(settings);
    }

    @Override
    public int hashCode() {
        return settings.hashCode();
    }

    @Override
    public String toString() {
        return displayName();
    }
}
