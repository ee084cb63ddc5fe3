package net.ur.client.view;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.texture.Texture;
import net.ur.client.render.ProceduralTextures;

/**
 * The halo that says a die can be clicked: a thin soft ring lying on the table round the die, a
 * little outside where the die touches it, so that the die's contact with the table and its
 * contact shadow stay in sight (a filled disc under it, as the pieces have, hid both). The ring
 * lies flat on the table however the die came to rest, and is hidden where the die stands in
 * front of it.
 */
final class DieHalo {

    /** How far outside the die's footprint the ring's brightest circle lies, metres. */
    static final float GAP = 0.004f;
    /** Where the brightest circle lies on the ring's square, as a share of its half side. */
    private static final float PEAK = 0.8f;
    /** The ring's profile: how far from its brightest circle its light halves, as a share of the half side. */
    private static final float SOFT = 0.075f;
    /** How far above the table the ring lies, metres: over the table, under the die's lowest point. */
    private static final float LIFT = 0.0006f;

    private final Material movable;
    private final Material hover;

    /**
     * @param assets the asset manager; not null
     * @param movable the ring's colour where it is brightest, for a die that can be clicked (added onto the table)
     * @param hover the same under the mouse
     */
    DieHalo(AssetManager assets, ColorRGBA movable, ColorRGBA hover) {
        Texture ring = ProceduralTextures.paint(128, (u, v, out) -> {
            float r = FastMath.sqrt((u - 0.5f) * (u - 0.5f) + (v - 0.5f) * (v - 0.5f)) * 2f;
            float x = (r - PEAK) / SOFT;
            float k = r >= 1f ? 0f : FastMath.exp(-0.693f * x * x) * FastMath.clamp((1f - r) / 0.08f, 0f, 1f);
            out.set(k, k, k, 1f);
        });
        ring.setWrap(Texture.WrapMode.EdgeClamp);
        this.movable = material(assets, ring, movable);
        this.hover = material(assets, ring, hover);
    }

    private static Material material(AssetManager assets, Texture ring, ColorRGBA colour) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", ring);
        m.setColor("Color", colour);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Additive);
        m.getAdditionalRenderState().setDepthWrite(false);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        return m;
    }

    /**
     * How far a die reaches from its centre along the table when it lies on a face, metres: half
     * its length (the astragals), its base's corners (the tetrahedron), half its diagonal (the d6).
     *
     * @param type the die's model type name, {@code die.*}
     * @return the reach
     */
    static float footprint(String type) {
        return switch (type) {
            case "die.astragal.small" -> 0.0145f;
            case "die.astragal.broad" -> 0.018f;
            case "die.d6" -> 0.0113f;
            default -> ProceduralModels.TETRA_EDGE / FastMath.sqrt(3f);
        };
    }

    /**
     * How high a die's centre stands above the table when it lies on a face, metres (its
     * physics shape's half thickness, DiceTable).
     *
     * @param type the die's model type name, {@code die.*}
     * @return the height
     */
    static float restHeight(String type) {
        return switch (type) {
            case "die.astragal.small" -> 0.0076f;
            case "die.astragal.broad" -> 0.006f;
            case "die.d6" -> 0.008f;
            default -> ProceduralModels.TETRA_EDGE * 0.19f;
        };
    }

    /**
     * A ring for a die, to hang under the die's node.
     *
     * @param type the die's model type name
     * @param hovered whether the mouse is over the die
     * @param dieRotation the die's node's rotation now: the ring is turned back by it, to lie flat
     * @return the ring, named {@code Halo}
     */
    Geometry make(String type, boolean hovered, Quaternion dieRotation) {
        float half = (footprint(type) + GAP) / PEAK;
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, new float[] {-half, 0, -half, half, 0, -half, half, 0, half, -half, 0, half});
        mesh.setBuffer(VertexBuffer.Type.TexCoord, 2, new float[] {0, 0, 1, 0, 1, 1, 0, 1});
        mesh.setBuffer(VertexBuffer.Type.Index, 3, new short[] {0, 2, 1, 0, 3, 2});
        mesh.updateBound();
        Geometry ring = new Geometry("Halo", mesh);
        ring.setMaterial(hovered ? hover : movable);
        Quaternion back = dieRotation.inverse();
        ring.setLocalRotation(back);
        ring.setLocalTranslation(back.mult(new Vector3f(0, LIFT - restHeight(type), 0)));
        ring.setQueueBucket(RenderQueue.Bucket.Transparent);
        ring.setShadowMode(RenderQueue.ShadowMode.Off);
        return ring;
    }
}
