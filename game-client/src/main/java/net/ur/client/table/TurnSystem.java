package net.ur.client.table;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.random.RandomGenerator;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import jme3utilities.Validate;
import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.es.state.ComputerStatus;
import net.ur.client.perfect.PerfectOrMaster;
import net.ur.client.perfect.PerfectTables;
import net.ur.client.perfect.PerfectTablesState;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;

/**
 * The turn system: keeps the game going between the players' actions. When a computer player is
 * to act it waits a moment (so a person can follow), then throws for it, or asks its agent for a
 * move or a roll decision on a worker thread (so thinking never freezes a frame) and writes the
 * answer as a {@link Request}, just as a person's hands would. What the HUD shows of the computer
 * players (one thinking, Perfect's notice) it publishes as a {@link ComputerStatus}.
 */
public class TurnSystem extends BaseAppState {

    /** Seconds a computer player waits before it acts. */
    public static final float COMPUTER_PAUSE = 0.7f;

    private final RandomGenerator random;
    /** The table as its entities say: the game, its players and rules, busy. */
    private net.ur.client.es.state.TableReader table;
    private RuleSet rules;
    private final Agent[] agents = new Agent[2];
    private EntityData ed;
    private ExecutorService thinker;
    private CompletableFuture<Move> thinking;
    private CompletableFuture<RollDecision> deciding;
    private float wait;
    /** Said in the HUD when Perfect was asked for rules it does not know. */
    private String fallback = "";
    private GameState waitingFor;
    /** The entity the computer players' status is published on, and what it says now. */
    private EntityId statusEntity;
    private ComputerStatus published;

    /**
     * The computer players of the table laid when this system begins (its {@code TableSetup} says who plays).
     *
     * @param random the computer players' source of randomness; not null
     */
    public TurnSystem(RandomGenerator random) {
        Validate.nonNull(random, "random");
        this.random = random;
    }

    /**
     * A line for the HUD about the computer players, e.g. while Perfect's table is being made and the
     * master plays for it.
     *
     * @return the line, or empty
     */
    public String notice() {
        for (Agent a : agents) {
            if (a instanceof PerfectOrMaster p) {
                String line = net.ur.client.words.HintWords.perfectNotice(p);
                if (!line.isEmpty()) {
                    return line;
                }
            }
        }
        return fallback;
    }

    /**
     * The agent playing a side.
     *
     * @param player the side
     * @return its agent, or null for a person
     */
    public Agent agent(Player player) {
        return agents[player.ordinal()];
    }

