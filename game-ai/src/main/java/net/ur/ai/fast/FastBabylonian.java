package net.ur.ai.fast;

import java.util.ArrayList;
import java.util.List;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.board.Route;
import net.ur.rules.dice.Roll;

/**
 * A Babylonian game state packed into a {@code long} (the position) and an {@code int} (the stage:
 * phase and roll in hand), with move generation on the packed form, for the AI. Tests check it
 * against the readable {@link BabylonianRuleSet} move by move and by perft counts.
 *
 * <p>Position layout: bits {@code 5i..5i+4} light's bird i (piece number, {@link Bird#ALL} order),
 * bits {@code 25 + 5i..} dark's; a bird's field is 0 waiting, h on house h (1..N), N + 1 home. Bits
 * 50..55 light's counters, 56..61 dark's (0..50; the pool is the rest of {@link BabylonianSetup#TOTAL}),
 * bit 62 the player to act (1 = dark; the winner in a finished game).
 *
 * <p>Stage: {@link #ROLL} awaiting the small astragal, {@code DECISION + v} awaiting the roll decision
 * with small roll v (1..4), {@code MOVE + r} awaiting a move with roll r (1..4 kept, 5, 6, 7, 10
 * converted), {@link #OVER} a finished game.
 *
 * <p>A move is an {@code int}: bits 0..2 the bird, 3..7 the target field (a house or N + 1 for home),
 * 8..10 the captured opponent bird plus one (0: none), 11..15 the mover's counter change plus 16.
 *
 * <p>The methods the search calls millions of times a second ({@link #moves}, {@link #apply},
 * {@link #bestCaptures} and the field accessors) trust their arguments; {@link #encode}, {@link #decode}
 * and the constructor check theirs.
 */
public final class FastBabylonian {

    /** The stage of a position awaiting the small astragal. */
    public static final int ROLL = 0;
    /** Base of the stages awaiting a roll decision: {@code DECISION + small roll}. */
    public static final int DECISION = 16;
    /** Base of the stages awaiting a move: {@code MOVE + roll}. */
    public static final int MOVE = 32;
    /** The stage of a finished game. */
    public static final int OVER = 64;
    /** The most moves a roll can have: the Swallow launching onto four houses and four birds on the board. */
    public static final int MAX_MOVES = 8;
    /** The rolls a turn can move with, in order: the small astragal's 1..4, then the converted 5, 6, 7, 10. */
    public static final int[] ROLLS = {1, 2, 3, 4, 5, 6, 7, 10};

    static final int BIRDS = 5;
    static final int DARK_SHIFT = 25;
    static final int LIGHT_COUNTERS_SHIFT = 50;
    static final int DARK_COUNTERS_SHIFT = 56;
    static final int TURN_SHIFT = 62;
    private static final long FIELD = 31;
    private static final long COUNTER_FIELD = 63;
    private static final int[] LAUNCH = new int[BIRDS];
    private static final int[] VALUE = new int[BIRDS];
    /** The broad astragal's conversions of the small rolls 1..4. */
    private static final int CONVERTED_1 = BroadAstragal.convert(1);
    private static final int CONVERTED_2 = BroadAstragal.convert(2);
    private static final int CONVERTED_3 = BroadAstragal.convert(3);
    private static final int CONVERTED_4 = BroadAstragal.convert(4);

    static {
        for (int i = 0; i < BIRDS; i++) {
            LAUNCH[i] = Bird.ALL.get(i).launchRoll();
            VALUE[i] = Bird.ALL.get(i).counters();
        }
    }

