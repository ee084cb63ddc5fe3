package net.ur.client.view;

import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Sphere;
import com.jme3.util.BufferUtils;
import net.ur.client.es.components.ModelType;
import net.ur.client.render.Materials;
import net.ur.client.render.ProceduralTextures;

/**
 * Pieces and dice made in code: the round inlaid pieces of Ur (a disc with five dots) in light
 * shell and dark bitumen, and the tetrahedral die with two white tips. Used until the modelled
 * assets of issue #8 take their place.
 */
public final class ProceduralModels implements ModelFactory {

    /** Radius of a classic piece. */
    public static final float PIECE_RADIUS = 0.0165f;
    /** Height of a classic piece. */
    public static final float PIECE_HEIGHT = 0.0075f;
    /** Distance from the tetrahedral die's centre to a tip (the modelled die scaled by {@link #TETRA_SCALE}). */
    public static final float TETRA_RADIUS = 0.0115f * 1.5f;
    /** Scale of the modelled tetrahedral die: larger than life so that its tips read at a glance. */
    public static final float TETRA_SCALE = 1.5f;
    /** Edge of the tetrahedral die. */
    public static final float TETRA_EDGE = TETRA_RADIUS * 1.63299f;

    private final AssetManager assets;
    private Material lightTop;
    private Material darkTop;
    private Material lightSide;
    private Material darkSide;
    private Material dieBody;
    private Material dieTip;

    /**
     * @param assets the asset manager; not null
     */
    public ProceduralModels(AssetManager assets) {
        Validate.nonNull(assets, "assets");
        this.assets = assets;
    }

    @Override
    public Spatial create(ModelType type) {
        switch (type.name()) {
            case "piece.light":
                return piece(true);
            case "piece.dark":
                return piece(false);
            case "die.tetra":
                return tetrahedron();
            case "die.astragal.small":
                return astragal(SMALL_ASTRAGAL_HALF);
            case "die.astragal.broad":
                return astragal(BROAD_ASTRAGAL_HALF);
            case "coin":
                return disc("Thing.coin", 0.0095f, 0.0018f, new ColorRGBA(0.62f, 0.42f, 0.2f, 1f));
            case "bowl":
                return disc("Thing.bowl", 0.079f * BoardLayout.BOWL_SCALE, BoardLayout.BOWL_FLOOR, new ColorRGBA(0.55f, 0.28f, 0.16f, 1f));
            case "die.d6":
                return astragal(new Vector3f(0.008f, 0.008f, 0.008f));
            default:
                if (type.name().endsWith(RedSide.SUFFIX)) {
                    return RedSide.mark(assets, create(RedSide.blue(type)));
                }
                if (type.name().startsWith("bird.")) {
                    return piece(type.name().endsWith(".light"));
                }
                throw new IllegalArgumentException("no model for type " + type.name());
        }
    }

    private void makeMaterials() {
        if (lightTop != null) {
            return;
        }
        lightTop = Materials.lit(assets, ProceduralTextures.paint(128, (u, v, out) -> pieceFace(u, v, out, true)), ColorRGBA.White, 40f);
        darkTop = Materials.lit(assets, ProceduralTextures.paint(128, (u, v, out) -> pieceFace(u, v, out, false)), ColorRGBA.White, 40f);
        lightSide = Materials.lit(assets, null, new ColorRGBA(0.78f, 0.70f, 0.55f, 1f), 32f);
        darkSide = Materials.lit(assets, null, new ColorRGBA(0.06f, 0.05f, 0.05f, 1f), 32f);
        dieBody = Materials.lit(assets, null, new ColorRGBA(0.10f, 0.07f, 0.05f, 1f), 24f);
        dieTip = Materials.lit(assets, null, new ColorRGBA(0.95f, 0.92f, 0.82f, 1f), 24f);
    }

    /** The face of a piece: five dots, lapis rings round carnelian centres, on shell or bitumen. */
    private static void pieceFace(float u, float v, ColorRGBA out, boolean light) {
        float n = ProceduralTextures.fbm(u, v, 8, light ? 4 : 6);
        if (light) {
            ProceduralTextures.rgb(out, 232, 218, 186);
            ProceduralTextures.mix(out, 196, 176, 138, n * 0.5f);
        } else {
            ProceduralTextures.rgb(out, 24, 20, 18);
            ProceduralTextures.mix(out, 52, 44, 38, n * 0.6f);
        }
        float[][] centres = {{0.5f, 0.5f}, {0.3f, 0.3f}, {0.7f, 0.3f}, {0.3f, 0.7f}, {0.7f, 0.7f}};
        for (float[] c : centres) {
            float du = u - c[0];
            float dv = v - c[1];
            float d = FastMath.sqrt(du * du + dv * dv);
            if (d < 0.045f) {
                if (light) {
                    ProceduralTextures.rgb(out, 40, 64, 140);
                } else {
                    ProceduralTextures.rgb(out, 236, 226, 200);
                }
            } else if (d < 0.08f) {
                ProceduralTextures.rgb(out, light ? 24 : 150, light ? 20 : 44, light ? 18 : 30);
            }
        }
    }

    /** Half extents of the small astragal (0.029 x 0.015 x 0.016 m), the bounds of its physics shape ({@code DiceTable.astragalShape}). */
    public static final com.jme3.math.Vector3f SMALL_ASTRAGAL_HALF = new com.jme3.math.Vector3f(0.0145f, 0.0075f, 0.008f);
    /** Half extents of the broad astragal (0.036 x 0.012 x 0.026 m), the bounds of its physics shape ({@code DiceTable.astragalShape}). */
    public static final com.jme3.math.Vector3f BROAD_ASTRAGAL_HALF = new com.jme3.math.Vector3f(0.018f, 0.006f, 0.013f);

