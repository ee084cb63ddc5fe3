package net.ur.rules.babylonian;

import net.ur.rules.Counters;
import net.ur.rules.match.MatchLedger;

import static net.ur.rules.babylonian.BabylonianTestSupport.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import net.ur.rules.GameState;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;

/**
 * Who starts (the opening throw of both astragals, ties throwing again) and the match ledger that
 * carries each player's counters from game to game until someone cannot pay the stake.
 */
class OpeningAndLedgerTest {

    static Stream<BabylonianRuleSet> boards() {
        return BabylonianTestSupport.boards();
    }

    @Test
    void aThrowScoresTheSmallValueConvertedOnYes() {
        assertEquals(List.of(1, 2, 3, 4), List.of(BroadAstragal.score(1, false), BroadAstragal.score(2, false),
                BroadAstragal.score(3, false), BroadAstragal.score(4, false)));
        assertEquals(List.of(5, 6, 7, 10), List.of(BroadAstragal.score(1, true), BroadAstragal.score(2, true),
                BroadAstragal.score(3, true), BroadAstragal.score(4, true)));
    }

    @Test
    void theHigherScoreStartsAndATieThrowsAgain() {
        Opening o = Opening.start();
        assertEquals(Player.LIGHT, o.thrower());
        o = o.add(small(4), BroadAstragal.NO);
        assertEquals(Player.DARK, o.thrower());
        assertFalse(o.isDecided());
        Opening darkWins = o.add(small(1), BroadAstragal.YES);
        assertTrue(darkWins.isDecided());
        assertEquals(Player.DARK, darkWins.firstPlayer(), "a converted 1 (5) beats a plain 4");
        Opening tie = o.add(small(4), BroadAstragal.NO);
        assertFalse(tie.isDecided(), "4 against 4 is a tie");
        assertEquals(Player.LIGHT, tie.thrower(), "a tie starts another round, light first");
        assertEquals("the opening is not decided yet: light throws next",
                assertThrows(IllegalStateException.class, tie::firstPlayer).getMessage());
        Opening second = tie.add(small(2), BroadAstragal.YES).add(small(3), BroadAstragal.YES);
        assertEquals(Player.DARK, second.firstPlayer(), "7 beats 6");
        assertEquals("light:4:no,dark:4:no,light:2:yes,dark:3:yes", second.canonicalText());
        assertEquals("the opening is decided: Dark starts", assertThrows(IllegalStateException.class,
                () -> second.add(small(1), BroadAstragal.NO)).getMessage());
        Opening lightWins = Opening.start().add(small(4), BroadAstragal.YES).add(small(3), BroadAstragal.YES);
        assertEquals(Player.LIGHT, lightWins.firstPlayer(), "10 beats 7");
        assertEquals("opening throw 1 must be Light's (light throws first in each round), not Dark's",
                assertThrows(IllegalArgumentException.class, () -> new Opening(List.of(
                        new Opening.Throw(Player.DARK, small(1), BroadAstragal.NO)))).getMessage());
        assertEquals("round 1 of the opening already decided who starts (10 against 7); no more throws follow",
                assertThrows(IllegalArgumentException.class, () -> new Opening(List.of(
                        lightWins.throwsMade().get(0), lightWins.throwsMade().get(1),
                        new Opening.Throw(Player.LIGHT, small(1), BroadAstragal.NO)))).getMessage());
    }

