package net.ur.ai.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

import net.ur.ai.fast.FastBabylonian;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.babylonian.BroadAstragal;

/**
 * The learned static evaluation of the Babylonian game, on the compact encoding
 * ({@link FastBabylonian}): a logistic model of the chance that the player to act wins, and a linear
 * model of the counters that player will still gain on the opponent until the end (collections,
 * payments and the pool to the winner), over the features of {@link #features} and
 * {@link #counterFeatures}; and a second logistic model of the chance to win, over the same features,
 * for a player who plays to win ({@link Objective#WIN}): the first is fitted to games played for
 * counters, where players wait on rosettes and leave the race, the second to games played to win.
 * Both models see the board's own shape through one feature per house (each board has its own
 * weights). The weights are fitted to self-play games by {@link BabylonianTrainer}
 * ({@code ur bench ai --learn}) and read from the resource {@code babylonian-eval.properties} beside
 * this class.
 */
public final class BabylonianEval {

    /** The number of the win model's features that every board has ({@link #features}); one a house follows. */
    public static final int FEATURES = 10;
    /** The number of the counters model's features that every board has ({@link #counterFeatures}); one a field follows. */
    public static final int COUNTER_FEATURES = 13;
    /**
     * What winning is worth, in counters, on top of the counters when playing for counters: a
     * tie-break, so that a player ahead with an empty pool still brings its birds home. Without it two
     * players playing for counters can stall for ever: the one ahead has nothing left to gain by
     * finishing and throws the broad astragal rather than move, the one behind likewise (measured: an
     * arena between two such levels never ended).
     */
    public static final double WIN_BONUS = 1.0;
    /**
     * The number of race features of the master's win models ({@link #learnedMaster}), after the houses:
     * the difference of the solo race's expected turns ({@link BabylonianRace}), the opponent's less the
     * player's, over 10; the same over the square root of their sum plus one (a lead of a few turns
     * decides a short race, not a long one); one over that root (the tempo of the player to act, worth
     * more near the end).
     */
    public static final int RACE_FEATURES = 3;
    /** The resource holding the learned weights, beside this class. */
    public static final String RESOURCE = "babylonian-eval.properties";

    private static final int BIRDS = 5;
    private static final double TOTAL = BabylonianSetup.TOTAL;
    private static final double[] VALUE = new double[BIRDS];
    /** [bird]: the expected throws to launch it (1 / its launch roll's chance), in units of 8 throws. */
    private static final double[] LAUNCH_WAIT = new double[BIRDS];
    private static final int[] LAUNCH_HOUSE = new int[BIRDS];
    private static final int CONVERTED_1 = BroadAstragal.convert(1);
    private static final int CONVERTED_2 = BroadAstragal.convert(2);
    private static final int CONVERTED_3 = BroadAstragal.convert(3);
    private static final int CONVERTED_4 = BroadAstragal.convert(4);

    static {
        for (int i = 0; i < BIRDS; i++) {
            Bird b = Bird.ALL.get(i);
            VALUE[i] = b.counters();
            // the Swallow's 2 is a small-astragal throw (1/4); the others need the broad astragal's yes too (1/8)
            LAUNCH_WAIT[i] = (b.launchRoll() <= 4 ? 4.0 : 8.0) / 8.0;
            LAUNCH_HOUSE[i] = b == Bird.SWALLOW ? 1 : b.launchHouse();
        }
    }

    private final FastBabylonian fast;
    /** The solo race of the board, or null for the models without race features. */
    private final BabylonianRace race;
    private final int home;
    /** [field]: the rosettes on houses after it (for a waiting bird: at or after its launch house). */
    private final int[] rosettesAhead;
    private final int rosetteMask;
    private final int winSize;
    private final int counterSize;
    private final double[] win;
    private final double[] toWin;
    private final double[] counters;
    private final int[] captures = new int[11];

