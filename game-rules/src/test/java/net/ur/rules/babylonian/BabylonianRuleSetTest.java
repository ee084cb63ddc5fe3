package net.ur.rules.babylonian;

import static net.ur.rules.babylonian.BabylonianTestSupport.describe;
import static net.ur.rules.babylonian.BabylonianTestSupport.pos;
import static net.ur.rules.babylonian.BabylonianTestSupport.small;
import static net.ur.rules.babylonian.BabylonianTestSupport.withRoll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.IllegalMoveException;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.Player;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Babylonian rule on both boards: launch rolls and houses, the Swallow's choice, blocked
 * rosettes, captures, counters collected and paid (also when the pool or the player runs dry),
 * bearing off, the roll decision, the end of the game, and the messages of illegal actions.
 */
class BabylonianRuleSetTest {

    static Stream<BabylonianRuleSet> boards() {
        return BabylonianTestSupport.boards();
    }

    private static boolean twenty(BabylonianRuleSet r) {
        return r.babylonianBoard() == BabylonianBoard.TWENTY_SQUARES;
    }

    private static String moves(BabylonianRuleSet r, GameState s, int value) {
        return describe(r.movesForRoll(s, Roll.of(value)));
    }

    @Test
    void theBoardsHaveTheirHousesRosettesAndSwallowHouses() {
        BabylonianBoard t = BabylonianBoard.TWENTY_SQUARES;
        assertEquals(16, t.houses());
        assertEquals(List.of(4, 8, 12, 16), t.rosetteHouses());
        assertEquals(List.of(3, 7, 11, 15), t.swallowHouses());
        assertEquals("aseb", t.shape().name());
        // The aseb board's rosettes A1 / C1, B4, B8, B12 are houses 4, 8, 12, 16 of the aseb routes.
        for (Player p : Player.values()) {
            List<String> rosettes = List.of(p == Player.LIGHT ? "A1" : "C1", "B4", "B8", "B12");
            for (int i = 0; i < 4; i++) {
                assertEquals(rosettes.get(i), t.route(p).square(t.rosetteHouses().get(i) - 1).toString());
            }
        }
        BabylonianBoard u = BabylonianBoard.UR;
        assertEquals(14, u.houses());
        assertEquals(List.of(4, 8, 14), u.rosetteHouses());
        assertEquals(List.of(3, 7, 13), u.swallowHouses());
        assertEquals("standard", u.shape().name());
        assertEquals("A7", u.route(Player.LIGHT).square(13).toString());
        assertEquals("C7", u.route(Player.DARK).square(13).toString());
        assertSame(BabylonianBoard.UR, BabylonianBoard.byName("babylonian-ur"));
        assertEquals("unknown Babylonian board \"senet\"; known: twenty-squares, ur",
                assertThrows(IllegalArgumentException.class, () -> BabylonianBoard.byName("senet")).getMessage());
    }

    @Test
    void theRuleSetsAreRegistered() {
        assertEquals(new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES), RuleSets.byName("babylonian"));
        assertEquals(new BabylonianRuleSet(BabylonianBoard.UR), RuleSets.byName("Babylonian-Ur"));
        assertEquals("babylonian", RuleSets.FEATURED);
        assertEquals(BroadAstragal.INSTANCE, RuleSets.byName("babylonian").decisionDice().orElseThrow());
        assertTrue(RuleSets.byName("finkel").decisionDice().isEmpty());
        assertEquals(8, RuleSets.everything().size());
        assertEquals("babylonian is not a classic rule set", assertThrows(IllegalArgumentException.class,
                () -> RuleSets.classicSettings("babylonian")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> RuleSets.byName("babylonian-2p"));
    }

