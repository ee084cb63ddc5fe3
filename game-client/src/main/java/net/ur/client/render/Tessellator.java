package net.ur.client.render;

import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import jme3utilities.Validate;

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
        Validate.nonNull(model, "model");
        Validate.positive(maxEdge, "max edge");
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
        // The vertices as rows of all their attributes: the mesh's own first, then the midpoints,
        // each made once per edge so that neighbouring triangles share it.
        List<float[]> rows = new ArrayList<>();
        int vertices = mesh.getVertexCount();
        for (int i = 0; i < vertices; i++) {
            rows.add(row(attributes, width, i));
        }
        java.util.Map<Long, Integer> midpoints = new java.util.HashMap<>();
        List<Integer> index = new ArrayList<>();
        for (int t = 0; t < triangles; t++) {
            mesh.getTriangle(t, corner);
            split(corner[0], corner[1], corner[2], maxEdge, rows, midpoints, index, 0);
            if (index.size() / 3 > MAX_TRIANGLES) {
                return null;
            }
        }
        Mesh finer = new Mesh();
        int n = rows.size();
        int offset = 0;
        for (VertexBuffer vb : attributes) {
            int c = vb.getNumComponents();
            FloatBuffer fb = BufferUtils.createFloatBuffer(n * c);
            for (float[] r : rows) {
                fb.put(r, offset, c);
            }
            fb.flip();
            finer.setBuffer(vb.getBufferType(), c, fb);
            offset += c;
        }
        if (n < 65536) {
            short[] shorts = new short[index.size()];
            for (int i = 0; i < shorts.length; i++) {
                shorts[i] = (short) (int) index.get(i);
            }
            finer.setBuffer(VertexBuffer.Type.Index, 3, shorts);
        } else {
            int[] ints = new int[index.size()];
            for (int i = 0; i < ints.length; i++) {
                ints[i] = index.get(i);
            }
            finer.setBuffer(VertexBuffer.Type.Index, 3, ints);
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

    private static void split(int a, int b, int c, float maxEdge, List<float[]> rows,
            java.util.Map<Long, Integer> midpoints, List<Integer> index, int depth) {
        float[] ra = rows.get(a);
        float[] rb = rows.get(b);
        float[] rc = rows.get(c);
        if (depth >= 8 || Math.max(dist(ra, rb), Math.max(dist(rb, rc), dist(rc, ra))) <= maxEdge) {
            index.add(a);
            index.add(b);
            index.add(c);
            return;
        }
        int ab = midpoint(a, b, rows, midpoints);
        int bc = midpoint(b, c, rows, midpoints);
        int ca = midpoint(c, a, rows, midpoints);
        split(a, ab, ca, maxEdge, rows, midpoints, index, depth + 1);
        split(ab, b, bc, maxEdge, rows, midpoints, index, depth + 1);
        split(ca, bc, c, maxEdge, rows, midpoints, index, depth + 1);
        split(ab, bc, ca, maxEdge, rows, midpoints, index, depth + 1);
    }

    /** The index of the midpoint of an edge, made the first time the edge is split. */
    private static int midpoint(int i, int j, List<float[]> rows, java.util.Map<Long, Integer> midpoints) {
        long key = ((long) Math.min(i, j) << 32) | Math.max(i, j);
        Integer known = midpoints.get(key);
        if (known != null) {
            return known;
        }
        rows.add(mid(rows.get(i), rows.get(j)));
        midpoints.put(key, rows.size() - 1);
        return rows.size() - 1;
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
