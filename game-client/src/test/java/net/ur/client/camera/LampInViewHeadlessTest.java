package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import net.ur.client.world.RoomState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The lamp, the room's light, is in view when a game opens, whatever the game (its board and what
 * the camera frames differ) and the window's shape: its flame is inside the window, clear of the
 * HUD's top band and of the status line.
 */
class LampInViewHeadlessTest {

    @ParameterizedTest
    @CsvSource({"finkel, 1280, 720", "babylonian, 1280, 720", "ravensburg, 1280, 720", "finkel, 1024, 768",
        "babylonian, 1024, 768", "ravensburg, 1920, 1080", "masters, 1280, 720"})
    void theLampIsInTheOpeningFrame(String rules, int width, int height) {
        GameOptions options = new GameOptions(width, height, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(options))) {
            driver.frames(3);
            Vector3f flame = driver.call(() -> app.getCamera().getScreenCoordinates(
                    app.getStateManager().getState(RoomState.class).getLamp().getPosition()));
            String where = rules + " " + width + "x" + height + ": the flame at " + flame;
            System.out.println("LampInViewHeadlessTest " + where);
            assertTrue(flame.z > 0 && flame.z < 1, "in front of the camera: " + where);
            assertTrue(flame.x > 20 && flame.x < width - 20, "inside the window's sides: " + where);
            assertTrue(flame.y > PlayCameraState.hudBottom(width, height) && flame.y < height - PlayCameraState.hudTop(width, height),
                    "between the status line and the HUD's top band: " + where);
        }
    }
}
