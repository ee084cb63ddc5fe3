package net.ur.client.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Highlight;
import net.ur.client.es.components.House;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.TableNow;
import net.ur.client.view.HouseMarkState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.Test;

/**
 * The board's houses are entities: one per square, knowing whose route it is on and whether it is
 * a rosette; the hovered move highlights the houses it passes and the one it lands on (and the
 * view marks them); a click on that house makes the move.
 */
class HouseHeadlessTest {

    @Test
    void housesAreEntitiesThatShowAndTakeTheMove() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, "random", 12));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            EntitySet houses = driver.call(() -> ed.getEntities(House.class, Position.class));
            Map<House.Kind, Integer> kinds = driver.call(() -> {
                Map<House.Kind, Integer> k = new EnumMap<>(House.Kind.class);
                for (Entity e : houses) {
                    k.merge(e.get(House.class).kind(), 1, Integer::sum);
                }
                return k;
            });
            assertEquals(Map.of(House.Kind.LIGHT, 6, House.Kind.DARK, 6, House.Kind.SHARED, 8), kinds, "Finkel's twenty houses");
            assertEquals(5L, (long) driver.call(() -> houses.stream().filter(e -> e.get(House.class).rosette()).count()));

            // Light throws until a piece on the board can move two houses or more, so the move passes a house.
            PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
            Move shown = null;
            for (int turn = 0; turn < 40 && shown == null; turn++) {
                driver.waitUntil(() -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                        && !TableNow.busy(app));
                driver.tap(com.jme3.input.KeyInput.KEY_SPACE);
                driver.waitUntil(() -> session.state().phase() != Phase.AWAITING_ROLL && !TableNow.busy(app)
                        || session.state().turn() != Player.LIGHT);
                List<Move> moves = driver.call(() -> session.state().turn() == Player.LIGHT ? TableNow.legalMoves(app) : List.<Move>of());
                for (Move m : moves) {
                    if (m.from() instanceof Location.OnBoard a && m.to() instanceof Location.OnBoard b && b.step() - a.step() >= 2) {
                        shown = m;
                    }
                }
                if (shown == null && !moves.isEmpty()) {
                    net.ur.client.testing.PersonAtTable.playMoves(driver, app, 1);
                }
            }
            assertNotNull(shown, "a move over houses came up");
            Move move = shown;
            Vector2f onPiece = driver.call(() -> screenOf(app, ed, move.piece()));
            driver.run(() -> input.pointAt(onPiece));
            driver.frames(3);
            Location.OnBoard from = (Location.OnBoard) move.from();
            Location.OnBoard to = (Location.OnBoard) move.to();
            net.ur.rules.board.Route route = session.rules().route(Player.LIGHT);
            HouseMarkState marks = driver.call(() -> app.getStateManager().getState(HouseMarkState.class));
            String wrong = driver.call(() -> {
                houses.applyChanges();
                StringBuilder b = new StringBuilder();
                for (Entity e : houses) {
                    net.ur.rules.board.Square sq = e.get(House.class).square();
                    Highlight h = ed.getComponent(e.getId(), Highlight.class);
                    int step = route.squares().indexOf(sq);
                    Highlight want = sq.equals(to.square()) ? Highlight.DESTINATION
                            : step > from.step() && step < to.step() ? Highlight.PATH : null;
                    if (!java.util.Objects.equals(want, h) || (want == null) != (marks.markOf(e.getId()) == null)) {
                        b.append(sq).append(": ").append(h).append(" wanted ").append(want).append("; ");
                    }
                }
                return b.toString();
            });
            assertEquals("", wrong, "the houses of " + move);

            // Away from the piece, no house is marked; a click on the landing house makes the move.
            Vector2f onHouse = driver.call(() -> {
                Vector3f p = app.getCamera().getScreenCoordinates(session.layout().centre(to.square()));
                return new Vector2f(p.x, p.y);
            });
            driver.run(() -> input.pointAt(new Vector2f(5, 5)));
            driver.frames(3);
            assertEquals(0L, (long) driver.call(() -> houses.stream().filter(e -> ed.getComponent(e.getId(), Highlight.class) != null).count()),
                    "no house is marked when no move is shown");
            int before = driver.call(() -> TableNow.moves(app, Player.LIGHT));
            driver.run(() -> input.pointAt(onHouse));
            driver.frames(2);
            driver.run(input::click);
            driver.waitUntil(() -> TableNow.moves(app, Player.LIGHT) == before + 1 && !TableNow.busy(app));
            assertEquals(to, driver.call(() -> session.state().stateOf(move.piece()).location()), "the click on the house moved the piece there");
            driver.run(houses::release);
        }
    }

    private static Vector2f screenOf(UrApp app, EntityData ed, net.ur.rules.Piece piece) {
        EntitySet set = ed.getEntities(PieceId.class, Position.class);
        try {
            for (Entity e : set) {
                if (e.get(PieceId.class).piece().equals(piece)) {
                    Vector3f p = app.getCamera().getScreenCoordinates(e.get(Position.class).location());
                    return new Vector2f(p.x, p.y);
                }
            }
            return null;
        } finally {
            set.release();
        }
    }
}
