package net.ur.client.hud;

import jme3utilities.Validate;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import java.util.HashMap;
import java.util.Map;
import net.ur.client.render.ProceduralTextures;

/**
 * The icons of the heads-up display, painted in code (anti-aliased shapes, no files): the players'
 * pieces (waiting, on the board, home), the coin and the pool's bowl, the tetrahedral die's tip
 * marked or not, the small astragal's pips and the broad astragal's sun (yes) and crescent (no).
 * Each icon is made once and kept.
 */
public final class HudIcons {

    /**
     * The colour of what a lesson points at, on the table and on the display: a turquoise glaze,
     * unlike the board's gold marks, the pieces and the icons.
     */
    public static final ColorRGBA LESSON_GLOW = new ColorRGBA(0.2f, 1f, 0.85f, 1f);

    /** Side of every icon's texture, in pixels. */
    public static final int SIZE = 64;

    private final Map<String, Texture2D> made = new HashMap<>();

    /** What a player's piece icon shows. */
    public enum PieceLook {
        /** Waiting beside the board: a full token. */
        WAITING,
        /** On the board: an outline. */
        ON_BOARD,
        /** Home: a full token in a gold ring. */
        HOME
    }

    /**
     * A player's piece.
     *
     * @param light the light side's tone, else the dark's
     * @param look waiting, on the board or home; not null
     * @return the icon
     */
    public Texture2D piece(boolean light, PieceLook look) {
        return icon("piece." + light + "." + look, (x, y, out) -> paintPiece(x, y, out, light, look));
    }

    /** The birds of the Babylonian game that have an icon of their own, by model name. */
    public static final java.util.List<String> BIRDS = java.util.List.of("swallow", "stormbird", "raven", "rooster", "eagle");

    /**
     * A player's bird (the Babylonian game's pieces): its own silhouette in profile, looking right as
     * the pieces go, in the player's tone; waiting a full bird, on the board its outline, home a full
     * bird in a gold ring, as {@link #piece} does for the round pieces.
     *
     * @param bird one of {@link #BIRDS}
     * @param light the light side's tone, else the dark's
     * @param look waiting, on the board or home; not null
     * @return the icon
     */
    public Texture2D bird(String bird, boolean light, PieceLook look) {
        Validate.nonNull(look, "look");
        Validate.require(BIRDS.contains(bird), "a bird of " + BIRDS);
        return icon("bird." + bird + "." + light + "." + look, (x, y, out) -> paintBird(x, y, out, bird, light, look));
    }

    /** A bronze coin with Shamash's star. */
    public Texture2D coin() {
        return icon("coin", HudIcons::paintCoin);
    }

    /**
     * The pool's terracotta bowl.
     *
     * @param coins whether coins are heaped in it (an empty pool's bowl has none)
     * @return the icon
     */
    public Texture2D bowl(boolean coins) {
        return icon("bowl." + coins, (x, y, out) -> paintBowl(x, y, out, coins));
    }

    /**
     * A tetrahedral die seen from above: its top tip white-inlaid (scores 1) or plain (0).
     *
     * @param marked whether the tip up is marked
     * @return the icon
     */
    public Texture2D tetra(boolean marked) {
        return icon("tetra." + marked, (x, y, out) -> paintTetra(x, y, out, marked));
    }

    /**
     * The small astragal showing a value.
     *
     * @param value 1 to 4
     * @return the icon
     */
    public Texture2D astragal(int value) {
        Validate.inRange(value, "the small astragal's value", 1, 4);
        return icon("astragal." + value, (x, y, out) -> paintAstragal(x, y, out, value));
    }

    /**
     * The broad astragal: a red sun for yes, a blue crescent for no.
     *
     * @param yes which face is up
     * @return the icon
     */
    public Texture2D broad(boolean yes) {
        return icon("broad." + yes, (x, y, out) -> paintBroad(x, y, out, yes));
    }

    /**
     * The Ravensburg game's d6 seen from above, its pips showing the face up (a 6 misses the turn).
     *
     * @param face 1 to 6
     * @return the icon
     */
    public Texture2D d6(int face) {
        Validate.inRange(face, "the d6's face", 1, 6);
        return icon("d6." + face, (x, y, out) -> paintD6(x, y, out, face));
    }

