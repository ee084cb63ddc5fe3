package net.ur.client.review;

import java.nio.ByteBuffer;

import com.jme3.math.Vector3f;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import jme3utilities.Validate;
import net.ur.client.ui.UrStyle;

/**
 * The winning chance over a game as a Lemur panel drawn in the scene: a title that says whose chance and
 * whether it is exact or an estimate, and the {@link WinChart} as a texture, with the move a replay
 * stands at marked ({@link #setCursor}). Not yet placed at the table: the replay will add it.
 */
public class WinChartPanel extends Container {

    /** The chart's pixels across. */
    public static final int WIDTH = 480;
    /** The chart's pixels high. */
    public static final int HEIGHT = 120;

    private final WinChart chart;
    private final Panel picture;
    private final Texture2D texture;
    private int cursor = -1;

    /**
     * @param chart the chart to show, not null
     */
    public WinChartPanel(WinChart chart) {
        super(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even), UrStyle.PANEL, UrStyle.NAME);
        Validate.nonNull(chart, "chart");
        this.chart = chart;
        addChild(new Label(title(chart), UrStyle.BODY, UrStyle.NAME));
        texture = new Texture2D(image(chart, -1));
        texture.setMagFilter(Texture.MagFilter.Nearest);
        picture = addChild(new Panel(UrStyle.NAME));
        picture.setBackground(new QuadBackgroundComponent(texture));
        picture.setPreferredSize(new Vector3f(WIDTH, HEIGHT, 0));
    }

    /**
     * The title of a chart: whose chance, exact or estimated, and the counters' line if any.
     *
     * @param chart the chart, not null
     * @return e.g. {@code Light's winning chance (estimated by the computer's search)}
     */
    public static String title(WinChart chart) {
        return net.ur.client.words.ReplayWords.chartTitle(chart.exact(), chart.hasCounters());
    }

    /** @return the point a replay stands at, or -1 */
    public int cursor() {
        return cursor;
    }

    /**
     * Marks the point a replay stands at.
     *
     * @param point 0..points - 1, or -1 for none
     */
    public void setCursor(int point) {
        Validate.inRange(point, "point", -1, chart.points() - 1);
        if (point != cursor) {
            cursor = point;
            texture.setImage(image(chart, point));
        }
    }

    /** The chart's pixels as an image (RGBA, row 0 at the bottom). */
    static Image image(WinChart chart, int cursor) {
        int[] px = chart.draw(WIDTH, HEIGHT, cursor);
        ByteBuffer data = BufferUtils.createByteBuffer(px.length * 4);
        for (int p : px) {
            data.put((byte) (p >>> 24)).put((byte) (p >>> 16)).put((byte) (p >>> 8)).put((byte) p);
        }
        data.flip();
        return new Image(Image.Format.RGBA8, WIDTH, HEIGHT, data, ColorSpace.sRGB);
    }
}
