package net.ur.client.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.ai.review.Choice;
import net.ur.ai.review.DiceTally;
import net.ur.ai.review.Grade;
import net.ur.ai.review.Review;
import net.ur.ai.review.Reviewer;
import net.ur.ai.review.Turn;
import net.ur.client.review.WinChart;
import net.ur.client.review.WinChartPanel;
import net.ur.client.ui.UrStyle;
import net.ur.client.words.ReplayWords;
import net.ur.rules.Player;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;

/**
 * The review at the table, a Lemur panel along the bottom of the window: the winning chance over the
 * game ({@link WinChartPanel}, exact or labelled an estimate, the counters' line in the Babylonian
 * game) with the replay's move marked, what happened at that move and how each choice was graded,
 * each player's accuracy and luck, the rolls each side got against fair dice with the verdict, the
 * key moments as buttons, and the replay's buttons (start, back, autoplay, forward, end, speed, take
 * over, leave). While the review is worked out it shows its progress instead of the chart.
 */
final class ReviewPanel {

    /** What the panel's buttons ask of the replay. */
    interface Commands {
        void toStart();

        void back();

        void autoplay();

        void forward();

        void toEnd();

        void speed();

        void jump(int stop);

        void takeOver(boolean computer);

        void leave();
    }

    /** Font size of the lines. */
    private static final float FONT = 17f;
    /** Width of the text beside the chart, in pixels. */
    private static final float TEXT_WIDTH = 640f;

    private final Container root;
    private final List<Button> buttonList = new ArrayList<>();
    private final Container chartHolder;
    private final Container lines;
    /** The pictures of each side's throws against fair dice, once the review is done. */
    private final Container luck;
    /** The review the luck pictures show, so that they are made once. */
    private Review luckShown;
    private final Button play;
    private final Button speed;
    private final GameRecord record;
    private final Function<Player, String> names;
    private final Commands commands;
    private WinChartPanel chart;
    /** The progress bar's picture, or null when it is not shown. */
    private com.jme3.texture.Texture2D bar;
    private int barFilled;
    private Label barText;
    /** The progress bar's height, in pixels. */
    private static final float BAR_HEIGHT = 18f;

