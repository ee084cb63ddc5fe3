package net.ur.client.world;

import com.jme3.asset.AssetManager;
import com.jme3.material.MatParam;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.texture.Texture;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jme3utilities.Validate;

/**
 * The night's light baked into the room: the lamp's warm light, the moonlight through the far
 * wall's windows and the sky's, with their shadows and the light they throw back, baked by Cycles
 * (assets/scripts/blender/lightmaps.py) into one lightmap over the room model's second UV set
 * (glTF TEXCOORD_1, jME's TexCoord2). Each of the room's surfaces is drawn unshaded, its colour
 * map times the lightmap, at every quality: as cheap as a textured surface on a software renderer,
 * cheaper than the per-vertex light it replaces at LOW, and lit as the Cycles preview is, dark in
 * the corners and warm round the lamp. The lamp's flicker moves the baked light's warmth a little
 * ({@link #flicker}), so the walls breathe with the flame.
 */
final class BakedLight {

    /** The lightmap, made by the asset scripts' lightmaps step. */
    static final String LIGHTMAP = "Textures/Room/room_lightmap.png";
    /** The lightmap stores the light divided by this (lightmaps.py's SCALE), to fit the lamp's brightest light in 8 bits. */
    static final float SCALE = 2f;
    /**
     * How much of the lamp's flicker the baked light follows: the lamp's share of it is most of the
     * light in the room, but the far walls are lit by the moon and by light thrown back, which
     * flicker less.
     */
    static final float WARMTH = 0.6f;
    /** The lamp's colour (RoomState's), the colour in which the baked light flickers. */
    private static final ColorRGBA LAMP = new ColorRGBA(1.0f, 0.64f, 0.32f, 1f);

    private final List<Material> materials = new ArrayList<>();
    private final List<ColorRGBA> colours = new ArrayList<>();
    private float level = Float.NaN;

    private BakedLight() {
    }

    /**
     * Gives every geometry of a model that has a second UV set an unshaded material lit by the
     * lightmap, with the colour map and colour of its glTF material. Geometries without one keep
     * their materials.
     *
     * @param assets the asset manager; not null
     * @param model the loaded room model, its materials still glTF's; changed in place
     * @param lowQuality whether textures are read as LOW reads them (no blend between mipmap levels)
     * @return the baked light, to flicker; its materials are none if the model has no second UV set
     * @throws com.jme3.asset.AssetNotFoundException when the lightmap is missing
     */
    static BakedLight apply(AssetManager assets, Spatial model, boolean lowQuality) {
        Validate.nonNull(assets, "assets");
        Validate.nonNull(model, "model");
        BakedLight baked = new BakedLight();
        // Not flipped: glTF's texture coordinates count rows from the top, as the PNG stores them
        // (jME's glTF loader reads the model's own colour maps the same way).
        Texture lightmap = assets.loadTexture(new com.jme3.asset.TextureKey(LIGHTMAP, false));
        lightmap.setWrap(Texture.WrapMode.EdgeClamp);
        if (lowQuality) {
            lightmap.setMinFilter(Texture.MinFilter.BilinearNearestMipMap);
        }
        Map<Material, Material> made = new IdentityHashMap<>();
        model.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getMaterial() != null
                    && g.getMesh().getBuffer(VertexBuffer.Type.TexCoord2) != null) {
                g.setMaterial(made.computeIfAbsent(g.getMaterial(), m -> baked.unshaded(assets, m, lightmap, lowQuality)));
            }
        });
        baked.flicker(1f);
        return baked;
    }

    private Material unshaded(AssetManager assets, Material gltf, Texture lightmap, boolean lowQuality) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        MatParam map = gltf.getParam("BaseColorMap");
        if (map != null) {
            Texture colourMap = (Texture) map.getValue();
            if (lowQuality) {
                colourMap.setMinFilter(Texture.MinFilter.BilinearNearestMipMap);
            }
            m.setTexture("ColorMap", colourMap);
        }
        MatParam base = gltf.getParam("BaseColor");
        colours.add(base == null ? ColorRGBA.White.clone() : ((ColorRGBA) base.getValue()).clone());
        m.setTexture("LightMap", lightmap);
        m.setBoolean("SeparateTexCoord", true);
        m.getAdditionalRenderState().setFaceCullMode(gltf.getAdditionalRenderState().getFaceCullMode());
        materials.add(m);
        return m;
    }

    /** The room's baked materials, one per glTF material. */
    List<Material> materials() {
        return List.copyOf(materials);
    }

    /**
     * Sets the baked light's brightness from the lamp's: at the lamp's mean (1) the light is the
     * baked one; above or below, its lamp-coloured part goes up or down by {@link #WARMTH} of the
     * lamp's change. A level the same as the last one changes nothing.
     *
     * @param intensity the lamp's brightness as a multiple of its mean
     */
    void flicker(float intensity) {
        if (intensity == level) {
            return;
        }
        level = intensity;
        float d = WARMTH * (intensity - 1f);
        for (int i = 0; i < materials.size(); i++) {
            ColorRGBA c = colours.get(i);
            materials.get(i).setColor("Color", new ColorRGBA(
                    c.r * SCALE * (1f + d * LAMP.r), c.g * SCALE * (1f + d * LAMP.g), c.b * SCALE * (1f + d * LAMP.b), c.a));
        }
    }
}
