package net.ur.ai.eval;

import net.ur.ai.fast.FastBabylonian;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.babylonian.BroadAstragal;

/**
 * The solo race of the Babylonian game: for every placing of one player's five birds, the expected
 * number of turns that player needs to bring them all home playing alone (no opponent to capture or
 * block it; its own birds block as the rules say: a house or rosette holding one cannot be entered),
 * choosing each turn between keeping the small astragal's roll and throwing the broad one so as to
 * finish soonest. Found once per board by dynamic programming over all placings, from the most advanced
 * down (alone, a move only ever advances a bird, so it raises the placing's index): a placing's value E
 * solves E = 1 + sum over the small roll v of 1/4 min(best kept move, 1/2 E + 1/2 best converted move),
 * a pass leaving E, found exactly by improving the choice of keeping or throwing for each roll until it
 * holds. The master's evaluation to win ({@link BabylonianEval#learnedMaster}) reads the difference of
 * both players' values. A table of (N + 2)^5 floats: 4 MB on the board of Ur, 7.6 MB on the
 * twenty-squares board; placings with two birds on one house, which no game reaches, are left at 0.
 */
public final class BabylonianRace {

    private static final int BIRDS = 5;
    /** The value given to a placing from which no roll ever moves (none is known; a guard). */
    private static final double STUCK = 500;

    private final int base;
    private final float[] turns;

    /**
     * Computes the table of a board.
     *
     * @param fast the board's encoding, not null
     */
    public BabylonianRace(FastBabylonian fast) {
        int home = fast.houses() + 1;
        this.base = home + 1;
        int[] power = new int[BIRDS + 1];
        power[0] = 1;
        for (int i = 0; i < BIRDS; i++) {
            power[i + 1] = power[i] * base;
        }
        int size = power[BIRDS];
        this.turns = new float[size];
        // the houses each bird launches onto with its launch roll: the Swallow any house just before a rosette
        int rosettes = fast.rosetteMask();
        int[] launchTargets = new int[BIRDS];
        int[] launchRoll = new int[BIRDS];
        for (int i = 0; i < BIRDS; i++) {
            Bird b = Bird.ALL.get(i);
            launchRoll[i] = b.launchRoll();
            if (b == Bird.SWALLOW) {
                for (int h = 1; h < home - 1; h++) {
                    if ((rosettes & (1 << (h + 1))) != 0) {
                        launchTargets[i] |= 1 << h;
                    }
                }
            } else {
                launchTargets[i] = 1 << b.launchHouse();
            }
        }
        int houses = ((1 << home) - 1) & ~1;
        int[] fields = new int[BIRDS];
        boolean[] keeps = new boolean[5];
        double[] keep = new double[5];
        double[] thrown = new double[5];
        // a move raises one bird's field, so a child's index is above its parent's: fill from the top down
        for (int idx = size - 1; idx >= 0; idx--) {
            int rest = idx;
            int own = 0;
            int onBoard = 0;
            boolean done = true;
            for (int i = 0; i < BIRDS; i++) {
                fields[i] = rest % base;
                rest /= base;
                own |= 1 << fields[i];
                done &= fields[i] == home;
                onBoard += fields[i] > 0 && fields[i] < home ? 1 : 0;
            }
            if (done) {
                turns[idx] = 0;
                continue;
            }
            if (Integer.bitCount(own & houses) != onBoard) {
                continue; // two birds on one house: no game reaches it
            }
            for (int v = 1; v <= 4; v++) {
                keep[v] = best(idx, fields, own, v, home, launchRoll, launchTargets, power);
                thrown[v] = best(idx, fields, own, BroadAstragal.convert(v), home, launchRoll, launchTargets, power);
            }
            turns[idx] = (float) solve(keep, thrown, keeps);
        }
    }

    /**
     * The fewest expected turns after a move with a roll, NaN if the roll has no move: a waiting bird
     * launches with its own roll onto a launch house free of the player's birds, a bird on the board moves
     * the roll forward onto a house free of them or exactly home (alone, nothing else blocks or captures).
     */
    private double best(int idx, int[] fields, int own, int roll, int home, int[] launchRoll, int[] launchTargets,
            int[] power) {
        double best = Double.NaN;
        for (int i = 0; i < BIRDS; i++) {
            int f = fields[i];
            int targets;
            if (f == home) {
                continue;
            } else if (f == 0) {
                targets = roll == launchRoll[i] ? launchTargets[i] & ~own : 0;
            } else {
                int t = f + roll;
                targets = t == home ? 1 << t : t < home ? (1 << t) & ~own : 0;
            }
            while (targets != 0) {
                int t = Integer.numberOfTrailingZeros(targets);
                targets &= targets - 1;
                double e = turns[idx + (t - f) * power[i]];
                if (!(e >= best)) {
                    best = e;
                }
            }
        }
        return best;
    }

    /**
     * Solves E = 1 + sum_v 1/4 min(keep[v], 1/2 E + 1/2 thrown[v]) (NaN: no such move; a converted roll
     * without a move passes, worth E) by improving the keep-or-throw choices until they hold ({@code keeps}:
     * scratch).
     */
    private static double solve(double[] keep, double[] thrown, boolean[] keeps) {
        for (int v = 1; v <= 4; v++) {
            keeps[v] = !Double.isNaN(keep[v]);
        }
        double e = STUCK;
        for (int iteration = 0; iteration < 16; iteration++) {
            double constant = 1;
            double slope = 0;
            for (int v = 1; v <= 4; v++) {
                if (keeps[v]) {
                    constant += 0.25 * keep[v];
                } else if (Double.isNaN(thrown[v])) {
                    slope += 0.25;
                } else {
                    constant += 0.125 * thrown[v];
                    slope += 0.125;
                }
            }
            e = slope >= 1 - 1e-12 ? STUCK : Math.min(STUCK, constant / (1 - slope));
            boolean changed = false;
            for (int v = 1; v <= 4; v++) {
                if (Double.isNaN(keep[v])) {
                    continue;
                }
                double t = 0.5 * e + 0.5 * (Double.isNaN(thrown[v]) ? e : thrown[v]);
                boolean k = keep[v] <= t;
                if (k != keeps[v]) {
                    keeps[v] = k;
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
        return e;
    }

    /**
     * The index of a player's placing in the table.
     *
     * @param code a position
     * @param player 0 light, 1 dark
     * @return the index
     */
    public int index(long code, int player) {
        long birds = code >>> (25 * player);
        int idx = 0;
        for (int i = BIRDS - 1; i >= 0; i--) {
            idx = idx * base + ((int) (birds >>> (5 * i)) & 31);
        }
        return idx;
    }

    /**
     * The expected turns a player needs to bring every bird home alone.
     *
     * @param code a position
     * @param player 0 light, 1 dark
     * @return the turns (0 when all are home)
     */
    public double turns(long code, int player) {
        return turns[index(code, player)];
    }
}