    @Test
    void randomOpeningsAreFairAndTieOneTimeInEight() {
        SplittableRandom random = new SplittableRandom(8);
        int light = 0;
        int rounds = 0;
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            Opening o = Opening.decide(random);
            light += o.firstPlayer() == Player.LIGHT ? 1 : 0;
            rounds += o.throwsMade().size() / 2;
        }
        assertEquals(n / 2.0, light, 300);
        // Eight scores, each 1/8: a round ties with probability 1/8, so 8/7 rounds on average.
        assertEquals(8.0 / 7, rounds / (double) n, 0.02);
    }

    @ParameterizedTest
    @MethodSource("boards")
    void theOpeningDecidesWhoThrowsFirst(BabylonianRuleSet r) {
        Opening o = Opening.start().add(small(2), BroadAstragal.NO).add(small(3), BroadAstragal.NO);
        BabylonianRuleSet game = r.withSetup(BabylonianSetup.of(25, 25, o));
        assertEquals(Player.DARK, game.initialState().turn());
        assertEquals("the opening throw lets Dark start, not Light", assertThrows(IllegalArgumentException.class,
                () -> new BabylonianSetup(25, 25, Player.LIGHT, o)).getMessage());
        assertEquals("the opening throw has not decided who starts yet", assertThrows(IllegalArgumentException.class,
                () -> new BabylonianSetup(25, 25, Player.LIGHT, Opening.start().add(small(2), BroadAstragal.NO)))
                .getMessage());
        assertEquals("each player must hold at least the stake of 10 counters to play a game, got light 41 and dark 9",
                assertThrows(IllegalArgumentException.class, () -> new BabylonianSetup(41, 9, Player.LIGHT, o))
                        .getMessage());
        assertEquals("the players' counters must add up to 50, got light 25 and dark 26",
                assertThrows(IllegalArgumentException.class, () -> new BabylonianSetup(25, 26, Player.LIGHT, o))
                        .getMessage());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void theOpeningIsThrownOneThrowAtATimeThroughTheMatchPlay(BabylonianRuleSet r) {
        net.ur.rules.MatchPlay play = r.match().orElseThrow();
        MatchLedger ledger = new MatchLedger(31, 19, List.of(), false);
        net.ur.rules.OpeningThrows o = play.openingStart();
        assertTrue(o.throwsMade().isEmpty());
        assertEquals(Player.LIGHT, o.thrower());
        GameState before = ledger.nextGame(play, o).initialState();
        assertEquals(Player.LIGHT, before.turn(), "while the opening is thrown, its thrower is to act");
        assertEquals(new Counters.Piles(21, 9, 20), before.counters(), "the stakes are in the pool already");
        o = o.add(small(4), BroadAstragal.NO);
        net.ur.rules.RuleSet during = ledger.nextGame(play, o);
        assertEquals(Player.DARK, during.initialState().turn());
        assertTrue(during.match().orElseThrow().opening().isEmpty(), "no opening is recorded before it decides");
        o = o.add(small(4), BroadAstragal.NO);
        assertEquals(Player.LIGHT, ledger.nextGame(play, o).initialState().turn(), "a tie: light throws again");
        o = o.add(small(1), BroadAstragal.NO).add(small(1), BroadAstragal.YES);
        assertTrue(o.isDecided());
        net.ur.rules.RuleSet game = ledger.nextGame(play, o);
        assertEquals(r.withSetup(BabylonianSetup.of(31, 19, (Opening) o)), game, "the game the opening decided");
        assertEquals(Player.DARK, game.initialState().turn());
        assertEquals(o.canonicalText(), game.match().orElseThrow().opening().orElseThrow().canonicalText());
        net.ur.rules.OpeningThrows decided = o;
        assertThrows(IllegalStateException.class, () -> decided.add(small(2), BroadAstragal.NO),
                "no throw after the opening has decided");
        assertThrows(IllegalArgumentException.class, () -> play.openingStart().add(small(2), small(2)),
                "a 2 is not a roll of the broad astragal");
    }

    @ParameterizedTest
    @MethodSource("boards")
    void theLedgerCarriesCountersFromGameToGameUntilSomeoneCannotPay(BabylonianRuleSet r) {
        SplittableRandom random = new SplittableRandom(r.babylonianBoard().ordinal() + 1);
        MatchLedger ledger = MatchLedger.start();
        assertEquals(25, ledger.counters(Player.LIGHT));
        assertEquals(25, ledger.counters(Player.DARK));
        int played = 0;
        List<GameRecord> records = new ArrayList<>();
        while (ledger.canPlayAnother()) {
            assertTrue(++played < 100, "the match should end");
            Opening opening = Opening.decide(random);
            BabylonianRuleSet rules = ledger.nextGame(r.babylonianBoard(), opening);
            GameState start = rules.initialState();
            assertEquals(opening.firstPlayer(), start.turn());
            assertEquals(new Counters.Piles(ledger.lightCounters() - 10, ledger.darkCounters() - 10, 20),
                    start.counters(), "each game starts from the ledger, each player paying the stake");
            Game g = BabylonianTestSupport.play(rules, random);
            GameState end = g.state();
            List<GameState> states = g.record().states();
            int poolBefore = BabylonianRuleSet.pool(states.get(states.size() - 2));
            MatchLedger next = ledger.afterGame(g.record());
            records.add(g.record());
            assertEquals(played, next.games().size());
            MatchLedger.GameResult result = next.games().get(played - 1);
            assertEquals(end.winner(), result.winner());
            assertEquals(opening.firstPlayer(), result.firstPlayer());
            assertEquals(poolBefore, result.poolWon());
            assertEquals(BabylonianRuleSet.counters(end, Player.LIGHT), next.lightCounters());
            assertEquals(BabylonianRuleSet.counters(end, Player.DARK), next.darkCounters());
            assertEquals(50, next.lightCounters() + next.darkCounters());
            ledger = next;
        }
        assertTrue(played >= 1);
        assertEquals(ledger, MatchLedger.replay(records), "the ledger is rebuilt from the games' records");
        if (records.size() >= 2) {
            List<GameRecord> skipped = records.subList(1, records.size());
            assertTrue(assertThrows(IllegalArgumentException.class, () -> MatchLedger.replay(skipped)).getMessage()
                    .startsWith("game 1 of the match: the game started with light "));
        }
        assertTrue(ledger.lightCounters() < 10 || ledger.darkCounters() < 10);
        assertTrue(ledger.isOver());
        Player poor = ledger.lightCounters() < 10 ? Player.LIGHT : Player.DARK;
        MatchLedger over = ledger;
        assertEquals("the match is over: " + (poor == Player.LIGHT ? "light" : "dark") + " holds "
                + over.counters(poor) + " counters and cannot pay the stake of 10", assertThrows(
                        IllegalStateException.class, () -> over.nextGame(r.babylonianBoard(), Opening.decide(random)))
                .getMessage());
    }

    @Test
    void playersMayStopAMatchAndUnfinishedGamesAreNotRecorded() {
        MatchLedger ledger = MatchLedger.start();
        Game unfinished = Game.start(ledger.nextGame(BabylonianBoard.TWENTY_SQUARES,
                Opening.decide(new SplittableRandom(1))));
        assertEquals("the game is not finished yet", assertThrows(IllegalArgumentException.class,
                () -> ledger.afterGame(unfinished.record())).getMessage());
        assertEquals("a match ledger records Babylonian games, not Finkel", assertThrows(
                IllegalArgumentException.class, () -> ledger.afterGame(Game.start("finkel").record())).getMessage());
        MatchLedger stopped = ledger.stop();
        assertTrue(stopped.isOver());
        assertEquals("the players have stopped the match", assertThrows(IllegalStateException.class,
                () -> stopped.nextGame(BabylonianBoard.UR, Opening.decide(new SplittableRandom(2)))).getMessage());
        assertEquals("a ledger's counters must be at least 0 and add up to 50, got light 30 and dark 30",
                assertThrows(IllegalArgumentException.class, () -> new MatchLedger(30, 30, List.of(), false))
                        .getMessage());
        Game finished = BabylonianTestSupport.play(ledger.nextGame(BabylonianBoard.UR,
                Opening.decide(new SplittableRandom(3))), new SplittableRandom(4));
        assertEquals("the game started with light 25 and dark 25 counters, but the ledger holds light 30 and dark 20",
                assertThrows(IllegalArgumentException.class, () -> new MatchLedger(30, 20, List.of(), false)
                        .afterGame(finished.record())).getMessage());
        assertFalse(new MatchLedger(41, 9, List.of(), false).canPlayAnother());
        assertTrue(new MatchLedger(40, 10, List.of(), false).canPlayAnother());
    }
}
