package net.ur.client.world;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.texture.Texture;
import java.util.ArrayList;
import java.util.List;
import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;
import net.ur.client.render.ProceduralTextures;

/**
 * The moonlight that falls through the far wall's windows at MEDIUM and HIGH (the room has no
 * moon shadow map): each window's shape, barred, carried along the moon's direction onto the
 * first thing it meets, the table's top or the floor (less the table's own shadow there), and
 * added there as a cold light. Every piece is a flat convex polygon whose texture coordinates
 * are the window's own, found by tracing each corner back to the window.
 */
final class Moonlight {

    /**
     * The far wall's windows (the room's +X wall in Models/README.md, turned with the room), in the
     * world: their inner face at z = -2.4, x from -1.35 to -0.55 and from 0.55 to 1.35.
     */
    private static final float[][] WINDOWS = {{-1.35f, -0.55f}, {0.55f, 1.35f}};
    private static final float WALL_Z = -2.4f;
    private static final float SILL = 1.0f;
    private static final float WINDOW_HEIGHT = 0.95f;
    /** The table's top (the modelled table turned with the room): x from -0.65 to 0.65, z from -0.425 to 0.425. */
    private static final float[] TABLE = {-0.65f, 0.65f, -0.425f, 0.425f};
    /** The room's floor inside the walls. */
    private static final float[] FLOOR = {-2.2f, 2.2f, -2.4f, 2.4f};
    /** The share of the window's width and height, from each side, over which its light fades in. */
    static final float EDGE = 0.36f;
    /** How far above a surface its light is laid, so that it is drawn over it. */
    private static final float LIFT = 0.002f;

    private Moonlight() {
    }

    /**
     * Builds the moonlight's patches.
     *
     * @param assets the asset manager; not null
     * @param moon the direction the moonlight travels, into the room (z above 0) and down; not changed
     * @return a node of unshaded patches, added onto what is under them, in the transparent bucket
     */
    static Spatial build(AssetManager assets, Vector3f moon) {
        Validate.require(moon.z > 0 && moon.y < 0, "moonlight travelling down and into the room from the far wall");
        Texture bars = ProceduralTextures.paint(128, (u, v, out) -> {
            // The window's light: brightest in its middle and fading smoothly over the outer
            // third of each side (the sky's light through a window, not a sharp spot; the
            // patch lies metres from the window), three soft-edged bars across it.
            float k = fade(Math.min(u, 1 - u) / EDGE) * fade(Math.min(v, 1 - v) / EDGE);
            for (float bar : new float[] {0.3f, 0.5f, 0.7f}) {
                k *= 0.15f + 0.85f * fade(Math.abs(u - bar) / 0.045f - 0.35f);
            }
            out.set(0.24f * k, 0.29f * k, 0.42f * k, 1f);
        });
        bars.setWrap(Texture.WrapMode.EdgeClamp);
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", bars);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Additive);
        m.getAdditionalRenderState().setDepthWrite(false);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        Node node = new Node("Moonlight");
        float top = BoardLayout.TABLE_TOP;
        // The table's shadow on the floor: its top carried down along the moon.
        float down = top / -moon.y;
        List<float[]> shadow = rect(TABLE[0] + moon.x * down, TABLE[1] + moon.x * down, TABLE[2] + moon.z * down, TABLE[3] + moon.z * down);
        for (float[] w : WINDOWS) {
            List<float[]> onTable = clip(window(w, moon, top), rect(TABLE[0], TABLE[1], TABLE[2], TABLE[3]));
            if (onTable.size() >= 3) {
                node.attachChild(patch("Moonlight.Table", onTable, top + LIFT, w, moon, m));
            }
            List<float[]> onFloor = clip(window(w, moon, 0f), rect(FLOOR[0], FLOOR[1], FLOOR[2], FLOOR[3]));
            for (List<float[]> piece : outside(onFloor, shadow)) {
                node.attachChild(patch("Moonlight.Floor", piece, LIFT, w, moon, m));
            }
        }
        node.setQueueBucket(RenderQueue.Bucket.Transparent);
        node.setShadowMode(RenderQueue.ShadowMode.Off);
        return node;
    }

    /** A smooth step from 0 (t at most 0) to 1 (t at least 1). */
    static float fade(float t) {
        float c = FastMath.clamp(t, 0f, 1f);
        return c * c * (3 - 2 * c);
    }

