package net.ur.client.world;

import net.ur.client.camera.CameraDriftState;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.renderer.RenderManager;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;

/**
 * Keeps a picture of the still room at LOW quality ({@link SceneCache}): the room is drawn at the
 * window's full size when the view holds still and at the player's render scale
 * ({@link Settings#renderScaleFor}) while it moves; the {@link RenderScaleState} then leaves the
 * scene at full size. At MEDIUM and HIGH the room's shadows and the screen effects fall on what
 * moves and over it, so the room is drawn every frame there. Without an OpenGL renderer (headless
 * tests) it does nothing. {@code -Dur.scenecache=false} turns it off, to compare.
 */
public class SceneCacheState extends BaseAppState {

    private SceneCache cache;

    /** The cache, or null without a window. */
    public SceneCache cache() {
        return cache;
    }

    @Override
    protected void initialize(Application app) {
        if (app.getContext().getType() == com.jme3.system.JmeContext.Type.Headless
                || !(app.getRenderer() instanceof com.jme3.renderer.opengl.GLRenderer)
                || !Boolean.parseBoolean(System.getProperty("ur.scenecache", "true"))) {
            return;
        }
        RoomState room = getState(RoomState.class);
        if (room == null) {
            return;
        }
        cache = new SceneCache(room);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        if (cache != null) {
            cache.attach(getApplication().getRenderManager(), getApplication().getViewPort(), getApplication().getGuiViewPort());
        }
    }

    @Override
    protected void onDisable() {
        if (cache != null) {
            cache.detach();
        }
    }

    /** Whether the picture is kept now: with a window, at LOW quality, the room shown. */
    public boolean isKeeping() {
        if (cache == null || !isInitialized()) {
            return false;
        }
        RoomState room = getState(RoomState.class);
        return isEnabled() && !cache.hasFailed() && room != null && room.isEnabled() && room.getQuality() == GameOptions.Quality.LOW;
    }

    /**
     * The scale the room is drawn at while the view moves: the player's render scale at LOW; on
     * auto, {@link #MENU_SCALE} behind the menus, whose camera drifts without rest (there the
     * picture matters more than the frame rate), {@link Settings#LOW_SCALE} in a game, whose
     * camera moves for a moment at a time.
     *
     * @param settings the player's settings
     * @param drifting whether the menus' camera drifts round the table
     * @return the scale
     */
    static float movingScale(Settings settings, boolean drifting) {
        float s = settings.renderScaleFor(GameOptions.Quality.LOW);
        return drifting && settings.renderScale() == Settings.AUTO_SCALE ? Math.max(s, MENU_SCALE) : s;
    }

    /** The auto scale of the room behind the menus at LOW. */
    static final float MENU_SCALE = 0.75f;

    private boolean isDrifting() {
        CameraDriftState drift = getState(CameraDriftState.class);
        return drift != null && drift.isEnabled();
    }

    @Override
    public void render(RenderManager rm) {
        if (cache != null) {
            boolean on = isKeeping();
            cache.setEnabled(on);
            if (on) {
                SettingsState settings = getState(SettingsState.class);
                cache.setMovingScale(movingScale(settings == null ? Settings.DEFAULTS : settings.get(), isDrifting()));
            }
            cache.beforeRender(getApplication().getCamera());
        }
    }
}
