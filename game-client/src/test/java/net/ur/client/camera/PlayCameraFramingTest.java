package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import net.ur.client.board.BoardLayout;
import net.ur.client.game.PlaySession;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.TableNow;
import net.ur.rules.Counters;
import net.ur.rules.Player;
import net.ur.rules.board.Route;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The game camera's framing, without an application: at rest every rule set's board, pieces, dice
 * tray and (Babylonian) coins and bowl fall between the HUD's top band and the status line in
 * windows of several shapes; drawn to the action (the dice, a capture at either end of the board,
 * the coins, the bowl) the whole board stays in view. Checked through jME's own camera projection.
 */
class PlayCameraFramingTest {

    private static final int[][] WINDOWS = {{1280, 720}, {1600, 900}, {800, 600}, {640, 480}, {1920, 1080}};

    static List<String> ruleSets() {
        return RuleSets.ALL_NAMES;
    }

    private static PlaySession session(String rules) {
        return new PlaySession(new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 2));
    }

    /** A jME camera placed as the game places it. */
    private static Camera camera(Vector3f[] view, int w, int h) {
        Camera cam = new Camera(w, h);
        cam.setFrustumPerspective(PlayCameraState.FOV_Y, (float) w / h, 0.05f, 60f);
        cam.setLocation(view[0]);
        cam.lookAt(view[1], Vector3f.UNIT_Y);
        return cam;
    }

    /** Asserts that jME projects every point inside the window less the HUD's bands and a side margin. */
    private static void assertOnScreen(Camera cam, List<Vector3f> points, float side, String what) {
        int w = cam.getWidth();
        int h = cam.getHeight();
        for (Vector3f p : points) {
            Vector3f s = cam.getScreenCoordinates(p);
            assertTrue(s.z > 0 && s.z < 1, what + ": " + p + " is behind the eye or too far");
            assertTrue(s.x >= side - 0.5f && s.x <= w - side + 0.5f, what + ": " + p + " is off the sides at x=" + s.x + " of " + w);
            assertTrue(s.y >= PlayCameraState.hudBottom(w, h) - 0.5f, what + ": " + p + " is under the status line at y=" + s.y);
            assertTrue(s.y <= h - PlayCameraState.hudTop(w, h) + 0.5f, what + ": " + p + " is under the HUD's top band at y=" + s.y + " of " + h);
        }
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void theRestingViewFramesEverythingBetweenTheHudBands(String rules) {
        PlaySession session = session(rules);
        List<Vector3f> points = PlayCameraState.restPoints(session.rules(), session.layout());
        if (session.rules().hasCounters()) {
            // The bowl's far rim is among the points (it was under the HUD's top row).
            Vector3f bowl = session.layout().bowlPlace();
            assertTrue(points.stream().anyMatch(p -> p.z < bowl.z - BoardLayout.BOWL_RADIUS * 0.99f && p.y > bowl.y),
                    "the bowl's far rim is framed");
        }
        for (int[] wh : WINDOWS) {
            Vector3f[] view = PlayCameraState.view(session.layout(), points, null, false, wh[0], wh[1], PlayCameraState.hudBottom(wh[0], wh[1]));
            Camera cam = camera(view, wh[0], wh[1]);
            assertOnScreen(cam, points, PlayCameraState.REST_SIDE_MARGIN, rules + " at rest in " + wh[0] + "x" + wh[1]);
            assertTrue(PlayCameraState.shows(view[0], view[1], points, wh[0], wh[1], PlayCameraState.hudBottom(wh[0], wh[1])));
            // As close as it can be: the framing touches the sides or the bands.
            float minX = Float.MAX_VALUE;
            float maxX = -Float.MAX_VALUE;
            float minY = Float.MAX_VALUE;
            float maxY = -Float.MAX_VALUE;
            for (Vector3f p : points) {
                Vector3f s = cam.getScreenCoordinates(p);
                minX = Math.min(minX, s.x);
                maxX = Math.max(maxX, s.x);
                minY = Math.min(minY, s.y);
                maxY = Math.max(maxY, s.y);
            }
            boolean wide = Math.abs(minX - PlayCameraState.REST_SIDE_MARGIN) < 1 && Math.abs(maxX - (wh[0] - PlayCameraState.REST_SIDE_MARGIN)) < 1;
            boolean tall = Math.abs(minY - PlayCameraState.hudBottom(wh[0], wh[1])) < 1
                    && Math.abs(maxY - (wh[1] - PlayCameraState.hudTop(wh[0], wh[1]))) < 1;
            assertTrue(wide || tall, rules + " in " + wh[0] + "x" + wh[1] + ": the view fills the room, x " + minX + ".." + maxX
                    + ", y " + minY + ".." + maxY);
        }
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void drawnToTheActionTheWholeBoardStaysInView(String rules) {
        PlaySession session = session(rules);
        BoardLayout layout = session.layout();
        List<Vector3f> rest = PlayCameraState.restPoints(session.rules(), session.layout());
        List<Vector3f> targets = new ArrayList<>();
        for (Player p : Player.values()) {
            Route route = session.rules().route(p);
            targets.add(layout.centre(route.square(0)));
            targets.add(layout.centre(route.square(route.length() - 1)));
        }
        if (session.rules().hasCounters()) {
            targets.add(layout.bowlPlace());
            targets.add(layout.coinPlace(Counters.Pile.LIGHT, 0));
            targets.add(layout.coinPlace(Counters.Pile.DARK, 30));
        }
        for (int[] wh : WINDOWS) {
            Vector3f[] dice = PlayCameraState.view(layout, rest, layout.trayCentre(), true, wh[0], wh[1], PlayCameraState.hudBottom(wh[0], wh[1]));
            assertOnScreen(camera(dice, wh[0], wh[1]), layout.boardOutline(), PlayCameraState.SIDE_MARGIN,
                    rules + " with the dice rolling in " + wh[0] + "x" + wh[1]);
            for (Vector3f t : targets) {
                Vector3f[] view = PlayCameraState.view(layout, rest, t, false, wh[0], wh[1], PlayCameraState.hudBottom(wh[0], wh[1]));
                assertOnScreen(camera(view, wh[0], wh[1]), layout.boardOutline(), PlayCameraState.SIDE_MARGIN,
                        rules + " drawn to " + t + " in " + wh[0] + "x" + wh[1]);
            }
        }
    }

    @Test
    void aCaptureOnTheBoardDrawsTheViewTowardIt() {
        PlaySession session = session("babylonian");
        BoardLayout layout = session.layout();
        List<Vector3f> rest = PlayCameraState.restPoints(session.rules(), session.layout());
        Vector3f[] still = PlayCameraState.view(layout, rest, null, false, 1280, 720, PlayCameraState.HUD_BOTTOM);
        Route route = session.rules().route(Player.DARK);
        for (Vector3f t : List.of(layout.centre(route.square(2)), layout.centre(route.square(route.length() - 2)))) {
            Vector3f[] drawn = PlayCameraState.view(layout, rest, t, false, 1280, 720, PlayCameraState.HUD_BOTTOM);
            assertTrue(drawn[1].distance(t) < still[1].distance(t) - 0.005f,
                    "the point looked at moved toward " + t + ": " + still[1] + " -> " + drawn[1]);
            assertTrue(drawn[0].distance(t) < still[0].distance(t), "the eye came closer to " + t);
        }
    }

    @Test
    void theFitIsExactForASinglePointAndRefusesNoRoom() {
        Vector3f dir = new Vector3f(0, -0.6f, -0.8f);
        Vector3f eye = PlayCameraState.fit(dir, List.of(new Vector3f(1, 2, 3), new Vector3f(1.2f, 2, 3)), 30f, 1280, 720, 0, 0, 0);
        Camera cam = camera(new Vector3f[] {eye, eye.add(dir)}, 1280, 720);
        assertEquals(0f, cam.getScreenCoordinates(new Vector3f(1, 2, 3)).x, 0.5f, "the left point at the left edge");
        assertEquals(1280f, cam.getScreenCoordinates(new Vector3f(1.2f, 2, 3)).x, 0.5f, "the right point at the right edge");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlayCameraState.fit(dir, List.of(Vector3f.ZERO), 30f, 640, 200, 120, 100, 0));
        assertTrue(e.getMessage().contains("no room in a 640x200 window"), e.getMessage());
    }
}
