package net.ur.client.world;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.texture.Texture;

/** The few materials the room and the pieces share, made in one place. */
public final class Materials {

    private static Texture wood;

    private Materials() {
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
        return m;
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
