package net.ur.rules.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.IllegalMoveException;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.TestRules;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Legal moves and illegal actions of hand-made positions, for every classic rule set. Steps 4..10
 * are the middle row B1..B7 on every route, and step 7 (B4) is the middle rosette on both boards.
 */
class ClassicRuleSetTest {

    static Stream<ClassicRuleSet> rules() {
        return TestRules.all();
    }

    private static int[] steps(int... s) {
        return s;
    }

    private static GameState rolled(ClassicRuleSet r, GameState s, int roll) {
        return r.applyRoll(s, Roll.of(roll));
    }

    private static String describe(List<Move> moves) {
        return moves.toString();
    }

    @ParameterizedTest
    @MethodSource("rules")
    void startStateHasEveryPieceWaitingAndLightToRoll(ClassicRuleSet r) {
        GameState s = r.initialState();
        r.validate(s);
        assertEquals(Phase.AWAITING_ROLL, s.phase());
        assertEquals(Player.LIGHT, s.turn());
        assertEquals(r.settings().pieces(), s.count(Player.LIGHT, Location.Waiting.class));
        assertEquals(r.settings().pieces(), s.count(Player.DARK, Location.Waiting.class));
    }

    @ParameterizedTest
    @MethodSource("rules")
    void anyPositiveRollEntersAPieceOntoTheRouteStepBeforeIt(ClassicRuleSet r) {
        for (int v = 1; v <= r.dice().maxValue(); v++) {
            GameState s = rolled(r, r.initialState(), v);
            List<Move> moves = r.legalMoves(s);
            assertEquals(1, moves.size(), describe(moves));
            Move m = moves.get(0);
            assertTrue(m.isEntry());
            assertEquals(Location.at(r.route(Player.LIGHT).square(v - 1), v - 1), m.to());
            assertEquals(r.board().isRosette(r.route(Player.LIGHT).square(v - 1)), m.rosette());
        }
    }

