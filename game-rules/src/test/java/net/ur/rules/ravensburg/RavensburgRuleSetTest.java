package net.ur.rules.ravensburg;

import static net.ur.rules.ravensburg.RavensburgTestSupport.RULES;
import static net.ur.rules.ravensburg.RavensburgTestSupport.find;
import static net.ur.rules.ravensburg.RavensburgTestSupport.man;
import static net.ur.rules.ravensburg.RavensburgTestSupport.pos;
import static net.ur.rules.ravensburg.RavensburgTestSupport.texts;
import static net.ur.rules.ravensburg.RavensburgTestSupport.thrown;
import static net.ur.rules.ravensburg.RavensburgTestSupport.tower;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.IllegalMoveException;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * Every point of seed 004 on hand-made positions: the die and its 6, entering with the first cell
 * counted, towers of one's own men, captives carried or left, mixed towers and rescue, cell 5 safe,
 * the home-cell limit, removal in cell 6 and the red side, red men in both directions and losing
 * that freedom with a captive, red men captured, the win, the limits and the opening throw.
 *
 * <p>Light's cells: A4 A3 A2 A1 (1-4), B1..B8 (middle), A8 (5), A7 (6); dark's the same with C.
 */
class RavensburgRuleSetTest {

    // ---------------------------------------------------------------- the die

    @Test
    void theDieMovesOneToFiveAndASixMissesTheTurn() {
        SixSidedDie d = SixSidedDie.INSTANCE;
        assertEquals(Roll.of(0, List.of(6)), SixSidedDie.roll(6));
        assertEquals(Roll.of(4, List.of(4)), SixSidedDie.roll(4));
        double sum = 0;
        for (int v = 0; v <= 5; v++) {
            assertEquals(1.0 / 6, d.probability(v), 1e-12);
            sum += d.probability(v);
        }
        assertEquals(1.0, sum, 1e-12);
        assertEquals(0, d.probability(6));
        assertEquals("a die showing 6 moves 0, not 6", assertThrows(IllegalArgumentException.class,
                () -> d.validate(Roll.of(6, List.of(6)))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> d.validate(Roll.of(6)));
        int[] faces = new int[7];
        SplittableRandom r = new SplittableRandom(6);
        for (int i = 0; i < 60_000; i++) {
            faces[d.roll(r).faces().get(0)]++;
        }
        for (int f = 1; f <= 6; f++) {
            assertTrue(Math.abs(faces[f] - 10_000) < 400, "face " + f + " came " + faces[f] + " times");
        }

        GameState s = pos().tower("B2", "L0").tower("B5", "D0").state();
        GameState missed = thrown(s, 6);
        assertEquals(Phase.AWAITING_ROLL, missed.phase());
        assertEquals(Player.DARK, missed.turn());
        assertEquals(s.pieces(), missed.pieces());
        assertEquals(21, missed.turnCount().turns());
        assertTrue(RULES.movesForRoll(s, SixSidedDie.roll(6)).isEmpty());
    }

    @Test
    void anUnmovableThrowMissesTheTurn() {
        // light: five men in cell 6 (A7), five in cell 5 (A8); a 1 would need a sixth place in cell 6
        GameState s = pos().tower("A7", "L0 L1 L2 L3 L4").tower("A8", "L5 L6 L7 L8 L9").tower("B3", "D0").state();
        for (int face = 1; face <= 5; face++) {
            GameState after = thrown(s, face);
            assertEquals(Phase.AWAITING_ROLL, after.phase(), "face " + face);
            assertEquals(Player.DARK, after.turn());
        }
    }

    // ---------------------------------------------------------------- entering

    @Test
    void enteringCountsTheFirstCell() {
        GameState s = RULES.initialState();
        assertEquals(List.of("L0 start->A4"), texts(RULES.legalMoves(thrown(s, 1))));
        assertEquals(List.of("L0 start->A2"), texts(RULES.legalMoves(thrown(s, 3))));
        assertEquals(List.of("L0 start->A1 *"), texts(RULES.legalMoves(thrown(s, 4))));
        assertEquals(List.of("L0 start->B1"), texts(RULES.legalMoves(thrown(s, 5))));
        GameState d = pos().turn(Player.DARK).state();
        assertEquals(List.of("D0 start->B1"), texts(RULES.legalMoves(thrown(d, 5))));
        assertEquals(List.of("D0 start->C3"), texts(RULES.legalMoves(thrown(d, 2))));
    }

    @Test
    void aNewManMayEnterOnAnyTurnAndAFiveCanCaptureOnEntering() {
        GameState s = pos().tower("A3", "L0").tower("B1", "D4").state();
        assertEquals(List.of("L1 start->B1 x[D4]", "L0 A3->B3"), texts(RULES.legalMoves(thrown(s, 5))));
        GameState after = RULES.applyMove(thrown(s, 5), find(thrown(s, 5), "L1", "B1", false));
        assertEquals("D4 L1", tower(after, "B1"));
        assertEquals(new Location.Beneath(man("L1")), after.stateOf(man("D4")).location());
    }

    // ---------------------------------------------------------------- towers of one's own men

    @Test
    void ownMenStackAndMoveOffOneAtATime() {
        GameState s = pos().tower("B2", "L0").tower("B4", "L1").state();
        GameState t = RULES.applyMove(thrown(s, 2), find(thrown(s, 2), "L0", "B4", false));
        assertEquals("L1 L0", tower(t, "B4"));
        assertTrue(t.pieceAt(Square.parse("B2")) == null);
        GameState l = new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, t.pieces(), t.counters(), null);
        // only the top man moves, and alone: the man beneath stays
        List<Move> moves = RULES.legalMoves(thrown(l, 3));
        assertEquals(List.of("L2 start->A2", "L0 B4->B7"), texts(moves));
        GameState off = RULES.applyMove(thrown(l, 3), moves.get(1));
        assertEquals("L1", tower(off, "B4"));
        assertEquals("L0", tower(off, "B7"));
        assertEquals(Location.at(Square.parse("B4"), 7), off.stateOf(man("L1")).location());
    }