    @ParameterizedTest
    @MethodSource("boards")
    void eachPlayerHasTheFiveBirdsAndPaysTheStake(BabylonianRuleSet r) {
        GameState s = r.initialState();
        assertEquals(Phase.AWAITING_ROLL, s.phase());
        assertEquals(Player.LIGHT, s.turn());
        assertEquals(new Counters.Piles(15, 15, 20), s.counters());
        for (Player p : Player.values()) {
            assertEquals(List.of("swallow", "storm-bird", "raven", "rooster", "eagle"),
                    s.piecesOf(p).stream().map(ps -> ps.piece().kind().id()).toList());
            assertEquals(5, s.count(p, Location.Waiting.class));
        }
        r.validate(s);
    }

    @ParameterizedTest
    @MethodSource("boards")
    void aWaitingBirdLaunchesOnlyWithItsOwnRollOntoItsHouse(BabylonianRuleSet r) {
        GameState s = r.initialState();
        for (int v : new int[] {1, 3, 4}) {
            assertEquals("", moves(r, s, v), "no bird launches with a " + v);
        }
        assertEquals(twenty(r) ? "swallow:start>A2 swallow:start>B3 swallow:start>B7 swallow:start>B11"
                : "swallow:start>A2 swallow:start>B3 swallow:start>A8", moves(r, s, 2));
        assertEquals("storm-bird:start>B1", moves(r, s, 5));
        assertEquals("raven:start>B2", moves(r, s, 6));
        assertEquals("rooster:start>B3", moves(r, s, 7));
        assertEquals("eagle:start>B6", moves(r, s, 10));
        GameState dark = pos(r, Player.DARK, 15, 15, 20);
        assertEquals(twenty(r) ? "swallow:start>C2 swallow:start>B3 swallow:start>B7 swallow:start>B11"
                : "swallow:start>C2 swallow:start>B3 swallow:start>C8", moves(r, dark, 2));
        assertEquals("eagle:start>B6", moves(r, dark, 10));
    }

