package net.ur.client.physics;

import com.jme3.bullet.util.NativeLibrary;
import com.jme3.system.JmeSystem;
import com.jme3.system.NativeLibraryLoader;
import java.nio.file.Path;

/**
 * Loads Minie's native Bullet library once, quietly: its start-up banner would otherwise go to
 * standard output, where it corrupts the channel of the test runner and the output of the tools.
 */
public final class Physics {

    /**
     * The system property naming a folder that holds the native library already unpacked (the
     * packaged game sets it): then it is loaded from there, and jME's loader, which unpacks it
     * from the class path into the working directory, is not used.
     */
    public static final String NATIVES_PROPERTY = "ur.natives";

    private static boolean loaded;

    private Physics() {
    }

    /**
     * Loads the native library if it is not loaded yet; safe to call from any thread. Called
     * before the application starts when the library comes unpacked ({@link #NATIVES_PROPERTY}).
     */
    public static synchronized void ensureLoaded() {
        if (loaded) {
            return;
        }
        String folder = System.getProperty(NATIVES_PROPERTY);
        if (folder != null && !folder.isBlank()) {
            System.load(Path.of(folder, System.mapLibraryName("bulletjme")).toAbsolutePath().toString());
            // jME's desktop system loads the library too when the application starts, from the
            // class path; one registered with no place in a jar it leaves alone.
            NativeLibraryLoader.registerNativeLibrary("bulletjme", JmeSystem.getPlatform(), null);
        } else {
            NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        }
        NativeLibrary.setStartupMessageEnabled(false);
        loaded = true;
    }
}
