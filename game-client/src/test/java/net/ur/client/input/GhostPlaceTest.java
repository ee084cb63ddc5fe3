package net.ur.client.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import com.jme3.math.Vector3f;
import net.ur.client.board.BoardLayout;
import net.ur.client.view.ProceduralModels;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.RuleSet;
import net.ur.rules.board.Square;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.Test;

/**
 * Where the move preview's ghost stands: in the Ravensburg game a man moving onto a square that
 * holds men is shown on top of that tower, not down on the board; elsewhere on the board's surface
 * or among the finished pieces, where the piece will rest.
 */
class GhostPlaceTest {

    @Test
    void aManJoiningATowerIsShownOnTopOfIt() {
        RuleSet rules = new RavensburgRuleSet();
        BoardLayout layout = new BoardLayout(rules.board());
        int towers = 0;
        int flat = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Game g = Game.start(rules);
            SplittableRandom random = new SplittableRandom(seed);
            while (!g.state().isOver() && g.record().entries().size() < 400) {
                if (g.state().phase() == Phase.AWAITING_ROLL) {
                    g = g.roll(random);
                    continue;
                }
                GameState before = g.state();
                List<Move> moves = g.legalMoves();
                for (Move m : moves) {
                    if (!(m.to() instanceof Location.OnBoard on)) {
                        continue;
                    }
                    Square sq = on.square();
                    List<PieceState> there = RavensburgRuleSet.tower(before, sq);
                    boolean otherMen = there.stream().anyMatch(ps -> !ps.piece().equals(m.piece()));
                    Vector3f ghost = PlayInputState.ghostPlace(net.ur.client.testing.Places.byLayout(layout), rules, before, m);
                    assertEquals(layout.centre(sq).x, ghost.x, 1e-5f, "the ghost stands over its square");
                    assertEquals(layout.centre(sq).z, ghost.z, 1e-5f, "the ghost stands over its square");
                    GameState after = rules.applyMove(before, m);
                    List<PieceState> tower = RavensburgRuleSet.tower(after, sq);
                    assertEquals(m.piece(), tower.get(tower.size() - 1).piece(), "the mover ends on top of the tower");
                    float expected = layout.surface() + (tower.size() - 1) * ProceduralModels.PIECE_HEIGHT;
                    assertEquals(expected, ghost.y, 1e-5f, m + ": the ghost at the top of a tower of " + tower.size());
                    if (otherMen) {
                        towers++;
                        assertTrue(ghost.y >= layout.surface() + ProceduralModels.PIECE_HEIGHT - 1e-5f,
                                m + ": onto " + there.size() + " men, the ghost is above the board");
                    } else if (tower.size() == 1) {
                        flat++;
                        assertEquals(layout.surface(), ghost.y, 1e-5f, "alone onto an empty square, on the board");
                    }
                }
                g = g.move(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(towers > 20, "moves onto men were checked: " + towers);
        assertTrue(flat > 20, "moves onto empty squares were checked: " + flat);
    }

    @Test
    void aClassicPieceIsShownOnItsSquareOrAmongTheFinished() {
        RuleSet rules = net.ur.rules.sets.RuleSets.byName("finkel");
        BoardLayout layout = new BoardLayout(rules.board());
        Game g = Game.start(rules);
        SplittableRandom random = new SplittableRandom(4);
        int bearOffs = 0;
        while (!g.state().isOver()) {
            if (g.state().phase() == Phase.AWAITING_ROLL) {
                g = g.roll(random);
                continue;
            }
            for (Move m : g.legalMoves()) {
                Vector3f ghost = PlayInputState.ghostPlace(net.ur.client.testing.Places.byLayout(layout), rules, g.state(), m);
                if (m.to() instanceof Location.OnBoard on) {
                    assertTrue(ghost.distance(layout.centre(on.square())) < 1e-5f, m + " shown on its square: " + ghost);
                } else {
                    bearOffs++;
                    // Among the finished pieces, in one of their places (they stand in the order of their numbers).
                    int home = g.state().count(m.player(), Location.Finished.class);
                    boolean inARow = false;
                    for (int k = 0; k <= home; k++) {
                        inARow |= ghost.distance(layout.finishedSlot(m.player(), k)) < 1e-5f;
                    }
                    assertTrue(inARow, m + " shown among the finished: " + ghost);
                }
            }
            List<Move> moves = g.legalMoves();
            g = g.move(moves.get(random.nextInt(moves.size())));
        }
        assertTrue(bearOffs > 0, "bearing off was previewed");
    }
}
