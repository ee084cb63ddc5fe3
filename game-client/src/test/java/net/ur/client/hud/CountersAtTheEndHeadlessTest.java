package net.ur.client.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Coin;
import net.ur.client.es.state.CounterPiles;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.PersonAtTable;
import net.ur.client.testing.SeededGames;
import net.ur.client.testing.TableNow;
import net.ur.client.ui.Screens;
import net.ur.client.words.PanelWords;
import net.ur.rules.Counters;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * At the end of a Babylonian game the pool is the winner's: the table's {@link CounterPiles}, the
 * HUD's counters (the text line, the plaques and the bowl), the coins on the table and the end
 * panel all say so, whether the rules ended the game (the last bird home takes the pool) or a side
 * gave it up (resigned in a network game, which the rules' record does not know).
 */
class CountersAtTheEndHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    /** A Babylonian game played by a seed up to its last move, and that move. */
    private record BeforeTheEnd(Game game, Move last) {
    }

    private static BeforeTheEnd beforeTheEnd(long seed) {
        Game g = Game.start("babylonian");
        SplittableRandom random = new SplittableRandom(seed);
        Game before = g;
        while (!g.state().isOver()) {
            before = g;
            g = SeededGames.step(g, random, SeededGames::anyMove);
        }
        return new BeforeTheEnd(before, g.record().entries().get(g.record().entries().size() - 1).move());
    }

    @Test
    void theLastBirdHomeTakesThePoolOnTheHudAndTheTable() {
        BeforeTheEnd end = beforeTheEnd(11);
        int pool = BabylonianRuleSet.pool(end.game().state());
        assertTrue(pool > 0, "the pool holds counters before the last move: " + pool);
        Player winner = end.last().player();
        Counters.Piles was = (Counters.Piles) end.game().state().counters();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            lay(driver, app, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.HUMAN, 3), end.game());
            PersonAtTable.request(driver, winner, new net.ur.client.es.game.Request.MakeMove(end.last()));
            CounterPiles expected = new CounterPiles(was.light() + (winner == Player.LIGHT ? pool : 0),
                    was.dark() + (winner == Player.DARK ? pool : 0), 0);
            assertPaidAtTheEnd(driver, app, expected, winner);
        }
    }

    @Test
    void aResignedGameGivesThePoolToTheOtherSideOnTheHudAndTheTable() {
        BeforeTheEnd end = beforeTheEnd(11);
        int pool = BabylonianRuleSet.pool(end.game().state());
        Counters.Piles was = (Counters.Piles) end.game().state().counters();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            // A network game's table with no network behind it: the other side's actions would be
            // its requests; here the person resigns.
            lay(driver, app, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.remote("Jun"), 3), end.game());
            PersonAtTable.request(driver, Player.LIGHT,
                    new net.ur.client.es.game.Request.Concede(PanelWords.resigned(Player.LIGHT)));
            assertPaidAtTheEnd(driver, app, new CounterPiles(was.light(), was.dark() + pool, 0), Player.DARK);
        }
    }

    /** Lays a table for the game as it stands, and waits for it to be still. */
    private static void lay(AppDriver driver, UrApp app, PlaySetup setup, Game game) {
        driver.run(() -> {
            app.getStateManager().getState(Screens.class).hideAll();
            app.getStateManager().attach(new PlaySessionState(PlaySession.continued(setup, game), () -> { }));
        });
        driver.frames(3);
        driver.waitUntil(() -> TableNow.facts(app) != null && !TableNow.busy(app));
        driver.frames(2);
    }

    /** Waits for the end panel and checks every counter the player sees against {@code expected}. */
    private static void assertPaidAtTheEnd(AppDriver driver, UrApp app, CounterPiles expected, Player winner) {
        Screens screens = driver.call(() -> app.getStateManager().getState(Screens.class));
        driver.waitUntil(() -> screens.current() instanceof EndPanel);
        driver.frames(3);
        assertEquals(winner, driver.call(() -> TableNow.facts(app).winner()), "the winner");
        assertEquals(expected, driver.call(() -> TableNow.component(app, CounterPiles.class)),
                "the table's counters: the pool is the winner's");
        assertEquals(PanelWords.countersLine(expected.light(), expected.dark(), expected.pool()),
                driver.call(() -> app.getStateManager().getState(HudState.class).countersText()), "the HUD's counters line");
        assertEquals(expected.light() + " " + expected.dark() + " " + expected.pool(),
                driver.call(() -> app.getStateManager().getState(IconHudState.class).countersShown()),
                "the plaques' counters and the bowl's");
        assertEquals(expected.pool() > 0 ? "bowl.true" : "bowl.false",
                driver.call(() -> app.getStateManager().getState(IconHudState.class).bowlShown()),
                "the bowl's icon holds coins only while the pool does");
        Map<Counters.Pile, Integer> coins = driver.call(() -> {
            Map<Counters.Pile, Integer> n = new EnumMap<>(Counters.Pile.class);
            var ed = app.getStateManager().getState(EntityDataState.class).getEntityData();
            for (var id : ed.findEntities(null, Coin.class)) {
                n.merge(ed.getComponent(id, Coin.class).holder(), 1, Integer::sum);
            }
            return n;
        });
        assertEquals(expected.light(), coins.getOrDefault(Counters.Pile.LIGHT, 0), "light's coins on the table");
        assertEquals(expected.dark(), coins.getOrDefault(Counters.Pile.DARK, 0), "dark's coins on the table");
        assertEquals(expected.pool(), coins.getOrDefault(Counters.Pile.POOL, 0), "the coins in the bowl");
        String panel = driver.call(() -> {
            StringBuilder b = new StringBuilder();
            ((EndPanel) screens.current()).getRoot().depthFirstTraversal(sp -> {
                if (sp instanceof com.simsilica.lemur.Label l && !(sp instanceof com.simsilica.lemur.Button)) {
                    b.append(l.getText()).append('\n');
                }
            });
            return b.toString();
        });
        int brought = driver.call(() -> TableNow.game(app).ledger().counters(winner));
        int won = winner == Player.LIGHT ? expected.light() : expected.dark();
        assertTrue(panel.contains("\n" + PanelWords.countersCell(won, brought) + "\n"),
                "the end panel's counters agree with the HUD's: " + won + " against " + panel);
    }
}