    @ParameterizedTest
    @MethodSource("boards")
    void launchingCapturesAnOpponentButNeverLandsOnOnesOwnAndExchangesNoCounters(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "D storm-bird 6", "D raven 7", "L eagle 3");
        GameState rolled = withRoll(r, s, 6);
        assertEquals("raven:start>B2x eagle:A2>B5-5", describe(r.legalMoves(rolled)));
        GameState after = r.applyMove(rolled, r.legalMoves(rolled).get(0));
        assertEquals(Location.WAITING, after.stateOf(Bird.STORM_BIRD.piece(Player.DARK)).location());
        assertEquals(new Counters.Piles(15, 15, 20), after.counters(), "a launch exchanges nothing");
        assertEquals(Player.DARK, after.turn());
        // The Swallow: the opponent's bird on B3 is captured, its own on A2 keeps it off that house.
        String swallow = moves(r, s, 2);
        assertTrue(swallow.startsWith("swallow:start>B3x "), swallow);
        assertFalse(swallow.contains("swallow:start>A2"), swallow);
    }

    @ParameterizedTest
    @MethodSource("boards")
    void anOccupiedRosetteCannotBeEnteredByAnyone(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "L swallow home", "L raven 2", "L eagle 4", "L rooster 5",
                "D raven 8");
        assertEquals("rooster:B1>B3 eagle:A1>B2", moves(r, s, 2), "the Raven cannot enter A1, held by the Eagle");
        assertEquals("eagle:A1>B3", moves(r, s, 3), "the Rooster cannot enter B4, held by dark; the Raven not B1");
        GameState rolled = withRoll(r, s, 3);
        Piece rooster = Bird.ROOSTER.piece(Player.LIGHT);
        Move ontoRosette = new Move(Player.LIGHT, rooster, Location.at(Square.parse("B1"), 4),
                Location.at(Square.parse("B4"), 7), List.of(Bird.RAVEN.piece(Player.DARK)), true, false, MoveNotes.NONE);
        assertEquals("B4 is a rosette held by Dark's Raven: an occupied rosette cannot be entered",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(rolled, ontoRosette)).getMessage());
        Move ontoOwn = new Move(Player.LIGHT, Bird.RAVEN.piece(Player.LIGHT), Location.at(Square.parse("A3"), 1),
                Location.at(Square.parse("B1"), 4), List.of(), false, false, MoveNotes.NONE);
        assertEquals("B1 holds Light's Rooster: two of a player's birds cannot share a house",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(rolled, ontoOwn)).getMessage());
        GameState darkToMove = pos(r, Player.DARK, 15, 15, 20, "L raven 8", "D rooster 5");
        assertEquals("", moves(r, darkToMove, 3), "dark cannot enter B4 either");
    }

    @ParameterizedTest
    @MethodSource("boards")
    void landingOnAnOpponentOnAPlainHouseSendsItBack(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "L swallow home", "L rooster 5", "D eagle 7", "L raven 10",
                "D swallow 12");
        GameState rolled = withRoll(r, s, 2);
        assertEquals(twenty(r) ? "rooster:B1>B3x" : "raven:B6>B8x rooster:B1>B3x", describe(r.legalMoves(rolled)),
                "B8 is a rosette on the twenty-squares board (no capture there), a plain house on the board of Ur");
        assertEquals("raven:B3>B5x-4", moves(r, pos(r, Player.LIGHT, 15, 15, 20, "L swallow home", "L raven 7",
                "D swallow 9"), 2),
                "a capture after passing a rosette pays too");
        GameState after = r.applyMove(rolled, r.legalMoves(rolled).stream()
                .filter(m -> m.piece().kind().id().equals("rooster")).findFirst().orElseThrow());
        assertEquals(Location.WAITING, after.stateOf(Bird.EAGLE.piece(Player.DARK)).location());
        assertEquals("B3", after.stateOf(Bird.ROOSTER.piece(Player.LIGHT)).location().toString());
        assertEquals(s.counters(), after.counters());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void aRosetteCollectsTheBirdsCountersFromThePool(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "L swallow 5", "L raven 6", "L eagle 7", "D rooster 3");
        assertEquals("swallow:B1>B4*+3 raven:B2>B5-4 eagle:B3>B6-5", moves(r, s, 3));
        assertEquals("raven:B2>B4*+4 eagle:B3>B5-5", moves(r, s, 2));
        assertEquals("eagle:B3>B4*+5", moves(r, s, 1));
        GameState rolled = withRoll(r, s, 1);
        Move eagle = r.legalMoves(rolled).get(r.legalMoves(rolled).size() - 1);
        GameState after = r.applyMove(rolled, eagle);
        assertEquals(new Counters.Piles(20, 15, 15), after.counters());
        assertEquals(Player.DARK, after.turn(), "a rosette grants no extra turn");
        assertFalse(eagle.extraRoll());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void aDryPoolGivesWhatIsLeft(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 30, 18, 2, "L eagle 7");
        GameState after = r.applyMove(withRoll(r, s, 1), r.legalMoves(withRoll(r, s, 1)).get(0));
        assertEquals(new Counters.Piles(32, 18, 0), after.counters());
        GameState empty = pos(r, Player.LIGHT, 32, 18, 0, "L eagle 7");
        assertEquals("eagle:B3>B4*+0", moves(r, empty, 1), "landing on a rosette with an empty pool is still legal");
        GameState rolled = withRoll(r, empty, 1);
        assertEquals(empty.counters(), r.applyMove(rolled, r.legalMoves(rolled).get(0)).counters());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void passingARosetteToAPlainHousePaysTheBirdsCounters(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "L raven 7", "D eagle 8", "L swallow 3", "L rooster 1");
        assertEquals("swallow:A2>B1-3 raven:B3>B5-4", moves(r, s, 2),
                "passing over a rosette, even an occupied one, to a plain house pays");
        GameState rolled = withRoll(r, s, 2);
        GameState after = r.applyMove(rolled, r.legalMoves(rolled).get(1));
        assertEquals(new Counters.Piles(11, 15, 24), after.counters());
        assertEquals("swallow:A2>B4*+3 storm-bird:start>B1 rooster:A4>B2-4", moves(r, pos(r, Player.LIGHT, 15, 15,
                20, "L swallow 3", "L rooster 1"), 5), "passing a rosette to land on another collects, pays nothing");
        assertEquals("swallow:A2>A1*+3 raven:B3>B4*+4 rooster:A4>A3",
                moves(r, pos(r, Player.LIGHT, 15, 15, 20, "L rooster 1", "L swallow 3", "L raven 7"), 1),
                "a move that passes no rosette and lands on a plain house exchanges nothing");
    }

    @ParameterizedTest
    @MethodSource("boards")
    void aPoorPlayerPaysWhatItHas(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 1, 29, 20, "L swallow home", "L eagle 7");
        assertEquals("eagle:B3>B5-1", moves(r, s, 2));
        GameState after = r.applyMove(withRoll(r, s, 2), r.legalMoves(withRoll(r, s, 2)).get(0));
        assertEquals(new Counters.Piles(0, 29, 21), after.counters());
        GameState broke = pos(r, Player.LIGHT, 0, 30, 20, "L swallow home", "L eagle 7");
        assertEquals("eagle:B3>B5-0", moves(r, broke, 2), "a player with nothing may still move past a rosette");
    }

    @ParameterizedTest
    @MethodSource("boards")
    void bearingOffNeedsExactlyTheHousesLeftPlusOneAndExchangesNothing(BabylonianRuleSet r) {
        int n = r.babylonianBoard().houses();
        String[] others = {"L swallow home", "L storm-bird home", "L raven home", "L rooster home"};
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, concat(others, "L eagle " + (n - 3)));
        String from = r.square(Player.LIGHT, n - 3).toString();
        assertEquals("eagle:" + from + ">" + r.square(Player.LIGHT, n) + "*+5", moves(r, s, 3));
        assertEquals("eagle:" + from + ">home", moves(r, s, 4));
        assertEquals("", moves(r, s, 5), "a roll past the end does not bear off");
        GameState past = pos(r, Player.LIGHT, 15, 15, 20, concat(others, "L eagle " + (n - 2)));
        assertEquals("eagle:" + r.square(Player.LIGHT, n - 2) + ">home", moves(r, past, 3),
                "bearing off past the last rosette pays nothing");
        GameState rolled = withRoll(r, s, 3);
        Move wrong = new Move(Player.LIGHT, Bird.EAGLE.piece(Player.LIGHT), Location.at(Square.parse(from), n - 4),
                Location.FINISHED, List.of(), false, false, MoveNotes.NONE);
        assertEquals("bearing off from " + from + " needs exactly 4, the roll is 3",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(rolled, wrong)).getMessage());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void theLastBirdHomeWinsTheWholePool(BabylonianRuleSet r) {
        int n = r.babylonianBoard().houses();
        GameState s = pos(r, Player.LIGHT, 12, 9, 29, "L swallow home", "L storm-bird home", "L raven home",
                "L rooster home", "L eagle " + n, "D eagle 5");
        GameState rolled = withRoll(r, s, 1);
        GameState end = r.applyMove(rolled, r.legalMoves(rolled).get(0));
        assertTrue(end.isOver());
        assertEquals(Player.LIGHT, end.winner());
        assertEquals(new Counters.Piles(41, 9, 0), end.counters());
        r.validate(end);
        assertEquals("the game is over: Light has won", assertThrows(IllegalStateException.class,
                () -> r.applyRoll(end, small(2))).getMessage());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void aFinishedBirdNeverMovesAgain(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "L swallow home", "L raven 5");
        assertEquals("raven:B1>B3", moves(r, s, 2), "the finished Swallow does not launch again");
        GameState rolled = withRoll(r, s, 2);
        Move again = new Move(Player.LIGHT, Bird.SWALLOW.piece(Player.LIGHT), Location.WAITING,
                Location.at(Square.parse("A2"), 2), List.of(), false, false, MoveNotes.NONE);
        assertEquals("Light's Swallow has finished and never moves again",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(rolled, again)).getMessage());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void illegalLaunchesAreExplained(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "L storm-bird 6");
        GameState five = withRoll(r, s, 5);
        Move raven = new Move(Player.LIGHT, Bird.RAVEN.piece(Player.LIGHT), Location.WAITING,
                Location.at(Square.parse("B2"), 5), List.of(), false, false, MoveNotes.NONE);
        assertEquals("Light's Raven launches only with a 6, the roll is 5",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(five, raven)).getMessage());
        GameState six = withRoll(r, s, 6);
        assertEquals("B2 holds Light's Storm-bird: two of a player's birds cannot share a house",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(six, raven)).getMessage());
        GameState fresh = r.initialState();
        GameState freshFive = withRoll(r, fresh, 5);
        Move storm = new Move(Player.LIGHT, Bird.STORM_BIRD.piece(Player.LIGHT), Location.WAITING,
                Location.at(Square.parse("B2"), 5), List.of(), false, false, MoveNotes.NONE);
        assertEquals("Light's Storm-bird launches onto house 5 (B1), not B2",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(freshFive, storm)).getMessage());
        GameState two = withRoll(r, fresh, 2);
        Move swallow = new Move(Player.LIGHT, Bird.SWALLOW.piece(Player.LIGHT), Location.WAITING,
                Location.at(Square.parse("B1"), 4), List.of(), false, false, MoveNotes.NONE);
        assertEquals(twenty(r)
                ? "the Swallow launches onto a house just before a rosette: A2 (house 3), B3 (house 7), B7 (house 11),"
                + " B11 (house 15); not B1"
                : "the Swallow launches onto a house just before a rosette: A2 (house 3), B3 (house 7), A8 (house 13);"
                + " not B1", assertThrows(IllegalMoveException.class, () -> r.applyMove(two, swallow)).getMessage());
        Move byDark = new Move(Player.DARK, Bird.SWALLOW.piece(Player.DARK), Location.WAITING,
                Location.at(Square.parse("C2"), 2), List.of(), false, false, MoveNotes.NONE);
        assertEquals("it is Light's turn, not Dark's",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(two, byDark)).getMessage());
        Move plain = new Move(Player.LIGHT, Piece.plain(Player.LIGHT, 0), Location.WAITING,
                Location.at(Square.parse("A2"), 2), List.of(), false, false, MoveNotes.NONE);
        assertTrue(assertThrows(IllegalMoveException.class, () -> r.applyMove(two, plain)).getMessage()
                .startsWith("Light #0 is not a piece of this game"));
        Move forged = new Move(Player.LIGHT, Bird.SWALLOW.piece(Player.LIGHT), Location.WAITING,
                Location.at(Square.parse("A2"), 2), List.of(), false, false, MoveNotes.collecting(9));
        assertTrue(assertThrows(IllegalMoveException.class, () -> r.applyMove(two, forged)).getMessage()
                .startsWith("the move's captures, rosette or counters differ from the legal move start->A2"));
    }

    @ParameterizedTest
    @MethodSource("boards")
    void wrongDistancesAreExplained(BabylonianRuleSet r) {
        GameState s = withRoll(r, pos(r, Player.LIGHT, 15, 15, 20, "L raven 5"), 3);
        Move two = new Move(Player.LIGHT, Bird.RAVEN.piece(Player.LIGHT), Location.at(Square.parse("B1"), 4),
                Location.at(Square.parse("B3"), 6), List.of(), false, false, MoveNotes.NONE);
        assertEquals("moving from B1 to B3 is 2 houses along the route, but the roll is 3",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(s, two)).getMessage());
        Move fromElsewhere = new Move(Player.LIGHT, Bird.RAVEN.piece(Player.LIGHT), Location.at(Square.parse("B2"), 5),
                Location.at(Square.parse("B5"), 8), List.of(), false, false, MoveNotes.NONE);
        assertEquals("Light's Raven is on B1, not on B2",
                assertThrows(IllegalMoveException.class, () -> r.applyMove(s, fromElsewhere)).getMessage());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void theSmallRollAwaitsADecision(BabylonianRuleSet r) {
        GameState s = r.initialState();
        GameState three = r.applyRoll(s, Roll.of(3));
        assertEquals(Phase.AWAITING_ROLL_DECISION, three.phase());
        assertEquals(Roll.of(3, List.of(3)), three.roll(), "the small roll is kept with its face");
        assertEquals("a roll of 3 has no legal move here, so Light must throw the broad astragal",
                assertThrows(IllegalMoveException.class, () -> r.applyRollDecision(three, RollDecision.keep()))
                        .getMessage());
        GameState no = r.applyRollDecision(three, RollDecision.throwAgain(BroadAstragal.NO));
        assertEquals(Phase.AWAITING_ROLL, no.phase());
        assertEquals(Player.DARK, no.turn(), "a broad no forfeits the turn");
        assertEquals(s.pieces(), no.pieces());
        GameState yes = r.applyRollDecision(three, RollDecision.throwAgain(BroadAstragal.YES));
        assertEquals(Phase.AWAITING_MOVE, yes.phase());
        assertEquals(Roll.of(7, List.of(3, 1)), yes.roll());
        assertEquals("rooster:start>B3", describe(r.legalMoves(yes)));
        GameState two = r.applyRollDecision(r.applyRoll(s, small(2)), RollDecision.keep());
        assertEquals(Roll.of(2, List.of(2)), two.roll());
        assertEquals(twenty(r) ? 4 : 3, r.legalMoves(two).size(), "one move per Swallow house");
        // The player may throw the broad astragal even when the small roll could be used.
        GameState converted = r.applyRollDecision(r.applyRoll(s, small(2)), RollDecision.throwAgain(BroadAstragal.YES));
        assertEquals("raven:start>B2", describe(r.legalMoves(converted)));
        for (int v = 1; v <= 4; v++) {
            GameState c = r.applyRollDecision(r.applyRoll(s, small(v)), RollDecision.throwAgain(BroadAstragal.YES));
            assertEquals(List.of(5, 6, 7, 10).get(v - 1), c.roll().value());
        }
    }

    @ParameterizedTest
    @MethodSource("boards")
    void aConvertedRollWithoutAMovePassesTheTurn(BabylonianRuleSet r) {
        GameState s = pos(r, Player.LIGHT, 15, 15, 20, "L storm-bird 10");
        GameState four = r.applyRoll(s, small(4));
        assertEquals(1, r.movesForRoll(four, four.roll()).size(), "the small 4 could be kept");
        GameState passed = r.applyRollDecision(four, RollDecision.throwAgain(BroadAstragal.YES));
        assertEquals(Phase.AWAITING_ROLL, passed.phase(), "the Eagle cannot launch onto its own bird; nothing moves 10");
        assertEquals(Player.DARK, passed.turn());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void actionsInTheWrongPhaseAreRefused(BabylonianRuleSet r) {
        GameState s = r.initialState();
        GameState deciding = r.applyRoll(s, small(2));
        assertEquals("a roll needs a state awaiting a roll, not AWAITING_ROLL_DECISION (keep the roll or throw the "
                + "broad astragal first)", assertThrows(IllegalStateException.class,
                        () -> r.applyRoll(deciding, small(2))).getMessage());
        Move m = r.movesForRoll(deciding, deciding.roll()).get(0);
        assertEquals("a move needs a state awaiting a move, not AWAITING_ROLL_DECISION (keep the roll or throw the "
                + "broad astragal first)", assertThrows(IllegalStateException.class,
                        () -> r.applyMove(deciding, m)).getMessage());
        assertEquals("a roll decision needs a state awaiting one, not AWAITING_ROLL", assertThrows(
                IllegalStateException.class, () -> r.applyRollDecision(s, RollDecision.keep())).getMessage());
        assertEquals("the small astragal shows 1..4, not 5", assertThrows(IllegalArgumentException.class,
                () -> r.applyRoll(s, Roll.of(5))).getMessage());
        assertEquals("the small astragal shows 1..4, not 0", assertThrows(IllegalArgumentException.class,
                () -> r.applyRoll(s, Roll.of(0))).getMessage());
        assertEquals("a throw of the small astragal has one face equal to its value (3), not [1, 1, 1]",
                assertThrows(IllegalArgumentException.class, () -> r.applyRoll(s, Roll.of(3, List.of(1, 1, 1))))
                        .getMessage());
        assertEquals("the broad astragal says yes (1) or no (0), not 2", assertThrows(IllegalArgumentException.class,
                () -> r.applyRollDecision(deciding, RollDecision.throwAgain(Roll.of(2)))).getMessage());
        assertEquals("a Babylonian roll is 1..4 (the small astragal) or 5, 6, 7 or 10 (converted by the broad "
                + "astragal), not 8", assertThrows(IllegalArgumentException.class,
                        () -> r.movesForRoll(s, Roll.of(8))).getMessage());
        assertEquals("a converted roll of 7 has the faces [small, 1] with the small astragal's value, not [2, 1]",
                assertThrows(IllegalArgumentException.class, () -> r.movesForRoll(s, Roll.of(7, List.of(2, 1))))
                        .getMessage());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void impossibleStatesAreRejected(BabylonianRuleSet r) {
        assertEquals("the players and the pool must hold 50 counters together, not 51 {dark=15, light=16, pool=20}",
                assertThrows(IllegalArgumentException.class, () -> pos(r, Player.LIGHT, 16, 15, 20)).getMessage());
        assertEquals("the winner takes the whole pool, so a finished game's pool is empty, not 20",
                assertThrows(IllegalArgumentException.class, () -> pos(r, Player.LIGHT, 15, 15, 20, "L swallow home",
                        "L storm-bird home", "L raven home", "L rooster home", "L eagle home")).getMessage());
        GameState classic = RuleSets.byName("aseb").initialState();
        assertEquals(r.displayName() + " needs the counter piles dark, light and pool, got []",
                assertThrows(IllegalArgumentException.class, () -> r.validate(classic)).getMessage());
    }

    @Test
    void theAstragalsHaveTheirProbabilities() {
        SmallAstragal s = SmallAstragal.INSTANCE;
        assertEquals(0.25, s.probability(1));
        assertEquals(0.25, s.probability(4));
        assertEquals(0.0, s.probability(5));
        assertEquals(0.5, BroadAstragal.INSTANCE.probability(0));
        assertEquals(0.5, BroadAstragal.INSTANCE.probability(1));
        assertEquals(Roll.of(3, List.of(3)), SmallAstragal.roll(3));
        assertEquals("the small astragal shows 1..4, not 0", assertThrows(IllegalArgumentException.class,
                () -> SmallAstragal.roll(0)).getMessage());
        assertTrue(BroadAstragal.isYes(BroadAstragal.roll(true)));
        assertFalse(BroadAstragal.isYes(Roll.of(0)));
        int[] counts = new int[5];
        int yes = 0;
        SplittableRandom random = new SplittableRandom(4);
        for (int i = 0; i < 40_000; i++) {
            counts[s.roll(random).value()]++;
            yes += BroadAstragal.INSTANCE.roll(random).value();
        }
        for (int v = 1; v <= 4; v++) {
            assertEquals(10_000, counts[v], 400);
        }
        assertEquals(20_000, yes, 500);
        assertEquals(List.of(5, 6, 7, 10), List.of(BroadAstragal.convert(1), BroadAstragal.convert(2),
                BroadAstragal.convert(3), BroadAstragal.convert(4)));
    }

    private static String[] concat(String[] a, String b) {
        String[] out = Arrays.copyOf(a, a.length + 1);
        out[a.length] = b;
        return out;
    }
}
