package net.ur.client.camera;

import net.ur.client.board.BoardLayout;


import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;

/**
 * The menu camera: a slow drift around the table, looking down at the board from a 3/4 view with a
 * narrow field of view, so the room feels alive behind the menus.
 */
public class CameraDriftState extends BaseAppState {

    /** Seconds for one full swing of the drift. */
    public static final float PERIOD = 60f;

    private final Vector3f target = new Vector3f(0.05f, BoardLayout.TABLE_TOP + 0.02f, 0f);
    private float time;

    @Override
    protected void initialize(Application app) {
        Camera cam = app.getCamera();
        cam.setFrustumPerspective(32f, (float) cam.getWidth() / cam.getHeight(), 0.05f, 60f);
        place(cam);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        time += tpf;
        place(getApplication().getCamera());
    }

    private void place(Camera cam) {
        float phase = FastMath.TWO_PI * time / PERIOD;
        float angle = 0.55f + 0.22f * FastMath.sin(phase);
        float radius = 0.95f + 0.05f * FastMath.sin(phase * 0.5f);
        float height = BoardLayout.TABLE_TOP + 0.55f + 0.06f * FastMath.cos(phase);
        cam.setLocation(new Vector3f(FastMath.sin(angle) * radius - 0.2f, height, FastMath.cos(angle) * radius));
        cam.lookAt(target.add(-0.24f, 0, 0), Vector3f.UNIT_Y);
    }
}
