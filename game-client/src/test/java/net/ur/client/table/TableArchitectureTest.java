package net.ur.client.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnitAccess;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import net.ur.client.es.game.HintAsked;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.settings.PlaySetup;

/**
 * The rule of the table, checked by ArchUnit on the client's compiled classes: an actor (whoever
 * writes a request: the person's hands and the HUD's cards, a hint, the computer, a lesson, a
 * replay, a remote peer) reads the game only from the table's entities and acts only by writing
 * request entities; the views (HUD, panels, camera, sound) and the systems read the same entities.
 * None of them calls the session (only the table system, the one way to the rules, does), and none
 * calls an actor or a system. Who is an actor, a view or a system is read from the code (what it
 * writes, where it lives, what it is named), not from a list, so that a new actor is held to the
 * rule from its first line. Nested, anonymous classes and lambdas count as their top-level class's.
 */
class TableArchitectureTest {

    static JavaClasses classes;
    static Set<String> actors;
    static Set<String> systems;
    static Set<String> views;

    @BeforeAll
    static void read() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("net.ur.client");
        systems = topLevel(c -> c.getSimpleName().endsWith("System"));
        actors = callersOf(a -> a.getTarget().getName().equals("<init>") && Set.of(Request.class.getName(),
                ThrowRequest.class.getName(), HintAsked.class.getName()).contains(a.getTargetOwner().getName()));
        actors.remove(TableSystem.class.getName()); // the referee writes what it took, not a request
        views = topLevel(c -> c.getPackageName().matches("net\\.ur\\.client\\.(hud|camera|audio)")
                || c.getSimpleName().endsWith("Panel"));
    }

    /** The top-level client classes that some class satisfies. */
    static Set<String> topLevel(Predicate<JavaClass> which) {
        return classes.stream().filter(JavaClass::isTopLevelClass).filter(which).map(JavaClass::getName)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** The top-level class a class is nested in (itself if it is one). */
    static String outer(JavaClass c) {
        JavaClass k = c;
        while (k.getEnclosingClass().isPresent()) {
            k = k.getEnclosingClass().get();
        }
        return k.getName();
    }

    /** The top-level classes whose code makes one of some accesses (to another class than their own). */
    static Set<String> callersOf(Predicate<JavaCodeUnitAccess<?>> access) {
        Set<String> out = new TreeSet<>();
        for (JavaClass c : classes) {
            for (JavaAccess<?> a : c.getAccessesFromSelf()) {
                if (a instanceof JavaCodeUnitAccess<?> call && access.test(call) && !outer(call.getTargetOwner()).equals(outer(c))) {
                    out.add(outer(c));
                }
            }
        }
        return out;
    }

    /** What a top-level class's code (its nested classes' and lambdas' too) calls, as "Owner.method". */
    static Set<String> calls(String topLevel) {
        Set<String> out = new TreeSet<>();
        for (JavaClass c : classes) {
            if (outer(c).equals(topLevel)) {
                for (JavaAccess<?> a : c.getAccessesFromSelf()) {
                    if (a instanceof JavaCodeUnitAccess<?> call) {
                        out.add(call.getTargetOwner().getName() + "." + call.getTarget().getName());
                    }
                }
            }
        }
        return out;
    }

    /** A class's calls of methods (constructors aside) of some other top-level classes (their nested ones too). */
    static Set<String> callsInto(String c, Set<String> targets) {
        Set<String> out = new TreeSet<>();
        for (String m : calls(c)) {
            String owner = m.substring(0, m.lastIndexOf('.'));
            String top = owner.contains("$") ? owner.substring(0, owner.indexOf('$')) : owner;
            if (!top.equals(c) && targets.contains(top) && !m.endsWith(".<init>")) {
                out.add(m);
            }
        }
        return out;
    }

    /** The calls of a class that reach the session: any method of it but its constructor, or a way to it. */
    static Set<String> sessionCalls(String c) {
        return calls(c).stream().filter(m -> (m.startsWith("net.ur.client.game.PlaySession.") && !m.endsWith(".<init>"))
                || m.equals("net.ur.client.play.PlaySessionState.getSession")
                || m.equals("net.ur.client.remote.NetPlayState.session")).collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * The states that hold a session and lay its table: the composer, a network game, a lesson and
     * the application. They start and stop the table's systems and are not at the table themselves
     * (the composer also writes the person's resignation from the pause panel).
     */
    static final Set<String> COMPOSERS = Set.of("net.ur.client.play.PlaySessionState", "net.ur.client.remote.NetPlayState",
            "net.ur.client.lesson.LessonState", "net.ur.client.UrApp");

    /** Everything at the table: actors, views and systems. */
    static Set<String> atTheTable() {
        Set<String> all = new TreeSet<>(actors);
        all.addAll(views);
        all.addAll(systems);
        all.removeAll(COMPOSERS);
        return all;
    }

    /** Who is what, read from the code, is what the table is: the check sees every kind of actor. */
    @Test
    void theActorsAreFoundFromWhatTheyWrite() {
        for (String c : List.of("input.PlayInputState", "input.HintState", "table.TurnSystem", "lesson.LessonSystem",
                "remote.RemoteActor", "hud.HudState")) {
            assertTrue(actors.contains("net.ur.client." + c), c + " is an actor: " + actors);
        }
        assertTrue(actors.stream().anyMatch(a -> a.startsWith("net.ur.client.replay.")), "a replay is an actor: " + actors);
        assertTrue(systems.containsAll(Set.of(TableSystem.class.getName(), DiceSystem.class.getName(),
                MoveSystem.class.getName(), MotionSystem.class.getName())), "the systems: " + systems);
        assertTrue(views.contains("net.ur.client.camera.PlayCameraState") && views.contains("net.ur.client.hud.EndPanel"),
                "the views: " + views);
    }

    @Test
    void onlyTheTableSystemCallsTheSession() {
        for (String c : atTheTable()) {
            if (!c.equals(TableSystem.class.getName())) {
                Set<String> bad = sessionCalls(c);
                assertTrue(bad.isEmpty(), c + " calls the session: " + bad);
            }
        }
    }

    @Test
    void nothingAtTheTableCallsAnActorOrASystem() {
        Set<String> others = new TreeSet<>(actors);
        others.addAll(systems);
        others.add("net.ur.client.camera.PlayCameraState"); // a panel asks the camera through a ClearBelow entity
        others.removeAll(COMPOSERS);
        for (String c : atTheTable()) {
            Set<String> bad = callsInto(c, others);
            assertTrue(bad.isEmpty(), c + " calls another state: " + bad);
        }
    }

    /**
     * The states that are services, not players at the table: the entity store, the settings and
     * the solved tables of perfect play. Anyone may read them.
     */
    static final Set<String> SERVICES = Set.of("net.ur.client.es.EntityDataState", "net.ur.client.settings.SettingsState",
            "net.ur.client.perfect.PerfectTablesState");

    /**
     * The calls of an actor to a state that are still there: a replay lays its new table through the
     * composer (a second composer, until one host lays every kind of table). The list only shrinks.
     */
    static final Set<String> NOT_YET = Set.of("ReplayState -> net.ur.client.play.PlaySessionState.forReplay",
            "ReplayState -> net.ur.client.play.PlaySessionState.isInitialized");

    /** No actor calls a state (a service aside): what it does is a request entity, what it reads the table's entities. */
    @Test
    void noActorCallsAState() {
        Set<String> states = topLevel(c -> c.isAssignableTo(com.jme3.app.state.AppState.class));
        states.removeAll(SERVICES);
        Set<String> bad = new TreeSet<>();
        for (String c : actors) {
            if (COMPOSERS.contains(c)) {
                continue;
            }
            for (String m : callsInto(c, states)) {
                String call = c.substring(c.lastIndexOf('.') + 1) + " -> " + m;
                if (!NOT_YET.contains(call)) {
                    bad.add(call);
                }
            }
        }
        assertEquals(Set.of(), bad, "actors calling a state");
        assertTrue(states.contains("net.ur.client.play.PlaySessionState"), "the states are found: " + states);
    }

    /** The check sees calls: the table system, which alone takes requests to the rules, does call the session. */
    @Test
    void theCheckSeesTheSessionsCalls() {
        Set<String> table = sessionCalls(TableSystem.class.getName());
        assertTrue(table.contains("net.ur.client.game.PlaySession.move"), "the table system makes moves: " + table);
        assertTrue(table.contains("net.ur.client.game.PlaySession.state"), "and reads the state: " + table);
        // A lambda's body is compiled into its class's own methods, an anonymous class into a class of its own:
        // both are read (PlayInputState's key listener is a lambda calling its own methods).
        assertTrue(calls("net.ur.client.input.PlayInputState").contains("net.ur.client.input.PlayInputState.nextAction"),
                "the key listener's calls are seen");
        assertFalse(calls("net.ur.client.hud.HudState").stream().anyMatch(m -> m.startsWith("net.ur.client.input.PlayInputState.")),
                "the HUD's decision cards write the person's request themselves");
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
        Set<String> makers = callersOf(a -> a.getTargetOwner().getName().equals("net.ur.client.es.components.Position")
                && Set.of("<init>", "at").contains(a.getTarget().getName()));
        assertEquals(Set.of("net.ur.client.table.MotionSystem", "net.ur.client.play.PlaySessionState",
                "net.ur.client.table.ExchangeSystem"), makers, "who makes positions");
    }

    /**
     * Houses as entities: the place of a house is said once, when the composer lays the house
     * entities from the layout (and by the board's model, which draws the squares there); every
     * piece, ghost and path at the table is placed from the house entities ({@link TablePlaces}).
     */
    @Test
    void aHousesPlaceComesFromItsEntity() {
        assertEquals(Set.of("net.ur.client.play.PlaySessionState", "net.ur.client.view.BoardBuilder"),
                callersOf(a -> a.getTargetOwner().getName().equals("net.ur.client.board.BoardLayout")
                        && a.getTarget().getName().equals("centre")), "who works out a square's place from the layout");
    }

    /**
     * State in one place: the session (the rules' game and the match) is named only by those who
     * hold it: the table system that takes requests to it, and the states that make a game and lay
     * its table (the composer, a network game, a replay's new table). Sound, the HUD, the panels,
     * the camera, the actors and the other systems name it nowhere, not even as a parameter or a field.
     */
    @Test
    void onlyTheHoldersOfTheGameNameTheSession() {
        Set<String> naming = new TreeSet<>();
        for (JavaClass c : classes) {
            if (c.getDirectDependenciesFromSelf().stream()
                    .anyMatch(d -> d.getTargetClass().getName().equals("net.ur.client.game.PlaySession"))) {
                naming.add(outer(c));
            }
        }
        naming.remove("net.ur.client.game.PlaySession");
        assertEquals(Set.of("net.ur.client.table.TableSystem", "net.ur.client.play.PlaySessionState",
                "net.ur.client.remote.NetPlayState", "net.ur.client.replay.ReplayState", "net.ur.client.UrApp",
                "net.ur.client.lesson.LessonState"), naming, "who names the session");
    }

    /**
     * The person's input and the HUD ask the view's pick service ({@code ScenePick}) what is
     * under the pointer and where a thing falls on the screen; neither reaches into the view's
     * state; the HUD reads who plays from the table, not from the players it was given.
     */
    @Test
    void theInputAndTheHudPickThroughTheService() {
        for (String c : List.of("net.ur.client.input.PlayInputState", "net.ur.client.hud.HudState", "net.ur.client.hud.IconHudState")) {
            Set<String> view = calls(c).stream().filter(m -> m.startsWith("net.ur.client.view.ModelViewState.")
                    && !m.equals("net.ur.client.view.ModelViewState.entityOf")).collect(Collectors.toSet());
            assertTrue(view.isEmpty(), c + " asks the view's state: " + view);
        }
        assertTrue(calls("net.ur.client.input.PlayInputState").contains("net.ur.client.view.ScenePick.under"),
                "the input picks through the service");
        for (String c : List.of("net.ur.client.hud.HudState", "net.ur.client.hud.IconHudState")) {
            assertTrue(calls(c).contains("net.ur.client.es.state.TableSetup.laid"), c + " reads who plays from the table's TableSetup");
            assertFalse(classes.get(c).getConstructors().stream().anyMatch(k -> k.getRawParameterTypes().stream()
                    .anyMatch(t -> t.isEquivalentTo(PlaySetup.class))), c + " is not given the players");
        }
    }

    /**
     * The wording in one place: the actors, the views, a network game's state and the computer's
     * perfect player hold no sentence of their own; what they show is made by the formatters of
     * {@code words} (a log line, a key's mapping name or a material's parameter is no sentence
     * shown). Read from the source (class files keep no record of which constants are shown).
     */
    @Test
    void theTablesWordsAreMadeInOnePlace() {
        Set<String> showing = new TreeSet<>(actors);
        showing.addAll(views);
        showing.addAll(Set.of("net.ur.client.remote.NetPlayState", "net.ur.client.perfect.PerfectOrMaster",
                "net.ur.client.replay.ReviewPanel"));
        showing.remove(TableSystem.class.getName());
        for (String c : showing) {
            Set<String> sentences = new TreeSet<>();
            for (String text : literals(c)) {
                if (isSentence(text) && !LOG_LINES.contains(text)) {
                    sentences.add(text);
                }
            }
            assertTrue(sentences.isEmpty(), c + " makes its own words: " + sentences);
        }
    }

    /** Log lines without a pattern's {@code {}} (written to the log, not shown). */
    static final Set<String> LOG_LINES = Set.of("The game could not be reviewed", "The hint could not be worked out");

    private static final Pattern LITERAL = Pattern.compile("\"((?:\\\\.|[^\"\\\\])*)\"");

    /** The string literals of a top-level class's source file (its comments and log lines left out). */
    static Set<String> literals(String className) {
        Path file = Path.of("src/main/java", className.replace('.', '/') + ".java");
        try {
            String code = Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "")
                    .replaceAll("\\b(LOG|log)\\.(trace|debug|info|warn|error)\\(\\s*\"(?:\\\\.|[^\"\\\\])*\"", "");
            Set<String> out = new TreeSet<>();
            Matcher m = LITERAL.matcher(code);
            while (m.find()) {
                out.add(m.group(1));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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
        assertTrue(literals("net.ur.client.words.LessonWords").contains("Your turn."), "the words are where they are made");
        assertTrue(Arrays.asList(classes.get(TableSystem.class).getSource().isPresent()).contains(true), "sources are known");
    }
}
