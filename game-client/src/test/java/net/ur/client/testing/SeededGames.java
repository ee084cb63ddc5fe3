package net.ur.client.testing;

import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.record.Game;

/** Games played by a seed for tests: the dice from the seed, the roll decisions kept when they may be. */
public final class SeededGames {

    private SeededGames() {
    }

    /**
     * One step of a game: a throw, a roll decision (keep when the throw may be kept, else the broad
     * astragal) or a move chosen by {@code choose}.
     *
     * @param g a game that is not over
     * @param random the dice
     * @param choose picks one of the legal moves
     * @return the game after the step
     */
    public static Game step(Game g, RandomGenerator random, BiFunction<List<Move>, RandomGenerator, Move> choose) {
        if (g.state().phase() == Phase.AWAITING_ROLL) {
            return g.roll(random);
        }
        if (g.state().phase() == Phase.AWAITING_ROLL_DECISION) {
            return g.canKeepRoll() ? g.keepRoll() : g.throwBroad(random);
        }
        return g.move(choose.apply(g.legalMoves(), random));
    }

    /** A random one of the moves. */
    public static Move anyMove(List<Move> moves, RandomGenerator random) {
        return moves.get(random.nextInt(moves.size()));
    }

    /** The first of the moves. */
    public static Move firstMove(List<Move> moves, RandomGenerator random) {
        return moves.get(0);
    }

    /**
     * A game played to its end.
     *
     * @param rules the rule set's name
     * @param seed the dice's seed
     * @param choose picks each move
     * @return the finished game
     */
    public static Game finished(String rules, long seed, BiFunction<List<Move>, RandomGenerator, Move> choose) {
        Game g = Game.start(rules);
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        while (!g.state().isOver()) {
            g = step(g, random, choose);
        }
        return g;
    }
}
