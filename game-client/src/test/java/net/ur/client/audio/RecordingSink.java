package net.ur.client.audio;

import com.jme3.math.Vector3f;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A sink that plays nothing and remembers what it was asked to play, for the tests. */
final class RecordingSink implements SoundSink {

    /** One sound asked for. */
    record Played(Sound sound, int variant, Vector3f where, float volume, float pitch) {
    }

    final List<Played> played = new CopyOnWriteArrayList<>();
    final List<Sound> loops = new CopyOnWriteArrayList<>();
    final List<Sound> stopped = new CopyOnWriteArrayList<>();
    final List<float[]> gains = new CopyOnWriteArrayList<>();
    volatile boolean closed;

    @Override
    public void play(Sound sound, int variant, Vector3f where, float volume, float pitch) {
        if (variant < 0 || variant >= sound.variants()) {
            throw new AssertionError(sound + " has no variant " + variant);
        }
        played.add(new Played(sound, variant, where, volume, pitch));
    }

    @Override
    public void loop(Sound sound, float volume) {
        loops.add(sound);
    }

    @Override
    public void stop(Sound sound) {
        stopped.add(sound);
    }

    @Override
    public void setGains(float effects, float ambience) {
        gains.add(new float[] {effects, ambience});
    }

    @Override
    public void close() {
        closed = true;
    }

    long count(Sound sound) {
        return played.stream().filter(p -> p.sound() == sound).count();
    }

    List<Played> of(Sound sound) {
        return played.stream().filter(p -> p.sound() == sound).toList();
    }

    float[] lastGains() {
        return gains.isEmpty() ? null : gains.get(gains.size() - 1);
    }
}
