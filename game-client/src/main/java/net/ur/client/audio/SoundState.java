package net.ur.client.audio;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.game.TableEvent;
import net.ur.client.es.state.TableSetup;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.rules.Counters;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game's sound: plays the night and the lamp's flame under the menus and the games, a lyre
 * motif when the main menu shows, the menu buttons' hover and click, and the sounds of the table
 * (dice, pieces, captures, rosettes, turns without a move, the end of a game), heard from where
 * they happen, read from the table's entities (its events, and whether a table is laid), and applies the volume
 * settings as soon as they change. Everything goes through a {@link SoundSink}: jME audio nodes
 * when the application has an audio renderer, nothing when it has none (a headless run), or a
 * recorder that a test puts in with {@link #setSink}.
 */
public class SoundState extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(SoundState.class);

    /** The menu motif plays again on showing the menu only after this many seconds. */
    static final float MOTIF_REST = 120f;
    /** The shortest time between two hover sounds. */
    static final float HOVER_GAP = 0.05f;

    private SoundSink sink;
    private boolean sinkGiven;
    private Settings applied;
    private boolean loopsStarted;
    /**
     * Whether a frame has been drawn since the state was enabled. The loops and the menu's motif
     * wait for it: reading and decoding their first seconds of Ogg would otherwise hold back the
     * first picture of the menu at every start; they begin one frame later.
     */
    private boolean drawn;
    /** The motif was asked for before the first frame: it plays once that is drawn. */
    private boolean motifWaiting;
    private float time;
    private float lastHover = Float.NEGATIVE_INFINITY;
    private float lastMotif = Float.NEGATIVE_INFINITY;
    /** The table's events, once the entity store is there. */
    private EntitySet events;
    /** The table laid (its {@code TableSetup}), while a game is at the table; followed once the entity store is there. */
    private EntitySet tables;
    private final Consumer<Sound> uiListener = this::playUi;
    private final DiceClatter clatter = new DiceClatter();
    private final SplittableRandom random;
    private final int[] lastVariant = new int[Sound.values().length];

    /** Creates the sound state; its sink is chosen when it is initialised. */
    public SoundState() {
        this(new SplittableRandom());
    }

    /**
     * @param random picks the variants of the sounds; not null
     */
    public SoundState(SplittableRandom random) {
        Validate.nonNull(random, "random");
        this.random = random;
        java.util.Arrays.fill(lastVariant, -1);
    }

    /**
     * Replaces where the sounds go (the test seam): the old sink is closed, the loops start again
     * on the new one and the volumes are applied to it.
     *
     * @param sink the new sink; not null
     */
    public void setSink(SoundSink sink) {
        Validate.nonNull(sink, "sink");
        if (this.sink != null) {
            this.sink.close();
        }
        this.sink = sink;
        this.sinkGiven = true;
        this.applied = null;
        this.loopsStarted = false;
    }


    /** Where the sounds go now; null before the state is initialised unless one was given. */
    public SoundSink getSink() {
        return sink;
    }

    /**
     * Plays a sound once, at a place on the table or everywhere.
     *
     * @param sound a sound that does not loop; not null
     * @param where where it sounds, or null for no place; unaffected
     * @param volume 0..1 before the volume settings
     */
    public void play(Sound sound, Vector3f where, float volume) {
        play(sound, where, volume, 1f);
    }

    /**
     * Plays coins counted into the pool: one coin's clink, or several coins one after another.
     *
     * @param count how many coins, at least 1
     * @param where where the pool is, or null for no place; unaffected
     */
    public void coinsIntoPool(int count, Vector3f where) {
        coins(count, where, Sound.COIN_IN, Sound.COINS_IN);
    }

    /**
     * Plays coins taken out of the pool: one coin slid off the pile, or several gathered.
     *
     * @param count how many coins, at least 1
     * @param where where the pool is, or null for no place; unaffected
     */
    public void coinsOutOfPool(int count, Vector3f where) {
        coins(count, where, Sound.COIN_OUT, Sound.COINS_OUT);
    }

    private void coins(int count, Vector3f where, Sound one, Sound many) {
        Validate.positive(count, "count");
        play(count == 1 ? one : many, where, 1f, 1f);
    }

    private void play(Sound sound, Vector3f where, float volume, float pitch) {
        Validate.nonNull(sound, "sound");
        if (sound.isLoop()) {
            throw new IllegalArgumentException(sound + " loops: it is played by the sound state itself");
        }
        if (sink == null || !isEnabled()) {
            return;
        }
        sink.play(sound, variant(sound), where == null ? null : where.clone(), clampVolume(volume), pitch);
    }

    /** A variant of the sound, never the same one twice running when it has several. */
    private int variant(Sound sound) {
        int n = sound.variants();
        if (n == 1) {
            return 0;
        }
        int last = lastVariant[sound.ordinal()];
        int v = random.nextInt(last < 0 ? n : n - 1);
        if (last >= 0 && v >= last) {
            v++;
        }
        lastVariant[sound.ordinal()] = v;
        return v;
    }

    private static float clampVolume(float v) {
        return Float.isNaN(v) ? 0f : Math.max(0f, Math.min(1f, v));
    }

    private void playUi(Sound sound) {
        if (sound == Sound.MENU_MOTIF) {
            playMotif();
            return;
        }
        if (sound == Sound.UI_HOVER) {
            if (time - lastHover < HOVER_GAP) {
                return;
            }
            lastHover = time;
        }
        play(sound, null, 1f, 1f);
    }

    @Override
    protected void initialize(Application app) {
        if (sink == null) {
            if (app.getAudioRenderer() == null) {
                LOG.info("No audio renderer: the game is silent");
                sink = SoundSink.SILENT;
            } else {
                sink = new AudioNodeSink(app.getAssetManager());
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (events != null) {
            events.release();
            tables.release();
            events = null;
            tables = null;
        }
        if (sink != null) {
            sink.close();
        }
        if (!sinkGiven) {
            sink = null;
        }
    }

    @Override
    protected void onEnable() {
        UiSounds.listen(uiListener);
        loopsStarted = false;
        drawn = false;
        motifWaiting = false;
    }

    @Override
    protected void onDisable() {
        UiSounds.stopListening(uiListener);
        if (sink != null) {
            sink.stop(Sound.NIGHT);
            sink.stop(Sound.FLAME);
            sink.stop(Sound.MENU_MOTIF);
        }
    }

    @Override
    public void update(float tpf) {
        time += tpf;
        applyVolumes();
        if (drawn && !loopsStarted) {
            sink.loop(Sound.NIGHT, 1f);
            sink.loop(Sound.FLAME, 1f);
            loopsStarted = true;
        }
        if (drawn && motifWaiting) {
            motifWaiting = false;
            playMotif();
        }
        hearTable();
        sink.update(tpf);
    }

    @Override
    public void postRender() {
        drawn = true;
    }

    /** Gives the sink the volumes from the settings, whenever they have changed. */
    private void applyVolumes() {
        SettingsState settings = getState(SettingsState.class);
        Settings now = settings == null ? Settings.DEFAULTS : settings.get();
        if (now == applied) {
            return;
        }
        if (applied == null || applied.masterVolume() != now.masterVolume() || applied.effectsVolume() != now.effectsVolume()
                || applied.ambientVolume() != now.ambientVolume()) {
            sink.setGains(now.masterVolume() * now.effectsVolume(), now.masterVolume() * now.ambientVolume());
        }
        applied = now;
    }

    /** The menu's motif, asked for when the main menu comes into view: played unless it played not long ago or a game is on. */
    private void playMotif() {
        if (!drawn) {
            motifWaiting = true;
            return;
        }
        if (!gameOn() && time - lastMotif > MOTIF_REST) {
            lastMotif = time;
            play(Sound.MENU_MOTIF, null, 1f, 1f);
        }
    }

    /**
     * The sounds of a piece put down: the placement, a capture, and a rosette when the piece lands
     * on one and the rules give rosettes a meaning (never in the Ravensburg game, whose board has
     * rosettes that its rules ignore).
     *
     * @param rules the rules of the game, or null when unknown (rosettes then sound)
     * @param move the move made; not null
     * @return the sounds, in order
     */
    static java.util.List<Sound> placementSounds(net.ur.rules.RuleSet rules, Move move) {
        java.util.List<Sound> out = new java.util.ArrayList<>();
        out.add(Sound.PIECE_PLACE);
        if (move.isCapture()) {
            out.add(Sound.CAPTURE);
        }
        if (move.rosette() && (rules == null || rules.rosettesMatter())) {
            out.add(Sound.ROSETTE);
        }
        return out;
    }

    /**
     * Plays what an event of the table sounds like: the dice thrown and knocking, a lost turn, a
     * piece lifted and placed (a capture, a rosette where the rules give it a meaning), the
     * counters going into or out of the pool, the end of the game.
     *
     * @param event what happened; not null
     */
    void hear(TableEvent.Event event) {
        if (event instanceof TableEvent.DiceThrown t) {
            play(Sound.DICE_THROW, null, 0.55f + 0.3f * (t.strength() - 0.5f), 1f);
        } else if (event instanceof TableEvent.DiceKnock k) {
            float volume = DiceClatter.volume(k.impulse());
            if (clatter.accept(time, volume)) {
                float wobble = (float) (random.nextDouble() * 2 - 1);
                play(Sound.DICE_KNOCK, k.where(), volume, DiceClatter.pitch(volume, wobble));
            }
        } else if (event instanceof TableEvent.DiceSettled d) {
            if (d.passes()) {
                play(Sound.NO_MOVE, null, 1f, 1f);
            }
        } else if (event instanceof TableEvent.PieceLifted l) {
            play(Sound.PIECE_LIFT, l.from(), 1f, pitchWobble());
        } else if (event instanceof TableEvent.PiecePlaced p) {
            for (Sound s : placementSounds(p.rules(), p.move())) {
                if (s == Sound.ROSETTE) {
                    play(s, p.at(), 0.9f, 1f);
                } else {
                    play(s, p.at(), 1f, pitchWobble());
                }
            }
        } else if (event instanceof TableEvent.CountersMoved c) {
            // The Babylonian game's counters, heard as the coins land: into the pool when a bird
            // pays, out of it when a bird collects or the winner takes the pool.
            if (c.to() == Counters.Pile.POOL) {
                coinsIntoPool(c.count(), c.where());
            } else {
                coinsOutOfPool(c.count(), c.where());
            }
        } else if (event instanceof TableEvent.GameOver o) {
            // A person who lost hears the loss; a win, or the end of a game between computers, the win.
            play(o.personWon() || !o.personPlayed() ? Sound.WIN : Sound.LOSS, null, 1f, 1f);
        }
    }

    /** Whether a game is at the table: a table is laid (an entity has its {@code TableSetup}). */
    private boolean gameOn() {
        if (tables == null) {
            return false;
        }
        tables.applyChanges();
        return !tables.isEmpty();
    }

    /** Hears the table's new events; the menu's motif stops when a table is laid. */
    private void hearTable() {
        if (events == null) {
            EntityDataState es = getState(EntityDataState.class);
            if (es == null) {
                return;
            }
            events = es.getEntityData().getEntities(TableEvent.class);
            tables = es.getEntityData().getEntities(TableSetup.class);
        }
        if (tables.applyChanges() && !tables.getAddedEntities().isEmpty() && sink != null) {
            sink.stop(Sound.MENU_MOTIF);
        }
        events.applyChanges();
        List<Entity> added = new ArrayList<>(events.getAddedEntities());
        added.sort(java.util.Comparator.comparingLong(e -> e.getId().getId()));
        for (Entity e : added) {
            hear(e.get(TableEvent.class).event());
        }
    }

    private float pitchWobble() {
        return 0.96f + 0.08f * (float) random.nextDouble();
    }
}
