package net.ur.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.board.Square;
import net.ur.rules.dice.RollDecisions;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * The capabilities a caller asks of a rule set instead of testing its family: a match's next game,
 * roll decisions, the men on a square, plain pieces and birds.
 */
class CapabilitiesTest {

    @Test
    void onlyTheBabylonianGameIsPlayedAsAMatchWithRollDecisions() {
        for (String name : RuleSets.ALL_NAMES) {
            RuleSet rules = RuleSets.byName(name);
            boolean babylonian = rules instanceof BabylonianRuleSet;
            assertEquals(babylonian, rules.match().isPresent(), name);
            assertEquals(babylonian, rules.rollDecisions().isPresent(), name);
            assertEquals(rules.decisionDice(), rules.rollDecisions().map(RollDecisions::dice), name);
        }
    }

    @Test
    void aMatchsNextGameIsTheOneTheLedgerMadeFromTheBoardAndTheOpening() {
        BabylonianRuleSet rules = (BabylonianRuleSet) RuleSets.byName("babylonian");
        MatchLedger ledger = new MatchLedger(31, 19, List.of(), false);
        RuleSet asked = ledger.nextGame(rules.match().orElseThrow(), new SplittableRandom(5));
        BabylonianRuleSet made = ledger.nextGame(rules.babylonianBoard(), Opening.decide(new SplittableRandom(5)));
        assertEquals(made, asked);
        assertEquals(made.initialState(), asked.initialState());
        MatchPlay next = asked.match().orElseThrow();
        assertEquals(31, next.countersBrought(Player.LIGHT));
        assertEquals(19, next.countersBrought(Player.DARK));
        assertEquals(BabylonianSetup.STAKE, next.stake());
        OpeningThrows opening = next.opening().orElseThrow();
        assertTrue(opening.isDecided());
        assertEquals(made.setup().opening().canonicalText(), opening.canonicalText());
        assertEquals(made.setup().firstPlayer(), opening.firstPlayer());
        assertFalse(rules.match().orElseThrow().opening().isPresent(), "a game set up without an opening has none");
        assertThrows(IllegalStateException.class,
                () -> new MatchLedger(41, 9, List.of(), false).nextGame(rules.match().orElseThrow(), new SplittableRandom(1)),
                "a side that cannot pay the stake ends the match");
    }

    @Test
    void theBroadAstragalsYesConvertsAndItsNoSaysNo() {
        RollDecisions d = RuleSets.byName("babylonian").rollDecisions().orElseThrow();
        for (int small = 1; small <= 4; small++) {
            assertEquals(BroadAstragal.convert(small), d.converted(small));
        }
        assertTrue(d.isYes(d.roll(true)));
        assertFalse(d.isYes(d.roll(false)));
        assertEquals(d.roll(true), d.dice().rollOf(List.of(1)));
    }

    @Test
    void theMenOnASquareAreTheTowerTheRavensburgRulesSee() {
        RavensburgRuleSet rules = new RavensburgRuleSet();
        SplittableRandom random = new SplittableRandom(11);
        int towers = 0;
        for (int game = 0; game < 20; game++) {
            GameState s = rules.initialState();
            for (int step = 0; step < 400 && !s.isOver(); step++) {
                for (Square sq : rules.board().squares()) {
                    assertEquals(RavensburgRuleSet.tower(s, sq), s.stackAt(sq), "square " + sq);
                    towers += s.stackAt(sq).size() > 1 ? 1 : 0;
                }
                s = rules.applyRoll(s, rules.roll(random));
                if (s.phase() == Phase.AWAITING_MOVE) {
                    List<Move> moves = rules.legalMoves(s);
                    s = rules.applyMove(s, moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertTrue(towers > 0, "the games built towers");
    }

    @Test
    void plainPiecesAndBirds() {
        assertTrue(PieceKind.PLAIN.isPlain());
        for (Bird b : Bird.values()) {
            assertFalse(b.kind().isPlain(), b.name());
            assertEquals(b.name().toLowerCase(java.util.Locale.ROOT).replace("_", ""), b.kind().key());
        }
    }
}
