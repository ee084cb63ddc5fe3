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
import net.ur.client.UrApp;
import net.ur.client.es.components.ModelType;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The glossy birds and the matte Eagle (seed 000: all glossy but the Eagle) are told apart at
 * playing distance: each bird, made as the game makes it, stands alone where a piece stands (the
 * middle of the board) under the game's own camera, lamp and moon at MEDIUM, on a plain
 * background, and its glaze's highlight is counted: the bird's pixels that are near white (every
 * channel at least {@link #WHITE}), which the lamp's warm light alone never gives (its blue is a
 * third of its red), and only a specular reflection of the lamp does. Every glossy bird of both
 * tones shows at least {@link #MIN_GLOSSY} such pixels; the Eagle of either tone at most
 * {@link #MAX_MATTE}. The pictures are kept in target/render-tests/gloss-*.png.
 */
@Tag("render")
class BirdGlossRenderTest {

    /** The least value of each channel of a highlight's pixel. */
    static final int WHITE = 215;
    /** The fewest highlight pixels a glossy bird shows. */
    static final int MIN_GLOSSY = 12;
    /** The most highlight pixels the matte Eagle shows. */
    static final int MAX_MATTE = 2;

    private static final File OUT = new File("target/render-tests");
    private static final String[] BIRDS = {"swallow", "stormbird", "raven", "rooster", "eagle"};
    private static final ColorRGBA BACKGROUND = new ColorRGBA(0f, 0.25f, 0f, 1f);

    /** The bird's pixels that are near white: its highlight. */
    static int highlight(BufferedImage img, boolean[] mask) {
        int n = 0;
        for (int i = 0; i < mask.length; i++) {
            if (mask[i]) {
                int c = img.getRGB(i % img.getWidth(), i / img.getWidth());
                if (((c >> 16) & 0xff) >= WHITE && ((c >> 8) & 0xff) >= WHITE && (c & 0xff) >= WHITE) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void glossyBirdsShineUnderTheLampAndTheEagleDoesNot() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.MEDIUM);
        FrameGrabber grabber = new FrameGrabber();
        List<String> report = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        UrApp app = new UrApp(options, new PlaySetup("babylonian", PlaySetup.HUMAN, PlaySetup.HUMAN, 3));
        try (AppDriver driver = AppDriver.window(app, UrApp.windowSettings(options))) {
            driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
            driver.run(() -> app.getStateManager().getState(net.ur.client.camera.PlayCameraState.class).cutOpening());
            driver.frames(30);
            Node probe = new Node("GlossProbe");
            driver.run(() -> ProbeScene.isolate(app, probe, BACKGROUND));
            for (String tone : new String[] {"light", "dark"}) {
                for (String bird : BIRDS) {
                    ModelType type = ModelType.bird(bird, "light".equals(tone));
                    driver.run(() -> {
                        probe.detachAllChildren();
                        Spatial model = new AssetModels(app.getAssetManager()).create(type);
                        Vector3f at = app.getStateManager().getState(PlaySessionState.class).getSession().layout().boardCentre();
                        model.setLocalTranslation(at);
                        probe.attachChild(model);
                    });
                    driver.frames(3);
                    grabber.request();
                    driver.frames(2);
                    BufferedImage img = grabber.image();
                    assertNotNull(img, "a frame was grabbed");
                    FrameGrabber.save(img, new File(OUT, "gloss-" + bird + "-" + tone + ".png"));
                    boolean[] mask = BirdSilhouetteRenderTest.mask(img);
                    int size = 0;
                    for (boolean b : mask) {
                        size += b ? 1 : 0;
                    }
                    int shine = highlight(img, mask);
                    boolean glossy = !"eagle".equals(bird);
                    report.add(String.format(Locale.ROOT, "%s %s (%s): %d highlight pixels of %d", bird, tone,
                            glossy ? "glossy" : "matte", shine, size));
                    if (glossy && shine < MIN_GLOSSY) {
                        failures.add(bird + " " + tone + " is glossy but shows only " + shine + " highlight pixels");
                    }
                    if (!glossy && shine > MAX_MATTE) {
                        failures.add(bird + " " + tone + " is matte but shows " + shine + " highlight pixels");
                    }
                }
            }
        }
        report.forEach(line -> System.out.println("BirdGlossRenderTest " + line));
        assertTrue(failures.isEmpty(), "glossy birds shine (at least " + MIN_GLOSSY + " pixels with every channel >= " + WHITE
                + "), the Eagle does not (at most " + MAX_MATTE + "): " + failures);
    }
}
