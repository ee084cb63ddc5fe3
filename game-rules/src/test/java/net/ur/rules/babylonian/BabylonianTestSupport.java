package net.ur.rules.babylonian;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.record.Game;

/**
 * Fixtures for the Babylonian tests: both boards, hand-made positions written as text, and a
 * seeded random player (it keeps a roll with a legal move or throws the broad astragal, each half
 * the time, and picks any legal move).
 */
public final class BabylonianTestSupport {

    private BabylonianTestSupport() {
    }

    /**
     * Returns the rules on both boards.
     *
     * @return the twenty-squares and the Ur rule sets
     */
    public static Stream<BabylonianRuleSet> boards() {
        return Stream.of(new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES),
                new BabylonianRuleSet(BabylonianBoard.UR));
    }

    /**
     * Builds a position awaiting a roll from words like {@code "L raven 5"} (light's Raven on house 5) or
     * {@code "D eagle home"}.
     *
     * @param r the rules
     * @param turn the player to throw
     * @param light light's counters
     * @param dark dark's counters
     * @param pool the pool
     * @param pieces the pieces not waiting
     * @return the state
     */
    public static GameState pos(BabylonianRuleSet r, Player turn, int light, int dark, int pool, String... pieces) {
        Map<Piece, Integer> houses = new HashMap<>();
        for (String p : pieces) {
            String[] w = p.split(" ");
            Player owner = w[0].equals("L") ? Player.LIGHT : Player.DARK;
            houses.put(Bird.byId(w[1]).piece(owner), w[2].equals("home") ? BabylonianRuleSet.HOME
                    : Integer.parseInt(w[2]));
        }
        return r.position(turn, houses, light, dark, pool);
    }

    /**
     * Returns the state awaiting a move with a roll, through the small astragal and the decision.
     *
     * @param r the rules
     * @param s a state awaiting a roll
     * @param value 1..4 (kept) or 5, 6, 7, 10 (converted by a broad yes)
     * @return the next state (awaiting a move, or passed)
     */
    public static GameState withRoll(BabylonianRuleSet r, GameState s, int value) {
        if (value <= 4) {
            return r.applyRollDecision(r.applyRoll(s, SmallAstragal.roll(value)), RollDecision.keep());
        }
        int small = List.of(5, 6, 7, 10).indexOf(value) + 1;
        return r.applyRollDecision(r.applyRoll(s, SmallAstragal.roll(small)),
                RollDecision.throwAgain(BroadAstragal.YES));
    }

    /**
     * Describes moves compactly: {@code swallow:start>A2} and the like, with {@code x} for a capture and
     * {@code +n}/{@code -n} for counters.
     *
     * @param moves the moves
     * @return the text
     */
    public static String describe(List<Move> moves) {
        List<String> out = new ArrayList<>();
        for (Move m : moves) {
            int c = BabylonianRuleSet.counterChange(m);
            out.add(m.piece().kind().id() + ":" + m.toString().replace("->", ">").replace(" *", "*")
                    .replace(" x", "x")
                    + (m.notes().isEmpty() ? "" : (m.notes().collects()
                    ? "+" + c : "-" + (-c))));
        }
        return String.join(" ", out);
    }

    /**
     * Chooses a random roll decision: the broad astragal when the small roll has no move, else either.
     *
     * @param r the rules
     * @param s a state awaiting the decision
     * @param random the randomness
     * @return the decision
     */
    public static RollDecision randomDecision(BabylonianRuleSet r, GameState s, SplittableRandom random) {
        boolean canKeep = !r.movesForRoll(s, s.roll()).isEmpty();
        if (canKeep && random.nextBoolean()) {
            return RollDecision.keep();
        }
        return RollDecision.throwAgain(r.broadDice().roll(random));
    }

    /**
     * Plays a game to its end through the facade with a random player on both sides.
     *
     * @param r the rules
     * @param random the randomness
     * @return the finished game
     */
    public static Game play(BabylonianRuleSet r, SplittableRandom random) {
        Game g = Game.start(r);
        while (!g.state().isOver()) {
            g = g.roll(random);
            if (g.state().phase() == Phase.AWAITING_ROLL_DECISION) {
                g = g.decide(randomDecision(r, g.state(), random));
            }
            if (g.state().phase() == Phase.AWAITING_MOVE) {
                List<Move> moves = g.legalMoves();
                g = g.move(moves.get(random.nextInt(moves.size())));
            }
        }
        return g;
    }

    /**
     * A roll of the small astragal, for brevity.
     *
     * @param v 1..4
     * @return the roll
     */
    public static Roll small(int v) {
        return SmallAstragal.roll(v);
    }
}
