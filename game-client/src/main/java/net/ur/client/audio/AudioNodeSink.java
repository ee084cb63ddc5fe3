package net.ur.client.audio;

import com.jme3.asset.AssetManager;
import com.jme3.audio.AudioNode;
import com.jme3.audio.AudioSource;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jme3utilities.Validate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays sounds as jME audio nodes: a new node for each effect (buffered data, cached by the asset
 * manager), positional where the sound has a place on the table, and one streamed node per loop.
 * It keeps the nodes that play so that a change of volume reaches them at once, and forgets them
 * when they stop. A sound that cannot be loaded or played is logged once and then skipped.
 */
public final class AudioNodeSink implements SoundSink {

    private static final Logger LOG = LoggerFactory.getLogger(AudioNodeSink.class);

    /** The distance (metres) within which a positional sound is at its full volume. */
    static final float REF_DISTANCE = 0.6f;
    /** Beyond this distance (metres) a positional sound fades no further. */
    static final float MAX_DISTANCE = 12f;
    /** At most this many effects at once; the oldest is cut short for a new one. */
    static final int MAX_EFFECTS = 24;

    /** A loop that ends sooner than this after it started is not started again. */
    static final float MIN_LOOP_SECONDS = 5f;

    private record Playing(Sound sound, AudioNode node, float volume) {
    }

    private final Map<Sound, Float> loopAges = new EnumMap<>(Sound.class);

    private final AssetManager assets;
    private final List<Playing> effects = new ArrayList<>();
    private final Map<Sound, Playing> loops = new EnumMap<>(Sound.class);
    private final Set<String> failed = new HashSet<>();
    private float effectsGain = 1f;
    private float ambienceGain = 1f;

    /**
     * @param assets where the sound files are loaded from; not null
     */
    public AudioNodeSink(AssetManager assets) {
        Validate.nonNull(assets, "assets");
        this.assets = assets;
    }

    @Override
    public void play(Sound sound, int variant, Vector3f where, float volume, float pitch) {
        String path = sound.asset(variant);
        if (failed.contains(path)) {
            return;
        }
        try {
            AudioNode node = new AudioNode(assets, path, sound.dataType());
            node.setLooping(false);
            node.setPositional(where != null);
            if (where != null) {
                node.setRefDistance(REF_DISTANCE);
                node.setMaxDistance(MAX_DISTANCE);
                node.setReverbEnabled(false);
                node.setLocalTranslation(where);
                node.updateGeometricState();
            }
            node.setPitch(FastMath.clamp(pitch, 0.5f, 2f));
            node.setVolume(volume * gain(sound));
            node.play();
            effects.add(new Playing(sound, node, volume));
            if (effects.size() > MAX_EFFECTS) {
                effects.remove(0).node().stop();
            }
        } catch (RuntimeException e) {
            failed.add(path);
            LOG.warn("The sound {} could not be played and is left out: {}", path, e.toString());
        }
    }

    @Override
    public void loop(Sound sound, float volume) {
        if (!sound.isLoop()) {
            throw new IllegalArgumentException(sound + " is not a loop");
        }
        Playing now = loops.get(sound);
        if (now != null) {
            loops.put(sound, new Playing(sound, now.node(), volume));
            now.node().setVolume(volume * gain(sound));
            return;
        }
        String path = sound.asset(0);
        if (failed.contains(path)) {
            return;
        }
        try {
            AudioNode node = new AudioNode(assets, path, sound.dataType());
            node.setPositional(false);
            node.setLooping(true);
            node.setVolume(volume * gain(sound));
            node.play();
            loops.put(sound, new Playing(sound, node, volume));
            loopAges.put(sound, 0f);
        } catch (RuntimeException e) {
            failed.add(path);
            LOG.warn("The loop {} could not be played and is left out: {}", path, e.toString());
        }
    }

    @Override
    public void stop(Sound sound) {
        Playing loop = loops.remove(sound);
        loopAges.remove(sound);
        if (loop != null) {
            stopQuietly(loop.node());
        }
        for (Iterator<Playing> it = effects.iterator(); it.hasNext();) {
            Playing p = it.next();
            if (p.sound() == sound) {
                stopQuietly(p.node());
                it.remove();
            }
        }
    }

    @Override
    public void setGains(float effects, float ambience) {
        this.effectsGain = FastMath.clamp(effects, 0f, 1f);
        this.ambienceGain = FastMath.clamp(ambience, 0f, 1f);
        for (Playing p : this.effects) {
            p.node().setVolume(p.volume() * gain(p.sound()));
        }
        for (Playing p : loops.values()) {
            p.node().setVolume(p.volume() * gain(p.sound()));
        }
    }

    @Override
    public void update(float tpf) {
        effects.removeIf(p -> p.node().getStatus() == AudioSource.Status.Stopped);
        for (Playing p : List.copyOf(loops.values())) {
            float age = loopAges.merge(p.sound(), tpf, Float::sum);
            if (p.node().getStatus() == AudioSource.Status.Stopped) {
                // A stream that could not seek back to its start has ended: start a new one.
                loops.remove(p.sound());
                stopQuietly(p.node());
                if (age < MIN_LOOP_SECONDS) {
                    failed.add(p.sound().asset(0));
                    LOG.warn("The loop {} stopped after {} s and is left out", p.sound().asset(0), age);
                } else {
                    loop(p.sound(), p.volume());
                }
            }
        }
    }

    @Override
    public void close() {
        for (Playing p : effects) {
            stopQuietly(p.node());
        }
        for (Playing p : loops.values()) {
            stopQuietly(p.node());
        }
        effects.clear();
        loops.clear();
        loopAges.clear();
    }

    /** The effects that are playing now, for tests. */
    int playingEffects() {
        return effects.size();
    }

    /** Whether a loop plays now, for tests. */
    boolean isLooping(Sound sound) {
        return loops.containsKey(sound);
    }

    /** How many sound files could not be played, for tests. */
    int failures() {
        return failed.size();
    }

    private float gain(Sound sound) {
        return sound.channel() == Sound.Channel.EFFECTS ? effectsGain : ambienceGain;
    }

    private static void stopQuietly(AudioNode node) {
        try {
            node.stop();
        } catch (RuntimeException e) {
            LOG.debug("Stopping a sound failed: {}", e.toString());
        }
    }
}
