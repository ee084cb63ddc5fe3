package net.ur.client.input;

import net.ur.client.testing.TableNow;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.hud.EndPanel;
import net.ur.client.hud.HudState;
import net.ur.client.play.PlaySessionState;
import net.ur.client.table.Hints;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.perfect.PerfectTables;
import net.ur.client.perfect.PerfectTablesState;
import net.ur.client.testing.AppDriver;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.sets.RuleSets;
import net.ur.ai.ExpectimaxAgent;
import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The H key in the headless client: before a throw it says to throw first; after a throw it selects
 * perfect play's move (the table read from the data folder), says the winning chance, and Enter makes
 * that move; a hint never moves by itself and is gone when the game moves on.
 */
class HintHeadlessTest {

    @TempDir
    Path home;

    @Test
    void hSelectsPerfectPlaysMoveAndEnterMakesIt() throws Exception {
        SolvedTable table = smallFinkelInTheDataFolder();
        PerfectTables tables = tablesThatAreNeverMade();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            driver.run(() -> {
                app.getStateManager().getState(PerfectTablesState.class).replace(tables);
                app.startGame(new PlaySetup("finkel-2p", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
            });
            driver.frames(3);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            HintState hints = driver.call(() -> app.getStateManager().getState(HintState.class));
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));

            driver.tap(KeyInput.KEY_H);
            driver.frames(2);
            assertTrue(driver.call(hud::noticeText).startsWith("Hint: throw first"), driver.call(hud::noticeText));

            int hinted = 0;
            for (int turn = 0; turn < 40 && hinted < 3 && !driver.call(() -> session.state().isOver()); turn++) {
                driver.waitUntil(() -> session.state().phase() == Phase.AWAITING_ROLL && !TableNow.busy(app));
                GameState beforeThrow = driver.call(session::state);
                driver.tap(KeyInput.KEY_SPACE);
                driver.waitUntil(() -> session.state() != beforeThrow && !TableNow.busy(app));
                GameState s = driver.call(session::state);
                if (s.phase() != Phase.AWAITING_MOVE) {
                    continue; // no move for this throw: the turn passed
                }
                driver.tap(KeyInput.KEY_H);
                driver.waitUntil(() -> hints.text() != null && !hints.text().endsWith("thinking\u2026"));
                Hints.Hint expected = Hints.hint(session.rules(), s, table, ExpectimaxAgent.ofDepth(1), new SplittableRandom(1));
                String line = driver.call(hud::noticeText);
                assertEquals(expected.text(), line, "the HUD says perfect play's chance");
                assertEquals(expected.chance(), table.evaluate(s), 1e-9);
                Move hinted0 = expected.move();
                driver.frames(5);
                assertEquals(s, driver.call(session::state), "a hint never moves by itself");
                driver.tap(KeyInput.KEY_RETURN);
                driver.waitUntil(() -> session.state() != s && !TableNow.busy(app));
                GameState after = driver.call(session::state);
                Player mover = s.turn();
                // The move made is worth perfect play's chance (another move of equal worth would do as well).
                assertEquals(expected.chance(), table.valueAfter(mover, session.rules().applyMove(s, hinted0)), 1e-9);
                assertEquals(session.rules().applyMove(s, hinted0).pieces(), after.pieces(), "Enter made the hinted move");
                driver.frames(2);
                assertNull(driver.call(hints::text), "the hint is gone once the game moved on");
                hinted++;
            }
            assertTrue(hinted >= 3, "hints followed: " + hinted);
        }
    }

    @Test
    void theEndPanelReviewsThePersonsMovesByPerfectPlay() throws Exception {
        SolvedTable table = smallFinkelInTheDataFolder();
        PerfectTables tables = tablesThatAreNeverMade();
        net.ur.rules.record.Game over = net.ur.client.testing.SeededGames.finished("finkel-2p", 4,
                net.ur.client.testing.SeededGames::anyMove);
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySetup setup = new PlaySetup("finkel-2p", PlaySetup.HUMAN, "random", 3);
            driver.run(() -> {
                app.getStateManager().getState(PerfectTablesState.class).replace(tables);
                app.continueGame(new net.ur.client.settings.SavedGames.Saved(setup, over.record(), null));
            });
            driver.frames(3);
            EndPanel panel = driver.call(() -> app.getStateManager().getState(EndPanel.class));
            // The table is read in the background when the game starts; the panel shows the review
            // once it is ready.
            driver.waitUntil(() -> !panel.reviewLines(null).isEmpty());
            driver.frames(2);
            java.util.List<String> lines = driver.call(() -> panel.reviewLines(null));
            net.ur.ai.review.Review review = net.ur.ai.review.Reviewer.review(over.record(),
                    net.ur.ai.review.Judges.table(table), null);
            assertEquals(java.util.List.of("Light: " + review.summary(Player.LIGHT)), lines,
                    "the person's review; none for the computer");
            assertTrue(review.realChoices(Player.LIGHT).stream().anyMatch(c -> c.loss() > 1e-4),
                    "random moves are faulted: " + review.summary(Player.LIGHT));
            String texts = driver.call(() -> {
                StringBuilder b = new StringBuilder();
                panel.getRoot().depthFirstTraversal(sp -> {
                    if (sp instanceof com.simsilica.lemur.Label l) {
                        b.append(l.getText()).append('\n');
                    }
                });
                return b.toString();
            });
            assertTrue(texts.contains("Light: Perfect play's move in "), "the panel shows it: " + texts);
        }
    }

    /** Solves Finkel with 2 pieces and keeps the table in the test home's data folder, as the game would. */
    private SolvedTable smallFinkelInTheDataFolder() throws Exception {
        System.setProperty("ur.home", home.toString());
        Files.createDirectories(tablesFolder());
        SolvedTable table = Solver.solve(RuleSets.classicSettings("finkel-2p"), Solver.TOLERANCE, null);
        table.write(tablesFolder().resolve("finkel-2p.urt"));
        return table;
    }

    private Path tablesFolder() {
        return home.resolve("data").resolve("tables");
    }

    /** The game's tables in the test home; hints and reviews read them and never make one. */
    private PerfectTables tablesThatAreNeverMade() {
        return new PerfectTables(tablesFolder(), (settings, progress) -> {
            throw new AssertionError("hints and reviews never make a table");
        }, 1, () -> 1L << 40);
    }
}
