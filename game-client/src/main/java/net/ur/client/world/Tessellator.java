package net.ur.client.world;

import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits the large triangles of a model into smaller ones, so that lighting computed per vertex
 * (the low quality, see {@link Materials#setVertexLighting}) still shows the lamp's pool of light on
 * the table and the floor. Each triangle whose longest edge (in world units) is longer than the
 * limit is split in four at its edges' midpoints, again until every edge is short enough; all the
 * float vertex attributes (position, normal, texture coordinates, colour, tangent) are interpolated.
 * Meshes that are not plain triangle lists of float attributes, or have no long edge, are left as
 * they are.
 */
public final class Tessellator {

    /** No geometry is made bigger than this many triangles. */
    private static final int MAX_TRIANGLES = 20_000;

    private Tessellator() {
    }

    /**
     * Tessellates every geometry of a spatial in place.
     *
     * @param model the model; not null (its scale and its parents' are taken into account)
     * @param maxEdge the longest edge wanted, in world units; positive
     * @return the number of geometries changed
     */
    public static int tessellate(Spatial model, float maxEdge) {
        if (model == null || !(maxEdge > 0)) {
            throw new IllegalArgumentException("need a model and a positive edge length, not " + model + ", " + maxEdge);
        }
        int[] changed = {0};
        model.depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                float scale = scale(g);
                Mesh finer = subdivide(g.getMesh(), maxEdge / Math.max(scale, 1e-6f));
                if (finer != null) {
                    g.setMesh(finer);
                    changed[0]++;
                }
            }
        });
        return changed[0];
    }

    /** The largest factor of a spatial's scale in the world, from its own and its parents' local scales. */
    private static float scale(Spatial s) {
        float x = 1;
        float y = 1;
        float z = 1;
        for (Spatial p = s; p != null; p = p.getParent()) {
            x *= p.getLocalScale().x;
            y *= p.getLocalScale().y;
            z *= p.getLocalScale().z;
        }
        return Math.max(Math.abs(x), Math.max(Math.abs(y), Math.abs(z)));
    }

    /**
     * A finer copy of a mesh whose edges are at most {@code maxEdge} long (in the mesh's own units),
     * or null if the mesh needs no change or cannot be split.
     */
    static Mesh subdivide(Mesh mesh, float maxEdge) {
        if (mesh.getMode() != Mesh.Mode.Triangles || mesh.getBuffer(VertexBuffer.Type.Position) == null) {
            return null;
        }
        List<VertexBuffer> attributes = new ArrayList<>();
        for (VertexBuffer vb : mesh.getBufferList()) {
            if (vb.getBufferType() == VertexBuffer.Type.Index) {
                continue;
            }
            if (vb.getFormat() != VertexBuffer.Format.Float || !(vb.getData() instanceof FloatBuffer)) {
                return null;
            }
            if (isSkinOrLod(vb.getBufferType())) {
                return null;
            }
            attributes.add(vb);
        }
        // The position first: the splitting measures the first three columns of a row.
        attributes.sort((x, y) -> Boolean.compare(y.getBufferType() == VertexBuffer.Type.Position,
                x.getBufferType() == VertexBuffer.Type.Position));
        int triangles = mesh.getTriangleCount();
        int[] corner = new int[3];
        FloatBuffer pos = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Position).getData();
        boolean anyLong = false;
        for (int t = 0; t < triangles && !anyLong; t++) {
            mesh.getTriangle(t, corner);
            anyLong = longestEdge(pos, corner[0], corner[1], corner[2]) > maxEdge;
        }
        if (!anyLong) {
            return null;
        }
        int width = 0;
        for (VertexBuffer vb : attributes) {
            width += vb.getNumComponents();
        }
        // Each output vertex is one row of all the attributes, one triangle after another.
        List<float[]> out = new ArrayList<>();
        for (int t = 0; t < triangles; t++) {
            mesh.getTriangle(t, corner);
            float[][] v = new float[3][];
            for (int k = 0; k < 3; k++) {
                v[k] = row(attributes, width, corner[k]);
            }
            split(v[0], v[1], v[2], maxEdge, out, 0);
            if (out.size() / 3 > MAX_TRIANGLES) {
                return null;
            }
        }
        Mesh finer = new Mesh();
        int n = out.size();
        int offset = 0;
        for (VertexBuffer vb : attributes) {
            int c = vb.getNumComponents();
            FloatBuffer fb = BufferUtils.createFloatBuffer(n * c);
            for (float[] r : out) {
                fb.put(r, offset, c);
            }
            fb.flip();
            finer.setBuffer(vb.getBufferType(), c, fb);
            offset += c;
        }
        if (n < 65536) {
            short[] shorts = new short[n];
            for (int i = 0; i < n; i++) {
                shorts[i] = (short) i;
            }
            finer.setBuffer(VertexBuffer.Type.Index, 3, shorts);
        } else {
            int[] index = new int[n];
            for (int i = 0; i < n; i++) {
                index[i] = i;
            }
            finer.setBuffer(VertexBuffer.Type.Index, 3, index);
        }
        finer.updateBound();
        finer.updateCounts();
        return finer;
    }

    private static boolean isSkinOrLod(VertexBuffer.Type type) {
        return switch (type) {
            case BoneIndex, BoneWeight, HWBoneIndex, HWBoneWeight, BindPosePosition, BindPoseNormal, BindPoseTangent -> true;
            default -> false;
        };
    }

    private static float[] row(List<VertexBuffer> attributes, int width, int vertex) {
        float[] r = new float[width];
        int o = 0;
        for (VertexBuffer vb : attributes) {
            FloatBuffer fb = (FloatBuffer) vb.getData();
            int c = vb.getNumComponents();
            for (int k = 0; k < c; k++) {
                r[o + k] = fb.get(vertex * c + k);
            }
            o += c;
        }
        return r;
    }

    private static void split(float[] a, float[] b, float[] c, float maxEdge, List<float[]> out, int depth) {
        if (depth >= 8 || Math.max(dist(a, b), Math.max(dist(b, c), dist(c, a))) <= maxEdge) {
            out.add(a);
            out.add(b);
            out.add(c);
            return;
        }
        float[] ab = mid(a, b);
        float[] bc = mid(b, c);
        float[] ca = mid(c, a);
        split(a, ab, ca, maxEdge, out, depth + 1);
        split(ab, b, bc, maxEdge, out, depth + 1);
        split(ca, bc, c, maxEdge, out, depth + 1);
        split(ab, bc, ca, maxEdge, out, depth + 1);
    }

    /** The midpoint of two vertex rows; a normal (columns 3..5 when present) is renormalised by the shader. */
    private static float[] mid(float[] a, float[] b) {
        float[] m = new float[a.length];
        for (int i = 0; i < a.length; i++) {
            m[i] = (a[i] + b[i]) * 0.5f;
        }
        return m;
    }

    /** Distance between the positions of two rows: the position is the first attribute. */
    private static float dist(float[] a, float[] b) {
        float dx = a[0] - b[0];
        float dy = a[1] - b[1];
        float dz = a[2] - b[2];
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    private static float longestEdge(FloatBuffer pos, int i, int j, int k) {
        return Math.max(d(pos, i, j), Math.max(d(pos, j, k), d(pos, k, i)));
    }

    private static float d(FloatBuffer p, int i, int j) {
        float dx = p.get(i * 3) - p.get(j * 3);
        float dy = p.get(i * 3 + 1) - p.get(j * 3 + 1);
        float dz = p.get(i * 3 + 2) - p.get(j * 3 + 2);
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
}
