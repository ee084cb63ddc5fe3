package net.ur.client.settings;

import jme3utilities.Validate;
/**
 * How the game window is opened: size, fullscreen, vertical sync and graphics quality. Parsed from
 * the command line by the launcher; later also read from the player's settings.
 *
 * @param width window width in pixels, at least 640
 * @param height window height in pixels, at least 480
 * @param fullscreen whether to take the whole screen
 * @param vsync whether to wait for the display's refresh
 * @param quality graphics quality
 */
public record GameOptions(int width, int height, boolean fullscreen, boolean vsync, Quality quality) {

    /** Graphics quality levels: what the renderer spends on shadows and post-processing. */
    public enum Quality {
        /** Chosen at start: LOW on a software renderer (such as Mesa's llvmpipe), MEDIUM on a GPU. */
        AUTO,
        /** No shadows, no post-processing. */
        LOW,
        /** Shadows from the lamp. */
        MEDIUM,
        /** Shadows, ambient occlusion, anti-aliasing and a soft bloom on the flame. */
        HIGH;

        /**
         * Parses a quality name, case-insensitively.
         *
         * @param name auto, low, medium or high; not null
         * @return the quality
         * @throws IllegalArgumentException if the name is none of those
         */
        public static Quality parse(String name) {
            for (Quality q : values()) {
                if (q.name().equalsIgnoreCase(name)) {
                    return q;
                }
            }
            throw new IllegalArgumentException("unknown quality '" + name + "': use auto, low, medium or high");
        }
    }

    /** The options a player gets without flags: a 1280x720 window, vsync on, quality chosen for the machine. */
    public static final GameOptions DEFAULT = new GameOptions(1280, 720, false, true, Quality.AUTO);

    /** Validates the options. */
    public GameOptions {
        if (width < 640 || height < 480) {
            throw new IllegalArgumentException("window size " + width + "x" + height + " is too small: at least 640x480");
        }
        Validate.nonNull(quality, "quality");
    }
}