    private Spatial astragal(com.jme3.math.Vector3f half) {
        makeMaterials();
        Node node = new Node("Die.astragal");
        Geometry g = new Geometry("Astragal", new com.jme3.scene.shape.Box(half.x, half.y, half.z));
        g.setMaterial(dieTip);
        node.attachChild(g);
        node.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        return node;
    }

    /** A plain lit cylinder standing on y = 0: the stand-in of a coin or of the pool's bowl. */
    private Spatial disc(String name, float radius, float height, ColorRGBA colour) {
        Node node = new Node(name);
        Geometry g = new Geometry(name + ".mesh", new Cylinder(2, 24, radius, height, true));
        g.setMaterial(Materials.lit(assets, null, colour, 24f));
        g.rotate(FastMath.HALF_PI, 0, 0);
        g.setLocalTranslation(0, height / 2, 0);
        node.attachChild(g);
        node.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        return node;
    }

    private Spatial piece(boolean light) {
        makeMaterials();
        Node node = new Node(light ? "Piece.light" : "Piece.dark");
        Geometry side = new Geometry("PieceSide", new Cylinder(2, 32, PIECE_RADIUS, PIECE_HEIGHT, false));
        side.setMaterial(light ? lightSide : darkSide);
        side.rotate(FastMath.HALF_PI, 0, 0);
        side.setLocalTranslation(0, PIECE_HEIGHT / 2, 0);
        node.attachChild(side);
        Geometry top = new Geometry("PieceTop", disc(PIECE_RADIUS, 32));
        top.setMaterial(light ? lightTop : darkTop);
        top.setLocalTranslation(0, PIECE_HEIGHT, 0);
        node.attachChild(top);
        node.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        return node;
    }

    /** A flat disc facing up, textured with the unit square over its bounds. */
    private static Mesh disc(float radius, int segments) {
        float[] pos = new float[(segments + 1) * 3];
        float[] uv = new float[(segments + 1) * 2];
        float[] normal = new float[(segments + 1) * 3];
        short[] idx = new short[segments * 3];
        pos[0] = 0;
        pos[1] = 0;
        pos[2] = 0;
        uv[0] = 0.5f;
        uv[1] = 0.5f;
        for (int i = 0; i <= segments; i++) {
            normal[i * 3 + 1] = 1;
        }
        for (int i = 0; i < segments; i++) {
            float a = FastMath.TWO_PI * i / segments;
            int v = i + 1;
            pos[v * 3] = radius * FastMath.cos(a);
            pos[v * 3 + 2] = radius * FastMath.sin(a);
            uv[v * 2] = 0.5f + 0.5f * FastMath.cos(a);
            uv[v * 2 + 1] = 0.5f + 0.5f * FastMath.sin(a);
            idx[i * 3] = 0;
            idx[i * 3 + 1] = (short) (1 + (i + 1) % segments);
            idx[i * 3 + 2] = (short) v;
        }
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, pos);
        m.setBuffer(VertexBuffer.Type.TexCoord, 2, uv);
        m.setBuffer(VertexBuffer.Type.Normal, 3, normal);
        m.setBuffer(VertexBuffer.Type.Index, 3, idx);
        m.updateBound();
        return m;
    }

    /**
     * The vertices of the regular tetrahedron die, centred on its centroid; tips 0 and 1 are the
     * marked ones. Shared with the physics shape so that what is seen is what is thrown.
     *
     * @return four new vectors
     */
    public static Vector3f[] tetraVertices() {
        // The tips of Models/Dice/tetra_die.glb (tip_1_marked, tip_2_marked, tip_3, tip_4), scaled.
        float r = TETRA_RADIUS;
        return new Vector3f[] {
            new Vector3f(0, r, 0), new Vector3f(0, -r / 3f, 0.94281f * r),
            new Vector3f(0.81650f * r, -r / 3f, -0.47140f * r), new Vector3f(-0.81650f * r, -r / 3f, -0.47140f * r)};
    }

    private Spatial tetrahedron() {
        makeMaterials();
        Vector3f[] v = tetraVertices();
        int[][] faces = {{0, 1, 2}, {0, 3, 1}, {0, 2, 3}, {1, 3, 2}};
        float[] pos = new float[36];
        float[] normals = new float[36];
        int k = 0;
        for (int[] f : faces) {
            Vector3f n = v[f[1]].subtract(v[f[0]]).crossLocal(v[f[2]].subtract(v[f[0]])).normalizeLocal();
            Vector3f centroid = v[0].add(v[1]).addLocal(v[2]).addLocal(v[3]).multLocal(0.25f);
            if (n.dot(v[f[0]].subtract(centroid)) < 0) {
                n.negateLocal();
                int t = f[1];
                f[1] = f[2];
                f[2] = t;
            }
            for (int i = 0; i < 3; i++) {
                Vector3f p = v[f[i]];
                pos[k * 3] = p.x;
                pos[k * 3 + 1] = p.y;
                pos[k * 3 + 2] = p.z;
                normals[k * 3] = n.x;
                normals[k * 3 + 1] = n.y;
                normals[k * 3 + 2] = n.z;
                k++;
            }
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        mesh.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(normals));
        mesh.setBuffer(VertexBuffer.Type.Index, 3, new short[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
        mesh.updateBound();
        Node die = new Node("Die.tetra");
        Geometry body = new Geometry("DieBody", mesh);
        body.setMaterial(dieBody);
        die.attachChild(body);
        for (int i = 0; i < 2; i++) {
            Geometry tip = new Geometry("DieTip", new Sphere(8, 10, TETRA_EDGE * 0.16f));
            tip.setMaterial(dieTip);
            tip.setLocalTranslation(v[i].mult(0.86f));
            die.attachChild(tip);
        }
        die.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        return die;
    }
}
