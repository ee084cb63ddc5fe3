package net.ur.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import net.ur.rules.dice.RollDecision;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * What the three rule families share ({@link AbstractRuleSet}) and the typed values in place of the
 * old name/value maps: rule sets keep no state, the legal moves kept with a state are the ones the
 * rules generate, one rule set shared by threads plays as it plays alone, and {@link MoveNotes} and
 * {@link Counters} show the names they always had.
 */
class SharedRulesTest {

    private static final List<String> FAMILIES = List.of("finkel", "masters", "babylonian", "babylonian-ur",
            "ravensburg");

    @Test
    void ruleSetsKeepNoState() {
        for (String name : FAMILIES) {
            for (Class<?> c = RuleSets.byName(name).getClass(); c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) {
                        assertTrue(Modifier.isFinal(f.getModifiers()), name + ": " + c.getSimpleName() + "." + f.getName()
                                + " is not final");
                    }
                }
            }
        }
    }

    @Test
    void theMovesKeptWithAStateAreTheRulesMoves() {
        for (String name : FAMILIES) {
            RuleSet rules = RuleSets.byName(name);
            SplittableRandom random = new SplittableRandom(17);
            GameState s = rules.initialState();
            int moves = 0;
            while (!s.isOver() && moves < 200) {
                s = next(rules, s, random);
                if (s.phase() == Phase.AWAITING_MOVE) {
                    List<Move> kept = rules.legalMoves(s);
                    assertSame(kept, rules.legalMoves(s), name + ": asked again, the kept list");
                    GameState fresh = new GameState(s.phase(), s.turn(), s.roll(), s.pieces(), s.counters(), s.winner());
                    assertEquals(s, fresh);
                    assertEquals(s.hashCode(), fresh.hashCode());
                    List<Move> generated = rules.legalMoves(fresh);
                    assertNotSame(kept, generated);
                    assertEquals(generated, kept, name + ": the moves kept by the roll against the moves generated");
                    assertThrows(UnsupportedOperationException.class, () -> kept.add(kept.get(0)));
                    Move m = kept.get(random.nextInt(kept.size()));
                    assertEquals(rules.applyMove(fresh, m), rules.applyMove(s, m));
                    s = rules.applyMove(s, m);
                    moves++;
                }
            }
        }
    }

    @Test
    void oneRuleSetSharedByThreadsPlaysAsItPlaysAlone() throws Exception {
        for (String name : List.of("finkel", "babylonian", "ravensburg")) {
            RuleSet rules = RuleSets.byName(name);
            List<Callable<List<GameState>>> games = new ArrayList<>();
            for (int seed = 0; seed < 8; seed++) {
                long sd = seed;
                games.add(() -> play(rules, sd));
            }
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try {
                List<Future<List<GameState>>> shared = pool.invokeAll(games);
                for (int seed = 0; seed < 8; seed++) {
                    assertEquals(play(RuleSets.byName(name), seed), shared.get(seed).get(), name + " seed " + seed);
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void anIllegalMoveIsRefusedWithTheFamilysReason() {
        for (String name : FAMILIES) {
            RuleSet rules = RuleSets.byName(name);
            SplittableRandom random = new SplittableRandom(5);
            GameState s = rules.initialState();
            while (s.phase() != Phase.AWAITING_MOVE) {
                s = next(rules, s, random);
            }
            Move legal = rules.legalMoves(s).get(0);
            Move forged = new Move(legal.player(), legal.piece(), legal.from(), legal.to(), legal.captured(),
                    legal.rosette(), !legal.extraRoll(), legal.notes());
            GameState at = s;
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.applyMove(at, forged));
            assertTrue(!e.getMessage().isBlank(), name);
            GameState over = new GameState(Phase.GAME_OVER, Player.LIGHT, null, s.pieces(), s.counters(), Player.LIGHT);
            assertEquals("the game is over: " + (name.equals("ravensburg") ? "Light won" : "Light has won"),
                    assertThrows(IllegalStateException.class, () -> rules.applyMove(over, legal)).getMessage());
        }
    }

    @Test
    void moveNotesShowTheirOldNames() {
        assertEquals(Map.of(), MoveNotes.NONE.named());
        assertEquals("{}", MoveNotes.NONE.toString());
        assertEquals(Map.of("collect", "0"), MoveNotes.collecting(0).named());
        assertEquals(Map.of("pay", "5"), MoveNotes.paying(5).named());
        assertEquals(-5, MoveNotes.paying(5).counterChange());
        assertEquals(4, MoveNotes.collecting(4).counterChange());
        assertEquals("{direction=back}", MoveNotes.tower(true, false, 0, 0, false).toString());
        assertEquals("{leave=yes}", MoveNotes.tower(false, true, 0, 0, false).toString());
        assertEquals("{carries=2, delivers=2, turns-red=yes}", MoveNotes.tower(false, false, 2, 2, true).toString());
        assertEquals("a man that leaves its captives carries none, not 1", assertThrows(
                IllegalArgumentException.class, () -> MoveNotes.tower(false, true, 1, 0, false)).getMessage());
        assertEquals("a man turns red only by delivering captives", assertThrows(
                IllegalArgumentException.class, () -> MoveNotes.tower(false, false, 1, 0, true)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> MoveNotes.collecting(-1));
        assertThrows(IllegalArgumentException.class, () -> new MoveNotes(MoveNotes.Exchange.NONE, 3, false, false, 0,
                0, false));
    }

    @Test
    void countersShowTheirOldNames() {
        assertEquals("{}", Counters.NONE.toString());
        assertEquals("{dark=15, light=15, pool=20}", new Counters.Piles(15, 15, 20).toString());
        assertEquals("{quiet=3, turns=300}", new Counters.TurnCount(300, 3).toString());
        Counters.Piles p = new Counters.Piles(15, 12, 20);
        assertEquals(12, p.of(Player.DARK));
        assertEquals(new Counters.Piles(19, 12, 16), p.exchange(Player.LIGHT, 4));
        assertEquals(new Counters.Piles(15, 32, 0), p.takePool(Player.DARK));
        assertEquals("counter piles need a count of at least 0, got dark=-1",
                assertThrows(IllegalArgumentException.class, () -> p.exchange(Player.DARK, -13)).getMessage());
        GameState classic = RuleSets.byName("finkel").initialState();
        assertEquals("the state has no counter piles, only {}",
                assertThrows(IllegalStateException.class, classic::piles).getMessage());
    }

    /** The states of a seeded random game, every action taken through one rule set. */
    private static List<GameState> play(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> states = new ArrayList<>();
        GameState s = rules.initialState();
        states.add(s);
        while (!s.isOver() && states.size() < 600) {
            s = next(rules, s, random);
            states.add(s);
        }
        return states;
    }

    private static GameState next(RuleSet rules, GameState s, SplittableRandom random) {
        return switch (s.phase()) {
            case AWAITING_ROLL -> rules.applyRoll(s, rules.roll(random));
            case AWAITING_ROLL_DECISION -> {
                try {
                    yield random.nextBoolean() ? rules.applyRollDecision(s, RollDecision.keep())
                            : rules.applyRollDecision(s, RollDecision.throwAgain(rules.decisionDice().get().roll(random)));
                } catch (IllegalMoveException e) {
                    yield rules.applyRollDecision(s, RollDecision.throwAgain(rules.decisionDice().get().roll(random)));
                }
            }
            case AWAITING_MOVE -> {
                List<Move> moves = rules.legalMoves(s);
                yield rules.applyMove(s, moves.get(random.nextInt(moves.size())));
            }
            case GAME_OVER -> s;
        };
    }
}
