package net.ur.client;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.bounding.BoundingBox;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.render.UiScale;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.CreditsScreen;
import net.ur.client.ui.GameSetupScreen;
import net.ur.client.ui.LuckScreen;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.RulesScreen;
import net.ur.client.ui.SavedGamesScreen;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.Screens;
import net.ur.client.ui.SettingsScreen;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every menu screen fits its window, headless, at every size the game allows from 640 x 480 to
 * 3840 x 2160: everything the screen draws lies inside the window, the main menu with a long
 * notice under it too, and the text is drawn at least at the interface's smallest scale.
 */
class ScreensFitHeadlessTest {

    @TempDir
    Path home;

    /** A notice as long as a settings file's problem with its path and the file kept beside. */
    static final String LONG_NOTICE = "The settings file /home/player/.config/ur/settings.json had values out of range"
            + " (a volume of 7, a window of 99999 pixels): they were brought within range, and the file as it was is"
            + " kept beside it as /home/player/.config/ur/settings.json.broken-2026-12-04T23-59-59 for you to look at.";

    /** Every geometry the spatial draws that lies (partly) outside the window, described; empty when none. */
    static List<String> outside(Spatial root, int width, int height) {
        List<String> out = new ArrayList<>();
        root.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getCullHint() != Spatial.CullHint.Always
                    && g.getWorldBound() instanceof BoundingBox b && b.getXExtent() + b.getYExtent() > 0) {
                float x0 = b.getCenter().x - b.getXExtent();
                float x1 = b.getCenter().x + b.getXExtent();
                float y0 = b.getCenter().y - b.getYExtent();
                float y1 = b.getCenter().y + b.getYExtent();
                if (x0 < -0.5f || y0 < -0.5f || x1 > width + 0.5f || y1 > height + 0.5f) {
                    Spatial p = g;
                    while (p.getParent() != null && !(p instanceof com.simsilica.lemur.Label)) {
                        p = p.getParent();
                    }
                    String what = p instanceof com.simsilica.lemur.Label l ? "\"" + l.getText() + "\"" : g.getName();
                    out.add(what + " at x " + x0 + ".." + x1 + ", y " + y0 + ".." + y1);
                }
            }
        });
        return out;
    }

    @ParameterizedTest
    @CsvSource({"640, 480", "800, 600", "1280, 720", "1920, 1080", "3840, 2160"})
    void everyScreenLiesInsideTheWindow(int width, int height) {
        System.setProperty("ur.home", home.toString());
        GameOptions options = new GameOptions(width, height, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(options))) {
            driver.frames(2);
            Screens screens = driver.call(() -> app.getStateManager().getState(Screens.class));
            driver.run(() -> app.getStateManager().getState(SettingsState.class).notice(LONG_NOTICE));
            driver.run(() -> screens.show(CreditsScreen.class));
            driver.frames(2);
            driver.run(() -> screens.show(MainMenuScreen.class));
            driver.frames(3);
            List<String> problems = new ArrayList<>();
            check(driver, app.getStateManager().getState(MainMenuScreen.class), "the main menu with a long notice",
                    width, height, problems);
            List<Class<? extends ScreenState>> others = List.of(GameSetupScreen.class, SavedGamesScreen.class,
                    LuckScreen.class, RulesScreen.class, SettingsScreen.class, CreditsScreen.class,
                    net.ur.client.remote.NetworkScreen.class, net.ur.client.lesson.LearnScreen.class);
            for (Class<? extends ScreenState> type : others) {
                driver.run(() -> screens.show(type));
                driver.frames(3);
                check(driver, app.getStateManager().getState(type), type.getSimpleName(), width, height, problems);
            }
            assertTrue(problems.isEmpty(), width + "x" + height + ": " + String.join("; ", problems));
        }
    }

    private static void check(AppDriver driver, ScreenState screen, String what, int width, int height, List<String> problems) {
        List<String> out = driver.call(() -> outside(screen.getRoot(), width, height));
        if (!out.isEmpty()) {
            problems.add(what + " draws outside the window: " + String.join(", ", out));
        }
        float scale = driver.call(() -> screen.getRoot().getWorldScale().x);
        // Drawn smaller than the window's scale only where it must be to fit, and never tiny.
        if (scale < Math.min(UiScale.of(width, height), 0.45f)) {
            problems.add(what + " is drawn at a scale of " + scale);
        }
    }
}
