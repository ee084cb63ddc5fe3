package net.ur.client.input;

import net.ur.client.words.HintWords;
import net.ur.client.table.Hints;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.game.HintAsked;
import net.ur.client.es.state.HintShown;
import net.ur.client.es.state.TableFacts;
import net.ur.client.es.state.TableReader;
import net.ur.client.perfect.PerfectTables;
import net.ur.client.perfect.PerfectTablesState;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.classic.ClassicSettings;
import net.ur.ai.solve.SolvedTable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The H key: a hint for the person whose turn it is. After a throw it selects the move perfect play
 * makes (from the rule set's solved table, when one is in the player's data folder; it is read on the
 * first hint) or else the master's choice, as the arrow keys would select it: the preview shows its
 * ghost and route, Enter makes it. The notice line under the status says whose advice it is and, with
 * a table, the winning chance it keeps. In the Babylonian game it also advises on keeping the throw or
 * throwing the broad astragal. The advice is worked out off the render thread and dropped if the game
 * moves on first. A hint never makes a move. The hint stands on an entity as a {@link HintShown}:
 * the HUD shows its line and the person's input selects its move. The H key and the HUD's hint button
 * ask alike, with a {@link HintAsked} request that this state takes.
 */
public class HintState extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(HintState.class);
    static final String HINT = "Ur.Play.Hint";
    /** How long a hint waits for a table that is being read (a Finkel table takes about a second). */
    private static final long TABLE_WAIT_MS = 15_000;

    /** The table as its entities say: the game, its players and rules, busy, paused. */
    private TableReader table;
    private final SplittableRandom random = new SplittableRandom();
    private ExecutorService worker;
    private EntityData ed;
    private Agent master;
    private CompletableFuture<Hints.Hint> pending;
    private GameState askedFor;
    private GameState shownFor;
    private String text;
    /** The requests for a hint ({@link HintAsked}): the H key's and the HUD button's. */
    private com.simsilica.es.EntitySet asked;
    /** The entity the hint is shown on, as a {@link HintShown}, while there is one. */
    private EntityId shown;
    /** Whether the pending hint's advice has been shown (and its move selected). */
    private boolean applied;

    private final ActionListener listener = (name, pressed, tpf) -> {
        if (pressed && HINT.equals(name)) {
            ed.setComponent(ed.createEntity(), new HintAsked("key"));
        }
    };

    /** A hint for the person at the table that is laid when this state begins. */
    public HintState() {
    }

    /** The hint's line for the HUD, or null when there is none now. */
    public String text() {
        return text;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        table = new TableReader(ed);
        shown = ed.createEntity();
        asked = ed.getEntities(HintAsked.class);
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ur-hint");
            t.setDaemon(true);
            return t;
        });
        InputManager im = app.getInputManager();
        im.addMapping(HINT, new KeyTrigger(KeyInput.KEY_H));
        // A person plays a solved game: a table already made is read now, in the background, for the
        // hints and the end panel's review (nothing is made: a missing table stays missing).
        PerfectTablesState perfect = getState(PerfectTablesState.class);
        net.ur.client.es.state.TableSetup setup = table.setup();
        if (perfect != null && setup != null && (setup.players().isHuman(net.ur.rules.Player.LIGHT)
                || setup.players().isHuman(net.ur.rules.Player.DARK))) {
            PerfectTables.offered(setup.rules()).ifPresent(settings -> perfect.tables().status(settings));
        }
    }

    @Override
    protected void cleanup(Application app) {
        worker.shutdownNow();
        ed.removeEntity(shown);
        asked.release();
        table.release();
        if (app.getInputManager().hasMapping(HINT)) {
            app.getInputManager().deleteMapping(HINT);
        }
    }

    @Override
    protected void onEnable() {
        getApplication().getInputManager().addListener(listener, HINT);
    }

    @Override
    protected void onDisable() {
        getApplication().getInputManager().removeListener(listener);
    }


    /** Asks for a hint on the game as it stands (the H key). */
    public void ask() {
        // The person at the table has a choice to make now (a move, or a roll decision), or a throw.
        if (!table.personToAct()) {
            return;
        }
        GameState s = table.facts().state();
        if (s.phase() == Phase.AWAITING_ROLL) {
            show(HintWords.hintThrowFirst(table.setup().rules()), null);
            shownFor = s;
            return;
        }
        if (s == askedFor && pending != null) {
            if (pending.isDone()) {
                apply();
            }
            return;
        }
        askedFor = s;
        shownFor = s;
        applied = false;
        show(HintWords.hintThinking(), null);
        PerfectTablesState perfect = getState(PerfectTablesState.class);
        PerfectTables tables = perfect == null ? null : perfect.tables();
        net.ur.rules.RuleSet rules = table.setup().rules();
        ClassicSettings settings = PerfectTables.offered(rules).orElse(null);
        if (master == null) {
            master = Agents.byName("master");
        }
        long seed = random.nextLong();
        pending = CompletableFuture.supplyAsync(() -> Hints.hint(rules, s,
                waitForTable(tables, settings), master, new SplittableRandom(seed)), worker);
    }

    /** The table if it is ready; one being read is waited for a little; a missing one is not made for a hint. */
    private static SolvedTable waitForTable(PerfectTables tables, ClassicSettings settings) {
        if (tables == null || settings == null) {
            return null;
        }
        long until = System.currentTimeMillis() + TABLE_WAIT_MS;
        while (System.currentTimeMillis() < until) {
            PerfectTables.Status st = tables.status(settings);
            if (st.phase() != PerfectTables.Phase.UNCHECKED && st.phase() != PerfectTables.Phase.CHECKING) {
                return tables.table(settings);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
        return null;
    }

    private void apply() {
        applied = true;
        Hints.Hint h;
        try {
            h = pending.join();
        } catch (RuntimeException e) {
            LOG.warn("The hint could not be worked out", e);
            show(HintWords.hintFailed(e.getMessage()), null);
            return;
        }
        show(h == null ? null : h.text(), h == null ? null : h.move());
    }

    /** Shows a hint on the hint's entity (the HUD shows its line, the input selects its move), or none. */
    private void show(String line, Move move) {
        text = line;
        if (line == null) {
            ed.removeComponent(shown, HintShown.class);
        } else {
            ed.setComponent(shown, new HintShown(line, move));
        }
    }

    @Override
    public void update(float tpf) {
        // Each request is taken once, whatever it finds: a hint asked for when none can be given is dropped.
        asked.applyChanges();
        if (!asked.isEmpty()) {
            for (com.simsilica.es.Entity e : new java.util.ArrayList<>(asked)) {
                ed.removeEntity(e.getId());
            }
            ask();
        }
        TableFacts facts = table.facts();
        GameState s = facts == null ? null : facts.state();
        if (s != shownFor) {
            // The game moved on: the hint was for the position before.
            if (text != null) {
                show(null, null);
            }
            shownFor = null;
            if (pending != null && s != askedFor) {
                pending.cancel(true);
                pending = null;
                askedFor = null;
            }
            return;
        }
        if (pending != null && s == askedFor && pending.isDone() && !applied) {
            apply();
        }
    }
}
