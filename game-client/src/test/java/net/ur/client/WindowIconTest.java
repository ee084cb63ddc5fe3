package net.ur.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * The window's icons reach jME as premultiplied ARGB, which it hands to GLFW as they are (any
 * other kind it redraws with AWT's graphics), with the colours of the pictures.
 */
class WindowIconTest {

    @Test
    void iconsArePremultipliedWithTheirColours() {
        BufferedImage source = new BufferedImage(3, 1, BufferedImage.TYPE_4BYTE_ABGR);
        int[] argb = {0xff102030, 0x00000000, 0x80ff0000};
        source.setRGB(0, 0, 3, 1, argb, 0, 3);
        BufferedImage icon = UrApp.premultiplied(source);
        assertEquals(BufferedImage.TYPE_INT_ARGB_PRE, icon.getType());
        assertEquals(argb[0], icon.getRGB(0, 0), "an opaque colour as it was");
        assertEquals(0, icon.getRGB(1, 0) >>> 24, "transparent stays transparent");
        int half = icon.getRGB(2, 0);
        assertEquals(0x80, half >>> 24, "the alpha kept");
        assertTrue(Math.abs(((half >> 16) & 0xff) - 0xff) <= 1, "the colour of a half-transparent pixel: " + Integer.toHexString(half));
        assertSame(icon, UrApp.premultiplied(icon), "one already premultiplied is taken as it is");
    }

    @Test
    void theGamesIconsAllArePremultiplied() {
        Object[] icons = UrApp.windowSettings(net.ur.client.settings.GameOptions.DEFAULT).getIcons();
        assertEquals(4, icons.length, "128, 64, 32 and 16 pixels");
        for (Object i : icons) {
            assertEquals(BufferedImage.TYPE_INT_ARGB_PRE, ((BufferedImage) i).getType());
        }
    }
}
