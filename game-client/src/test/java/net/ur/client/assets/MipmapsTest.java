package net.ur.client.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.texture.Image;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** The mipmap levels made at build time: their sizes, and each texel the mean in linear light. */
class MipmapsTest {

    private static Image image(Image.Format format, int w, int h, ColorSpace space, int... bytes) {
        ByteBuffer data = BufferUtils.createByteBuffer(bytes.length);
        for (int b : bytes) {
            data.put((byte) b);
        }
        data.flip();
        return new Image(format, w, h, data, space);
    }

    private static int[] level(Image image, int index) {
        int[] sizes = image.getMipMapSizes();
        int offset = 0;
        for (int i = 0; i < index; i++) {
            offset += sizes[i];
        }
        int[] out = new int[sizes[index]];
        for (int i = 0; i < out.length; i++) {
            out[i] = image.getData(0).get(offset + i) & 0xff;
        }
        return out;
    }

    @Test
    void everyLevelDownToOnePixelFollowsTheFullPicture() {
        Image im = image(Image.Format.RGB8, 4, 2, ColorSpace.Linear, new int[4 * 2 * 3]);
        Mipmaps.generate(im);
        assertArrayEquals(new int[] {24, 6, 3}, im.getMipMapSizes(), "4x2, 2x1, 1x1");
        assertEquals(33, im.getData(0).remaining(), "all the levels in the one buffer");
        assertTrue(im.hasMipmaps());
        assertFalse(Mipmaps.canGenerate(im), "levels are made once");
    }

    @Test
    void sRgbColourIsAveragedInLinearLightAndAlphaAsItIs() {
        // Black and white, half and fully opaque: the mean of the light is half, sRGB 188; alpha 191.
        Image im = image(Image.Format.RGBA8, 2, 1, ColorSpace.sRGB, 0, 0, 0, 127, 255, 255, 255, 255);
        Mipmaps.generate(im);
        assertArrayEquals(new int[] {188, 188, 188, 191}, level(im, 1));
        // ABGR keeps its alpha first.
        Image abgr = image(Image.Format.ABGR8, 2, 1, ColorSpace.sRGB, 127, 0, 0, 0, 255, 255, 255, 255);
        Mipmaps.generate(abgr);
        assertArrayEquals(new int[] {191, 188, 188, 188}, level(abgr, 1));
        // In a linear image the bytes are averaged as they are.
        Image linear = image(Image.Format.BGR8, 2, 1, ColorSpace.Linear, 0, 10, 255, 255, 20, 0);
        Mipmaps.generate(linear);
        assertArrayEquals(new int[] {128, 15, 128}, level(linear, 1));
    }

    @Test
    void anOddSideTakesTheMeanOfAllItCovers() {
        // 1 x 3 to 1 x 1: the mean of the three rows.
        Image im = image(Image.Format.Luminance8, 1, 3, ColorSpace.Linear, 30, 60, 90);
        Mipmaps.generate(im);
        assertArrayEquals(new int[] {60}, level(im, 1));
    }

    @Test
    void otherImagesAreRefused() {
        Image floats = new Image(Image.Format.RGBA16F, 2, 2, BufferUtils.createByteBuffer(32), ColorSpace.Linear);
        assertFalse(Mipmaps.canGenerate(floats));
        assertThrows(IllegalArgumentException.class, () -> Mipmaps.generate(floats));
    }
}
