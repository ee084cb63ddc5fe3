package net.ur.client.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.post.SceneProcessor;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.ur.client.UrApp;
import net.ur.client.render.ContactShadow;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import net.ur.client.view.ModelViewState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * At LOW the contact shadows of things at rest are part of the kept picture of the room, and only
 * the blobs of things that move (or that lie under something see-through, as the dice under their
 * halos) are drawn each frame. A piece moved aside takes its blob with it at once: the kept frame
 * then shows no blob where it stood, and once it rests again its blob is laid into the picture.
 * Each kept frame is checked against the same frame drawn in full (the room drawn, every blob
 * drawn over it), around the piece. Screenshots go to target/render-tests/resting-blobs-*.png.
 */
@Tag("render")
class RestingBlobsRenderTest {

    private static final File OUT = new File("target/render-tests");

    private static BufferedImage grab(AppDriver driver, FrameGrabber grabber, String name) {
        grabber.request();
        driver.frames(2);
        BufferedImage img = grabber.image();
        assertNotNull(img, "a frame was grabbed");
        FrameGrabber.save(img, new File(OUT, "resting-blobs-" + name + ".png"));
        return img;
    }

    /** The mean absolute difference per channel in a rectangle, and its largest. */
    private static double[] difference(BufferedImage a, BufferedImage b, int[] r) {
        double sum = 0;
        int worst = 0;
        for (int y = r[1]; y < r[3]; y++) {
            for (int x = r[0]; x < r[2]; x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    int d = Math.abs(((p >> shift) & 0xff) - ((q >> shift) & 0xff));
                    sum += d;
                    worst = Math.max(worst, d);
                }
            }
        }
        return new double[] {sum / (3.0 * (r[2] - r[0]) * (r[3] - r[1])), worst};
    }

    /** The window rectangle round a point of the table, half a size each way, clipped to the window. */
    private static int[] around(com.jme3.renderer.Camera cam, Vector3f at, int half) {
        Vector3f s = cam.getScreenCoordinates(at);
        int x = Math.round(s.x);
        // Screen coordinates count from the bottom, image rows from the top.
        int y = cam.getHeight() - Math.round(s.y);
        return new int[] {Math.max(0, x - half), Math.max(0, y - half), Math.min(cam.getWidth(), x + half),
                Math.min(cam.getHeight(), y + half)};
    }

    private static ContactShadow.Pass pass(UrApp app) {
        for (SceneProcessor p : app.getViewPort().getProcessors()) {
            if (p instanceof ContactShadow.Pass pass) {
                return pass;
            }
        }
        throw new AssertionError("LOW draws contact shadows");
    }

    /** The things that carry a contact shadow. */
    private static List<Node> things(UrApp app) {
        List<Node> out = new ArrayList<>();
        app.getStateManager().getState(ModelViewState.class).getRoot().depthFirstTraversal(sp -> {
            if (sp instanceof Node n && n.getControl(ContactShadow.class) != null) {
                out.add(n);
            }
        });
        return out;
    }

    /** Runs frames until the room has not been drawn again for 10 frames, at most 1,500. */
    private static void restUntilStill(AppDriver driver, SceneCacheState state) {
        for (int i = 0; i < 150; i++) {
            int[] a = driver.call(() -> state.cache().counts());
            driver.frames(10);
            int[] b = driver.call(() -> state.cache().counts());
            if (a[1] == b[1]) {
                return;
            }
        }
        throw new AssertionError("the view never came to rest");
    }

    /** The frame as the cache lays it, then drawn in full (the cache off for a few frames, then on again). */
    private static BufferedImage[] keptAndFull(AppDriver driver, FrameGrabber grabber, SceneCacheState state, String name) {
        assertTrue(driver.call(state::isKeeping));
        BufferedImage kept = grab(driver, grabber, name + "-kept");
        driver.run(() -> state.setEnabled(false));
        driver.frames(3);
        BufferedImage full = grab(driver, grabber, name + "-full");
        driver.run(() -> state.setEnabled(true));
        driver.frames(3);
        return new BufferedImage[] {kept, full};
    }

    @Test
    void restingBlobsAreInThePictureAndAMovedPieceTakesItsBlobAlong() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        FrameGrabber grabber = new FrameGrabber();
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            // The playing view from the first frames, not the game's opening view of the room.
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            SettingsState settings = driver.call(() -> app.getStateManager().getState(SettingsState.class));
            // A steady lamp, so that two frames can be compared.
            driver.run(() -> settings.set(settings.get().withReducedMotion(true).withRenderScale(1f)));
            driver.frames(60);
            SceneCacheState state = driver.call(() -> app.getStateManager().getState(SceneCacheState.class));
            restUntilStill(driver, state);
            driver.frames(ContactShadow.REST_FRAMES + 2);

            // At rest: the pass draws only the blobs under something see-through (the dice's halos).
            int[] counts = driver.call(() -> {
                int shown = 0;
                int resting = 0;
                for (Node n : things(app)) {
                    ContactShadow c = n.getControl(ContactShadow.class);
                    shown += c.isShown() ? 1 : 0;
                    resting += c.isResting() ? 1 : 0;
                }
                return new int[] {shown, resting, pass(app).drawn()};
            });
            assertTrue(counts[0] >= 18, "the pieces and dice stand on blobs: " + counts[0]);
            assertEquals(counts[0], counts[1], "every blob is at rest");
            assertTrue(counts[2] < counts[0] / 2, "the blobs at rest are not drawn each frame: " + counts[2] + " of " + counts[0]);
            assertEquals(SceneCache.Kind.KEPT, driver.call(() -> state.cache().lastKind()));

            // A waiting piece, and the place on the table round it.
            Node piece = driver.call(() -> things(app).stream().filter(n -> n.getName().startsWith("Piece"))
                    .filter(n -> n.getControl(ContactShadow.class).isResting()).findFirst().orElseThrow());
            Vector3f before = driver.call(() -> piece.getControl(ContactShadow.class).centre());
            float radius = driver.call(() -> piece.getControl(ContactShadow.class).size());
            int half = driver.call(() -> {
                Vector3f a = app.getCamera().getScreenCoordinates(before);
                Vector3f b = app.getCamera().getScreenCoordinates(before.add(radius, 0, 0));
                return Math.round(a.distance(b)) + 4;
            });
            int[] oldPlace = driver.call(() -> around(app.getCamera(), before, half));

            BufferedImage[] still = keptAndFull(driver, grabber, state, "still");
            restUntilStill(driver, state);
            driver.frames(ContactShadow.REST_FRAMES + 2);
            double[] d0 = difference(still[0], still[1], oldPlace);

            // Moved aside by three of its blob's radii: from the next frame its blob is drawn where it is.
            Vector3f by = new Vector3f(3 * radius, 0, 0);
            int[] drawnBefore = driver.call(() -> state.cache().counts());
            driver.run(() -> piece.move(by));
            driver.frames(1);
            ContactShadow blob = piece.getControl(ContactShadow.class);
            assertFalse(driver.call(blob::isResting), "a piece that has just moved is not at rest");
            Vector3f after = driver.call(blob::centre);
            assertEquals(before.x + by.x, after.x, 1e-4f, "the blob went along with the piece");
            assertTrue(driver.call(() -> pass(app).drawn()) > counts[2], "and is drawn each frame while it moves");
            assertEquals(drawnBefore[1], driver.call(() -> state.cache().counts())[1],
                    "the picture was laid again without the moved piece's blob, the room not drawn again");
            int[] newPlace = driver.call(() -> around(app.getCamera(), after, half));
            BufferedImage[] moved = keptAndFull(driver, grabber, state, "moved");
            double[] d1 = difference(moved[0], moved[1], oldPlace);
            double[] d2 = difference(moved[0], moved[1], newPlace);
            double[] shift = difference(still[1], moved[1], oldPlace);

            // Rested again: its blob is laid into the picture.
            driver.frames(ContactShadow.REST_FRAMES + 4);
            assertTrue(driver.call(blob::isResting));
            assertEquals(counts[2], driver.call(() -> pass(app).drawn()), "its blob is no longer drawn each frame");
            BufferedImage[] rested = keptAndFull(driver, grabber, state, "rested");
            double[] d3 = difference(rested[0], rested[1], newPlace);

            String figures = String.format(Locale.ROOT,
                    "kept against full: still %.2f (max %.0f), moved at the old place %.2f (max %.0f), at the new %.2f (max %.0f),"
                            + " rested %.2f (max %.0f); the old place before and after the move %.2f (max %.0f)",
                    d0[0], d0[1], d1[0], d1[1], d2[0], d2[1], d3[0], d3[1], shift[0], shift[1]);
            System.out.println("RestingBlobsRenderTest " + figures);
            // The move changes the old place a lot (the piece and its blob left), so a stale blob would show.
            assertTrue(shift[0] > 5, "the move is seen at the old place: " + figures);
            for (double[] d : new double[][] {d0, d1, d2, d3}) {
                assertTrue(d[0] < 0.5 && d[1] <= 24, "the kept frame is the frame drawn in full round the piece: " + figures);
            }
        }
    }
}
