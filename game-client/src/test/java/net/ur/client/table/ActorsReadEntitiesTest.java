package net.ur.client.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.hud.EndPanel;
import net.ur.client.hud.HudState;
import net.ur.client.hud.IconHudState;
import net.ur.client.hud.PausePanel;
import net.ur.client.input.HintState;
import net.ur.client.input.PlayInputState;
import net.ur.client.lesson.LessonSystem;
import net.ur.client.remote.RemoteActor;
import net.ur.client.replay.ReplayState;
import net.ur.client.testing.ClassRefs;
import org.junit.jupiter.api.Test;

/**
 * The rule of the table, checked on the compiled classes: an actor (the person's hands, a hint,
 * the computer players, a lesson, a replay, a remote peer) reads the game only from the table's
 * entities and acts only by writing request entities; the HUD, the panels, the camera and the
 * systems but the table system read the same entities. None of them calls the session (only the
 * table system, the one way to the rules, does), and none calls an actor or a system (a system's
 * pure static helper aside). Read from each class file's constant pool, nested and anonymous
 * classes included, so that a call added back fails here.
 */
class ActorsReadEntitiesTest {

    /** The actors at the table. */
    static final List<Class<?>> ACTORS = List.of(PlayInputState.class, HintState.class, TurnSystem.class,
            LessonSystem.class, ReplayState.class, RemoteActor.class);
    /** What shows the table from its entities. */
    static final List<Class<?>> VIEWS = List.of(HudState.class, IconHudState.class, EndPanel.class, PausePanel.class,
            PlayCameraState.class, net.ur.client.lesson.LessonPanel.class);
    /** The table's systems. */
    static final List<Class<?>> SYSTEMS = List.of(TableSystem.class, DiceSystem.class, MoveSystem.class,
            MotionSystem.class, ExchangeSystem.class, CelebrationSystem.class);
    /** The systems' pure static helpers that others may use (where a piece rests, worked out from the rules). */
    static final Set<String> STATIC_HELPERS = Set.of("net/ur/client/table/MoveSystem.restingPlace");

    private static String binary(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    /** The calls of a class that reach the session: any method of it but its constructor, or a way to it. */
    static Set<String> sessionCalls(Class<?> c) {
        Set<String> bad = new TreeSet<>();
        for (String m : ClassRefs.methods(c)) {
            boolean ofSession = m.startsWith("net/ur/client/game/PlaySession.") && !m.endsWith(".<init>");
            boolean wayToIt = m.equals("net/ur/client/play/PlaySessionState.getSession")
                    || m.equals("net/ur/client/remote/NetPlayState.session");
            if (ofSession || wayToIt) {
                bad.add(m);
            }
        }
        return bad;
    }

    /** Everything at the table but the table system and the composer that lays it. */
    static List<Class<?>> readers() {
        List<Class<?>> all = concat(ACTORS, VIEWS);
        all.addAll(SYSTEMS);
        all.remove(TableSystem.class);
        return all;
    }

    @Test
    void onlyTheTableSystemCallsTheSession() {
        for (Class<?> c : readers()) {
            Set<String> bad = sessionCalls(c);
            assertTrue(bad.isEmpty(), c.getSimpleName() + " calls the session: " + bad);
        }
    }

    @Test
    void nothingAtTheTableCallsAnActorOrASystem() {
        List<Class<?>> all = readers();
        all.add(TableSystem.class);
        for (Class<?> c : all) {
            Set<String> bad = new TreeSet<>();
            for (String m : ClassRefs.methods(c)) {
                List<Class<?>> others = concat(ACTORS, SYSTEMS);
                others.add(PlayCameraState.class); // a panel asks the camera through a ClearBelow entity
                for (Class<?> other : others) {
                    String owner = binary(other);
                    if (other != c && m.startsWith(owner + ".") && !STATIC_HELPERS.contains(m)) {
                        bad.add(m);
                    }
                }
            }
            assertTrue(bad.isEmpty(), c.getSimpleName() + " calls another state: " + bad);
        }
    }

    /** The check itself sees calls: the table system, which alone takes requests to the rules, does call the session. */
    @Test
    void theCheckSeesTheSessionsCalls() {
        Set<String> table = sessionCalls(TableSystem.class);
        assertTrue(table.contains("net/ur/client/game/PlaySession.move"), "the table system makes moves: " + table);
        assertTrue(table.contains("net/ur/client/game/PlaySession.state"), "and reads the state: " + table);
        // A lambda's body is compiled into its class's own methods, an anonymous class into a file of its own:
        // both are read (PlayInputState's key listener is a lambda calling its own methods).
        Set<String> input = ClassRefs.methods(PlayInputState.class);
        assertTrue(input.contains("net/ur/client/input/PlayInputState.nextAction"), "the key listener's calls are seen: " + input);
        assertFalse(ClassRefs.classes(HudState.class).contains(binary(PlayInputState.class)),
                "the HUD's decision cards write the person's request themselves");
        assertEquals(Set.of(), sessionCalls(ReplayState.class), "a replay lays its table with a new session but reads the entities");
    }

    private static List<Class<?>> concat(List<Class<?>> a, List<Class<?>> b) {
        List<Class<?>> all = new java.util.ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