    private static void paintD6(float x, float y, ColorRGBA out, int face) {
        over(out, 0.35f, 0.28f, 0.2f, cover(roundBox(x, y, 0.8f, 0.8f, 0.22f)));
        over(out, 0.93f, 0.88f, 0.76f, cover(roundBox(x, y, 0.72f, 0.72f, 0.18f)));
        float o = 0.4f;
        float[][] pips = switch (face) {
            case 1 -> new float[][] {{0, 0}};
            case 2 -> new float[][] {{-o, o}, {o, -o}};
            case 3 -> new float[][] {{-o, o}, {0, 0}, {o, -o}};
            case 4 -> new float[][] {{-o, o}, {o, o}, {-o, -o}, {o, -o}};
            case 5 -> new float[][] {{-o, o}, {o, o}, {0, 0}, {-o, -o}, {o, -o}};
            default -> new float[][] {{-o, o}, {o, o}, {-o, 0}, {o, 0}, {-o, -o}, {o, -o}};
        };
        for (float[] p : pips) {
            over(out, 0.14f, 0.1f, 0.08f, cover(circle(x, y, p[0], p[1], 0.13f)));
        }
    }

    /**
     * The name of an icon made here, for tests and logs: e.g. "astragal.3", "broad.true", "coin".
     *
     * @param texture a texture
     * @return its name, or null if it is not one of this set's icons
     */
    public String nameOf(com.jme3.texture.Texture texture) {
        for (Map.Entry<String, Texture2D> e : made.entrySet()) {
            if (e.getValue() == texture) {
                return e.getKey();
            }
        }
        return null;
    }

    private interface Painter {
        void paint(float x, float y, ColorRGBA out);
    }

    private Texture2D icon(String key, Painter p) {
        return made.computeIfAbsent(key, k -> {
            // x, y in -1..1 with y up; transparent outside the shapes.
            Texture2D t = ProceduralTextures.paint(SIZE, (u, v, out) -> {
                out.set(0, 0, 0, 0);
                p.paint(u * 2 - 1, v * 2 - 1, out); // the first row painted is the picture's bottom
            });
            t.setWrap(Texture.WrapMode.EdgeClamp);
            return t;
        });
    }

    /** Coverage of a shape at signed distance d (negative inside), anti-aliased over about a pixel. */
    private static float cover(float d) {
        return FastMath.clamp(0.5f - d * SIZE / 2f, 0f, 1f);
    }

    /** Paints a colour over what is there with a coverage. */
    private static void over(ColorRGBA out, float r, float g, float b, float a) {
        if (a <= 0) {
            return;
        }
        float na = a + out.a * (1 - a);
        out.r = (r * a + out.r * out.a * (1 - a)) / na;
        out.g = (g * a + out.g * out.a * (1 - a)) / na;
        out.b = (b * a + out.b * out.a * (1 - a)) / na;
        out.a = na;
    }

    private static float circle(float x, float y, float cx, float cy, float r) {
        return FastMath.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - r;
    }

    private static float roundBox(float x, float y, float hx, float hy, float r) {
        float qx = Math.abs(x) - hx + r;
        float qy = Math.abs(y) - hy + r;
        float outside = FastMath.sqrt(Math.max(qx, 0) * Math.max(qx, 0) + Math.max(qy, 0) * Math.max(qy, 0));
        return outside + Math.min(Math.max(qx, qy), 0) - r;
    }

    private static void paintPiece(float x, float y, ColorRGBA out, boolean light, PieceLook look) {
        float[] body = light ? new float[] {0.95f, 0.91f, 0.80f} : new float[] {0.10f, 0.09f, 0.09f};
        float[] dot = light ? new float[] {0.16f, 0.26f, 0.60f} : new float[] {0.93f, 0.88f, 0.74f};
        float d = circle(x, y, 0, 0, 0.72f);
        if (look == PieceLook.ON_BOARD) {
            // An outline: the piece is out on the board.
            over(out, body[0], body[1], body[2], 0.85f * cover(Math.abs(d + 0.06f) - 0.07f));
            return;
        }
        if (look == PieceLook.HOME) {
            over(out, 0.98f, 0.78f, 0.38f, cover(Math.abs(circle(x, y, 0, 0, 0.88f)) - 0.08f));
        }
        // A dark rim so the light token reads on the light table, a light one for the dark token.
        over(out, light ? 0.35f : 0.75f, light ? 0.28f : 0.65f, light ? 0.2f : 0.5f, cover(d - 0.06f));
        over(out, body[0], body[1], body[2], cover(d));
        // The five dots of the Ur pieces.
        float r = 0.11f;
        float[][] dots = {{0, 0}, {0.34f, 0.34f}, {-0.34f, 0.34f}, {0.34f, -0.34f}, {-0.34f, -0.34f}};
        for (float[] p : dots) {
            over(out, dot[0], dot[1], dot[2], cover(circle(x, y, p[0], p[1], r)));
        }
    }

