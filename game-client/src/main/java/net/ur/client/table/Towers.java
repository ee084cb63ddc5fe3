package net.ur.client.table;

import java.util.List;

import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.PieceId;
import net.ur.client.view.RedSide;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.RuleSet;
import net.ur.rules.board.Square;

/**
 * Towers at the table (the Ravensburg game): men standing on one another are drawn stacked on
 * their square, the bottom man on the board; captives travel beneath their carrier; a man's model
 * follows the side it shows. Pieces of the other games stand alone, at height 0 of the stack.
 */
final class Towers {

    private Towers() {
    }

    /** The square of the tower a man is in. */
    static Square squareOf(GameState state, Piece piece) {
        PieceState ps = state.stateOf(piece);
        for (int guard = 0; guard < state.pieces().size(); guard++) {
            if (ps.location() instanceof Location.OnBoard on) {
                return on.square();
            }
            if (!(ps.location() instanceof Location.Beneath b)) {
                break;
            }
            ps = state.stateOf(b.above());
        }
        throw new IllegalArgumentException(piece + " is not in a tower on the board");
    }

    /**
     * The captives a move carries along with its man.
     *
     * @param rules the rules; not null
     * @param before the state before the move; not null
     * @param move the move; not null
     * @return the carried men, empty outside the Ravensburg game
     */
    static List<Piece> carried(RuleSet rules, GameState before, Move move) {
        return rules.carried(before, move);
    }

    /**
     * Gives each man's entity the model of the side it shows in a state (a man that delivered
     * captives turns red).
     *
     * @param ed the entity data; not null
     * @param pieces the pieces' entities; not null
     * @param state the state; not null
     */
    static void updateSides(EntityData ed, EntitySet pieces, GameState state) {
        for (Entity e : pieces) {
            PieceState ps = state.stateOf(e.get(PieceId.class).piece());
            ModelType want = RedSide.modelOf(ps);
            ModelType now = ed.getComponent(e.getId(), ModelType.class);
            if (now != null && !now.equals(want)) {
                ed.setComponent(e.getId(), want);
            }
        }
    }
}
