package net.ur.ai;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

import net.ur.ai.eval.BabylonianEval;
import net.ur.ai.eval.Objective;
import net.ur.ai.eval.RavensburgEval;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.ravensburg.RavensburgRuleSet;

/**
 * The registry of computer players by their command-line names: the agents {@code random},
 * {@code greedy}, {@code expectimax} and {@code expectimax:DEPTH}, and the difficulty levels
 * offered to players, from {@code beginner} to {@code master} (docs/AI.md has their measured
 * strength).
 */
public final class Agents {

    /**
     * A difficulty level for players.
     *
     * @param name its command-line name
     * @param title its name in menus
     * @param description one line for menus: what playing it is like
     */
    public record Level(String name, String title, String description) {
    }

    /** The difficulty levels, weakest first. */
    public static final List<Level> LEVELS = List.of(
            new Level("beginner", "Beginner", "Moves any piece at random."),
            new Level("novice", "Novice", "Grabs what it sees now: a capture, a rosette, a piece home or out of reach."),
            new Level("intermediate", "Intermediate", "Weighs every move by the race, safety and threats it leaves."),
            new Level("expert", "Expert", "Looks three rolls ahead: its move, your every throw and reply, its next throw."),
            new Level("master", "Master", "Looks up to seven rolls ahead (five in the Babylonian and Ravensburg games), within a second a move at most; hard to beat."));

    /** The agent names (besides {@code expectimax:DEPTH}). */
    public static final List<String> AGENTS = List.of("random", "greedy", "expectimax", "perfect");

    /** Every name {@link #byName} knows, except the {@code expectimax:DEPTH} forms: the agents, then the levels. */
    public static final List<String> NAMES;

    /** The depth of plain {@code expectimax}. */
    public static final int DEFAULT_DEPTH = 3;

    /**
     * The expert level's time limit: never reached on the classic rule sets (a move takes well under
     * a millisecond), it keeps the slower Babylonian search from keeping a player waiting.
     */
    public static final Duration EXPERT_BUDGET = Duration.ofMillis(500);

    /** The master level's time per move. */
    public static final Duration MASTER_BUDGET = Duration.ofMillis(250);
    /**
     * The master level's time per move in the Babylonian game (searched on the compact encoding with
     * the learned evaluation): iterative deepening 1, 3, 5 ... until a quarter of this is gone, an
     * unfinished iteration abandoned at this limit.
     */
    public static final Duration MASTER_BABYLONIAN_BUDGET = Duration.ofMillis(300);
    /**
     * The master level's deepest search in the Babylonian game: depth 7 seldom finished within the
     * budget, and starting it made the median move take the whole budget (docs/AI.md).
     */
    public static final int MASTER_BABYLONIAN_DEPTH = 5;
    /**
     * The master level's time limit on a rule set without a compact encoding (all eight rule sets have
     * one today; a new family starts here), searched on the readable model three rolls deep like the
     * expert: that search is about 100 times slower than the classic one, so within
     * {@link #MASTER_BUDGET} it would often finish only depth 1.
     */
    public static final Duration MASTER_READABLE_BUDGET = Duration.ofMillis(1000);
    /**
     * The master level's time per move in the Ravensburg game (searched on its compact encoding with its
     * own learned evaluation, {@link RavensburgEval#learnedMaster}): iterative deepening 1, 3, 5, a deeper
     * iteration begun only if the last one's time times {@link ExpectimaxAgent#RAVENSBURG_GROWTH} fits in
     * what is left; an unfinished iteration is abandoned at this limit.
     */
    public static final Duration MASTER_RAVENSBURG_BUDGET = Duration.ofMillis(150);
    /** The master level's deepest search in the Ravensburg game. */
    public static final int MASTER_RAVENSBURG_DEPTH = 5;
    /** The master level's deepest search. */
    public static final int MASTER_DEPTH = 7;

    static {
        List<String> names = new ArrayList<>(AGENTS);
        for (Level l : LEVELS) {
            names.add(l.name());
        }
        NAMES = List.copyOf(names);
    }

    private Agents() {
    }

