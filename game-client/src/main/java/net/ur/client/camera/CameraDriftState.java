package net.ur.client.camera;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import net.ur.client.board.BoardLayout;

/**
 * The menu camera: a slow walk round the table, at the height of a person standing, looking across
 * the lamp-lit table at the far wall, so the room goes by behind the menus: it opens on the two
 * windows of the far wall with the night desert in them (the moon's side), then the window of the
 * side wall, the door, and the shelf with its jars, and round again.
 */
public class CameraDriftState extends BaseAppState {

    /** Seconds for one walk round the table. */
    public static final float PERIOD = 150f;
    /** The vertical field of view, in degrees: wider than a game's, to take in the table and the wall. */
    static final float FOV_Y = 38f;
    /** How far from the table's middle the eye walks, in metres (the room's walls are 2.2 to 2.4 m away). */
    private static final float RADIUS = 1.45f;
    /** The eye's height above the floor, in metres. */
    private static final float EYE = 1.32f;
    /** Where the walk starts: the eye on the near (+Z) side, looking at the far wall's windows. */
    private static final float START = 0.18f;

    private float time;

    @Override
    protected void initialize(Application app) {
        place(app.getCamera());
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

    /**
     * The eye and the point looked at, a given time into the walk.
     *
     * @param seconds the time since the walk began
     * @return the eye and the point looked at
     */
    static Vector3f[] view(float seconds) {
        float angle = START + FastMath.TWO_PI * seconds / PERIOD;
        Vector3f out = new Vector3f(FastMath.sin(angle), 0, FastMath.cos(angle));
        Vector3f eye = new Vector3f(0.05f, BoardLayout.TABLE_TOP, 0f).addLocal(out.mult(RADIUS)).setY(EYE);
        // Across the table at the wall beyond it, a little below the eye: the table in the lower part
        // of the view, the wall and its window or door in the upper part.
        // The view is turned a little to the left, so that what lies ahead (the table, the window)
        // stands in the right half of the window, beside the menus.
        Vector3f left = new Vector3f(-out.z, 0, out.x);
        Vector3f at = new Vector3f(0.05f, BoardLayout.TABLE_TOP, 0f).subtractLocal(out.mult(1.1f)).addLocal(left.mult(0.5f))
                .setY(EYE - 0.3f);
        return new Vector3f[] {eye, at};
    }

    private void place(Camera cam) {
        cam.setFrustumPerspective(FOV_Y, (float) cam.getWidth() / cam.getHeight(), 0.05f, 60f);
        Vector3f[] v = view(time);
        cam.setLocation(v[0]);
        cam.lookAt(v[1], Vector3f.UNIT_Y);
    }
}
