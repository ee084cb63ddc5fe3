package net.ur.client.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.bounding.BoundingBox;
import com.jme3.bounding.BoundingSphere;
import com.jme3.bounding.BoundingVolume;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The kept room's arithmetic: the depth rectangles under what moves, the flicker's factor and steps. */
class SceneCacheTest {

    /** A 1280x720 camera at 1 m above the origin looking straight down, 90 degrees wide. */
    private static Camera camera() {
        Camera cam = new Camera(1280, 720);
        cam.setFrustumPerspective(90f, 1280f / 720f, 0.05f, 60f);
        cam.setLocation(new Vector3f(0, 1, 0));
        cam.lookAt(Vector3f.ZERO, Vector3f.UNIT_Z);
        cam.update();
        return cam;
    }

    private static long area(List<int[]> rects) {
        long a = 0;
        for (int[] r : rects) {
            a += (long) (r[2] - r[0]) * (r[3] - r[1]);
        }
        return a;
    }

    @Test
    void aSmallThingGetsASmallRectangleRoundItsPlaceOnScreen() {
        Camera cam = camera();
        Vector3f at = new Vector3f(0.1f, 0f, 0.05f);
        Vector3f screen = cam.getScreenCoordinates(at);
        List<int[]> rects = SceneCache.rectangles(cam, List.of(new BoundingSphere(0.01f, at)), 8);
        assertEquals(1, rects.size());
        int[] r = rects.get(0);
        assertTrue(r[0] <= screen.x && screen.x <= r[2] && r[1] <= screen.y && screen.y <= r[3],
                "the rectangle " + java.util.Arrays.toString(r) + " holds the thing's centre at " + screen);
        // 1 cm at 1 m with a 90-degree, 720-pixel-high view is about 3.6 pixels: a few pixels, not the window.
        assertTrue(r[2] - r[0] < 20 && r[3] - r[1] < 20, "small: " + java.util.Arrays.toString(r));
    }

