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
    /**
     * The systems' pure static helpers that others may use: none now (where a piece rests is
     * {@link TablePlaces}, a value made from the house entities, not a system's).
     */
    static final Set<String> STATIC_HELPERS = Set.of();

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

    /** The client's classes (top level), by binary name. */
    private static Set<String> clientClasses() {
        return ClassRefs.classesUnder(TableSystem.class, "net/ur/client");
    }

    /** The client's classes whose code refers to one of some methods. */
    private static Set<String> callersOf(Set<String> targets) {
        Set<String> out = new TreeSet<>();
        for (String c : clientClasses()) {
            Set<String> refs = ClassRefs.methods(TableSystem.class, c);
            if (targets.stream().anyMatch(refs::contains) && !targets.stream().allMatch(t -> t.startsWith(c + "."))) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Motion as data: only the motion system writes where a moving thing is. A {@code Position}
     * is made by the motion system (travels and the dice's flights) and by those who lay the
     * table's things where they start (the composer: pieces, houses, dice; the exchange system
     * its coins and bowl when it begins); no other system, actor or view makes one, so the dice
     * system, the move system and the celebration write journeys ({@code Travel}, {@code
     * DiceFlight}), never places.
     */
    @Test
    void onlyTheMotionSystemWritesWhereAMovingThingIs() {
        Set<String> makers = callersOf(Set.of("net/ur/client/es/components/Position.<init>",
                "net/ur/client/es/components/Position.at"));
        assertEquals(Set.of("net/ur/client/table/MotionSystem", "net/ur/client/play/PlaySessionState",
                "net/ur/client/table/ExchangeSystem"), makers, "who makes positions");
    }

    /**
     * Houses as entities: the place of a house is said once, when the composer lays the house
     * entities from the layout (and by the board's model, which draws the squares there); every
     * piece, ghost and path at the table is placed from the house entities ({@link TablePlaces}).
     */
    @Test
    void aHousesPlaceComesFromItsEntity() {
        assertEquals(Set.of("net/ur/client/play/PlaySessionState", "net/ur/client/view/BoardBuilder"),
                callersOf(Set.of("net/ur/client/board/BoardLayout.centre")), "who works out a square's place from the layout");
    }

    /**
     * State in one place: the session (the rules' game and the match) is named only by those who
     * hold it: the table system that takes requests to it, and the states that make a game and lay
     * its table (the composer, a network game, a replay's new table). The words of the table are
     * made from the components the table system publishes (the game, what last happened), not from
     * the session. Sound, the HUD, the panels, the camera, the actors and the other systems name it
     * nowhere, not even as a parameter or a field.
     */
    @Test
    void onlyTheHoldersOfTheGameNameTheSession() {
        Set<String> naming = new TreeSet<>();
        for (String c : clientClasses()) {
            try {
                Class<?> type = Class.forName(c.replace('/', '.'), false, TableSystem.class.getClassLoader());
                if (ClassRefs.texts(type).stream().anyMatch(t -> t.contains("net/ur/client/game/PlaySession")
                        && !t.contains("net/ur/client/game/PlaySessionState"))) {
                    naming.add(c);
                }
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        naming.remove("net/ur/client/game/PlaySession");
        assertEquals(Set.of("net/ur/client/table/TableSystem",
                "net/ur/client/play/PlaySessionState", "net/ur/client/remote/NetPlayState", "net/ur/client/replay/ReplayState",
                "net/ur/client/UrApp", "net/ur/client/lesson/LessonState"), naming, "who names the session");
        assertFalse(naming.contains("net/ur/client/audio/SoundState"), "sound follows the entities, not a session");
    }

    /**
     * The person's input and the HUD ask the view's pick service ({@code ScenePick}) what is
     * under the pointer and where a thing falls on the screen; neither reaches into the view's
     * state.
     */
    @Test
    void theInputAndTheHudPickThroughTheService() {
        for (Class<?> c : List.of(PlayInputState.class, HudState.class, IconHudState.class)) {
            Set<String> view = new TreeSet<>();
            for (String m : ClassRefs.methods(c)) {
                if (m.startsWith("net/ur/client/view/ModelViewState.") && !m.equals("net/ur/client/view/ModelViewState.entityOf")) {
                    view.add(m);
                }
            }
            assertTrue(view.isEmpty(), c.getSimpleName() + " asks the view's state: " + view);
        }
        assertTrue(ClassRefs.methods(PlayInputState.class).contains("net/ur/client/view/ScenePick.under"),
                "the input picks through the service");
        for (Class<?> c : List.of(HudState.class, IconHudState.class)) {
            assertTrue(ClassRefs.methods(c).contains("net/ur/client/es/state/TableSetup.laid"),
                    c.getSimpleName() + " reads who plays from the table's TableSetup");
            assertFalse(java.util.Arrays.stream(c.getConstructors()).anyMatch(k -> java.util.Arrays.asList(k.getParameterTypes())
                    .contains(net.ur.client.settings.PlaySetup.class)), c.getSimpleName() + " is not given the players");
        }
    }

    /**
     * The wording in one place: the HUD, the panels, the lesson's and the replay's actors and the
     * computer's actor, and a network game's state, hold no sentence of their own; what they show is
     * made by the formatters of {@code words} (a log line, a key's mapping name or a material's parameter
     * is no sentence shown).
     */
    @Test
    void theTablesWordsAreMadeInOnePlace() {
        List<Class<?>> showing = List.of(HudState.class, IconHudState.class, EndPanel.class, PausePanel.class,
                net.ur.client.lesson.LessonPanel.class, LessonSystem.class, ReplayState.class, reviewPanel(),
                TurnSystem.class, HintState.class, RemoteActor.class, net.ur.client.remote.NetPlayState.class,
                net.ur.client.perfect.PerfectOrMaster.class);
        for (Class<?> c : showing) {
            Set<String> sentences = new TreeSet<>();
            for (String text : ClassRefs.strings(c)) {
                if (isSentence(text) && !LOG_LINES.contains(text)) {
                    sentences.add(text);
                }
            }
            assertTrue(sentences.isEmpty(), c.getSimpleName() + " makes its own words: " + sentences);
        }
    }

    /** Log lines without a pattern's {@code {}} (written to the log, not shown). */
    static final Set<String> LOG_LINES = Set.of("The game could not be reviewed", "The hint could not be worked out");

    /** The replay's review panel (package-private in its package). */
    private static Class<?> reviewPanel() {
        try {
            return Class.forName("net.ur.client.replay.ReviewPanel");
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Whether a string constant reads as words shown to a player: two words or more, beginning
     * with a capital or a colon (as every line and label of the table does), not a log line's
     * pattern. An exception's message begins in lower case, by the project's habit, and is not
     * shown at the table.
     */
    static boolean isSentence(String text) {
        return text.matches("[A-Z:].*[A-Za-z]+ [A-Za-z]+.*") && !text.contains("{}");
    }

    /** The check of the words sees words: the status line's sentence is a sentence, a log pattern is not. */
    @Test
    void theWordsCheckSeesWords() {
        assertTrue(isSentence("The game could not be kept: "));
        assertFalse(isSentence("Lesson {}: {} not taken"));
        assertFalse(isSentence("Ur.Replay.Back"));
        assertTrue(isSentence(": lesson learnt."));
        assertFalse(isSentence("a jump writes no request"), "an exception's message");
        assertTrue(ClassRefs.strings(net.ur.client.words.LessonWords.class).contains("Your turn."), "the words are where they are made");
    }
}