    private final BabylonianBoard board;
    private final int houses;
    private final int home;
    /** Bit h set: house h carries a rosette (the same houses on both routes). */
    private final int rosettes;
    /** [player][house]: the opponent's house on the same square, 0 if none (a private house). */
    private final int[][] oppHouse;
    /** The Swallow's launch houses, ascending. */
    private final int[] swallowHouses;
    /** [bird]: its launch house (0 for the Swallow). */
    private final int[] launchHouse = new int[BIRDS];
    /** Bits 1..N: the houses. */
    private final int houseMask;
    /** [roll]: bit i set if bird i launches with that roll. */
    private final int[] launchBirds = new int[11];
    /** [bird]: bit h set for each house it may launch onto. */
    private final int[] launchTargets = new int[BIRDS];
    /**
     * [player][k]: the opponent's house under the player's house k - 1 (0 for k = 0 and for a private
     * house): the house of the bird captured on the highest house of a set m is
     * {@code capturedAt[32 - numberOfLeadingZeros(m)]}, 0 for an empty set.
     */
    private final int[][] capturedAt = new int[2][33];
    /** [player][field]: bit (the opponent's house on the same square) set, bit 0 for a private house, waiting or home. */
    private final int[][] seenBit = new int[2][32];
    /**
     * [waiting * 8 + k]: the houses the waiting birds (bit i: bird i waits) may launch onto with the k-th
     * roll of 1, 2, 3, 4 and the broad astragal's conversions of 1, 2, 3, 4.
     */
    private final int[] launchByThrow = new int[32 * 8];

    /**
     * Prepares the tables of a board.
     *
     * @param board the board, not null
     */
    public FastBabylonian(BabylonianBoard board) {
        if (board == null) {
            throw new IllegalArgumentException("board must not be null");
        }
        this.board = board;
        this.houses = board.houses();
        this.home = houses + 1;
        int r = 0;
        for (int h : board.rosetteHouses()) {
            r |= 1 << h;
        }
        this.rosettes = r;
        this.oppHouse = new int[2][home + 1];
        Route[] routes = {board.route(Player.LIGHT), board.route(Player.DARK)};
        for (int p = 0; p < 2; p++) {
            for (int h = 1; h <= houses; h++) {
                for (int o = 1; o <= houses; o++) {
                    if (routes[p].square(h - 1).equals(routes[1 - p].square(o - 1))) {
                        oppHouse[p][h] = o;
                    }
                }
            }
        }
        this.swallowHouses = board.swallowHouses().stream().mapToInt(Integer::intValue).toArray();
        for (int i = 1; i < BIRDS; i++) {
            launchHouse[i] = Bird.ALL.get(i).launchHouse();
        }
        this.houseMask = (1 << home) - 2;
        for (int i = 0; i < BIRDS; i++) {
            launchBirds[LAUNCH[i]] |= 1 << i;
            if (i == 0) {
                for (int t : swallowHouses) {
                    launchTargets[i] |= 1 << t;
                }
            } else {
                launchTargets[i] = 1 << launchHouse[i];
            }
        }
        // [waiting * 11 + roll]: the houses the waiting birds (bit i: bird i waits) may launch onto with the roll
        int[] launchMasks = new int[32 * 11];
        for (int w = 0; w < 32; w++) {
            for (int i = 0; i < BIRDS; i++) {
                if ((w & (1 << i)) != 0) {
                    launchMasks[w * 11 + LAUNCH[i]] |= launchTargets[i];
                }
            }
        }
        for (int p = 0; p < 2; p++) {
            for (int h = 1; h <= houses; h++) {
                capturedAt[p][h + 1] = oppHouse[p][h];
            }
        }
        for (int p = 0; p < 2; p++) {
            for (int f = 0; f < 32; f++) {
                seenBit[p][f] = 1 << (f >= 1 && f <= houses ? oppHouse[p][f] : 0);
            }
        }
        int[] throwRolls = {1, 2, 3, 4, CONVERTED_1, CONVERTED_2, CONVERTED_3, CONVERTED_4};
        for (int w = 0; w < 32; w++) {
            for (int k = 0; k < 8; k++) {
                launchByThrow[w * 8 + k] = launchMasks[w * 11 + throwRolls[k]];
            }
        }
        // bestCaptures takes the highest house of a set for the most advanced captive: true when both
        // routes cross the shared houses in the same direction
        for (int p = 0; p < 2; p++) {
            int last = 0;
            for (int h = 1; h <= houses; h++) {
                if (oppHouse[p][h] != 0) {
                    if (oppHouse[p][h] < last) {
                        throw new IllegalStateException("board " + board + ": the routes cross the shared houses in"
                                + " opposite directions, which the capture search does not handle");
                    }
                    last = oppHouse[p][h];
                }
            }
        }
    }

