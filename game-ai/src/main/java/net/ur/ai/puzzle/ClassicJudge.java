package net.ur.ai.puzzle;

import java.util.ArrayList;
import java.util.List;

import net.ur.ai.fast.FastClassic;
import net.ur.ai.solve.SolvedTable;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.dice.Roll;

/**
 * Exact winning chances of the moves of a classic game's late positions, from the solved table of the
 * same rules with fewer pieces: once each side has at most that many pieces left (in hand or on the
 * board), the pieces already borne off play no further part, so the position is one of the smaller
 * game (a {@link FastClassic} code does not hold the pieces borne off, only those left, so the code of
 * the full game is the smaller table's code). A test checks this against a larger table.
 */
public final class ClassicJudge {

    /** The winning chance of one legal move. */
    public record Scored(Move move, double chance) {
    }

    private final ClassicSettings settings;
    private final ClassicRuleSet rules;
    private final FastClassic fast;
    private final SolvedTable table;

    /**
     * @param settings the full rules the puzzles are of, not null
     * @param table the solved table of the same rules with at most as many pieces, not null
     */
    public ClassicJudge(ClassicSettings settings, SolvedTable table) {
        if (settings == null || table == null) {
            throw new IllegalArgumentException("settings and table must not be null");
        }
        if (table.settings().pieces() > settings.pieces()
                || !settings.withPieces(table.settings().pieces()).sameRules(table.settings())) {
            throw new IllegalArgumentException("the table solves " + table.settings().name() + " with "
                    + table.settings().pieces() + " pieces, not " + settings.name() + " with at most "
                    + settings.pieces());
        }
        this.settings = settings;
        this.rules = new ClassicRuleSet(settings);
        this.fast = new FastClassic(settings);
        this.table = table;
    }

    /** @return the rules of the full game */
    public ClassicRuleSet rules() {
        return rules;
    }

    /** @return the packing of the full game's positions */
    public FastClassic fast() {
        return fast;
    }

    /** @return the most pieces a side may have left for a position to be judged */
    public int piecesLeft() {
        return table.settings().pieces();
    }

    /**
     * @param state a state of the full game, not null
     * @return whether both sides have at most {@link #piecesLeft} pieces not borne off
     */
    public boolean canJudge(GameState state) {
        for (Player p : Player.values()) {
            int left = 0;
            for (var ps : state.piecesOf(p)) {
                if (!(ps.location() instanceof Location.Finished)) {
                    left++;
                }
            }
            if (left > piecesLeft()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The winning chance of every legal move, best first (ties in the order the rules list them).
     *
     * @param state a state of the full game awaiting a move that {@link #canJudge}, not null
     * @return the moves and the mover's chance after each
     */
    public List<Scored> score(GameState state) {
        if (state == null || state.phase() != Phase.AWAITING_MOVE || !canJudge(state)) {
            throw new IllegalArgumentException("only a state awaiting a move with at most " + piecesLeft()
                    + " pieces left a side can be judged");
        }
        List<Scored> out = new ArrayList<>();
        for (Move m : rules.legalMoves(state)) {
            GameState after = rules.applyMove(state, m);
            double v;
            if (after.isOver()) {
                v = after.winner() == state.turn() ? 1 : 0;
            } else {
                double toRoll = table.valueOfCode(fast.encode(after));
                v = after.turn() == state.turn() ? toRoll : 1 - toRoll;
            }
            out.add(new Scored(m, v));
        }
        out.sort((x, y) -> Double.compare(y.chance(), x.chance()));
        return out;
    }

    /**
     * Lays a puzzle's position with its roll in hand.
     *
     * @param puzzle the puzzle, not null
     * @return the state awaiting the move
     */
    public GameState state(Puzzle puzzle) {
        GameState s = fast.decode(puzzle.code());
        return rules.applyRoll(s, Roll.of(puzzle.roll()));
    }

    /**
     * @param move a move
     * @return the route step it starts from, or {@link Puzzle#FROM_HAND}
     */
    public static int from(Move move) {
        return move.from() instanceof Location.OnBoard on ? on.step() : Puzzle.FROM_HAND;
    }

    /** @return the full game's settings */
    public ClassicSettings settings() {
        return settings;
    }
}
