package net.ur.client.render;

import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import jme3utilities.Validate;

/**
 * Textures painted in code, for the parts of the room that have no made asset yet: the inlaid
 * squares of the board, plaster, wood and reed matting. Colours are given in sRGB.
 */
public final class ProceduralTextures {

    /** Paints one pixel: writes the colour of (u, v), both in 0..1, into {@code out}. */
    @FunctionalInterface
    public interface Painter {
        /**
         * @param u horizontal position, 0 at the left, below 1
         * @param v vertical position, 0 at the top, below 1
         * @param out receives the colour; alpha defaults to 1
         */
        void paint(float u, float v, ColorRGBA out);
    }

    private ProceduralTextures() {
    }

    /**
     * Paints a texture.
     *
     * @param size width and height in pixels, a power of two from 4 to 2048
     * @param painter the colour of each pixel; not null
     * @return a repeating, mip-mapped sRGB texture
     */
    public static Texture2D paint(int size, Painter painter) {
        Validate.inRange(size, "size", 4, 2048);
        Validate.require(Integer.bitCount(size) == 1, "a size that is a power of two");
        Validate.nonNull(painter, "painter");
        ByteBuffer data = BufferUtils.createByteBuffer(size * size * 4);
        ColorRGBA c = new ColorRGBA();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                c.set(0, 0, 0, 1);
                painter.paint((x + 0.5f) / size, (y + 0.5f) / size, c);
                data.put(toByte(c.r)).put(toByte(c.g)).put(toByte(c.b)).put(toByte(c.a));
            }
        }
        data.flip();
        Image image = new Image(Image.Format.RGBA8, size, size, data, ColorSpace.sRGB);
        // Its levels made here, as the renderer would make them: the renderer's first generation of
        // levels is costly on a software renderer (Mesa compiles a shader for it), in the first frame.
        net.ur.client.assets.Mipmaps.generate(image);
        Texture2D t = new Texture2D(image);
        t.setWrap(Texture.WrapMode.Repeat);
        t.setMinFilter(Texture.MinFilter.Trilinear);
        t.setMagFilter(Texture.MagFilter.Bilinear);
        t.setAnisotropicFilter(4);
        return t;
    }

    private static byte toByte(float f) {
        return (byte) Math.round(FastMath.clamp(f, 0f, 1f) * 255f);
    }

    /** Smooth value noise in 0..1, repeating with the given period in cells. */
    public static float noise(float u, float v, int period, int seed) {
        float x = u * period;
        float y = v * period;
        int x0 = (int) Math.floor(x);
        int y0 = (int) Math.floor(y);
        float fx = x - x0;
        float fy = y - y0;
        float sx = fx * fx * (3 - 2 * fx);
        float sy = fy * fy * (3 - 2 * fy);
        float a = hash(x0, y0, period, seed);
        float b = hash(x0 + 1, y0, period, seed);
        float c = hash(x0, y0 + 1, period, seed);
        float d = hash(x0 + 1, y0 + 1, period, seed);
        return FastMath.interpolateLinear(sy, FastMath.interpolateLinear(sx, a, b), FastMath.interpolateLinear(sx, c, d));
    }

    /** Fractal noise: four octaves of {@link #noise}, in 0..1. */
    public static float fbm(float u, float v, int period, int seed) {
        float sum = 0;
        float amp = 0.5f;
        float norm = 0;
        for (int o = 0; o < 4; o++) {
            sum += amp * noise(u, v, period << o, seed + o * 17);
            norm += amp;
            amp *= 0.5f;
        }
        return sum / norm;
    }

    private static float hash(int x, int y, int period, int seed) {
        x = Math.floorMod(x, period);
        y = Math.floorMod(y, period);
        int h = x * 374761393 + y * 668265263 + seed * 1442695041;
        h = (h ^ (h >>> 13)) * 1274126177;
        h ^= h >>> 16;
        return (h & 0xffffff) / (float) 0x1000000;
    }

    /** Sets {@code out} to the colour given as 0..255 sRGB components. */
    public static void rgb(ColorRGBA out, int r, int g, int b) {
        out.set(r / 255f, g / 255f, b / 255f, 1f);
    }

    /** Mixes {@code out} toward the given 0..255 sRGB colour by t in 0..1. */
    public static void mix(ColorRGBA out, int r, int g, int b, float t) {
        t = FastMath.clamp(t, 0, 1);
        out.set(out.r + (r / 255f - out.r) * t, out.g + (g / 255f - out.g) * t, out.b + (b / 255f - out.b) * t, out.a);
    }
}