    /**
     * Returns the board.
     *
     * @return the board these tables were made for
     */
    public BabylonianBoard board() {
        return board;
    }

    /**
     * Returns the number of houses of a route.
     *
     * @return 16 or 14
     */
    public int houses() {
        return houses;
    }

    /**
     * Returns the start of a game: every bird waiting, the stakes in the pool.
     *
     * @param setup the counters before the stake and the first player, not null
     * @return the position, at stage {@link #ROLL}
     */
    public long start(BabylonianSetup setup) {
        if (setup == null) {
            throw new IllegalArgumentException("setup must not be null");
        }
        return counters(setup.lightCounters() - BabylonianSetup.STAKE,
                setup.darkCounters() - BabylonianSetup.STAKE, setup.firstPlayer().ordinal());
    }

    private static long counters(int light, int dark, int turn) {
        return ((long) light << LIGHT_COUNTERS_SHIFT) | ((long) dark << DARK_COUNTERS_SHIFT)
                | ((long) turn << TURN_SHIFT);
    }

    /**
     * Packs the position of a Babylonian state (its birds, counters and the player to act).
     *
     * @param state a state of a Babylonian rule set on this board, not null
     * @return the position
     */
    public long encode(GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        long code = counters(BabylonianRuleSet.counters(state, Player.LIGHT),
                BabylonianRuleSet.counters(state, Player.DARK), state.turn().ordinal());
        for (PieceState ps : state.pieces()) {
            int f = ps.location() instanceof Location.OnBoard on ? on.step() + 1
                    : ps.location() instanceof Location.Finished ? home : 0;
            int number = ps.piece().number();
            if (number < 0 || number >= BIRDS) {
                throw new IllegalArgumentException("piece " + ps.piece() + " is not a bird");
            }
            code |= (long) f << shift(ps.piece().owner().ordinal(), number);
        }
        return code;
    }

    /**
     * Returns the stage of a Babylonian state: its phase and roll in hand.
     *
     * @param state a state, not null
     * @return {@link #ROLL}, {@code DECISION + v}, {@code MOVE + r} or {@link #OVER}
     */
    public static int stage(GameState state) {
        if (state == null) {
            throw new IllegalArgumentException("state must not be null");
        }
        return switch (state.phase()) {
            case AWAITING_ROLL -> ROLL;
            case AWAITING_ROLL_DECISION -> DECISION + state.roll().value();
            case AWAITING_MOVE -> MOVE + state.roll().value();
            case GAME_OVER -> OVER;
        };
    }

    /**
     * Unpacks a position and stage into the readable model.
     *
     * @param code a position of this board
     * @param stage its stage, as {@link #stage} gives it
     * @return the state
     */
    public GameState decode(long code, int stage) {
        List<PieceState> pieces = new ArrayList<>(2 * BIRDS);
        for (Player p : Player.values()) {
            Route route = board.route(p);
            for (int i = 0; i < BIRDS; i++) {
                int f = field(code, p.ordinal(), i);
                Location loc = f == 0 ? Location.WAITING : f == home ? Location.FINISHED
                        : Location.at(route.square(f - 1), f - 1);
                pieces.add(new PieceState(Bird.ALL.get(i).piece(p), loc));
            }
        }
        Counters.Piles piles = new Counters.Piles(counters(code, 0), counters(code, 1), pool(code));
        Player turn = Player.values()[turn(code)];
        if (stage == OVER) {
            return new GameState(Phase.GAME_OVER, turn, null, pieces, piles, turn);
        }
        if (stage == ROLL) {
            return new GameState(Phase.AWAITING_ROLL, turn, null, pieces, piles, null);
        }
        if (stage > DECISION && stage <= DECISION + 4) {
            return new GameState(Phase.AWAITING_ROLL_DECISION, turn, SmallAstragal.roll(stage - DECISION), pieces,
                    piles, null);
        }
        int roll = stage - MOVE;
        if (roll >= 1 && roll <= 4) {
            return new GameState(Phase.AWAITING_MOVE, turn, SmallAstragal.roll(roll), pieces, piles, null);
        }
        for (int v = 1; v <= 4; v++) {
            if (BroadAstragal.convert(v) == roll) {
                return new GameState(Phase.AWAITING_MOVE, turn, Roll.of(roll, List.of(v, 1)), pieces, piles, null);
            }
        }
        throw new IllegalArgumentException("not a stage: " + stage);
    }