    @ParameterizedTest
    @MethodSource("rules")
    void landingOnAnOpponentOnAPlainSquareCapturesIt(ClassicRuleSet r) {
        GameState s = r.position(Player.LIGHT, steps(4), steps(6), 0, 0);
        GameState withRoll = rolled(r, s, 2);
        List<Move> moves = r.legalMoves(withRoll);
        Move capture = moves.stream().filter(m -> m.from() instanceof Location.OnBoard).findFirst().orElseThrow();
        assertEquals(Square.parse("B3"), ((Location.OnBoard) capture.to()).square());
        assertEquals(List.of(Piece.plain(Player.DARK, 0)), capture.captured());
        GameState after = r.applyMove(withRoll, capture);
        assertEquals(Location.WAITING, after.stateOf(Piece.plain(Player.DARK, 0)).location());
        assertEquals(r.settings().capturesGrantExtraRoll() ? Player.LIGHT : Player.DARK, after.turn());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aPieceOnTheMiddleRosetteIsSafeOnlyWhenRosettesAreSafe(ClassicRuleSet r) {
        GameState s = r.position(Player.LIGHT, steps(5), steps(7), 0, 0);
        assertTrue(r.board().isRosette(Square.parse("B4")));
        List<Move> moves = r.movesForRoll(s, Roll.of(2));
        boolean canTake = moves.stream().anyMatch(m -> m.to().equals(Location.at(Square.parse("B4"), 7)));
        assertEquals(!r.settings().safeRosettes(), canTake, describe(moves));
        if (canTake) {
            Move m = moves.stream().filter(x -> x.isCapture()).findFirst().orElseThrow();
            assertTrue(m.rosette());
            assertTrue(m.extraRoll());
        }
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aPieceCannotLandOnItsOwnPiece(ClassicRuleSet r) {
        GameState s = r.position(Player.LIGHT, steps(4, 6), steps(), 0, 0);
        List<Move> moves = r.movesForRoll(s, Roll.of(2));
        assertFalse(moves.stream().anyMatch(m -> m.from().equals(Location.at(Square.parse("B1"), 4))),
                describe(moves));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> r.applyMove(rolled(r, s, 2),
                new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 0), Location.at(Square.parse("B1"), 4),
                        Location.at(Square.parse("B3"), 6), List.of(), false, false, MoveNotes.NONE)));
        assertEquals("B3 holds Light's own piece", e.getMessage());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void bearingOffNeedsTheExactRoll(ClassicRuleSet r) {
        int last = r.route(Player.LIGHT).length() - 1;
        GameState s = r.position(Player.LIGHT, steps(last), steps(), r.settings().pieces() - 1, 0);
        List<Move> one = r.movesForRoll(s, Roll.of(1));
        assertEquals(1, one.size());
        assertTrue(one.get(0).isBearOff());
        GameState after = r.applyMove(rolled(r, s, 1), one.get(0));
        assertTrue(after.isOver());
        assertEquals(Player.LIGHT, after.winner());
        GameState two = rolled(r, s, 2);
        assertEquals(Phase.AWAITING_ROLL, two.phase(), "a roll of 2 cannot bear off from the last square: it passes");
        assertEquals(Player.DARK, two.turn());
        GameState s2 = r.position(Player.LIGHT, steps(last - 1, 4), steps(), 0, 0);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> r.applyMove(rolled(r, s2, 3),
                new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 0),
                        Location.at(r.route(Player.LIGHT).square(last - 1), last - 1), Location.FINISHED, List.of(),
                        false, false, MoveNotes.NONE)));
        assertEquals("bearing off from " + r.route(Player.LIGHT).square(last - 1) + " needs exactly 2, the roll is 3",
                e.getMessage());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aRollWithNoLegalMovePassesTheTurn(ClassicRuleSet r) {
        int last = r.route(Player.LIGHT).length() - 1;
        GameState s = r.position(Player.LIGHT, steps(last), steps(), r.settings().pieces() - 1, 0);
        GameState after = rolled(r, s, 3);
        assertEquals(Phase.AWAITING_ROLL, after.phase());
        assertEquals(Player.DARK, after.turn());
        assertEquals(s.pieces(), after.pieces());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aZeroPassesWhereTheDiceCanRollItAndIsRejectedWhereTheyCannot(ClassicRuleSet r) {
        GameState s = r.initialState();
        if (r.settings().dice().zeroCountsAsMax()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> rolled(r, s, 0));
            assertEquals("a roll of 0 is impossible with 3 binary dice (0 counts as 4) (possible: 1..4)",
                    e.getMessage());
        } else {
            GameState after = rolled(r, s, 0);
            assertEquals(Player.DARK, after.turn());
            assertEquals(Phase.AWAITING_ROLL, after.phase());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> rolled(r, s, 9));
        assertTrue(e.getMessage().startsWith("a roll of 9 is impossible with"), e.getMessage());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void landingOnARosetteGrantsAnotherRoll(ClassicRuleSet r) {
        GameState s = r.position(Player.LIGHT, steps(5), steps(), 0, 0);
        GameState withRoll = rolled(r, s, 2);
        Move m = r.legalMoves(withRoll).stream().filter(x -> !x.isEntry()).findFirst().orElseThrow();
        assertTrue(m.rosette());
        GameState after = r.applyMove(withRoll, m);
        assertEquals(Player.LIGHT, after.turn());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void illegalActionsAreRejectedWithTheReason(ClassicRuleSet r) {
        GameState s = r.position(Player.LIGHT, steps(4), steps(6), 0, 0);
        GameState withRoll = rolled(r, s, 2);
        Piece l0 = Piece.plain(Player.LIGHT, 0);
        Location b1 = Location.at(Square.parse("B1"), 4);
        assertEquals("there is no Light piece on B2", assertThrows(IllegalMoveException.class,
                () -> r.applyMove(withRoll, new Move(Player.LIGHT, l0, Location.at(Square.parse("B2"), 5),
                        Location.at(Square.parse("B4"), 7), List.of(), true, true, MoveNotes.NONE))).getMessage());
        assertEquals("moving from B1 to B4 is 3 squares along the route, but the roll is 2",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(withRoll, new Move(Player.LIGHT, l0, b1,
                        Location.at(Square.parse("B4"), 7), List.of(), true, true, MoveNotes.NONE))).getMessage());
        assertEquals("it is Light's turn, not Dark's", assertThrows(IllegalMoveException.class,
                () -> r.applyMove(withRoll, new Move(Player.DARK, Piece.plain(Player.DARK, 0),
                        Location.at(Square.parse("B3"), 6), Location.at(Square.parse("B5"), 8), List.of(), false,
                        false, MoveNotes.NONE))).getMessage());
        assertEquals("the move captures [Dark #0], not []", assertThrows(IllegalMoveException.class,
                () -> r.applyMove(withRoll, new Move(Player.LIGHT, l0, b1, Location.at(Square.parse("B3"), 6),
                        List.of(), false, false, MoveNotes.NONE))).getMessage());
        assertEquals("B9 is not step 6 of Light's route", assertThrows(IllegalMoveException.class,
                () -> r.applyMove(withRoll, new Move(Player.LIGHT, l0, b1, Location.at(Square.parse("B9"), 6),
                        List.of(), false, false, MoveNotes.NONE))).getMessage());
        assertEquals("a move needs a state awaiting a move, not AWAITING_ROLL",
                assertThrows(IllegalStateException.class, () -> r.applyMove(s, r.legalMoves(withRoll).get(0)))
                        .getMessage());
        assertEquals("a roll needs a state awaiting a roll, not AWAITING_MOVE",
                assertThrows(IllegalStateException.class, () -> r.applyRoll(withRoll, Roll.of(1))).getMessage());
        assertEquals("legal moves need a state awaiting a move, not AWAITING_ROLL",
                assertThrows(IllegalStateException.class, () -> r.legalMoves(s)).getMessage());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aSafeRosetteRefusesACaptureWithTheReason(ClassicRuleSet r) {
        if (!r.settings().safeRosettes()) {
            return;
        }
        GameState s = r.position(Player.LIGHT, steps(5, 1), steps(7), 0, 0);
        GameState withRoll = rolled(r, s, 2);
        assertEquals("Dark's piece on B4 is safe on a rosette", assertThrows(IllegalMoveException.class,
                () -> r.applyMove(withRoll, new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 0),
                        Location.at(Square.parse("B2"), 5), Location.at(Square.parse("B4"), 7),
                        List.of(Piece.plain(Player.DARK, 0)), true, true, MoveNotes.NONE))).getMessage());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aFinishedGameAcceptsNothing(ClassicRuleSet r) {
        GameState over = r.position(Player.DARK, steps(), steps(4), r.settings().pieces(), 0);
        assertTrue(over.isOver());
        assertEquals("the game is over: Light has won", assertThrows(IllegalStateException.class,
                () -> r.applyRoll(over, Roll.of(1))).getMessage());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void impossibleStatesAreRejected(ClassicRuleSet r) {
        assertEquals("square B1 holds two pieces", assertThrows(IllegalArgumentException.class,
                () -> r.position(Player.LIGHT, steps(4), steps(4), 0, 0)).getMessage());
        int n = r.settings().pieces();
        assertEquals("Light has " + n + " pieces; 2 on the board and " + n + " home do not fit",
                assertThrows(IllegalArgumentException.class, () -> r.position(Player.LIGHT, steps(4, 5), steps(), n,
                        0)).getMessage());
        GameState s = r.initialState();
        List<PieceState> tooFew = s.pieces().subList(1, s.pieces().size());
        assertEquals("Light must have " + n + " pieces, not " + (n - 1), assertThrows(IllegalArgumentException.class,
                () -> r.validate(s.withPieces(tooFew))).getMessage());
        List<PieceState> offRoute = new ArrayList<>(s.pieces());
        offRoute.set(0, new PieceState(Piece.plain(Player.LIGHT, 0), Location.at(Square.parse("C2"), 2)));
        assertEquals("Light #0 stands on C2 which is not step 2 of Light's route",
                assertThrows(IllegalArgumentException.class, () -> r.validate(s.withPieces(offRoute))).getMessage());
    }

    @Test
    void stateConstructorRejectsImpossibleSnapshots() {
        ClassicRuleSet r = (ClassicRuleSet) RuleSets.byName("finkel");
        GameState s = r.initialState();
        assertEquals("a state in phase AWAITING_ROLL cannot hold a roll (3)", assertThrows(
                IllegalArgumentException.class, () -> new GameState(Phase.AWAITING_ROLL, Player.LIGHT, Roll.of(3),
                        s.pieces(), Counters.NONE, null)).getMessage());
        assertEquals("a state in phase AWAITING_MOVE must hold the roll being used", assertThrows(
                IllegalArgumentException.class, () -> new GameState(Phase.AWAITING_MOVE, Player.LIGHT, null,
                        s.pieces(), Counters.NONE, null)).getMessage());
        assertEquals("Finkel games cannot be drawn: a finished game must name its winner", assertThrows(
                IllegalArgumentException.class, () -> r.validate(new GameState(Phase.GAME_OVER, Player.LIGHT, null,
                        s.pieces(), Counters.NONE, null))).getMessage());
        List<PieceState> twice = new ArrayList<>(s.pieces());
        twice.add(s.pieces().get(0));
        assertEquals("piece Light #0 appears twice", assertThrows(IllegalArgumentException.class,
                () -> new GameState(Phase.AWAITING_ROLL, Player.LIGHT, null, twice, Counters.NONE, null)).getMessage());
        assertEquals("Light cannot have won with pieces still to bear off", assertThrows(
                IllegalArgumentException.class, () -> r.validate(new GameState(Phase.GAME_OVER, Player.LIGHT, null,
                        s.pieces(), Counters.NONE, Player.LIGHT))).getMessage());
        assertEquals("a state awaiting a move needs a legal move; a roll of 0 has none here and passes",
                assertThrows(IllegalArgumentException.class, () -> r.validate(new GameState(Phase.AWAITING_MOVE,
                        Player.LIGHT, Roll.of(0), s.pieces(), Counters.NONE, null))).getMessage());
        assertEquals("Finkel has no roll decisions", assertThrows(UnsupportedOperationException.class,
                () -> r.applyRollDecision(s, new RollDecision(false, null))).getMessage());
    }

    @Test
    void namedRuleSetsMatchRoyalUrDefinitions() {
        ClassicSettings f = RuleSets.classicSettings("finkel");
        assertEquals(14, f.routes().light().length());
        assertEquals("A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 B8 A8 A7", squares(f.routes().light()));
        assertEquals("C4 C3 C2 C1 B1 B2 B3 B4 B5 B6 B7 B8 C8 C7", squares(f.routes().dark()));
        ClassicSettings m = RuleSets.classicSettings("masters");
        assertEquals("A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 C7 C8 B8 A8 A7", squares(m.routes().light()));
        assertEquals(4, m.dice().maxValue());
        assertEquals(0.0, m.dice().probability(0));
        assertEquals(1.0 / 8, m.dice().probability(4));
        assertFalse(m.safeRosettes());
        ClassicSettings b = RuleSets.classicSettings("blitz");
        assertEquals(5, b.pieces());
        assertTrue(b.capturesGrantExtraRoll());
        assertEquals(ClassicBoards.MASTERS, b.routes());
        ClassicSettings a = RuleSets.classicSettings("aseb");
        assertEquals("A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12", squares(a.routes().light()));
        assertEquals(20, a.board().squares().size());
        ClassicSettings mu = RuleSets.classicSettings("murray");
        assertEquals("A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 C7 C8 B8 A8 A7 B7 B6 B5 B4 B3 B2 B1 C1 C2 C3 C4",
                squares(mu.routes().light()));
        assertEquals(6.0 / 16, f.dice().probability(2));
        assertEquals("finkel-2p", RuleSets.classicSettings("finkel-2p").name());
        assertEquals(2, RuleSets.classicSettings("Finkel-2p").pieces());
        assertEquals("unknown rule set \"senet\"; known: babylonian, babylonian-ur, finkel, masters, blitz, aseb,"
                + " murray, ravensburg (the classic ones optionally with -Np for N pieces, e.g. finkel-2p)",
                assertThrows(IllegalArgumentException.class,
                        () -> RuleSets.byName("senet")).getMessage());
    }

    @Test
    void onMurraysRouteAPieceCanReturnOverASquareItVisitedBefore() {
        ClassicRuleSet r = (ClassicRuleSet) RuleSets.byName("murray");
        GameState s = r.position(Player.LIGHT, steps(14), steps(), 0, 0);
        GameState withRoll = rolled(r, s, 3);
        Move m = r.legalMoves(withRoll).stream().filter(x -> !x.isEntry()).findFirst().orElseThrow();
        assertEquals(Location.at(Square.parse("B6"), 17), m.to());
        assertEquals("A8->B6", m.toString());
    }

    private static String squares(Route route) {
        return String.join(" ", route.squares().stream().map(Square::toString).toList());
    }
}
