package net.ur.client.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.state.CounterPiles;
import net.ur.client.es.state.LastAction;
import net.ur.client.es.state.TableGame;
import net.ur.client.es.state.TableSetup;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.SeededGames;
import net.ur.client.testing.TableNow;
import net.ur.client.words.PanelWords;
import net.ur.client.words.TurnWords;
import net.ur.rules.Counters;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * While a table is laid again, the entity of the table laid before lingers beside the new one
 * until its systems end; the HUDs read the newest, as every reader of the table does
 * ({@code TableReader}, {@code TableSetup.laid}).
 */
class HudReadsTheNewestTableHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    @Test
    void theHudsShowTheNewestTablesGameAndCounters() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.HUMAN, 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(3);
            driver.waitUntil(() -> TableNow.facts(app) != null);
            driver.frames(2);
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));
            IconHudState icons = driver.call(() -> app.getStateManager().getState(IconHudState.class));
            String countersBefore = driver.call(hud::countersText);

            // The newer table: a game of the same rules some way on, its birds and counters elsewhere.
            Game later = Game.start("babylonian");
            SplittableRandom random = new SplittableRandom(7);
            while (later.record().entries().size() < 120 && !later.state().isOver()) {
                later = SeededGames.step(later, random, SeededGames::anyMove);
            }
            Counters.Piles piles = (Counters.Piles) later.state().counters();
            Game newer = later;
            EntityId table = driver.call(() -> {
                EntityData ed = app.getStateManager().getState(EntityDataState.class).getEntityData();
                EntityId id = ed.createEntity();
                ed.setComponents(id, TableSetup.laid(ed), new TableGame(newer, null),
                        TurnWords.facts(newer, null, LastAction.NONE, null, 1000), CounterPiles.of(piles, null));
                return id;
            });
            driver.frames(2);
            String countersNow = PanelWords.countersLine(piles.light(), piles.dark(), piles.pool());
            assertNotEquals(countersBefore, countersNow, "the newer table's counters differ from the first's");
            assertEquals(countersNow, driver.call(hud::countersText), "the text HUD's counters are the newest table's");
            assertEquals(piles.light() + " " + piles.dark() + " " + piles.pool(), driver.call(icons::countersShown),
                    "the plaques' and the bowl's counters are the newest table's");
            List<String> lightIcons = driver.call(() -> icons.pieceIconsShown(Player.LIGHT));
            assertEquals(newer.state().piecesOf(Player.LIGHT).size(), lightIcons.size());
            assertNotEquals(List.of("bird.swallow.true.WAITING", "bird.stormbird.true.WAITING", "bird.raven.true.WAITING",
                    "bird.rooster.true.WAITING", "bird.eagle.true.WAITING"), lightIcons,
                    "the plaque shows the newest table's birds, not all waiting as at the first table's start");
            driver.run(() -> app.getStateManager().getState(EntityDataState.class).getEntityData().removeEntity(table));
        }
    }
}
