package net.ur.client.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import net.ur.ai.review.Judges;
import net.ur.ai.review.LuckReport;
import net.ur.ai.review.Review;
import net.ur.ai.review.Reviewer;
import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.testing.AppDriver;
import net.ur.rules.Player;
import net.ur.rules.record.GameRecord;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The luck of the dice over the saved games on one screen: each game reviewed off the render thread,
 * the person's and the computer's lines summed over the games, as the review's own luck adds up.
 */
class LuckScreenHeadlessTest {

    @TempDir
    Path home;
    private String homeBefore;

    @BeforeEach
    void useTemporaryHome() {
        homeBefore = System.getProperty("ur.home");
        System.setProperty("ur.home", home.toString());
    }

    @AfterEach
    void restoreHome() {
        if (homeBefore == null) {
            System.clearProperty("ur.home");
        } else {
            System.setProperty("ur.home", homeBefore);
        }
    }

    @Test
    void theLuckOverTheSavedGamesIsShownPerPlayer() throws Exception {
        SavedGames saves = new SavedGames(home.resolve("data"));
        GameRecord a = net.ur.client.testing.SeededGames.finished("finkel-2p", 31, net.ur.client.testing.SeededGames::anyMove).record();
        GameRecord b = net.ur.client.testing.SeededGames.finished("finkel-2p", 32, net.ur.client.testing.SeededGames::anyMove).record();
        saves.keep(new PlaySetup("finkel-2p", PlaySetup.HUMAN, "random", 1), net.ur.rules.record.Game.of(a),
                java.time.LocalDateTime.now());
        saves.keep(new PlaySetup("finkel-2p", "random", PlaySetup.HUMAN, 2), net.ur.rules.record.Game.of(b),
                java.time.LocalDateTime.now().plusMinutes(1));
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT)).timeout(300)) {
            driver.frames(2);
            Screens screens = app.getStateManager().getState(Screens.class);
            driver.run(() -> screens.show(LuckScreen.class));
            driver.waitUntil(() -> labels(screens).stream().anyMatch(l -> l.startsWith("Over the 2 saved games")));
            List<String> shown = driver.call(() -> labels(screens));
            // The person played light in one game and dark in the other: one line over both.
            // Each game by a judge of its own, as the screen reviews them.
            Review ra = Reviewer.review(a, estimate(), null);
            Review rb = Reviewer.review(b, estimate(), null);
            LuckReport want = LuckReport.empty().add(ra, Player.LIGHT, "you").add(ra, Player.DARK, "the computer (random)")
                    .add(rb, Player.LIGHT, "the computer (random)").add(rb, Player.DARK, "you");
            List<String> lines = LuckScreen.lines(want, 2, 2, 0);
            for (String line : lines.subList(1, lines.size())) {
                assertTrue(shown.contains(line), "shown: " + line + " in " + shown);
            }
            assertTrue(shown.stream().anyMatch(l -> l.startsWith("the computer (random), four binary:") && l.endsWith("over 2 games)")),
                    "the computer's games counted together: " + shown);
            assertTrue(shown.get(2).startsWith("you, four binary:") && shown.get(2).endsWith("over 2 games)"),
                    "the person first, as light in one game and dark in the other: " + shown);
            assertEquals(0, LuckScreen.lines(LuckReport.empty(), 0, 0, 0).get(0).indexOf("No games"), "no games: said so");
            LuckScreen screen = app.getStateManager().getState(LuckScreen.class);
            // Each player's throws as a picture against fair dice, not as rows of numbers.
            List<DiceLuckPanel> pictures = driver.call(screen::pictures);
            assertEquals(want.lines().size(), pictures.size(), "a picture per player and dice: " + shown);
            assertEquals(List.of(0, 1, 2, 3, 4), pictures.get(0).values(), "four binary dice's values under the bars");
            assertTrue(shown.stream().noneMatch(l -> l.startsWith("  throws")), "no rows of numbers: " + shown);
            assertEquals(0, driver.call(() -> screen.progress().remembered()), "the first time every game is reviewed");

            // Opened again: both games' luck is remembered by their files' content, and the screen is the same.
            Path cache = saves.luckCacheFile();
            driver.waitUntil(() -> java.nio.file.Files.exists(cache));
            driver.run(() -> screens.back());
            driver.run(() -> screens.show(LuckScreen.class));
            driver.waitUntil(() -> screen.progress().done() == 2);
            assertEquals(2, driver.call(() -> screen.progress().remembered()), "both games remembered");
            driver.frames(2);
            List<String> again = driver.call(() -> labels(screens));
            for (String line : lines.subList(1, lines.size())) {
                assertTrue(again.contains(line), "the same numbers from the cache: " + line + " in " + again);
            }
            assertTrue(again.contains("  (2 of them remembered from an earlier review, 0 reviewed now)"), "said so: " + again);

            // A file whose content changed is reviewed again; the other is still remembered.
            Path changed = saves.list().get(0).file();
            java.nio.file.Files.writeString(changed, java.nio.file.Files.readString(changed) + "\n");
            driver.run(() -> screens.back());
            driver.run(() -> screens.show(LuckScreen.class));
            driver.waitUntil(() -> screen.progress().done() == 2);
            assertEquals(1, driver.call(() -> screen.progress().remembered()), "only the unchanged file remembered");
        }
    }

    private static net.ur.ai.review.Judge estimate() {
        return Judges.estimate(RuleSets.byName("finkel-2p"), net.ur.ai.PositionEstimate.defaultDepth(RuleSets.byName("finkel-2p")));
    }

    private static List<String> labels(Screens screens) {
        List<String> out = new java.util.ArrayList<>();
        if (screens.current() == null) {
            return out;
        }
        screens.current().getRoot().depthFirstTraversal(s -> {
            if (s instanceof com.simsilica.lemur.Label l && !(s instanceof com.simsilica.lemur.Button)) {
                out.add(l.getText());
            }
        });
        return out;
    }
}
