package net.ur.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.Objective;
import net.ur.ai.eval.Utility;
import net.ur.ai.fast.FastBabylonian;
import net.ur.ai.search.BabylonianSearch;
import net.ur.ai.search.GenericSearch;
import net.ur.ai.train.BabylonianTrainer;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.Bird;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Babylonian search on the compact encoding against the readable-model search ({@link GenericSearch})
 * with the same evaluation, the learned evaluation's resource, and the two objectives.
 */
class BabylonianSearchTest {

    /** {@link Utility#PROGRESS} on the packed form: the same arithmetic, so both searches judge alike. */
    private static double progress(FastBabylonian fast, long code) {
        int me = FastBabylonian.turn(code);
        double len = fast.houses() + 1.0;
        double[] sum = new double[2];
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < 5; i++) {
                int f = FastBabylonian.field(code, p, i);
                sum[p] += f == fast.houses() + 1 ? 1 : f == 0 ? 0 : f / len;
            }
        }
        double chance = 1 / (1 + Math.exp(-2.2 * (sum[me] - sum[1 - me])));
        chance = Math.min(0.999, Math.max(0.001, chance));
        int mine = FastBabylonian.counters(code, me);
        int theirs = FastBabylonian.counters(code, 1 - me);
        return (mine - theirs + FastBabylonian.pool(code) * (2 * chance - 1)) / 50;
    }

    @ParameterizedTest
    @EnumSource(BabylonianBoard.class)
    void theCompactSearchGivesTheReadableSearchsValues(BabylonianBoard board) {
        BabylonianRuleSet rules = new BabylonianRuleSet(board);
        FastBabylonian fast = new FastBabylonian(board);
        GenericSearch readable = new GenericSearch(rules, Utility.PROGRESS);
        BabylonianSearch compact = new BabylonianSearch(fast, c -> progress(fast, c), Objective.COUNTERS, 16, 0);
        BabylonianSearch untabled = new BabylonianSearch(fast, c -> progress(fast, c), Objective.COUNTERS, 0, 0);
        int checked = 0;
        for (GameState s : AgentLegalityTest.positions(rules, 40, 17 + board.ordinal())) {
            GameState before = new GameState(Phase.AWAITING_ROLL, s.turn(), null, s.pieces(), s.counters(), null);
            long code = fast.encode(before);
            for (int depth = 1; depth <= 2; depth++) {
                double expected = readable.value(before, depth, -1, 1);
                assertEquals(expected, compact.value(code, depth, -1, 1), 1e-6, "depth " + depth + " in\n" + before);
                assertEquals(expected, untabled.value(code, depth, -1, 1), 1e-9, "depth " + depth);
                checked++;
            }
            if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                double[] r = new double[2];
                double[] c = new double[2];
                double best = readable.bestDecision(s, 1, -1, 1, r);
                assertEquals(best, untabled.decision(code, s.roll().value(), 1, -1, 1, c), 1e-9, "decision");
                assertEquals(r[0], c[0], 1e-9, "keep");
                if (Double.isNaN(r[0]) || r[1] > r[0]) {
                    // an exact value (where keeping is better, throwing is only bounded, by either search's pruning)
                    assertEquals(r[1], c[1], 1e-9, "throw");
                }
            }
        }
        assertEquals(80, checked);
    }

    /**
     * Deeper than the readable search is checked: the search with its windows and table, and without the
     * table, against a plain expectiminimax written here (no windows, no table, no ordering), with the
     * learned evaluation playing for counters, one to three rolls deep.
     */
    @ParameterizedTest
    @EnumSource(BabylonianBoard.class)
    void theSearchGivesAPlainExpectiminimaxsValuesThreeRollsDeep(BabylonianBoard board) {
        BabylonianRuleSet rules = new BabylonianRuleSet(board);
        FastBabylonian fast = new FastBabylonian(board);
        BabylonianEval eval = BabylonianEval.learned(board);
        BabylonianSearch tabled = new BabylonianSearch(fast, c -> eval.evaluate(c, Objective.COUNTERS),
                Objective.COUNTERS, 18, BabylonianEval.WIN_BONUS);
        BabylonianSearch untabled = new BabylonianSearch(fast, c -> eval.evaluate(c, Objective.COUNTERS),
                Objective.COUNTERS, 0, BabylonianEval.WIN_BONUS);
        PlainExpectimax plain = new PlainExpectimax(fast, eval, tabled);
        int checked = 0;
        for (GameState s : AgentLegalityTest.positions(rules, 25, 99 + board.ordinal())) {
            GameState before = new GameState(Phase.AWAITING_ROLL, s.turn(), null, s.pieces(), s.counters(), null);
            long code = fast.encode(before);
            for (int depth = 1; depth <= 3; depth++) {
                double expected = plain.value(code, depth);
                assertEquals(expected, untabled.value(code, depth, -1, 1), 1e-9, "depth " + depth + " in\n" + before);
                // the table keeps values as floats
                assertEquals(expected, tabled.value(code, depth, -1, 1), 1e-5, "depth " + depth + " in\n" + before);
                checked++;
            }
        }
        assertEquals(75, checked);
    }

    /** Expectiminimax by its definition on the packed position: every roll, decision and move. */
    private record PlainExpectimax(FastBabylonian fast, BabylonianEval eval, BabylonianSearch terminal) {

        double value(long code, int depth) {
            if (depth <= 0) {
                return eval.evaluate(code, Objective.COUNTERS);
            }
            double sum = 0;
            for (int v = 1; v <= 4; v++) {
                double pass = -value(FastBabylonian.pass(code), depth - 1);
                double keep = best(code, v, depth - 1);
                double converted = best(code, net.ur.rules.babylonian.BroadAstragal.convert(v), depth - 1);
                // the broad astragal: no passes the turn, yes converts the roll (a pass if it cannot move)
                double thrown = 0.5 * pass + 0.5 * (Double.isNaN(converted) ? pass : converted);
                sum += 0.25 * (Double.isNaN(keep) ? thrown : Math.max(keep, thrown));
            }
            return sum;
        }

        private double best(long code, int roll, int depth) {
            int[] moves = new int[FastBabylonian.MAX_MOVES];
            int n = fast.moves(code, roll, moves);
            double best = Double.NaN;
            for (int i = 0; i < n; i++) {
                long child = fast.apply(code, moves[i]);
                double x = fast.wins(code, moves[i]) ? terminal.terminal(child) : -value(child, depth);
                best = Double.isNaN(best) ? x : Math.max(best, x);
            }
            return best;
        }
    }

    @Test
    void theCompactSearchCountsNodesAsTheReadableOneDoesWithoutATable() {
        BabylonianRuleSet rules = new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES);
        FastBabylonian fast = new FastBabylonian(BabylonianBoard.TWENTY_SQUARES);
        GameState start = rules.initialState();
        GenericSearch readable = new GenericSearch(rules, Utility.PROGRESS);
        BabylonianSearch compact = new BabylonianSearch(fast, c -> progress(fast, c), Objective.COUNTERS, 0, 0);
        // from the start no move can capture or pay, so move ordering cannot change what is pruned
        readable.value(start, 1, -1, 1);
        compact.value(fast.encode(start), 1, -1, 1);
        assertEquals(readable.nodes(), compact.nodes());
        assertTrue(compact.nodes() > 20, "nodes " + compact.nodes());
    }

    @ParameterizedTest
    @EnumSource(BabylonianBoard.class)
    void theLearnedEvaluationLoadsAndRanksAWonPositionAboveALostOne(BabylonianBoard board) {
        BabylonianEval eval = BabylonianEval.learned(board);
        assertEquals(BabylonianEval.FEATURES + board.houses(), eval.winWeights().length);
        ranksAWonPositionAboveALostOne(board, eval);
    }

    /** The master's models, with the race features, likewise. */
    @ParameterizedTest
    @EnumSource(BabylonianBoard.class)
    void theMastersEvaluationLoadsAndRanksAWonPositionAboveALostOne(BabylonianBoard board) {
        BabylonianEval eval = BabylonianEval.learnedMaster(board);
        assertTrue(eval.hasRace());
        int race = BabylonianEval.FEATURES + board.houses();
        assertEquals(race + BabylonianEval.RACE_FEATURES, eval.winWeights().length);
        double[] t = eval.toWinWeights();
        assertNotEquals(0.0, t[race] + t[race + 1], "the master's model to win weighs the race");
        ranksAWonPositionAboveALostOne(board, eval);
        // for counters its own models where the resource has them, else the other levels'
        java.util.Properties p = new java.util.Properties();
        try (var in = BabylonianEval.class.getResourceAsStream(BabylonianEval.RESOURCE)) {
            p.load(in);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        BabylonianEval others = BabylonianEval.learned(board);
        boolean own = p.containsKey(board.ruleSetName() + ".master.counters");
        assertEquals(!own, java.util.Arrays.equals(others.counterWeights(), eval.counterWeights()));
        assertEquals(!own, java.util.Arrays.equals(others.winWeights(),
                java.util.Arrays.copyOf(eval.winWeights(), race)));
        if (board == BabylonianBoard.UR) {
            assertTrue(own, "the board of Ur's master has its own models for counters");
        }
    }

    private static void ranksAWonPositionAboveALostOne(BabylonianBoard board, BabylonianEval eval) {
        BabylonianRuleSet rules = new BabylonianRuleSet(board);
        double[] w = eval.winWeights();
        assertEquals(w.length, eval.toWinWeights().length);
        assertNotEquals(0.0, w[0] + w[1] + w[5], "the resource holds learned weights");
        // Light has four birds home and the fifth on the last house; dark has every bird waiting.
        Map<Piece, Integer> houses = new HashMap<>();
        for (Bird b : Bird.ALL) {
            houses.put(b.piece(Player.LIGHT), b == Bird.EAGLE ? board.houses() : BabylonianRuleSet.HOME);
        }
        GameState lightAhead = rules.position(Player.LIGHT, houses, 20, 20, 10);
        GameState darkToRoll = rules.position(Player.DARK, houses, 20, 20, 10);
        long ahead = eval.fast().encode(lightAhead);
        long behind = eval.fast().encode(darkToRoll);
        double[] scratch = new double[eval.scratchSize()];
        for (Objective o : Objective.values()) {
            double won = eval.evaluate(ahead, o, scratch);
            double lost = eval.evaluate(behind, o, scratch);
            assertTrue(won > 0 && lost < 0 && won > lost, o + ": the player far ahead " + won + ", far behind " + lost);
        }
    }

    /**
     * The search's fast evaluation (tables per bird, threats on bit sets) against the evaluation from
     * the features, on every position awaiting a roll along seeded random games of both boards (both
     * players to act, both objectives, the learned weights and random ones): the same values but for the
     * rounding of sums taken in another order.
     */
    @ParameterizedTest
    @EnumSource(BabylonianBoard.class)
    void theFastEvaluationGivesTheFeaturesValues(BabylonianBoard board) {
        BabylonianRuleSet rules = new BabylonianRuleSet(board);
        BabylonianEval learned = BabylonianEval.learned(board);
        SplittableRandom random = new SplittableRandom(41 + board.ordinal());
        double[] w = new double[learned.winSize()];
        double[] t = new double[learned.winSize()];
        double[] c = new double[learned.counterSize()];
        for (int i = 0; i < w.length; i++) {
            w[i] = random.nextDouble(-1, 1);
            t[i] = random.nextDouble(-1, 1);
        }
        for (int i = 0; i < c.length; i++) {
            c[i] = random.nextDouble(-1, 1);
        }
        BabylonianEval shaken = new BabylonianEval(learned.fast(), w, c, t);
        BabylonianEval master = BabylonianEval.learnedMaster(board);
        double[] wr = new double[master.winSize()];
        double[] tr = new double[master.winSize()];
        for (int i = 0; i < wr.length; i++) {
            wr[i] = random.nextDouble(-1, 1);
            tr[i] = random.nextDouble(-1, 1);
        }
        BabylonianEval shakenRace = new BabylonianEval(learned.fast(), wr, c, tr, true);
        double[] scratch = new double[master.scratchSize()];
        int checked = 0;
        double largest = 0;
        for (GameState s : AgentLegalityTest.positions(rules, 3000, 5 + board.ordinal())) {
            GameState before = new GameState(Phase.AWAITING_ROLL, s.turn(), null, s.pieces(), s.counters(), null);
            long code = learned.fast().encode(before);
            for (long position : new long[] {code, FastBabylonian.pass(code)}) {
                for (BabylonianEval eval : new BabylonianEval[] {learned, shaken, master, shakenRace}) {
                    for (Objective o : Objective.values()) {
                        double expected = eval.evaluate(position, o, scratch);
                        double fast = eval.evaluate(position, o);
                        assertEquals(expected, fast, 1e-12, o + " in\n" + before);
                        largest = Math.max(largest, Math.abs(expected));
                        checked++;
                    }
                }
            }
        }
        assertEquals(3000 * 2 * 4 * 2, checked);
        assertTrue(largest > 0.1, "positions of some weight were compared: largest value " + largest);
    }

    /**
     * Light to move with a 1 on the twenty-squares board: its Storm-bird on house 16 can bear off, its
     * Eagle on house 11 can land on the rosette at 12 and collect the whole pool of 5. Dark's last bird
     * waits on house 15, two from home. Bearing off leaves Light one bird to bring home against Dark's
     * one: its best chance to win, but the pool of 5 then goes to the winner of a race Light is likely
     * to lose. Collecting takes the 5 for certain (nothing is left to win or pay) but leaves Light two
     * birds to bring home. Playing for counters collects (at depths 1, 3 and 5); playing to win bears off
     * (at depths 3 and 5, the expert's and the master's).
     */
    @Test
    void theWinObjectivePrefersTheWinningLineWhereCountersPullTheOtherWay() {
        BabylonianRuleSet rules = new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES);
        Map<Piece, Integer> houses = new HashMap<>();
        for (Bird b : Bird.ALL) {
            houses.put(b.piece(Player.LIGHT), BabylonianRuleSet.HOME);
            houses.put(b.piece(Player.DARK), BabylonianRuleSet.HOME);
        }
        houses.put(Bird.STORM_BIRD.piece(Player.LIGHT), 16);
        houses.put(Bird.EAGLE.piece(Player.LIGHT), 11);
        houses.put(Bird.RAVEN.piece(Player.DARK), 15);
        GameState s = rules.position(Player.LIGHT, houses, 8, 37, 5);
        s = rules.applyRollDecision(rules.applyRoll(s, Roll.of(1)), RollDecision.keep());
        List<Move> moves = rules.legalMoves(s);
        assertEquals(2, moves.size());
        for (int depth = 1; depth <= 5; depth += 2) {
            Move forCounters = ExpectimaxAgent.ofDepth(depth, Objective.COUNTERS).chooseMove(rules, s,
                    new SplittableRandom(depth));
            Move toWin = ExpectimaxAgent.ofDepth(depth, Objective.WIN).chooseMove(rules, s, new SplittableRandom(depth));
            assertEquals(Bird.EAGLE.piece(Player.LIGHT), forCounters.piece(), "depth " + depth + ": counters");
            assertEquals(5, BabylonianRuleSet.counterChange(forCounters));
            // one roll deep the win model learned from games played to win all but ties the two (0.120 against
            // 0.117 for Dark): it sees no race; from three rolls on the search sees it
            if (depth >= 3) {
                assertTrue(toWin.isBearOff(), "depth " + depth + ": to win, bear off; chose " + toWin);
            }
        }
        // the levels, the master with its own models (the race features)
        for (String level : List.of("expert", "master")) {
            assertTrue(Agents.byName(level + ":win").chooseMove(rules, s, new SplittableRandom(7)).isBearOff(),
                    level + ":win bears off");
            assertEquals(5, BabylonianRuleSet.counterChange(Agents.byName(level).chooseMove(rules, s,
                    new SplittableRandom(7))), level + " collects");
        }
    }

    /**
     * A position where two levels playing for counters once passed their turns for ever (an arena
     * game that never ended): the pool is empty, Dark leads by 10 with its Rooster two houses from
     * home and its Eagle three; Light's birds block nothing Dark needs. With a 2 Dark must keep and
     * bear the Rooster off (the win is worth a little beyond the counters); throwing again would only
     * pass, as no converted roll moves.
     */
    @Test
    void aPlayerAheadWithAnEmptyPoolStillBringsItsBirdsHome() {
        BabylonianRuleSet rules = new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES);
        Map<Piece, Integer> houses = new HashMap<>();
        for (Bird b : List.of(Bird.SWALLOW, Bird.ROOSTER, Bird.EAGLE)) {
            houses.put(b.piece(Player.LIGHT), BabylonianRuleSet.HOME);
        }
        for (Bird b : List.of(Bird.SWALLOW, Bird.STORM_BIRD, Bird.RAVEN)) {
            houses.put(b.piece(Player.DARK), BabylonianRuleSet.HOME);
        }
        houses.put(Bird.STORM_BIRD.piece(Player.LIGHT), 13);
        houses.put(Bird.RAVEN.piece(Player.LIGHT), 16);
        houses.put(Bird.ROOSTER.piece(Player.DARK), 15);
        houses.put(Bird.EAGLE.piece(Player.DARK), 14);
        GameState s = rules.applyRoll(rules.position(Player.DARK, houses, 20, 30, 0), Roll.of(2));
        for (String level : List.of("intermediate", "expert", "master")) {
            RollDecision d = Agents.byName(level).chooseRollDecision(rules, s, new SplittableRandom(3));
            assertEquals(false, d.throwAgain(), level + " must keep the 2 and bear off");
        }
    }

    /**
     * The counts {@code ur bench ai} prints beside the nodes: the readable search computes every leaf it
     * judges, the compact one finds some in its evaluation cache, and both say how many chance nodes
     * their tables answered.
     */
    @Test
    void searchesCountTheirLeavesEvaluationsAndTableAnswers() {
        BabylonianRuleSet rules = new BabylonianRuleSet(BabylonianBoard.TWENTY_SQUARES);
        long[] compactSums = new long[3];
        for (GameState s : AgentLegalityTest.positions(rules, 30, 3)) {
            if (s.phase() != Phase.AWAITING_MOVE || rules.legalMoves(s).size() < 2) {
                continue;
            }
            ExpectimaxAgent compact = ExpectimaxAgent.ofDepth(3);
            ExpectimaxAgent readable = new ExpectimaxAgent("r", "r", 3, null, true, Objective.COUNTERS, true);
            compact.chooseMove(rules, s, new SplittableRandom(1));
            readable.chooseMove(rules, s, new SplittableRandom(1));
            ExpectimaxAgent.SearchInfo c = compact.lastSearch();
            ExpectimaxAgent.SearchInfo r = readable.lastSearch();
            assertTrue(c.leaves() > 0 && c.evaluations() > 0 && c.evaluations() <= c.leaves() && c.leaves() < c.nodes(),
                    "compact " + c);
            assertTrue(r.leaves() > 0 && r.evaluations() == r.leaves() && r.leaves() < r.nodes(), "readable " + r);
            assertTrue(c.tableAnswers() >= 0 && r.tableAnswers() >= 0);
            compactSums[0] += c.leaves();
            compactSums[1] += c.evaluations();
            compactSums[2] += c.tableAnswers();
        }
        assertTrue(compactSums[1] < compactSums[0], "the evaluation cache answers some leaves: " + compactSums[1]
                + " of " + compactSums[0] + " evaluated");
        assertTrue(compactSums[2] > 0, "the table answers some chance nodes");
    }

    @Test
    void agentsTakeAnObjective() {
        assertEquals("master:win", Agents.byName("master:win").name());
        assertEquals("master", Agents.byName("master:counters").name());
        assertEquals("expert:win", Agents.byName("Expert:Win").name());
        assertEquals("expectimax:2:win", Agents.byName("expectimax:2:win").name());
        assertEquals(Objective.WIN, ((ExpectimaxAgent) Agents.byName("expectimax:win")).objective());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Agents.byName("greedy:win"));
        assertTrue(e.getMessage().startsWith("unknown computer player \"greedy:win\""), e.getMessage());
        assertTrue(e.getMessage().contains(":counters or :win"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Objective.byId("draw"));
        assertEquals("unknown objective \"draw\"; known: counters, win", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new ExpectimaxAgent("x", "x", 3, null, true,
                Objective.WIN, true));
        assertEquals("the readable-model search plays for counters only, not win", e.getMessage());
    }

    /**
     * One feature a house: on the board of Ur light's Raven on house 6 and dark's Eagle on house 10,
     * light to act, give +1 and -1 at those houses and nothing elsewhere; the counters model's field
     * features weigh each bird by its counters (over 4), waiting birds on field 0.
     */
    @Test
    void eachHouseIsAFeatureOfItsOwn() {
        BabylonianBoard board = BabylonianBoard.UR;
        BabylonianRuleSet rules = new BabylonianRuleSet(board);
        BabylonianEval eval = BabylonianEval.learned(board);
        Map<Piece, Integer> houses = new HashMap<>();
        houses.put(Bird.RAVEN.piece(Player.LIGHT), 6);
        houses.put(Bird.EAGLE.piece(Player.DARK), 10);
        long code = eval.fast().encode(rules.position(Player.LIGHT, houses, 20, 20, 10));
        double[] f = new double[eval.scratchSize()];
        eval.features(code, f);
        eval.counterFeatures(code, f, 0.5);
        for (int h = 1; h <= board.houses(); h++) {
            assertEquals(h == 6 ? 1.0 : h == 10 ? -1.0 : 0.0, f[BabylonianEval.FEATURES - 1 + h], "house " + h);
        }
        int fields = eval.winSize() + BabylonianEval.COUNTER_FEATURES;
        // waiting: light's other four birds (3 + 4 + 4 + 5 counters) less dark's other four (3 + 4 + 4 + 4)
        assertEquals((16 - 15) / 4.0, f[fields], 1e-12);
        assertEquals(4 / 4.0, f[fields + 6], 1e-12);
        assertEquals(-5 / 4.0, f[fields + 10], 1e-12);
        assertEquals(eval.scratchSize(), fields + board.houses() + 1);
    }

    /**
     * TD(lambda) targets for the counters model: lambda 1 is the outcome (the same fit as without
     * lambda), a smaller lambda fits other counters weights and the same win model (fitted to the
     * outcomes whatever lambda), reproducibly.
     */
    @Test
    void tdLambdaTargetsChangeTheCountersModelOnly() {
        BabylonianEval learned = BabylonianEval.learned(BabylonianBoard.UR);
        BabylonianTrainer.Round outcomes = BabylonianTrainer.round(learned, 60, 7);
        BabylonianTrainer.Round one = BabylonianTrainer.round(learned, 60, 7, Objective.COUNTERS, 1.0);
        BabylonianTrainer.Round td = BabylonianTrainer.round(learned, 60, 7, Objective.COUNTERS, 0.5);
        BabylonianTrainer.Round again = BabylonianTrainer.round(learned, 60, 7, Objective.COUNTERS, 0.5);
        assertTrue(java.util.Arrays.equals(outcomes.eval().counterWeights(), one.eval().counterWeights()));
        assertTrue(java.util.Arrays.equals(outcomes.eval().winWeights(), td.eval().winWeights()));
        assertTrue(!java.util.Arrays.equals(outcomes.eval().counterWeights(), td.eval().counterWeights()));
        assertTrue(java.util.Arrays.equals(td.eval().counterWeights(), again.eval().counterWeights()));
        assertTrue(td.rmse() < td.baseRmse(), td.rmse() + " against " + td.baseRmse());
        assertThrows(IllegalArgumentException.class,
                () -> BabylonianTrainer.round(learned, 1, 7, Objective.COUNTERS, 1.5));
    }

    /**
     * Learning to win plays games to win and fits the win model of a player playing to win alone (the
     * counters objective's models kept), the same from the same seed.
     */
    /**
     * Self-play searched deeper plays other games (other positions, other fits), the same from the same
     * seed; depths outside 1..5 are refused.
     */
    @Test
    void deeperSelfPlayIsReproducible() {
        BabylonianEval learned = BabylonianEval.learned(BabylonianBoard.UR);
        BabylonianTrainer.Round shallow = BabylonianTrainer.round(learned, 40, 7, Objective.COUNTERS, 1.0, 1);
        BabylonianTrainer.Round deep = BabylonianTrainer.round(learned, 40, 7, Objective.COUNTERS, 1.0, 3);
        BabylonianTrainer.Round again = BabylonianTrainer.round(learned, 40, 7, Objective.COUNTERS, 1.0, 3);
        assertTrue(java.util.Arrays.equals(deep.eval().counterWeights(), again.eval().counterWeights()));
        assertTrue(java.util.Arrays.equals(deep.eval().winWeights(), again.eval().winWeights()));
        assertTrue(!java.util.Arrays.equals(shallow.eval().counterWeights(), deep.eval().counterWeights()));
        assertTrue(java.util.Arrays.equals(shallow.eval().counterWeights(),
                BabylonianTrainer.round(learned, 40, 7).eval().counterWeights()), "depth 1 is the default");
        assertThrows(IllegalArgumentException.class,
                () -> BabylonianTrainer.round(learned, 1, 7, Objective.COUNTERS, 1.0, 0));
        assertThrows(IllegalArgumentException.class,
                () -> BabylonianTrainer.round(learned, 1, 7, Objective.COUNTERS, 1.0, 6));
    }

    @Test
    void learningToWinFitsItsOwnModelReproducibly() {
        BabylonianEval start = BabylonianEval.untrained(new FastBabylonian(BabylonianBoard.UR));
        BabylonianTrainer.Round a = BabylonianTrainer.round(start, 60, 5, Objective.WIN);
        BabylonianTrainer.Round b = BabylonianTrainer.round(start, 60, 5, Objective.WIN);
        assertTrue(java.util.Arrays.equals(a.eval().toWinWeights(), b.eval().toWinWeights()));
        assertTrue(java.util.Arrays.equals(start.winWeights(), a.eval().winWeights()));
        assertTrue(java.util.Arrays.equals(start.counterWeights(), a.eval().counterWeights()));
        assertTrue(!java.util.Arrays.equals(start.toWinWeights(), a.eval().toWinWeights()));
        assertTrue(a.logLoss() < a.baseLoss(), a.logLoss() + " against " + a.baseLoss());
        assertTrue(Double.isNaN(a.rmse()));
    }
}
