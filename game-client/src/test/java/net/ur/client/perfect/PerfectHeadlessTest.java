package net.ur.client.perfect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.simsilica.lemur.Button;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.hud.HudState;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.table.TurnSystem;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.GameSetupScreen;
import net.ur.client.ui.Screens;
import net.ur.rules.Player;
import net.ur.ai.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Perfect in the running game, headless: the game selection says a missing or damaged table must be
 * made, makes it on request with its progress shown; at the table the master plays for Perfect while
 * its table is made, the HUD says so, and Perfect takes over when the table is ready. The tables are a
 * test folder's and the build a stand-in (a 2-piece Finkel, or a build held at a gate): the full Finkel
 * table is never made here.
 */
class PerfectHeadlessTest {

    @TempDir
    Path home;

    private final CountDownLatch gate = new CountDownLatch(1);

    /** Set once the stand-in build has reported its progress (its thread starts when it will). */
    private final java.util.concurrent.atomic.AtomicBoolean reported = new java.util.concurrent.atomic.AtomicBoolean();

    private PerfectTables.Builder gated(boolean thenSolve) {
        return (settings, progress) -> {
            try {
                while (!gate.await(5, TimeUnit.MILLISECONDS)) {
                    progress.update(new Solver.Status(0, 1, 0, 3, 2, 1e-3, 1, 150, 0.25, 0, 0, 0));
                    reported.set(true);
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            if (!thenSolve) {
                throw new IllegalStateException("a stand-in build that never finishes");
            }
            return Solver.solve(settings, Solver.TOLERANCE, progress);
        };
    }

    private static void framesUntil(AppDriver driver, Supplier<Boolean> condition, String what) {
        long end = System.nanoTime() + 120_000_000_000L;
        while (!driver.call(condition::get)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited two minutes for " + what);
            }
            driver.frames(10);
        }
    }

    @Test
    void theMasterPlaysForPerfectWhileItsTableIsMadeThenPerfectTakesOver() throws Exception {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        Path folder = home.resolve("data").resolve("tables");
        PerfectTables tables = new PerfectTables(folder, gated(true), 1, () -> 1L << 40);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            driver.run(() -> {
                app.getStateManager().getState(PerfectTablesState.class).replace(tables);
                app.startGame(new PlaySetup("finkel-2p", "perfect", "random", 5));
            });
            driver.frames(3);
            TurnSystem turns = driver.call(() -> app.getStateManager().getState(TurnSystem.class));
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));
            PerfectOrMaster perfect = (PerfectOrMaster) driver.call(() -> turns.agent(Player.LIGHT));
            assertNotNull(perfect, "light is Perfect");
            framesUntil(driver, () -> perfect.masterMoves() >= 1 && reported.get(), "the master to move for Perfect");
            driver.frames(2); // the HUD reads the progress reported
            assertEquals(0, perfect.perfectMoves());
            assertEquals("Perfect is learning the game: 25%, about 3 min left; the master plays until then",
                    driver.call(hud::noticeText), "the HUD says the master plays while Perfect learns");

