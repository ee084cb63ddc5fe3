package net.ur.client.world;

import com.jme3.asset.AssetManager;
import com.jme3.light.PointLight;
import com.jme3.post.FilterPostProcessor;
import com.jme3.post.SceneProcessor;
import com.jme3.post.filters.BloomFilter;
import com.jme3.post.filters.FXAAFilter;
import com.jme3.post.ssao.SSAOFilter;
import com.jme3.shadow.EdgeFilteringMode;
import com.jme3.shadow.PointLightShadowRenderer;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.GameOptions;

/**
 * What each graphics quality adds to the picture, made in one place so that the room and the
 * render benchmark's reference scene get the same: LOW nothing; MEDIUM the lamp's shadows;
 * HIGH the lamp's sharper shadows, ambient occlusion, a soft bloom on the flame and FXAA.
 */
public final class QualityEffects {

    private QualityEffects() {
    }

    /**
     * Makes the scene processors of a quality, in the order they are to be added to the viewport.
     *
     * @param assets the asset manager; not null
     * @param quality LOW, MEDIUM or HIGH
     * @param lamp the light that casts the shadows; not null
     * @return the processors, none for LOW
     */
    public static List<SceneProcessor> create(AssetManager assets, GameOptions.Quality quality, PointLight lamp) {
        if (quality == null || quality == GameOptions.Quality.AUTO) {
            throw new IllegalArgumentException("effects need a definite quality, not " + quality);
        }
        List<SceneProcessor> out = new ArrayList<>();
        if (quality == GameOptions.Quality.LOW) {
            return out;
        }
        PointLightShadowRenderer shadows = new PointLightShadowRenderer(assets, quality == GameOptions.Quality.HIGH ? 1024 : 512);
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
