package net.ur.client.assets;

import com.jme3.texture.Image;
import com.jme3.texture.image.ColorSpace;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The mipmap levels of an image of 8-bit channels (RGB, BGR, RGBA, ABGR, luminance with or
 * without alpha, as jME's loaders give them), made as OpenGL's {@code glGenerateMipmap} makes
 * them (Mesa's, which the game is measured on): each level half the one above, rounded down, each
 * texel the mean of the texels above it, in linear light for an sRGB image (its colour decoded,
 * averaged, encoded again; alpha is averaged as it is). Made at build time ({@link AssetBaker}),
 * they spare the renderer generating them at the first frame.
 */
public final class Mipmaps {

    /** sRGB byte to linear light, 0..1. */
    private static final float[] TO_LINEAR = new float[256];

    static {
        for (int i = 0; i < 256; i++) {
            double c = i / 255.0;
            TO_LINEAR[i] = (float) (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
        }
    }

    private Mipmaps() {
    }

    /** {@link #alphaAt} of a format this class does not take. */
    private static final int NOT_BYTES = -2;

    /** Where in a texel a format of 8-bit channels keeps its alpha: -1 for none; else {@link #NOT_BYTES}. */
    private static int alphaAt(Image.Format f) {
        return switch (f) {
            case RGB8, BGR8, Luminance8 -> -1;
            case RGBA8 -> 3;
            case ABGR8 -> 0;
            case Luminance8Alpha8 -> 1;
            default -> NOT_BYTES;
        };
    }

    /**
     * Whether an image is one this class makes levels for: of 8-bit channels, one picture (not a
     * cube or an array), without levels yet.
     *
     * @param image the image; not null
     * @return whether {@link #generate} takes it
     */
    public static boolean canGenerate(Image image) {
        return alphaAt(image.getFormat()) != NOT_BYTES && image.getData().size() == 1 && !image.hasMipmaps()
                && image.getDepth() <= 1;
    }

    /**
     * Puts the image's every level, down to 1 x 1, into its data, after the full-size picture.
     *
     * @param image an image {@link #canGenerate} takes; changed
     */
    public static void generate(Image image) {
        if (!canGenerate(image)) {
            throw new IllegalArgumentException("no levels are made for a " + image.getFormat() + " image of "
                    + image.getData().size() + " pictures" + (image.hasMipmaps() ? " that has levels" : ""));
        }
        int channels = image.getFormat().getBitsPerPixel() / 8;
        int alpha = alphaAt(image.getFormat());
        boolean srgb = image.getColorSpace() == ColorSpace.sRGB;
        int w = image.getWidth();
        int h = image.getHeight();
        ByteBuffer top = image.getData(0);
        byte[] level = new byte[w * h * channels];
        top.duplicate().rewind().get(level);
        List<byte[]> levels = new ArrayList<>();
        levels.add(level);
        while (w > 1 || h > 1) {
            int nw = Math.max(1, w / 2);
            int nh = Math.max(1, h / 2);
            level = down(level, w, h, nw, nh, channels, alpha, srgb);
            levels.add(level);
            w = nw;
            h = nh;
        }
        int total = 0;
        int[] sizes = new int[levels.size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = levels.get(i).length;
            total += sizes[i];
        }
        ByteBuffer all = com.jme3.util.BufferUtils.createByteBuffer(total);
        for (byte[] l : levels) {
            all.put(l);
        }
        all.flip();
        image.setData(0, all);
        image.setMipMapSizes(sizes);
    }

    /** One level from the one above: each texel the mean of the texels of the rows and columns it covers. */
    private static byte[] down(byte[] src, int w, int h, int nw, int nh, int channels, int alpha, boolean srgb) {
        byte[] dst = new byte[nw * nh * channels];
        float[] sum = new float[channels];
        for (int y = 0; y < nh; y++) {
            int y0 = y * h / nh;
            int y1 = Math.max(y0 + 1, (y + 1) * h / nh);
            for (int x = 0; x < nw; x++) {
                int x0 = x * w / nw;
                int x1 = Math.max(x0 + 1, (x + 1) * w / nw);
                java.util.Arrays.fill(sum, 0f);
                for (int sy = y0; sy < y1; sy++) {
                    for (int sx = x0; sx < x1; sx++) {
                        int p = (sy * w + sx) * channels;
                        for (int c = 0; c < channels; c++) {
                            int v = src[p + c] & 0xff;
                            sum[c] += srgb && c != alpha ? TO_LINEAR[v] : v / 255f;
                        }
                    }
                }
                float n = (y1 - y0) * (x1 - x0);
                int q = (y * nw + x) * channels;
                for (int c = 0; c < channels; c++) {
                    float mean = sum[c] / n;
                    dst[q + c] = (byte) Math.round(255f * (srgb && c != alpha ? toSrgb(mean) : mean));
                }
            }
        }
        return dst;
    }

    private static float toSrgb(float linear) {
        double l = Math.max(0, Math.min(1, linear));
        return (float) (l <= 0.0031308 ? l * 12.92 : 1.055 * Math.pow(l, 1 / 2.4) - 0.055);
    }
}
