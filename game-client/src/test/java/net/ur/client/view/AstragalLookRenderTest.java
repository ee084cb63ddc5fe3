package net.ur.client.view;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Arrays;
import java.util.Locale;
import net.ur.client.testing.ProbeScene;
import net.ur.client.UrApp;
import net.ur.client.es.components.ModelType;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Babylonian game's astragals read as bone, not dark lumps, and the broad one is clearly the
 * larger: each astragal, made as the game makes it, lies alone in the dice tray on a marked face
 * under the game's playing camera, lamp and moon, on a plain background, at each quality. Its
 * pixels' median luminance is at least {@link #MIN_MEDIAN_LUMA} (the lamp stands behind the tray,
 * so the sides the player sees are turned from it), some of them are its marks (dark pips, the
 * broad one's red sun), and the broad astragal covers at least {@link #BROAD_OVER_SMALL} times the
 * small one's pixels. The pictures are kept in target/render-tests/astragal-*.png.
 */
@Tag("render")
class AstragalLookRenderTest {

    static final double MIN_MEDIAN_LUMA = 95;
    static final double BROAD_OVER_SMALL = 1.4;
    /** The least share of a die's pixels that are its marks. */
    static final double MIN_MARKS = 0.015;

    private static final File OUT = new File("target/render-tests");
    private static final ColorRGBA BACKGROUND = new ColorRGBA(0f, 0.25f, 0f, 1f);

    private static double luma(int c) {
        return 0.2126 * ((c >> 16) & 0xff) + 0.7152 * ((c >> 8) & 0xff) + 0.0722 * (c & 0xff);
    }

    /** A die's pixels: how many, their median luminance, and the share that are marks (dark, or red). */
    static double[] measure(BufferedImage img) {
        boolean[] mask = BirdSilhouetteRenderTest.mask(img);
        int n = 0;
        for (boolean b : mask) {
            n += b ? 1 : 0;
        }
        double[] l = new double[n];
        int k = 0;
        int marks = 0;
        for (int i = 0; i < mask.length; i++) {
            if (mask[i]) {
                int c = img.getRGB(i % img.getWidth(), i / img.getWidth());
                l[k++] = luma(c);
                int r = (c >> 16) & 0xff;
                int g = (c >> 8) & 0xff;
                if (luma(c) < 55 || r > 2 * g + 20) {
                    marks++;
                }
            }
        }
        Arrays.sort(l);
        return new double[] {n, n == 0 ? 0 : l[n / 2], n == 0 ? 0 : (double) marks / n};
    }

    @ParameterizedTest
    @EnumSource(value = GameOptions.Quality.class, names = {"LOW", "MEDIUM", "HIGH"})
    void theAstragalsReadAsBoneAndTheBroadOneIsTheLarger(GameOptions.Quality quality) {
        GameOptions options = new GameOptions(1280, 720, false, false, quality);
        FrameGrabber grabber = new FrameGrabber();
        UrApp app = new UrApp(options, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        double[][] found = new double[2][];
        String[] names = {"small", "broad"};
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            // A frame at HIGH takes a third of a second or more on a software renderer, several
            // times that on a loaded machine.
            driver.timeout(quality == GameOptions.Quality.HIGH ? 400 : 60);
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            driver.frames(30);
            Node probe = new Node("AstragalProbe");
            driver.run(() -> ProbeScene.isolate(app, probe, BACKGROUND));
            for (int i = 0; i < 2; i++) {
                ModelType type = i == 0 ? ModelType.DIE_ASTRAGAL_SMALL : ModelType.DIE_ASTRAGAL_BROAD;
                float rest = i == 0 ? 0.0076f : 0.006f;
                driver.run(() -> {
                    probe.detachAllChildren();
                    Spatial die = new AssetModels(app.getAssetManager()).create(type);
                    Vector3f at = app.getStateManager().getState(PlaySessionState.class).getSession().layout().trayCentre();
                    die.setLocalTranslation(at.add(0, rest, 0));
                    probe.attachChild(die);
                });
                driver.frames(3);
                grabber.request();
                driver.frames(2);
                BufferedImage img = grabber.image();
                assertNotNull(img, "a frame was grabbed");
                FrameGrabber.save(img, new File(OUT, "astragal-" + names[i] + "-" + quality.name().toLowerCase(Locale.ROOT) + ".png"));
                found[i] = measure(img);
            }
        }
        String figures = String.format(Locale.ROOT, "%s: small %.0f px, median luminance %.0f, marks %.3f; broad %.0f px, median luminance %.0f,"
                + " marks %.3f; broad/small %.2f", quality, found[0][0], found[0][1], found[0][2], found[1][0], found[1][1], found[1][2],
                found[1][0] / found[0][0]);
        System.out.println("AstragalLookRenderTest " + figures);
        for (int i = 0; i < 2; i++) {
            assertTrue(found[i][1] >= MIN_MEDIAN_LUMA, names[i] + " reads as bone: " + figures);
            assertTrue(found[i][2] >= MIN_MARKS, names[i] + " shows its marks: " + figures);
        }
        assertTrue(found[1][0] >= BROAD_OVER_SMALL * found[0][0], "the broad astragal is clearly the larger: " + figures);
    }
}
