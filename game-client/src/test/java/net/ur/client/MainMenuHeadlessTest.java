package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.app.SimpleApplication;
import com.jme3.input.KeyInput;
import com.jme3.scene.Spatial;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import com.simsilica.lemur.Button;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.es.EntityDataState;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.CreditsScreen;
import net.ur.client.ui.GameSetupScreen;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.Screens;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The game started headless: the main menu, navigation between screens, and Quit. */
class MainMenuHeadlessTest {

    private AppDriver driver;
    private UrApp app;

    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path home;

    @BeforeEach
    void start() {
        System.setProperty("ur.home", home.toString());
        app = new UrApp(GameOptions.DEFAULT);
        driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT));
        driver.frames(2);
    }

    @AfterEach
    void stop() {
        driver.close();
    }

    private static List<Button> buttons(Spatial root) {
        List<Button> found = new ArrayList<>();
        root.depthFirstTraversal(s -> {
            if (s instanceof Button b) {
                found.add(b);
            }
        });
        return found;
    }

    private Button button(ScreenState screen, String text) {
        return driver.call(() -> buttons(screen.getRoot()).stream()
                .filter(b -> b.getText().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no button '" + text + "' on " + screen)));
    }

    @Test
    void opensOnTheMainMenuWithItsButtonsInOrder() {
        MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
        List<String> texts = driver.call(() -> {
            assertTrue(menu.isEnabled(), "the main menu is shown first");
            assertSame(((SimpleApplication) app).getGuiNode(), menu.getRoot().getParent().getParent(),
                    "the menu hangs from its scaled frame on the GUI node");
            return buttons(menu.getRoot()).stream().map(Button::getText).toList();
        });
        assertEquals(List.of("Play", "Learn to play", "Saved games", "Rules", "Settings", "Credits", "Quit"), texts);
    }

    @Test
    void eachButtonLeadsToItsScreenAndBackReturns() {
        MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
        Screens screens = app.getStateManager().getState(Screens.class);
        for (String name : List.of("Play", "Learn to play", "Saved games", "Rules", "Settings", "Credits")) {
            Button b = button(menu, name);
            driver.run(b::click);
            driver.frames(1);
            ScreenState shown = driver.call(screens::current);
            if (name.equals("Credits")) {
                assertTrue(shown instanceof CreditsScreen, "Credits shows the credits, not " + shown);
            } else if (name.equals("Settings")) {
                assertTrue(shown instanceof net.ur.client.ui.SettingsScreen, "Settings shows the settings, not " + shown);
            } else if (name.equals("Saved games")) {
                assertTrue(shown instanceof net.ur.client.ui.SavedGamesScreen, "Saved games shows them, not " + shown);
            } else if (name.equals("Learn to play")) {
                assertTrue(shown instanceof net.ur.client.lesson.LearnScreen, "Learn to play shows the lessons, not " + shown);
            } else if (name.equals("Play")) {
                assertTrue(shown instanceof GameSetupScreen, "Play shows the game selection, not " + shown);
            } else {
                assertTrue(shown instanceof net.ur.client.ui.RulesScreen, "Rules shows the rules, not " + shown);
            }
            assertFalse(driver.call(menu::isEnabled), "the menu is hidden behind " + name);
            Button back = button(shown, "Back");
            driver.run(back::click);
            assertSame(menu, driver.call(screens::current), "Back returns to the menu from " + name);
            assertTrue(driver.call(() -> menu.getRoot().getParent() != null), "the menu is attached again");
        }
    }

    @Test
    void theRulesScreenTurnsThroughEveryRuleSet() {
        Screens screens = app.getStateManager().getState(Screens.class);
        driver.run(() -> screens.show(net.ur.client.ui.RulesScreen.class));
        net.ur.client.ui.RulesScreen rules = app.getStateManager().getState(net.ur.client.ui.RulesScreen.class);
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            seen.add(driver.call(rules::currentRules));
            driver.tap(KeyInput.KEY_RETURN);
        }
        assertEquals(List.of("babylonian", "finkel", "masters", "blitz", "aseb", "murray", "ravensburg", "controls"), seen,
                "Enter on Next turns the pages");
        assertEquals("babylonian", driver.call(rules::currentRules), "and comes round to the first");
    }

    @Test
    void escapeGoesBackFromASubScreen() {
        Screens screens = app.getStateManager().getState(Screens.class);
        driver.run(() -> screens.show(CreditsScreen.class));
        assertTrue(driver.call(screens::current) instanceof CreditsScreen);
        press(KeyInput.KEY_ESCAPE);
        assertTrue(driver.call(screens::current) instanceof MainMenuScreen, "Esc went back to the main menu");
    }

    private void press(int key) {
        driver.tap(key);
    }

    @Test
    void theKeyboardAloneReachesEveryScreenAndComesBack() {
        Screens screens = app.getStateManager().getState(Screens.class);
        MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
        assertEquals("Play", driver.call(() -> menu.getSelected().getText()), "Play is selected first");
        press(KeyInput.KEY_DOWN);
        press(KeyInput.KEY_DOWN);
        press(KeyInput.KEY_DOWN);
        press(KeyInput.KEY_DOWN);
        press(KeyInput.KEY_DOWN);
        assertEquals("Credits", driver.call(() -> menu.getSelected().getText()));
        press(KeyInput.KEY_RETURN);
        assertTrue(driver.call(screens::current) instanceof CreditsScreen, "Enter opened the credits");
        press(KeyInput.KEY_RETURN);
        assertSame(menu, driver.call(screens::current), "Enter on Back returned to the menu");
        assertEquals("Credits", driver.call(() -> menu.getSelected().getText()), "with Credits selected again");
        press(KeyInput.KEY_DOWN);
        press(KeyInput.KEY_DOWN);
        assertEquals("Play", driver.call(() -> menu.getSelected().getText()), "Down from the last button wraps to the first");
        press(KeyInput.KEY_UP);
        assertEquals("Quit", driver.call(() -> menu.getSelected().getText()), "Up from the first button wraps to the last");
    }

    @Test
    void quitStopsTheApplication() throws InterruptedException {
        MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
        Button quit = button(menu, "Quit");
        driver.run(quit::click);
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (app.getContext().isCreated() && System.nanoTime() < deadline) {
            driver.close();
            Thread.sleep(20);
        }
        assertFalse(app.getContext().isCreated(), "Quit closed the application");
    }

    @Test
    void theEntityStoreIsLiveInTheRunningGame() {
        EntityDataState es = app.getStateManager().getState(EntityDataState.class);
        EntitySet set = es.getEntityData().getEntities(Marker.class);
        EntityId id = driver.call(() -> {
            EntityId e = es.getEntityData().createEntity();
            es.getEntityData().setComponent(e, new Marker("board"));
            return e;
        });
        assertTrue(set.applyChanges(), "the set saw the new entity");
        assertEquals("board", set.getEntity(id).get(Marker.class).name());
        set.release();
    }

    /** A tiny component for the entity store test. */
    record Marker(String name) implements com.simsilica.es.EntityComponent {
    }
}