    /** Whether a computer player is choosing its move now. */
    private boolean isThinking() {
        return thinking != null || deciding != null;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        table = new net.ur.client.es.state.TableReader(ed);
        net.ur.client.es.state.TableSetup setup = table.setup();
        if (setup == null) {
            throw new IllegalStateException("the turn system begins after the table system has laid the table");
        }
        rules = setup.rules();
        net.ur.client.settings.PlaySetup players = setup.players();
        for (Player p : Player.values()) {
            if (!players.isHuman(p) && !players.isScripted(p) && !players.isRemote(p)) {
                agents[p.ordinal()] = Agents.byName(players.controller(p));
            }
        }
        PerfectTablesState perfect = getState(PerfectTablesState.class);
        for (Player p : Player.values()) {
            if (perfect == null || !"perfect".equals(players.controller(p))) {
                continue;
            }
            java.util.Optional<net.ur.rules.classic.ClassicSettings> solved = PerfectTables.offered(rules);
            if (solved.isPresent()) {
                // Perfect at the table: from its table once it is ready, the master until then.
                agents[p.ordinal()] = new PerfectOrMaster(perfect.tables(), solved.get());
            } else {
                agents[p.ordinal()] = Agents.byName("master");
                fallback = net.ur.client.words.HintWords.perfectUnknown(rules.displayName());
            }
        }
        statusEntity = ed.createEntity();
        published = new ComputerStatus(false, notice());
        ed.setComponent(statusEntity, published);
        thinker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ur-computer-player");
            t.setDaemon(true);
            return t;
        });
        // Each computer player readies itself for the rules (the Babylonian master builds its race table,
        // 0.2-0.4 s) on its own thread before its first move, not inside that move's thinking time.
        for (Agent agent : agents) {
            if (agent != null) {
                thinker.execute(() -> {
                    try {
                        agent.prepare(rules);
                    } catch (RuntimeException ex) {
                        // An agent that cannot ready itself fails again at its first move, which reports it.
                    }
                });
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
        thinker.shutdownNow();
        table.release();
        ed.removeEntity(statusEntity);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        act(tpf);
        ComputerStatus now = new ComputerStatus(isThinking(), notice());
        if (!now.equals(published)) {
            ed.setComponent(statusEntity, now);
            published = now;
        }
    }

    /** Throws, asks or answers for the computer player whose turn it is, when its time has come. */
    private void act(float tpf) {
        // The game as the table publishes it (TableFacts), which the computer players read.
        net.ur.client.es.state.TableFacts facts = table.facts();
        if (facts == null) {
            return;
        }
        GameState state = facts.state();
        if (thinking != null) {
            if (thinking.isDone() && state == waitingFor) {
                wait -= tpf;
                if (wait <= 0) {
                    Move chosen = thinking.join();
                    ask(chosen.player(), new Request.MakeMove(chosen));
                    thinking = null;
                }
            } else if (state != waitingFor) {
                thinking.cancel(true);
                thinking = null;
            }
            return;
        }
        if (deciding != null) {
            if (deciding.isDone() && state == waitingFor) {
                wait -= tpf;
                if (wait <= 0) {
                    RollDecision d = deciding.join();
                    deciding = null;
                    if (d.throwAgain()) {
                        // The broad astragal is thrown for real by the dice system, not taken from the agent.
                        ask(state.turn(), new Request.ThrowBroad(new ThrowRequest(0.8f + 0.4f * random.nextFloat())));
                        wait = Float.MAX_VALUE;
                    } else {
                        ask(state.turn(), new Request.Keep());
                    }
                }
            } else if (state != waitingFor) {
                deciding.cancel(true);
                deciding = null;
            }
            return;
        }
        if (table.busy() || facts.isOver()) {
            return;
        }
        Agent agent = agents[state.turn().ordinal()];
        if (agent == null) {
            return;
        }
        if (state != waitingFor) {
            waitingFor = state;
            wait = COMPUTER_PAUSE;
        }
        wait -= tpf;
        if (state.phase() == Phase.AWAITING_ROLL && wait <= 0) {
            ask(state.turn(), new Request.Throw(new ThrowRequest(0.8f + 0.4f * random.nextFloat())));
            wait = Float.MAX_VALUE;
        } else if (state.phase() == Phase.AWAITING_ROLL_DECISION && wait < Float.MAX_VALUE / 2) {
            RuleSet rules = this.rules;
            long seed = random.nextLong();
            boolean mustThrow = !facts.canKeepRoll();
            deciding = CompletableFuture.supplyAsync(() -> mustThrow ? RollDecision.throwAgain(rules.rollDecisions().orElseThrow().roll(true))
                    : agent.chooseRollDecision(rules, state, new java.util.SplittableRandom(seed)), thinker);
            wait = Math.max(wait, 0.3f);
        } else if (state.phase() == Phase.AWAITING_MOVE) {
            RuleSet rules = this.rules;
            long seed = random.nextLong();
            thinking = CompletableFuture.supplyAsync(
                    () -> agent.chooseMove(rules, state, new java.util.SplittableRandom(seed)), thinker);
            wait = Math.max(wait, 0.3f);
        }
    }

    /** Writes the computer player's request, as a person's hands would write theirs. */
    private void ask(net.ur.rules.Player side, Request.Action action) {
        ed.setComponent(ed.createEntity(), new Request(side, action, "computer"));
    }
}