    /**
     * The table of the fast evaluation ({@link #evaluate(long, Objective)}): every feature but the
     * threats and the counters held is a sum over the birds of what each bird on its field adds (the
     * opponent's subtract), so each model's weighted sum of them is looked up per bird (through
     * {@link #pair} and {@link #pairToWin}, each bird's entry less the opponent's same bird's). Entry
     * {@code ((bird * 32 + field) * 8)}, eight doubles (a cache line): the win model's weighted sum, the
     * towin model's, the counters model's weights of win features 0..8 (before the horizon) times the
     * bird's features, the bird's rosette prospects (win feature 2), the counters model's field feature
     * weighted, and the houses left to travel.
     */
    private final double[] part = new double[BIRDS * 32 * 8];
    /**
     * [t]: a threat sum t of {@link FastBabylonian#threats} as the feature, t / 8 / (N + 1) (a sum is at
     * most four times twice the highest house).
     */
    private final double[] threatScale;
    /** [k]: the horizon of k houses left to travel, k / (5 (N + 1)). */
    private final double[] horizon;
    /**
     * The differences of {@link #part}'s entries for the counters objective, per bird and pair of fields
     * (the player's, the opponent's): entry {@code ((bird * (N + 2) + mine) * (N + 2) + theirs) * 4}, the
     * win model's sum, the counters model's, the rosette prospects and the field feature, each the
     * player's entry less the opponent's (the same doubles the sum over the birds adds).
     */
    private final double[] pair;
    /** The differences of {@link #part}'s {@code towin} sums, per bird and pair of fields as {@link #pair}, one a pair. */
    private final double[] pairToWin;

    /**
     * Creates an evaluation with given weights, playing to win with the win model.
     *
     * @param fast the compact encoding of the board, not null
     * @param win {@link #winSize} weights of the win model, not null
     * @param counters {@link #counterSize} weights of the counters model, not null
     */
    public BabylonianEval(FastBabylonian fast, double[] win, double[] counters) {
        this(fast, win, counters, win);
    }

    /**
     * Creates an evaluation with given weights.
     *
     * @param fast the compact encoding of the board, not null
     * @param win {@link #winSize} weights of the win model (the counters objective's), not null
     * @param counters {@link #counterSize} weights of the counters model, not null
     * @param toWin {@link #winSize} weights of the win model of a player playing to win, not null
     */
    public BabylonianEval(FastBabylonian fast, double[] win, double[] counters, double[] toWin) {
        this(fast, win, counters, toWin, false);
    }

    /**
     * Creates an evaluation with given weights, with or without the race features.
     *
     * @param fast the compact encoding of the board, not null
     * @param win {@link #winSize} weights of the win model (the counters objective's), not null
     * @param counters {@link #counterSize} weights of the counters model, not null
     * @param toWin {@link #winSize} weights of the win model of a player playing to win, not null
     * @param withRace whether the win models end with the {@link #RACE_FEATURES} race features (the
     *     board's race table is computed once per board, in a fraction of a second, and kept)
     */
    public BabylonianEval(FastBabylonian fast, double[] win, double[] counters, double[] toWin, boolean withRace) {
        if (fast == null || win == null || counters == null || toWin == null) {
            throw new IllegalArgumentException("the evaluation needs the encoding and three weight vectors");
        }
        this.race = withRace ? Races.of(fast) : null;
        this.winSize = FEATURES + fast.houses() + (withRace ? RACE_FEATURES : 0);
        this.counterSize = COUNTER_FEATURES + fast.houses() + 1;
        if (win.length != winSize || toWin.length != winSize || counters.length != counterSize) {
            throw new IllegalArgumentException("the evaluation of " + fast.board().ruleSetName() + " needs " + winSize
                    + " weights a win model and " + counterSize + " counter weights, got " + win.length + ", "
                    + toWin.length + " and " + counters.length);
        }
        this.fast = fast;
        this.home = fast.houses() + 1;
        this.rosetteMask = fast.rosetteMask();
        this.rosettesAhead = new int[home + 1];
        for (int f = 0; f <= home; f++) {
            rosettesAhead[f] = Integer.bitCount(rosetteMask >>> (f + 1));
        }
        this.win = win.clone();
        this.toWin = toWin.clone();
        this.counters = counters.clone();
        this.threatScale = new double[8 * fast.houses() + 1];
        for (int k = 0; k < threatScale.length; k++) {
            threatScale[k] = k * 0.125 / home;
        }
        this.horizon = new double[5 * home + 1];
        for (int k = 0; k < horizon.length; k++) {
            horizon[k] = k / (5.0 * home);
        }
        double[] g = new double[winSize];
        for (int i = 0; i < BIRDS; i++) {
            for (int f = 0; f <= home; f++) {
                birdFeatures(i, f, g);
                int k = (i * 32 + f) * 8;
                for (int j = 0; j < winSize; j++) {
                    part[k] += this.win[j] * g[j];
                    part[k + 1] += this.toWin[j] * g[j];
                }
                for (int j = 0; j <= 8; j++) {
                    part[k + 2] += this.counters[2 + j] * g[j];
                }
                part[k + 3] = g[2];
                part[k + 4] = f < home ? this.counters[COUNTER_FEATURES + f] * 0.25 * VALUE[i] : 0;
                part[k + 5] = home - f;
            }
        }
        int span = home + 1;
        this.pair = new double[BIRDS * span * span * 4];
        this.pairToWin = new double[BIRDS * span * span];
        for (int i = 0; i < BIRDS; i++) {
            for (int fm = 0; fm < span; fm++) {
                for (int ft = 0; ft < span; ft++) {
                    int a = (i * 32 + fm) * 8;
                    int b = (i * 32 + ft) * 8;
                    int e = ((i * span + fm) * span + ft) * 4;
                    pair[e] = part[a] - part[b];
                    pair[e + 1] = part[a + 2] - part[b + 2];
                    pair[e + 2] = part[a + 3] - part[b + 3];
                    pair[e + 3] = part[a + 4] - part[b + 4];
                    pairToWin[e / 4] = part[a + 1] - part[b + 1];
                }
            }
        }
    }