    @Test
    void noOneEntersTheOpponentsOwnCells() {
        GameState s = thrown(pos().tower("B2", "L0").turn(Player.LIGHT).state(), 3);
        Move intoDark = new Move(Player.LIGHT, man("L0"), Location.at(Square.parse("B2"), 5),
                Location.at(Square.parse("C8"), 12), List.of(), false, false, MoveNotes.NONE);
        assertEquals("Light cannot enter C8: it is one of Dark's own cells", assertThrows(
                IllegalMoveException.class, () -> RULES.applyMove(s, intoDark)).getMessage());
    }

    // ---------------------------------------------------------------- captives

    @Test
    void landingOnAnOpponentTakesItCaptiveAndTheCaptiveIsCarriedOrLeft() {
        GameState s = pos().tower("B2", "L0").tower("B5", "D0").state();
        GameState took = RULES.applyMove(thrown(s, 3), find(thrown(s, 3), "L0", "B5", false));
        assertEquals("D0 L0", tower(took, "B5"));
        assertEquals(0, took.turnCount().quiet());
        GameState again = new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, took.pieces(), took.counters(), null);
        // with a captive a blue man may carry it on or leave it: taking captives along is not forced
        assertEquals(List.of("L1 start->A3", "L0 B5->B7 carries=1", "L0 B5->B7 leave=yes"),
                texts(RULES.legalMoves(thrown(again, 2))));
        GameState carried = RULES.applyMove(thrown(again, 2), find(thrown(again, 2), "L0", "B7", false));
        assertEquals("D0 L0", tower(carried, "B7"));
        assertEquals("", tower(carried, "B5"));
        assertEquals(List.of(man("D0")), RavensburgRuleSet.captivesCarried(thrown(again, 2),
                find(thrown(again, 2), "L0", "B7", false)));
        GameState left = RULES.applyMove(thrown(again, 2), find(thrown(again, 2), "L0", "B7", true));
        assertEquals("L0", tower(left, "B7"));
        assertEquals("D0", tower(left, "B5"));
        assertEquals(Location.at(Square.parse("B5"), 8), left.stateOf(man("D0")).location());
    }

    @Test
    void aMixedTowerMovesOnlyDownToTheTopPlayersNextMan() {
        // B3 bottom to top: L1, D0, D1, L0 - light's L0 carries D1 and D0, L1 stays (and is free again)
        GameState s = pos().tower("B3", "L1 D0 D1 L0").state();
        GameState after = RULES.applyMove(thrown(s, 2), find(thrown(s, 2), "L0", "B5", false));
        assertEquals("D0 D1 L0", tower(after, "B5"));
        assertEquals("L1", tower(after, "B3"));
        // several captives at one blow: landing on the whole tower takes the top run of dark men
        GameState d = pos().tower("B1", "L2").tower("B3", "L1 D0 D1").state();
        Move blow = find(thrown(d, 2), "L2", "B3", false);
        assertEquals(List.of(man("D1"), man("D0")), blow.captured());
        assertEquals("L1 D0 D1 L2", tower(RULES.applyMove(thrown(d, 2), blow), "B3"));
    }

    @Test
    void capturingTheCarrierRescuesItsCaptives() {
        // dark's D1 holds light's L0 on B3; dark's D2 also stands on B1... light's L1 lands on the carrier
        GameState s = pos().tower("B1", "L1").tower("B3", "L0 D1").state();
        GameState caught = RULES.applyMove(thrown(s, 2), find(thrown(s, 2), "L1", "B3", false));
        assertEquals("L0 D1 L1", tower(caught, "B3"));
        assertEquals(List.of(man("D1")), find(thrown(s, 2), "L1", "B3", false).captured());
        GameState next = new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, caught.pieces(), caught.counters(),
                null);
        GameState rescued = RULES.applyMove(thrown(next, 1), find(thrown(next, 1), "L1", "B4", false));
        assertEquals("D1 L1", tower(rescued, "B4"));
        assertEquals("L0", tower(rescued, "B3"));
        assertEquals(Location.at(Square.parse("B3"), 6), rescued.stateOf(man("L0")).location());
        // the rescued man moves again on light's next turn
        GameState later = new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, rescued.pieces(),
                rescued.counters(), null);
        assertTrue(texts(RULES.legalMoves(thrown(later, 1))).contains("L0 B3->B4 *"));
    }

    // ---------------------------------------------------------------- home cells

    @Test
    void cellFiveIsSafeAndCaptivesStayThereUntilCarriedIntoCellSix() {
        GameState s = pos().tower("B7", "D0 L0").state();
        GameState safe = RULES.applyMove(thrown(s, 2), find(thrown(s, 2), "L0", "A8", false));
        assertEquals("D0 L0", tower(safe, "A8"));
        // no dark man can ever reach A8: it is not on dark's route, and no move of dark's goes there
        assertEquals(-1, RULES.route(Player.DARK).firstStepOf(Square.parse("A8")));
        GameState dark = pos().tower("A8", "D0 L0").tower("B6", "D1r").turn(Player.DARK).state();
        for (int face = 1; face <= 5; face++) {
            for (Move m : RULES.movesForRoll(dark, SixSidedDie.roll(face))) {
                assertFalse(m.to().toString().startsWith("A"), m.toString());
            }
        }
        // a blue carrier in cell 5 may not leave its captives there
        GameState l = pos().tower("A8", "D0 L0").state();
        assertEquals(List.of("L1 start->A4", "L0 A8->A7 * carries=1 delivers=1 turns-red=yes"),
                texts(RULES.legalMoves(thrown(l, 1))));
    }

    @Test
    void captivesCarriedIntoCellSixAreRemovedAndTheCarrierTurnsRed() {
        GameState s = pos().tower("A8", "L5 D0 D3 L0").tower("A7", "L1").removed("D9").state();
        Move in = find(thrown(s, 1), "L0", "A7", false);
        assertEquals(MoveNotes.tower(false, false, 2, 2, true), in.notes());
        GameState after = RULES.applyMove(thrown(s, 1), in);
        assertEquals("L1 L0r", tower(after, "A7"));
        assertEquals("L5", tower(after, "A8"));
        assertEquals(Location.REMOVED, after.stateOf(man("D0")).location());
        assertEquals(Location.REMOVED, after.stateOf(man("D3")).location());
        assertEquals(3, RavensburgRuleSet.removed(after, Player.DARK));
        assertTrue(RavensburgRuleSet.isRed(after, man("L0")));
        assertFalse(RavensburgRuleSet.isRed(after, man("L1")));
        assertEquals(0, after.turnCount().quiet());
        // reaching cell 6 without captives keeps a man blue
        GameState plain = pos().tower("A8", "L0").state();
        GameState home = RULES.applyMove(thrown(plain, 1), find(thrown(plain, 1), "L0", "A7", false));
        assertFalse(RavensburgRuleSet.isRed(home, man("L0")));
    }

    @Test
    void homeCellsMustBeReachedExactlyAndHoldAtMostFiveOwnMen() {
        GameState s = pos().tower("B7", "L0").tower("A7", "L1 L2 L3 L4").state();
        // from B7 (step 10): a 3 reaches cell 6 exactly, a 4 or 5 is too high
        assertEquals(List.of("L5 start->A2", "L0 B7->A7 *"), texts(RULES.legalMoves(thrown(s, 3))));
        assertEquals(List.of("L5 start->A1 *"), texts(RULES.legalMoves(thrown(s, 4))));
        GameState full = pos().tower("B7", "L0").tower("A7", "L1 L2 L3 L4 L5").state();
        assertEquals(List.of("L6 start->A2"), texts(RULES.legalMoves(thrown(full, 3))));
        Move sixth = new Move(Player.LIGHT, man("L0"), Location.at(Square.parse("B7"), 10),
                Location.at(Square.parse("A7"), 13), List.of(), true, false, MoveNotes.NONE);
        assertEquals("A7 already holds 5 of Light's men, the most a home cell may hold", assertThrows(
                IllegalMoveException.class, () -> RULES.applyMove(thrown(full, 3), sixth)).getMessage());
        // the limit counts own men only: captives in cell 5 do not count
        GameState five = pos().tower("B7", "D0 L0").tower("A8", "L1 L2 L3 L4").state();
        assertEquals("L1 L2 L3 L4 D0 L0", tower(RULES.applyMove(thrown(five, 2),
                find(thrown(five, 2), "L0", "A8", false)), "A8"));
        assertThrows(IllegalArgumentException.class,
                () -> pos().tower("A8", "L0 L1 L2 L3 L4 L5").state());
    }

    // ---------------------------------------------------------------- red men

    @Test
    void redMenGoBackIntoTheMiddleRowAndMoveEitherWay() {
        GameState s = pos().tower("A7", "L1 L0r").state();
        // from cell 6 a red man can only go back: 3 cells back is B7
        assertEquals(List.of("L2 start->A2", "L0 A7->B7 direction=back"), texts(RULES.legalMoves(thrown(s, 3))));
        GameState out = RULES.applyMove(thrown(s, 3), find(thrown(s, 3), "L0", "B7", false));
        assertEquals("L0r", tower(out, "B7"));
        assertEquals("L1", tower(out, "A7"));
        GameState mid = pos().tower("B7", "L0r").state();
        assertEquals(List.of("L1 start->A3", "L0 B7->A8", "L0 B7->B5 direction=back"),
                texts(RULES.legalMoves(thrown(mid, 2))));
        // one direction per throw: the whole throw goes one way; backwards stays in the middle row
        GameState low = pos().tower("B2", "L0r").state();
        assertEquals(List.of("L1 start->A2", "L0 B2->B5"), texts(RULES.legalMoves(thrown(low, 3))));
        assertEquals(List.of("L1 start->A4", "L0 B2->B3", "L0 B2->B1 direction=back"),
                texts(RULES.legalMoves(thrown(low, 1))));
        // blue men never move backwards
        Move blueBack = new Move(Player.LIGHT, man("L0"), Location.at(Square.parse("B5"), 8),
                Location.at(Square.parse("B3"), 6), List.of(), false, false, MoveNotes.tower(true, false, 0, 0, false));
        GameState blue = thrown(pos().tower("B5", "L0").state(), 2);
        assertEquals("Light #0 shows its blue side and may only move towards its home cells", assertThrows(
                IllegalMoveException.class, () -> RULES.applyMove(blue, blueBack)).getMessage());
    }

    @Test
    void aRedManThatTakesACaptiveLosesItsFreedomAndMustCarryItHome() {
        GameState s = pos().tower("B5", "L0r").tower("B3", "D0").state();
        Move back = find(thrown(s, 2), "L0", "B3", false);
        assertEquals(List.of(man("D0")), back.captured());
        assertTrue(back.notes().backwards());
        GameState took = RULES.applyMove(thrown(s, 2), back);
        assertEquals("D0 L0r", tower(took, "B3"));
        GameState next = new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, took.pieces(), took.counters(), null);
        // forwards only, carrying: no backward move and no leaving the captive
        assertEquals(List.of("L1 start->A3", "L0 B3->B5 carries=1"), texts(RULES.legalMoves(thrown(next, 2))));
        Move backAgain = new Move(Player.LIGHT, man("L0"), Location.at(Square.parse("B3"), 6),
                Location.at(Square.parse("B1"), 4), List.of(), false, false, MoveNotes.tower(true, false, 0, 0, false));
        assertEquals("Light #0 carries a captive and must take it home: it may only move forwards", assertThrows(
                IllegalMoveException.class, () -> RULES.applyMove(thrown(next, 2), backAgain)).getMessage());
        // delivered in cell 6, it is free again (and stays red: no second turning)
        GameState home = pos().tower("A8", "D0 L0r").state();
        Move in = find(thrown(home, 1), "L0", "A7", false);
        assertEquals(MoveNotes.tower(false, false, 1, 1, false), in.notes());
        GameState free = RULES.applyMove(thrown(home, 1), in);
        GameState again = new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, free.pieces(), free.counters(), null);
        assertEquals(List.of("L1 start->A2", "L0 A7->B7 direction=back"), texts(RULES.legalMoves(thrown(again, 3))));
    }

    @Test
    void redMenCanBeCapturedAndStayRedUnderTheirCaptor() {
        GameState s = pos().tower("B4", "L0r").tower("B2", "D0").turn(Player.DARK).state();
        Move take = find(thrown(s, 2), "D0", "B4", false);
        assertEquals(List.of(man("L0")), take.captured());
        GameState after = RULES.applyMove(thrown(s, 2), take);
        assertEquals("L0r D0", tower(after, "B4"));
        GameState next = new GameState(Phase.AWAITING_ROLL, Player.DARK, null, after.pieces(), after.counters(), null);
        GameState carried = RULES.applyMove(thrown(next, 5), find(thrown(next, 5), "D0", "C8", false));
        assertEquals("L0r D0", tower(carried, "C8"));
    }

    // ---------------------------------------------------------------- the end

    @Test
    void capturingAllOfTheOpponentsMenWins() {
        GameState s = pos().tower("A8", "D9 L0").tower("B2", "D8")
                .removed("D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7").state();
        GameState not = RULES.applyMove(thrown(s, 1), find(thrown(s, 1), "L0", "A7", false));
        assertFalse(not.isOver(), "dark still has D8");
        GameState last = pos().tower("A8", "D9 L0").removed("D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8")
                .state();
        GameState won = RULES.applyMove(thrown(last, 1), find(thrown(last, 1), "L0", "A7", false));
        assertTrue(won.isOver());
        assertEquals(Player.LIGHT, won.winner());
        RULES.validate(won);
        assertThrows(IllegalStateException.class, () -> RULES.applyRoll(won, SixSidedDie.roll(3)));
    }

    @Test
    void quietTurnsEndTheGameDecidedByTheCountOrDrawn() {
        GameState s = pos().tower("B2", "L0").tower("B6", "D0").removed("D5", "D6", "L7")
                .counts(300, RavensburgRuleSet.QUIET_LIMIT - 1).state();
        GameState end = RULES.applyMove(thrown(s, 1), find(thrown(s, 1), "L0", "B3", false));
        assertTrue(end.isOver());
        assertEquals(Player.LIGHT, end.winner(), "light removed 2, dark 1");
        RULES.validate(end);
        GameState even = pos().tower("B2", "L0").tower("B6", "D0").removed("D5", "L7")
                .counts(300, RavensburgRuleSet.QUIET_LIMIT - 1).state();
        GameState drawn = thrown(even, 6);
        assertTrue(drawn.isDraw());
        assertNull(drawn.winner());
        assertEquals("drawn", drawn.resultText());
        RULES.validate(drawn);
        // a capture resets the count
        GameState busy = pos().tower("B2", "L0").tower("B3", "D0").counts(300, RavensburgRuleSet.QUIET_LIMIT - 1)
                .state();
        GameState going = RULES.applyMove(thrown(busy, 1), find(thrown(busy, 1), "L0", "B3", false));
        assertFalse(going.isOver());
        assertEquals(0, going.turnCount().quiet());
        // the total cap
        GameState cap = pos().tower("B2", "L0").tower("B3", "D0").counts(RavensburgRuleSet.TURN_LIMIT - 1, 0)
                .state();
        assertTrue(thrown(cap, 6).isOver());
        assertThrows(IllegalArgumentException.class, () -> RULES.validate(new GameState(Phase.GAME_OVER,
                Player.LIGHT, null, s.pieces(), new Counters.TurnCount(300, 3), Player.LIGHT)));
    }

    @Test
    void aFrozenBoardEndsTheGameAtOnce() {
        // every man of both sides blue in its home cells: nothing can ever move again
        GameState s = pos().tower("A7", "L0 L1 L2 L3 L4").tower("A8", "L5 L6 L7 L8").tower("B8", "L9")
                .tower("C7", "D0 D1 D2 D3 D4").tower("C8", "D5 D6 D7 D8 D9").removed().state();
        assertFalse(RULES.isFrozen(s), "light's L9 can still move");
        GameState end = RULES.applyMove(thrown(s, 1), find(thrown(s, 1), "L9", "A8", false));
        assertTrue(end.isOver());
        assertTrue(end.isDraw());
        assertTrue(RULES.isFrozen(end));
    }

    // ---------------------------------------------------------------- setup and registry

    @Test
    void theHigherOpeningThrowBegins() {
        RavensburgSetup.Opening o = RavensburgSetup.Opening.start().add(4).add(4);
        assertFalse(o.isDecided());
        assertEquals(Player.LIGHT, o.thrower());
        o = o.add(2).add(5);
        assertTrue(o.isDecided());
        RavensburgSetup setup = o.setup();
        assertEquals(Player.DARK, setup.first());
        assertEquals("first=dark;opening=4,4,2,5", setup.canonicalText());
        RavensburgRuleSet r = new RavensburgRuleSet(setup);
        assertEquals(Player.DARK, r.initialState().turn());
        assertEquals("the opening throw lets Dark begin, not Light", assertThrows(IllegalArgumentException.class,
                () -> new RavensburgSetup(List.of(2, 5), Player.LIGHT)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new RavensburgSetup(List.of(2, 5, 3, 1), Player.DARK));
        assertThrows(IllegalArgumentException.class, () -> new RavensburgSetup(List.of(3, 3), Player.DARK));
        int lightBegins = 0;
        SplittableRandom random = new SplittableRandom(4);
        for (int i = 0; i < 4000; i++) {
            lightBegins += RavensburgSetup.decide(random).first() == Player.LIGHT ? 1 : 0;
        }
        assertTrue(Math.abs(lightBegins - 2000) < 150, "light began " + lightBegins + " of 4000");
    }

    @Test
    void theRuleSetIsRegistered() {
        assertEquals(new RavensburgRuleSet(), RuleSets.byName("Ravensburg"));
        assertTrue(RuleSets.ALL_NAMES.contains("ravensburg"));
        assertFalse(RuleSets.NAMES.contains("ravensburg"), "NAMES are the classic rule sets");
        assertEquals("ravensburg is not a classic rule set", assertThrows(IllegalArgumentException.class,
                () -> RuleSets.classicSettings("ravensburg")).getMessage());
        GameState start = RULES.initialState();
        RULES.validate(start);
        assertEquals(20, start.pieces().size());
        assertEquals(new Counters.TurnCount(0, 0), start.counters());
        assertEquals(14, RULES.route(Player.LIGHT).length());
    }
}
