package net.ur.client.ui;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.IconComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import jme3utilities.Validate;
import net.ur.ai.review.DiceTally;
import net.ur.client.words.ReplayWords;

/**
 * The throws a player got against what fair dice give, as a small picture: a bar for each value the
 * dice can make, as tall as the throws of it, with a pale line across it where fair dice's average
 * stands; the values under the bars, a caption over them and the verdict under them, in the
 * {@code words} package's words. Used by the review at the table and the luck screen.
 */
public class DiceLuckPanel extends Container {

    /** The picture's pixels high. */
    public static final int HEIGHT = 36;
    /** Each bar's pixels across, and the room between bars. */
    static final int BAR = 22;
    static final int GAP = 8;
    /** The verdict's least width under the bars, in pixels. */
    private static final float VERDICT_WIDTH = 200f;

    private static final ColorRGBA GOT = new ColorRGBA(0.91f, 0.76f, 0.35f, 1f);
    private static final ColorRGBA FAIR = new ColorRGBA(0.96f, 0.93f, 0.86f, 1f);
    private static final ColorRGBA GROUND = new ColorRGBA(0.11f, 0.09f, 0.07f, 1f);

    private final List<Integer> values = new ArrayList<>();

    /**
     * @param caption what the picture is of ("Light's throws"); not null
     * @param tally the throws; not null
     * @param font the lines' font size, more than 0
     */
    public DiceLuckPanel(String caption, DiceTally tally, float font) {
        super(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even), UrStyle.NAME);
        Validate.nonNull(caption, "caption");
        Validate.nonNull(tally, "tally");
        Validate.positive(font, "font");
        for (int v = 0; v <= tally.dice().maxValue(); v++) {
            if (tally.dice().probability(v) > 0) {
                values.add(v);
            }
        }
        Label title = addChild(new Label(caption, UrStyle.BODY, UrStyle.NAME));
        title.setFontSize(font);
        int width = values.size() * (BAR + GAP) - GAP;
        Texture2D texture = new Texture2D(image(tally, values));
        texture.setMagFilter(Texture.MagFilter.Nearest);
        // The picture as a label's icon, which takes the picture's own size in any layout.
        Label picture = addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        picture.setIcon(new IconComponent(texture, new Vector2f(1f, 1f), 0f, 0f, 0.01f, false));
        Container under = addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
        for (int v : values) {
            Label l = under.addChild(new Label(String.valueOf(v), UrStyle.BODY, UrStyle.NAME));
            l.setFontSize(font - 2);
            l.setTextHAlignment(HAlignment.Center);
            l.setPreferredSize(new Vector3f(BAR + GAP, font, 0));
        }
        Label verdict = addChild(new Label(ReplayWords.luckVerdict(tally), UrStyle.BODY, UrStyle.NAME));
        verdict.setFontSize(font - 3);
        verdict.setColor(FAIR);
        verdict.setMaxWidth(Math.max(width, VERDICT_WIDTH));
    }

    /** The values the bars stand for, left to right, for tests. */
    public List<Integer> values() {
        return List.copyOf(values);
    }

    /**
     * How tall each bar is drawn, and where fair dice's line stands, in pixels, for tests: for each
     * value {count's height, fair line's height}.
     *
     * @param tally the throws; not null
     * @return the heights, a pair per value the dice can make
     */
    public static int[][] heights(DiceTally tally) {
        List<Integer> vs = new ArrayList<>();
        for (int v = 0; v <= tally.dice().maxValue(); v++) {
            if (tally.dice().probability(v) > 0) {
                vs.add(v);
            }
        }
        double top = 1e-9;
        for (int v : vs) {
            top = Math.max(top, Math.max(tally.count(v), tally.expected(v)));
        }
        int[][] out = new int[vs.size()][2];
        for (int i = 0; i < vs.size(); i++) {
            int v = vs.get(i);
            out[i][0] = (int) Math.round(tally.count(v) / top * (HEIGHT - 4));
            out[i][1] = (int) Math.round(tally.expected(v) / top * (HEIGHT - 4));
        }
        return out;
    }

    /** The picture: dark ground, a gold bar per value, fair dice's pale line across it. */
    private static Image image(DiceTally tally, List<Integer> values) {
        int w = values.size() * (BAR + GAP) - GAP;
        int h = HEIGHT;
        int[][] bars = heights(tally);
        ByteBuffer data = BufferUtils.createByteBuffer(w * h * 4);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = x / (BAR + GAP);
                boolean inBar = x % (BAR + GAP) < BAR;
                ColorRGBA c = GROUND;
                if (inBar && y < bars[i][0]) {
                    c = GOT;
                }
                // The fair line, two pixels thick, across the bar.
                if (inBar && (y == bars[i][1] || y == bars[i][1] + 1)) {
                    c = FAIR;
                }
                data.put((byte) (c.r * 255)).put((byte) (c.g * 255)).put((byte) (c.b * 255)).put((byte) 0xff);
            }
        }
        data.flip();
        // Image rows run from the bottom up in jME: row 0 is the bars' foot.
        return new Image(Image.Format.RGBA8, w, h, data, ColorSpace.sRGB);
    }
}
