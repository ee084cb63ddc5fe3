package net.ur.client.physics;

import com.jme3.bullet.util.NativeLibrary;
import com.jme3.system.NativeLibraryLoader;

/**
 * Loads Minie's native Bullet library once, quietly: its start-up banner would otherwise go to
 * standard output, where it corrupts the channel of the test runner and the output of the tools.
 */
public final class Physics {

    private static boolean loaded;

    private Physics() {
    }

    /** Loads the native library if it is not loaded yet; safe to call from any thread. */
    public static synchronized void ensureLoaded() {
        if (loaded) {
            return;
        }
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        NativeLibrary.setStartupMessageEnabled(false);
        loaded = true;
    }
}
