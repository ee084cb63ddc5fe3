package net.ur.ai.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.sets.RuleSets;
import net.ur.ai.solve.PerfectAgent;
import net.ur.ai.solve.SolvedTable;
import net.ur.ai.solve.Solver;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The review against the solver's own tables (Finkel with 2 and 3 pieces, solved here): its values at every
 * position, loss exactly 0 for perfect play's moves, the luck identity; and reviews by estimate.
 */
class ReviewTest {

    private static SolvedTable two;
    private static SolvedTable three;

    @BeforeAll
    static void solve() {
        two = Solver.solve(RuleSets.classicSettings("finkel-2p"), Solver.TOLERANCE, null);
        three = Solver.solve(RuleSets.classicSettings("finkel-3p"), Solver.TOLERANCE, null);
    }

    private static SolvedTable table(int pieces) {
        return pieces == 2 ? two : three;
    }

    /** Light plays perfectly from the table, dark at random. */
    static GameRecord perfectAgainstRandom(RuleSet rules, SolvedTable table, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        PerfectAgent perfect = new PerfectAgent(table);
        Game g = Game.start(rules);
        while (!g.state().isOver()) {
            if (g.state().phase() == Phase.AWAITING_ROLL) {
                g = g.roll(random);
            } else {
                List<Move> moves = g.legalMoves();
                g = g.move(g.state().turn() == Player.LIGHT ? perfect.chooseMove(rules, g.state(), random)
                        : moves.get(random.nextInt(moves.size())));
            }
        }
        return g.record();
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void theReviewsValuesAreTheTablesAtEveryPosition(int pieces) {
        RuleSet rules = new ClassicRuleSet(RuleSets.classicSettings("finkel-" + pieces + "p"));
        SolvedTable table = table(pieces);
        int checkedMoves = 0;
        for (long seed = 1; seed <= 6; seed++) {
            GameRecord record = perfectAgainstRandom(rules, table, seed);
            Review review = Reviewer.review(record, Judges.table(table), null);
            assertTrue(review.exact());
            assertEquals(table.startLightWin(), review.start(), 2e-5, "start");
            List<RecordEntry> entries = record.entries();
            assertEquals(entries.size(), review.turns().size());
            for (int i = 0; i < entries.size(); i++) {
                GameState before = record.states().get(i);
                Turn t = review.turns().get(i);
                // before the roll: the average over the dice equals the table's value (Bellman, to its rounding)
                assertEquals(table.lightWins(before), t.lightBefore(), 2e-5, "entry " + (i + 1));
                assertEquals(table.lightWins(record.states().get(i + 1)), t.lightAfter(), 0.0, "entry " + (i + 1));
                GameState rolled = rules.applyRoll(before, entries.get(i).roll());
                double lightAfterRoll = rolled.phase() != Phase.AWAITING_MOVE ? table.lightWins(rolled)
                        : t.side() == Player.LIGHT ? table.evaluate(rolled) : 1 - table.evaluate(rolled);
                assertEquals(lightAfterRoll, t.lightAfterRoll(), 1e-12, "entry " + (i + 1));
            }
            for (Choice c : review.choices()) {
                RecordEntry e = entries.get(c.n() - 1);
                GameState rolled = rules.applyRoll(record.states().get(c.n() - 1), e.roll());
                if (c.kind() == Choice.Kind.PASS) {
                    assertEquals(0.0, c.loss());
                    continue;
                }
                double best = -1;
                double worst = 2;
                for (Move m : rules.legalMoves(rolled)) {
                    double v = table.valueAfter(c.side(), rules.applyMove(rolled, m));
                    best = Math.max(best, v);
                    worst = Math.min(worst, v);
                }
                assertEquals(best, c.best(), 0.0);
                assertEquals(worst, c.worst(), 0.0);
                assertEquals(table.evaluate(rolled), c.best(), 0.0);
                assertEquals(table.valueAfter(c.side(), record.states().get(c.n())), c.chosen(), 0.0);
                if (c.side() == Player.LIGHT) {
                    assertEquals(0.0, c.loss(), "perfect play's move at throw " + c.n() + " loses nothing");
                    assertEquals(Grade.BEST, c.grade());
                }
                checkedMoves++;
            }
            assertEquals(100.0, review.accuracy(Player.LIGHT), 0.0);
            assertEquals(0.0, review.loss(Player.LIGHT), 0.0);
        }
        assertTrue(checkedMoves > 100, "moves checked: " + checkedMoves);
    }

    @Test
    void randomPlayIsFaultedByTheTablesOwnValues() {
        RuleSet rules = new ClassicRuleSet(RuleSets.classicSettings("finkel-3p"));
        int faulted = 0;
        for (long seed = 1; seed <= 5; seed++) {
            Review review = Reviewer.review(perfectAgainstRandom(rules, three, seed), Judges.table(three), null);
            double accuracy = review.accuracy(Player.DARK);
            assertTrue(accuracy >= 0 && accuracy < 100, "random play's accuracy: " + accuracy);
            if (review.realChoices(Player.DARK).stream().anyMatch(c -> c.grade().compareTo(Grade.GOOD) > 0)) {
                faulted++;
            }
            Choice worst = review.realChoices(Player.DARK).stream()
                    .max((a, b) -> Double.compare(a.loss(), b.loss())).orElseThrow();
            assertTrue(review.summary(Player.DARK).contains("the costliest, at throw " + worst.n() + ","),
                    review.summary(Player.DARK));
            assertTrue(review.summary(Player.LIGHT).startsWith("Perfect play's move in every one of "),
                    review.summary(Player.LIGHT));
        }
        assertTrue(faulted >= 4, "random play made an inaccuracy or worse in " + faulted + " of 5 games");
    }

    /**
     * The identity of docs/REVIEW.md: light's result less its starting chance is light's luck less dark's,
     * less light's losses plus dark's, plus the judge's drift, which a solved table keeps within its rounding.
     */
    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void theLuckSumsToTheResultLessTheStartLessTheLosses(int pieces) {
        RuleSet rules = new ClassicRuleSet(RuleSets.classicSettings("finkel-" + pieces + "p"));
        SplittableRandom seeds = new SplittableRandom(pieces);
        for (int g = 0; g < 8; g++) {
            GameRecord record = randomGame(rules, seeds.nextLong());
            Review r = Reviewer.review(record, Judges.table(table(pieces)), null);
            double luck = r.luck(Player.LIGHT) - r.luck(Player.DARK);
            double losses = r.loss(Player.LIGHT) - r.loss(Player.DARK);
            assertEquals(r.end() - r.start(), luck - losses + r.drift(), 1e-9);
            assertEquals(record.state().winner() == Player.LIGHT ? 1.0 : 0.0, r.end(), 0.0);
            double rounding = 2e-5 * record.entries().size();
            assertEquals(r.end() - r.start(), luck - losses, rounding, "without the drift, within the table's rounding");
            assertTrue(Math.abs(r.luck(Player.LIGHT)) > 1e-3, "the dice did something: " + r.luck(Player.LIGHT));
        }
    }

    @Test
    void theIdentityHoldsForEstimatesWithTheirDrift() {
        for (String name : List.of("finkel-3p", "babylonian")) {
            RuleSet rules = RuleSets.byName(name);
            GameRecord record = randomGame(rules, 7);
            Judge judge = Judges.estimate(rules, 1);
            assertFalse(judge.exact());
            Review r = Reviewer.review(record, judge, null);
            double luck = r.luck(Player.LIGHT) - r.luck(Player.DARK);
            double losses = r.loss(Player.LIGHT) - r.loss(Player.DARK);
            assertEquals(r.end() - r.start(), luck - losses + r.drift(), 1e-9, name);
            for (Choice c : r.choices()) {
                assertTrue(c.loss() >= 0 && c.best() >= c.chosen() - 1e-12 && c.worst() <= c.chosen() + 1e-12, name);
                assertTrue(c.winBefore() >= 0 && c.winBefore() <= 1 && c.best() <= 1 && c.worst() >= 0, name);
            }
            if (rules.hasCounters()) {
                assertTrue(r.hasCounters());
                assertEquals(r.record().state().piles().light() - r.record().state().piles().dark(),
                        r.marginEnd(), 0.0);
                assertTrue(r.choices().stream().anyMatch(c -> c.kind() == Choice.Kind.DECISION && c.real()));
                assertTrue(r.choices().stream().allMatch(c -> !Double.isNaN(c.countersLoss())));
            }
        }
    }

    @Test
    void ravensburgIsEstimatedToo() {
        RuleSet rules = RuleSets.byName("ravensburg");
        GameRecord record = randomGame(rules, 3);
        Review r = Reviewer.review(record, Judges.estimate(rules, 0), null);
        assertEquals(record.entries().size(), r.turns().size());
        assertEquals(r.end() - r.start(), r.luck(Player.LIGHT) - r.luck(Player.DARK) - r.loss(Player.LIGHT)
                + r.loss(Player.DARK) + r.drift(), 1e-9);
        assertNotNull(r.dice(Player.DARK).verdict());
    }

    @Test
    void keyMomentsAreTheLargestSwings() {
        RuleSet rules = new ClassicRuleSet(RuleSets.classicSettings("finkel-3p"));
        Review r = Reviewer.review(perfectAgainstRandom(rules, three, 4), Judges.table(three), null);
        List<Review.Moment> moments = r.keyMoments(5);
        assertEquals(5, moments.size());
        double largestLoss = r.choices().stream().mapToDouble(Choice::loss).max().orElseThrow();
        double largestLuck = r.turns().stream().mapToDouble(t -> Math.abs(t.luck())).max().orElseThrow();
        assertEquals(Math.max(largestLoss, largestLuck), Math.abs(moments.get(0).swing()), 0.0);
        for (int i = 1; i < moments.size(); i++) {
            assertTrue(Math.abs(moments.get(i).swing()) <= Math.abs(moments.get(i - 1).swing()));
        }
        assertTrue(moments.stream().anyMatch(Review.Moment::dice) || largestLoss > largestLuck);
    }

    static GameRecord randomGame(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Agent agent = Agents.byName("random");
        Game g = Game.start(rules);
        while (!g.state().isOver()) {
            GameState s = g.state();
            if (s.phase() == Phase.AWAITING_ROLL) {
                g = g.roll(random);
            } else if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                g = g.decide(agent.chooseRollDecision(rules, s, random));
            } else {
                g = g.move(agent.chooseMove(rules, s, random));
            }
        }
        return g.record();
    }
}
