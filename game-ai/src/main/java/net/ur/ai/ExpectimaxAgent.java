package net.ur.ai;

import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.Chance;
import net.ur.ai.eval.Evaluator;
import net.ur.ai.eval.GenericEval;
import net.ur.ai.eval.Objective;
import net.ur.ai.eval.RavensburgEval;
import net.ur.ai.fast.FastBabylonian;
import net.ur.ai.fast.FastRavensburg;
import net.ur.ai.search.BabylonianSearch;
import net.ur.ai.search.ClassicEvals;
import net.ur.ai.search.ClassicSearch;
import net.ur.ai.search.GenericSearch;
import net.ur.ai.search.RavensburgSearch;
import net.ur.ai.search.SearchTimeout;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.ravensburg.RavensburgRuleSet;

/**
 * Seed 003's level 2: expectiminimax with the rolls as chance nodes, searched by iterative
 * deepening up to a depth and within a time budget. The deepening steps by two (1, 3, 5 ... or 2,
 * 4 ...), because a search that ends after the opponent's reply judges positions differently from
 * one that ends after its own move, and measured, the odd depths play better (docs/AI.md). Depth counts rolls: depth 1 judges the position
 * after each of its moves with the static evaluation, depth 2 also averages over the opponent's next
 * roll and reply, and so on. Classic rule sets are searched on their compact encoding
 * ({@link ClassicSearch}), the Babylonian game on its own ({@link BabylonianSearch}, with the learned
 * {@link BabylonianEval}, playing for its {@link Objective}: counters or the win), the Ravensburg game on
 * its own ({@link RavensburgSearch}, with the learned {@link RavensburgEval}), every other rule set on the
 * readable model ({@link GenericSearch}); in the Babylonian game the roll decision
 * is a choice between keeping the roll and a chance node over the second die. Ties between equally
 * good moves are broken at random.
 */
public final class ExpectimaxAgent implements Agent {

    /** The deepest search an agent may be given. */
    public static final int MAX_DEPTH = 20;
    /** Transposition table size of the classic search: 2^20 chance nodes (about 14 MB). */
    private static final int TABLE_BITS = 20;
    /**
     * Transposition table size of the Babylonian search: 2^18 chance nodes (about 3.5 MB; a master's
     * search of a few hundred thousand nodes fills a good part of it, and a smaller table misses the
     * processor's caches less).
     */
    private static final int BABYLONIAN_TABLE_BITS = 18;
    /** Transposition table size of the Ravensburg search: 2^18 chance nodes. */
    private static final int RAVENSBURG_TABLE_BITS = 18;
    /**
     * How many times longer the Ravensburg search's next iteration (two rolls deeper) is expected to take
     * than the last: measured from depth 3 to depth 5 on positions of random games, the median ratio of
     * their times was about 300 (p75 570); a deeper iteration predicted to overrun the budget is not begun.
     */
    static final double RAVENSBURG_GROWTH = 300;

    /**
     * What the last search did.
     *
     * @param depth the deepest finished iteration
     * @param nodes nodes visited (chance nodes and evaluations)
     * @param value the chosen move's value to the mover, -1..1
     * @param nanos time taken
     * @param leaves the positions judged by the static evaluation (-1: not counted by this search)
     * @param evaluations the static evaluations computed, the leaves less those found in an evaluation
     *     cache (-1: not counted)
     * @param tableAnswers the chance nodes answered by the transposition table (-1: not counted)
     */
    public record SearchInfo(int depth, long nodes, double value, long nanos, long leaves, long evaluations,
            long tableAnswers) {

        /**
         * What a search that does not count its leaves and table answers did.
         *
         * @param depth the deepest finished iteration
         * @param nodes nodes visited
         * @param value the chosen move's value to the mover
         * @param nanos time taken
         */
        public SearchInfo(int depth, long nodes, double value, long nanos) {
            this(depth, nodes, value, nanos, -1, -1, -1);
        }

        SearchInfo counted(long leaves, long evaluations, long tableAnswers) {
            return new SearchInfo(depth, nodes, value, nanos, leaves, evaluations, tableAnswers);
        }
    }

