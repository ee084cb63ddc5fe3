package net.ur.ai.fast;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.classic.ClassicBoards;
import net.ur.rules.ravensburg.RavensburgRuleSet;

/**
 * A Ravensburg position packed into a small array of {@code long}s, with move generation on the
 * packed form, for the AI. Men of one side and one colour are interchangeable in the rules (a move
 * is decided by the tower it starts from, where it goes, and whether it leaves its captives or goes
 * back), so the packed form keeps, for each of the board's twenty cells, its tower as a string of
 * men bottom to top, each man his owner and his side. Tests check it against the readable
 * {@link RavensburgRuleSet} move by move and by perft counts.
 *
 * <p>Layout: {@code s[c]} for cell c (0..19) is the tower there: bits 0..4 its height, then two bits
 * a man from the bottom (at {@code 5 + 2i}: bit 0 the owner, 1 = dark; bit 1 red). Cells: light's
 * route step s is cell s (its own cells 1-4 are 0..3, the middle row 4..11, its home cells 12 and 13);
 * dark's middle row is the same cells 4..11, its own cells 1-4 are 14..17 and its home cells 18 and 19.
 * {@code s[META]}: bits 0..3 light's waiting men, 4..7 dark's, 8..11 light's men removed, 12..15
 * dark's, 16..25 turns played, 26..32 quiet turns, bit 33 the player to act (1 = dark; in a finished
 * game the winner, or as the readable model says after a draw), bit 34 the game is over, bit 35 it is
 * a draw.
 *
 * <p>A move is an {@code int}: bits 0..4 the cell it starts from ({@link #ENTRY} for a waiting man),
 * 5..9 the cell it ends on, bit 10 it leaves its captives, bit 11 it goes backwards, bits 12..16 the
 * men it moves (the mover and the captives it carries), bits 17..21 the men it captures, bit 22 it
 * delivers its captives in cell 6.
 *
 * <p>The methods the search calls millions of times ({@link #moves}, {@link #apply}, {@link #pass})
 * trust their arguments; {@link #encode} and {@link #move} check theirs.
 */
public final class FastRavensburg {

    /** Cells on the board. */
    public static final int CELLS = 20;
    /** Index of the meta word in a position. */
    public static final int META = CELLS;
    /** Length of a position array. */
    public static final int LENGTH = CELLS + 1;
    /** The "from" cell of a move entering a waiting man. */
    public static final int ENTRY = 31;
    /** The most moves a throw can have: an entry and, for each of 20 cells, three ways to move. */
    public static final int MAX_MOVES = 64;
    /** Men per side. */
    public static final int MEN = RavensburgRuleSet.MEN;

    private static final int CELL_5 = RavensburgRuleSet.CELL_5;
    private static final int CELL_6 = RavensburgRuleSet.CELL_6;
    private static final int MID_FIRST = RavensburgRuleSet.MIDDLE_FIRST;
    private static final int MID_LAST = RavensburgRuleSet.MIDDLE_LAST;
    private static final int STEPS = CELL_6 + 1;
    private static final int TURNS_SHIFT = 16;
    private static final int QUIET_SHIFT = 26;
    private static final int TURN_SHIFT = 33;
    private static final long OVER_BIT = 1L << 34;
    private static final long DRAW_BIT = 1L << 35;

    /** [player][step]: the cell of a route step. */
    private static final int[][] CELL = new int[2][STEPS];
    /** [player][cell]: the route step of a cell, -1 where the player never stands as a free man. */
    private static final int[][] STEP = new int[2][CELLS];
    /** [cell]: the square. */
    private static final Square[] SQUARE = new Square[CELLS];
    private static final Map<Square, Integer> CELL_OF;

    static {
        Route[] routes = {ClassicBoards.BELL.light(), ClassicBoards.BELL.dark()};
        for (int[] row : STEP) {
            Arrays.fill(row, -1);
        }
        for (int p = 0; p < 2; p++) {
            for (int s = 0; s < STEPS; s++) {
                int c = s >= MID_FIRST && s <= MID_LAST ? s : p == 0 ? s : s < MID_FIRST ? 14 + s : s + 6;
                CELL[p][s] = c;
                STEP[p][c] = s;
                SQUARE[c] = routes[p].square(s);
            }
        }
        java.util.HashMap<Square, Integer> m = new java.util.HashMap<>();
        for (int c = 0; c < CELLS; c++) {
            m.put(SQUARE[c], c);
        }
        CELL_OF = Map.copyOf(m);
    }