            gate.countDown();
            framesUntil(driver, () -> perfect.perfectMoves() >= 1, "Perfect to take over");
            assertTrue(Files.exists(folder.resolve("finkel-2p.urt")), "the table is kept in the data folder's tables");
            assertEquals("Perfect has learnt the game and plays from now on", driver.call(hud::noticeText));
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            int masterMoves = perfect.masterMoves();
            framesUntil(driver, () -> session.state().isOver() || perfect.perfectMoves() >= 3, "more moves");
            assertEquals(masterMoves, perfect.masterMoves(), "once the table is ready the master no longer plays");
        }
    }

    @Test
    void theGameSelectionOffersToMakeADamagedTableAgainAndShowsItsProgress() throws Exception {
        System.setProperty("ur.home", home.toString());
        Path folder = home.resolve("data").resolve("tables");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("finkel.urt"), "not a table at all");
        UrApp app = new UrApp(GameOptions.DEFAULT);
        PerfectTables tables = new PerfectTables(folder, gated(false), settings -> 250, 1, () -> 8L << 30);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            GameSetupScreen screen = driver.call(() -> app.getStateManager().getState(GameSetupScreen.class));
            driver.run(() -> {
                app.getStateManager().getState(PerfectTablesState.class).replace(tables);
                app.getStateManager().getState(Screens.class).show(GameSetupScreen.class);
            });
            driver.frames(2);
            for (int i = 0; i < 10 && !driver.call(() -> screen.setup().rules().equals("finkel")); i++) {
                driver.run(() -> screen.getButtons().get(1).click());
            }
            for (int i = 0; i < 10 && !driver.call(() -> screen.setup().dark().equals("perfect")); i++) {
                driver.run(() -> screen.getButtons().get(0).click());
                driver.frames(1);
            }
            assertEquals("finkel", driver.call(() -> screen.setup().rules()));
            assertEquals("perfect", driver.call(() -> screen.setup().dark()));
            framesUntil(driver, () -> tables.status(net.ur.rules.classic.ClassicSettings.FINKEL).phase()
                    == PerfectTables.Phase.DAMAGED, "the damaged table to be found");
            framesUntil(driver, () -> screen.tableText().contains("on this computer and"), "the time to be measured");
            String line = driver.call(screen::tableText);
            assertTrue(line.startsWith("Perfect's table of Finkel could not be used: not a solved table"), line);
            assertTrue(line.contains("it was set aside as finkel.urt.damaged. It must be made again, about 4 minutes"
                    + " on this computer and 4.0 GB of memory, in the background"), line);
            assertTrue(line.endsWith("Until it is ready, the master plays for Perfect."), line);
            assertEquals("not a table at all", Files.readString(folder.resolve("finkel.urt.damaged")));
            List<String> texts = driver.call(() -> screen.getButtons().stream().map(Button::getText).toList());
            assertEquals(List.of("Opponent: The computer: Perfect", "Rules: Finkel", "Make Perfect's table now", "Start",
                    "Play across the network", "Back", "Learn to play"), texts, "a new player is offered the lesson last");

            // Enter on the make button: it goes, and the selection goes back to the line before it, not on to Start.
            for (int i = 0; i < 5 && !driver.call(() -> screen.getSelected().getText()).equals("Make Perfect's table now"); i++) {
                driver.tap(com.jme3.input.KeyInput.KEY_DOWN);
            }
            driver.tap(com.jme3.input.KeyInput.KEY_RETURN);
            framesUntil(driver, () -> screen.tableText().contains("25%"), "the progress in the menu");
            assertEquals("Rules: Finkel", driver.call(() -> screen.getSelected().getText()), "the selection is not moved onto Start");
            assertTrue(driver.call(screen::tableText).contains("Perfect is learning the game: 25%, about 3 min left,"
                    + " in the background. Until it is ready, the master plays for Perfect."), driver.call(screen::tableText));
            assertEquals(List.of("Opponent: The computer: Perfect", "Rules: Finkel", "Start", "Play across the network", "Back",
                    "Learn to play"),
                    driver.call(() -> screen.getButtons().stream().map(Button::getText).toList()), "no second build offered");

            // Start: the game begins at once, the master playing for Perfect, and the HUD says so.
            driver.run(() -> screen.getButtons().get(2).click());
            framesUntil(driver, () -> app.getStateManager().getState(HudState.class) != null
                    && app.getStateManager().getState(HudState.class).noticeText().startsWith("Perfect is learning"),
                    "the HUD's notice");
            // The build goes on while the player returns to the menu.
            driver.run(app::returnToMenu);
            driver.frames(5);
            assertTrue(tables.status(net.ur.rules.classic.ClassicSettings.FINKEL).building(), "still being made");
        }
        // Quitting the game stopped the build; nothing was written under the table's name.
        long end = System.nanoTime() + 30_000_000_000L;
        while (tables.status(net.ur.rules.classic.ClassicSettings.FINKEL).building() && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertEquals(PerfectTables.Phase.MISSING, tables.status(net.ur.rules.classic.ClassicSettings.FINKEL).phase());
        assertFalse(Files.exists(folder.resolve("finkel.urt")));
        assertFalse(Files.exists(folder.resolve("finkel.urt.part")));
    }
}
