package net.ur.client.lesson;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import net.ur.client.hud.HudCue;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
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
        assertEquals(Phase.GAME_OVER, end.phase(), id + " ends with the game over");
        assertEquals(Player.LIGHT, end.winner(), id + " ends with the person's win");
        assertTrue(script.step(script.size() - 1).isPersons(), id + ": the person makes the winning move");
        for (int i = 0; i < script.size(); i++) {
            if (script.step(i).action() == LessonStep.Action.JUMP) {
                GameState later = script.before(i + 1).state();
                Game before = script.before(i);
                assertDoesNotThrow(() -> before.rules().validate(later), id + " " + script.step(i).label());
                assertEquals(Phase.AWAITING_ROLL, later.phase(), id + ": a jump ends between turns");
                assertTrue(script.step(i).say().startsWith("Later in the game"), id + ": a jump says it goes ahead");
                assertTrue(script.hudFirstUsed(i).isEmpty(), "a jump lights nothing: its actions are out of sight");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("ids")
    void everyLessonTakesAFewMinutesAndTheLongestIsCut(String id) {
        LessonScript script = LessonScript.load(id);
        long persons = script.lesson().steps().stream().filter(LessonStep::isPersons).count();
        // At most 33 of the person's actions (the Babylonian lesson had 46 before its jump ahead).
        assertTrue(persons <= 33, id + " asks " + persons + " actions of the person");
    }

    @org.junit.jupiter.api.Test
    void theBabylonianLessonHasEveryRuleTheIssueLists() {
        LessonScript script = LessonScript.load("babylonian");
        Set<String> launched = new java.util.TreeSet<>();
        boolean yes = false;
        boolean no = false;
        boolean kept = false;
        boolean collected = false;
        boolean paid = false;
        boolean dry = false;
        boolean captured = false;
        boolean capturedMine = false;
        boolean borneOff = false;
        boolean blocked = false;
        boolean jumped = false;
        for (int i = 0; i < script.size(); i++) {
            LessonStep step = script.step(i);
            Game before = script.before(i);
            Game after = script.before(i + 1);
            if (step.action() == LessonStep.Action.JUMP) {
                jumped = true;
                continue;
            }
            yes |= step.action() == LessonStep.Action.BROAD && step.faces().equals(List.of(1));
            no |= step.action() == LessonStep.Action.BROAD && step.faces().equals(List.of(0));
            kept |= step.isPersons() && step.action() == LessonStep.Action.KEEP;
            if (step.action() != LessonStep.Action.MOVE) {
                continue;
            }
            Move m = script.move(i);
            int change = net.ur.rules.babylonian.BabylonianRuleSet.counterChange(m);
            if (step.isPersons()) {
                if (m.from() instanceof Location.Waiting) {
                    launched.add(m.piece().kind().id());
                }
                collected |= change > 0;
                paid |= change < 0;
                dry |= change > 0 && ((net.ur.rules.Counters.Piles) after.state().counters()).pool() == 0 && !after.state().isOver();
                captured |= !m.captured().isEmpty();
                borneOff |= m.to() instanceof Location.Finished;
                // A blocked move: a bird on the board that the roll cannot move (its house is taken or it would overshoot).
                for (net.ur.rules.PieceState ps : before.state().piecesOf(Player.LIGHT)) {
                    blocked |= ps.location() instanceof Location.OnBoard && before.movesOf(ps.piece()).isEmpty();
                }
            } else {
                capturedMine |= !m.captured().isEmpty();
            }
        }
        assertEquals(Set.of("swallow", "storm-bird", "raven", "rooster", "eagle"), launched, "each bird's launch in sight");
        assertTrue(yes && no && kept, "keep, and both faces of the broad astragal");
        assertTrue(collected && paid && dry, "collecting, paying, the pool running dry");
        assertTrue(captured && capturedMine && borneOff && blocked && jumped, "capture, being captured, bearing off, a blocked move, a jump");
    }

    @org.junit.jupiter.api.Test
    void theHudIconsLightAtTheStepThatFirstUsesThem() {
        LessonScript script = LessonScript.load("babylonian");
        HudCue.Target throwShown = new HudCue.Target(HudCue.Element.THROW, null, "");
        HudCue.Target eagle = new HudCue.Target(HudCue.Element.PIECE, Player.LIGHT, "eagle");
        HudCue.Target pool = new HudCue.Target(HudCue.Element.POOL, null, "");
        HudCue.Target dry = new HudCue.Target(HudCue.Element.POOL, null, "dry");
        assertEquals(List.of(throwShown), script.hudFirstUsed(0), "the first throw lights the throw shown");
        assertEquals(List.of(new HudCue.Target(HudCue.Element.BROAD, null, "yes")), script.hudFirstUsed(1));
        assertEquals(List.of(eagle), script.hudFirstUsed(2), "the eagle's launch lights its icon");
        assertEquals(List.of(new HudCue.Target(HudCue.Element.BROAD, null, "no")), script.hudFirstUsed(4));
        assertEquals(List.of(), script.hudFirstUsed(5), "the second throw lights nothing");
        assertEquals(List.of(new HudCue.Target(HudCue.Element.COUNTERS, Player.LIGHT, ""), pool), script.hudFirstUsed(7),
                "the first rosette lights the counters and the pool");
        int lit = 0;
        for (int i = 0; i < script.size(); i++) {
            for (HudCue.Target t : script.hudFirstUsed(i)) {
                lit++;
                for (int j = 0; j < i; j++) {
                    assertTrue(!script.hudFirstUsed(j).contains(t), t + " lit once");
                }
                if (t.equals(dry)) {
                    assertEquals(0, ((net.ur.rules.Counters.Piles) script.before(i + 1).state().counters()).pool(), "the pool ran dry at " + script.step(i).label());
                }
            }
        }
        assertTrue(lit >= 15, "every bird of both sides, home, counters, pool, dry: " + lit);
        LessonScript ravensburg = LessonScript.load("ravensburg");
        assertEquals(List.of(throwShown), ravensburg.hudFirstUsed(0));
        assertEquals(List.of(new HudCue.Target(HudCue.Element.PIECE, Player.LIGHT, "piece")), ravensburg.hudFirstUsed(1));
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
        assertEquals("b.json step 2: a step does one of throw, keep, broad, move and jump, not []", e.getMessage());
        String badWho = noAction.replace("\"who\": \"you\", \"say\"", "\"who\": \"me\", \"say\"");
        e = assertThrows(LessonException.class, () -> Lesson.parse(badWho, "c.json"));
        assertEquals("c.json step 2: \"who\" must be \"you\" or \"opponent\", not \"me\"", e.getMessage());
        e = assertThrows(LessonException.class, () -> Lesson.load("chess"));
        assertTrue(e.getMessage().startsWith("no lesson named chess"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void aJumpIsPlayedByTheRulesAndAWrongOneNamesItsAction() throws IOException {
        String good = read("ravensburg");
        assertTrue(good.contains("{\"who\": \"you\", \"throw\": [1]}, {\"who\": \"you\", \"move\": {\"from\": \"A8\", \"to\": \"A7\"}}"));
        // The jump's eighth action moves a man from cell 5 to cell 6 with a 1; with a 2 no move goes so.
        String badAction = good.replace("{\"who\": \"you\", \"throw\": [1]}, {\"who\": \"you\", \"move\": {\"from\": \"A8\", \"to\": \"A7\"}}",
                "{\"who\": \"you\", \"throw\": [2]}, {\"who\": \"you\", \"move\": {\"from\": \"A8\", \"to\": \"A7\"}}");
        LessonException e = assertThrows(LessonException.class, () -> LessonScript.of(Lesson.parse(badAction, "r.json")));
        assertTrue(e.getMessage().startsWith("ravensburg.json step 28 (lesson: jump ahead 29 actions), step 8 (you: move A8 to A7): no legal move"),
                e.getMessage());
        // A jump that stops in the middle of a turn (after the opponent's last throw, before its move).
        String midTurn = good.replace("{\"who\": \"opponent\", \"throw\": [5]}, {\"who\": \"opponent\", \"move\": {\"from\": \"start\", \"to\": \"B1\"}}\n     ],",
                "{\"who\": \"opponent\", \"throw\": [5]}\n     ],");
        assertTrue(!midTurn.equals(good), "the jump was cut");
        e = assertThrows(LessonException.class, () -> LessonScript.of(Lesson.parse(midTurn, "r.json")));
        assertTrue(e.getMessage().contains("step 28 (lesson: jump ahead 28 actions): a jump ends between turns"), e.getMessage());
        String noSay = good.replace("\"say\": \"Later in the game: the lesson plays on", "\"said\": \"Later in the game: the lesson plays on");
        e = assertThrows(LessonException.class, () -> Lesson.parse(noSay, "r.json"));
        assertEquals("r.json step 28: a jump must say that the lesson goes ahead (\"say\": \"Later in the game: ...\")", e.getMessage());
        String withWho = good.replace("{\"jump\": [", "{\"who\": \"you\", \"jump\": [");
        e = assertThrows(LessonException.class, () -> Lesson.parse(withWho, "r.json"));
        assertEquals("r.json step 28: a jump is the lesson's own: it has no \"who\"", e.getMessage());
        String nested = good.replace("{\"jump\": [", "{\"jump\": [{\"jump\": [{\"who\": \"you\", \"keep\": true}], \"say\": \"x\"},");
        e = assertThrows(LessonException.class, () -> Lesson.parse(nested, "r.json"));
        assertTrue(e.getMessage().startsWith("r.json step 28 jump action 1: the actions of a jump are"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void aStepThatAdaptsFollowsAnotherMoveOnlyWhenTheLessonStillEndsInTheWin() {
        LessonScript script = LessonScript.load("ravensburg");
        int step = -1;
        for (int i = 0; i < script.size(); i++) {
            if (script.step(i).adapt()) {
                step = i;
            }
        }
        assertTrue(step > 0, "the Ravensburg lesson has a step that adapts");
        int at = step;
        Game before = script.before(at);
        Move fine = before.legalMoves().stream().filter(m -> from(m, "A4")).findFirst().orElseThrow();
        LessonScript adapted = script.adaptedAfter(at, before.move(fine));
        assertEquals(Player.LIGHT, adapted.before(adapted.size()).state().winner(), "the adapted lesson still ends in the win");
        // Moving the man that carries the captives leaves the later steps nothing to play.
        Move carrier = before.legalMoves().stream().filter(m -> from(m, "B1")).findFirst().orElseThrow();
        assertThrows(LessonException.class, () -> script.adaptedAfter(at, before.move(carrier)));
        // The winning move itself cannot be swapped for another: the lesson would not end in the win.
        int last = script.size() - 1;
        Move other = script.before(last).legalMoves().stream().filter(m -> !m.equals(script.move(last))).findFirst().orElseThrow();
        LessonException e = assertThrows(LessonException.class, () -> script.adaptedAfter(last, script.before(last).move(other)));
        assertTrue(e.getMessage().contains("would not end as it does"), e.getMessage());
    }

    private static boolean from(Move m, String square) {
        return m.from() instanceof Location.OnBoard on && on.square().equals(net.ur.rules.board.Square.parse(square));
    }

    private static String read(String id) throws IOException {
        try (InputStream in = Lesson.class.getResourceAsStream("/lessons/" + id + ".json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
