package net.ur.ai.eval;


import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;

/**
 * What the agents play for, for every rule set: in the classic games winning (1) or losing (-1); in
 * games with counters (the Babylonian game: piles {@code light}, {@code dark} and {@code pool}) the
 * counters held at the end, as the difference between the two players divided by all counters in
 * play. Also the default {@link Evaluator}, built on the pieces' progress along their routes.
 */
public final class Utility {

    /** The default evaluation for any rule set: progress along the routes, and the counters. */
    public static final Evaluator PROGRESS = Utility::progress;

    /** Logistic scale of the progress difference (in route lengths) for the win estimate. */
    private static final double PROGRESS_SCALE = 2.2;

    private Utility() {
    }

    /**
     * Returns the value of a finished game to a player.
     *
     * @param state a state in phase GAME_OVER, not null
     * @param player the player, not null
     * @return 1 or -1 without counters; with counters the difference of counters over all counters
     */
    public static double terminal(GameState state, Player player) {
        if (state.isDraw()) {
            return 0.0;
        }
        if (!(state.counters() instanceof Counters.Piles c) || c.total() == 0) {
            return state.winner() == player ? 1.0 : -1.0;
        }
        int total = c.total();
        int mine = c.of(player);
        int theirs = c.of(player.other());
        int pool = c.pool();
        return (mine - theirs + (state.winner() == player ? pool : -pool)) / (double) total;
    }

    /**
     * Combines an estimated winning chance with the counters of a state.
     *
     * @param state a state, not null
     * @param player the player whose value it is, not null
     * @param winChance the player's estimated chance of winning, 0..1
     * @return the expected value to the player, in -1..1
     */
    public static double withCounters(GameState state, Player player, double winChance) {
        if (!(state.counters() instanceof Counters.Piles c) || c.total() == 0) {
            return 2 * winChance - 1;
        }
        int total = c.total();
        int mine = c.of(player);
        int theirs = c.of(player.other());
        int pool = c.pool();
        return (mine - theirs + pool * (2 * winChance - 1)) / total;
    }

    /**
     * Returns a player's progress: each finished piece counts 1, a piece on the board its share of
     * the route travelled, a waiting piece 0.
     *
     * @param rules the rule set, not null
     * @param state the state, not null
     * @param player the player, not null
     * @return the progress, 0..pieces
     */
    public static double progress(RuleSet rules, GameState state, Player player) {
        double len = rules.route(player).length() + 1.0;
        double sum = 0;
        for (PieceState ps : state.pieces()) {
            if (ps.piece().owner() != player) {
                continue;
            }
            if (ps.location() instanceof Location.Finished) {
                sum += 1;
            } else if (ps.location() instanceof Location.OnBoard on) {
                sum += (on.step() + 1) / len;
            }
        }
        return sum;
    }

    private static double progress(RuleSet rules, GameState state) {
        Player me = state.turn();
        double diff = progress(rules, state, me) - progress(rules, state, me.other());
        double chance = 1 / (1 + Math.exp(-PROGRESS_SCALE * diff));
        return withCounters(state, me, Math.min(0.999, Math.max(0.001, chance)));
    }
}
