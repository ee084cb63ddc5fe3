package net.ur.client.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.es.game.Refused;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.TableNow;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every action at the table travels one way: an actor writes a {@link Request} entity, and the
 * table system judges it by the rules. Here each side is an actor of the test that only writes
 * requests (it chooses from the facts the table publishes on its entity, and calls no system and
 * nothing of the session), and whole games of every rule set are played so; after every step the
 * pieces' entities stand where the rules put them. A refused request changes nothing and says why.
 */
class RequestChannelHeadlessTest {

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "masters", "blitz", "aseb", "murray", "babylonian", "babylonian-ur", "ravensburg"})
    void wholeGamesArePlayedByActorsThatOnlyWriteRequests(String rules) {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 17));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            EntitySet pieces = driver.call(() -> ed.getEntities(PieceId.class, Position.class));
            SplittableRandom random = new SplittableRandom(rules.hashCode());
            int steps = 0;
            while (!driver.call(() -> session.state().isOver()) && steps < 5000) {
                GameState before = driver.call(session::state);
                Request.Action action = choose(driver, ed, random);
                driver.run(() -> ed.setComponent(ed.createEntity(), new Request(before.turn(), action, "test")));
                driver.waitUntil(() -> session.state() != before && !TableNow.busy(app));
                steps++;
                String misplaced = driver.call(() -> {
                    pieces.applyChanges();
                    for (Entity e : pieces) {
                        Vector3f want = net.ur.client.testing.Places.byLayout(session.layout()).restingPlace(session.state(), e.get(PieceId.class).piece());
                        if (e.get(Position.class).location().distance(want) > 1e-4f) {
                            return e.get(PieceId.class).piece() + " at " + e.get(Position.class).location() + ", the rules say " + want;
                        }
                    }
                    return "";
                });
                assertEquals("", misplaced, rules + " after step " + steps + " (" + action + ")");
                // The table's entity carries the rules' state for everyone who reads it.
                String published = driver.call(() -> {
                    com.simsilica.es.EntityId table = TableNow.entity(app);
                    net.ur.client.es.state.TableTurn t = ed.getComponent(table, net.ur.client.es.state.TableTurn.class);
                    GameState now = session.state();
                    if (t.turn() != now.turn() || t.phase() != now.phase() || !java.util.Objects.equals(t.rollInHand(), now.roll())) {
                        return t + " against " + now;
                    }
                    net.ur.client.es.state.CounterPiles c = ed.getComponent(table, net.ur.client.es.state.CounterPiles.class);
                    if (now.counters() instanceof Counters.Piles p && (c == null || c.light() != p.light()
                            || c.dark() != p.dark() || c.pool() != p.pool())) {
                        return c + " against " + now.counters();
                    }
                    net.ur.client.es.state.Outcome o = ed.getComponent(table, net.ur.client.es.state.Outcome.class);
                    if (now.isOver() != (o != null) || (o != null && o.winner() != (now.isDraw() ? null : now.winner()))) {
                        return o + " against over=" + now.isOver();
                    }
                    return "";
                });
                assertEquals("", published, rules + ": the published state after step " + steps);
                // What the HUD and the computer players read: the facts published with it.
                String facts = driver.call(() -> {
                    com.simsilica.es.EntityId table = TableNow.entity(app);
                    net.ur.client.es.state.TableFacts f = ed.getComponent(table, net.ur.client.es.state.TableFacts.class);
                    net.ur.client.es.state.TableTurn t = ed.getComponent(table, net.ur.client.es.state.TableTurn.class);
                    if (f == null || f.state() != session.state() || f.version() != t.version()) {
                        return f + " against " + session.state();
                    }
                    return f.message().equals(net.ur.client.words.TurnWords.facts(session.game(), session.opening(),
                            ed.getComponent(table, net.ur.client.es.state.LastAction.class), null, 0).message()) ? "" : f.message();
                });
                assertEquals("", facts, rules + ": the published facts after step " + steps);
            }
            assertTrue(driver.call(() -> session.state().isOver()), rules + ": the game ended after " + steps + " requests");
            assertTrue(steps > 20, "many requests were judged: " + steps);
            driver.run(pieces::release);
        }
    }

    /**
     * What the side to act asks for: a throw, a roll decision, or one of the legal moves at random,
     * chosen from what the table publishes on its entity (as every actor at the table reads it).
     */
    private static Request.Action choose(AppDriver driver, EntityData ed, SplittableRandom random) {
        net.ur.client.es.state.TableFacts facts = driver.call(() -> ed.getComponent(
                ed.findEntity(null, net.ur.client.es.state.TableFacts.class), net.ur.client.es.state.TableFacts.class));
        Phase phase = facts.state().phase();
        if (phase == Phase.AWAITING_ROLL) {
            return new Request.Throw(new ThrowRequest(0.8f + 0.4f * random.nextFloat()));
        }
        if (phase == Phase.AWAITING_ROLL_DECISION) {
            return facts.canKeepRoll() && random.nextBoolean() ? new Request.Keep()
                    : new Request.ThrowBroad(new ThrowRequest(1f));
        }
        List<Move> moves = facts.moves();
        return new Request.MakeMove(moves.get(random.nextInt(moves.size())));
    }

    @Test
    void aRequestLeftByATableTornDownActsOnNoOtherTable() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySessionState first = driver.call(() -> app.getStateManager().getState(PlaySessionState.class));
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            // Light asks for a throw, and in the same moment the person starts another game.
            driver.run(() -> {
                ed.setComponent(ed.createEntity(), new Request(Player.LIGHT, new Request.Throw(new ThrowRequest(1f)), "test"));
                app.startGame(new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 6));
            });
            driver.waitUntil(() -> {
                PlaySessionState now = app.getStateManager().getState(PlaySessionState.class);
                return now != null && now != first && now.isInitialized()
                        && app.getStateManager().getState(TableSystem.class) != null
                        && app.getStateManager().getState(TableSystem.class).isInitialized();
            });
            PlaySession next = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            // A throw takes the dice a second or two to land: let the new table run well past that.
            driver.frames(400);
            assertTrue(driver.call(() -> ed.findEntities(null, net.ur.client.es.game.DiceThrow.class).isEmpty()), "no throw is made");
            assertEquals(Phase.AWAITING_ROLL, driver.call(() -> next.state().phase()), "the new game has not thrown");
            assertEquals(null, driver.call(() -> next.state().roll()), "and holds no roll");
            assertTrue(driver.call(() -> ed.findEntities(null, Request.class).isEmpty()), "no request is left over");
        }
    }

    @Test
    void aRefusedRequestChangesNothingAndSaysWhy() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            net.ur.client.testing.PersonAtTable.throwOpening(driver, session);
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            EntitySet refusals = driver.call(() -> ed.getEntities(Refused.class));
            List<String> heard = new ArrayList<>();
            GameState start = driver.call(session::state);
            Player turn = start.turn();

            List<Request> wrong = List.of(
                    new Request(turn.other(), new Request.Throw(new ThrowRequest(1f)), "test"),
                    new Request(turn, new Request.Keep(), "test"),
                    new Request(turn, new Request.ThrowBroad(new ThrowRequest(1f)), "test"));
            for (Request r : wrong) {
                String reason = refusedWith(driver, ed, refusals, r);
                heard.add(reason);
                assertSame(start, driver.call(session::state), "a refused " + r.action() + " changed nothing");
            }
            assertTrue(heard.get(0).contains("turn"), heard.get(0));
            assertTrue(heard.get(1).contains("no roll to keep"), heard.get(1));

            // A throw, then a move the rules refuse (a piece of the other side).
            driver.run(() -> ed.setComponent(ed.createEntity(), new Request(turn, new Request.Throw(new ThrowRequest(1f)), "test")));
            driver.waitUntil(() -> session.state() != start && !TableNow.busy(app));
            driver.waitUntil(() -> {
                if (session.state().phase() == Phase.AWAITING_MOVE) {
                    return true;
                }
                if (!TableNow.busy(app)) {
                    Request.Action next = session.state().phase() == Phase.AWAITING_ROLL_DECISION
                            ? (TableNow.canKeepRoll(app) ? new Request.Keep() : new Request.ThrowBroad(new ThrowRequest(1f)))
                            : new Request.Throw(new ThrowRequest(1f));
                    ed.setComponent(ed.createEntity(), new Request(session.state().turn(), next, "test"));
                }
                return false;
            });
            GameState awaiting = driver.call(session::state);
            Move legal = driver.call(() -> TableNow.legalMoves(app).get(0));
            // Straight from its place to home: no roll allows that at the start of a game.
            Move foreign = new Move(legal.player(), legal.piece(), legal.from(), new net.ur.rules.Location.Finished(),
                    List.of(), false, false, MoveNotes.NONE);
            int entries = driver.call(() -> session.game().record().entries().size());
            String reason = refusedWith(driver, ed, refusals, new Request(awaiting.turn(), new Request.MakeMove(foreign), "test"));
            assertTrue(reason.startsWith("the rules refuse the move"), reason);
            assertSame(awaiting, driver.call(session::state), "the refused move changed nothing");
            assertEquals(entries, driver.call(() -> session.game().record().entries().size()), "nothing was recorded");
            driver.run(refusals::release);
        }
    }

    /** Writes a request, lets the table judge it, and returns the reason of the refusal it must leave. */
    private static String refusedWith(AppDriver driver, EntityData ed, EntitySet refusals, Request request) {
        // A refusal lives for a few of the table system's updates: reading the refusals every frame sees each one.
        driver.run(() -> ed.setComponent(ed.createEntity(), request));
        List<String> reasons = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (int frame = 0; frame < 8; frame++) {
            driver.run(() -> {
                refusals.applyChanges();
                for (Entity e : refusals.getAddedEntities()) {
                    seen.add(e.get(Refused.class).toString());
                    if (e.get(Refused.class).request().equals(request)) {
                        reasons.add(e.get(Refused.class).reason());
                    }
                }
            });
        }

        assertEquals(1, reasons.size(), "the request " + request.action() + " was refused once, with a reason; refusals seen: " + seen);
        return reasons.get(0);
    }
}