    private static int shift(int player, int bird) {
        return player * DARK_SHIFT + 5 * bird;
    }

    /**
     * Returns a bird's field: 0 waiting, 1..N its house, N + 1 home.
     *
     * @param code a position
     * @param player 0 light, 1 dark
     * @param bird 0..4
     * @return the field
     */
    public static int field(long code, int player, int bird) {
        return (int) (code >>> shift(player, bird)) & (int) FIELD;
    }

    /**
     * Returns a player's counters.
     *
     * @param code a position
     * @param player 0 light, 1 dark
     * @return 0..50
     */
    public static int counters(long code, int player) {
        return (int) (code >>> (player == 0 ? LIGHT_COUNTERS_SHIFT : DARK_COUNTERS_SHIFT)) & (int) COUNTER_FIELD;
    }

    /**
     * Returns the pool.
     *
     * @param code a position
     * @return 0..50
     */
    public static int pool(long code) {
        return BabylonianSetup.TOTAL - counters(code, 0) - counters(code, 1);
    }

    /**
     * Returns the player to act (in a finished game, the winner).
     *
     * @param code a position
     * @return 0 light, 1 dark
     */
    public static int turn(long code) {
        return (int) (code >>> TURN_SHIFT) & 1;
    }

    /**
     * Tells whether a player has every bird home.
     *
     * @param code a position
     * @return the winner (0 light, 1 dark), or -1 while the game goes on
     */
    public int winner(long code) {
        for (int p = 0; p < 2; p++) {
            boolean all = true;
            for (int i = 0; i < BIRDS && all; i++) {
                all = field(code, p, i) == home;
            }
            if (all) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Returns the position with the other player to act and nothing else changed (the turn passes).
     *
     * @param code a position of a game that goes on
     * @return the position
     */
    public static long pass(long code) {
        return code ^ (1L << TURN_SHIFT);
    }

    /**
     * Lists the moves of the player to act for a roll, in the readable model's order (birds by
     * number, the Swallow's houses ascending).
     *
     * @param code a position of a game that goes on
     * @param roll 1..7 or 10
     * @param out receives the moves, at least {@link #MAX_MOVES} long
     * @return the number of moves (0: the roll passes)
     */
    public int moves(long code, int roll, int[] out) {
        int me = turn(code);
        int them = 1 - me;
        int own = 0;
        int opp = 0;
        for (int i = 0; i < BIRDS; i++) {
            own |= 1 << field(code, me, i);
            opp |= 1 << field(code, them, i);
        }
        int[] oppAt = oppHouse[me];
        int mine = counters(code, me);
        int pool = pool(code);
        int n = 0;
        for (int i = 0; i < BIRDS; i++) {
            int f = field(code, me, i);
            if (f == home) {
                continue;
            }
            if (f == 0) {
                if (roll != LAUNCH[i]) {
                    continue;
                }
                if (i == 0) {
                    for (int t : swallowHouses) {
                        n = launch(code, me, i, t, own, opp, oppAt, out, n);
                    }
                } else {
                    n = launch(code, me, i, launchHouse[i], own, opp, oppAt, out, n);
                }
                continue;
            }
            int d = f + roll;
            if (d > home) {
                continue;
            }
            if (d == home) {
                out[n++] = i | (home << 3) | (16 << 11);
                continue;
            }
            if ((own & (1 << d)) != 0) {
                continue;
            }
            int o = oppAt[d];
            int captured = 0;
            boolean rosette = (rosettes & (1 << d)) != 0;
            if (o != 0 && (opp & (1 << o)) != 0) {
                if (rosette) {
                    continue;
                }
                captured = birdAt(code, them, o) + 1;
            }
            int change = 0;
            if (rosette) {
                change = Math.min(VALUE[i], pool);
            } else if ((rosettes & ((1 << d) - (1 << (f + 1)))) != 0) {
                change = -Math.min(VALUE[i], mine);
            }
            out[n++] = i | (d << 3) | (captured << 8) | ((change + 16) << 11);
        }
        return n;
    }

    /**
     * Finds, for each roll a turn can move with, the most advanced opponent bird the player to act
     * could capture with it (what {@link #moves} would list as captures, found without listing them).
     *
     * @param code a position of a game that goes on
     * @param out receives, at index r (1..10), the captured bird's house (0: no capture with roll r); at
     *     least 11 long
     */
    public void bestCaptures(long code, int[] out) {
        bestCaptures(code, turn(code), out);
    }

    /**
     * Finds, for each roll, the most advanced opponent bird a player could capture with it were that
     * player to act (as {@link #bestCaptures(long, int[])} of the position with that player to act). Works
     * on bit sets of houses: the houses a capture can land on (an opponent bird there, seen in the
     * player's own numbering, no rosette, none of the player's birds), and for each roll the player's
     * birds on the board shifted by it, and the launch houses of its waiting birds that launch with it.
     *
     * @param code a position of a game that goes on
     * @param me the player, 0 light or 1 dark
     * @param out receives, at index r (1..10), the captured bird's house in the opponent's numbering
     *     (0: no capture with roll r); at least 11 long
     */
    public void bestCaptures(long code, int me, int[] out) {
        int[] theirsToMine = oppHouse[1 - me];
        long mine = code >>> (me * DARK_SHIFT);
        long theirs = code >>> ((1 - me) * DARK_SHIFT);
        int own = 0;
        int waiting = 0;
        int opp = 0;
        for (int i = 0; i < BIRDS; i++) {
            int f = (int) (mine >>> (5 * i)) & (int) FIELD;
            own |= 1 << f;
            if (f == 0) {
                waiting |= 1 << i;
            }
            opp |= 1 << theirsToMine[(int) (theirs >>> (5 * i)) & (int) FIELD];
        }
        int targets = opp & ~own & ~rosettes & houseMask;
        for (int r = 0; r <= 10; r++) {
            out[r] = 0;
        }
        if (targets == 0) {
            return;
        }
        int sources = own & houseMask;
        int[] oppAt = oppHouse[me];
        for (int r : ROLLS) {
            int m = (sources << r) & targets;
            for (int w = waiting & launchBirds[r]; w != 0; w &= w - 1) {
                m |= launchTargets[Integer.numberOfTrailingZeros(w)] & targets;
            }
            if (m != 0) {
                out[r] = oppAt[31 - Integer.numberOfLeadingZeros(m)];
            }
        }
    }

    /**
     * Measures both players' capture threats over their next throw, for the evaluation: for each small
     * roll v (1..4) the better of keeping it, capturing the most advanced opponent bird v can capture, and
     * throwing the broad astragal, which converts v half the time: the sum over v of max(2 c(v), c(conv v)),
     * c(r) being the captured bird's house in its owner's numbering as {@link #bestCaptures} finds it (0
     * for none). The same as four {@link #bestCaptures} lookups per player, found in one pass.
     *
     * @param code a position of a game that goes on
     * @return the sum of the player to act in bits 0..15, the opponent's (were it to throw now) in bits 16..31
     */
    public int threats(long code) {
        int me = turn(code);
        long mine = code >>> (me * DARK_SHIFT);
        long theirs = code >>> ((1 - me) * DARK_SHIFT);
        int m0 = (int) mine & 31;
        int m1 = (int) (mine >>> 5) & 31;
        int m2 = (int) (mine >>> 10) & 31;
        int m3 = (int) (mine >>> 15) & 31;
        int m4 = (int) (mine >>> 20) & 31;
        int t0 = (int) theirs & 31;
        int t1 = (int) (theirs >>> 5) & 31;
        int t2 = (int) (theirs >>> 10) & 31;
        int t3 = (int) (theirs >>> 15) & 31;
        int t4 = (int) (theirs >>> 20) & 31;
        int ownMe = (1 << m0) | (1 << m1) | (1 << m2) | (1 << m3) | (1 << m4);
        int ownThem = (1 << t0) | (1 << t1) | (1 << t2) | (1 << t3) | (1 << t4);
        // bit i: bird i waits ((f - 1) >>> 31 is 1 for f = 0 alone)
        int waitMe = ((m0 - 1) >>> 31) | ((m1 - 1) >>> 31) << 1 | ((m2 - 1) >>> 31) << 2 | ((m3 - 1) >>> 31) << 3
                | ((m4 - 1) >>> 31) << 4;
        int waitThem = ((t0 - 1) >>> 31) | ((t1 - 1) >>> 31) << 1 | ((t2 - 1) >>> 31) << 2 | ((t3 - 1) >>> 31) << 3
                | ((t4 - 1) >>> 31) << 4;
        int[] seenByMe = seenBit[1 - me];
        int[] seenByThem = seenBit[me];
        int themSeen = seenByMe[t0] | seenByMe[t1] | seenByMe[t2] | seenByMe[t3] | seenByMe[t4];
        int meSeen = seenByThem[m0] | seenByThem[m1] | seenByThem[m2] | seenByThem[m3] | seenByThem[m4];
        int free = ~rosettes & houseMask;
        int sumMe = threat(themSeen & ~ownMe & free, ownMe & houseMask, waitMe << 3, capturedAt[me]);
        int sumThem = threat(meSeen & ~ownThem & free, ownThem & houseMask, waitThem << 3, capturedAt[1 - me]);
        return sumMe | (sumThem << 16);
    }

    /**
     * One player's threat sum (see {@link #threats}) from its targets, birds on the board and waiting
     * birds (at {@code base}: the waiting set times 8); without branches on the position (they would be
     * mispredicted from one leaf to the next), the four small rolls unrolled.
     */
    private int threat(int targets, int sources, int base, int[] capturedAt) {
        int[] l = launchByThrow;
        int k1 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << 1) | l[base]) & targets)];
        int k2 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << 2) | l[base + 1]) & targets)];
        int k3 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << 3) | l[base + 2]) & targets)];
        int k4 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << 4) | l[base + 3]) & targets)];
        int c1 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << CONVERTED_1) | l[base + 4]) & targets)];
        int c2 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << CONVERTED_2) | l[base + 5]) & targets)];
        int c3 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << CONVERTED_3) | l[base + 6]) & targets)];
        int c4 = capturedAt[32 - Integer.numberOfLeadingZeros(((sources << CONVERTED_4) | l[base + 7]) & targets)];
        return Math.max(2 * k1, c1) + Math.max(2 * k2, c2) + Math.max(2 * k3, c3) + Math.max(2 * k4, c4);
    }

    private int launch(long code, int me, int bird, int t, int own, int opp, int[] oppAt, int[] out, int n) {
        if ((own & (1 << t)) != 0) {
            return n;
        }
        int o = oppAt[t];
        int captured = 0;
        if (o != 0 && (opp & (1 << o)) != 0) {
            if ((rosettes & (1 << t)) != 0) {
                return n;
            }
            captured = birdAt(code, 1 - me, o) + 1;
        }
        out[n] = bird | (t << 3) | (captured << 8) | (16 << 11);
        return n + 1;
    }

    private static int birdAt(long code, int player, int field) {
        for (int i = 0; i < BIRDS; i++) {
            if (field(code, player, i) == field) {
                return i;
            }
        }
        throw new IllegalStateException("no bird of player " + player + " on house " + field);
    }

    /**
     * Returns the bird a move moves.
     *
     * @param move a move from {@link #moves}
     * @return 0..4
     */
    public static int bird(int move) {
        return move & 7;
    }

    /**
     * Returns the field a move's bird goes to.
     *
     * @param move a move from {@link #moves}
     * @return a house 1..N, or N + 1 for home
     */
    public static int target(int move) {
        return (move >>> 3) & 31;
    }

    /**
     * Returns the opponent's bird a move captures.
     *
     * @param move a move from {@link #moves}
     * @return 0..4, or -1 if it captures nothing
     */
    public static int captured(int move) {
        return ((move >>> 8) & 7) - 1;
    }

    /**
     * Returns how a move changes its player's counters (the pool changes by the opposite).
     *
     * @param move a move from {@link #moves}
     * @return positive collected, negative paid, 0 none
     */
    public static int counterChange(int move) {
        return ((move >>> 11) & 31) - 16;
    }

    /**
     * Plays a move: the bird moves, a captured bird goes back to waiting, counters change hands, and
     * the other player is to act, unless the mover has every bird home: then the mover takes the pool
     * and the game is over (the position's player is the winner).
     *
     * @param code the position the move was generated in
     * @param move a move from {@link #moves} of that position
     * @return the next position
     */
    public long apply(long code, int move) {
        int me = turn(code);
        int bird = move & 7;
        int s = shift(me, bird);
        long next = (code & ~(FIELD << s)) | ((long) ((move >>> 3) & 31) << s);
        int cap = (move >>> 8) & 7;
        if (cap != 0) {
            next &= ~(FIELD << shift(1 - me, cap - 1));
        }
        int change = ((move >>> 11) & 31) - 16;
        int shiftMine = me == 0 ? LIGHT_COUNTERS_SHIFT : DARK_COUNTERS_SHIFT;
        int mine = (int) (next >>> shiftMine) & (int) COUNTER_FIELD;
        if (((move >>> 3) & 31) == home && allHome(next, me)) {
            mine = BabylonianSetup.TOTAL - counters(next, 1 - me);
            return (next & ~(COUNTER_FIELD << shiftMine)) | ((long) mine << shiftMine);
        }
        mine += change;
        next = (next & ~(COUNTER_FIELD << shiftMine)) | ((long) mine << shiftMine);
        return next ^ (1L << TURN_SHIFT);
    }

    private boolean allHome(long code, int player) {
        for (int i = 0; i < BIRDS; i++) {
            if (field(code, player, i) != home) {
                return false;
            }
        }
        return true;
    }

    /**
     * Tells whether a move ends the game (the mover's last bird home).
     *
     * @param code the position the move was generated in
     * @param move a move from {@link #moves} of that position
     * @return whether the position after it is finished
     */
    public boolean wins(long code, int move) {
        if (target(move) != home) {
            return false;
        }
        int me = turn(code);
        for (int i = 0; i < BIRDS; i++) {
            if (i != bird(move) && field(code, me, i) != home) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns the bit set of houses that carry a rosette (bit h for house h).
     *
     * @return the mask
     */
    public int rosetteMask() {
        return rosettes;
    }

    /**
     * Returns the opponent's house on the same square as a player's house.
     *
     * @param player 0 light, 1 dark
     * @param house 1..N
     * @return the opponent's house, or 0 if the square is the player's own
     */
    public int opponentHouse(int player, int house) {
        return oppHouse[player][house];
    }
}