    private final String name;
    private final String description;
    private final int maxDepth;
    private final Duration budget;
    private final boolean pruning;
    private final Objective objective;
    private final boolean readable;
    private ClassicSearch classic;
    private GenericSearch generic;
    private BabylonianSearch babylonian;
    private RavensburgSearch ravensburg;
    private SearchInfo last;
    /** The Ravensburg evaluation's source: the base model, or the master's. */
    private java.util.function.Supplier<RavensburgEval> ravensburgEval = RavensburgEval::learned;
    /** The Babylonian evaluation's source: the base models, or the master's (with the race features). */
    private java.util.function.Function<net.ur.rules.babylonian.BabylonianBoard, BabylonianEval> babylonianEval =
            BabylonianEval::learned;

    /**
     * Creates an agent.
     *
     * @param name its command-line name, not null
     * @param description one line on what it does, not null
     * @param maxDepth the deepest search, 1..{@link #MAX_DEPTH}
     * @param budget the default time per choice, positive, or null to always search to {@code maxDepth}
     *     (deterministic for a given random generator)
     */
    public ExpectimaxAgent(String name, String description, int maxDepth, Duration budget) {
        this(name, description, maxDepth, budget, true);
    }

    /**
     * Creates an agent, optionally without pruning (to measure what pruning saves).
     *
     * @param name its command-line name, not null
     * @param description one line on what it does, not null
     * @param maxDepth the deepest search, 1..{@link #MAX_DEPTH}
     * @param budget the default time per choice, positive, or null for none
     * @param pruning whether the classic search prunes with Star1
     */
    public ExpectimaxAgent(String name, String description, int maxDepth, Duration budget, boolean pruning) {
        this(name, description, maxDepth, budget, pruning, Objective.COUNTERS, false);
    }

    /**
     * Creates an agent that plays for an objective (in games with counters), optionally searching the
     * Babylonian or Ravensburg game on the readable model as every agent did before their compact
     * encodings (the baseline of {@code ur bench ai}).
     *
     * @param name its command-line name, not null
     * @param description one line on what it does, not null
     * @param maxDepth the deepest search, 1..{@link #MAX_DEPTH}
     * @param budget the default time per choice, positive, or null for none
     * @param pruning whether the classic search prunes with Star1
     * @param objective what it plays for in games with counters, not null
     * @param readable whether the Babylonian game is searched on the readable model ({@link GenericSearch}
     *     with {@link GenericEval}, for counters only) instead of the compact encoding, and the Ravensburg
     *     game likewise (with the learned evaluation on the packed position)
     */
    public ExpectimaxAgent(String name, String description, int maxDepth, Duration budget, boolean pruning,
            Objective objective, boolean readable) {
        if (objective == null) {
            throw new IllegalArgumentException("objective must not be null (counters or win)");
        }
        if (readable && objective != Objective.COUNTERS) {
            throw new IllegalArgumentException("the readable-model search plays for counters only, not " + objective.id());
        }
        this.objective = objective;
        this.readable = readable;
        if (name == null || description == null) {
            throw new IllegalArgumentException("an agent needs a name and a description");
        }
        if (maxDepth < 1 || maxDepth > MAX_DEPTH) {
            throw new IllegalArgumentException("search depth must be 1.." + MAX_DEPTH + ", not " + maxDepth);
        }
        if (budget != null && (budget.isNegative() || budget.isZero())) {
            throw new IllegalArgumentException("time budget must be positive, not " + budget);
        }
        this.name = name;
        this.description = description;
        this.maxDepth = maxDepth;
        this.budget = budget;
        this.pruning = pruning;
    }

    /**
     * Creates {@code expectimax:DEPTH}: a fixed-depth search without a time limit.
     *
     * @param depth 1..{@link #MAX_DEPTH}
     * @return the agent
     */
    public static ExpectimaxAgent ofDepth(int depth) {
        return ofDepth(depth, Objective.COUNTERS);
    }

