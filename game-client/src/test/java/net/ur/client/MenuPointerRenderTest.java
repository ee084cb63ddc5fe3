package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Button;
import java.nio.file.Path;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.InjectedInput;
import net.ur.client.ui.GameSetupScreen;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Screens;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The menus' keys with the mouse pointer resting over the panel, in a real window (Lemur picks what
 * is under the pointer only with a mouse): a screen that appears under the resting pointer keeps the
 * keyboard's selection, Left and Right change the selected line's value and Enter steps it without
 * the selection jumping to the line under the pointer; moving the pointer onto a line selects it.
 */
@Tag("render")
class MenuPointerRenderTest {

    @TempDir
    Path home;

    private final InjectedInput input = new InjectedInput();

    private static String selected(AppDriver driver, Screens screens) {
        return driver.call(() -> screens.current().getSelected().getText());
    }

    private void tap(AppDriver driver, int key) {
        input.key(key, '\0', true);
        input.key(key, '\0', false);
        driver.frames(3);
    }

    @Test
    void aRestingPointerDoesNotTakeTheSelectionFromTheKeyboard() {
        System.setProperty("ur.home", home.toString());
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options);
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options), input)) {
            driver.frames(5);
            Screens screens = app.getStateManager().getState(Screens.class);
            GameSetupScreen setup = app.getStateManager().getState(GameSetupScreen.class);
            // Where the game selection's Rules line stands.
            driver.run(() -> screens.show(GameSetupScreen.class));
            driver.frames(3);
            Vector3f rulesLine = driver.call(() -> {
                Button b = setup.getButtons().get(1);
                return b.getWorldTranslation().add(b.getSize().x / 2, -b.getSize().y / 2, 0);
            });
            assertTrue(driver.call(() -> setup.getButtons().get(1).getText()).startsWith("Rules: "));
            tap(driver, KeyInput.KEY_ESCAPE);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen);

            // The pointer comes to rest there, over the main menu; the keyboard chooses Play.
            input.move(Math.round(rulesLine.x), Math.round(rulesLine.y), 0);
            driver.frames(5);
            for (int i = 0; i < 8 && !selected(driver, screens).equals("Play"); i++) {
                tap(driver, KeyInput.KEY_DOWN);
            }
            tap(driver, KeyInput.KEY_RETURN);
            assertTrue(driver.call(screens::current) instanceof GameSetupScreen, "Enter on Play");
            driver.frames(5);
            String opponent = selected(driver, screens);
            assertTrue(opponent.startsWith("Opponent: "), "the first line is selected, not the one under the pointer: "
                    + opponent);
            tap(driver, KeyInput.KEY_RIGHT);
            assertTrue(selected(driver, screens).startsWith("Opponent: ") && !selected(driver, screens).equals(opponent),
                    "Right changed the opponent: " + selected(driver, screens));
            assertEquals("finkel", driver.call(() -> setup.setup().rules()), "and not the rules under the pointer");
            tap(driver, KeyInput.KEY_DOWN);
            tap(driver, KeyInput.KEY_DOWN);
            assertEquals("Start", selected(driver, screens));
            tap(driver, KeyInput.KEY_UP);
            tap(driver, KeyInput.KEY_RETURN);
            assertEquals("Rules: Masters", selected(driver, screens), "Enter stepped the rules in place");

            // Moving the pointer onto a line selects it.
            Vector3f opponentLine = driver.call(() -> {
                Button b = setup.getButtons().get(0);
                return b.getWorldTranslation().add(b.getSize().x / 2, -b.getSize().y / 2, 0);
            });
            input.move(Math.round(opponentLine.x), Math.round(opponentLine.y), 0);
            driver.frames(5);
            assertTrue(selected(driver, screens).startsWith("Opponent: "), "the pointer moved onto the opponent's line");
        }
    }
}
