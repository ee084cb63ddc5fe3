package net.ur.ai.fast;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.board.Route;
import net.ur.rules.classic.ClassicSettings;

/**
 * A classic game state packed into a {@code long}, with move generation and random playouts on
 * the packed form, for the AI and the solver. Layout (L = route length, at most 28): bits
 * 0..L-1 light's occupied route steps, L..2L-1 dark's, then 3 bits light's waiting pieces,
 * 3 bits dark's waiting pieces, 1 bit the player to roll (1 = dark). Finished pieces are the rest.
 * Only states awaiting a roll, or finished games, are encoded; tests check it against the
 * readable {@link net.ur.rules.classic.ClassicRuleSet}.
 */
public final class FastClassic {

    private final ClassicSettings settings;
    private final int length;
    private final int pieces;
    private final long fullMask;
    private final int lightHandShift;
    private final int darkHandShift;
    private final int turnShift;
    /** [p * length + d]: mask of p's own steps on the same square as p's step d. */
    private final long[] ownSame;
    /** [p * length + d]: mask of the opponent's steps on the same square as p's step d. */
    private final long[] oppSame;
    /** [p * length + d]: whether p's step d is a rosette that protects its occupant. */
    private final boolean[] safe;
    /** [p * length + d]: whether landing on p's step d grants another roll. */
    private final boolean[] rosetteExtra;
    private final boolean captureExtra;
    private final int diceCount;
    private final boolean zeroIsMax;
    /** Whether both routes share squares at equal steps only (Bell, Aseb): enables the bit-parallel playout. */
    private final boolean aligned;
    /** Steps whose square both players use (aligned routes only). */
    private final long sharedMask;
    /** Shared steps that are safe rosettes (aligned routes only). */
    private final long safeSharedMask;
    /** Steps whose rosette grants another roll (aligned routes only). */
    private final long extraMask;

    /**
     * Prepares the tables for some classic settings.
     *
     * @param settings the settings, not null
     */
    public FastClassic(ClassicSettings settings) {
        if (settings == null) {
            throw new IllegalArgumentException("settings must not be null");
        }
        this.settings = settings;
        this.length = settings.routes().light().length();
        this.pieces = settings.pieces();
        this.fullMask = (1L << length) - 1;
        this.lightHandShift = 2 * length;
        this.darkHandShift = 2 * length + 3;
        this.turnShift = 2 * length + 6;
        this.ownSame = new long[2 * length];
        this.oppSame = new long[2 * length];
        this.safe = new boolean[2 * length];
        this.rosetteExtra = new boolean[2 * length];
        Route[] routes = {settings.routes().light(), settings.routes().dark()};
        for (int p = 0; p < 2; p++) {
            for (int d = 0; d < length; d++) {
                var sq = routes[p].square(d);
                for (int e = 0; e < length; e++) {
                    if (routes[p].square(e).equals(sq)) {
                        ownSame[p * length + d] |= 1L << e;
                    }
                    if (routes[1 - p].square(e).equals(sq)) {
                        oppSame[p * length + d] |= 1L << e;
                    }
                }
                boolean rosette = settings.board().isRosette(sq);
                safe[p * length + d] = rosette && settings.safeRosettes();
                rosetteExtra[p * length + d] = rosette && settings.rosettesGrantExtraRoll();
            }
        }
        this.captureExtra = settings.capturesGrantExtraRoll();
        this.diceCount = settings.dice().count();
        this.zeroIsMax = settings.dice().zeroCountsAsMax();
        boolean al = true;
        long shared = 0;
        long safeShared = 0;
        long extra = 0;
        for (int p = 0; p < 2; p++) {
            for (int d = 0; d < length; d++) {
                int i = p * length + d;
                long bit = 1L << d;
                al &= ownSame[i] == bit && (oppSame[i] == 0 || oppSame[i] == bit)
                        && oppSame[i] == oppSame[(1 - p) * length + d]
                        && rosetteExtra[i] == rosetteExtra[(1 - p) * length + d];
                if (oppSame[i] != 0) {
                    shared |= bit;
                    if (safe[i]) {
                        safeShared |= bit;
                    }
                }
                if (rosetteExtra[i]) {
                    extra |= bit;
                }
            }
        }
        this.aligned = al;
        this.sharedMask = shared;
        this.safeSharedMask = safeShared;
        this.extraMask = extra;
    }