    /** The race table of each board, computed when first asked for. */
    private static final class Races {
        private static final Map<BabylonianBoard, BabylonianRace> TABLES = new EnumMap<>(BabylonianBoard.class);

        static synchronized BabylonianRace of(FastBabylonian fast) {
            return TABLES.computeIfAbsent(fast.board(), b -> new BabylonianRace(fast));
        }
    }

    /**
     * Returns whether the win models end with the race features.
     *
     * @return whether they do
     */
    public boolean hasRace() {
        return race != null;
    }

    /** The win features one bird of the player adds on a field (the threats, counters, constant and race none). */
    private void birdFeatures(int i, int f, double[] out) {
        Arrays.fill(out, 0);
        if (f == home) {
            out[0] = 1;
            out[1] = 1;
        } else if (f == 0) {
            out[2] = VALUE[i] * rosettesAhead[LAUNCH_HOUSE[i] - 1];
            out[3] = LAUNCH_WAIT[i];
        } else {
            out[0] = f * (1.0 / home);
            out[2] = VALUE[i] * rosettesAhead[f];
            out[4] = 1;
            out[FEATURES - 1 + f] = 1;
            out[7] = (rosetteMask & (1 << f)) != 0 ? 1 : 0;
        }
    }

    /**
     * Returns the number of features of a win model on this board: {@link #FEATURES}, then one a house.
     *
     * @return the number
     */
    public int winSize() {
        return winSize;
    }

    /**
     * Returns the number of features of the counters model on this board: {@link #COUNTER_FEATURES},
     * then one a field (waiting and each house).
     *
     * @return the number
     */
    public int counterSize() {
        return counterSize;
    }

    /**
     * Returns the scratch doubles {@link #evaluate} needs: both models' features.
     *
     * @return the number
     */
    public int scratchSize() {
        return winSize + counterSize;
    }

    /**
     * Returns the evaluation with the learned weights of a board (from {@link #RESOURCE}).
     *
     * @param board the board, not null
     * @return a new evaluation (it keeps a move buffer: one per search)
     * @throws IllegalStateException if the resource is missing or lacks the board's weights
     */
    public static BabylonianEval learned(BabylonianBoard board) {
        if (board == null) {
            throw new IllegalArgumentException("board must not be null");
        }
        Properties p = Learned.PROPERTIES;
        String name = board.ruleSetName();
        FastBabylonian fast = new FastBabylonian(board);
        int winSize = FEATURES + fast.houses();
        return new BabylonianEval(fast, parse(p, name + ".win", winSize),
                parse(p, name + ".counters", COUNTER_FEATURES + fast.houses() + 1), parse(p, name + ".towin", winSize));
    }

