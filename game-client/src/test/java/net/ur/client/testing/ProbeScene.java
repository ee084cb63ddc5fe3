package net.ur.client.testing;

import com.jme3.math.ColorRGBA;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import net.ur.client.UrApp;
import net.ur.client.view.ModelViewState;
import net.ur.client.world.RoomState;
import net.ur.client.world.SceneCacheState;

/**
 * A model rendered alone, lit as in the game: the render tests that measure one bird or die hide the
 * room, the pieces and the HUD, draw every frame (no kept picture of the room) on a plain background,
 * and attach a probe node to hold the model.
 */
public final class ProbeScene {

    private ProbeScene() {
    }

    /**
     * Empties the scene but for the probe. Call on the render thread ({@code driver.run}).
     *
     * @param app the running game
     * @param probe the node the test attaches its model to
     * @param background the viewport's colour behind the model
     */
    public static void isolate(UrApp app, Node probe, ColorRGBA background) {
        SceneCacheState cache = app.getStateManager().getState(SceneCacheState.class);
        if (cache != null) {
            cache.setEnabled(false);
        }
        app.getStateManager().getState(RoomState.class).getRoom().setCullHint(Spatial.CullHint.Always);
        Spatial live = app.getRootNode().getChild("RoomLive");
        if (live != null) {
            live.setCullHint(Spatial.CullHint.Always);
        }
        app.getStateManager().getState(ModelViewState.class).getRoot().setCullHint(Spatial.CullHint.Always);
        app.getGuiNode().setCullHint(Spatial.CullHint.Always);
        app.getViewPort().setBackgroundColor(background);
        app.getRootNode().attachChild(probe);
    }
}
