package net.ur.rules.record;

import java.util.List;
import java.util.SplittableRandom;

import net.ur.rules.Move;
import net.ur.rules.RuleSet;

/**
 * Plays seeded random games through the {@link Game} facade for tests of other packages.
 */
public final class GameRecordTestSupport {

    private GameRecordTestSupport() {
    }

    /**
     * Plays a game to its end with seeded dice and uniformly random moves.
     *
     * @param rules the rules
     * @param seed the seed
     * @return the finished game
     */
    public static Game play(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game g = Game.start(rules);
        while (!g.state().isOver()) {
            g = g.roll(random);
            List<Move> moves = g.legalMoves();
            if (!moves.isEmpty()) {
                g = g.move(moves.get(random.nextInt(moves.size())));
            }
        }
        return g;
    }
}