    private FastRavensburg() {
    }

    // ------------------------------------------------------------------ encoding

    /**
     * Packs a state.
     *
     * @param state a Ravensburg state (any phase; its roll is not packed), not null
     * @return a new position array of {@link #LENGTH}
     */
    public static long[] encode(GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        long[] s = new long[LENGTH];
        for (Map.Entry<Square, List<PieceState>> e : RavensburgRuleSet.towers(state).entrySet()) {
            Integer c = CELL_OF.get(e.getKey());
            if (c == null) {
                throw new IllegalArgumentException("no Ravensburg cell at " + e.getKey());
            }
            long t = 0;
            List<PieceState> tower = e.getValue();
            for (int i = 0; i < tower.size(); i++) {
                PieceState ps = tower.get(i);
                t |= (long) ((ps.piece().owner() == Player.DARK ? 1 : 0) | (ps.flipped() ? 2 : 0)) << (5 + 2 * i);
            }
            s[c] = t | tower.size();
        }
        long meta = 0;
        for (int p = 0; p < 2; p++) {
            Player pl = p == 0 ? Player.LIGHT : Player.DARK;
            meta |= (long) state.count(pl, Location.Waiting.class) << (4 * p);
            meta |= (long) state.count(pl, Location.Removed.class) << (8 + 4 * p);
        }
        meta |= (long) state.turnCount().turns() << TURNS_SHIFT;
        meta |= (long) state.turnCount().quiet() << QUIET_SHIFT;
        meta |= (long) (state.turn() == Player.DARK ? 1 : 0) << TURN_SHIFT;
        if (state.phase() == Phase.GAME_OVER) {
            meta |= OVER_BIT | (state.isDraw() ? DRAW_BIT : 0);
        }
        s[META] = meta;
        return s;
    }

