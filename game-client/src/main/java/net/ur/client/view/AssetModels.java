package net.ur.client.view;

import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;

import com.jme3.asset.AssetManager;
import com.jme3.asset.AssetNotFoundException;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.HashMap;
import java.util.Map;
import net.ur.client.es.components.ModelType;
import net.ur.client.render.ContactShadow;
import net.ur.client.render.Materials;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes the pieces and dice from the modelled assets (glTF files in the assets module, made by the
 * scripts in assets/scripts), with their materials turned into the scene's lit materials. A model
 * that is missing is reported once and made in code instead, so the game still plays.
 */
public final class AssetModels implements ModelFactory {

    private static final Logger LOG = LoggerFactory.getLogger(AssetModels.class);

    private static final Map<String, String> PATHS = paths();

    private static Map<String, String> paths() {
        Map<String, String> m = new HashMap<>();
        m.put("piece.light", "Models/Pieces/ur_piece_light.glb");
        m.put("piece.dark", "Models/Pieces/ur_piece_dark.glb");
        m.put("die.tetra", "Models/Dice/tetra_die.glb");
        m.put("die.astragal.small", "Models/Dice/astragal_small.glb");
        m.put("die.astragal.broad", "Models/Dice/astragal_broad.glb");
        m.put("coin", "Models/Counters/coin.glb");
        m.put("bowl", "Models/Counters/bowl.glb");
        m.put("die.d6", "Models/Dice/die_d6.glb");
        for (String bird : new String[] {"swallow", "stormbird", "raven", "rooster", "eagle"}) {
            for (String tone : new String[] {"light", "dark"}) {
                m.put("bird." + bird + "." + tone, "Models/Pieces/bird_" + bird + "_" + tone + ".glb");
            }
        }
        return Map.copyOf(m);
    }

    /**
     * The model file of a model type, for tests.
     *
     * @param type the model type; not null
     * @return the asset path, or null when the model is made in code
     */
    static String path(ModelType type) {
        return PATHS.get(type.name());
    }

    private final AssetManager assets;
    private final ProceduralModels fallback;
    private final Map<String, Spatial> prototypes = new HashMap<>();

    /**
     * @param assets the asset manager; not null
     */
    public AssetModels(AssetManager assets) {
        Validate.nonNull(assets, "assets");
        this.assets = assets;
        this.fallback = new ProceduralModels(assets);
    }

    @Override
    public Spatial create(ModelType type) {
        if (type.name().endsWith(RedSide.SUFFIX)) {
            return RedSide.mark(assets, create(RedSide.blue(type)));
        }
        String path = PATHS.get(type.name());
        if (path == null) {
            return fallback.create(type);
        }
        Spatial proto = prototypes.computeIfAbsent(type.name(), k -> load(path));
        if (proto == null) {
            return fallback.create(type);
        }
        Node node = new Node(type.name().startsWith("die") ? "Die." + type.name()
                : type.name().startsWith("piece") || type.name().startsWith("bird") ? "Piece." + type.name() : "Thing." + type.name());
        node.attachChild(proto.clone(false));
        node.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        if (Materials.isVertexLighting()) {
            // LOW has no shadow map: a soft blob under the thing keeps it on the table.
            ContactShadow.attach(node, type.name().startsWith("coin") ? 1.5f : type.name().startsWith("bowl") ? 1.2f : 1.35f);
        }
        return node;
    }

    /**
     * Makes a bird's glaze read at a glance, even lit per vertex: the glossy birds a strong, tight
     * highlight, the matte eagle none (seed 000: all glossy but the eagle).
     */
    private static void shine(Spatial bird, boolean glossy) {
        bird.depthFirstTraversal(sp -> {
            if (sp instanceof Geometry g && g.getMaterial().getParam("Shininess") != null) {
                Material m = g.getMaterial();
                if (glossy) {
                    // Above 1: the lamp is warm (its blue a third of its red), and a glaze's
                    // reflection of it must still come out white where it is brightest.
                    m.setColor("Specular", new ColorRGBA(2.2f, 2.1f, 2.0f, 1f));
                    m.setFloat("Shininess", 24f);
                } else {
                    m.setColor("Specular", new ColorRGBA(0.02f, 0.02f, 0.02f, 1f));
                    m.setFloat("Shininess", 2f);
                }
            }
        });
    }

    /**
     * How much of the lamp's light, bounced off the lit table round them, the bone dice take in
     * on their sides turned from the lamp, as a multiple of the room's cold ambient light: the
     * lamp stands behind the dice tray, so the sides the player sees are turned from it, and
     * without this they were dark lumps (the room's ambient light alone is a dim blue).
     */
    private static final ColorRGBA BONE_BOUNCE = new ColorRGBA(7.5f, 5.6f, 3.4f, 1f);

    /**
     * Lets a bone die's sides in the lamp's shade read as warm bone, its marks still dark on it,
     * and its relief show: a model with vertex colours (the astragals' baked occlusion,
     * assets/scripts/blender/dice.py) has its light multiplied by them.
     */
    private static void boneInShade(Spatial die) {
        die.depthFirstTraversal(sp -> {
            if (sp instanceof Geometry g && g.getMaterial().getParam("Ambient") != null) {
                Material m = g.getMaterial();
                ColorRGBA own = (ColorRGBA) m.getParam("Ambient").getValue();
                m.setColor("Ambient", own.mult(BONE_BOUNCE));
                if (g.getMesh().getBuffer(com.jme3.scene.VertexBuffer.Type.Color) != null) {
                    m.setBoolean("UseVertexColor", true);
                }
            }
        });
    }

    private Spatial load(String path) {
        try {
            Spatial s = net.ur.client.assets.BakedAssets.model(assets, path);
            Materials.toPhong(assets, s);
            if (path.contains("bowl")) {
                s.setLocalScale(BoardLayout.BOWL_SCALE);
            }
            if (path.contains("tetra_die")) {
                s.setLocalScale(ProceduralModels.TETRA_SCALE);
            }
            if (path.contains("/bird_")) {
                // The birds are modelled looking towards +Z; on the table they look along the board
                // (+X), the way the pieces travel, so the player sees each one in profile.
                s.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_Y));
                shine(s, !path.contains("eagle"));
            }
            if (path.contains("/astragal_") || path.contains("/die_d6")) {
                boneInShade(s);
            }
            return s;
        } catch (AssetNotFoundException | IllegalStateException e) {
            LOG.warn("Model {} could not be loaded ({}); a simpler one made in code stands in", path, e.getMessage());
            return null;
        }
    }
}
