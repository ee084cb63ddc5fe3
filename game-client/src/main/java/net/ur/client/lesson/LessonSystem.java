package net.ur.client.lesson;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.House;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.game.ArrangedDice;
import net.ur.client.es.game.MissedClick;
import net.ur.client.es.game.Refused;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.es.state.TableReader;
import net.ur.client.hud.HudCue;
import net.ur.client.words.LessonWords;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lesson at the table: it reads any lesson's script and follows the game step by step. For
 * the person's steps it arranges the dice of their next throw ({@link ArrangedDice}: they still
 * throw them), points at the dice, the piece and the house ({@link LessonCue}) and waits; for the
 * opponent's steps it writes the opponent's requests itself, with arranged dice, as any actor
 * does. The rules alone judge every request. A wrong but legal move is followed when the step
 * allows it and the rest of the lesson still plays from there; otherwise the step's reason is said
 * and the table is set back to the step. A jump ahead is said first, then the table is laid at the
 * later position. The HUD's icons a step is the first to use are marked when it is taken
 * ({@link HudCue}), for the display to light. Where it is, is published as {@link LessonShown}.
 */
public class LessonSystem extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(LessonSystem.class);

    /** Seconds the lesson's opponent waits before each action, so that the person can follow. */
    public static final float OPPONENT_PAUSE = 0.9f;
    /**
     * Seconds an opponent's step with a line of its own waits at least, and per word of the line
     * (about 170 words a minute, read at the table), before it is taken: the person reads what the
     * opponent is about to do; Space (a {@link LessonSkip}) goes on at once.
     */
    public static final float READ_LEAST = 2.5f;
    public static final float READ_PER_WORD = 0.35f;
    /** The longest an opponent's step waits to be read, in seconds. */
    public static final float READ_MOST = 12f;
    /** Seconds the reason for undoing a wrong move is read before the table is set back. */
    public static final float RETRY_PAUSE = 3f;
    /** Seconds the line of a jump ahead is read before the table is laid at the later position. */
    public static final float JUMP_PAUSE = 3f;
    /** The actor's name on the lesson's requests. */
    public static final String ACTOR = "lesson";

    private final LessonControls controls;
    /** The table as its entities say: the game, its record, busy. */
    private TableReader table;
    private LessonScript script;
    private int index;
    private EntityData ed;
    private EntitySet pieces;
    private EntitySet houses;
    private EntitySet dice;
    private EntitySet cued;
    private EntitySet refusals;
    /** The person's asks to take the step for them ({@link LessonSkip}). */
    private EntitySet skips;
    /** The person's clicks that did nothing ({@link MissedClick}). */
    private EntitySet misses;
    /** Whether the opponent's step now waits for its line to be read. */
    private boolean reading;
    /** The step's own line, said again after the reason a click did nothing. */
    private String stepLine = "";
    /** Whether the line says why a click did nothing (it gives way to the step's line when the game moves on). */
    private boolean missShown;
    private EntityId lessonEntity;
    private EntityId arrangement;
    private GameState seen;
    private float wait;
    /** Whether this step's request has been written (by the opponent's turn or a skip). */
    private boolean asked;
    private String line = "";
    /** How the table got to this step, when the lesson jumped ahead; else empty. */
    private String note = "";
    /** Seconds until the table is set back after a wrong move, or negative when none was made. */
    private float retryIn = -1;
    private boolean done;

    /**
     * The lesson at a table laid at a step's position (the table's entities say the game).
     *
     * @param script the lesson; not null
     * @param index the step the table stands at, from 0
     * @param controls the lesson as a whole; not null
     */
    public LessonSystem(LessonScript script, int index, LessonControls controls) {
        Validate.nonNull(script, "script");
        Validate.nonNull(controls, "controls");
        Validate.inRange(index, "index", 0, script.size());
        this.script = script;
        this.index = index;
        this.controls = controls;
    }

    /** The step the lesson waits for (from 0), or the number of steps once all are played. */
    public int stepIndex() {
        return index;
    }

    /** The script followed (changed when the lesson adapted to a move of the person's). */
    public LessonScript script() {
        return script;
    }

    /** Whether a wrong move was made and the table is about to be set back. */
    public boolean isUndoing() {
        return retryIn >= 0;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        table = new TableReader(ed);
        pieces = ed.getEntities(PieceId.class);
        houses = ed.getEntities(House.class);
        dice = ed.getEntities(DieId.class);
        cued = ed.getEntities(LessonCue.class);
        refusals = ed.getEntities(Refused.class);
        skips = ed.getEntities(LessonSkip.class);
        misses = ed.getEntities(MissedClick.class);
        lessonEntity = ed.createEntity();
        arrangement = ed.createEntity();
        seen = table.facts().state();
        enterStep();
    }

    @Override
    protected void cleanup(Application app) {
        cued.applyChanges();
        for (Entity e : cued) {
            ed.removeComponent(e.getId(), LessonCue.class);
        }
        ed.removeEntity(lessonEntity);
        ed.removeEntity(arrangement);
        pieces.release();
        houses.release();
        dice.release();
        cued.release();
        refusals.release();
        skips.applyChanges();
        for (Entity e : skips) {
            ed.removeEntity(e.getId());
        }
        skips.release();
        misses.release();
        table.release();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        skips.applyChanges();
        if (!skips.isEmpty()) {
            for (Entity e : new java.util.ArrayList<>(skips)) {
                int step = e.get(LessonSkip.class).step();
                ed.removeEntity(e.getId());
                if (step == index) {
                    skip();
                }
            }
        }
        if (misses.applyChanges()) {
            for (Entity e : misses.getAddedEntities()) {
                missed(e.get(MissedClick.class));
            }
            for (Entity e : misses.getChangedEntities()) {
                missed(e.get(MissedClick.class));
            }
        }
        pieces.applyChanges();
        houses.applyChanges();
        dice.applyChanges();
        cued.applyChanges();
        if (refusals.applyChanges()) {
            for (Entity e : refusals.getAddedEntities()) {
                Refused r = e.get(Refused.class);
                if (ACTOR.equals(r.request().actor())) {
                    // Asked too early (the table was still moving): ask again after the pause.
                    LOG.debug("The lesson's {} was refused: {}", r.request().action(), r.reason());
                    asked = false;
                    wait = OPPONENT_PAUSE;
                }
            }
        }
        if (retryIn >= 0) {
            if (!table.busy()) {
                retryIn -= tpf;
                if (retryIn < 0) {
                    controls.restartAt(index, script);
                }
            }
            return;
        }
        net.ur.client.es.state.TableFacts facts = table.facts();
        if (facts == null) {
            return; // the table is being laid again
        }
        GameState s = facts.state();
        if (s != seen) {
            seen = s;
            changed(s);
        }
        if (done || retryIn >= 0) {
            return;
        }
        if (index >= script.size()) {
            if (!table.busy()) {
                done = true;
                line = LessonWords.lessonLearnt(script.lesson().title());
                publish();
                controls.finished();
            }
            return;
        }
        LessonStep step = script.step(index);
        if (!step.isPersons() && !asked && !table.busy()) {
            wait -= tpf;
            if (wait <= 0) {
                reading = false;
                act(step);
                publish();
            }
        }
    }

    /** The game changed: the step was taken, or a wrong move was made. */
    private void changed(GameState s) {
        if (missShown) {
            line = stepLine;
            missShown = false;
        }
        if (index >= script.size()) {
            return;
        }
        if (s.equals(script.before(index + 1).state())) {
            markHud(index);
            index++;
            enterStep();
            return;
        }
        LessonStep step = script.step(index);
        LOG.info("Lesson {}: {} not taken; the game went another way", script.lesson().id(), step.label());
        if (step.adapt()) {
            try {
                script = script.adaptedAfter(index, table.game().game());
                markHud(index);
                index++;
                line = LessonWords.lessonAdapts();
                enterStep();
                return;
            } catch (LessonException e) {
                LOG.info("The lesson cannot go on from there ({}): the step is played again", e.getMessage());
            }
        }
        line = LessonWords.lessonNotThisMove(step.why());
        reading = false;
        retryIn = RETRY_PAUSE;
        setCues(Map.of());
        ed.removeComponent(arrangement, ArrangedDice.class);
        publish();
    }

    /** Marks the HUD's icons that a step just taken is the first to use. */
    private void markHud(int taken) {
        List<HudCue.Target> first = script.hudFirstUsed(taken);
        if (!first.isEmpty()) {
            ed.setComponent(lessonEntity, new HudCue(first, taken));
        }
    }

    /** Sets the table for the step now due: its line, its dice, its cues. */
    private void enterStep() {
        asked = false;
        ed.removeComponent(arrangement, ArrangedDice.class);
        if (index >= script.size()) {
            setCues(Map.of());
            publish();
            return;
        }
        LessonStep step = script.step(index);
        wait = step.action() == LessonStep.Action.JUMP ? JUMP_PAUSE : OPPONENT_PAUSE;
        reading = !step.isPersons() && step.action() != LessonStep.Action.JUMP && !step.say().isEmpty();
        if (reading) {
            wait = readingSeconds(step.say());
        }
        LessonStep previous = index == 0 ? null : script.step(index - 1);
        if (!step.say().isEmpty()) {
            line = step.say();
        } else if (previous != null && previous.action() == LessonStep.Action.JUMP) {
            line = previous.say();
        } else if (previous == null || previous.side() != step.side()) {
            line = LessonWords.lessonTurn(step.isPersons());
        }
        if (step.action() == LessonStep.Action.JUMP) {
            note = LessonWords.lessonJump(step.jump().size(), false);
        } else if (previous != null && previous.action() == LessonStep.Action.JUMP) {
            note = LessonWords.lessonJump(previous.jump().size(), true);
        } else {
            note = "";
        }
        Map<EntityId, LessonCue> cues = new HashMap<>();
        if (step.isPersons()) {
            boolean broad = step.action() == LessonStep.Action.BROAD;
            if (step.action() == LessonStep.Action.THROW || broad) {
                ed.setComponent(arrangement, new ArrangedDice(step.side(), broad, step.faces()));
                if (step.cues().contains(LessonStep.Cue.DICE)) {
                    for (Entity d : dice) {
                        if ((d.get(DieId.class).kind() == DieKind.BROAD_ASTRAGAL) == broad) {
                            cues.put(d.getId(), new LessonCue(LessonStep.Cue.DICE));
                        }
                    }
                }
            } else if (step.action() == LessonStep.Action.MOVE) {
                Move m = script.move(index);
                for (Entity p : pieces) {
                    if (step.cues().contains(LessonStep.Cue.PIECE) && p.get(PieceId.class).piece().equals(m.piece())) {
                        cues.put(p.getId(), new LessonCue(LessonStep.Cue.PIECE));
                    }
                }
                for (Entity h : houses) {
                    if (step.cues().contains(LessonStep.Cue.HOUSE) && m.to() instanceof Location.OnBoard on
                            && h.get(House.class).square().equals(on.square())) {
                        cues.put(h.getId(), new LessonCue(LessonStep.Cue.HOUSE));
                    }
                }
            }
        }
        setCues(cues);
        stepLine = line;
        publish();
    }

    /**
     * How long an opponent's step with a line waits for it to be read.
     *
     * @param line the line; not null
     * @return seconds, from {@link #READ_LEAST} to {@link #READ_MOST}
     */
    static float readingSeconds(String line) {
        int words = line.isBlank() ? 0 : line.trim().split("\\s+").length;
        return Math.min(READ_MOST, Math.max(READ_LEAST, words * READ_PER_WORD));
    }

    /** Whether the opponent's step now waits for its line to be read (Space goes on). */
    public boolean isReading() {
        return reading;
    }

    /** A click at the table did nothing: the line says why, then the step's own line again. */
    private void missed(MissedClick miss) {
        if (done || retryIn >= 0 || index >= script.size()) {
            return;
        }
        String why = LessonWords.lessonMissedClick(miss.kind());
        line = stepLine.isEmpty() ? why : why + "\n" + stepLine;
        missShown = true;
        publish();
    }

    private void setCues(Map<EntityId, LessonCue> want) {
        for (Entity e : cued) {
            if (!want.containsKey(e.getId())) {
                ed.removeComponent(e.getId(), LessonCue.class);
            }
        }
        for (Map.Entry<EntityId, LessonCue> w : want.entrySet()) {
            if (!w.getValue().equals(ed.getComponent(w.getKey(), LessonCue.class))) {
                ed.setComponent(w.getKey(), w.getValue());
            }
        }
    }

    private void publish() {
        boolean personActs = index < script.size() && script.step(index).isPersons() && retryIn < 0;
        ed.setComponent(lessonEntity, new LessonShown(line, index, script.size(), personActs, done, note, reading && !asked));
    }

    /**
     * Takes the person's step for them (the panel's Skip, asked by a {@link LessonSkip}): the
     * lesson writes the step's request, as the person would have. Does nothing unless the lesson
     * waits for the person now.
     */
    void skip() {
        if (index >= script.size() || asked || retryIn >= 0) {
            return;
        }
        if (!script.step(index).isPersons()) {
            // The opponent's step waits no longer: it is taken as soon as the table is still.
            wait = 0;
            return;
        }
        if (!table.busy()) {
            act(script.step(index));
        }
    }

    /** Writes a step's request, with its dice arranged; for a jump, lays the table at the later position. */
    private void act(LessonStep step) {
        if (step.action() == LessonStep.Action.JUMP) {
            asked = true;
            LOG.info("Lesson {}: {}", script.lesson().id(), step.label());
            controls.restartAt(index + 1, script);
            return;
        }
        Request.Action action = switch (step.action()) {
            case THROW -> new Request.Throw(new ThrowRequest(0.9f, 0f, step.faces()));
            case KEEP -> new Request.Keep();
            case BROAD -> new Request.ThrowBroad(new ThrowRequest(0.9f, 0f, step.faces()));
            case MOVE -> new Request.MakeMove(script.move(index));
            case JUMP -> throw new IllegalStateException("a jump writes no request");
        };
        ed.setComponent(ed.createEntity(), new Request(step.side(), action, ACTOR));
        asked = true;
    }
}
