package net.ur.client.render;

import com.jme3.asset.AssetManager;
import com.jme3.light.SpotLight;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.post.FilterPostProcessor;
import com.jme3.post.SceneProcessor;
import com.jme3.post.filters.BloomFilter;
import com.jme3.post.filters.FXAAFilter;
import com.jme3.post.ssao.SSAOFilter;
import com.jme3.shadow.EdgeFilteringMode;
import com.jme3.shadow.SpotLightShadowRenderer;
import java.util.ArrayList;
import java.util.List;
import jme3utilities.Validate;
import net.ur.client.settings.GameOptions;

/**
 * What each graphics quality adds to the picture, made in one place so that the room and the
 * render benchmark's reference scene get the same: LOW nothing; MEDIUM the lamp's shadows;
 * HIGH the lamp's sharper shadows, ambient occlusion, a soft bloom on the flame and FXAA.
 *
 * <p>The lamp is a point light, but its shadows are cast from a spot light at the same place
 * aimed down across the table ({@link #shadowLight}): one shadow map instead of a point light's
 * six, and only the table, where shadows are looked at, needs them. The spot light only casts
 * shadows; it is not added to the scene, so it lights nothing.
 */
public final class QualityEffects {

    private QualityEffects() {
    }

    /**
     * A shadow-casting spot light for a lamp, aimed at a point. jME's spot shadows see nothing
     * nearer than 1 m to the light, and the lamp stands on the table, so the shadows are cast from
     * behind and above the flame, on the line from the table through it: the shadows fall the
     * same way as the lamp's light, a little shorter.
     *
     * @param lampPosition where the lamp's flame is; not null
     * @param target what the shadows are wanted on (the table's middle); not null
     * @return the spot light, to be moved with the flame ({@link #placeShadowLight}) and given to {@link #create}
     */
    public static SpotLight shadowLight(Vector3f lampPosition, Vector3f target) {
        SpotLight spot = new SpotLight();
        spot.setSpotRange(8f);
        spot.setSpotInnerAngle(35f * FastMath.DEG_TO_RAD);
        spot.setSpotOuterAngle(45f * FastMath.DEG_TO_RAD);
        spot.setColor(ColorRGBA.White.clone());
        spot.setName("LampShadow");
        placeShadowLight(spot, lampPosition, target);
        return spot;
    }

    /**
     * Moves a shadow light made by {@link #shadowLight} with the flame.
     *
     * @param spot the shadow light; not null
     * @param lampPosition where the flame is now; not null
     * @param target what the shadows are wanted on; not null
     */
    public static void placeShadowLight(SpotLight spot, Vector3f lampPosition, Vector3f target) {
        Vector3f away = lampPosition.subtract(target);
        away.y = 0;
        if (away.lengthSquared() < 1e-6f) {
            away.set(0, 0, 1);
        }
        away.normalizeLocal().multLocal(0.8f);
        Vector3f at = lampPosition.add(away).addLocal(0, 0.9f, 0);
        spot.setPosition(at);
        spot.setDirection(target.subtract(at).normalizeLocal());
    }

    /**
     * Makes the scene processors of a quality, in the order they are to be added to the viewport.
     *
     * @param assets the asset manager; not null
     * @param quality LOW, MEDIUM or HIGH
     * @param lamp the light that casts the shadows (see {@link #shadowLight}); not null
     * @return the processors, none for LOW
     */
    public static List<SceneProcessor> create(AssetManager assets, GameOptions.Quality quality, SpotLight lamp) {
        Validate.nonNull(quality, "quality");
        Validate.require(quality != GameOptions.Quality.AUTO, "a definite quality (LOW, MEDIUM or HIGH)");
        List<SceneProcessor> out = new ArrayList<>();
        if (quality == GameOptions.Quality.LOW) {
            return out;
        }
        SpotLightShadowRenderer shadows = new SpotLightShadowRenderer(assets, 1024);
        shadows.setLight(lamp);
        shadows.setEdgeFilteringMode(quality == GameOptions.Quality.HIGH ? EdgeFilteringMode.PCFPOISSON : EdgeFilteringMode.Bilinear);
        shadows.setShadowIntensity(0.65f);
        out.add(shadows);
        if (quality == GameOptions.Quality.HIGH) {
            FilterPostProcessor filters = new FilterPostProcessor(assets);
            filters.addFilter(new SSAOFilter(0.6f, 1.8f, 0.2f, 0.1f));
            BloomFilter bloom = new BloomFilter(BloomFilter.GlowMode.Objects);
            bloom.setBloomIntensity(1.4f);
            bloom.setExposurePower(3f);
            filters.addFilter(bloom);
            filters.addFilter(new FXAAFilter());
            out.add(filters);
        }
        return out;
    }
}
