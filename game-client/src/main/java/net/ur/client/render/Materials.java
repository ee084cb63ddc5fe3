package net.ur.client.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.texture.Texture;

/** The few materials the room and the pieces share, made in one place. */
public final class Materials {

    private static Texture wood;
    /** Whether lit materials light their vertices only (the low quality): see {@link #setVertexLighting}. */
    private static volatile boolean vertexLighting;

    private Materials() {
    }

    /**
     * Sets whether the lit materials made from now on are lit per vertex (Gouraud) instead of per
     * pixel. On a software renderer the per-pixel Phong shader costs about 100 ns a pixel and the
     * table fills the screen; per vertex the fragment shader only multiplies the colour map by the
     * interpolated light, and textures are read without blending two mipmap levels. The lamp's
     * flicker and moving lights still work; large flat surfaces need vertices close enough together
     * for the lamp's pool of light (see {@link Tessellator}). The room sets this from the quality
     * before anything is built: LOW is lit per vertex.
     *
     * @param perVertex true for the low quality
     */
    public static void setVertexLighting(boolean perVertex) {
        vertexLighting = perVertex;
    }

    /** Whether lit materials are made lit per vertex. */
    public static boolean isVertexLighting() {
        return vertexLighting;
    }

    /**
     * A lit (Phong) material.
     *
     * @param assets the asset manager; not null
     * @param diffuse a colour map, or null for plain colour
     * @param tint the colour, multiplied with the map; not null
     * @param shininess the specular exponent; 16 and above gives a polished surface a visible highlight
     * @return the material
     */
    public static Material lit(AssetManager assets, Texture diffuse, ColorRGBA tint, float shininess) {
        Material m = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
        m.setBoolean("UseMaterialColors", true);
        m.setColor("Diffuse", tint);
        m.setColor("Ambient", tint);
        float spec = shininess >= 16f ? 0.22f : 0.03f;
        m.setColor("Specular", new ColorRGBA(spec, spec * 0.9f, spec * 0.75f, 1f));
        m.setFloat("Shininess", shininess);
        if (diffuse != null) {
            m.setTexture("DiffuseMap", diffuse);
        }
        if (vertexLighting) {
            m.setBoolean("VertexLighting", true);
            if (diffuse != null) {
                diffuse.setMinFilter(Texture.MinFilter.BilinearNearestMipMap);
            }
        }
        return m;
    }

    /**
     * Turns the physically based materials of a loaded glTF model into lit Phong materials with
     * the same colour map and colour, and a shine from the roughness: they then answer the
     * room's lamp, moon and ambient light like everything else, and cost far less to draw.
     *
     * @param assets the asset manager; not null
     * @param model the loaded model; changed in place
     */
    public static void toPhong(AssetManager assets, com.jme3.scene.Spatial model) {
        java.util.Map<Material, Material> converted = new java.util.IdentityHashMap<>();
        model.depthFirstTraversal(s -> {
            if (!(s instanceof com.jme3.scene.Geometry g) || g.getMaterial() == null) {
                return;
            }
            Material pbr = g.getMaterial();
            if (!pbr.getMaterialDef().getAssetName().contains("PBRLighting")) {
                return;
            }
            g.setMaterial(converted.computeIfAbsent(pbr, m -> {
                com.jme3.material.MatParam base = m.getParam("BaseColor");
                ColorRGBA colour = base == null ? ColorRGBA.White.clone() : ((ColorRGBA) base.getValue()).clone();
                com.jme3.material.MatParam map = m.getParam("BaseColorMap");
                com.jme3.material.MatParam rough = m.getParam("Roughness");
                float roughness = rough == null ? 0.6f : (Float) rough.getValue();
                Material phong = lit(assets, map == null ? null : (Texture) map.getValue(), colour, 4f + (1f - roughness) * 60f);
                float spec = (1f - roughness) * 0.5f;
                phong.setColor("Specular", new ColorRGBA(spec, spec, spec, 1f));
                com.jme3.material.MatParam emissive = m.getParam("Emissive");
                if (emissive != null) {
                    phong.setColor("GlowColor", (ColorRGBA) emissive.getValue());
                }
                return phong;
            }));
        });
    }

    /** A wood-grain texture, painted once and shared. */
    public static synchronized Texture wood() {
        if (wood == null) {
            wood = ProceduralTextures.paint(256, (u, v, out) -> {
                float grain = ProceduralTextures.fbm(u * 0.25f, v, 16, 7);
                float rings = 0.5f + 0.5f * FastMath.sin((v * 40f + grain * 9f) * FastMath.PI);
                ProceduralTextures.rgb(out, 120, 78, 44);
                ProceduralTextures.mix(out, 70, 42, 22, rings * 0.55f + grain * 0.3f);
            });
        }
        return wood;
    }
}
