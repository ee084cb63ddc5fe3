package net.ur.client.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.Position;
import net.ur.client.es.game.Refused;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.game.PlaySession;
import net.ur.client.physics.DiceTable;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.TableNow;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.dice.BinaryDice;
import net.ur.rules.ravensburg.SixSidedDie;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An arranged throw (a lesson's, a network game's agreed roll, a replay's) flies as the physics
 * throws it and comes to rest on the faces asked: the rules get those faces, and the dice drawn on
 * the table read them too. Faces that do not fit the dice are refused and change nothing.
 */
class ArrangedDiceHeadlessTest {

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "blitz", "babylonian", "ravensburg"})
    void theDiceRestOnTheFacesArranged(String rules) {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 23));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            net.ur.client.testing.PersonAtTable.throwOpening(driver, session);
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            EntitySet dice = driver.call(() -> ed.getEntities(DieId.class, Position.class));
            SplittableRandom random = new SplittableRandom(rules.hashCode());
            int throwsChecked = 0;
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (int step = 0; step < 400 && throwsChecked < 24 && !driver.call(() -> session.state().isOver()); step++) {
                GameState before = driver.call(session::state);
                Phase phase = before.phase();
                DieKind kind;
                Request.Action action;
                List<Integer> faces = new ArrayList<>();
                if (phase == Phase.AWAITING_ROLL) {
                    kind = driver.call(() -> session.rules().dice() instanceof BinaryDice ? DieKind.BINARY_TETRAHEDRON
                            : session.rules().dice() instanceof SixSidedDie ? DieKind.D6 : DieKind.SMALL_ASTRAGAL);
                    int count = kind == DieKind.BINARY_TETRAHEDRON ? ((BinaryDice) session.rules().dice()).count() : 1;
                    for (int i = 0; i < count; i++) {
                        faces.add(switch (kind) {
                            case BINARY_TETRAHEDRON -> random.nextInt(2);
                            case SMALL_ASTRAGAL -> 1 + random.nextInt(4);
                            case D6 -> 1 + random.nextInt(6);
                            case BROAD_ASTRAGAL -> throw new AssertionError();
                        });
                    }
                    action = new Request.Throw(ThrowRequest.arranged(faces));
                } else if (phase == Phase.AWAITING_ROLL_DECISION) {
                    kind = DieKind.BROAD_ASTRAGAL;
                    faces.add(random.nextInt(2));
                    action = new Request.ThrowBroad(ThrowRequest.arranged(faces));
                } else {
                    kind = null;
                    List<Move> moves = driver.call(() -> TableNow.legalMoves(app));
                    action = new Request.MakeMove(moves.get(random.nextInt(moves.size())));
                }
                Request.Action asked = action;
                driver.run(() -> ed.setComponent(ed.createEntity(), new Request(before.turn(), asked, "test")));
                driver.waitUntil(() -> session.state() != before && !TableNow.busy(app));
                if (kind == null) {
                    continue;
                }
                throwsChecked++;
                seen.add(kind + "=" + faces);
                DieKind thrown = kind;
                if (kind == DieKind.BROAD_ASTRAGAL) {
                    assertEquals(faces.get(0) == 1, driver.call(() -> TableNow.lastThrow(app).broad()), rules + ": the broad astragal's arranged face");
                } else {
                    int want = switch (kind) {
                        case BINARY_TETRAHEDRON -> ((BinaryDice) driver.call(() -> session.rules().dice()))
                                .valueOfMarks(faces.stream().mapToInt(Integer::intValue).sum());
                        case SMALL_ASTRAGAL -> SmallAstragal.roll(faces.get(0)).value();
                        case D6 -> SixSidedDie.roll(faces.get(0)).value();
                        case BROAD_ASTRAGAL -> throw new AssertionError();
                    };
                    assertEquals(want, driver.call(() -> TableNow.lastRoll(app).value()), rules + ": the roll of the arranged faces " + faces);
                }
                List<Integer> drawn = driver.call(() -> {
                    dice.applyChanges();
                    List<Entity> of = new ArrayList<>();
                    for (Entity e : dice) {
                        if (e.get(DieId.class).kind() == thrown) {
                            of.add(e);
                        }
                    }
                    of.sort((a, b) -> Integer.compare(a.get(DieId.class).index(), b.get(DieId.class).index()));
                    List<Integer> read = new ArrayList<>();
                    for (Entity e : of) {
                        read.add(DiceTable.read(thrown, e.get(Position.class).rotation()));
                    }
                    return read;
                });
                assertEquals(faces, drawn, rules + ": the dice on the table show the arranged faces");
            }
            assertTrue(throwsChecked >= 8, rules + ": arranged throws checked: " + throwsChecked);
            assertTrue(seen.size() >= 4, rules + ": different arrangements tried: " + seen);
            driver.run(dice::release);
        }
    }

    @Test
    void facesThatDoNotFitTheDiceAreRefusedAndChangeNothing() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            EntitySet refusals = driver.call(() -> ed.getEntities(Refused.class));
            GameState start = driver.call(session::state);
            Player turn = start.turn();
            for (List<Integer> faces : List.of(List.of(1, 0, 1), List.of(1, 0, 1, 2))) {
                driver.run(() -> ed.setComponent(ed.createEntity(),
                        new Request(turn, new Request.Throw(ThrowRequest.arranged(faces)), "test")));
                // A refusal lives for a few of the table system's updates: reading every frame sees it.
                String[] reason = new String[1];
                for (int frame = 0; frame < 600 && reason[0] == null; frame++) {
                    driver.run(() -> {
                        refusals.applyChanges();
                        for (Entity e : refusals.getAddedEntities()) {
                            reason[0] = e.get(Refused.class).reason();
                        }
                    });
                }
                assertTrue(reason[0] != null, "the arrangement " + faces + " was refused");
                assertTrue(reason[0].contains("arranged throw"), reason[0]);
                assertSame(start, driver.call(session::state), "a refused arrangement " + faces + " changed nothing");
            }
            driver.run(refusals::release);
        }
    }
}
