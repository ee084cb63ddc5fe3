package net.ur.ai.review;

import java.util.EnumMap;
import java.util.Map;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;

/**
 * The figures of a game for its end panel, for each side: moves made, pieces captured, rosettes
 * landed on, pieces borne off, and in games with counters the counters won and paid over the game
 * (every change of the side's pile after its start, the stake paid in at the start included).
 *
 * @param sides each player's figures
 */
public record GameStatistics(Map<Player, Side> sides) {

    /** One side's figures. */
    public record Side(int moves, int captures, int rosettes, int borneOff, int countersWon, int countersPaid) {
    }

    /**
     * Counts a game's figures.
     *
     * @param record the game (finished or not), not null
     * @return the figures
     */
    public static GameStatistics of(GameRecord record) {
        if (record == null) {
            throw new IllegalArgumentException("record must not be null");
        }
        Map<Player, int[]> n = new EnumMap<>(Player.class);
        for (Player p : Player.values()) {
            n.put(p, new int[6]);
        }
        for (int i = 0; i < record.entries().size(); i++) {
            RecordEntry e = record.entries().get(i);
            GameState before = record.states().get(i);
            GameState after = record.states().get(i + 1);
            Move m = e.move();
            if (m != null) {
                int[] c = n.get(m.player());
                c[0]++;
                c[1] += m.captured().size();
                c[2] += m.rosette() ? 1 : 0;
                c[3] += m.isBearOff() ? 1 : 0;
            }
            if (before.counters() instanceof Counters.Piles b && after.counters() instanceof Counters.Piles a) {
                for (Player p : Player.values()) {
                    int d = a.of(p) - b.of(p);
                    n.get(p)[d > 0 ? 4 : 5] += Math.abs(d);
                }
            }
        }
        Map<Player, Side> sides = new EnumMap<>(Player.class);
        n.forEach((p, c) -> sides.put(p, new Side(c[0], c[1], c[2], c[3], c[4], c[5])));
        return new GameStatistics(Map.copyOf(sides));
    }
}
