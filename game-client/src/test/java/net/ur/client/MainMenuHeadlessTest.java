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
        assertEquals("Quit", driver.call(() -> menu.getSelected().getText()), "Down from the last line stays on it");
        for (int i = 0; i < 7; i++) {
            press(KeyInput.KEY_UP);
        }
        assertEquals("Play", driver.call(() -> menu.getSelected().getText()));
        press(KeyInput.KEY_UP);
        assertEquals("Play", driver.call(() -> menu.getSelected().getText()), "Up from the first line does not wrap to Quit");
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

    /** The lines whose text is drawn gold now. */
    private List<String> lit(ScreenState screen) {
        return driver.call(() -> buttons(screen.getRoot()).stream()
                .filter(b -> SavedGamesHeadlessTest.shown(b).equals(net.ur.client.ui.UrStyle.GOLD))
                .map(Button::getText).toList());
    }

    @Test
    void oneLineIsLitAfterEscFromTheCreditsWithThePointerResting() {
        Screens screens = app.getStateManager().getState(Screens.class);
        MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
        Button credits = button(menu, "Credits");
        // The pointer moves onto Credits and clicks it, then rests there while Esc comes back.
        SavedGamesHeadlessTest.pointAt(driver, app, credits, 150);
        assertEquals(List.of("Credits"), lit(menu), "the line under the pointer is the chosen one");
        driver.run(credits::click);
        driver.frames(1);
        press(KeyInput.KEY_ESCAPE);
        assertSame(menu, driver.call(screens::current));
        press(KeyInput.KEY_UP);
        press(KeyInput.KEY_UP);
        // The menu was built anew under the resting pointer: Lemur tells the new Credits line the pointer is over it.
        Button again = button(menu, "Credits");
        driver.run(() -> again.getControl(com.simsilica.lemur.event.MouseEventControl.class)
                .mouseEntered(new com.jme3.input.event.MouseMotionEvent(150, 300, 0, 0, 0, 0), again, null));
        driver.frames(1);
        assertEquals(List.of("Rules"), lit(menu), "the keyboard's line alone is lit, not the one under the resting pointer too");
        press(KeyInput.KEY_RETURN);
        assertTrue(driver.call(screens::current) instanceof net.ur.client.ui.RulesScreen, "Enter pressed the lit line");
    }

    @Test
    void quitWithAGameInProgressAsksOnceAndContinueSaysWhichGame() throws Exception {
        driver.close();
        net.ur.rules.record.Game g = net.ur.rules.record.Game.start("finkel");
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        for (int i = 0; i < 12; i++) {
            g = net.ur.client.testing.SeededGames.step(g, random, net.ur.client.testing.SeededGames::firstMove);
        }
        long moves = g.record().entries().stream().filter(e -> e.move() != null).count();
        new net.ur.client.settings.SavedGames(home.resolve("data")).saveCurrent(
                new net.ur.client.settings.PlaySetup("finkel", "human", "expert", 1), g);
        app = new UrApp(GameOptions.DEFAULT);
        driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT));
        driver.frames(2);
        MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
        String texts = driver.call(() -> {
            StringBuilder b = new StringBuilder();
            menu.getRoot().depthFirstTraversal(sp -> {
                if (sp instanceof com.simsilica.lemur.Label l && !(sp instanceof Button)) {
                    b.append(l.getText()).append('\n');
                }
            });
            return b.toString();
        });
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Finkel against Dark \\(computer: expert\\), (\\d+) moves? in, saved (.*)")
                .matcher(texts);
        assertTrue(m.find(), "Continue says which game it resumes: " + texts);
        assertEquals(moves, Long.parseLong(m.group(1)));
        assertTrue(m.group(2).matches("\\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d"), m.group(2));

        for (int i = 0; i < 10; i++) {
            press(KeyInput.KEY_DOWN);
        }
        assertEquals("Quit", driver.call(() -> menu.getSelected().getText()));
        press(KeyInput.KEY_RETURN);
        driver.frames(2);
        assertTrue(app.getContext().isCreated(), "Quit asked first");
        assertEquals(List.of("No, stay", "Yes, quit"), driver.call(() -> buttons(menu.getRoot()).stream().map(Button::getText).toList()));
        assertEquals("No, stay", driver.call(() -> menu.getSelected().getText()), "the safe answer is selected");
        press(KeyInput.KEY_ESCAPE);
        assertEquals("Quit", driver.call(() -> menu.getSelected().getText()), "Esc answered no: the menu again, on Quit");
        press(KeyInput.KEY_RETURN);
        press(KeyInput.KEY_RETURN);
        assertEquals("Quit", driver.call(() -> menu.getSelected().getText()), "No stays");
        assertTrue(app.getContext().isCreated());
        press(KeyInput.KEY_RETURN);
        press(KeyInput.KEY_DOWN);
        assertEquals("Yes, quit", driver.call(() -> menu.getSelected().getText()));
        driver.run(() -> menu.getSelected().click());
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (app.getContext().isCreated() && System.nanoTime() < deadline) {
            driver.close();
            Thread.sleep(20);
        }
        assertFalse(app.getContext().isCreated(), "Yes quit the game");
    }
}