    /** A window's four corners carried along the moon onto the plane at a height: points (x, z), counter-clockwise seen from above. */
    private static List<float[]> window(float[] w, Vector3f moon, float height) {
        List<float[]> out = new ArrayList<>();
        for (float[] c : new float[][] {{w[0], SILL}, {w[1], SILL}, {w[1], SILL + WINDOW_HEIGHT}, {w[0], SILL + WINDOW_HEIGHT}}) {
            float t = (height - c[1]) / moon.y;
            out.add(new float[] {c[0] + moon.x * t, WALL_Z + moon.z * t});
        }
        return ccw(out);
    }

    private static List<float[]> rect(float x0, float x1, float z0, float z1) {
        return ccw(new ArrayList<>(List.of(new float[] {x0, z0}, new float[] {x1, z0}, new float[] {x1, z1}, new float[] {x0, z1})));
    }

    /** The polygon's points in one turning sense (positive signed area in x, z). */
    private static List<float[]> ccw(List<float[]> poly) {
        float area = 0;
        for (int i = 0; i < poly.size(); i++) {
            float[] a = poly.get(i);
            float[] b = poly.get((i + 1) % poly.size());
            area += a[0] * b[1] - b[0] * a[1];
        }
        if (area < 0) {
            java.util.Collections.reverse(poly);
        }
        return poly;
    }

    /** Which side of the edge a to b a point lies on: above 0 inside a polygon of positive area. */
    private static float side(float[] a, float[] b, float[] p) {
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    }

    /** The part of a convex polygon on one side of a line (Sutherland-Hodgman): inside, or outside when {@code keepOutside}. */
    private static List<float[]> cut(List<float[]> poly, float[] a, float[] b, boolean keepOutside) {
        List<float[]> out = new ArrayList<>();
        float sign = keepOutside ? -1 : 1;
        for (int i = 0; i < poly.size(); i++) {
            float[] p = poly.get(i);
            float[] q = poly.get((i + 1) % poly.size());
            float sp = sign * side(a, b, p);
            float sq = sign * side(a, b, q);
            if (sp >= 0) {
                out.add(p);
            }
            if ((sp >= 0) != (sq >= 0)) {
                float t = sp / (sp - sq);
                out.add(new float[] {p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])});
            }
        }
        return out;
    }

    /** A convex polygon clipped to another (both turning the same way). */
    private static List<float[]> clip(List<float[]> poly, List<float[]> to) {
        List<float[]> out = poly;
        for (int i = 0; i < to.size() && out.size() >= 3; i++) {
            out = cut(out, to.get(i), to.get((i + 1) % to.size()), false);
        }
        return out;
    }

    /** A convex polygon less a convex hole, as convex pieces: each piece lies outside one of the hole's edges and inside those before it. */
    private static List<List<float[]>> outside(List<float[]> poly, List<float[]> hole) {
        List<List<float[]>> pieces = new ArrayList<>();
        List<float[]> rest = poly;
        for (int i = 0; i < hole.size() && rest.size() >= 3; i++) {
            float[] a = hole.get(i);
            float[] b = hole.get((i + 1) % hole.size());
            List<float[]> piece = cut(rest, a, b, true);
            if (piece.size() >= 3) {
                pieces.add(piece);
            }
            rest = cut(rest, a, b, false);
        }
        return pieces;
    }

    /** A flat convex polygon at a height, its texture coordinates the window's (u across, v up) where its light came in. */
    private static Geometry patch(String name, List<float[]> poly, float height, float[] w, Vector3f moon, Material m) {
        int n = poly.size();
        float[] pos = new float[n * 3];
        float[] tex = new float[n * 2];
        for (int i = 0; i < n; i++) {
            float[] p = poly.get(i);
            pos[i * 3] = p[0];
            pos[i * 3 + 1] = height;
            pos[i * 3 + 2] = p[1];
            float t = (p[1] - WALL_Z) / moon.z;
            tex[i * 2] = (p[0] - moon.x * t - w[0]) / (w[1] - w[0]);
            tex[i * 2 + 1] = (height - moon.y * t - SILL) / WINDOW_HEIGHT;
        }
        short[] index = new short[(n - 2) * 3];
        for (int i = 1; i < n - 1; i++) {
            index[(i - 1) * 3] = 0;
            index[(i - 1) * 3 + 1] = (short) (i + 1);
            index[(i - 1) * 3 + 2] = (short) i;
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, pos);
        mesh.setBuffer(VertexBuffer.Type.TexCoord, 2, tex);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, index);
        mesh.updateBound();
        Geometry g = new Geometry(name, mesh);
        g.setMaterial(m);
        return g;
    }
}
