package net.ur.client.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.audio.AudioContext;
import com.jme3.audio.AudioRenderer;
import com.jme3.audio.Listener;
import com.jme3.math.Vector3f;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeSystem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The game's sink on jME's real OpenAL renderer, as the game runs it (on CI and on machines
 * without a sound card OpenAL's null driver, ALSOFT_DRIVERS=null, takes the sound; the volumes
 * are zero, so nothing is heard anywhere): every sound plays, positional or not, the loops
 * stream, and nothing is left playing after close.
 */
class AudioNodeSinkTest {

    /** Held, so that the quieter level is not lost with a collected logger. */
    private static final java.util.logging.Logger JME_LOG = java.util.logging.Logger.getLogger("com.jme3");

    private AudioRenderer renderer;

    @BeforeEach
    void openAl() {
        JME_LOG.setLevel(java.util.logging.Level.WARNING);
        AppSettings settings = new AppSettings(true);
        settings.setAudioRenderer(AppSettings.LWJGL_OPENAL);
        renderer = JmeSystem.newAudioRenderer(settings);
        renderer.initialize();
        AudioContext.setAudioRenderer(renderer);
        renderer.setListener(new Listener());
    }

    @AfterEach
    void closeAl() {
        renderer.cleanup();
    }

    @Test
    void everySoundPlaysThroughOpenAlAndStopsOnClose() {
        AudioNodeSink sink = new AudioNodeSink(new DesktopAssetManager(true));
        sink.setGains(0f, 0f);
        sink.loop(Sound.NIGHT, 1f);
        sink.loop(Sound.FLAME, 1f);
        sink.loop(Sound.FLAME, 0.5f);
        Vector3f table = new Vector3f(0.1f, 0.8f, 0f);
        int asked = 0;
        int variants = 0;
        for (Sound s : Sound.values()) {
            if (s.isLoop()) {
                continue;
            }
            variants += s.variants();
            for (int v = 0; v < s.variants(); v++) {
                sink.play(s, v, v % 2 == 0 ? table : null, 0.7f, 1.1f);
                asked++;
            }
        }
        assertTrue(sink.playingEffects() <= AudioNodeSink.MAX_EFFECTS, "at most " + AudioNodeSink.MAX_EFFECTS + " effects at once");
        for (int frame = 0; frame < 30; frame++) {
            renderer.update(1 / 60f);
            sink.update(1 / 60f);
        }
        assertEquals(0, sink.failures(), "every sound loaded and played");
        assertTrue(sink.playingEffects() > 0, "the effects play (OpenAL's null driver plays them in silence)");
        assertTrue(sink.isLooping(Sound.NIGHT) && sink.isLooping(Sound.FLAME), "the loops play");
        sink.setGains(0f, 0f);
        sink.stop(Sound.MENU_MOTIF);
        sink.stop(Sound.NIGHT);
        assertTrue(!sink.isLooping(Sound.NIGHT), "a stopped loop is stopped");
        sink.close();
        assertEquals(0, sink.playingEffects(), "nothing plays after close");
        assertEquals(variants, asked, "every variant was asked for");
        assertThrows(IllegalArgumentException.class, () -> sink.loop(Sound.WIN, 1f));
    }
}
