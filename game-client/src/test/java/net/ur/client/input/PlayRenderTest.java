package net.ur.client.input;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;

import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.Position;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import net.ur.client.testing.TableNow;
import net.ur.client.testing.Xdotool;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The first turns of a game in a real window under Xvfb, played with real mouse clicks (xdotool
 * moves the X pointer and clicks, as a person would): a click on the dice throws them, a click on
 * a piece moves it, and the screenshots show the board, the dice and the preview of the move.
 */
@Tag("render")
class PlayRenderTest {

    @Test
    void aPersonThrowsTheDiceAndMovesAPieceWithTheMouse() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup("finkel", PlaySetup.HUMAN, "random", 5));
        FrameGrabber grabber = new FrameGrabber();
        File out = new File("target/render-tests");
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            // The playing view from the first frames, not the game's opening view of the room.
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            driver.frames(20);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            EntitySet dice = app.getStateManager().getState(EntityDataState.class).getEntityData().getEntities(DieId.class, Position.class);
            int height = app.getCamera().getHeight();
            for (int turn = 0; turn < 3; turn++) {
                // Wait for the light player's throw.
                for (int i = 0; i < 2000 && !driver.call(() -> session.state().turn() == Player.LIGHT
                        && session.state().phase() == Phase.AWAITING_ROLL && !TableNow.busy(app)); i++) {
                    driver.frames(10);
                }
                Vector3f dieOnScreen = driver.call(() -> {
                    dice.applyChanges();
                    Entity d = dice.iterator().next();
                    return app.getCamera().getScreenCoordinates(d.get(Position.class).location());
                });
                Xdotool.pointAt(height, dieOnScreen);
                driver.frames(3);
                Xdotool.run("click", "1");
                driver.frames(3);
                assertTrue(driver.call(() -> TableNow.busy(app) || TableNow.lastRoll(app) != null), "the click threw the dice");
                for (int i = 0; i < 2000 && driver.call(() -> TableNow.busy(app)); i++) {
                    driver.frames(5);
                }
                if (driver.call(() -> session.state().phase() != Phase.AWAITING_MOVE)) {
                    continue;
                }
                Move move = driver.call(() -> TableNow.legalMoves(app).get(0));
                int onBoardBefore = driver.call(() -> session.state().count(Player.LIGHT, Location.OnBoard.class)
                        + session.state().count(Player.LIGHT, Location.Finished.class));
                Vector3f pieceOnScreen = driver.call(() -> app.getCamera().getScreenCoordinates(
                        net.ur.client.testing.Places.byLayout(session.layout()).restingPlace(session.state(), move.piece()).add(0, 0.006f, 0)));
                Xdotool.pointAt(height, pieceOnScreen);
                driver.frames(4);
                grabber.request();
                driver.frames(2);
                BufferedImage preview = grabber.image();
                assertNotNull(preview);
                FrameGrabber.save(preview, new File(out, "play-preview-" + turn + ".png"));
                assertTrue(driver.call(() -> app.getStateManager().getState(PlayInputState.class).hovered() != null),
                        "the pointer is over a piece that can move");
                Xdotool.run("click", "1");
                driver.frames(3);
                for (int i = 0; i < 2000 && driver.call(() -> TableNow.busy(app)); i++) {
                    driver.frames(5);
                }
                int onBoardAfter = driver.call(() -> session.state().count(Player.LIGHT, Location.OnBoard.class)
                        + session.state().count(Player.LIGHT, Location.Finished.class));
                assertTrue(driver.call(() -> TableNow.moves(app, Player.LIGHT)) >= 1, "the click made a move");
                assertTrue(onBoardAfter >= onBoardBefore, "the piece is on its way");
            }
            grabber.request();
            driver.frames(2);
            FrameGrabber.save(grabber.image(), new File(out, "play-after-three-turns.png"));
            assertTrue(driver.call(() -> TableNow.moves(app, Player.LIGHT)) >= 1, "light has moved with the mouse");
            dice.release();
        }
    }
}