    /**
     * Returns the settings these tables were built for.
     *
     * @return the settings
     */
    public ClassicSettings settings() {
        return settings;
    }

    /**
     * Returns the code of the start of a game.
     *
     * @return every piece waiting, light to roll
     */
    public long start() {
        return ((long) pieces << lightHandShift) | ((long) pieces << darkHandShift);
    }

    /**
     * Packs a readable state.
     *
     * @param state a state awaiting a roll, or a finished game, of these settings; not null
     * @return the code
     * @throws IllegalArgumentException if the state awaits a move or a decision
     */
    public long encode(GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        if (state.phase() != Phase.AWAITING_ROLL && state.phase() != Phase.GAME_OVER) {
            throw new IllegalArgumentException("only states awaiting a roll or finished can be packed, not "
                    + state.phase());
        }
        long code = state.turn() == Player.DARK ? 1L << turnShift : 0L;
        for (PieceState ps : state.pieces()) {
            int p = ps.piece().owner().ordinal();
            if (ps.location() instanceof Location.OnBoard on) {
                code |= 1L << (on.step() + p * length);
            } else if (ps.location() instanceof Location.Waiting) {
                code += 1L << (p == 0 ? lightHandShift : darkHandShift);
            }
        }
        return code;
    }

    /**
     * Unpacks a code into a readable state (pieces numbered by route order: waiting, on board, home).
     *
     * @param code a code made by this instance
     * @return the state, awaiting a roll or finished
     * @throws IllegalArgumentException if the code is impossible
     */
    public GameState decode(long code) {
        List<PieceState> list = new ArrayList<>();
        Route[] routes = {settings.routes().light(), settings.routes().dark()};
        Player winner = null;
        for (int p = 0; p < 2; p++) {
            Player owner = Player.values()[p];
            long mask = mask(code, p);
            int hand = hand(code, p);
            int onBoard = Long.bitCount(mask);
            if (hand + onBoard > pieces) {
                throw new IllegalArgumentException("code " + Long.toHexString(code) + " has too many pieces for "
                        + owner.displayName());
            }
            int n = 0;
            for (int i = 0; i < hand; i++) {
                list.add(new PieceState(Piece.plain(owner, n++), Location.WAITING));
            }
            for (int d = 0; d < length; d++) {
                if ((mask >>> d & 1) != 0) {
                    list.add(new PieceState(Piece.plain(owner, n++), Location.at(routes[p].square(d), d)));
                }
            }
            while (n < pieces) {
                list.add(new PieceState(Piece.plain(owner, n++), Location.FINISHED));
            }
            if (hand == 0 && mask == 0) {
                winner = owner;
            }
        }
        Player turn = turn(code) == 0 ? Player.LIGHT : Player.DARK;
        if (winner != null) {
            return new GameState(Phase.GAME_OVER, winner, null, list, Counters.NONE, winner);
        }
        return new GameState(Phase.AWAITING_ROLL, turn, null, list, Counters.NONE, null);
    }

    /**
     * Returns a player's occupied-step mask.
     *
     * @param code a code
     * @param player 0 light, 1 dark
     * @return the mask of occupied steps
     */
    public long mask(long code, int player) {
        return (code >>> (player * length)) & fullMask;
    }

    /**
     * Returns a player's number of waiting pieces.
     *
     * @param code a code
     * @param player 0 light, 1 dark
     * @return 0..7
     */
    public int hand(long code, int player) {
        return (int) (code >>> (player == 0 ? lightHandShift : darkHandShift)) & 7;
    }

    /**
     * Returns the player to roll (or the winner).
     *
     * @param code a code
     * @return 0 light, 1 dark
     */
    public int turn(long code) {
        return (int) (code >>> turnShift) & 1;
    }

