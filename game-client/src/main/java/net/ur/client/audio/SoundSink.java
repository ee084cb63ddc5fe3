package net.ur.client.audio;

import com.jme3.math.Vector3f;

/**
 * Where {@link SoundState} sends the sounds it decides to play: the game's sink plays jME audio
 * nodes ({@link AudioNodeSink}); a machine without audio uses {@link #SILENT}; tests put in a sink
 * that records what was asked for. Called on the render thread only.
 */
public interface SoundSink {

    /** Plays nothing: for a game without an audio renderer. */
    SoundSink SILENT = new SoundSink() {
        @Override
        public void play(Sound sound, int variant, Vector3f where, float volume, float pitch) {
        }

        @Override
        public void loop(Sound sound, float volume) {
        }

        @Override
        public void stop(Sound sound) {
        }

        @Override
        public void setGains(float effects, float ambience) {
        }

        @Override
        public void close() {
        }
    };

    /**
     * Plays a sound once.
     *
     * @param sound the sound; not null
     * @param variant which of its files, 0 to {@code sound.variants() - 1}
     * @param where where it sounds, in world coordinates; null for a sound heard equally in both
     *        ears (the menu, music); unaffected
     * @param volume 0..1, before the sound's channel gain
     * @param pitch 0.5..2, 1 as recorded
     */
    void play(Sound sound, int variant, Vector3f where, float volume, float pitch);

    /**
     * Starts a looping sound, or sets its volume if it plays already.
     *
     * @param sound a sound whose {@code isLoop()} is true
     * @param volume 0..1, before the channel gain
     */
    void loop(Sound sound, float volume);

    /**
     * Stops whatever plays of a sound.
     *
     * @param sound the sound; not null
     */
    void stop(Sound sound);

    /**
     * Sets the gain of each channel (the master volume times the channel's), applied at once to
     * what is playing and to what plays later.
     *
     * @param effects 0..1
     * @param ambience 0..1
     */
    void setGains(float effects, float ambience);

    /**
     * Lets the sink forget finished sounds; called once a frame.
     *
     * @param tpf seconds since the last frame
     */
    default void update(float tpf) {
    }

    /** Stops everything and lets go of the audio. */
    void close();
}
