package net.ur.client.game;

import net.ur.client.words.PanelWords;
import net.ur.client.words.TurnWords;
import net.ur.client.es.state.TableGame;
import net.ur.client.settings.PlaySetup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.OpeningThrows;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.babylonian.SmallAstragal;
import org.junit.jupiter.api.Test;

/**
 * A Babylonian session begins with the opening throw (who starts), takes its counters from the
 * match ledger, and hands the ledger on to the next game with the finished game recorded; the end
 * panel's figures (moves and captures from the record, counters and what they won) and the match line.
 */
class PlaySessionMatchTest {

    @Test
    void theOpeningDecidesWhoStartsAndTheLedgerCarriesOverToTheNextGame() {
        PlaySetup setup = new PlaySetup("babylonian", "random", "random", 7);
        PlaySession first = new PlaySession(setup, MatchLedger.start());
        assertTrue(first.inOpening(), "a Babylonian game begins with its opening throw");
        assertTrue(first.opening().throwsMade().isEmpty());
        assertEquals("The opening throw decides who begins: the higher score", facts(first).message());
        assertEquals(Player.LIGHT, first.state().turn(), "light throws first in the opening");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> first.roll(SmallAstragal.roll(2)),
                "no roll of the game before the opening has decided");
        throwOpening(first, new SplittableRandom(7));
        OpeningThrows opening = first.opening();
        assertNotNull(opening, "a Babylonian game has its opening throw");
        assertTrue(opening.isDecided());
        assertEquals(opening.firstPlayer(), first.state().turn(), "the opening's winner throws first");
        String said = facts(first).message(); // as the table publishes it for the HUD
        assertTrue(said.startsWith(opening.firstPlayer().displayName() + " begins: "), said);
        assertTrue(said.contains(" in the opening throw"), said);
        var last = opening.throwsMade().get(opening.throwsMade().size() - 1);
        assertTrue(said.contains(Integer.toString(last.score())), "the scores are named: " + said);
        assertEquals(15, counters(first, Player.LIGHT));
        assertEquals(20, pool(first));
        assertSame(first.ledger(), table(first).ledgerForNextGame(), "an unfinished game leaves the ledger as it was");
        assertEquals("", PanelWords.matchLine(table(first)), "no match line before the end");

        playToTheEnd(first, new SplittableRandom(3));
        Player w = first.state().winner();
        MatchLedger after = first.ledger().afterGame(first.game().record());
        assertEquals(1, after.games().size(), "the finished game is recorded");
        assertEquals(counters(first, Player.LIGHT), after.counters(Player.LIGHT));
        assertEquals(counters(first, Player.DARK), after.counters(Player.DARK));
        assertTrue(after.counters(w) > 25, "the winner took the pool: " + after);
        MatchLedger next = table(first).ledgerForNextGame();
        assertEquals(after.canPlayAnother() ? after : MatchLedger.start(), next, "the match goes on, or a new one begins");
        // The end panel's row of the winner: its moves and captures counted from the record, its counters and what it won.
        TableGame table = table(first);
        long winnersMoves = first.game().record().entries().stream().filter(e -> e.move() != null && e.player() == w).count();
        assertEquals(winnersMoves, table.moves(w), "the winner's moves, from the record");
        assertTrue(table.moves(w) > 0 && table.captures(w) >= 0);
        int change = counters(first, w) - 25;
        assertEquals(counters(first, w) + " (+" + change + ")", PanelWords.countersCell(counters(first, w), first.ledger().counters(w)));
        assertTrue(PanelWords.matchLine(table).startsWith("Match, game 1: Light " + after.counters(Player.LIGHT) + ", Dark "
                + after.counters(Player.DARK)), PanelWords.matchLine(table));

