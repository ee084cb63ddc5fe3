package net.ur.client.audio;

import java.nio.ByteBuffer;
import org.lwjgl.openal.ALC10;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks OpenAL, before jME does, whether a sound device can be opened. jME's OpenAL renderer
 * crashes the game when there is none (a machine without a sound card, a headless server), so
 * the game starts without sound instead, and says so once.
 */
public final class AudioProbe {
    private static final Logger LOG = LoggerFactory.getLogger(AudioProbe.class);

    private AudioProbe() {}

    /** True if the default OpenAL device opens; false (with one warning) if it does not. */
    public static boolean soundDeviceAvailable() {
        try {
            long device = ALC10.alcOpenDevice((ByteBuffer) null);
            if (device == 0L) {
                LOG.warn("No sound device could be opened; the game plays without sound");
                return false;
            }
            ALC10.alcCloseDevice(device);
            return true;
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("OpenAL is not usable ({}); the game plays without sound", e.toString());
            return false;
        }
    }
}
