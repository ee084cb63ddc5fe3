package net.ur.client.play;

import net.ur.client.testing.TableNow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.Rolling;
import net.ur.client.es.game.Refused;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.es.state.TableReader;
import net.ur.client.game.PlaySession;
import net.ur.client.hud.HudState;
import net.ur.client.physics.DiceTable;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.rules.GameState;
import net.ur.rules.OpeningThrows;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.Test;

/**
 * The Babylonian game's opening throw at one table is thrown with the physics astragals through the
 * request channel like every other throw: the side the opening awaits writes a throw (the person's
 * Space, the computer's own request, an arranged throw), the table system judges it, the small
 * astragal flies and rests, then the broad one, and the rules take both as that side's throw; ties
 * throw again; the round that decides lays the game the rules start from, with the opening
 * recorded in its rules. Anything else meanwhile is refused and changes nothing.
 */
class BabylonianOpeningHeadlessTest {

    @Test
    void thePersonAndTheComputerThrowTheOpeningWithTheAstragals() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", PlaySetup.HUMAN, "random", 11));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            HudState hud = driver.call(() -> app.getStateManager().getState(HudState.class));
            assertTrue(driver.call(session::inOpening), "a new Babylonian game begins with its opening throw");
            assertTrue(driver.call(() -> TableNow.opening(app).throwsMade().isEmpty()));
            assertEquals(Player.LIGHT, driver.call(() -> session.state().turn()), "light throws first in the opening");
            TableReader reader = driver.call(() -> new TableReader(ed));
            assertSame(driver.call(session::opening), driver.call(() -> reader.facts().opening()),
                    "the table publishes the opening so far");
            driver.frames(2);
            assertTrue(driver.call(hud::statusText).contains("The opening throw decides who begins: the higher score. Light: throw both astragals"),
                    driver.call(hud::statusText));

            EntitySet refusals = driver.call(() -> ed.getEntities(Refused.class));
            GameState start = driver.call(session::state);
            List<String> reasons = new ArrayList<>();
            for (Request r : List.of(new Request(Player.DARK, new Request.Throw(new ThrowRequest(1f)), "test"),
                    new Request(Player.LIGHT, new Request.Keep(), "test"),
                    new Request(Player.LIGHT, new Request.ThrowBroad(new ThrowRequest(1f)), "test"),
                    new Request(Player.LIGHT, new Request.Throw(ThrowRequest.arranged(List.of(3))), "test"))) {
                reasons.add(refusedWith(driver, ed, refusals, r));
                assertSame(start, driver.call(session::state), "a refused " + r.action() + " changed nothing");
            }
            assertEquals("it is Light's turn", reasons.get(0));
            assertEquals("the opening throw comes first: Light throws both astragals", reasons.get(1));
            assertEquals(reasons.get(1), reasons.get(2));
            assertEquals("an arranged opening throw gives the small and the broad astragal's faces, not 1", reasons.get(3));
            driver.run(refusals::release);
            assertTrue(driver.call(() -> TableNow.opening(app).throwsMade().isEmpty()), "nothing was thrown");

            // The person's throw: Space, both astragals by physics, the small one first.
            driver.tap(KeyInput.KEY_SPACE);
            List<DieKind> rolled = watchThrow(driver, ed, session, start);
            assertEquals(List.of(DieKind.SMALL_ASTRAGAL, DieKind.BROAD_ASTRAGAL), rolled,
                    "the small astragal flies, then the broad one");
            OpeningThrows afterLight = driver.call(session::opening);
            assertEquals(1, afterLight.throwsMade().size());
            assertEquals(Player.LIGHT, afterLight.throwsMade().get(0).player());
            assertRestsOn(driver, ed, afterLight.throwsMade().get(0));
            assertTrue(driver.call(hud::statusText).startsWith("Light scores " + afterLight.throwsMade().get(0).score()
                    + " in the opening throw"), driver.call(hud::statusText));

