package net.ur.client.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import java.nio.file.Path;
import java.util.List;
import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.PersonAtTable;
import net.ur.client.testing.TableNow;
import net.ur.client.words.HintWords;
import net.ur.client.words.TurnLogWords;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The other side's turn told at the table: after the computer has played, the line under the throw
 * says what it did in words, for the seconds it takes to read (the game's clock), and then until the
 * person throws; the
 * turn log (the L key, or its button) holds the last turns; the hint button asks as the H key does.
 */
class TurnToldHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    @Test
    void theComputersTurnIsToldLongEnoughToReadAndKeptInTheLog() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, "novice", 4));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(3);
            driver.waitUntil(() -> TableNow.facts(app) != null);
            TurnLogState told = driver.call(() -> app.getStateManager().getState(TurnLogState.class));
            assertEquals(List.of(), driver.call(told::logLines), "nothing is told before a turn is played");
            // Light plays (or passes) until the computer has played a turn of its own after it.
            int entries = 0;
            for (int i = 0; i < 20 && entries == 0; i++) {
                PersonAtTable.playMoves(driver, app, 1);
                driver.waitUntil(() -> TableNow.over(app) || (TableNow.facts(app).state().turn() == Player.LIGHT
                        && !TableNow.busy(app)));
                entries = driver.call(() -> (int) TableNow.game(app).game().record().entries().stream()
                        .filter(e -> e.player() == Player.DARK).count());
            }
            assertTrue(entries > 0, "the computer played");
            String line = driver.call(told::toldText);
            assertTrue(line.startsWith("Dark threw "), "the computer's turn is told: " + line);
            assertFalse(line.contains("->"), line);
            List<String> log = driver.call(told::logLines);
            assertTrue(log.get(log.size() - 1).startsWith("Dark threw "), "the log ends with it: " + log);
            assertTrue(log.stream().anyMatch(s -> s.startsWith("Light threw ")), "the person's turns are in the log: " + log);
            assertTrue(line.endsWith(log.get(log.size() - 1)), line + " / " + log);
            // The throw bar says whose throw it shows.
            IconHudState icons = driver.call(() -> app.getStateManager().getState(IconHudState.class));
            Player thrower = driver.call(() -> TableNow.lastThrow(app).who());
            assertEquals(TurnLogWords.whoseThrow(thrower.displayName()), driver.call(icons::whoseThrowShown));

            // It stands for the seconds its reading takes on the game's clock (60 frames a second)
            // and then until the person throws.
            float seconds = TurnLogWords.readingSeconds(line);
            driver.frames((int) (60 * seconds) + 60);
            assertEquals(line, driver.call(told::toldText), "still there while the person has not thrown");
            driver.tap(KeyInput.KEY_SPACE);
            driver.waitUntil(() -> TableNow.lastThrow(app).who() == Player.LIGHT);
            driver.frames(2);
            assertEquals("", driver.call(told::toldText), "gone once read and the person throws");

            // L shows the log, and hides it; its button does the same.
            assertFalse(driver.call(told::logShown));
            driver.tap(KeyInput.KEY_L);
            driver.frames(2);
            assertTrue(driver.call(told::logShown), "L shows the turn log");
            driver.run(() -> told.buttons().get(1).click());
            driver.frames(2);
            assertFalse(driver.call(told::logShown), "the button hides it");
            assertEquals(TurnLogWords.LOG_BUTTON, driver.call(() -> told.buttons().get(1).getText()));
        }
    }

    @Test
    void theHintButtonAsksAsTheHKeyDoes() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 4));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(3);
            driver.waitUntil(() -> TableNow.facts(app) != null && !TableNow.busy(app));
            driver.frames(2);
            assertEquals(Phase.AWAITING_ROLL, driver.call(() -> TableNow.facts(app).state().phase()));
            TurnLogState told = driver.call(() -> app.getStateManager().getState(TurnLogState.class));
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));
            assertEquals(TurnLogWords.HINT_BUTTON, driver.call(() -> told.buttons().get(0).getText()));
            assertEquals("", driver.call(hud::noticeText));
            driver.run(() -> told.buttons().get(0).click());
            driver.frames(3);
            assertEquals(HintWords.hintThrowFirst(net.ur.rules.sets.RuleSets.byName("finkel")), driver.call(hud::noticeText), "the button's hint, as H gives it");
            PersonAtTable.playMoves(driver, app, 0);
            driver.tap(KeyInput.KEY_SPACE);
            driver.waitUntil(() -> TableNow.facts(app).state().phase() != Phase.AWAITING_ROLL && !TableNow.busy(app));
            driver.tap(KeyInput.KEY_H);
            driver.frames(3);
            assertFalse(driver.call(hud::noticeText).isEmpty(), "H still asks");
        }
    }
}