    /**
     * @param record the game replayed; not null
     * @param names each side's player as the panel names them; not null
     * @param commands what the buttons do; not null
     */
    ReviewPanel(GameRecord record, Function<Player, String> names, Commands commands) {
        this.record = record;
        this.names = names;
        this.commands = commands;
        root = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even), UrStyle.PANEL, UrStyle.NAME);
        Container top = root.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
        Container left = top.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even)));
        chartHolder = left.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even)));
        luck = left.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None)));
        luck.setInsets(new Insets3f(6, 0, 0, 0));
        lines = top.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even)));
        lines.setInsets(new Insets3f(0, 14, 0, 0));
        Container buttons = root.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
        buttons.setInsets(new Insets3f(8, 0, 0, 0));
        button(buttons, ReplayWords.REPLAY_TO_START, commands::toStart);
        button(buttons, ReplayWords.REPLAY_BACK, commands::back);
        play = button(buttons, ReplayWords.replayPlayLabel(false), commands::autoplay);
        button(buttons, ReplayWords.REPLAY_FORWARD, commands::forward);
        button(buttons, ReplayWords.REPLAY_TO_END, commands::toEnd);
        speed = button(buttons, ReplayWords.REPLAY_SPEED, commands::speed);
        button(buttons, ReplayWords.PLAY_ON_COMPUTER, () -> commands.takeOver(true));
        button(buttons, ReplayWords.PLAY_ON_FRIEND, () -> commands.takeOver(false));
        button(buttons, ReplayWords.REPLAY_LEAVE, commands::leave);
        progress(0, ReplayWords.REVIEWING);
    }

    private Button button(Container parent, String text, Runnable action) {
        Button b = parent.addChild(new Button(text, UrStyle.MENU_BUTTON, UrStyle.NAME));
        b.setFontSize(FONT + 1);
        b.setTextHAlignment(HAlignment.Center);
        b.addClickCommands(source -> action.run());
        buttonList.add(b);
        return b;
    }

    /** The panel's root, for the GUI node. */
    Panel root() {
        return root;
    }

    /** The buttons, for tests: start, back, play, forward, end, speed, v computer, with a friend, leave. */
    List<Button> buttons() {
        return List.copyOf(buttonList);
    }

    /** What stands where the chart goes (the progress bar, then the chart), for tests. */
    Container chartHolder() {
        return chartHolder;
    }

    /**
     * Shows how far the review has come, in place of the chart.
     *
     * @param fraction 0..1
     * @param what what is being done, in words
     */
    void progress(double fraction, String what) {
        if (bar == null) {
            chartHolder.clearChildren();
            barText = chartHolder.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
            barText.setFontSize(FONT);
            bar = new com.jme3.texture.Texture2D(barImage(0));
            Label picture = chartHolder.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
            picture.setBackground(new QuadBackgroundComponent(bar));
            picture.setPreferredSize(new Vector3f(WinChartPanel.WIDTH, BAR_HEIGHT, 0));
            barFilled = 0;
        }
        barText.setText(what + String.format(Locale.ROOT, ": %.0f%%", 100 * fraction));
        int filled = (int) Math.round(Math.max(0, Math.min(1, fraction)) * WinChartPanel.WIDTH);
        if (filled != barFilled) {
            barFilled = filled;
            bar.setImage(barImage(filled));
        }
    }

    /** The progress bar's picture: gold up to the column given, dark after it. */
    private static com.jme3.texture.Image barImage(int filled) {
        int w = WinChartPanel.WIDTH;
        int h = (int) BAR_HEIGHT;
        java.nio.ByteBuffer data = com.jme3.util.BufferUtils.createByteBuffer(w * h * 4);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean gold = x < filled;
                data.put((byte) (gold ? 0xe8 : 0x1b)).put((byte) (gold ? 0xc2 : 0x17)).put((byte) (gold ? 0x5a : 0x12)).put((byte) 0xff);
            }
        }
        data.flip();
        return new com.jme3.texture.Image(com.jme3.texture.Image.Format.RGBA8, w, h, data, com.jme3.texture.image.ColorSpace.sRGB);
    }

    /**
     * Shows the chart of a finished review (the progress bar goes).
     *
     * @param review the review; not null
     */
    void chart(Review review) {
        chartHolder.clearChildren();
        bar = null;
        WinChart drawn = WinChart.of(review);
        chart = chartHolder.addChild(new WinChartPanel(drawn));
        // A click on the chart goes to the move under the pointer.
        com.simsilica.lemur.event.CursorEventControl.addListenersToSpatial(chart, new com.simsilica.lemur.event.DefaultCursorListener() {
            @Override
            protected void click(com.simsilica.lemur.event.CursorButtonEvent event, com.jme3.scene.Spatial target,
                    com.jme3.scene.Spatial capture) {
                commands.jump(pointAt(event.getX() - chart.getWorldTranslation().x, chart.getSize().x, drawn.points()));
            }
        });
        for (com.jme3.scene.Node child : ((SpringGridLayout) chart.getLayout()).getChildren()) {
            if (child instanceof Label title) {
                title.setFontSize(FONT + 1);
            }
        }
    }

    /**
     * The chart's point under a click: the picture stands centred in the chart's panel,
     * {@link WinChartPanel#WIDTH} pixels across.
     *
     * @param x the click's distance from the panel's left edge, in pixels
     * @param panelWidth the panel's width, in pixels
     * @param points the chart's points, at least 1
     * @return the point, 0..points - 1
     */
    static int pointAt(float x, float panelWidth, int points) {
        float left = (panelWidth - WinChartPanel.WIDTH) / 2f;
        double at = (x - left) / (WinChartPanel.WIDTH - 1) * (points - 1);
        return (int) Math.max(0, Math.min(points - 1, Math.round(at)));
    }

    /**
     * Says what the replay stands at.
     *
     * @param review the review, or null while it is worked out
     * @param stop the entries played, 0..the record's
     * @param status a line about the replay (autoplay, a problem), or empty
     * @param moments the key moments' record entries, largest swing first (a button each)
     */
    void show(Review review, int stop, String status, List<Review.Moment> moments) {
        if (chart != null) {
            chart.setCursor(stop);
        }
        lines.clearChildren();
        for (String line : ReplayWords.replayStop(record, review, stop, names)) {
            line(line, UrStyle.SHELL);
        }
        if (review != null) {
            line(ReplayWords.replayAccuracy(review, names), UrStyle.GOLD);
            showLuck(review);
            momentButtons.clear();
            if (!moments.isEmpty()) {
                line(ReplayWords.KEY_MOMENTS, UrStyle.SHELL);
                // Two moments a row, so that the list takes little of the table's height.
                Container grid = lines.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None)));
                for (Review.Moment m : moments) {
                    int i = momentButtons.size();
                    Button b = grid.addChild(new Button(ReplayWords.momentLabel(m, names), UrStyle.MENU_BUTTON, UrStyle.NAME),
                            i / 2, i % 2);
                    b.setFontSize(FONT);
                    b.setInsets(new Insets3f(0, 18, 0, 6));
                    b.setColor(m.n() == stop ? UrStyle.GOLD : MOMENT_COLOUR);
                    b.addClickCommands(source -> commands.jump(m.n()));
                    momentButtons.add(b);
                }
            }
        }
        if (!status.isEmpty()) {
            line(status, UrStyle.GOLD);
        }
        line(ReplayWords.REPLAY_KEYS, KEYS_COLOUR);
    }

    private static final ColorRGBA KEYS_COLOUR = new ColorRGBA(0.75f, 0.70f, 0.60f, 1f);
    private static final ColorRGBA MOMENT_COLOUR = new ColorRGBA(0.86f, 0.80f, 0.66f, 1f);
    /** The key moments' buttons as last shown. */
    private final List<Button> momentButtons = new ArrayList<>();

    /** The key moments' buttons, for tests: one a moment, largest swing first. */
    List<Button> momentButtons() {
        return List.copyOf(momentButtons);
    }

    /** The pictures of the throws, for tests: one a side (and its broad astragal's in the Babylonian game). */
    List<net.ur.client.ui.DiceLuckPanel> luckPictures() {
        List<net.ur.client.ui.DiceLuckPanel> out = new ArrayList<>();
        for (com.jme3.scene.Node n : ((SpringGridLayout) luck.getLayout()).getChildren()) {
            if (n instanceof Container row) {
                for (com.jme3.scene.Node c : ((SpringGridLayout) row.getLayout()).getChildren()) {
                    if (c instanceof net.ur.client.ui.DiceLuckPanel d) {
                        out.add(d);
                    }
                }
            }
        }
        return out;
    }

    /** Shows each side's throws against fair dice as pictures, under the chart (once for a review). */
    private void showLuck(Review review) {
        if (review == luckShown) {
            return;
        }
        luckShown = review;
        luck.clearChildren();
        Label legend = luck.addChild(new Label(ReplayWords.LUCK_LEGEND, UrStyle.BODY, UrStyle.NAME));
        legend.setFontSize(FONT - 1);
        legend.setMaxWidth(WinChartPanel.WIDTH);
        Container row = luck.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
        for (Player p : Player.values()) {
            addLuck(row, ReplayWords.luckCaption(names.apply(p)), review.dice(p));
            review.decisionDice(p).ifPresent(t -> addLuck(row, ReplayWords.luckCaption(names.apply(p))
                    + " (broad)", t));
        }
    }

    private static void addLuck(Container row, String caption, DiceTally tally) {
        net.ur.client.ui.DiceLuckPanel d = row.addChild(new net.ur.client.ui.DiceLuckPanel(caption, tally, FONT));
        d.setInsets(new Insets3f(0, 0, 0, 18));
    }

    /**
     * The autoplay button's and the speed button's words.
     *
     * @param playing whether autoplay is on
     * @param speedName the speed's name
     */
    void controls(boolean playing, String speedName) {
        play.setText(ReplayWords.replayPlayLabel(playing));
        speed.setText(ReplayWords.replaySpeedLabel(speedName));
    }

    private void line(String text, ColorRGBA colour) {
        Label l = lines.addChild(new Label(text, UrStyle.BODY, UrStyle.NAME));
        l.setFontSize(FONT);
        l.setColor(colour);
        l.setMaxWidth(TEXT_WIDTH);
    }
}
