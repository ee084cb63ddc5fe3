package net.ur.client.physics;

import com.jme3.bullet.PhysicsSpace;
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
     * Loads the native library if it is not loaded yet, and makes one physics space with it and
     * takes it away again; safe to call from any thread. Called before the application starts
     * when the library comes unpacked ({@link #NATIVES_PROPERTY}).
     *
     * <p>The native library looks its Java classes and fields up when a physics object is first
     * made, and that first look-up is not safe from two threads at once: two games in one JVM (two
     * windows of a network game) making their first dice tables together left one table with a
     * gravity of 1.4E-45 instead of -9.81, whose dice never came to rest. The space made here,
     * while the lock is held, does that look-up before any other thread can make physics.
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
        new PhysicsSpace(PhysicsSpace.BroadphaseType.DBVT).destroy();
        loaded = true;
    }
}
