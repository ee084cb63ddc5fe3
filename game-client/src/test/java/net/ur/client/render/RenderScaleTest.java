package net.ur.client.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.ur.client.settings.GameOptions;
import net.ur.client.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * The render scale's arithmetic (headless): the offscreen picture's size for a window, the
 * camera's viewport fraction that covers exactly that many pixels under jME's rounding, and the
 * scale the settings give at each quality.
 */
class RenderScaleTest {

    @Test
    void scaledSizesAreRoundedAndNeverLargerThanTheWindow() {
        assertEquals(960, RenderScale.scaled(1280, 0.75f));
        assertEquals(540, RenderScale.scaled(720, 0.75f));
        assertEquals(768, RenderScale.scaled(1280, 0.6f));
        assertEquals(432, RenderScale.scaled(720, 0.6f));
        assertEquals(640, RenderScale.scaled(1280, 0.5f));
        assertEquals(1080, RenderScale.scaled(1080, 1f));
        // 1366 * 0.75 = 1024.5 rounds up; 1 pixel stays 1 pixel.
        assertEquals(1025, RenderScale.scaled(1366, 0.75f));
        assertEquals(1, RenderScale.scaled(1, 0.5f));
    }

    @Test
    void theViewportFractionCoversExactlyTheScaledPixelsUnderJmesRounding() {
        // jME makes a viewport (int) (fraction * camera size) pixels wide: every size and scale
        // must give the offscreen buffer's size, or the picture would be cut or leave a black edge.
        int checked = 0;
        for (int window = 480; window <= 3840; window++) {
            for (float scale : new float[] {0.5f, 0.6f, 0.75f, 0.85f, 0.9f, 1f}) {
                int pixels = RenderScale.scaled(window, scale);
                float f = RenderScale.fraction(pixels, window);
                assertTrue(f > 0f && f <= 1f, "fraction " + f);
                assertEquals(pixels, (int) (f * window), "window " + window + " at " + scale);
                checked++;
            }
        }
        assertEquals((3840 - 480 + 1) * 6, checked);
    }

    @Test
    void badScalesAndSizesAreRefusedWithTheirLimit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RenderScale.check(0.3f));
        // Heart's Validate names the argument and the limit (the value goes to its log).
        assertTrue(e.getMessage().matches("render scale must be greater than or equal to 0[.,]50*\\."), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RenderScale.check(1.2f));
        assertTrue(e.getMessage().matches("render scale must be less than or equal to 1[.,]0*\\."), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RenderScale.check(Float.NaN));
        assertThrows(IllegalArgumentException.class, () -> RenderScale.scaled(0, 0.75f));
        assertThrows(IllegalArgumentException.class, () -> RenderScale.fraction(800, 640));
    }

    @Test
    void autoScalesLowOnlyAndAChoiceHoldsBelowHigh() {
        Settings auto = Settings.DEFAULTS;
        assertEquals(Settings.AUTO_SCALE, auto.renderScale());
        assertEquals(Settings.LOW_SCALE, auto.renderScaleFor(GameOptions.Quality.LOW));
        assertTrue(Settings.LOW_SCALE < 1f);
        assertEquals(1f, auto.renderScaleFor(GameOptions.Quality.MEDIUM));
        assertEquals(1f, auto.renderScaleFor(GameOptions.Quality.HIGH));
        Settings chosen = auto.withRenderScale(0.6f);
        assertEquals(0.6f, chosen.renderScaleFor(GameOptions.Quality.LOW));
        assertEquals(0.6f, chosen.renderScaleFor(GameOptions.Quality.MEDIUM));
        assertEquals(1f, chosen.renderScaleFor(GameOptions.Quality.HIGH), "HIGH's filters work on the whole window");
        assertEquals(1f, auto.withRenderScale(1f).renderScaleFor(GameOptions.Quality.LOW));
        assertThrows(IllegalArgumentException.class, () -> auto.renderScaleFor(GameOptions.Quality.AUTO));
        assertThrows(IllegalArgumentException.class, () -> auto.withRenderScale(0.2f));
    }
}
