package net.ur.client.view;

import com.jme3.bounding.BoundingBox;
import com.jme3.bounding.BoundingVolume;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Spatial;

/**
 * Where things of the table fall on the screen, as rectangles {left, bottom, right, top} in
 * pixels: what the move's line and the HUD's lines keep clear of.
 */
public final class ScreenBoxes {

    private ScreenBoxes() {
    }

    /**
     * The screen rectangle of a spatial's world bound.
     *
     * @param cam the camera that draws it; not null
     * @param s the spatial; not null
     * @return {left, bottom, right, top}
     */
    public static float[] of(Camera cam, Spatial s) {
        BoundingVolume bound = s.getWorldBound();
        Vector3f e = bound instanceof BoundingBox b ? b.getExtent(null) : new Vector3f(0.01f, 0.01f, 0.01f);
        return of(cam, bound.getCenter(), e);
    }

    /**
     * The screen rectangle of a box in the world, given by its centre and half extents.
     *
     * @param cam the camera that draws it; not null
     * @param c the box's centre; not null, unaffected
     * @param e the box's half extents; not null, unaffected
     * @return {left, bottom, right, top}
     */
    public static float[] of(Camera cam, Vector3f c, Vector3f e) {
        float[] box = {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (int i = 0; i < 8; i++) {
            Vector3f corner = new Vector3f(c.x + ((i & 1) == 0 ? -e.x : e.x), c.y + ((i & 2) == 0 ? -e.y : e.y),
                    c.z + ((i & 4) == 0 ? -e.z : e.z));
            Vector3f p = cam.getScreenCoordinates(corner);
            box[0] = Math.min(box[0], p.x);
            box[1] = Math.min(box[1], p.y);
            box[2] = Math.max(box[2], p.x);
            box[3] = Math.max(box[3], p.y);
        }
        return box;
    }

    /** Whether two screen rectangles {left, bottom, right, top} overlap. */
    public static boolean overlaps(float[] a, float[] b) {
        return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    }
}
