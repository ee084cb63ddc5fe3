package net.ur.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Coin;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.es.game.TableEvent;
import net.ur.client.game.PlaySession;
import net.ur.client.hud.EndPanel;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.EventTally;
import net.ur.client.testing.TableNow;
import net.ur.client.view.RedSide;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A whole game of each classic rule set played in the running client, headless, by two computer
 * players through the entity requests: physics dice, the move system, the turn system. After
 * every step the pieces' entities stand where the rules' state puts them.
 */
class WholeGameHeadlessTest {

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "masters", "blitz", "aseb", "murray", "babylonian", "babylonian-ur", "ravensburg"})
    void aComputerGameIsPlayedToTheEndWithTheEntitiesMirroringTheRules(String rules) {
        PlaySetup setup = new PlaySetup(rules, "random", "random", 42);
        UrApp app = new UrApp(GameOptions.DEFAULT, setup);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySessionState game = app.getStateManager().getState(PlaySessionState.class);
            assertNotNull(game, "the game started from the command-line setup");
            PlaySession session = game.getSession();
            EventTally tally = new EventTally();
            driver.run(() -> app.getStateManager().attach(tally));
            EntitySet pieces = app.getStateManager().getState(EntityDataState.class).getEntityData()
                    .getEntities(PieceId.class, Position.class);
            EntitySet coins = app.getStateManager().getState(EntityDataState.class).getEntityData()
                    .getEntities(Coin.class, Position.class);
            int checks = 0;
            GameState last = null;
            for (int frame = 0; frame < 400_000 && !driver.call(() -> session.state().isOver() && !TableNow.busy(app)); frame += 30) {
                driver.frames(30);
                boolean checked = driver.call(() -> {
                    if (TableNow.busy(app) || session.state() == null) {
                        return false;
                    }
                    pieces.applyChanges();
                    for (Entity e : pieces) {
                        net.ur.rules.PieceState ps = session.state().stateOf(e.get(PieceId.class).piece());
                        assertEquals(RedSide.modelOf(ps), app.getStateManager().getState(EntityDataState.class)
                                .getEntityData().getComponent(e.getId(), net.ur.client.es.components.ModelType.class),
                                ps + ": the model shows the side the rules say");
                        Vector3f want = net.ur.client.testing.Places.byLayout(session.layout()).restingPlace(session.state(), e.get(PieceId.class).piece());
                        Vector3f at = e.get(Position.class).location();
                        assertTrue(at.distance(want) < 1e-4f, e.get(PieceId.class).piece() + " stands at " + at
                                + " but the rules put it at " + want + " in " + session.state());
                    }
                    if (session.rules().hasCounters()) {
                        assertCoinsMirrorTheCounters(coins, session);
                    }
                    return true;
                });
                GameState now = driver.call(session::state);
                if (checked && now != last) {
                    checks++;
                    last = now;
                }
            }
            GameState end = driver.call(session::state);
            assertTrue(end.isOver(), rules + ": the game ended; it stopped at " + end);
            if (session.rules() instanceof net.ur.rules.ravensburg.RavensburgRuleSet r) {
                r.validate(end); // a total capture, or the turn limits decided by the count of removed men
                assertEquals(0, end.count(net.ur.rules.Player.LIGHT, net.ur.rules.Location.Finished.class));
            } else {
                assertEquals(session.rules().initialState().pieces().size() / 2,
                        end.count(end.winner(), net.ur.rules.Location.Finished.class), "the winner has borne off every piece");
            }
            if (session.rules().hasCounters()) {
                // As the table publishes them for the HUD.
                net.ur.client.es.state.CounterPiles piles = driver.call(() -> TableNow.component(app, net.ur.client.es.state.CounterPiles.class));
                assertEquals(50, piles.light() + piles.dark(), "the winner took the pool: no counter was lost");
                assertEquals(0, piles.pool(), "the pool is empty at the end");
            }
            assertTrue(checks > 20, "the entities were checked against the rules at many steps: " + checks);
            int[] heard = driver.call(() -> new int[] {tally.count(TableEvent.DiceThrown.class),
                tally.count(TableEvent.DiceKnock.class), tally.count(TableEvent.DiceSettled.class),
                tally.count(TableEvent.PieceLifted.class), tally.count(TableEvent.PiecePlaced.class),
                tally.count(TableEvent.GameOver.class)});
            String events = java.util.Arrays.toString(heard);
            assertTrue(heard[0] >= heard[2] && heard[2] > 10, "every settled roll was thrown: " + events);
            assertTrue(heard[1] > heard[0], "thrown dice strike the table: " + events);
            assertEquals(heard[3], heard[4], "every lifted piece was placed: " + events);
            assertEquals((int) driver.call(() -> TableNow.moves(app, net.ur.rules.Player.LIGHT)
                    + TableNow.moves(app, net.ur.rules.Player.DARK)), heard[4],
                    "one placement per move: " + events);
            assertEquals(1, heard[5], "the end was heard once: " + events);
            if (session.rules().hasCounters()) {
                driver.run(() -> assertCoinsMirrorTheCounters(coins, session));
                assertEquals(50, driver.call(coins::size), "one coin entity per counter");
            } else {
                assertEquals(0, driver.call(coins::size), "a game without counters has no coins on the table");
            }
            // The end: celebrated (the session busy meanwhile), then the end panel with the summary.
            driver.frames(3);
            assertTrue(driver.call(() -> app.getStateManager().getState(net.ur.client.ui.Screens.class).current()) instanceof EndPanel,
                    "the end panel follows the celebration");
            assertTrue(driver.call(() -> app.getStateManager().getState(net.ur.client.es.EntityDataState.class).getEntityData()
                    .findEntity(null, net.ur.client.es.components.Celebration.class) == null), "the celebration's entity is gone");
            pieces.release();
            coins.release();
        }
    }

    /** Each pile (light, dark, pool) holds as many coin entities as the rules' counter, at places 0..n-1, resting where the layout puts them. */
    private static void assertCoinsMirrorTheCounters(EntitySet coins, PlaySession session) {
        coins.applyChanges();
        java.util.Map<Counters.Pile, java.util.BitSet> places = new java.util.HashMap<>();
        for (Entity e : coins) {
            Coin c = e.get(Coin.class);
            java.util.BitSet seen = places.computeIfAbsent(c.holder(), k -> new java.util.BitSet());
            assertTrue(!seen.get(c.index()), "two coins at place " + c.index() + " of " + c.holder());
            seen.set(c.index());
            Vector3f want = session.layout().coinPlace(c.holder(), c.index());
            Vector3f at = e.get(Position.class).location();
            assertTrue(at.distance(want) < 1e-4f, "coin " + c + " lies at " + at + " but its pile puts it at " + want);
        }
        for (Counters.Pile holder : Counters.Pile.values()) {
            java.util.BitSet seen = places.getOrDefault(holder, new java.util.BitSet());
            int want = session.state().piles().get(holder);
            assertEquals(want, seen.cardinality(), holder + "'s coins against the rules' counters " + session.state().counters());
            assertEquals(want, seen.nextClearBit(0), holder + "'s coins fill places 0.." + (want - 1));
        }
    }
}