    /**
     * Creates {@code expectimax:DEPTH} (or {@code expectimax:DEPTH:win}) playing for an objective.
     *
     * @param depth 1..{@link #MAX_DEPTH}
     * @param objective what it plays for in games with counters, not null
     * @return the agent
     */
    public static ExpectimaxAgent ofDepth(int depth, Objective objective) {
        if (objective == null) {
            throw new IllegalArgumentException("objective must not be null (counters or win)");
        }
        return new ExpectimaxAgent("expectimax:" + depth + (objective == Objective.COUNTERS ? "" : ":" + objective.id()),
                "expectiminimax searching " + depth + " roll" + (depth == 1 ? "" : "s") + " ahead"
                + (objective == Objective.COUNTERS ? "" : ", playing to " + objective.id()), depth, null, true,
                objective, false);
    }

    /**
     * Makes this agent judge Ravensburg positions with another evaluation (the master's richer model);
     * called once, before the agent's first choice.
     *
     * @param evaluation makes the evaluation, not null
     * @return this agent
     */
    ExpectimaxAgent withRavensburgEvaluation(java.util.function.Supplier<RavensburgEval> evaluation) {
        if (evaluation == null) {
            throw new IllegalArgumentException("evaluation must not be null");
        }
        this.ravensburgEval = evaluation;
        this.ravensburg = null;
        return this;
    }

    /**
     * Makes this agent judge Babylonian positions with another evaluation (the master's, with the race
     * features); called once, before the agent's first choice.
     *
     * @param evaluation makes the evaluation of a board, not null
     * @return this agent
     */
    ExpectimaxAgent withBabylonianEvaluation(
            java.util.function.Function<net.ur.rules.babylonian.BabylonianBoard, BabylonianEval> evaluation) {
        if (evaluation == null) {
            throw new IllegalArgumentException("evaluation must not be null");
        }
        this.babylonianEval = evaluation;
        this.babylonian = null;
        return this;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    /**
     * Returns the deepest search of this agent.
     *
     * @return the depth limit
     */
    public int maxDepth() {
        return maxDepth;
    }

    /**
     * Returns what the agent plays for in games with counters.
     *
     * @return the objective
     */
    public Objective objective() {
        return objective;
    }

    /**
     * Returns what the last search did.
     *
     * @return the figures, or null before the first search
     */
    public synchronized SearchInfo lastSearch() {
        return last;
    }

    /** Forgets what earlier searches stored in the transposition tables (for benchmarks). */
    public synchronized void clearCache() {
        if (classic != null) {
            classic.clear();
        }
        if (babylonian != null) {
            babylonian.clear();
        }
        if (ravensburg != null) {
            ravensburg.clear();
        }
        generic = null;
    }

    /**
     * Builds the Babylonian search and its evaluation ahead of the first move: the master's evaluation
     * computes its board's race table then (a fraction of a second, once per board).
     */
    @Override
    public synchronized void prepare(RuleSet rules) {
        if (rules instanceof BabylonianRuleSet b && !readable) {
            babylonianFor(b);
        }
    }

    @Override
    public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
        return choose(rules, state, random, budget);
    }