    /**
     * Finds an agent by name (case-insensitive).
     *
     * @param name one of {@link #NAMES}, or {@code expectimax:DEPTH} with DEPTH 1..20; a searching one
     *     ({@code intermediate}, {@code expert}, {@code master}, {@code expectimax[:DEPTH]}) may end with
     *     {@code :counters} (the default) or {@code :win}, its {@link Objective} in the Babylonian game; not null
     * @return a new agent (agents keep caches: use one per thread)
     * @throws IllegalArgumentException naming the known agents, if the name is unknown
     */
    public static Agent byName(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        Objective objective = Objective.COUNTERS;
        for (Objective o : Objective.values()) {
            String suffix = ":" + o.id();
            if (n.endsWith(suffix) && searches(n.substring(0, n.length() - suffix.length()))) {
                objective = o;
                n = n.substring(0, n.length() - suffix.length());
                break;
            }
        }
        String suffix = objective == Objective.COUNTERS ? "" : ":" + objective.id();
        switch (n) {
            case "random":
                return new RandomAgent();
            case "greedy":
                return new GreedyAgent();
            case "expectimax":
                return ExpectimaxAgent.ofDepth(DEFAULT_DEPTH, objective);
            case "beginner":
                return new Named(new RandomAgent(), "beginner");
            case "novice":
                return new Named(new GreedyAgent(), "novice");
            case "intermediate":
                return new ExpectimaxAgent("intermediate" + suffix, describe("intermediate") + " (expectimax:1)", 1,
                        null, true, objective, false);
            case "expert":
                return new ExpectimaxAgent("expert" + suffix, describe("expert") + " (expectimax:3, at most "
                        + EXPERT_BUDGET.toMillis() + " ms)", 3, EXPERT_BUDGET, true, objective, false);
            case "master":
                return new ByRules("master" + suffix, describe("master") + " (expectimax up to depth " + MASTER_DEPTH
                        + " within " + MASTER_BUDGET.toMillis() + " ms; on the Babylonian game up to depth "
                        + MASTER_BABYLONIAN_DEPTH + " within " + MASTER_BABYLONIAN_BUDGET.toMillis()
                        + " ms, to win with its own model of the race; on the Ravensburg game up to depth " + MASTER_RAVENSBURG_DEPTH + " within "
                        + MASTER_RAVENSBURG_BUDGET.toMillis() + " ms; on other rule sets depth 3 within "
                        + MASTER_READABLE_BUDGET.toMillis() + " ms)",
                        new ExpectimaxAgent("master" + suffix, "master", MASTER_DEPTH, MASTER_BUDGET, true, objective,
                                false),
                        new ExpectimaxAgent("master" + suffix, "master", MASTER_BABYLONIAN_DEPTH,
                                MASTER_BABYLONIAN_BUDGET, true, objective, false)
                                .withBabylonianEvaluation(BabylonianEval::learnedMaster),
                        new ExpectimaxAgent("master" + suffix, "master", MASTER_RAVENSBURG_DEPTH,
                                MASTER_RAVENSBURG_BUDGET, true, objective, false)
                                .withRavensburgEvaluation(RavensburgEval::learnedMaster),
                        new ExpectimaxAgent("master" + suffix, "master", 3, MASTER_READABLE_BUDGET, true, objective,
                                false));
            case "perfect":
                return provided(n);
            default:
                break;
        }
        if (n.startsWith("expectimax:")) {
            return ExpectimaxAgent.ofDepth(expectimaxDepth(n), objective);
        }
        throw new IllegalArgumentException("unknown computer player \"" + name + "\"; known: " + String.join(", ", NAMES)
                + ", expectimax:DEPTH (DEPTH 1.." + ExpectimaxAgent.MAX_DEPTH + "), and a searching one with"
                + " :counters or :win (e.g. master:win)");
    }

    /** Whether a name (without an objective) is a searching agent or level, which may take an objective. */
    private static boolean searches(String n) {
        return n.equals("expectimax") || n.equals("intermediate") || n.equals("expert") || n.equals("master")
                || n.startsWith("expectimax:");
    }

    private static int expectimaxDepth(String n) {
        String d = n.substring("expectimax:".length());
        int depth;
        try {
            depth = Integer.parseInt(d);
        } catch (NumberFormatException e) {
            depth = -1;
        }
        if (depth < 1 || depth > ExpectimaxAgent.MAX_DEPTH) {
            throw new IllegalArgumentException("expectimax:DEPTH needs a depth of 1.." + ExpectimaxAgent.MAX_DEPTH
                    + ", not \"" + d + "\"");
        }
        return depth;
    }

    /** A player found by name among the {@link AgentProvider}s on the class path. */
    private static Agent provided(String name) {
        for (AgentProvider p : java.util.ServiceLoader.load(AgentProvider.class, Agents.class.getClassLoader())) {
            if (p.name().equals(name)) {
                return p.create();
            }
        }
        throw new IllegalArgumentException("the computer player \"" + name + "\" is not in this build");
    }

    /**
     * Describes an agent or level for menus.
     *
     * @param name a name {@link #byName} accepts, not null
     * @return one line
     * @throws IllegalArgumentException if the name is unknown
     */
    public static String describe(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (Level l : LEVELS) {
            if (l.name().equals(n)) {
                return l.description();
            }
        }
        return byName(name).description();
    }

    /**
     * A level played by one agent on the classic rule sets, one on the Babylonian game, one on the
     * Ravensburg game (each searched on its compact encoding) and one on the others (the readable model).
     */
    private record ByRules(String name, String description, Agent classic, Agent babylonian, Agent ravensburg,
            Agent other) implements Agent {
        private Agent pick(RuleSet rules) {
            return rules instanceof ClassicRuleSet ? classic : rules instanceof BabylonianRuleSet ? babylonian
                    : rules instanceof RavensburgRuleSet ? ravensburg : other;
        }

        @Override
        public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
            return pick(rules).chooseMove(rules, state, random);
        }

        @Override
        public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random, Duration budget) {
            return pick(rules).chooseMove(rules, state, random, budget);
        }

        @Override
        public RollDecision chooseRollDecision(RuleSet rules, GameState state, RandomGenerator random) {
            return pick(rules).chooseRollDecision(rules, state, random);
        }

        @Override
        public void prepare(RuleSet rules) {
            pick(rules).prepare(rules);
        }
    }

    /** An agent under a level's name. */
    private record Named(Agent agent, String name) implements Agent {
        @Override
        public String description() {
            return describe(name) + " (" + agent.name() + ")";
        }

        @Override
        public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
            return agent.chooseMove(rules, state, random);
        }

        @Override
        public RollDecision chooseRollDecision(RuleSet rules, GameState state, RandomGenerator random) {
            return agent.chooseRollDecision(rules, state, random);
        }

        @Override
        public void prepare(RuleSet rules) {
            agent.prepare(rules);
        }
    }
}
