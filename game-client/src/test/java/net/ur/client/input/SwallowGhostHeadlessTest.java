package net.ur.client.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import net.ur.client.UrApp;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.TableNow;
import net.ur.client.view.ModelViewState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.babylonian.SmallAstragal;
import org.junit.jupiter.api.Test;

/**
 * The Swallow, launched with a 2, may go to any house before a rosette: hovering it shows a ghost
 * at each of those houses, and a click on one of the ghosts (not the first) makes the move to that
 * house. The pointer is put on the screen points of the piece and of the ghost, as a mouse would.
 */
class SwallowGhostHeadlessTest {

    @Test
    void aClickOnAGhostChoosesThatHouse() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", PlaySetup.HUMAN, "random", 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            net.ur.client.testing.PersonAtTable.throwOpening(driver, session);
            PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
            ModelViewState view = driver.call(() -> app.getStateManager().getState(ModelViewState.class));
            driver.waitUntil(() -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                    && !TableNow.busy(app));
            // Light throws a 2 (an arranged throw, judged by the table as any) and keeps it.
            net.ur.client.testing.PersonAtTable.request(driver, Player.LIGHT, new net.ur.client.es.game.Request.Throw(
                    new net.ur.client.es.game.ThrowRequest(1f, 0f, List.of(2))));
            driver.waitUntil(() -> session.state().phase() != Phase.AWAITING_ROLL && !TableNow.busy(app));
            if (driver.call(() -> TableNow.awaitsDecision(app))) {
                net.ur.client.testing.PersonAtTable.request(driver, Player.LIGHT, new net.ur.client.es.game.Request.Keep());
                driver.waitUntil(() -> session.state().phase() == Phase.AWAITING_MOVE && !TableNow.busy(app));
            }
            net.ur.rules.Piece swallow = Bird.SWALLOW.piece(Player.LIGHT);
            List<Move> choices = driver.call(() -> TableNow.legalMoves(app).stream().filter(m -> m.piece().equals(swallow)).toList());
            assertTrue(choices.size() > 1, "the Swallow has several houses to go to: " + choices);

            Vector2f onPiece = driver.call(() -> {
                com.simsilica.es.EntitySet set = app.getStateManager().getState(net.ur.client.es.EntityDataState.class)
                        .getEntityData().getEntities(net.ur.client.es.components.PieceId.class);
                try {
                    for (com.simsilica.es.Entity e : set) {
                        if (e.get(net.ur.client.es.components.PieceId.class).piece().equals(swallow)) {
                            Vector3f p = app.getCamera().getScreenCoordinates(view.spatialOf(e.getId()).getWorldBound().getCenter());
                            return new Vector2f(p.x, p.y);
                        }
                    }
                    return null;
                } finally {
                    set.release();
                }
            });
            assertNotNull(onPiece);
            driver.run(() -> input.pointAt(onPiece));
            driver.frames(3);
            Vector2f ghost = driver.call(() -> input.ghostOnScreen(choices.size() - 1));
            assertNotNull(ghost, "a ghost at each of the Swallow's houses");
            // On the way to the ghost the pointer crosses empty table: the ghosts stay.
            driver.run(() -> input.pointAt(new Vector2f(5, 5)));
            driver.frames(2);
            assertNotNull(driver.call(() -> input.ghostOnScreen(choices.size() - 1)), "the ghosts stay while the pointer travels");
            driver.run(input::click);
            driver.frames(2);
            assertEquals(Phase.AWAITING_MOVE, driver.call(() -> session.state().phase()), "a click on empty table moves nothing");
            driver.run(() -> input.pointAt(ghost));
            driver.frames(3);
            driver.run(input::click);
            driver.waitUntil(() -> !TableNow.busy(app) && session.state().stateOf(swallow).location() instanceof Location.OnBoard);
            Move want = choices.get(choices.size() - 1);
            assertEquals(want.to(), driver.call(() -> session.state().stateOf(swallow).location()),
                    "the Swallow went to the clicked ghost's house");
        }
    }
}
