package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.font.BitmapText;
import com.jme3.scene.Spatial;
import com.simsilica.lemur.Label;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.CreditsScreen;
import net.ur.client.ui.Screens;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The credits as laid out on a 1280x720 window, headless: each heading's text ends well before its
 * entry's text begins (they read as two words, not "Built withjMonkeyEngine"), and every line lies
 * inside the window.
 */
class CreditsHeadlessTest {

    @TempDir
    Path home;

    /** Where a label's text is drawn (with its shadow, if it has one): left, right, bottom, top. */
    private static float[] text(Label label) {
        float[] box = {Float.MAX_VALUE, -Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE};
        label.depthFirstTraversal(s -> {
            if (s instanceof BitmapText t) {
                float x = t.getWorldTranslation().x;
                float y = t.getWorldTranslation().y;
                box[0] = Math.min(box[0], x);
                box[1] = Math.max(box[1], x + t.getLineWidth());
                box[2] = Math.min(box[2], y - t.getHeight());
                box[3] = Math.max(box[3], y);
            }
        });
        assertTrue(box[0] < Float.MAX_VALUE, "the label " + label.getText() + " draws a text");
        return box;
    }

    @Test
    void headingsAndEntriesStandApartAndInsideTheWindow() {
        System.setProperty("ur.home", home.toString());
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            CreditsScreen credits = app.getStateManager().getState(CreditsScreen.class);
            driver.run(() -> app.getStateManager().getState(Screens.class).show(CreditsScreen.class));
            driver.frames(2);
            List<float[]> lines = driver.call(() -> {
                List<float[]> out = new ArrayList<>();
                credits.getRoot().depthFirstTraversal((Spatial s) -> {
                    if (s instanceof Label l && !(s instanceof com.simsilica.lemur.Button) && !l.getText().isEmpty()) {
                        out.add(text(l));
                    }
                });
                return out;
            });
            assertTrue(lines.size() >= 8, "the title and the credit lines: " + lines.size());
            for (float[] l : lines) {
                assertTrue(l[0] >= 0 && l[1] <= 1280 && l[2] >= 0 && l[3] <= 720,
                        "a line lies inside the window: x " + l[0] + ".." + l[1] + ", y " + l[2] + ".." + l[3]);
            }
            // "Built with" and its entry: the entry's text starts right of the heading's by a gap.
            float[] gap = driver.call(() -> {
                Label heading = null;
                Label entry = null;
                List<Label> labels = new ArrayList<>();
                credits.getRoot().depthFirstTraversal((Spatial s) -> {
                    if (s instanceof Label l) {
                        labels.add(l);
                    }
                });
                for (Label l : labels) {
                    if (l.getText().equals("Built with")) {
                        heading = l;
                    } else if (l.getText().startsWith("jMonkeyEngine")) {
                        entry = l;
                    }
                }
                float[] h = text(heading);
                float[] e = text(entry);
                return new float[] {h[1], e[0], Math.abs(h[3] - e[3])};
            });
            assertTrue(gap[1] - gap[0] >= 12, "the entry's text begins at least 12 px after the heading's ends: "
                    + gap[0] + " then " + gap[1]);
            assertTrue(gap[2] < 1, "on the same line");
        }
    }
}
