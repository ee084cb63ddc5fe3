package net.ur.client.view;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.ur.client.testing.ProbeScene;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.play.PlaySessionState;
import net.ur.client.UrApp;
import net.ur.client.es.components.ModelType;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The five birds of the Babylonian game are told apart at a glance: each bird, made as the game
 * makes it, is drawn alone on a plain background in a real window at LOW quality, where a piece
 * stands in a game (the middle of the board) under the game's own camera, lamp and moon, and its
 * silhouette (the pixels that differ from the background) is compared with every other bird's of
 * the same tone. Two silhouettes that overlap by less than {@link #MAX_IOU} of their union
 * (intersection over union) are told apart by that simple classifier. The pictures are kept in
 * target/render-tests/bird-*.png for a person to look at.
 */
@Tag("render")
class BirdSilhouetteRenderTest {

    /** The largest overlap (intersection over union) two birds' silhouettes may have. */
    static final double MAX_IOU = 0.75;

    private static final File OUT = new File("target/render-tests");
    private static final String[] BIRDS = {"swallow", "stormbird", "raven", "rooster", "eagle"};
    private static final ColorRGBA BACKGROUND = new ColorRGBA(0f, 0.25f, 0f, 1f);

    private static AppDriver open(GameOptions options) {
        for (int attempt = 0;; attempt++) {
            UrApp app = new UrApp(options, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
            try {
                return AppDriver.window(app, UrApp.windowSettings(options));
            } catch (IllegalStateException e) {
                if (attempt >= 2) {
                    throw e;
                }
                app.stop();
            }
        }
    }

    /** The pixels that differ from the background's colour (as drawn, read from the corner). */
    static boolean[] mask(BufferedImage img) {
        int bg = img.getRGB(2, 2);
        boolean[] m = new boolean[img.getWidth() * img.getHeight()];
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int c = img.getRGB(x, y);
                int d = Math.abs(((c >> 16) & 0xff) - ((bg >> 16) & 0xff)) + Math.abs(((c >> 8) & 0xff) - ((bg >> 8) & 0xff))
                        + Math.abs((c & 0xff) - (bg & 0xff));
                m[y * img.getWidth() + x] = d > 40;
            }
        }
        return m;
    }

    static double iou(boolean[] a, boolean[] b) {
        int both = 0;
        int either = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] && b[i]) {
                both++;
            }
            if (a[i] || b[i]) {
                either++;
            }
        }
        return either == 0 ? 1 : (double) both / either;
    }

    /** Height in pixels of a silhouette (its rows with any pixel set). */
    static int height(boolean[] m, int width) {
        int top = Integer.MAX_VALUE;
        int bottom = -1;
        for (int i = 0; i < m.length; i++) {
            if (m[i]) {
                top = Math.min(top, i / width);
                bottom = Math.max(bottom, i / width);
            }
        }
        return bottom < 0 ? 0 : bottom - top + 1;
    }

    @Test
    void everyPairOfBirdsHasItsOwnSilhouetteAtLow() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        FrameGrabber grabber = new FrameGrabber();
        List<String> report = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        try (AppDriver driver = open(options)) {
            UrApp app = (UrApp) driver.app();
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            // The playing view from the first frames, not the game's opening view of the room.
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            driver.frames(30);
            Node probe = new Node("BirdProbe");
            driver.run(() -> ProbeScene.isolate(app, probe, BACKGROUND));
            for (String tone : new String[] {"light", "dark"}) {
                boolean[][] masks = new boolean[BIRDS.length][];
                int width = 0;
                for (int i = 0; i < BIRDS.length; i++) {
                    ModelType type = ModelType.bird(BIRDS[i], "light".equals(tone));
                    driver.run(() -> {
                        probe.detachAllChildren();
                        Spatial bird = new AssetModels(app.getAssetManager()).create(type);
                        Vector3f at = app.getStateManager().getState(PlaySessionState.class).getSession().layout().boardCentre();
                        bird.setLocalTranslation(at);
                        probe.attachChild(bird);
                    });
                    driver.frames(3);
                    grabber.request();
                    driver.frames(2);
                    BufferedImage img = grabber.image();
                    assertNotNull(img, "a frame was grabbed");
                    FrameGrabber.save(img, new File(OUT, "bird-" + BIRDS[i] + "-" + tone + ".png"));
                    width = img.getWidth();
                    masks[i] = mask(img);
                    int h = height(masks[i], width);
                    report.add(String.format(Locale.ROOT, "%s %s: %d px tall", BIRDS[i], tone, h));
                    if (h < 24) {
                        failures.add(BIRDS[i] + " " + tone + " is only " + h + " px tall");
                    }
                }
                for (int i = 0; i < BIRDS.length; i++) {
                    for (int j = i + 1; j < BIRDS.length; j++) {
                        double iou = iou(masks[i], masks[j]);
                        report.add(String.format(Locale.ROOT, "%s/%s %s: IoU %.3f", BIRDS[i], BIRDS[j], tone, iou));
                        if (iou >= MAX_IOU) {
                            failures.add(String.format(Locale.ROOT, "%s and %s (%s) overlap by %.3f", BIRDS[i], BIRDS[j], tone, iou));
                        }
                    }
                }
            }
        }
        report.forEach(line -> System.out.println("BirdSilhouetteRenderTest " + line));
        assertTrue(failures.isEmpty(), "silhouettes told apart (IoU < " + MAX_IOU + "): " + failures);
    }
}
