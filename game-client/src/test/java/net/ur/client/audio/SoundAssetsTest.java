package net.ur.client.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.audio.AudioBuffer;
import com.jme3.audio.AudioData;
import com.jme3.audio.AudioKey;
import com.jme3.audio.AudioNode;
import com.jme3.audio.AudioStream;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every sound file loads in jME without an audio device, as the game loads it: mono (so it can
 * be heard from a place), at 22 to 44 kHz, effects held in memory and the long loops streamed;
 * the files are the ones the game names, and together they stay small.
 */
class SoundAssetsTest {

    private static AssetManager assets;

    @BeforeAll
    static void assetManager() {
        java.util.logging.Logger.getLogger("com.jme3").setLevel(java.util.logging.Level.WARNING);
        assets = new DesktopAssetManager(true);
    }

    @ParameterizedTest
    @EnumSource(Sound.class)
    void everyVariantLoadsAsTheGameLoadsIt(Sound sound) {
        for (String path : sound.assets()) {
            AudioNode node = new AudioNode(assets, path, sound.dataType());
            AudioData data = node.getAudioData();
            assertNotNull(data, path);
            assertEquals(1, data.getChannels(), path + " is mono, so it can be heard from a place");
            assertTrue(data.getSampleRate() >= 22050 && data.getSampleRate() <= 44100, path + " at " + data.getSampleRate() + " Hz");
            if (sound.dataType() == AudioData.DataType.Stream) {
                assertTrue(data instanceof AudioStream, path + " is streamed");
            } else {
                assertTrue(data instanceof AudioBuffer, path + " is held in memory");
                node.setPositional(true);
            }
            // Decode the whole file, streamed ones too.
            AudioBuffer whole = (AudioBuffer) assets.loadAudio(new AudioKey(path, false));
            float seconds = whole.getDuration();
            assertTrue(whole.getData().limit() > 0, path + " has samples");
            if (sound.isLoop()) {
                assertTrue(seconds >= 25f, path + " loops over " + seconds + " s, long enough not to be noticed");
            } else if (sound == Sound.MENU_MOTIF) {
                assertTrue(seconds > 8f && seconds < 30f, path + ": " + seconds + " s");
            } else {
                assertTrue(seconds > 0.03f && seconds < 5f, path + " is a short effect: " + seconds + " s");
            }
            assertTrue(peak(whole) > 0.01f, path + " is not silent");
        }
    }

    @Test
    void theFilesAreExactlyTheOnesTheGameNamesAndTheyAreSmall() throws IOException, java.net.URISyntaxException {
        URL url = SoundAssetsTest.class.getResource("/Sounds/Dice/knock-1.ogg");
        assertNotNull(url, "the sounds are on the classpath");
        URI uri = url.toURI();
        Set<String> named = new TreeSet<>();
        for (Sound s : Sound.values()) {
            named.addAll(s.assets());
        }
        Set<String> found = new TreeSet<>();
        long bytes = 0;
        FileSystem jar = uri.getScheme().equals("jar") ? FileSystems.newFileSystem(uri, Map.of()) : null;
        try {
            Path sounds = (jar != null ? jar.provider().getPath(uri) : Path.of(uri)).getParent().getParent();
            try (Stream<Path> files = Files.walk(sounds)) {
                for (Path p : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                    found.add("Sounds/" + sounds.relativize(p).toString().replace('\\', '/'));
                    bytes += Files.size(p);
                }
            }
        } finally {
            if (jar != null) {
                jar.close();
            }
        }
        assertEquals(named, found, "every sound file is named by a Sound, and every named file is there");
        assertTrue(bytes < 3_000_000, "the sounds take " + bytes + " bytes, under 3 MB");
    }

    private static float peak(AudioBuffer buffer) {
        java.nio.ByteBuffer data = buffer.getData().duplicate().order(java.nio.ByteOrder.LITTLE_ENDIAN);
        data.rewind();
        int peak = 0;
        while (data.remaining() >= 2) {
            peak = Math.max(peak, Math.abs(data.getShort()));
        }
        return peak / 32768f;
    }
}
