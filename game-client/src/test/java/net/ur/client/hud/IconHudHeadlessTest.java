package net.ur.client.hud;

import net.ur.client.testing.TableNow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.SmallAstragal;
import org.junit.jupiter.api.Test;

/**
 * The icon display follows the game: a token per piece on each plaque, the pool's bowl in a
 * Babylonian game, and the last throw as dice with its score (the small astragal, then the broad
 * astragal's answer and the converted score).
 */
class IconHudHeadlessTest {

    @Test
    void theIconsShowThePiecesThePoolAndTheThrow() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", PlaySetup.HUMAN, "random", 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            IconHudState hud = driver.call(() -> app.getStateManager().getState(IconHudState.class));
            // Two frames in, no throw has come to rest yet: the opening is shown.
            assertTrue(driver.call(() -> TableNow.lastRoll(app) == null), "no throw has settled yet");
            assertEquals("opening ", driver.call(hud::throwShown), "before the opening's first throw, nothing of it");
            net.ur.client.testing.PersonAtTable.throwOpening(driver, session);
            driver.frames(2);
            if (driver.call(() -> TableNow.lastRoll(app) == null)) {
                assertEquals("opening " + TableNow.opening(app).canonicalText(), driver.call(hud::throwShown),
                        "before the game's first throw, the opening throw is shown");
            }
            driver.waitUntil(() -> session.state().turn() == Player.LIGHT && session.state().phase() == Phase.AWAITING_ROLL
                    && !TableNow.busy(app));
            driver.frames(2);
            List<Integer> pieces = driver.call(hud::piecesShown);
            assertEquals(List.of(5, 5), pieces, "a token per bird on each plaque");
            // Each bird its own silhouette in its side's tone: the HUD alone says which bird is where.
            assertEquals(List.of("bird.swallow.true.WAITING", "bird.stormbird.true.WAITING", "bird.raven.true.WAITING",
                    "bird.rooster.true.WAITING", "bird.eagle.true.WAITING"), driver.call(() -> hud.pieceIconsShown(Player.LIGHT)));
            assertTrue(driver.call(() -> hud.pieceIconsShown(Player.DARK)).stream().allMatch(n -> n.startsWith("bird.") && n.contains(".false.")));
            assertEquals(2, driver.call(() -> named(hud.root(), "IconHud.Pieces").size()), "one row of tokens per plaque");
            assertTrue(driver.call(() -> named(hud.root(), "IconHud.Pool").size() == 1), "the pool's bowl is shown");
            assertEquals("bowl.true", driver.call(hud::bowlShown), "coins in the bowl while the pool holds some");
            // Light throws the small astragal on its 3, then the broad astragal on its sun (yes), as
            // arranged throws that the table judges and the dice show.
            net.ur.client.testing.PersonAtTable.request(driver, Player.LIGHT, new net.ur.client.es.game.Request.Throw(
                    new net.ur.client.es.game.ThrowRequest(1f, 0f, List.of(3))));
            driver.waitUntil(() -> TableNow.lastRoll(app) != null && !TableNow.busy(app));
            driver.frames(2);
            assertEquals("light 3=3", driver.call(hud::throwShown));
            net.ur.client.testing.PersonAtTable.request(driver, Player.LIGHT, new net.ur.client.es.game.Request.ThrowBroad(
                    new net.ur.client.es.game.ThrowRequest(1f, 0f, List.of(1))));
            driver.waitUntil(() -> TableNow.lastThrow(app).broad() != null && !TableNow.busy(app));
            driver.frames(2);
            assertEquals("light 3+yes=7", driver.call(hud::throwShown), "the broad astragal's yes converts 3 to 7");
        }
    }

    @Test
    void theThrowGoesUnderThePlaquesWhenTheyLeaveItNoRoom() {
        // 1280 wide with 7 pieces a side: the throw stands between the plaques at the top.
        assertEquals(720 - 12, middleTopOf("finkel", 1280, 720), 0.01f);
        // 640 wide with the Ravensburg game's ten men a side: under the plaques and their captions.
        float low = middleTopOf("ravensburg", 640, 480);
        assertTrue(low < 480 - 16 - 46 - 20, "under the plaques: " + low);
        assertTrue(low > 480 - 160, "still in the top band: " + low);
    }

    private static float middleTopOf(String rules, int width, int height) {
        GameOptions options = new GameOptions(width, height, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup(rules, "random", "random", 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(options))) {
            driver.frames(3);
            IconHudState hud = driver.call(() -> app.getStateManager().getState(IconHudState.class));
            return driver.call(() -> hud.middleTop(width, height));
        }
    }

    private static List<Spatial> named(Node root, String name) {
        List<Spatial> out = new ArrayList<>();
        root.depthFirstTraversal(s -> {
            if (name.equals(s.getName())) {
                out.add(s);
            }
        });
        return out;
    }
}
