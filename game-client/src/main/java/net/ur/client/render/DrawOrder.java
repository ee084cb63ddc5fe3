package net.ur.client.render;

import com.jme3.renderer.Camera;
import com.jme3.renderer.queue.GeometryComparator;
import com.jme3.renderer.queue.OpaqueComparator;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;

/**
 * The order of the opaque geometries in layers ({@link #setLayer}): the pieces, dice and board
 * first (layer 0), then the table and chairs (1), the room's walls and floor last (2), so that what the table, the board and the pieces cover is
 * rejected by the depth test instead of being shaded and then overdrawn. jME's own order sorts
 * by material first and by distance only within one material, and the camera is inside the
 * room's bounds, so the whole floor used to be drawn before the table that hides it; on a
 * software renderer that was a whole screen of wasted shading a frame.
 */
public final class DrawOrder implements GeometryComparator {

    /** The user data key of a geometry's layer (an Integer; none is layer 0). */
    public static final String LAYER = "ur.drawLayer";
    /** The layer of the furniture, behind what stands on it. */
    public static final int FURNITURE = 1;
    /** The layer of the room, behind everything. */
    public static final int ROOM = 2;

    private final OpaqueComparator byMaterial = new OpaqueComparator();

    /**
     * Puts every geometry of a spatial in a layer, drawn after the layers below it.
     *
     * @param s the spatial; not null
     * @param layer {@link #FURNITURE} or {@link #ROOM}
     */
    public static void setLayer(Spatial s, int layer) {
        s.depthFirstTraversal(c -> {
            if (c instanceof Geometry) {
                c.setUserData(LAYER, layer);
            }
        });
    }

    private static int layer(Geometry g) {
        Object v = g.getUserData(LAYER);
        return v instanceof Integer i ? i : 0;
    }

    @Override
    public void setCamera(Camera cam) {
        byMaterial.setCamera(cam);
    }

    @Override
    public int compare(Geometry a, Geometry b) {
        int la = layer(a);
        int lb = layer(b);
        if (la != lb) {
            return Integer.compare(la, lb);
        }
        return byMaterial.compare(a, b);
    }
}