    /**
     * Returns the master's evaluation of a board: its own win model of a player playing to win, with the
     * race features, learned by {@code ur bench ai --learn --master --to-win} (key {@code BOARD.master.towin}
     * of {@link #RESOURCE}); for counters its own models where the resource has them ({@code BOARD.master.win}
     * and {@code BOARD.master.counters}, learned by {@code ur bench ai --learn --master --depth 3} from
     * self-play searched as deep as the expert searches), else the other levels' (their win model weighing
     * the race features nothing); docs/AI.md says which boards have which.
     *
     * @param board the board, not null
     * @return a new evaluation (it keeps a move buffer: one per search)
     * @throws IllegalStateException if the resource is missing or lacks the board's weights
     */
    public static BabylonianEval learnedMaster(BabylonianBoard board) {
        if (board == null) {
            throw new IllegalArgumentException("board must not be null");
        }
        Properties p = Learned.PROPERTIES;
        String name = board.ruleSetName() + ".master";
        FastBabylonian fast = new FastBabylonian(board);
        int winSize = FEATURES + fast.houses() + RACE_FEATURES;
        int counterSize = COUNTER_FEATURES + fast.houses() + 1;
        double[] win = p.containsKey(name + ".win") ? parse(p, name + ".win", winSize)
                : Arrays.copyOf(parse(p, board.ruleSetName() + ".win", winSize - RACE_FEATURES), winSize);
        double[] counters = parse(p, p.containsKey(name + ".counters") ? name + ".counters"
                : board.ruleSetName() + ".counters", counterSize);
        return new BabylonianEval(fast, win, counters, parse(p, name + ".towin", winSize), true);
    }

    /**
     * Returns hand-set starting weights for a board before any learning: the win chance from the
     * progress difference only, the counters model the pool to the likely winner only.
     *
     * @param fast the encoding of the board, not null
     * @return the evaluation
     */
    public static BabylonianEval untrained(FastBabylonian fast) {
        return untrained(fast, false);
    }

    /**
     * Returns hand-set starting weights as {@link #untrained(FastBabylonian)}, with or without the race
     * features (weighted nothing at the start).
     *
     * @param fast the encoding of the board, not null
     * @param withRace whether the win models have the race features
     * @return the evaluation
     */
    public static BabylonianEval untrained(FastBabylonian fast, boolean withRace) {
        double[] w = new double[FEATURES + fast.houses() + (withRace ? RACE_FEATURES : 0)];
        w[0] = 2.2;
        double[] c = new double[COUNTER_FEATURES + fast.houses() + 1];
        c[0] = 10;
        return new BabylonianEval(fast, w, c, w, withRace);
    }

    /** The resource, read once. */
    private static final class Learned {
        static final Properties PROPERTIES = read();