    /**
     * Returns the winner of a code.
     *
     * @param code a code
     * @return 0 light, 1 dark, -1 if the game goes on
     */
    public int winner(long code) {
        for (int p = 0; p < 2; p++) {
            if (hand(code, p) == 0 && mask(code, p) == 0) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Lists the moves of a roll as the route steps the moving pieces start from (-1: enter a piece).
     *
     * @param code a code of a game that goes on
     * @param roll the roll, at least 0
     * @param out receives the start steps; needs room for pieces + 1 entries
     * @return the number of moves written
     */
    public int moves(long code, int roll, int[] out) {
        if (out == null || out.length < pieces + 1) {
            throw new IllegalArgumentException("out needs room for " + (pieces + 1) + " moves");
        }
        int p = turn(code);
        return generate(mask(code, p), mask(code, 1 - p), hand(code, p), p, roll, out);
    }

    private int generate(long own, long opp, int hand, int p, int roll, int[] out) {
        if (roll <= 0) {
            return 0;
        }
        int n = 0;
        int base = p * length;
        if (hand > 0) {
            int dest = roll - 1;
            if (dest == length || (dest < length && (own & ownSame[base + dest]) == 0
                    && ((opp & oppSame[base + dest]) == 0 || !safe[base + dest]))) {
                out[n++] = -1;
            }
        }
        long m = own;
        while (m != 0) {
            int from = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            int dest = from + roll;
            if (dest > length) {
                break;
            }
            if (dest == length || ((own & ownSame[base + dest]) == 0
                    && ((opp & oppSame[base + dest]) == 0 || !safe[base + dest]))) {
                out[n++] = from;
            }
        }
        return n;
    }

    /**
     * Applies a move given by its start step.
     *
     * @param code a code of a game that goes on
     * @param roll the roll, at least 1
     * @param from the start step (-1 to enter a piece), one that {@link #moves} listed
     * @return the code after the move: the same player to roll after an extra roll, the winner's turn if the game ended
     */
    public long apply(long code, int roll, int from) {
        int p = turn(code);
        long own = mask(code, p);
        long opp = mask(code, 1 - p);
        int ownHand = hand(code, p);
        int oppHand = hand(code, 1 - p);
        if (from < 0) {
            ownHand--;
        } else {
            own &= ~(1L << from);
        }
        int dest = from + roll;
        boolean again = false;
        if (dest < length) {
            int i = p * length + dest;
            own |= 1L << dest;
            long cap = opp & oppSame[i];
            if (cap != 0) {
                opp &= ~cap;
                oppHand += Long.bitCount(cap);
                again = captureExtra;
            }
            again |= rosetteExtra[i];
        }
        int next = own == 0 && ownHand == 0 ? p : (again ? p : 1 - p);
        return compose(p, own, opp, ownHand, oppHand, next);
    }

    /**
     * Passes the turn (a roll with no legal move).
     *
     * @param code a code
     * @return the code with the other player to roll
     */
    public long pass(long code) {
        return code ^ (1L << turnShift);
    }

    private long compose(int p, long own, long opp, int ownHand, int oppHand, int next) {
        long light = p == 0 ? own : opp;
        long dark = p == 0 ? opp : own;
        int lh = p == 0 ? ownHand : oppHand;
        int dh = p == 0 ? oppHand : ownHand;
        return light | (dark << length) | ((long) lh << lightHandShift) | ((long) dh << darkHandShift)
                | ((long) next << turnShift);
    }

    /**
     * Rolls the dice from random bits.
     *
     * @param bits random bits; the low {@code count} bits are used
     * @return the roll value
     */
    public int rollFromBits(long bits) {
        int marks = Long.bitCount(bits & ((1L << diceCount) - 1));
        return marks == 0 && zeroIsMax ? diceCount + 1 : marks;
    }

    /**
     * Plays a game to the end with real dice and uniformly random moves.
     *
     * @param code the start code
     * @param random the source of randomness, not null
     * @return the winner, 0 light or 1 dark
     */
    public int playout(long code, RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        return aligned ? playoutAligned(code, random) : playoutPerPiece(code, random);
    }

    /**
     * Plays a game to the end with per-piece move generation, which works for any route pair; it is
     * also the reference for the bit-parallel playout, which draws the same random numbers for the
     * same choices.
     *
     * @param code the start code
     * @param random the source of randomness, not null
     * @return the winner, 0 light or 1 dark
     */
    public int playoutPerPiece(long code, RandomGenerator random) {
        int p = turn(code);
        long[] masks = {mask(code, 0), mask(code, 1)};
        int[] hands = {hand(code, 0), hand(code, 1)};
        if (winner(code) >= 0) {
            return winner(code);
        }
        int[] out = new int[pieces + 1];
        long pool = 0;
        int poolBits = 0;
        final int diceMask = (1 << diceCount) - 1;
        while (true) {
            if (poolBits < diceCount) {
                pool = random.nextLong();
                poolBits = 64;
            }
            int marks = Long.bitCount(pool & diceMask);
            pool >>>= diceCount;
            poolBits -= diceCount;
            int roll = marks == 0 && zeroIsMax ? diceCount + 1 : marks;
            long own = masks[p];
            long opp = masks[1 - p];
            int n = generate(own, opp, hands[p], p, roll, out);
            if (n == 0) {
                p = 1 - p;
                continue;
            }
            int from = n == 1 ? out[0] : out[random.nextInt(n)];
            if (from < 0) {
                hands[p]--;
            } else {
                own &= ~(1L << from);
            }
            int dest = from + roll;
            boolean again = false;
            if (dest < length) {
                int i = p * length + dest;
                own |= 1L << dest;
                long cap = opp & oppSame[i];
                if (cap != 0) {
                    masks[1 - p] = opp & ~cap;
                    hands[1 - p] += Long.bitCount(cap);
                    again = captureExtra;
                }
                again |= rosetteExtra[i];
            } else if (own == 0 && hands[p] == 0) {
                return p;
            }
            masks[p] = own;
            if (!again) {
                p = 1 - p;
            }
        }
    }

    /**
     * The playout for aligned routes: move generation for all pieces at once with shifts and masks.
     */
    int playoutAligned(long code, RandomGenerator random) {
        int w = winner(code);
        if (w >= 0) {
            return w;
        }
        int p = turn(code);
        long light = mask(code, 0);
        long dark = mask(code, 1);
        int lightHand = hand(code, 0);
        int darkHand = hand(code, 1);
        final int len = length;
        final long shared = sharedMask;
        final long safeShared = safeSharedMask;
        final long extra = extraMask;
        final boolean captureAgain = captureExtra;
        final int dice = diceCount;
        final long diceMask = (1L << dice) - 1;
        final boolean zeroMax = zeroIsMax;
        long pool = 0;
        int poolBits = 0;
        while (true) {
            if (poolBits < dice) {
                pool = random.nextLong();
                poolBits = 64;
            }
            int roll = Long.bitCount(pool & diceMask);
            pool >>>= dice;
            poolBits -= dice;
            if (roll == 0) {
                if (!zeroMax) {
                    p ^= 1;
                    continue;
                }
                roll = dice + 1;
            }
            long own = p == 0 ? light : dark;
            long opp = (p == 0 ? dark : light) & shared;
            int hand = p == 0 ? lightHand : darkHand;
            long blocked = own | (opp & safeShared);
            long movers = own & ~(blocked >>> roll) & ((1L << (len - roll + 1)) - 1);
            boolean entry = hand > 0 && ((blocked >>> (roll - 1)) & 1) == 0;
            int n = Long.bitCount(movers) + (entry ? 1 : 0);
            if (n == 0) {
                p ^= 1;
                continue;
            }
            int k = n == 1 ? 0 : random.nextInt(n);
            int from;
            if (entry && k == 0) {
                from = -1;
                hand--;
            } else {
                long m = movers;
                for (int i = entry ? 1 : 0; i < k; i++) {
                    m &= m - 1;
                }
                from = Long.numberOfTrailingZeros(m);
                own &= ~(1L << from);
            }
            int dest = from + roll;
            boolean again = false;
            if (dest < len) {
                long bit = 1L << dest;
                own |= bit;
                if ((opp & bit) != 0) {
                    if (p == 0) {
                        dark &= ~bit;
                        darkHand++;
                    } else {
                        light &= ~bit;
                        lightHand++;
                    }
                    again = captureAgain;
                }
                again |= (extra & bit) != 0;
            } else if (own == 0 && hand == 0) {
                return p;
            }
            if (p == 0) {
                light = own;
                lightHand = hand;
            } else {
                dark = own;
                darkHand = hand;
            }
            if (!again) {
                p ^= 1;
            }
        }
    }

    /**
     * Tells whether the bit-parallel playout applies (both routes share squares at equal steps).
     *
     * @return true for Bell's and Aseb's routes
     */
    public boolean isAligned() {
        return aligned;
    }
}