    /** A capsule from a to b whose radius goes from ra to rb: the distance to it, negative inside. */
    private static float limb(float x, float y, float ax, float ay, float bx, float by, float ra, float rb) {
        float dx = bx - ax;
        float dy = by - ay;
        float t = FastMath.clamp(((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy), 0f, 1f);
        float px = ax + t * dx - x;
        float py = ay + t * dy - y;
        return FastMath.sqrt(px * px + py * py) - (ra + (rb - ra) * t);
    }

    /** An ellipse's distance, roughly (exact on its axes), negative inside. */
    private static float oval(float x, float y, float cx, float cy, float rx, float ry) {
        float k = FastMath.sqrt((x - cx) * (x - cx) / (rx * rx) + (y - cy) * (y - cy) / (ry * ry));
        return (k - 1f) * Math.min(rx, ry);
    }

    /** The body of a bird in profile, looking right (+x), standing on its pebble base: negative inside. */
    static float birdBody(String bird, float x, float y) {
        float base = oval(x, y, 0f, -0.78f, 0.62f, 0.14f);
        float d;
        switch (bird) {
            case "swallow" -> {
                d = Math.min(oval(x, y, -0.02f, -0.38f, 0.36f, 0.2f), FastMath.sqrt(sq(x - 0.3f) + sq(y + 0.2f)) - 0.17f);
                d = Math.min(d, limb(x, y, -0.3f, -0.42f, -0.92f, -0.62f, 0.1f, 0.015f));   // long streamers, forked
                d = Math.min(d, limb(x, y, -0.3f, -0.38f, -0.88f, -0.42f, 0.08f, 0.015f));
                d = Math.min(d, limb(x, y, 0.12f, -0.3f, -0.6f, -0.36f, 0.09f, 0.02f));     // the folded wing
            }
            case "stormbird" -> {
                d = Math.min(oval(x, y, 0f, -0.42f, 0.34f, 0.3f), limb(x, y, 0f, -0.3f, 0.02f, 0.1f, 0.2f, 0.17f));
                d = Math.min(d, FastMath.sqrt(sq(x - 0.04f) + sq(y - 0.2f)) - 0.22f);
                for (int k = 0; k < 6; k++) {                                            // the fanned crest
                    float a = (-10f + 17f * k) * FastMath.DEG_TO_RAD;
                    float len = 0.62f - 0.05f * Math.abs(k - 2.5f);
                    d = Math.min(d, limb(x, y, 0f, 0.36f, -len * FastMath.sin(a), 0.36f + len * FastMath.cos(a), 0.1f, 0.03f));
                }
            }
            case "raven" -> {
                d = Math.min(oval(x, y, -0.12f, -0.34f, 0.42f, 0.27f), limb(x, y, 0.02f, -0.25f, 0.22f, 0.0f, 0.2f, 0.19f));
                d = Math.min(d, FastMath.sqrt(sq(x - 0.24f) + sq(y - 0.08f)) - 0.23f);
                d = Math.min(d, limb(x, y, -0.38f, -0.4f, -0.92f, -0.62f, 0.14f, 0.06f));   // the wedge tail
                d = Math.min(d, limb(x, y, 0.3f, -0.1f, 0.38f, -0.28f, 0.1f, 0.04f));       // the shaggy throat
            }
            case "rooster" -> {
                d = Math.min(oval(x, y, 0f, -0.4f, 0.36f, 0.3f), limb(x, y, 0.02f, -0.3f, 0.08f, 0.12f, 0.2f, 0.16f));
                d = Math.min(d, FastMath.sqrt(sq(x - 0.1f) + sq(y - 0.2f)) - 0.19f);
                for (int k = 0; k < 3; k++) {                                             // the sickle tail
                    float top = 0.3f - 0.2f * k;
                    d = Math.min(d, limb(x, y, -0.25f, -0.38f, -0.62f, top, 0.11f, 0.05f));
                    d = Math.min(d, limb(x, y, -0.62f, top, -0.86f, top - 0.28f, 0.03f, 0.01f));
                }
            }
            default -> { // the eagle: upright, wings half raised behind the head
                d = Math.min(oval(x, y, 0.02f, -0.4f, 0.36f, 0.32f), limb(x, y, 0.04f, -0.3f, 0.06f, 0.14f, 0.2f, 0.17f));
                d = Math.min(d, oval(x, y, 0.1f, 0.26f, 0.26f, 0.22f));
                d = Math.min(d, limb(x, y, -0.1f, -0.32f, -0.42f, 0.66f, 0.14f, 0.07f));
                d = Math.min(d, limb(x, y, -0.16f, -0.4f, -0.62f, 0.34f, 0.13f, 0.06f));
            }
        }
        return Math.min(d, base);
    }

    /** The beak of a bird in profile, looking right: negative inside. */
    static float birdBeak(String bird, float x, float y) {
        return switch (bird) {
            case "swallow" -> limb(x, y, 0.42f, -0.18f, 0.62f, -0.22f, 0.05f, 0.0f);
            case "stormbird" -> limb(x, y, 0.22f, 0.2f, 0.44f, 0.06f, 0.08f, 0.0f);
            case "raven" -> limb(x, y, 0.4f, 0.1f, 0.96f, 0.0f, 0.12f, 0.0f);
            case "rooster" -> limb(x, y, 0.26f, 0.2f, 0.44f, 0.14f, 0.06f, 0.0f);
            default -> Math.min(limb(x, y, 0.3f, 0.32f, 0.58f, 0.28f, 0.09f, 0.05f), limb(x, y, 0.58f, 0.28f, 0.56f, 0.08f, 0.05f, 0.0f));
        };
    }

    private static float sq(float v) {
        return v * v;
    }

    private static void paintBird(float x, float y, ColorRGBA out, String bird, boolean light, PieceLook look) {
        float[] body = light ? new float[] {0.95f, 0.91f, 0.80f} : new float[] {0.10f, 0.09f, 0.09f};
        float d = Math.min(birdBody(bird, x, y), birdBeak(bird, x, y));
        if (look == PieceLook.ON_BOARD) {
            over(out, body[0], body[1], body[2], 0.85f * cover(Math.abs(d + 0.04f) - 0.045f));
            return;
        }
        if (look == PieceLook.HOME) {
            over(out, 0.98f, 0.78f, 0.38f, cover(Math.abs(circle(x, y, 0, 0, 0.93f)) - 0.06f));
        }
        // A rim of the other tone, so the bird reads on the plaque whatever its colour.
        over(out, light ? 0.35f : 0.75f, light ? 0.28f : 0.65f, light ? 0.2f : 0.5f, cover(d - 0.06f));
        over(out, body[0], body[1], body[2], cover(birdBody(bird, x, y)));
        over(out, 0.85f, 0.6f, 0.22f, cover(birdBeak(bird, x, y)));
        if ("rooster".equals(bird)) {
            float comb = Math.min(oval(x, y, 0.08f, 0.44f, 0.16f, 0.1f), oval(x, y, 0.3f, 0.0f, 0.06f, 0.1f));
            over(out, 0.8f, 0.12f, 0.08f, cover(comb));
        }
        float[] eye = switch (bird) {
            case "swallow" -> new float[] {0.36f, -0.14f};
            case "stormbird" -> new float[] {0.12f, 0.24f};
            case "raven" -> new float[] {0.32f, 0.14f};
            case "rooster" -> new float[] {0.16f, 0.24f};
            default -> new float[] {0.2f, 0.3f};
        };
        over(out, light ? 0.1f : 0.95f, light ? 0.16f : 0.9f, light ? 0.4f : 0.75f, cover(circle(x, y, eye[0], eye[1], 0.05f)));
    }

    private static void paintCoin(float x, float y, ColorRGBA out) {
        float d = circle(x, y, 0, 0, 0.8f);
        over(out, 0.42f, 0.26f, 0.12f, cover(d));
        over(out, 0.78f, 0.55f, 0.26f, cover(circle(x, y, 0, 0, 0.68f)));
        // Shamash's star: eight rays.
        float a = FastMath.atan2(y, x);
        float rad = FastMath.sqrt(x * x + y * y);
        float star = 0.18f + 0.28f * FastMath.pow(Math.abs(FastMath.cos(a * 4)), 3);
        over(out, 0.45f, 0.28f, 0.12f, cover(rad - star) * 0.9f);
    }

    private static void paintBowl(float x, float y, ColorRGBA out, boolean coins) {
        // Coins heaped in it, seen edge-on.
        float[][] heap = {{-0.42f, 0.02f}, {0f, 0.04f}, {0.42f, 0.02f}, {-0.2f, 0.24f}, {0.22f, 0.24f}, {0f, 0.44f}};
        for (float[] c : coins ? heap : new float[0][]) {
            over(out, 0.42f, 0.26f, 0.12f, cover(roundBox(x - c[0], y - c[1], 0.24f, 0.1f, 0.09f)));
            over(out, 0.86f, 0.62f, 0.3f, cover(roundBox(x - c[0], y - c[1] - 0.03f, 0.2f, 0.05f, 0.05f)));
        }
        // The bowl: the lower half of an ellipse with a rim.
        float e = FastMath.sqrt(x * x / (0.95f * 0.95f) + (y + 0.05f) * (y + 0.05f) / (0.75f * 0.75f)) - 1;
        float bowl = Math.max(e * 0.8f, y + 0.05f);
        over(out, 0.35f, 0.15f, 0.08f, cover(bowl - 0.04f));
        over(out, 0.72f, 0.38f, 0.20f, cover(bowl));
        over(out, 0.85f, 0.50f, 0.28f, cover(roundBox(x, y + 0.07f, 0.95f, 0.06f, 0.05f)));
    }

    private static void paintTetra(float x, float y, ColorRGBA out, boolean marked) {
        // A triangle seen from above, its top tip at the centre: three edges from the centre.
        float[][] v = {{0, 0.85f}, {-0.76f, -0.5f}, {0.76f, -0.5f}};
        float inside = -10;
        for (int i = 0; i < 3; i++) {
            float[] a = v[i];
            float[] b = v[(i + 1) % 3];
            float nx = b[1] - a[1];
            float ny = a[0] - b[0];
            float len = FastMath.sqrt(nx * nx + ny * ny);
            float dist = ((x - a[0]) * nx + (y - a[1]) * ny) / len;
            inside = Math.max(inside, dist); // the normals point outwards: positive outside
        }
        over(out, 0.85f, 0.8f, 0.68f, cover(inside - 0.07f));
        over(out, 0.2f, 0.16f, 0.13f, cover(inside));
        // The three edges that run up to the top tip, lighter than the faces.
        for (float[] p : v) {
            float len = FastMath.sqrt(p[0] * p[0] + p[1] * p[1]);
            float along = (x * p[0] + y * p[1]) / len;
            float across = Math.abs(x * p[1] - y * p[0]) / len;
            if (along > 0) {
                over(out, 0.45f, 0.4f, 0.34f, cover(across - 0.03f) * cover(inside));
            }
        }
        if (marked) {
            over(out, 0.97f, 0.94f, 0.84f, cover(circle(x, y, 0, 0, 0.24f)));
        } else {
            over(out, 0.08f, 0.06f, 0.05f, cover(circle(x, y, 0, 0, 0.12f)));
        }
    }

    private static void paintAstragal(float x, float y, ColorRGBA out, int value) {
        float d = roundBox(x, y, 0.86f, 0.62f, 0.3f);
        over(out, 0.45f, 0.38f, 0.28f, cover(d - 0.05f));
        over(out, 0.93f, 0.88f, 0.74f, cover(d));
        float[][][] pips = {
            {{0, 0}},
            {{-0.38f, 0}, {0.38f, 0}},
            {{-0.48f, -0.2f}, {0, 0.2f}, {0.48f, -0.2f}},
            {{-0.4f, -0.25f}, {-0.4f, 0.25f}, {0.4f, -0.25f}, {0.4f, 0.25f}}};
        for (float[] p : pips[value - 1]) {
            over(out, 0.15f, 0.1f, 0.08f, cover(circle(x, y, p[0], p[1], 0.15f)));
        }
    }

    private static void paintBroad(float x, float y, ColorRGBA out, boolean yes) {
        float d = roundBox(x, y, 0.9f, 0.7f, 0.45f);
        over(out, 0.45f, 0.38f, 0.28f, cover(d - 0.05f));
        over(out, 0.93f, 0.88f, 0.74f, cover(d));
        if (yes) {
            float a = FastMath.atan2(y, x);
            float rad = FastMath.sqrt(x * x + y * y);
            float rays = 0.32f + 0.16f * Math.max(0, FastMath.cos(a * 8));
            over(out, 0.75f, 0.2f, 0.1f, cover(rad - rays));
            over(out, 0.9f, 0.35f, 0.12f, cover(rad - 0.24f));
        } else {
            float moon = Math.max(circle(x, y, 0, 0, 0.42f), -circle(x, y, 0.2f, 0.12f, 0.36f));
            over(out, 0.15f, 0.25f, 0.6f, cover(moon));
        }
    }
}
