package net.ur.rules.ravensburg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.classic.ClassicBoards;
import net.ur.rules.dice.Dice;
import net.ur.rules.dice.Roll;

/**
 * The rules that came with the 1977 Ravensburg (Otto Maier Verlag) edition, seed 004: one die (a 6
 * misses the turn), ten men a side, captives carried in towers, men turned to their red side after
 * delivering captives, won by capturing all of the opponent's men. Every decision where the seed
 * is open is written in docs/RULES.md (the Ravensburg section).
 *
 * <p>The board is the standard one with Bell's route (14 cells): route steps 0..3 are a player's
 * own cells 1-4, steps 4..11 the shared middle row, step 12 home cell 5 (safe) and step 13 home
 * cell 6, where captives are removed. Men never leave the board except as removed captives.
 *
 * <p>Towers: only a tower's top man is {@link Location.OnBoard}; every man under it is
 * {@link Location.Beneath} the man directly above. A man's side is {@link PieceState#flipped()}
 * (true: red). The state's counters are a {@link Counters.TurnCount}: turns played, and turns since
 * the last capture or removal, for the draw limits. A move's {@link MoveNotes} say whether a red man
 * goes backwards, whether the man leaves its captives, and the captives it carries and delivers.
 */
public final class RavensburgRuleSet extends AbstractRuleSet {

    /** Men per side. */
    public static final int MEN = 10;
    /** The most men of one's own a home cell may hold. */
    public static final int HOME_LIMIT = 5;
    /** Route step of the first middle cell. */
    public static final int MIDDLE_FIRST = 4;
    /** Route step of the last middle cell. */
    public static final int MIDDLE_LAST = 11;
    /** Route step of home cell 5, the safe cell. */
    public static final int CELL_5 = 12;
    /** Route step of home cell 6, the last cell, where captives are removed. */
    public static final int CELL_6 = 13;
    /** Turns in a row without a capture or a removal after which the game ends (decided by the count). */
    public static final int QUIET_LIMIT = 100;
    /** Turns after which the game ends in any case (decided by the count). */
    public static final int TURN_LIMIT = 1000;

    private final RavensburgSetup setup;
    private final Route light = ClassicBoards.BELL.light();
    private final Route dark = ClassicBoards.BELL.dark();

    /** Creates the rules with light beginning and no opening throw recorded. */
    public RavensburgRuleSet() {
        this(RavensburgSetup.DEFAULT);
    }

    /**
     * Creates the rules for a game that begins as the setup says.
     *
     * @param setup the opening throw and the first player, not null
     */
    public RavensburgRuleSet(RavensburgSetup setup) {
        if (setup == null) {
            throw new IllegalArgumentException("a Ravensburg rule set needs a setup");
        }
        this.setup = setup;
    }

    /**
     * Returns these rules with another setup (a decided opening throw).
     *
     * @param newSetup the setup, not null
     * @return the rules
     */
    public RavensburgRuleSet withSetup(RavensburgSetup newSetup) {
        return new RavensburgRuleSet(newSetup);
    }

    /**
     * Returns the setup.
     *
     * @return the setup
     */
    public RavensburgSetup setup() {
        return setup;
    }

    @Override
    public String name() {
        return "ravensburg";
    }

    @Override
    public String displayName() {
        return "Ravensburg";
    }

    @Override
    public BoardShape board() {
        return ClassicBoards.STANDARD;
    }