        PlaySession second = new PlaySession(new PlaySetup("babylonian", "random", "random", 8), next);
        throwOpening(second, new SplittableRandom(8));
        assertEquals(next.counters(Player.LIGHT) - 10, counters(second, Player.LIGHT), "the next game starts from the ledger, less the stake");
        assertEquals(next.counters(Player.DARK) - 10, counters(second, Player.DARK));
        assertEquals(20, pool(second));
        assertSame(next, second.ledger());
    }

    @Test
    void theOpeningLineNamesTheStarterTheScoresAndTheTies() {
        Opening o = Opening.start().add(SmallAstragal.roll(3), BroadAstragal.roll(false)).add(SmallAstragal.roll(3), BroadAstragal.roll(false))
                .add(SmallAstragal.roll(2), BroadAstragal.roll(true)).add(SmallAstragal.roll(4), BroadAstragal.roll(false));
        assertEquals("Light begins: 6 against 4 in the opening throw, after a tie", TurnWords.openingLine(o));
    }

    @Test
    void aClassicGameHasNoLedgerNorOpening() {
        PlaySession s = new PlaySession(new PlaySetup("finkel", "random", "random", 1));
        assertNull(s.ledger());
        assertNull(s.opening());
        assertNull(table(s).ledgerForNextGame());
        TableGame table = table(s);
        assertEquals(0, table.moves(Player.LIGHT));
        assertEquals(0, table.captures(Player.LIGHT));
        assertEquals("", PanelWords.matchLine(table), "no match, no match line");
    }

    @Test
    void aMatchThatAPlayerCanNoLongerStakeStartsAfresh() {
        MatchLedger poor = new MatchLedger(12, 38, List.of(), false);
        PlaySession s = new PlaySession(new PlaySetup("babylonian", "random", "random", 11), poor);
        playToTheEnd(s, new SplittableRandom(5));
        MatchLedger after = poor.afterGame(s.game().record());
        MatchLedger next = table(s).ledgerForNextGame();
        if (after.canPlayAnother()) {
            assertEquals(after, next);
        } else {
            assertEquals(MatchLedger.start(), next, "a new match when a player cannot pay the stake");
            assertTrue(PanelWords.matchLine(table(s)).contains("cannot pay the stake"), PanelWords.matchLine(table(s)));
        }
    }

    /** Throws the opening with random astragals until a round decides, as the table gives the dice's faces. */
    static void throwOpening(PlaySession s, SplittableRandom random) {
        for (int i = 0; i < 100 && s.inOpening(); i++) {
            s.throwOpening(SmallAstragal.INSTANCE.roll(random), BroadAstragal.INSTANCE.roll(random));
        }
        assertTrue(!s.inOpening() && s.opening().isDecided(), "the opening decided");
    }

    /** A side's counters in the game's state. */
    private static int counters(PlaySession s, Player p) {
        return ((net.ur.rules.Counters.Piles) s.game().state().counters()).of(p);
    }

    /** The pool's counters in the game's state. */
    private static int pool(PlaySession s) {
        return ((net.ur.rules.Counters.Piles) s.game().state().counters()).pool();
    }

    /** The facts the table publishes after an opening throw (what last happened: the opening so far). */
    private static net.ur.client.es.state.TableFacts facts(PlaySession s) {
        net.ur.client.es.state.LastAction last = net.ur.client.es.state.LastAction.NONE
                .then(new net.ur.client.es.state.LastAction.Opened(s.opening()));
        return TurnWords.facts(s.game(), s.opening(), last, null, 0);
    }

    /** The game as the table publishes it on its entity. */
    private static TableGame table(PlaySession s) {
        return new TableGame(s.game(), s.ledger());
    }

    private static void playToTheEnd(PlaySession s, SplittableRandom random) {
        throwOpening(s, random);
        for (int step = 0; step < 20_000 && !s.state().isOver(); step++) {
            Phase phase = s.state().phase();
            if (phase == Phase.AWAITING_ROLL) {
                s.roll(SmallAstragal.INSTANCE.roll(random));
            } else if (phase == Phase.AWAITING_ROLL_DECISION) {
                if (s.game().canKeepRoll() && random.nextBoolean()) {
                    s.keepRoll();
                } else {
                    s.throwBroad(BroadAstragal.INSTANCE.roll(random));
                }
            } else {
                List<Move> moves = s.game().legalMoves();
                s.move(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(s.state().isOver(), "the game ended");
    }
}
