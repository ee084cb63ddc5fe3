package net.ur.client.world;

import net.ur.client.render.RenderScale;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;

/**
 * Draws the 3D scene at the render scale of the player's settings and the room's quality
 * ({@link Settings#renderScaleFor}), following every change of the setting at once. The work is
 * {@link RenderScale}'s; this state puts its processors on the main and GUI viewports. Without an
 * OpenGL renderer (headless tests) it does nothing. At LOW, while {@link SceneCacheState} keeps a
 * picture of the room, the scene is drawn at full size and the setting applies to the kept room
 * while the view moves.
 */
public class RenderScaleState extends BaseAppState {

    private RenderScale scale;

    /** The scale the scene is drawn at now (1 without a window). */
    public float getScale() {
        return scale == null ? 1f : scale.getScale();
    }

    /** The width and height the scene is drawn at, or null before the first frame or without a window. */
    public int[] sceneSize() {
        return scale == null ? null : scale.sceneSize();
    }

    private float wanted() {
        SceneCacheState kept = getState(SceneCacheState.class);
        if (kept != null && kept.isKeeping()) {
            return 1f; // the kept room does the scaling, only while the view moves
        }
        RoomState room = getState(RoomState.class);
        SettingsState settings = getState(SettingsState.class);
        Settings s = settings == null ? Settings.DEFAULTS : settings.get();
        if (room == null) {
            return 1f;
        }
        if (room.getQuality() == net.ur.client.settings.GameOptions.Quality.LOW && s.renderScale() == Settings.AUTO_SCALE) {
            return Settings.LOW_UNKEPT_SCALE; // the room drawn every frame: every frame at this scale
        }
        return s.renderScaleFor(room.getQuality());
    }

    @Override
    protected void initialize(Application app) {
        if (app.getContext().getType() == com.jme3.system.JmeContext.Type.Headless
                || !(app.getRenderer() instanceof com.jme3.renderer.opengl.GLRenderer)) {
            return; // nothing is drawn (tests' null renderer): there is nothing to scale
        }
        RenderScale.Upscale upscale = RenderScale.Upscale.valueOf(System.getProperty("ur.upscale", "BLIT_RAW"));
        scale = new RenderScale(app.getAssetManager(), wanted(), upscale);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        if (scale != null) {
            getApplication().getViewPort().addProcessor(scale.sceneProcessor());
            getApplication().getGuiViewPort().addProcessor(scale.guiProcessor());
        }
    }

    @Override
    protected void onDisable() {
        if (scale != null) {
            getApplication().getViewPort().removeProcessor(scale.sceneProcessor());
            getApplication().getGuiViewPort().removeProcessor(scale.guiProcessor());
        }
    }

    @Override
    public void update(float tpf) {
        if (scale != null) {
            scale.setScale(wanted());
        }
    }
}
