package net.ur.client.render;

import jme3utilities.Validate;

/**
 * The one scale of the game's 2D interface (menus, HUD, panels, hover lines), derived from the
 * window's size: the interface is laid out for a window of {@link #BASE_WIDTH} x
 * {@link #BASE_HEIGHT} and drawn larger or smaller in proportion, so that it fits a 640 x 480
 * window and stays in proportion on a 3840 x 2160 one. Every part of the interface takes its scale
 * from here, so that a scale the player chooses can later be applied on top in this one place.
 */
public final class UiScale {

    /** The window width the interface is laid out for, in pixels. */
    public static final float BASE_WIDTH = 1280f;
    /** The window height the interface is laid out for, in pixels. */
    public static final float BASE_HEIGHT = 720f;
    /**
     * The smallest scale: below it the body text (26 units) would be smaller than 15 pixels. A
     * 640 x 480 window gets it, and its interface has 1067 x 800 units to lay out in.
     */
    public static final float SMALLEST = 0.6f;
    /** The scale at which the interface's fonts are taken from their bitmaps made at twice the size. */
    public static final float LARGE_FONTS_FROM = 1.25f;
    /** Pixels a panel keeps from each edge of the window when it must be drawn smaller to fit. */
    public static final float EDGE = 8f;

    private UiScale() {
    }

    /**
     * The interface's scale for a window.
     *
     * @param width the window width in pixels, at least 1
     * @param height the window height in pixels, at least 1
     * @return the scale: interface units times it are pixels, at least {@link #SMALLEST}
     */
    public static float of(int width, int height) {
        Validate.positive(width, "width");
        Validate.positive(height, "height");
        return Math.max(SMALLEST, Math.min(width / BASE_WIDTH, height / BASE_HEIGHT));
    }

    /**
     * The scale at which a panel of a given size fits the window: the window's scale, or less when
     * the panel at that scale would come closer than {@link #EDGE} pixels to an edge (a menu with a
     * long notice on a small window).
     *
     * @param width the window width in pixels, at least 1
     * @param height the window height in pixels, at least 1
     * @param panelWidth the panel's width in interface units, not negative
     * @param panelHeight the panel's height in interface units, not negative
     * @return the panel's scale, positive
     */
    public static float fitting(int width, int height, float panelWidth, float panelHeight) {
        Validate.nonNegative(panelWidth, "panel width");
        Validate.nonNegative(panelHeight, "panel height");
        float scale = of(width, height);
        if (panelWidth * scale > width - 2 * EDGE) {
            scale = (width - 2 * EDGE) / panelWidth;
        }
        if (panelHeight * scale > height - 2 * EDGE) {
            scale = (height - 2 * EDGE) / panelHeight;
        }
        return Math.max(0.05f, scale);
    }

    /**
     * Whether the interface at a scale takes its text from the fonts made at twice the size (a
     * bitmap font drawn much larger than it was made is blurred).
     *
     * @param scale an interface scale, positive
     * @return true from {@link #LARGE_FONTS_FROM} up
     */
    public static boolean largeFonts(float scale) {
        Validate.positive(scale, "scale");
        return scale >= LARGE_FONTS_FROM;
    }
}
