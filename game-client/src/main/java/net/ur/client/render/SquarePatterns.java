package net.ur.client.render;

import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;

/**
 * The inlay patterns of the squares of the boards of Ur, painted in code: the rosette, the five
 * dots, the 'eyes' and the plain lapis-bordered shell. Each is a {@link ProceduralTextures.Painter}.
 */
public final class SquarePatterns {

    private SquarePatterns() {
    }

    private static void shell(float u, float v, ColorRGBA out) {
        float n = ProceduralTextures.fbm(u, v, 8, 3);
        ProceduralTextures.rgb(out, 236, 222, 190);
        ProceduralTextures.mix(out, 200, 178, 140, n * 0.55f);
        float border = Math.min(Math.min(u, v), Math.min(1 - u, 1 - v));
        if (border < 0.035f) {
            ProceduralTextures.rgb(out, 20, 16, 12);
        } else if (border < 0.075f) {
            ProceduralTextures.rgb(out, 38, 64, 140);
            ProceduralTextures.mix(out, 20, 36, 90, n);
        }
    }

    private static boolean disc(float u, float v, float cu, float cv, float r) {
        float du = u - cu;
        float dv = v - cv;
        return du * du + dv * dv < r * r;
    }

    /** An eight-petalled rosette in lapis and carnelian on shell. */
    public static void rosette(float u, float v, ColorRGBA out) {
        shell(u, v, out);
        float du = u - 0.5f;
        float dv = v - 0.5f;
        float r = FastMath.sqrt(du * du + dv * dv);
        float a = FastMath.atan2(dv, du);
        float petal = 0.30f + 0.11f * FastMath.cos(8 * a);
        if (r < 0.40f && r > 0.37f) {
            ProceduralTextures.rgb(out, 30, 52, 120);
        } else if (r < petal && r > 0.09f) {
            ProceduralTextures.rgb(out, 168, 52, 32);
            ProceduralTextures.mix(out, 245, 235, 210, FastMath.clamp((petal - r) * 5f - 0.6f, 0, 1) * 0.0f);
            if (r < petal - 0.035f) {
                ProceduralTextures.rgb(out, 40, 70, 150);
            }
        } else if (r <= 0.09f) {
            ProceduralTextures.rgb(out, 230, 200, 120);
        }
    }

    /** Five dots in a quincunx, each a carnelian centre in a lapis ring. */
    public static void fiveDots(float u, float v, ColorRGBA out) {
        shell(u, v, out);
        float[][] centres = {{0.5f, 0.5f}, {0.25f, 0.25f}, {0.75f, 0.25f}, {0.25f, 0.75f}, {0.75f, 0.75f}};
        for (float[] c : centres) {
            if (disc(u, v, c[0], c[1], 0.045f)) {
                ProceduralTextures.rgb(out, 168, 52, 32);
            } else if (disc(u, v, c[0], c[1], 0.085f)) {
                ProceduralTextures.rgb(out, 36, 60, 135);
            }
        }
    }

    /** The 'eyes': four almond eyes around a centre dot. */
    public static void eyes(float u, float v, ColorRGBA out) {
        shell(u, v, out);
        float[][] centres = {{0.3f, 0.3f}, {0.7f, 0.3f}, {0.3f, 0.7f}, {0.7f, 0.7f}};
        for (float[] c : centres) {
            float du = (u - c[0]) / 0.16f;
            float dv = (v - c[1]) / 0.09f;
            float d = du * du + dv * dv;
            if (disc(u, v, c[0], c[1], 0.035f)) {
                ProceduralTextures.rgb(out, 20, 16, 12);
            } else if (d < 1f) {
                ProceduralTextures.rgb(out, 250, 244, 228);
            } else if (d < 1.5f) {
                ProceduralTextures.rgb(out, 36, 60, 135);
            }
        }
        if (disc(u, v, 0.5f, 0.5f, 0.05f)) {
            ProceduralTextures.rgb(out, 168, 52, 32);
        }
    }

    /** A grid of small squares with dots, like the twelve-dot squares of the central row. */
    public static void dots12(float u, float v, ColorRGBA out) {
        shell(u, v, out);
        float gu = (u - 0.12f) / 0.76f * 4f;
        float gv = (v - 0.12f) / 0.76f * 3f;
        if (gu >= 0 && gu < 4 && gv >= 0 && gv < 3) {
            float fu = gu - (int) gu - 0.5f;
            float fv = gv - (int) gv - 0.5f;
            if (fu * fu + fv * fv < 0.06f) {
                ProceduralTextures.rgb(out, 36, 60, 135);
            }
        }
    }
}
