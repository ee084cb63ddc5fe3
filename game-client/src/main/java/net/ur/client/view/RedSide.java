package net.ur.client.view;


import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Cylinder;

import net.ur.client.es.components.ModelType;
import net.ur.client.render.Materials;
import net.ur.rules.PieceState;
import net.ur.rules.Player;

/**
 * The red side of a Ravensburg man (seed 004: "the red spots show"): a man that has delivered
 * captives is drawn as its usual piece with a red disc over its top face. Its model type is the
 * blue one's with {@value #SUFFIX} added.
 */
public final class RedSide {

    /** What a red man's model type name ends with. */
    public static final String SUFFIX = ".red";

    private static final ColorRGBA RED = new ColorRGBA(0.78f, 0.10f, 0.08f, 1f);

    private RedSide() {
    }

    /**
     * The model type of a man as it lies now: red or blue side up.
     *
     * @param ps the man's state; not null
     * @return the model type
     */
    public static ModelType modelOf(PieceState ps) {
        boolean light = ps.piece().owner() == Player.LIGHT;
        if (ps.flipped()) {
            return light ? ModelType.PIECE_LIGHT_RED : ModelType.PIECE_DARK_RED;
        }
        return ModelType.of(ps.piece());
    }

    /**
     * The blue side's model type of a red one.
     *
     * @param red a type ending with {@value #SUFFIX}; not null
     * @return the type without it
     */
    public static ModelType blue(ModelType red) {
        return new ModelType(red.name().substring(0, red.name().length() - SUFFIX.length()));
    }

    /**
     * Lays a red disc over a piece's top face.
     *
     * @param assets the asset manager; not null
     * @param piece the piece as made for its blue side; changed and returned
     * @return the piece
     */
    public static Spatial mark(AssetManager assets, Spatial piece) {
        Geometry disc = new Geometry("RedSide", new Cylinder(2, 32, ProceduralModels.PIECE_RADIUS * 0.72f, 0.0006f,
                true));
        disc.setMaterial(Materials.lit(assets, null, RED, 16f));
        disc.rotate(FastMath.HALF_PI, 0, 0);
        disc.setLocalTranslation(0, ProceduralModels.PIECE_HEIGHT + 0.0003f, 0);
        if (piece instanceof Node n) {
            n.attachChild(disc);
            return n;
        }
        Node n = new Node(piece.getName());
        n.attachChild(piece);
        n.attachChild(disc);
        return n;
    }
}