            // The computer's throw, and the rounds after a tie (the person throws light's again).
            for (int round = 0; round < 20 && driver.call(session::inOpening); round++) {
                GameState before = driver.call(session::state);
                if (before.turn() == Player.LIGHT) {
                    driver.tap(KeyInput.KEY_SPACE);
                }
                assertEquals(List.of(DieKind.SMALL_ASTRAGAL, DieKind.BROAD_ASTRAGAL), watchThrow(driver, ed, session, before),
                        "every throw of the opening is both astragals");
                List<? extends OpeningThrows.Thrown> made = driver.call(() -> TableNow.opening(app).throwsMade());
                assertEquals(before.turn(), made.get(made.size() - 1).player(), "the side the opening awaited threw");
                assertRestsOn(driver, ed, made.get(made.size() - 1));
            }
            assertFalse(driver.call(session::inOpening), "a round decided who begins");
            OpeningThrows opening = driver.call(session::opening);
            assertTrue(opening.isDecided());
            assertEquals(opening.firstPlayer(), driver.call(() -> session.state().turn()), "the opening's winner throws first");
            assertEquals(Phase.AWAITING_ROLL, driver.call(() -> session.state().phase()));
            assertEquals(opening.canonicalText(), driver.call(() -> session.rules().match().orElseThrow().opening()
                    .orElseThrow().canonicalText()), "the game's rules record the opening thrown");
            assertEquals(driver.call(session::rules), driver.call(() -> reader.setup().rules()),
                    "the table is laid for the game's rules");
            assertEquals(20, driver.call(() -> ((net.ur.rules.Counters.Piles) session.state().counters()).pool()),
                    "both stakes are in the pool");
            assertTrue(driver.call(() -> reader.facts().message()).startsWith(opening.firstPlayer().displayName() + " begins: "));
            driver.run(reader::release);
        }
    }

    @Test
    void anArrangedOpeningRestsOnItsFacesAndATieThrowsAgain() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            int[][] throwsArranged = {{4, 1}, {4, 1}, {1, 0}, {2, 0}};
            Player[] by = {Player.LIGHT, Player.DARK, Player.LIGHT, Player.DARK};
            for (int i = 0; i < throwsArranged.length; i++) {
                GameState before = driver.call(session::state);
                assertEquals(by[i], before.turn());
                List<Integer> faces = List.of(throwsArranged[i][0], throwsArranged[i][1]);
                driver.run(() -> ed.setComponent(ed.createEntity(), new Request(before.turn(),
                        new Request.Throw(new ThrowRequest(0.9f, 0.1f, faces)), "test")));
                assertEquals(List.of(DieKind.SMALL_ASTRAGAL, DieKind.BROAD_ASTRAGAL), watchThrow(driver, ed, session, before));
                List<? extends OpeningThrows.Thrown> made = driver.call(() -> TableNow.opening(app).throwsMade());
                assertEquals(i + 1, made.size());
                assertEquals(throwsArranged[i][0], made.get(i).small().value());
                assertEquals(throwsArranged[i][1] == 1, made.get(i).yes());
                assertRestsOn(driver, ed, made.get(i));
                if (i == 1) {
                    assertTrue(driver.call(session::inOpening), "10 against 10 is a tie");
                    assertEquals("A tie at 10 in the opening throw: both throw again",
                            driver.call(() -> TableNow.facts(app).message()));
                }
            }
            assertFalse(driver.call(session::inOpening));
            assertEquals("light:4:yes,dark:4:yes,light:1:no,dark:2:no", driver.call(() -> TableNow.opening(app).canonicalText()));
            assertEquals("Dark begins: 2 against 1 in the opening throw, after a tie",
                    driver.call(() -> TableNow.facts(app).message()));
            assertEquals(Player.DARK, driver.call(() -> session.state().turn()));
            assertEquals(0, driver.call(() -> session.game().record().entries().size()), "the game itself has not begun");
        }
    }

    /**
     * Lets a throw of the opening run to rest, looking at the dice every frame, and returns the kinds
     * of dice that flew, in the order they first flew.
     */
    private static List<DieKind> watchThrow(AppDriver driver, EntityData ed, PlaySession session, GameState before) {
        List<DieKind> rolled = new ArrayList<>();
        for (int frame = 0; frame < 3000 && !driver.call(() -> session.state() != before && !net.ur.client.testing.TableNow.busy(driver.app())); frame++) {
            driver.frames(1);
            for (DieKind k : driver.call(() -> {
                List<DieKind> now = new ArrayList<>();
                for (com.simsilica.es.EntityId id : ed.findEntities(null, DieId.class, Rolling.class)) {
                    now.add(ed.getComponent(id, DieId.class).kind());
                }
                return now;
            })) {
                if (!rolled.contains(k)) {
                    rolled.add(k);
                }
            }
        }
        assertTrue(driver.call(() -> session.state() != before && !net.ur.client.testing.TableNow.busy(driver.app())), "the throw came to rest");
        return rolled;
    }

    /** Checks that the astragals on the table show the faces of a throw of the opening. */
    private static void assertRestsOn(AppDriver driver, EntityData ed, OpeningThrows.Thrown t) {
        Map<DieKind, Integer> shown = driver.call(() -> {
            Map<DieKind, Integer> m = new EnumMap<>(DieKind.class);
            for (com.simsilica.es.EntityId id : ed.findEntities(null, DieId.class, Position.class)) {
                DieKind k = ed.getComponent(id, DieId.class).kind();
                m.put(k, DiceTable.read(k, ed.getComponent(id, Position.class).rotation()));
            }
            return m;
        });
        assertNotNull(shown.get(DieKind.SMALL_ASTRAGAL));
        assertEquals(t.small().value(), shown.get(DieKind.SMALL_ASTRAGAL), "the small astragal shows the throw's face");
        assertEquals(t.yes() ? 1 : 0, shown.get(DieKind.BROAD_ASTRAGAL), "the broad astragal shows the throw's answer");
    }

    /** Writes a request, lets the table judge it, and returns the reason of the refusal it must leave. */
    private static String refusedWith(AppDriver driver, EntityData ed, EntitySet refusals, Request request) {
        driver.run(() -> ed.setComponent(ed.createEntity(), request));
        List<String> reasons = new ArrayList<>();
        for (int frame = 0; frame < 8 && reasons.isEmpty(); frame++) {
            driver.frames(1);
            driver.run(() -> {
                refusals.applyChanges();
                for (Entity e : refusals.getAddedEntities()) {
                    reasons.add(e.get(Refused.class).reason());
                }
            });
        }
        assertEquals(1, reasons.size(), "one refusal for " + request.action() + ": " + reasons);
        return reasons.get(0);
    }
}