    /**
     * Finds the packed form of a readable move.
     *
     * @param state the state awaiting the move, not null
     * @param move a legal move of it, not null
     * @return the packed move
     * @throws IllegalArgumentException if the packed generator has no such move (a defect)
     */
    public static int move(GameState state, Move move) {
        if (state == null || move == null) {
            throw new IllegalArgumentException("state and move must not be null");
        }
        long[] s = encode(state);
        int[] moves = new int[MAX_MOVES];
        int n = moves(s, state.roll().value(), moves);
        int p = state.turn() == Player.DARK ? 1 : 0;
        int from = move.from() instanceof Location.OnBoard on ? CELL[p][on.step()] : ENTRY;
        int to = CELL[p][((Location.OnBoard) move.to()).step()];
        boolean leave = move.notes().leavesCaptives();
        boolean back = move.notes().backwards();
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (from(m) == from && to(m) == to && leaves(m) == leave && backwards(m) == back) {
                return m;
            }
        }
        throw new IllegalArgumentException("the compact encoding has no move " + move + " in\n" + state);
    }

    /**
     * The start of a game: every man waiting.
     *
     * @param first the player who begins, 0 light or 1 dark
     * @return a new position array
     */
    public static long[] start(int first) {
        long[] s = new long[LENGTH];
        s[META] = MEN | MEN << 4 | (long) (first & 1) << TURN_SHIFT;
        return s;
    }

    // ------------------------------------------------------------------ accessors

    /** @return the player to act (0 light, 1 dark), or the winner of a finished game */
    public static int turn(long[] s) {
        return (int) (s[META] >>> TURN_SHIFT) & 1;
    }

    /** @return whether the game is over */
    public static boolean over(long[] s) {
        return (s[META] & OVER_BIT) != 0;
    }

    /** @return whether a finished game is drawn */
    public static boolean draw(long[] s) {
        return (s[META] & DRAW_BIT) != 0;
    }

    /** @return a player's men waiting to enter */
    public static int waiting(long[] s, int player) {
        return (int) (s[META] >>> (4 * player)) & 15;
    }

    /** @return a player's men removed from play (captured for good by the opponent) */
    public static int removed(long[] s, int player) {
        return (int) (s[META] >>> (8 + 4 * player)) & 15;
    }

    /** @return turns played */
    public static int turns(long[] s) {
        return (int) (s[META] >>> TURNS_SHIFT) & 1023;
    }

    /** @return turns since the last capture or removal */
    public static int quiet(long[] s) {
        return (int) (s[META] >>> QUIET_SHIFT) & 127;
    }

    /** @return the height of a tower */
    public static int height(long tower) {
        return (int) tower & 31;
    }

    /** @return the owner (0 light, 1 dark) of the man at index i from the bottom of a tower */
    public static int owner(long tower, int i) {
        return (int) (tower >>> (5 + 2 * i)) & 1;
    }

    /** @return whether the man at index i from the bottom of a tower is red */
    public static boolean red(long tower, int i) {
        return ((tower >>> (6 + 2 * i)) & 1) != 0;
    }

    /** @return the route step of a cell for a player, -1 if the player's free men never stand there */
    public static int step(int player, int cell) {
        return STEP[player][cell];
    }

    /** @return the cell of a player's route step */
    public static int cell(int player, int step) {
        return CELL[player][step];
    }

    /** @return the square of a cell */
    public static Square square(int cell) {
        return SQUARE[cell];
    }

    /**
     * The men the tower's top man moves off with when carrying: the top man and the opponent's men
     * directly beneath him, down to his owner's next man.
     *
     * @param tower a non-empty tower
     * @return 1 + the captives carried
     */
    public static int section(long tower) {
        int h = height(tower);
        int top = owner(tower, h - 1);
        int from = h - 1;
        while (from > 0 && owner(tower, from - 1) != top) {
            from--;
        }
        return h - from;
    }

    /** @return the cell a move starts from, {@link #ENTRY} for an entry */
    public static int from(int move) {
        return move & 31;
    }

    /** @return the cell a move ends on */
    public static int to(int move) {
        return (move >>> 5) & 31;
    }

    /** @return whether a move leaves its captives */
    public static boolean leaves(int move) {
        return (move & (1 << 10)) != 0;
    }

    /** @return whether a move goes backwards */
    public static boolean backwards(int move) {
        return (move & (1 << 11)) != 0;
    }

    /** @return the men a move moves (1 + the captives it carries) */
    public static int moving(int move) {
        return (move >>> 12) & 31;
    }

    /** @return the opponent's men a move captures */
    public static int captures(int move) {
        return (move >>> 17) & 31;
    }

    /** @return whether a move delivers captives in cell 6 */
    public static boolean delivers(int move) {
        return (move & (1 << 22)) != 0;
    }

    // ------------------------------------------------------------------ moves

    /**
     * Lists the moves of the player to act for a throw: the entry, then each tower the player tops in
     * cell order (forwards carrying, forwards leaving the captives, backwards).
     *
     * @param s a position of a game that goes on
     * @param n the throw's value, 0..5 (0, a six, has no move)
     * @param out receives the moves, at least {@link #MAX_MOVES} long
     * @return the number of moves
     */
    public static int moves(long[] s, int n, int[] out) {
        return generate(s, turn(s), n, out);
    }

    /**
     * Lists a player's moves for a throw, whoever is to act.
     *
     * @param s a position
     * @param player 0 light, 1 dark
     * @param n the throw, 0..5
     * @param out receives the moves (null: only count them)
     * @return the number of moves
     */
    public static int generate(long[] s, int player, int n, int[] out) {
        if (n <= 0) {
            return 0;
        }
        int k = 0;
        if (waiting(s, player) > 0) {
            k = add(s, player, ENTRY, n - 1, 1, false, false, out, k);
        }
        for (int c = 0; c < CELLS; c++) {
            long t = s[c];
            int h = height(t);
            if (h == 0 || owner(t, h - 1) != player) {
                continue;
            }
            int st = STEP[player][c];
            int sec = section(t);
            boolean red = red(t, h - 1);
            k = add(s, player, c, st + n, sec, false, false, out, k);
            if (sec > 1 && !red && st >= MID_FIRST && st <= MID_LAST) {
                k = add(s, player, c, st + n, 1, true, false, out, k);
            }
            if (red && sec == 1 && st - n >= MID_FIRST && st - n <= MID_LAST) {
                k = add(s, player, c, st - n, 1, false, true, out, k);
            }
        }
        return k;
    }

    private static int add(long[] s, int player, int from, int dest, int moving, boolean leave, boolean back,
            int[] out, int k) {
        if (dest > CELL_6) {
            return k;
        }
        int to = CELL[player][dest];
        long t = s[to];
        int h = height(t);
        if (dest >= CELL_5) {
            int own = 0;
            for (int i = 0; i < h; i++) {
                own += owner(t, i) == player ? 1 : 0;
            }
            if (own + 1 > RavensburgRuleSet.HOME_LIMIT) {
                return k;
            }
        }
        int captured = 0;
        for (int i = h - 1; i >= 0 && owner(t, i) != player; i--) {
            captured++;
        }
        if (out != null) {
            boolean delivers = dest == CELL_6 && moving > 1;
            out[k] = from | to << 5 | (leave ? 1 << 10 : 0) | (back ? 1 << 11 : 0) | moving << 12 | captured << 17
                    | (delivers ? 1 << 22 : 0);
        }
        return k + 1;
    }

    /**
     * Plays a move of the player to act.
     *
     * @param s a position awaiting the move
     * @param move one of its moves for the throw
     * @return the next position (a new array)
     */
    public static long[] apply(long[] s, int move) {
        long[] r = s.clone();
        int p = turn(s);
        int from = from(move);
        int to = to(move);
        int k = moving(move);
        long men;
        if (from == ENTRY) {
            r[META] -= 1L << (4 * p);
            men = p;
        } else {
            long t = r[from];
            int h = height(t);
            int keep = h - k;
            men = (t >>> (5 + 2 * keep)) & ((1L << (2 * k)) - 1);
            r[from] = (t & ((1L << (5 + 2 * keep)) - 1) & ~31L) | keep;
        }
        boolean eventful = captures(move) > 0;
        if (delivers(move)) {
            int captives = k - 1;
            r[META] += (long) captives << (8 + 4 * (1 - p));
            men = ((men >>> (2 * captives)) & 1) | 2;
            k = 1;
            eventful = true;
        }
        long t = r[to];
        int h = height(t);
        r[to] = (t & ~31L) | (men << (5 + 2 * h)) | (h + k);
        if (removed(r, 1 - p) == MEN) {
            long meta = r[META] + (1L << TURNS_SHIFT);
            meta &= ~(127L << QUIET_SHIFT);
            meta = (meta & ~(1L << TURN_SHIFT)) | (long) p << TURN_SHIFT | OVER_BIT;
            r[META] = meta;
            return r;
        }
        after(r, p, eventful);
        return r;
    }

    /**
     * The turn of the player to act passes without a move (a six, or a throw with no move).
     *
     * @param s a position of a game that goes on
     * @return the next position (a new array)
     */
    public static long[] pass(long[] s) {
        long[] r = s.clone();
        after(r, turn(s), false);
        return r;
    }

    /** Ends a player's turn in place: counters, the other player to act, the end by the limits. */
    private static void after(long[] r, int p, boolean eventful) {
        long meta = r[META];
        int turns = (int) (meta >>> TURNS_SHIFT) & 1023;
        int quiet = (int) (meta >>> QUIET_SHIFT) & 127;
        turns++;
        quiet = eventful ? 0 : quiet + 1;
        meta &= ~((1023L << TURNS_SHIFT) | (127L << QUIET_SHIFT) | (1L << TURN_SHIFT));
        meta |= (long) turns << TURNS_SHIFT | (long) quiet << QUIET_SHIFT | (long) (1 - p) << TURN_SHIFT;
        r[META] = meta;
        if (quiet >= RavensburgRuleSet.QUIET_LIMIT || turns >= RavensburgRuleSet.TURN_LIMIT || frozen(r)) {
            int byLight = removed(r, 1);
            int byDark = removed(r, 0);
            int w = byLight > byDark ? 0 : byDark > byLight ? 1 : -1;
            meta |= OVER_BIT;
            if (w < 0) {
                meta |= DRAW_BIT;
            } else {
                meta = (meta & ~(1L << TURN_SHIFT)) | (long) w << TURN_SHIFT;
            }
            r[META] = meta;
        }
    }

    /**
     * Tells whether no man of either side could move with any throw.
     *
     * @param s a position
     * @return true if nothing can change any more
     */
    public static boolean frozen(long[] s) {
        if (waiting(s, 0) > 0 || waiting(s, 1) > 0) {
            return false;
        }
        for (int p = 0; p < 2; p++) {
            for (int n = 1; n <= 5; n++) {
                if (generate(s, p, n, null) > 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A 64-bit hash of a position, for transposition tables.
     *
     * @param s a position
     * @return the hash
     */
    public static long hash(long[] s) {
        long h = 0x9E3779B97F4A7C15L;
        for (long v : s) {
            h = (h ^ v) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return h;
    }
}
