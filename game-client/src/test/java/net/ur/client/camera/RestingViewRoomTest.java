package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import net.ur.client.board.BoardLayout;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.rules.board.Square;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Why the game's resting view shows no window (docs/ROOM.md), measured without an application: at
 * 1280x720 the resting view looks so far down that its top edge meets the floor before the far
 * wall, and of every view that frames the same things (board, pieces, dice, coins: the same fit
 * between the HUD's bands) with a window of the room in it — the gaze lifted toward the horizon,
 * the field of view widened, turned to either side — none keeps the board as readable: the
 * smallest house, measured as the narrower of its two projected extents in pixels, is at most
 * {@link #BEST_WITH_WINDOW} of its size at rest. What the game does instead: the opening view of
 * the room and the nudge up to the windows ({@code OpeningViewHeadlessTest},
 * {@code LookToTheWindowHeadlessTest}).
 */
class RestingViewRoomTest {

    private static final int W = 1280;
    private static final int H = 720;

    /** The largest share of the resting view's smallest house that a view with a window keeps. */
    static final float BEST_WITH_WINDOW = 0.6f;

    /** The room's windows (inner faces of their openings, in the world): the far wall's two, the right-hand wall's one. */
    private static final Vector3f[][] WINDOWS = {
        {new Vector3f(-1.35f, 1.0f, -2.4f), new Vector3f(-0.55f, 1.95f, -2.4f)},
        {new Vector3f(0.55f, 1.0f, -2.4f), new Vector3f(1.35f, 1.95f, -2.4f)},
        {new Vector3f(2.2f, 1.05f, -0.45f), new Vector3f(2.2f, 1.95f, 0.45f)},
    };

    /** The inside of the room, where an eye can be. */
    private static boolean inRoom(Vector3f eye) {
        return Math.abs(eye.x) < 2.1f && Math.abs(eye.z) < 2.3f && eye.y > 0.2f && eye.y < 2.7f;
    }

    private static Camera camera(Vector3f eye, Vector3f dir, float fovY) {
        Camera cam = new Camera(W, H);
        cam.setFrustumPerspective(fovY, (float) W / H, 0.05f, 60f);
        cam.setLocation(eye);
        cam.lookAt(eye.add(dir), Vector3f.UNIT_Y);
        return cam;
    }

    /**
     * The narrowest house on the board: each square's top projected onto the screen is a
     * quadrilateral; its thinnest width (its area over its longest side, the height of a
     * parallelogram on that side) is how much room its inlay has in the direction it is most
     * squeezed, by distance or by a low gaze. The least over the board, in pixels.
     */
    static float smallestHouse(Camera cam, BoardLayout layout) {
        float least = Float.MAX_VALUE;
        float half = BoardLayout.SQUARE / 2f;
        for (Square sq : layout.shape().squares()) {
            Vector3f c = layout.centre(sq);
            Vector3f[] q = {cam.getScreenCoordinates(c.add(-half, 0, -half)), cam.getScreenCoordinates(c.add(half, 0, -half)),
                cam.getScreenCoordinates(c.add(half, 0, half)), cam.getScreenCoordinates(c.add(-half, 0, half))};
            float area = 0;
            float longest = 0;
            for (int i = 0; i < 4; i++) {
                Vector3f a = q[i];
                Vector3f b = q[(i + 1) % 4];
                area += a.x * b.y - b.x * a.y;
                longest = Math.max(longest, FastMath.sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)));
            }
            least = Math.min(least, Math.abs(area) / 2f / longest);
        }
        return least;
    }

    /**
     * How much of a window is seen: the smaller of the width and height in pixels of the part of
     * its opening that falls inside the frame (sampled on a grid), 0 if none.
     */
    static float windowSeen(Camera cam, Vector3f lo, Vector3f hi) {
        float x0 = Float.MAX_VALUE;
        float y0 = Float.MAX_VALUE;
        float x1 = -Float.MAX_VALUE;
        float y1 = -Float.MAX_VALUE;
        int n = 24;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                float s = i / (float) n;
                float t = j / (float) n;
                Vector3f p = new Vector3f(lo.x + s * (hi.x - lo.x), lo.y + t * (hi.y - lo.y), lo.z + s * (hi.z - lo.z));
                Vector3f q = cam.getScreenCoordinates(p);
                if (q.z > 0 && q.z < 1 && q.x >= 0 && q.x <= W && q.y >= 0 && q.y <= H) {
                    x0 = Math.min(x0, q.x);
                    x1 = Math.max(x1, q.x);
                    y0 = Math.min(y0, q.y);
                    y1 = Math.max(y1, q.y);
                }
            }
        }
        return x1 < x0 ? 0 : Math.min(x1 - x0, y1 - y0);
    }

    private static float windowsSeen(Camera cam) {
        float most = 0;
        for (Vector3f[] w : WINDOWS) {
            most = Math.max(most, windowSeen(cam, w[0], w[1]));
        }
        return most;
    }

    @ParameterizedTest
    @ValueSource(strings = {"finkel", "babylonian", "ravensburg"})
    void noViewWithAWindowKeepsTheBoardAsReadableAsTheRestingView(String rules) {
        PlaySession session = new PlaySession(new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
        BoardLayout layout = session.layout();
        List<Vector3f> points = PlayCameraState.restPoints(session.rules(), layout);
        Vector3f[] rest = PlayCameraState.view(layout, points, null, false, W, H, PlayCameraState.HUD_BOTTOM);
        Vector3f restDir = rest[1].subtract(rest[0]).normalizeLocal();
        Camera restCam = camera(rest[0], restDir, PlayCameraState.FOV_Y);
        float restHouse = smallestHouse(restCam, layout);
        float restDown = FastMath.asin(-restDir.y) * FastMath.RAD_TO_DEG;
        float restWindow = windowsSeen(restCam);
        String restLine = String.format(Locale.ROOT, "%s at rest: gaze %.1f deg down, field %.0f deg, top edge %.1f deg down,"
                + " eye %.2f m up, smallest house %.1f px, window seen %.0f px", rules, restDown, PlayCameraState.FOV_Y,
                restDown - PlayCameraState.FOV_Y / 2, rest[0].y, restHouse, restWindow);
        System.out.println("RestingViewRoomTest " + restLine);
        assertTrue(restWindow < 20, "the resting view shows no window: " + restLine);

        // Every view that frames the same points: the gaze from 2 to 50 degrees down, the field
        // from 30 to 80 degrees, turned by up to 40 degrees either way; an eye inside the room.
        float best = 0;
        String bestLine = null;
        for (int down = 2; down <= 50; down += 2) {
            for (int fov = 30; fov <= 80; fov += 5) {
                for (int yaw = -40; yaw <= 40; yaw += 10) {
                    Quaternion turn = new Quaternion().fromAngles(0, yaw * FastMath.DEG_TO_RAD, 0);
                    Vector3f flat = turn.mult(new Vector3f(restDir.x, 0, restDir.z).normalizeLocal());
                    float a = down * FastMath.DEG_TO_RAD;
                    Vector3f dir = flat.mult(FastMath.cos(a)).addLocal(0, -FastMath.sin(a), 0).normalizeLocal();
                    Vector3f eye = PlayCameraState.fit(dir, points, fov, W, H, PlayCameraState.HUD_TOP, PlayCameraState.HUD_BOTTOM,
                            PlayCameraState.REST_SIDE_MARGIN);
                    if (!inRoom(eye)) {
                        continue;
                    }
                    Camera cam = camera(eye, dir, fov);
                    if (windowsSeen(cam) < 40) {
                        continue;
                    }
                    float house = smallestHouse(cam, layout);
                    if (house > best) {
                        best = house;
                        bestLine = String.format(Locale.ROOT, "gaze %d deg down, field %d deg, turned %d deg, eye %s: smallest house %.1f px,"
                                + " window seen %.0f px", down, fov, yaw, eye, house, windowsSeen(cam));
                    }
                }
            }
        }
        assertNotNull(bestLine, rules + ": some framing view shows a window");
        String figures = String.format(Locale.ROOT, "%s; the best view with a window: %s (%.2f of the resting view's)", restLine, bestLine,
                best / restHouse);
        System.out.println("RestingViewRoomTest " + figures);
        assertTrue(best <= BEST_WITH_WINDOW * restHouse, "a view with a window keeps the board nearly as readable: " + figures);
    }
}
