package net.ur.client.hud;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.texture.Texture2D;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The HUD's bird icons say which bird is which: for each tone and look, every bird's silhouette
 * (its opaque pixels at the icon's full size, the home ring's band left out) overlaps every
 * other's by less than {@link #MAX_IOU} of their union, and none is the round piece's token.
 */
class BirdIconsTest {

    /** The largest overlap (intersection over union) two bird icons may have. */
    static final double MAX_IOU = 0.75;

    private static boolean[] mask(Texture2D t) {
        ByteBuffer data = t.getImage().getData(0);
        boolean[] m = new boolean[HudIcons.SIZE * HudIcons.SIZE];
        for (int i = 0; i < m.length; i++) {
            // Leave out the home ring's band, the same round every bird: compare the birds themselves.
            float x = ((i % HudIcons.SIZE) + 0.5f) / HudIcons.SIZE * 2 - 1;
            float y = ((i / HudIcons.SIZE) + 0.5f) / HudIcons.SIZE * 2 - 1;
            float r = (float) Math.sqrt(x * x + y * y);
            m[i] = (data.get(i * 4 + 3) & 0xff) > 127 && Math.abs(r - 0.93f) > 0.1f;
        }
        return m;
    }

    private static double iou(boolean[] a, boolean[] b) {
        int both = 0;
        int either = 0;
        for (int i = 0; i < a.length; i++) {
            both += a[i] && b[i] ? 1 : 0;
            either += a[i] || b[i] ? 1 : 0;
        }
        return either == 0 ? 1 : (double) both / either;
    }

    @Test
    void everyBirdHasItsOwnIcon() {
        HudIcons icons = new HudIcons();
        List<String> failures = new ArrayList<>();
        double worst = 0;
        for (boolean light : new boolean[] {true, false}) {
            for (HudIcons.PieceLook look : HudIcons.PieceLook.values()) {
                List<String> birds = HudIcons.BIRDS;
                boolean[] token = mask(icons.piece(light, look));
                for (int i = 0; i < birds.size(); i++) {
                    boolean[] a = mask(icons.bird(birds.get(i), light, look));
                    if (iou(a, token) >= MAX_IOU) {
                        failures.add(birds.get(i) + " looks like the round token (" + look + ")");
                    }
                    for (int j = i + 1; j < birds.size(); j++) {
                        double o = iou(a, mask(icons.bird(birds.get(j), light, look)));
                        worst = Math.max(worst, o);
                        if (o >= MAX_IOU) {
                            failures.add(String.format(Locale.ROOT, "%s/%s %s %s: %.3f", birds.get(i), birds.get(j), light, look, o));
                        }
                    }
                }
            }
        }
        System.out.println("BirdIconsTest: the largest overlap of two birds' icons is " + worst);
        assertTrue(failures.isEmpty(), failures.toString());
    }
}
