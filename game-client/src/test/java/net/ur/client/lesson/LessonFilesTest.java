package net.ur.client.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Set;
import net.ur.rules.GameState;
import net.ur.rules.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every lesson file of the game loads and is played through by the rules; a broken one is
 * refused with a message naming its step.
 */
class LessonFilesTest {

    static java.util.List<String> ids() {
        return Lesson.IDS;
    }

    @ParameterizedTest
    @MethodSource("ids")
    void everyLessonPlaysThroughByTheRules(String id) {
        LessonScript script = LessonScript.load(id);
        assertEquals(id, script.lesson().id());
        assertTrue(script.size() >= 10, id + " has steps: " + script.size());
        Set<LessonStep.Action> actions = EnumSet.noneOf(LessonStep.Action.class);
        for (int i = 0; i < script.size(); i++) {
            LessonStep step = script.step(i);
            actions.add(step.action());
            assertEquals(i + 1, step.number());
            if (step.isPersons()) {
                assertTrue(!step.say().isEmpty() || i > 0 && !script.step(i - 1).say().isEmpty(), id + " " + step.label() + " says why");
            }
        }
        assertTrue(actions.contains(LessonStep.Action.THROW) && actions.contains(LessonStep.Action.MOVE), id + ": " + actions);
        GameState end = script.before(script.size()).state();
        assertTrue(end.phase() == Phase.GAME_OVER || end.phase() == Phase.AWAITING_ROLL, id + " ends between turns or at the end: " + end.phase());
    }

    @Test
    void aStepTheRulesRefuseIsAnErrorThatNamesIt() throws IOException {
        String good = read("classic");
        // The capture of step 12 (B1 to B2 with a 1) made a move of two: no legal move goes so.
        String broken = good.replace("{\"who\": \"you\", \"throw\": [0, 0, 1, 0], \"say\": \"Throw.\"}",
                "{\"who\": \"you\", \"throw\": [0, 1, 1, 0], \"say\": \"Throw.\"}");
        assertTrue(!broken.equals(good), "the file was changed");
        LessonException e = assertThrows(LessonException.class, () -> LessonScript.of(Lesson.parse(broken, "broken.json")));
        assertTrue(e.getMessage().startsWith("classic.json step 12 (you: move B1 to B2): no legal move goes B1 to B2 with a roll of 2"),
                e.getMessage());
    }

    @Test
    void aStepOnTheWrongTurnOrPhaseIsNamed() throws IOException {
        String good = read("classic");
        String wrongSide = good.replace("{\"who\": \"opponent\", \"throw\": [1, 1, 1, 0], \"say\": \"Now your opponent throws.\"}",
                "{\"who\": \"you\", \"throw\": [1, 1, 1, 0], \"say\": \"Now your opponent throws.\"}");
        LessonException e = assertThrows(LessonException.class, () -> LessonScript.of(Lesson.parse(wrongSide, "x.json")));
        assertTrue(e.getMessage().contains("step 3 (you: throw [1, 1, 1, 0]): it is Dark's turn"), e.getMessage());
        String badFaces = good.replace("[1, 1, 0, 0], \"say\": \"Your turn. Click", "[1, 2, 0, 0], \"say\": \"Your turn. Click");
        e = assertThrows(LessonException.class, () -> LessonScript.of(Lesson.parse(badFaces, "x.json")));
        assertTrue(e.getMessage().contains("step 1 (you: throw [1, 2, 0, 0]): 4 dice rest each on 0 or 1"), e.getMessage());
    }

    @Test
    void aLessonAdaptsToAnotherMoveOnlyWhenItsLaterStepsStillPlay() {
        LessonScript script = LessonScript.load("classic");
        int step = 7; // step 8: the piece on the rosette moves into the middle row with a 1
        assertEquals(LessonStep.Action.MOVE, script.step(step).action());
        net.ur.rules.record.Game before = script.before(step);
        net.ur.rules.Move expected = script.move(step);
        LessonScript same = script.adaptedAfter(step, before.move(expected));
        assertEquals(script.before(script.size()).state(), same.before(same.size()).state(), "the expected move changes nothing");
        net.ur.rules.Move other = before.legalMoves().stream().filter(m -> !m.equals(expected)).findFirst().orElseThrow();
        LessonException e = assertThrows(LessonException.class, () -> script.adaptedAfter(step, before.move(other)));
        assertTrue(e.getMessage().startsWith("classic.json step "), e.getMessage());
    }

    @Test
    void aFileThatIsNoLessonIsRefusedWithItsStep() {
        assertTrue(assertThrows(LessonException.class, () -> Lesson.parse("[1]", "a.json")).getMessage().contains("a.json: not a lesson"));
        String noAction = "{\"format\": \"ur-lesson\", \"version\": 1, \"id\": \"x\", \"title\": \"X\", \"rules\": \"finkel\","
                + " \"summary\": \"s\", \"steps\": [{\"who\": \"you\", \"throw\": [1,1,0,0]}, {\"who\": \"you\", \"say\": \"hm\"}]}";
        LessonException e = assertThrows(LessonException.class, () -> Lesson.parse(noAction, "b.json"));
        assertEquals("b.json step 2: a step does one of throw, keep, broad and move, not []", e.getMessage());
        String badWho = noAction.replace("\"who\": \"you\", \"say\"", "\"who\": \"me\", \"say\"");
        e = assertThrows(LessonException.class, () -> Lesson.parse(badWho, "c.json"));
        assertEquals("c.json step 2: \"who\" must be \"you\" or \"opponent\", not \"me\"", e.getMessage());
        e = assertThrows(LessonException.class, () -> Lesson.load("chess"));
        assertTrue(e.getMessage().startsWith("no lesson named chess"), e.getMessage());
    }

    private static String read(String id) throws IOException {
        try (InputStream in = Lesson.class.getResourceAsStream("/lessons/" + id + ".json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