        private static Properties read() {
            Properties p = new Properties();
            try (InputStream in = BabylonianEval.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the learned Babylonian evaluation " + RESOURCE
                            + " is missing from the classpath");
                }
                p.load(in);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + RESOURCE, e);
            }
            return p;
        }
    }

    private static double[] parse(Properties p, String key, int n) {
        String v = p.getProperty(key);
        if (v == null) {
            throw new IllegalStateException(RESOURCE + " has no " + key);
        }
        String[] parts = v.trim().split("\\s*,\\s*");
        if (parts.length != n) {
            throw new IllegalStateException(RESOURCE + ": " + key + " needs " + n + " weights, has " + parts.length);
        }
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = Double.parseDouble(parts[i]);
        }
        return w;
    }

    /**
     * Returns the encoding of the board.
     *
     * @return the encoding
     */
    public FastBabylonian fast() {
        return fast;
    }

    /**
     * Returns the weights of the win model.
     *
     * @return a copy
     */
    public double[] winWeights() {
        return win.clone();
    }

    /**
     * Returns the weights of the win model of a player playing to win.
     *
     * @return a copy
     */
    public double[] toWinWeights() {
        return toWin.clone();
    }

    /**
     * Returns the weights of the counters model.
     *
     * @return a copy
     */
    public double[] counterWeights() {
        return counters.clone();
    }

    /**
     * Computes the features of a position awaiting a roll, to the player to act (each a difference,
     * the player's less the opponent's, but the constant): 0 progress (a bird home 1, one on house h
     * h / (N + 1)); 1 birds home; 2 counters still to collect or pay on the rosettes ahead (each
     * unfinished bird's counters times the rosettes ahead of it; a waiting bird's from its launch
     * house); 3 the launch rolls the unlaunched birds still need (each bird's expected throws to its
     * launch roll, in units of 8: the Swallow 4 throws, the others 8); 4 birds on the board; 5 the
     * capture threat of the player to act (over its next throw, for each small roll the better of
     * keeping and half the converted roll's best capture, the captured bird's progress); 6 the same
     * threat of the opponent, were it to throw now; 7 birds sitting on rosettes; 8 counters held;
     * 9 a constant 1; then for each house h = 1..N the player's birds on it less the opponent's (the
     * board's shape: which houses are safe, shared, a launch house, a step before a rosette, learned per
     * board rather than described).
     *
     * @param code a position of a game that goes on
     * @param out receives {@link #winSize} values
     */
    public void features(long code, double[] out) {
        int me = FastBabylonian.turn(code);
        Arrays.fill(out, 0, winSize, 0);
        double step = 1.0 / home;
        for (int p = 0; p < 2; p++) {
            double sign = p == me ? 1 : -1;
            for (int i = 0; i < BIRDS; i++) {
                int f = FastBabylonian.field(code, p, i);
                if (f == home) {
                    out[0] += sign;
                    out[1] += sign;
                    continue;
                }
                if (f == 0) {
                    out[2] += sign * VALUE[i] * rosettesAhead[LAUNCH_HOUSE[i] - 1];
                    out[3] += sign * LAUNCH_WAIT[i];
                    continue;
                }
                out[0] += sign * f * step;
                out[2] += sign * VALUE[i] * rosettesAhead[f];
                out[4] += sign;
                out[FEATURES - 1 + f] += sign;
                if ((rosetteMask & (1 << f)) != 0) {
                    out[7] += sign;
                }
            }
        }
        out[5] = threat(code, me);
        out[6] = threat(code, 1 - me);
        out[8] = FastBabylonian.counters(code, me) - FastBabylonian.counters(code, 1 - me);
        out[9] = 1;
        if (race != null) {
            raceFeatures(race.turns(code, me), race.turns(code, 1 - me), out, FEATURES + fast.houses());
        }
    }

    /** Writes the race features of the player's and the opponent's solo turns at an offset. */
    private static void raceFeatures(double mine, double theirs, double[] out, int at) {
        double root = Math.sqrt(mine + theirs + 1);
        out[at] = (theirs - mine) / 10;
        out[at + 1] = (theirs - mine) / root;
        out[at + 2] = 1 / root;
    }

    /**
     * The race features' share of a win model's sum, or 0 without them (the master's win model for
     * counters weighs them nothing: then they are not looked up).
     */
    private double raceSum(long code, int me, double[] weights) {
        int at = FEATURES + fast.houses();
        if (race == null || (weights[at] == 0 && weights[at + 1] == 0 && weights[at + 2] == 0)) {
            return 0;
        }
        double mine = race.turns(code, me);
        double theirs = race.turns(code, 1 - me);
        double root = Math.sqrt(mine + theirs + 1);
        return weights[at] * (theirs - mine) / 10 + weights[at + 1] * (theirs - mine) / root + weights[at + 2] / root;
    }

    /** The expected progress a player captures with its next throw, were it to throw now. */
    private double threat(long code, int player) {
        int[] c = captures;
        fast.bestCaptures(code, player, c);
        double sum = Math.max(c[1], 0.5 * c[CONVERTED_1]) + Math.max(c[2], 0.5 * c[CONVERTED_2])
                + Math.max(c[3], 0.5 * c[CONVERTED_3]) + Math.max(c[4], 0.5 * c[CONVERTED_4]);
        return 0.25 * sum / home;
    }

    /**
     * Computes the counters model's features from the win model's, at {@code f[winSize..]}: 0 the
     * pool times the estimated margin of winning (2w - 1), over 10 (the pool goes to the winner); 1 the
     * pool times the rosette prospects (win feature 2) times the horizon, over 100; 2..10 the win
     * features 0..8 times the horizon; 11 the horizon; 12 a constant 1. The horizon estimates the
     * share of the game still to play: the houses the player nearer the end still has to travel (a
     * waiting bird the whole route), over five whole routes; counters change hands only while the
     * game lasts, so every exchange feature is scaled by it; then for each field (0 waiting, each house
     * 1..N) the counters of the player's birds on it less the opponent's, over 4: what a bird on each
     * house of this board can still expect to collect or pay (on the board of Ur a bird past the
     * middle rosette can only collect, the last rosette being the last house before home).
     *
     * @param code the position
     * @param f the win model's features, then receives the counters model's after them
     * @param winChance the estimated chance of winning
     */
    public void counterFeatures(long code, double[] f, double winChance) {
        int me = FastBabylonian.turn(code);
        int base = winSize + COUNTER_FEATURES;
        Arrays.fill(f, base, base + home, 0);
        int leftMe = 0;
        int leftThem = 0;
        for (int p = 0; p < 2; p++) {
            double sign = p == me ? 0.25 : -0.25;
            for (int i = 0; i < BIRDS; i++) {
                int field = FastBabylonian.field(code, p, i);
                if (p == me) {
                    leftMe += home - field;
                } else {
                    leftThem += home - field;
                }
                if (field < home) {
                    f[base + field] += sign * VALUE[i];
                }
            }
        }
        double h = Math.min(leftMe, leftThem) / (5.0 * home);
        int pool = FastBabylonian.pool(code);
        f[winSize] = pool * (2 * winChance - 1) / 10.0;
        f[winSize + 1] = pool * f[2] * h / 100.0;
        for (int i = 0; i <= 8; i++) {
            f[winSize + 2 + i] = f[i] * h;
        }
        f[winSize + 11] = h;
        f[winSize + 12] = 1;
    }

    /**
     * The estimated chance that the player to act wins, by the counters objective's win model.
     *
     * @param f the features
     * @return 0.001..0.999
     */
    public double winChance(double[] f) {
        return chance(win, f);
    }

    /**
     * The estimated chance that the player to act wins, by the win model of a player playing to win.
     *
     * @param f the features
     * @return 0.001..0.999
     */
    public double toWinChance(double[] f) {
        return chance(toWin, f);
    }

    private double chance(double[] weights, double[] f) {
        double x = 0;
        for (int i = 0; i < winSize; i++) {
            x += weights[i] * f[i];
        }
        return Math.min(0.999, Math.max(0.001, 1 / (1 + Math.exp(-x))));
    }

    /**
     * The estimated counters the player to act still gains on the opponent until the end.
     *
     * @param f the features, with the counters model's after the win model's
     * @return the gain (negative: a loss)
     */
    public double counterGain(double[] f) {
        double x = 0;
        for (int i = 0; i < counterSize; i++) {
            x += counters[i] * f[winSize + i];
        }
        return x;
    }

    /**
     * Judges a position awaiting a roll for an objective, to the player to act, from the features
     * themselves ({@link #features}, {@link #counterFeatures}): the definition the search's
     * {@link #evaluate(long, Objective)} computes faster and tests compare it with.
     *
     * @param code a position of a game that goes on
     * @param objective what the player plays for, not null
     * @param scratch at least {@link #scratchSize} doubles to work in
     * @return for {@link Objective#WIN} 2w - 1; for {@link Objective#COUNTERS} the expected final
     *     difference of counters (with {@link #WIN_BONUS} for the win) over all counters; strictly
     *     between -1 and 1
     */
    public double evaluate(long code, Objective objective, double[] scratch) {
        features(code, scratch);
        if (objective == Objective.WIN) {
            return 2 * toWinChance(scratch) - 1;
        }
        double w = winChance(scratch);
        counterFeatures(code, scratch, w);
        double margin = scratch[8] + counterGain(scratch) + WIN_BONUS * (2 * w - 1);
        return Math.max(-0.999, Math.min(0.999, margin / TOTAL));
    }

    /**
     * Judges a position as {@link #evaluate(long, Objective, double[])} does (the same value but for the
     * rounding of sums taken in another order), fast, for the search: the birds' features are looked up
     * per bird, already weighted by each model, and the capture threats found on bit sets; nothing is
     * allocated. Not thread-safe (it keeps a small buffer): one evaluation per search.
     *
     * @param code a position of a game that goes on
     * @param objective what the player plays for, not null
     * @return the value, strictly between -1 and 1
     */
    public double evaluate(long code, Objective objective) {
        int me = FastBabylonian.turn(code);
        long mine = code >>> (25 * me);
        long theirs = code >>> (25 - 25 * me);
        int threats = fast.threats(code);
        double tMe = threatScale[threats & 0xFFFF];
        double tThem = threatScale[threats >>> 16];
        int held = FastBabylonian.counters(code, me) - FastBabylonian.counters(code, 1 - me);
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
        int span = home + 1;
        int p0 = m0 * span + t0;
        int p1 = (span + m1) * span + t1;
        int p2 = (2 * span + m2) * span + t2;
        int p3 = (3 * span + m3) * span + t3;
        int p4 = (4 * span + m4) * span + t4;
        if (objective == Objective.WIN) {
            // the sum in the order of the loop over the birds that defines it (the same rounding)
            double[] d = pairToWin;
            double x = 0;
            x += d[p0];
            x += d[p1];
            x += d[p2];
            x += d[p3];
            x += d[p4];
            x += toWin[5] * tMe + toWin[6] * tThem + toWin[8] * held + toWin[9] + raceSum(code, me, toWin);
            return 2 * clampChance(1 / (1 + Math.exp(-x))) - 1;
        }
        // the sums in the order of the loop over the birds that defines them (the same rounding), each
        // bird's difference read from the table of pairs
        double[] d = pair;
        int e0 = p0 * 4;
        int e1 = p1 * 4;
        int e2 = p2 * 4;
        int e3 = p3 * 4;
        int e4 = p4 * 4;
        double x = 0;
        x += d[e0];
        x += d[e1];
        x += d[e2];
        x += d[e3];
        x += d[e4];
        double c = 0;
        c += d[e0 + 1];
        c += d[e1 + 1];
        c += d[e2 + 1];
        c += d[e3 + 1];
        c += d[e4 + 1];
        double prospects = 0;
        prospects += d[e0 + 2];
        prospects += d[e1 + 2];
        prospects += d[e2 + 2];
        prospects += d[e3 + 2];
        prospects += d[e4 + 2];
        double fields = 0;
        fields += d[e0 + 3];
        fields += d[e1 + 3];
        fields += d[e2 + 3];
        fields += d[e3 + 3];
        fields += d[e4 + 3];
        // the houses left to travel are whole numbers: their sums are exact in any order
        double h = horizon[Math.min(5 * home - (m0 + m1 + m2 + m3 + m4), 5 * home - (t0 + t1 + t2 + t3 + t4))];
        x += win[5] * tMe + win[6] * tThem + win[8] * held + win[9] + raceSum(code, me, win);
        double w = clampChance(1 / (1 + Math.exp(-x)));
        int pool = FastBabylonian.pool(code);
        double gain = counters[0] * (pool * (2 * w - 1) / 10.0) + counters[1] * (pool * prospects * h / 100.0)
                + h * (c + counters[7] * tMe + counters[8] * tThem + counters[10] * held) + counters[11] * h
                + counters[12] + fields;
        double margin = held + gain + WIN_BONUS * (2 * w - 1);
        double v = margin / TOTAL;
        return v > 0.999 ? 0.999 : v < -0.999 ? -0.999 : v;
    }

    /**
     * Math.min(0.999, Math.max(0.001, p)) for a p that is not NaN, by comparisons: the same value, but
     * a branch the processor predicts (a clamp seldom bites) in place of Math.min's and Math.max's
     * sequences, which stand on the evaluation's chain of dependent operations.
     */
    private static double clampChance(double p) {
        return p > 0.999 ? 0.999 : p < 0.001 ? 0.001 : p;
    }

    /**
     * Formats weights for {@link #RESOURCE}.
     *
     * @param w the weights, not null
     * @return comma-separated, six decimals
     */
    public static String format(double[] w) {
        if (w == null) {
            throw new IllegalArgumentException("weights must not be null");
        }
        StringBuilder b = new StringBuilder();
        for (double v : w) {
            b.append(b.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.6f", v));
        }
        return b.toString();
    }
}
