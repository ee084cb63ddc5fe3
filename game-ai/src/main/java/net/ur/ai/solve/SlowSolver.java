package net.ur.ai.solve;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Roll;

/**
 * The test oracle: plain value iteration over the readable model ({@link RuleSet}), with every reachable
 * state awaiting a roll kept in a map. Slow and simple on purpose; for tiny variants (1 to 3 pieces).
 */
public final class SlowSolver {

    private SlowSolver() {
    }

    /**
     * Solves a rule set.
     *
     * @param rules a classic rule set with few pieces, not null
     * @param tolerance stop when no value changes by more than this
     * @return for every reachable state awaiting a roll, the probability that the player to roll wins
     */
    public static Map<GameState, Double> solve(RuleSet rules, double tolerance) {
        int maxRoll = rules.dice().maxValue();
        Map<GameState, Integer> ids = new HashMap<>();
        List<GameState> states = new ArrayList<>();
        List<int[][]> succ = new ArrayList<>();
        ArrayDeque<GameState> queue = new ArrayDeque<>();
        GameState start = rules.initialState();
        ids.put(start, 0);
        states.add(start);
        queue.add(start);
        List<int[][]> kinds = new ArrayList<>();
        while (!queue.isEmpty()) {
            GameState s = queue.poll();
            int[][] rollSucc = new int[maxRoll + 1][];
            int[][] rollKind = new int[maxRoll + 1][];
            for (int r = 0; r <= maxRoll; r++) {
                List<GameState> next = new ArrayList<>();
                if (rules.dice().probability(r) == 0) {
                    rollSucc[r] = new int[0];
                    rollKind[r] = new int[0];
                    continue;
                }
                GameState rolled = rules.applyRoll(s, Roll.of(r));
                if (rolled.phase() == Phase.AWAITING_MOVE) {
                    for (Move m : rules.legalMoves(rolled)) {
                        next.add(rules.applyMove(rolled, m));
                    }
                } else {
                    next.add(rolled);
                }
                rollSucc[r] = new int[next.size()];
                rollKind[r] = new int[next.size()];
                for (int i = 0; i < next.size(); i++) {
                    GameState n = next.get(i);
                    if (n.isOver()) {
                        rollKind[r][i] = n.winner() == s.turn() ? 2 : 3; // 2 win, 3 loss
                        continue;
                    }
                    Integer id = ids.get(n);
                    if (id == null) {
                        id = states.size();
                        ids.put(n, id);
                        states.add(n);
                        queue.add(n);
                    }
                    rollSucc[r][i] = id;
                    rollKind[r][i] = n.turn() == s.turn() ? 0 : 1; // 0 same player, 1 opponent
                }
            }
            succ.add(rollSucc);
            kinds.add(rollKind);
        }
        double[] prob = new double[maxRoll + 1];
        for (int r = 0; r <= maxRoll; r++) {
            prob[r] = rules.dice().probability(r);
        }
        double[] v = new double[states.size()];
        java.util.Arrays.fill(v, 0.5);
        double change;
        do {
            change = 0;
            for (int s = 0; s < v.length; s++) {
                double total = 0;
                for (int r = 0; r <= maxRoll; r++) {
                    if (prob[r] == 0) {
                        continue;
                    }
                    double best = -1;
                    int[] ss = succ.get(s)[r];
                    int[] kk = kinds.get(s)[r];
                    for (int i = 0; i < ss.length; i++) {
                        double x = switch (kk[i]) {
                            case 0 -> v[ss[i]];
                            case 1 -> 1 - v[ss[i]];
                            case 2 -> 1;
                            default -> 0;
                        };
                        best = Math.max(best, x);
                    }
                    total += prob[r] * best;
                }
                change = Math.max(change, Math.abs(total - v[s]));
                v[s] = total;
            }
        } while (change > tolerance);
        Map<GameState, Double> out = new HashMap<>();
        for (int s = 0; s < v.length; s++) {
            out.put(states.get(s), v[s]);
        }
        return out;
    }
}
