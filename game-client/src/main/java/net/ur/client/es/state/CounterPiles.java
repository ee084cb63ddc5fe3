package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Counters;
import net.ur.rules.Player;

/**
 * The Babylonian game's counters as everyone reads them, on the table's entity: each player's
 * and the pool's. Written by the table system whenever the rules' counters change or the game is
 * given up; absent in a game without counters. The HUD, the coins on the table and the end panel
 * show these, so that they agree.
 *
 * @param light light's counters, not negative
 * @param dark dark's counters, not negative
 * @param pool the pool's counters, not negative
 */
public record CounterPiles(int light, int dark, int pool) implements EntityComponent {

    /** Validates the component. */
    public CounterPiles {
        Validate.nonNegative(light, "light");
        Validate.nonNegative(dark, "dark");
        Validate.nonNegative(pool, "pool");
    }

    /**
     * The counters on the table: the rules' own, with the pool paid to the winner of a game given
     * up. The rules pay the pool to the winner when they end a game; a game given up (resigned,
     * forfeited) is ended by the table instead, and its winner takes the pool as the match counts it.
     *
     * @param rules the rules' counters; not null
     * @param givenUpTo the winner of a game given up, or null while the rules alone judge the game
     * @return the counters to show
     */
    public static CounterPiles of(Counters.Piles rules, Player givenUpTo) {
        Validate.nonNull(rules, "rules");
        int toLight = givenUpTo == Player.LIGHT ? rules.pool() : 0;
        int toDark = givenUpTo == Player.DARK ? rules.pool() : 0;
        return new CounterPiles(rules.light() + toLight, rules.dark() + toDark, givenUpTo == null ? rules.pool() : 0);
    }

    /**
     * The counters of one pile.
     *
     * @param pile light's, dark's or the pool; not null
     * @return its counters
     */
    public int get(Counters.Pile pile) {
        Validate.nonNull(pile, "pile");
        return switch (pile) {
            case LIGHT -> light;
            case DARK -> dark;
            case POOL -> pool;
        };
    }
}