    @Override
    public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random, Duration budget) {
        if (budget == null || budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("time budget must be positive, not " + budget);
        }
        return choose(rules, state, random, budget);
    }

    private synchronized Move choose(RuleSet rules, GameState state, RandomGenerator random, Duration time) {
        if (rules == null || state == null || random == null) {
            throw new IllegalArgumentException("rules, state and random must not be null");
        }
        List<Move> moves = rules.legalMoves(state);
        if (moves.size() == 1) {
            last = new SearchInfo(0, 0, Double.NaN, 0);
            return moves.get(0);
        }
        int[] order = shuffled(moves.size(), random);
        long start = System.nanoTime();
        long deadline = time == null ? Long.MAX_VALUE : start + time.toNanos();
        if (rules instanceof ClassicRuleSet c && state.counters() instanceof Counters.None) {
            return moves.get(searchClassic(c.settings(), state, moves, order, start, deadline));
        }
        if (rules instanceof BabylonianRuleSet b && !readable) {
            return moves.get(searchBabylonian(b, state, moves, order, start, deadline));
        }
        if (rules instanceof RavensburgRuleSet && !readable) {
            return moves.get(searchRavensburg(state, moves, order, start, deadline));
        }
        return moves.get(searchGeneric(rules, state, moves, order, start, deadline));
    }

    /** The value to its mover of the move at an index, searched to a depth with a lower bound. */
    private interface MoveValue {
        double of(int move, int depth, double alpha);
    }

    /**
     * Iterative deepening over the moves, the same for every search: odd or even depths up to the
     * agent's, the best move tried first in the next iteration, stopping at a certain result or when
     * the next iteration would likely overrun the deadline; a search cut short by the deadline leaves
     * the deepest finished iteration's choice. Records {@link #lastSearch}.
     *
     * @param order the moves' indexes, best first; reordered
     * @param start when the choice began (nanoTime)
     * @param deadline when it must end (nanoTime), or Long.MAX_VALUE
     * @param setDeadline the search's deadline setter (it throws SearchTimeout past it)
     * @param nodes the search's node count
     * @param value a move's value at a depth
     * @return the index of the chosen move
     */
    private int deepen(int[] order, long start, long deadline, java.util.function.LongConsumer setDeadline,
            java.util.function.LongSupplier nodes, MoveValue value) {
        return deepen(order, start, deadline, 0, setDeadline, nodes, value);
    }

    /**
     * Iterative deepening as above; with a growth factor g > 0 the next iteration is started only if the
     * last one's time times g still fits before the deadline (an iteration it likely cannot finish is not
     * begun), without one only while a quarter of the budget is left.
     */
    private int deepen(int[] order, long start, long deadline, double growth,
            java.util.function.LongConsumer setDeadline, java.util.function.LongSupplier nodes, MoveValue value) {
        setDeadline.accept(deadline);
        int bestIndex = order[0];
        double bestValue = Double.NaN;
        int depth = 0;
        try {
            for (int d = 2 - maxDepth % 2; d <= maxDepth; d += 2) {
                long iterationStart = System.nanoTime();
                double best = Double.NEGATIVE_INFINITY;
                int bi = order[0];
                for (int i : order) {
                    double v = value.of(i, d - 1, Math.max(-1.0, best));
                    if (v > best) {
                        best = v;
                        bi = i;
                    }
                }
                bestIndex = bi;
                bestValue = best;
                depth = d;
                moveToFront(order, bi);
                long now = System.nanoTime();
                long elapsed = now - start;
                if (Math.abs(best) >= 1.0) {
                    break;
                }
                if (deadline != Long.MAX_VALUE && (growth > 0 ? now + (now - iterationStart) * growth > deadline
                        : elapsed * 4 > deadline - start)) {
                    break;
                }
            }
        } catch (SearchTimeout e) {
            // the deepest finished iteration stands
        } finally {
            setDeadline.accept(Long.MAX_VALUE);
        }
        last = new SearchInfo(depth, nodes.getAsLong(), bestValue, System.nanoTime() - start);
        return bestIndex;
    }

    private int searchClassic(ClassicSettings settings, GameState state, List<Move> moves, int[] order, long start,
            long deadline) {
        if (classic == null || !classic.fast().settings().equals(settings)) {
            classic = ClassicEvals.search(settings, TABLE_BITS, pruning);
        }
        ClassicSearch search = classic;
        long code = search.fast().encode(new GameState(Phase.AWAITING_ROLL, state.turn(), null, state.pieces(),
                state.counters(), null));
        int roll = state.roll().value();
        int[] from = new int[moves.size()];
        for (int i = 0; i < from.length; i++) {
            from[i] = moves.get(i).from() instanceof Location.OnBoard on ? on.step() : -1;
        }
        search.resetNodes();
        return deepen(order, start, deadline, search::deadline, search::nodes,
                (i, depth, alpha) -> search.afterMove(code, roll, from[i], depth, alpha, 1.0));
    }

    private int searchBabylonian(BabylonianRuleSet rules, GameState state, List<Move> moves, int[] order, long start,
            long deadline) {
        BabylonianSearch search = babylonianFor(rules);
        FastBabylonian fast = search.fast();
        long code = fast.encode(state);
        int[] packed = new int[FastBabylonian.MAX_MOVES];
        int n = fast.moves(code, state.roll().value(), packed);
        if (n != moves.size()) {
            throw new IllegalStateException("the compact encoding lists " + n + " moves where the rules list "
                    + moves.size() + " in\n" + state);
        }
        search.resetNodes();
        int chosen = deepen(order, start, deadline, search::deadline, search::nodes,
                (i, depth, alpha) -> afterMove(search, code, packed[i], depth, alpha, 1.0));
        last = last.counted(search.leaves(), search.evaluations(), search.tableAnswers());
        return chosen;
    }

    private int searchRavensburg(GameState state, List<Move> moves, int[] order, long start, long deadline) {
        if (ravensburg == null) {
            ravensburg = ravensburgSearch(ravensburgEval.get(), RAVENSBURG_TABLE_BITS);
        }
        RavensburgSearch search = ravensburg;
        long[] code = FastRavensburg.encode(state);
        int me = FastRavensburg.turn(code);
        int[] packed = new int[FastRavensburg.MAX_MOVES];
        int n = FastRavensburg.moves(code, state.roll().value(), packed);
        long[][] children = new long[moves.size()][];
        for (int i = 0; i < children.length; i++) {
            children[i] = FastRavensburg.apply(code, packedRavensburgMove(moves.get(i), me, packed, n, state));
        }
        search.resetNodes();
        int chosen = deepen(order, start, deadline, RAVENSBURG_GROWTH, search::deadline, search::nodes,
                (i, depth, alpha) -> search.child(children[i], me, depth, alpha, 1.0, 0));
        last = last.counted(search.leaves(), search.evaluations(), search.tableAnswers());
        return chosen;
    }

    /** The packed form of a readable Ravensburg move among the packed moves of the same throw. */
    private static int packedRavensburgMove(Move move, int player, int[] packed, int n, GameState state) {
        int from = move.from() instanceof Location.OnBoard on ? FastRavensburg.cell(player, on.step())
                : FastRavensburg.ENTRY;
        int to = FastRavensburg.cell(player, ((Location.OnBoard) move.to()).step());
        boolean leave = move.notes().leavesCaptives();
        boolean back = move.notes().backwards();
        for (int i = 0; i < n; i++) {
            int m = packed[i];
            if (FastRavensburg.from(m) == from && FastRavensburg.to(m) == to && FastRavensburg.leaves(m) == leave
                    && FastRavensburg.backwards(m) == back) {
                return m;
            }
        }
        throw new IllegalStateException("the compact encoding has no move " + move + " in\n" + state);
    }

    /** A Ravensburg search with the learned evaluation. */
    static RavensburgSearch ravensburgSearch(int tableBits) {
        return ravensburgSearch(RavensburgEval.learned(), tableBits);
    }

    /** A Ravensburg search with an evaluation. */
    static RavensburgSearch ravensburgSearch(RavensburgEval eval, int tableBits) {
        double[] scratch = new double[eval.size()];
        return new RavensburgSearch(s -> eval.evaluate(s, scratch), tableBits);
    }

    /** The value of a packed move to its mover. */
    private static double afterMove(BabylonianSearch search, long code, int move, int depth, double alpha,
            double beta) {
        long child = search.fast().apply(code, move);
        if (search.fast().wins(code, move)) {
            return search.terminal(child);
        }
        return -search.value(child, depth, -beta, -alpha);
    }

    private BabylonianSearch babylonianFor(BabylonianRuleSet rules) {
        if (babylonian == null || babylonian.fast().board() != rules.babylonianBoard()) {
            BabylonianEval eval = babylonianEval.apply(rules.babylonianBoard());
            Objective o = objective;
            babylonian = new BabylonianSearch(eval.fast(), code -> eval.evaluate(code, o), o,
                    BABYLONIAN_TABLE_BITS, BabylonianEval.WIN_BONUS);
        }
        return babylonian;
    }

    private RollDecision babylonianDecision(BabylonianRuleSet rules, GameState state, RandomGenerator random) {
        BabylonianSearch search = babylonianFor(rules);
        long code = search.fast().encode(state);
        int small = state.roll().value();
        long start = System.nanoTime();
        search.resetNodes();
        search.deadline(budget == null ? Long.MAX_VALUE : start + budget.toNanos());
        double[] values = {Double.NaN, Double.NaN};
        boolean throwAgain = Chance.keep(rules, state) == null;
        int depth = 0;
        try {
            for (int d = 2 - maxDepth % 2; d <= maxDepth && !throwAgain; d += 2) {
                double[] v = new double[2];
                search.decision(code, small, d - 1, -1.0, 1.0, v);
                values = v;
                depth = d;
                long elapsed = System.nanoTime() - start;
                if (budget != null && elapsed * 4 > budget.toNanos()) {
                    break;
                }
            }
        } catch (SearchTimeout e) {
            // the deepest finished iteration stands
        } finally {
            search.deadline(Long.MAX_VALUE);
        }
        if (!throwAgain && !Double.isNaN(values[1]) && values[1] > values[0]) {
            throwAgain = true;
        }
        last = new SearchInfo(depth, search.nodes(), throwAgain ? values[1] : values[0], System.nanoTime() - start);
        return throwAgain ? new RollDecision(true, Chance.throwSecond(rules, random)) : new RollDecision(false, null);
    }

    private int searchGeneric(RuleSet rules, GameState state, List<Move> moves, int[] order, long start,
            long deadline) {
        GenericSearch search = genericFor(rules);
        search.resetNodes();
        int chosen = deepen(order, start, deadline, search::deadline, search::nodes,
                (i, depth, alpha) -> search.relative(state.turn(), rules.applyMove(state, moves.get(i)), depth,
                        alpha, 1.0));
        last = last.counted(search.leaves(), search.evaluations(), search.tableAnswers());
        return chosen;
    }

    @Override
    public synchronized RollDecision chooseRollDecision(RuleSet rules, GameState state, RandomGenerator random) {
        if (rules == null || state == null || random == null) {
            throw new IllegalArgumentException("rules, state and random must not be null");
        }
        if (state.phase() != Phase.AWAITING_ROLL_DECISION) {
            throw new IllegalStateException("a roll decision needs a state awaiting one, not " + state.phase());
        }
        if (rules instanceof BabylonianRuleSet b && !readable) {
            return babylonianDecision(b, state, random);
        }
        GenericSearch search = genericFor(rules);
        long start = System.nanoTime();
        search.resetNodes();
        search.deadline(budget == null ? Long.MAX_VALUE : start + budget.toNanos());
        double[] values = {Double.NaN, Double.NaN};
        boolean throwAgain = Chance.keep(rules, state) == null;
        int depth = 0;
        try {
            for (int d = 2 - maxDepth % 2; d <= maxDepth && !throwAgain; d += 2) {
                double[] v = new double[2];
                search.bestDecision(state, d, -1.0, 1.0, v);
                values = v;
                depth = d;
                long elapsed = System.nanoTime() - start;
                if (budget != null && elapsed * 4 > budget.toNanos()) {
                    break;
                }
            }
        } catch (SearchTimeout e) {
            // the deepest finished iteration stands
        } finally {
            search.deadline(Long.MAX_VALUE);
        }
        if (!throwAgain && !Double.isNaN(values[1]) && values[1] > values[0]) {
            throwAgain = true;
        }
        last = new SearchInfo(depth, search.nodes(), throwAgain ? values[1] : values[0], System.nanoTime() - start);
        return throwAgain ? new RollDecision(true, Chance.throwSecond(rules, random)) : new RollDecision(false, null);
    }

    private GenericSearch genericFor(RuleSet rules) {
        if (generic == null || !generic.rules().equals(rules)) {
            Evaluator eval = GenericEval.forRules(rules);
            if (rules instanceof RavensburgRuleSet) {
                // the readable search of this game (a baseline of ur bench ai) judges as the compact one does
                RavensburgEval learned = RavensburgEval.learned();
                double[] scratch = new double[RavensburgEval.FEATURES];
                eval = (r, s) -> learned.evaluate(FastRavensburg.encode(s), scratch);
            }
            generic = new GenericSearch(rules, eval);
        }
        return generic;
    }

    private static int[] shuffled(int n, RandomGenerator random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    private static void moveToFront(int[] order, int index) {
        int k = 0;
        while (order[k] != index) {
            k++;
        }
        System.arraycopy(order, 0, order, 1, k);
        order[0] = index;
    }
}