    @Test
    void rectanglesAreClippedToTheWindowAndOverlappingOnesMerged() {
        Camera cam = camera();
        List<BoundingVolume> bounds = new ArrayList<>();
        bounds.add(new BoundingSphere(0.02f, new Vector3f(0f, 0f, 0f)));
        bounds.add(new BoundingSphere(0.02f, new Vector3f(0.01f, 0f, 0f))); // overlaps the first
        bounds.add(new BoundingBox(new Vector3f(5f, 0f, 0f), 1f, 0.1f, 1f)); // far off to one side: clipped
        bounds.add(null);
        List<int[]> rects = SceneCache.rectangles(cam, bounds, 8);
        for (int[] r : rects) {
            assertTrue(r[0] >= 0 && r[1] >= 0 && r[2] <= 1280 && r[3] <= 720 && r[0] < r[2] && r[1] < r[3],
                    "inside the window: " + java.util.Arrays.toString(r));
        }
        for (int i = 0; i < rects.size(); i++) {
            for (int j = i + 1; j < rects.size(); j++) {
                int[] a = rects.get(i);
                int[] b = rects.get(j);
                assertTrue(!(a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]), "no two overlap");
            }
        }
        assertTrue(rects.size() <= 2, "the two overlapping ones are one: " + rects.size());
    }

    @Test
    void manyThingsAreMergedIntoAtMostTheLimitCoveringThemAll() {
        Camera cam = camera();
        List<BoundingVolume> bounds = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            bounds.add(new BoundingSphere(0.01f, new Vector3f(-0.8f + 0.055f * i, 0f, (i % 3) * 0.1f - 0.1f)));
        }
        List<int[]> all = SceneCache.rectangles(cam, bounds, 100);
        List<int[]> few = SceneCache.rectangles(cam, bounds, 4);
        assertTrue(all.size() > 4, "apart, they make many rectangles: " + all.size());
        assertTrue(few.size() <= 4, "at most the limit: " + few.size());
        for (int[] small : all) {
            boolean covered = few.stream().anyMatch(r -> r[0] <= small[0] && r[1] <= small[1] && r[2] >= small[2] && r[3] >= small[3]);
            assertTrue(covered, "every thing's rectangle is inside a merged one: " + java.util.Arrays.toString(small));
        }
        assertTrue(area(few) < 1280L * 720L / 2, "merged sparingly, not into the whole window: " + area(few));
    }

    @Test
    void somethingReachingBehindTheCameraTakesTheWholeWindow() {
        Camera cam = camera();
        List<int[]> rects = SceneCache.rectangles(cam, List.of(new BoundingBox(new Vector3f(0, 1, 0), 0.5f, 0.5f, 0.5f)), 8);
        assertEquals(1, rects.size());
        assertArrayEquals(new int[] {0, 0, 1280, 720}, rects.get(0));
    }

    @Test
    void aCameraMoveIsMeasuredInPixelsOnTheSafeSide() {
        Camera cam = camera();
        // 90 degrees over 720 pixels: the focal length is 360 pixels.
        assertEquals(360f, SceneCache.focalPixels(cam), 0.01f);
        com.jme3.math.Quaternion q = cam.getRotation().clone();
        assertEquals(0f, SceneCache.pixelShift(Vector3f.ZERO, q, Vector3f.ZERO, q, 360f, 0.3f), 1e-3f, "not moved");
        // 1 mm sideways, seen from 0.3 m: 1.2 pixels.
        assertEquals(1.2f, SceneCache.pixelShift(Vector3f.ZERO, q, new Vector3f(0.001f, 0, 0), q, 360f, 0.3f), 1e-3f);
        // A turn of a thousandth of a radian: 0.36 pixels, under half a pixel.
        com.jme3.math.Quaternion turned = new com.jme3.math.Quaternion().fromAngleAxis(0.001f, Vector3f.UNIT_Y).multLocal(q);
        float shift = SceneCache.pixelShift(Vector3f.ZERO, q, Vector3f.ZERO, turned, 360f, 0.3f);
        assertEquals(0.36f, shift, 0.02f);
        assertTrue(shift < SceneCache.HALF_PIXEL);
        // The true move of a point 0.3 m in front is no larger than the bound.
        Camera moved = cam.clone();
        moved.setLocation(new Vector3f(0.001f, 1f, 0f));
        moved.update();
        Vector3f p = new Vector3f(0f, 0.7f, 0f);
        float real = cam.getScreenCoordinates(p).distance(moved.getScreenCoordinates(p));
        assertTrue(real <= SceneCache.pixelShift(cam.getLocation(), q, moved.getLocation(), moved.getRotation(), 360f, 0.3f) + 1e-3f,
                "the bound holds: " + real);
    }

    @Test
    void theFlickerFactorFollowsTheLampsShareInSrgb() {
        assertEquals(1f, SceneCache.flickerFactor(1.1f, 1.1f, 0.85f), 1e-6f, "no change, no factor");
        assertEquals(1f, SceneCache.flickerFactor(1f, 1.2f, 0f), 1e-6f, "light the lamp does not give does not flicker");
        // All the light from the lamp, twice as bright: twice in linear light, 2^(1/2.2) encoded.
        assertEquals((float) Math.pow(2, 1 / 2.2), SceneCache.flickerFactor(0.5f, 1f, 1f), 1e-5f);
        assertTrue(SceneCache.flickerFactor(1f, 1.1f, 0.85f) > 1f && SceneCache.flickerFactor(1f, 0.9f, 0.85f) < 1f);
        assertTrue(SceneCache.flickerFactor(1f, 1.1f, 0.85f) < SceneCache.flickerFactor(1f, 1.2f, 0.85f), "brighter, larger");
        assertThrows(IllegalArgumentException.class, () -> SceneCache.flickerFactor(0f, 1f, 0.85f));
    }

    @Test
    void theRoomIsDrawnAtTheRenderScaleWhileMovingAndAtLeastThreeQuartersBehindTheMenusOnAuto() {
        net.ur.client.settings.Settings auto = net.ur.client.settings.Settings.DEFAULTS.withRenderScale(net.ur.client.settings.Settings.AUTO_SCALE);
        assertEquals(net.ur.client.settings.Settings.LOW_SCALE, SceneCacheState.movingScale(auto, false));
        assertEquals(SceneCacheState.MENU_SCALE, SceneCacheState.movingScale(auto, true));
        assertEquals(0.5f, SceneCacheState.movingScale(auto.withRenderScale(0.5f), true), "the player's choice holds behind the menus");
        assertEquals(1f, SceneCacheState.movingScale(auto.withRenderScale(1f), false));
    }

    @Test
    void everyFlickerStepIsKeptInAnOrdinaryWindowAndFewerInAHugeOne() {
        int range = RoomState.lampLevel(1.23f) - RoomState.lampLevel(0.77f) + 1;
        assertTrue(SceneCache.maxSteps(1280, 720) >= range, "1280x720 keeps all " + range + " steps");
        assertTrue(SceneCache.maxSteps(1920, 1080) >= range, "so does 1920x1080");
        int huge = SceneCache.maxSteps(7680, 4320);
        assertTrue(huge >= 2 && huge < range, "an 8K window keeps fewer: " + huge);
    }

    @Test
    void theLampsStepsAtLowRoundToTheNearest() {
        assertEquals(0, RoomState.lampLevel(1f));
        assertEquals(0, RoomState.lampLevel(1f + 0.49f * RoomState.FLICKER_STEP));
        assertEquals(1, RoomState.lampLevel(1f + 0.51f * RoomState.FLICKER_STEP));
        assertEquals(-4, RoomState.lampLevel(1f - 4 * RoomState.FLICKER_STEP));
        // The flame's range (about +-23%) is a handful of steps: a handful of pictures kept.
        assertTrue(RoomState.lampLevel(1.23f) - RoomState.lampLevel(0.77f) <= 10);
    }
}
