package net.ur.client.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Icons painted into one strip: placed where asked, reduced by averaging in linear light, transparent between. */
class IconStripTest {

    /** A square RGBA8 sRGB icon whose texel (x, y) has the colour {@code colour.at(x, y)}, as 0xRRGGBBAA. */
    private interface Colour {
        long at(int x, int y);
    }

    private static Texture2D icon(int n, Colour colour) {
        ByteBuffer data = BufferUtils.createByteBuffer(n * n * 4);
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                long c = colour.at(x, y);
                data.put((byte) (c >>> 24)).put((byte) (c >>> 16)).put((byte) (c >>> 8)).put((byte) c);
            }
        }
        data.flip();
        return new Texture2D(new Image(Image.Format.RGBA8, n, n, data, ColorSpace.sRGB));
    }

    private static int[] pixel(Texture2D strip, int x, int y) {
        Image img = strip.getImage();
        int i = (y * img.getWidth() + x) * 4;
        ByteBuffer d = img.getData(0);
        return new int[] {d.get(i) & 0xff, d.get(i + 1) & 0xff, d.get(i + 2) & 0xff, d.get(i + 3) & 0xff};
    }

    @Test
    void iconsArePlacedAtTheirSizeWithTransparencyBetween() {
        Texture2D red = icon(64, (x, y) -> 0xC8643200L | 0xff);
        Texture2D blue = icon(64, (x, y) -> 0x2040A0FFL);
        Texture2D strip = IconStrip.paint(60, 30, List.of(new IconStrip.Placed(red, 0, 2, 26), new IconStrip.Placed(blue, 30, 0, 30)));
        assertEquals(60, strip.getImage().getWidth());
        assertEquals(30, strip.getImage().getHeight());
        assertEquals(ColorSpace.sRGB, strip.getImage().getColorSpace());
        int[] inRed = pixel(strip, 13, 15);
        int[] inBlue = pixel(strip, 45, 15);
        int[] gap = pixel(strip, 28, 15);
        int[] belowRed = pixel(strip, 10, 0);
        assertTrue(Math.abs(inRed[0] - 0xC8) <= 1 && Math.abs(inRed[1] - 0x64) <= 1 && Math.abs(inRed[2] - 0x32) <= 1 && inRed[3] == 255,
                java.util.Arrays.toString(inRed));
        assertTrue(Math.abs(inBlue[0] - 0x20) <= 1 && Math.abs(inBlue[2] - 0xA0) <= 1 && inBlue[3] == 255, java.util.Arrays.toString(inBlue));
        assertEquals(0, gap[3], "nothing between the icons");
        assertEquals(0, belowRed[3], "the red icon starts 2 pixels up");
        assertEquals(255, pixel(strip, 10, 2)[3]);
    }

    @Test
    void reducingAveragesInLinearLightAndKeepsPartialCover() {
        // Black and white texels in a checkerboard: halved, each pixel is half white in linear light,
        // which is sRGB 188, not 128 (the average of the stored bytes).
        Texture2D checker = icon(64, (x, y) -> ((x + y) & 1) == 0 ? 0x000000FFL : 0xFFFFFFFFL);
        int[] grey = pixel(IconStrip.paint(32, 32, List.of(new IconStrip.Placed(checker, 0, 0, 32))), 10, 10);
        assertTrue(Math.abs(grey[0] - 188) <= 1 && grey[0] == grey[1] && grey[1] == grey[2] && grey[3] == 255,
                java.util.Arrays.toString(grey));
        // Half the texels transparent: the colour stays, the cover halves.
        Texture2D half = icon(64, (x, y) -> (x & 1) == 0 ? 0xFF000000L : 0xFF0000FFL);
        int[] p = pixel(IconStrip.paint(32, 32, List.of(new IconStrip.Placed(half, 0, 0, 32))), 5, 5);
        assertEquals(255, p[0]);
        assertTrue(Math.abs(p[3] - 128) <= 1, java.util.Arrays.toString(p));
    }

    @Test
    void anIconOutsideTheStripIsRefused() {
        Texture2D red = icon(64, (x, y) -> 0xFF0000FFL);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> IconStrip.paint(40, 26, List.of(new IconStrip.Placed(red, 20, 0, 26))));
        assertTrue(e.getMessage().contains("does not fit"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> IconStrip.paint(0, 26, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new IconStrip.Placed(red, -1, 0, 26));
    }
}