    @Override
    public Route route(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("player must not be null");
        }
        return player == Player.LIGHT ? light : dark;
    }

    @Override
    public Dice dice() {
        return SixSidedDie.INSTANCE;
    }

    /**
     * Returns a player's men.
     *
     * @param player the owner, not null
     * @return men 0..9, plain
     */
    public static List<Piece> men(Player player) {
        List<Piece> out = new ArrayList<>(MEN);
        for (int i = 0; i < MEN; i++) {
            out.add(Piece.plain(player, i));
        }
        return out;
    }

    @Override
    public GameState initialState() {
        List<PieceState> pieces = new ArrayList<>();
        for (Player p : Player.values()) {
            for (Piece m : men(p)) {
                pieces.add(new PieceState(m, Location.WAITING));
            }
        }
        return new GameState(Phase.AWAITING_ROLL, setup.first(), null, pieces, Counters.TurnCount.START, null);
    }

    // ------------------------------------------------------------------ towers

    /**
     * Returns every tower of a state: for each occupied square its men from the bottom to the top.
     *
     * @param state the state, not null
     * @return the towers by square, in square order
     * @throws IllegalArgumentException if a man stands beneath a man that is not in a tower
     */
    public static Map<Square, List<PieceState>> towers(GameState state) {
        Map<Piece, PieceState> below = new HashMap<>();
        List<PieceState> tops = new ArrayList<>();
        for (PieceState ps : state.pieces()) {
            if (ps.location() instanceof Location.Beneath b) {
                below.put(b.above(), ps);
            } else if (ps.location() instanceof Location.OnBoard) {
                tops.add(ps);
            }
        }
        Map<Square, List<PieceState>> out = new java.util.TreeMap<>();
        int placed = 0;
        for (PieceState top : tops) {
            List<PieceState> tower = new ArrayList<>();
            PieceState cur = top;
            while (cur != null) {
                tower.add(cur);
                placed++;
                if (tower.size() > 2 * MEN + 1) {
                    throw new IllegalArgumentException("the men beneath " + top.piece() + " go round in a circle");
                }
                cur = below.get(cur.piece());
            }
            Collections.reverse(tower);
            out.put(((Location.OnBoard) top.location()).square(), List.copyOf(tower));
        }
        if (placed != tops.size() + below.size()) {
            for (PieceState b : below.values()) {
                boolean found = false;
                for (List<PieceState> t : out.values()) {
                    found |= t.contains(b);
                }
                if (!found) {
                    throw new IllegalArgumentException(b.piece() + " stands " + b.location()
                            + ", who is in no tower on the board");
                }
            }
        }
        return out;
    }

    /**
     * Returns the tower on a square, bottom to top.
     *
     * @param state the state, not null
     * @param square the square, not null
     * @return the men there, empty if none
     */
    public static List<PieceState> tower(GameState state, Square square) {
        PieceState top = state.pieceAt(square);
        if (top == null) {
            return List.of();
        }
        Map<Piece, PieceState> below = new HashMap<>();
        for (PieceState ps : state.pieces()) {
            if (ps.location() instanceof Location.Beneath b) {
                below.put(b.above(), ps);
            }
        }
        List<PieceState> tower = new ArrayList<>();
        for (PieceState cur = top; cur != null; cur = below.get(cur.piece())) {
            tower.add(cur);
            if (tower.size() > 2 * MEN + 1) {
                throw new IllegalArgumentException("the men beneath " + top.piece() + " go round in a circle");
            }
        }
        Collections.reverse(tower);
        return tower;
    }

    /**
     * Returns the part of a tower its top man moves off with when carrying: the top man and the
     * opponent's men directly beneath it, down to (not including) the top player's next man.
     *
     * @param tower a tower bottom to top, not empty
     * @return the section bottom to top; its last element is the top man
     */
    public static List<PieceState> section(List<PieceState> tower) {
        int i = tower.size() - 1;
        Player owner = tower.get(i).piece().owner();
        int from = i;
        while (from > 0 && tower.get(from - 1).piece().owner() != owner) {
            from--;
        }
        return tower.subList(from, tower.size());
    }

    /**
     * Counts a player's own men in a tower.
     *
     * @param tower the tower, not null
     * @param player the player, not null
     * @return the count
     */
    public static int own(List<PieceState> tower, Player player) {
        int n = 0;
        for (PieceState ps : tower) {
            if (ps.piece().owner() == player) {
                n++;
            }
        }
        return n;
    }

    @Override
    public boolean rosettesMatter() {
        return false;
    }

    @Override
    public boolean hasTowers() {
        return true;
    }

    @Override
    public List<Piece> carried(GameState before, Move move) {
        return captivesCarried(before, move);
    }

    /**
     * Lists the captives a move carries along (the opponent's men in the mover's section), empty when
     * it leaves them or has none.
     *
     * @param state the state before the move, not null
     * @param move the move, not null
     * @return the carried men, bottom to top
     */
    public static List<Piece> captivesCarried(GameState state, Move move) {
        if (!(move.from() instanceof Location.OnBoard on) || move.notes().leavesCaptives()) {
            return List.of();
        }
        List<PieceState> sec = section(tower(state, on.square()));
        List<Piece> out = new ArrayList<>();
        for (int i = 0; i < sec.size() - 1; i++) {
            out.add(sec.get(i).piece());
        }
        return out;
    }

    /**
     * Tells whether a man shows its red side.
     *
     * @param state the state, not null
     * @param man the man, not null
     * @return true if red
     */
    public static boolean isRed(GameState state, Piece man) {
        return state.stateOf(man).flipped();
    }

    /**
     * Counts the men of a player that have been removed (captured for good).
     *
     * @param state the state, not null
     * @param player the owner, not null
     * @return 0..10
     */
    public static int removed(GameState state, Player player) {
        return state.count(player, Location.Removed.class);
    }

    // ------------------------------------------------------------------ moves

    @Override
    protected List<Move> generateMoves(GameState state) {
        return generate(state, state.turn(), state.roll().value());
    }

    @Override
    public List<Move> movesForRoll(GameState state, Roll roll) {
        if (state == null || roll == null) {
            throw new IllegalArgumentException("state and roll must not be null");
        }
        dice().validate(roll);
        if (state.isOver()) {
            return List.of();
        }
        return generate(state, state.turn(), roll.value());
    }

    /**
     * Generates a player's moves for a distance: entering the lowest-numbered waiting man, then each
     * tower top of the player's in square order: forwards carrying, forwards leaving the captives
     * (a blue man in the middle row), backwards (a red man without captives).
     */
    private List<Move> generate(GameState state, Player player, int n) {
        List<Move> moves = new ArrayList<>();
        if (n <= 0) {
            return moves;
        }
        Route route = route(player);
        Map<Square, List<PieceState>> towers = towers(state);
        for (PieceState ps : state.piecesOf(player)) {
            if (ps.location() instanceof Location.Waiting) {
                add(moves, towers, player, route, ps, List.of(ps), Location.WAITING, -1, n - 1, false, false);
                break;
            }
        }
        for (List<PieceState> tower : towers.values()) {
            PieceState top = tower.get(tower.size() - 1);
            if (top.piece().owner() != player) {
                continue;
            }
            Location.OnBoard on = (Location.OnBoard) top.location();
            List<PieceState> sec = section(tower);
            boolean carrying = sec.size() > 1;
            add(moves, towers, player, route, top, sec, on, on.step(), on.step() + n, false, false);
            if (carrying && !top.flipped() && isMiddle(on.step())) {
                add(moves, towers, player, route, top, List.of(top), on, on.step(), on.step() + n, true, false);
            }
            if (top.flipped() && !carrying) {
                add(moves, towers, player, route, top, sec, on, on.step(), on.step() - n, false, true);
            }
        }
        return moves;
    }

    private static boolean isMiddle(int step) {
        return step >= MIDDLE_FIRST && step <= MIDDLE_LAST;
    }

    private void add(List<Move> moves, Map<Square, List<PieceState>> towers, Player player, Route route,
            PieceState mover, List<PieceState> section, Location from, int fromStep, int dest, boolean leave,
            boolean back) {
        if (dest > CELL_6 || dest < 0) {
            return;
        }
        if (back && !isMiddle(dest)) {
            return;
        }
        Square target = route.square(dest);
        List<PieceState> there = towers.getOrDefault(target, List.of());
        if (dest >= CELL_5 && own(there, player) + 1 > HOME_LIMIT) {
            return;
        }
        List<Piece> captured = List.of();
        if (!there.isEmpty() && there.get(there.size() - 1).piece().owner() != player) {
            List<Piece> c = new ArrayList<>();
            for (int i = there.size() - 1; i >= 0 && there.get(i).piece().owner() != player; i--) {
                c.add(there.get(i).piece());
            }
            captured = c;
        }
        int carries = leave ? 0 : section.size() - 1;
        boolean delivers = dest == CELL_6 && carries > 0;
        MoveNotes notes = MoveNotes.tower(back, leave, carries, delivers ? carries : 0, delivers && !mover.flipped());
        moves.add(new Move(player, mover.piece(), from, Location.at(target, dest), captured,
                board().isRosette(target), false, notes));
    }

    // ------------------------------------------------------------------ actions

    @Override
    public GameState applyRoll(GameState state, Roll roll) {
        if (state == null || roll == null) {
            throw new IllegalArgumentException("state and roll must not be null");
        }
        requireNotOver(state);
        if (state.phase() != Phase.AWAITING_ROLL) {
            throw new IllegalStateException("a roll needs a state awaiting a roll, not " + state.phase());
        }
        dice().validate(roll);
        List<Move> moves = generate(state, state.turn(), roll.value());
        if (moves.isEmpty()) {
            return after(state.pieces(), state.turn(), state.turnCount(), false);
        }
        return awaitingMove(state, roll, moves);
    }

    @Override
    protected String overText(GameState state) {
        return state.resultText();
    }

    @Override
    protected GameState play(GameState state, Move move) {
        Player mover = state.turn();
        Map<Piece, PieceState> next = new LinkedHashMap<>();
        for (PieceState ps : state.pieces()) {
            next.put(ps.piece(), ps);
        }
        PieceState man = state.stateOf(move.piece());
        List<PieceState> section = List.of(man);
        if (move.from() instanceof Location.OnBoard on) {
            List<PieceState> origin = tower(state, on.square());
            section = move.notes().leavesCaptives() ? List.of(man) : section(origin);
            int below = origin.size() - section.size() - 1;
            if (below >= 0) {
                PieceState uncovered = origin.get(below);
                Piece p = uncovered.piece();
                int step = route(p.owner()).firstStepOf(on.square());
                next.put(p, new PieceState(p, Location.at(on.square(), step), uncovered.flipped()));
            }
        }
        Location.OnBoard to = (Location.OnBoard) move.to();
        PieceState oldTop = state.pieceAt(to.square());
        boolean delivers = to.step() == CELL_6 && section.size() > 1;
        boolean red = man.flipped() || delivers;
        next.put(man.piece(), new PieceState(man.piece(), to, red));
        Piece bottom = man.piece();
        if (delivers) {
            for (int i = 0; i < section.size() - 1; i++) {
                PieceState c = section.get(i);
                next.put(c.piece(), new PieceState(c.piece(), Location.REMOVED, c.flipped()));
            }
        } else {
            bottom = section.get(0).piece();
        }
        if (oldTop != null) {
            next.put(oldTop.piece(), new PieceState(oldTop.piece(), new Location.Beneath(bottom), oldTop.flipped()));
        }
        List<PieceState> pieces = new ArrayList<>(next.values());
        boolean eventful = move.isCapture() || delivers;
        GameState probe = new GameState(Phase.AWAITING_ROLL, mover, null, pieces, state.counters(), null);
        if (removed(probe, mover.other()) == MEN) {
            return new GameState(Phase.GAME_OVER, mover, null, pieces, state.turnCount().next(true), mover);
        }
        return after(pieces, mover, state.turnCount(), eventful);
    }

    /**
     * The state after a player's turn (a move or a miss): the other player to roll, or the end by
     * the limits or a frozen board.
     */
    private GameState after(List<PieceState> pieces, Player player, Counters.TurnCount before, boolean eventful) {
        Counters.TurnCount c = before.next(eventful);
        int turns = c.turns();
        int quiet = c.quiet();
        GameState next = new GameState(Phase.AWAITING_ROLL, player.other(), null, pieces, c, null);
        if (quiet >= QUIET_LIMIT || turns >= TURN_LIMIT || isFrozen(next)) {
            Player w = leader(next);
            return new GameState(Phase.GAME_OVER, w != null ? w : player.other(), null, pieces, c, w);
        }
        return next;
    }

    /**
     * Tells whether no man of either side can move with any throw, so nothing can change any more.
     *
     * @param state the state, not null
     * @return true if frozen
     */
    public boolean isFrozen(GameState state) {
        for (Player p : List.of(state.turn(), state.turn().other())) {
            for (int n = 1; n <= 5; n++) {
                if (!generate(state, p, n).isEmpty()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Returns the player who has removed more of the opponent's men (who wins a game ended by a limit).
     *
     * @param state the state, not null
     * @return the player, or null when both removed as many (a draw)
     */
    public static Player leader(GameState state) {
        int byLight = removed(state, Player.DARK);
        int byDark = removed(state, Player.LIGHT);
        return byLight > byDark ? Player.LIGHT : byDark > byLight ? Player.DARK : null;
    }

    @Override
    protected String explainIllegal(GameState state, Move move, List<Move> legal) {
        Player p = state.turn();
        int n = state.roll().value();
        if (move.player() != p) {
            return "it is " + p.displayName() + "'s turn, not " + move.player().displayName() + "'s";
        }
        PieceState actual;
        try {
            actual = state.stateOf(move.piece());
        } catch (IllegalArgumentException e) {
            return move.piece() + " is not a man of this game";
        }
        if (actual.location() instanceof Location.Removed) {
            return move.piece() + " has been removed from play";
        }
        if (actual.location() instanceof Location.Beneath b) {
            return move.piece() + " stands beneath " + b.above() + " and cannot move";
        }
        if (!actual.location().equals(move.from())) {
            return move.piece() + " is " + where(actual.location()) + ", not " + where(move.from());
        }
        if (!(move.to() instanceof Location.OnBoard to)) {
            return "men never leave the board in the Ravensburg game; they stay in their home cells";
        }
        Route route = route(p);
        int fromStep = move.from() instanceof Location.OnBoard on ? on.step() : -1;
        if (route.firstStepOf(to.square()) < 0) {
            return p.displayName() + " cannot enter " + to.square() + ": it is one of "
                    + p.other().displayName() + "'s own cells";
        }
        int dist = to.step() - fromStep;
        if (dist < 0 && !actual.flipped()) {
            return move.piece() + " shows its blue side and may only move towards its home cells";
        }
        if (dist < 0 && !section(tower(state, ((Location.OnBoard) move.from()).square())).equals(List.of(actual))) {
            return move.piece() + " carries a captive and must take it home: it may only move forwards";
        }
        if (Math.abs(dist) != n) {
            return "moving from " + where(move.from()) + " to " + to.square() + " is " + Math.abs(dist)
                    + " cells, but the throw is " + n;
        }
        if (dist < 0 && !isMiddle(to.step())) {
            return "a red man moving backwards must stay in the middle row";
        }
        if (to.step() >= CELL_5 && own(tower(state, to.square()), p) + 1 > HOME_LIMIT) {
            return to.square() + " already holds " + HOME_LIMIT + " of " + p.displayName()
                    + "'s men, the most a home cell may hold";
        }
        if (move.notes().leavesCaptives()) {
            return move.piece() + " can leave captives only as a blue man in the middle row";
        }
        for (Move m : legal) {
            if (m.piece().equals(move.piece()) && m.to().equals(move.to())) {
                return "the move " + move + " does not match the legal move " + m + " " + m.notes() + " (captives "
                        + m.captured() + ")";
            }
        }
        return "the move " + move + " is not legal; legal moves are " + legal;
    }

    private static String where(Location l) {
        return l instanceof Location.OnBoard on ? "on " + on.square() : l instanceof Location.Waiting ? "waiting"
                : l.toString();
    }

    // ------------------------------------------------------------------ validation

    @Override
    public void validate(GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        if (!(state.counters() instanceof Counters.TurnCount count)) {
            throw new IllegalArgumentException(displayName() + " needs the counters quiet and turns, got "
                    + state.counters().named().keySet());
        }
        int turns = count.turns();
        int quiet = count.quiet();
        if (quiet > turns || turns > TURN_LIMIT || quiet > QUIET_LIMIT) {
            throw new IllegalArgumentException("impossible turn counts: " + turns + " turns, " + quiet + " quiet");
        }
        if (state.phase() == Phase.AWAITING_ROLL_DECISION) {
            throw new IllegalArgumentException(displayName() + " has no roll decisions");
        }
        for (Player p : Player.values()) {
            List<PieceState> mine = state.piecesOf(p);
            if (mine.size() != MEN) {
                throw new IllegalArgumentException(p.displayName() + " must have " + MEN + " men, not "
                        + mine.size());
            }
            for (int i = 0; i < MEN; i++) {
                PieceState ps = mine.get(i);
                if (ps.piece().number() != i || !ps.piece().kind().equals(PieceKind.PLAIN)) {
                    throw new IllegalArgumentException(p.displayName() + "'s men must be plain and numbered 0..9, got "
                            + ps.piece());
                }
                if (ps.location() instanceof Location.Finished) {
                    throw new IllegalArgumentException("men never leave the board in the Ravensburg game, but "
                            + ps.piece() + " is home");
                }
                if (ps.location() instanceof Location.Waiting && ps.flipped()) {
                    throw new IllegalArgumentException(ps.piece() + " is waiting to enter but shows its red side");
                }
                if (ps.location() instanceof Location.OnBoard on) {
                    Route r = route(p);
                    if (on.step() >= r.length() || !r.square(on.step()).equals(on.square())) {
                        throw new IllegalArgumentException(ps.piece() + " stands on " + on.square() + " at step "
                                + on.step() + ", which is not on its route");
                    }
                }
            }
        }
        for (Map.Entry<Square, List<PieceState>> e : towers(state).entrySet()) {
            checkTower(e.getKey(), e.getValue());
        }
        if (state.phase() == Phase.AWAITING_MOVE && legalMoves(state).isEmpty()) {
            throw new IllegalArgumentException("a state awaiting a move needs a legal move; a throw of "
                    + state.roll().value() + " has none here");
        }
        if (state.isOver()) {
            Player w = state.winner();
            boolean total = w != null && removed(state, w.other()) == MEN;
            boolean limit = quiet >= QUIET_LIMIT || turns >= TURN_LIMIT || isFrozen(state);
            if (!total && !(limit && w == leader(state))) {
                throw new IllegalArgumentException("the game cannot be over with " + state.resultText() + ": light "
                        + "removed " + removed(state, Player.DARK) + " and dark " + removed(state, Player.LIGHT)
                        + " men after " + turns + " turns (" + quiet + " quiet)");
            }
        } else {
            for (Player p : Player.values()) {
                if (removed(state, p) == MEN) {
                    throw new IllegalArgumentException("every man of " + p.displayName()
                            + " has been removed, so the game is over");
                }
            }
        }
    }

    private void checkTower(Square square, List<PieceState> tower) {
        for (Player p : Player.values()) {
            int step = route(p).firstStepOf(square);
            boolean ownCell = step >= 0 && !isMiddle(step);
            if (!ownCell) {
                continue;
            }
            if (step < MIDDLE_FIRST && own(tower, p.other()) > 0) {
                throw new IllegalArgumentException(square + " is one of " + p.displayName()
                        + "'s first four cells but holds " + p.other().displayName() + "'s men");
            }
            if (step >= CELL_5 && own(tower, p) > HOME_LIMIT) {
                throw new IllegalArgumentException(square + " holds " + own(tower, p) + " of " + p.displayName()
                        + "'s men; a home cell holds at most " + HOME_LIMIT);
            }
            if (step == CELL_6 && own(tower, p.other()) > 0) {
                throw new IllegalArgumentException(square + " is " + p.displayName()
                        + "'s last cell, where captives are removed, but holds " + p.other().displayName() + "'s men");
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RavensburgRuleSet other && other.setup.equals(setup);
    }

    @Override
    public int hashCode() {
        return Objects.hash(getClass(), setup);
    }

    @Override
    public String toString() {
        return "Ravensburg (" + setup.canonicalText() + ")";
    }
}
