package net.ur.client.input;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.jme3.math.Vector2f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.PieceId;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.PersonAtTable;
import net.ur.client.testing.TableNow;
import net.ur.client.view.ModelViewState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The line that says what a hovered piece's move does is drawn where it covers no piece: hovering
 * a waiting bird or piece leaves the others beside it in view.
 */
class MoveLineHeadlessTest {

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "babylonian"})
    void theMoveLineOfAWaitingPieceCoversNoPiece(String rules) {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup(rules, PlaySetup.HUMAN, "random", 6));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            PlayInputState input = driver.call(() -> app.getStateManager().getState(PlayInputState.class));
            ModelViewState view = driver.call(() -> app.getStateManager().getState(ModelViewState.class));
            EntitySet pieces = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData()
                    .getEntities(PieceId.class));
            int checked = 0;
            for (int turn = 0; turn < 40 && checked == 0; turn++) {
                driver.waitUntil(() -> session.state().turn() == Player.LIGHT && !TableNow.busy(app));
                if (driver.call(() -> session.state().phase()) == Phase.AWAITING_ROLL) {
                    driver.tap(com.jme3.input.KeyInput.KEY_SPACE);
                    driver.waitUntil(() -> session.state().phase() != Phase.AWAITING_ROLL && !TableNow.busy(app)
                            || session.state().turn() != Player.LIGHT);
                }
                if (driver.call(() -> TableNow.awaitsDecision(app)) && driver.call(() -> TableNow.canKeepRoll(app))) {
                    driver.tap(com.jme3.input.KeyInput.KEY_K);
                    driver.frames(2);
                }
                List<Move> entries = driver.call(() -> session.state().turn() == Player.LIGHT
                        && session.state().phase() == Phase.AWAITING_MOVE
                        ? TableNow.legalMoves(app).stream().filter(m -> session.state().stateOf(m.piece()).location()
                                instanceof Location.Waiting).toList() : List.<Move>of());
                if (!entries.isEmpty()) {
                    net.ur.rules.Piece piece = entries.get(0).piece();
                    Vector2f on = driver.call(() -> {
                        pieces.applyChanges();
                        for (Entity e : pieces) {
                            if (e.get(PieceId.class).piece().equals(piece)) {
                                float[] b = PlayInputState.screenBox(app.getCamera(), view.spatialOf(e.getId()));
                                return new Vector2f((b[0] + b[2]) / 2, (b[1] + b[3]) / 2);
                            }
                        }
                        return null;
                    });
                    driver.run(() -> input.pointAt(on));
                    driver.frames(3);
                    float[] line = driver.call(input::tooltipBox);
                    assertNotNull(line, "hovering the waiting piece shows its move's line");
                    String covered = driver.call(() -> {
                        StringBuilder b = new StringBuilder();
                        for (Entity e : pieces) {
                            float[] box = PlayInputState.screenBox(app.getCamera(), view.spatialOf(e.getId()));
                            if (PlayInputState.overlaps(box, line)) {
                                b.append(e.get(PieceId.class).piece()).append(' ');
                            }
                        }
                        return b.toString();
                    });
                    assertTrue(covered.isEmpty(), "the line covers " + covered);
                    checked++;
                    driver.run(() -> input.pointAt(null));
                }
                PersonAtTable.playMoves(driver, app, 1);
            }
            assertTrue(checked > 0, "a waiting piece's move was hovered");
            driver.run(pieces::release);
        }
    }
}
