package net.ur.client.hud;

import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.List;
import jme3utilities.Validate;

/**
 * Several HUD icons painted into one texture at the size they are shown, so that a row of them
 * (a player's pieces, the dice of a throw) is one quad drawn instead of one per icon. A software
 * renderer pays for every draw; the row changes only when a piece moves or the dice fall.
 *
 * <p>Each icon's {@link HudIcons#SIZE}-pixel image is reduced to its place by averaging the
 * texels each shown pixel covers, weighted by how much of them it covers, in linear light (as the
 * renderer's filtering of an sRGB texture does), so the row looks like the separate icons it
 * replaces. The texture is shown one texel per screen pixel, without mipmaps.
 */
public final class IconStrip {

    /**
     * An icon and where it goes in the strip, in pixels from the strip's bottom left.
     *
     * @param icon an icon of {@link HudIcons}: RGBA8 sRGB, square
     * @param x left edge
     * @param y bottom edge
     * @param size width and height it is shown at, at least 1
     */
    public record Placed(Texture2D icon, int x, int y, int size) {
        /** Checks the placement. */
        public Placed {
            Validate.nonNull(icon, "icon");
            Validate.nonNegative(x, "x");
            Validate.nonNegative(y, "y");
            Validate.positive(size, "size");
        }
    }

    private IconStrip() {
    }

    private static final float[] TO_LINEAR = new float[256];

    static {
        for (int i = 0; i < 256; i++) {
            float c = i / 255f;
            TO_LINEAR[i] = c <= 0.04045f ? c / 12.92f : (float) Math.pow((c + 0.055f) / 1.055f, 2.4f);
        }
    }

    private static int toSrgb(float linear) {
        float l = Math.max(0f, Math.min(1f, linear));
        float c = l <= 0.0031308f ? l * 12.92f : 1.055f * (float) Math.pow(l, 1 / 2.4f) - 0.055f;
        return Math.round(c * 255f);
    }

    /**
     * Paints icons into one texture.
     *
     * @param width the strip's width in pixels, at least 1
     * @param height the strip's height in pixels, at least 1
     * @param icons the icons, each wholly within the strip; later ones are drawn over earlier ones
     * @return an sRGB texture of width x height, transparent where no icon is, no mipmaps
     */
    public static Texture2D paint(int width, int height, List<Placed> icons) {
        Validate.positive(width, "width");
        Validate.positive(height, "height");
        Validate.nonNull(icons, "icons");
        float[] rgba = new float[width * height * 4];
        for (Placed p : icons) {
            if (p.x() + p.size() > width || p.y() + p.size() > height) {
                throw new IllegalArgumentException("an icon at " + p.x() + "," + p.y() + " of size " + p.size()
                        + " does not fit in " + width + "x" + height);
            }
            draw(rgba, width, p);
        }
        ByteBuffer data = BufferUtils.createByteBuffer(width * height * 4);
        for (int i = 0; i < width * height; i++) {
            float a = rgba[i * 4 + 3];
            // Stored straight (not premultiplied), as the icons are.
            float r = a > 0 ? rgba[i * 4] / a : 0;
            float g = a > 0 ? rgba[i * 4 + 1] / a : 0;
            float b = a > 0 ? rgba[i * 4 + 2] / a : 0;
            data.put((byte) toSrgb(r)).put((byte) toSrgb(g)).put((byte) toSrgb(b)).put((byte) Math.round(Math.min(1f, a) * 255f));
        }
        data.flip();
        Texture2D t = new Texture2D(new Image(Image.Format.RGBA8, width, height, data, ColorSpace.sRGB));
        t.setMinFilter(Texture.MinFilter.NearestNoMipMaps);
        t.setMagFilter(Texture.MagFilter.Nearest);
        t.setWrap(Texture.WrapMode.EdgeClamp);
        return t;
    }

    /**
     * Reduces one icon to its size by area averaging (premultiplied by alpha, in linear light)
     * and lays it over what is below, into {@code out} (premultiplied, linear).
     */
    private static void draw(float[] out, int width, Placed p) {
        Image img = p.icon().getImage();
        int n = img.getWidth();
        if (img.getHeight() != n || img.getFormat() != Image.Format.RGBA8) {
            throw new IllegalArgumentException("icons are square RGBA8 images, not " + img.getFormat() + " " + n + "x" + img.getHeight());
        }
        ByteBuffer src = img.getData(0);
        float scale = (float) n / p.size();
        for (int py = 0; py < p.size(); py++) {
            float y0 = py * scale;
            float y1 = y0 + scale;
            for (int px = 0; px < p.size(); px++) {
                float x0 = px * scale;
                float x1 = x0 + scale;
                float r = 0;
                float g = 0;
                float b = 0;
                float a = 0;
                for (int ty = (int) y0; ty < Math.min(n, (int) Math.ceil(y1)); ty++) {
                    float wy = Math.min(y1, ty + 1) - Math.max(y0, ty);
                    for (int tx = (int) x0; tx < Math.min(n, (int) Math.ceil(x1)); tx++) {
                        float w = wy * (Math.min(x1, tx + 1) - Math.max(x0, tx));
                        int i = (ty * n + tx) * 4;
                        float ta = (src.get(i + 3) & 0xff) / 255f * w;
                        r += TO_LINEAR[src.get(i) & 0xff] * ta;
                        g += TO_LINEAR[src.get(i + 1) & 0xff] * ta;
                        b += TO_LINEAR[src.get(i + 2) & 0xff] * ta;
                        a += ta;
                    }
                }
                float area = scale * scale;
                r /= area;
                g /= area;
                b /= area;
                a /= area;
                int o = ((p.y() + py) * width + p.x() + px) * 4;
                float keep = 1 - a;
                out[o] = r + out[o] * keep;
                out[o + 1] = g + out[o + 1] * keep;
                out[o + 2] = b + out[o + 2] * keep;
                out[o + 3] = a + out[o + 3] * keep;
            }
        }
    }
}
