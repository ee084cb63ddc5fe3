package net.ur.client.hud;

import jme3utilities.Validate;
import net.ur.client.words.PanelWords;
import net.ur.client.game.GameControls;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.state.TableFacts;
import net.ur.client.es.state.TableGame;
import net.ur.client.es.state.TableReader;
import net.ur.client.es.state.TableSetup;
import net.ur.client.game.PlayerNames;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.texture.Texture2D;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.IconComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.UrStyle;
import net.ur.rules.GameState;
import net.ur.rules.Player;

/**
 * The end of a game: who won (their token ringed in gold), a small table of each side's moves,
 * captures and, in the Babylonian game, counters with what they won or lost, the match's standing,
 * and the way on in a row of buttons (play again with the same players and rules, keep the game,
 * the main menu). It stands in the lower part of the window without darkening the table, and the
 * camera frames the finished board, the winner's pieces and the counters above it
 * (a {@link net.ur.client.es.components.ClearBelow} the camera reads); it covers the status line, which would only repeat its title. Worked by the mouse or the keyboard (arrows and
 * Tab move, Enter or Space click); built anew for each game.
 */
public class EndPanel extends ScreenState {

    /** Font size of the table's figures and names. */
    private static final float TABLE_FONT = 24f;
    /** Font size of the column heads and the match line. */
    private static final float SMALL_FONT = 20f;
    /** Side of the tokens and the coin in the table, in pixels. */
    private static final float ICON = 26f;
    /** Gap between the panel and the bottom of the window, in pixels. */
    private static final float BOTTOM_GAP = 18f;

    /** The commands on the game as a whole (play again, keep, review, leave). */
    private final GameControls controls;
    /** The finished game as the table's entities say it: its facts, its players and rules, its record and match. */
    private TableReader table;
    private final HudIcons icons = new HudIcons();
    /** The entity asking the camera to keep the panel's band clear ({@code ClearBelow}) while the panel stands, or null. */
    private com.simsilica.es.EntityId clearBelow;

    /**
     * The end panel of the game at the table, which it reads from the table's entities when it is shown.
     *
     * @param controls the commands on the game as a whole; not null
     */
    public EndPanel(GameControls controls) {
        Validate.nonNull(controls, "controls");
        this.controls = controls;
    }

    /** The table's entities, followed from the first time the panel needs them. */
    private TableReader table() {
        if (table == null) {
            table = new TableReader(getState(EntityDataState.class).getEntityData());
        }
        return table;
    }

    @Override
    protected void cleanup(com.jme3.app.Application app) {
        super.cleanup(app);
        freeTheCamera();
        if (table != null) {
            table.release();
            table = null;
        }
    }

    /**
     * A review of each person's moves by perfect play, when the game's rules are solved and the table
     * is ready (it is read when the game starts, see {@link HintState}); none otherwise.
     */
    public java.util.List<String> reviewLines(Settings settings) {
        TableSetup setup = table().setup();
        TableGame game = table().game();
        net.ur.client.perfect.PerfectTables.Status status = reviewTableStatus();
        net.ur.ai.solve.SolvedTable table = status == null || !status.ready() ? null
                : getState(net.ur.client.perfect.PerfectTablesState.class).tables()
                        .table(net.ur.client.perfect.PerfectTables.offered(setup.rules()).orElseThrow());
        if (table == null) {
            return java.util.List.of();
        }
        java.util.List<String> lines = new java.util.ArrayList<>();
        net.ur.ai.review.Review review = net.ur.ai.review.Reviewer.review(game.game().record(),
                net.ur.ai.review.Judges.table(table), null);
        for (Player p : Player.values()) {
            if (setup.players().isHuman(p)) {
                lines.add(PlayerNames.name(settings, setup.players(), p) + ": " + review.summary(p));
            }
        }
        return lines;
    }

    /** The state of the table a review needs, or null when this game gets no review (not solved, no person). */
    private net.ur.client.perfect.PerfectTables.Status reviewTableStatus() {
        net.ur.client.perfect.PerfectTablesState perfect = getState(net.ur.client.perfect.PerfectTablesState.class);
        TableSetup setup = table().setup();
        if (perfect == null || setup == null) {
            return null;
        }
        java.util.Optional<net.ur.rules.classic.ClassicSettings> solved = net.ur.client.perfect.PerfectTables.offered(setup.rules());
        if (solved.isEmpty() || !(setup.players().isHuman(Player.LIGHT) || setup.players().isHuman(Player.DARK))) {
            return null;
        }
        return perfect.tables().status(solved.get());
    }

    /** Whether the table for the review is still being read (the panel is built again when it is). */
    private boolean reviewPending;
    /** Whether the panel was built with the other side of a network game gone for good (no Play again then). */
    private boolean builtWithOtherLeft;

    @Override
    public void update(float tpf) {
        super.update(tpf);
        if (builtWithOtherLeft != table().otherPlayerLeft()) {
            rebuild();
            return;
        }
        if (reviewPending) {
            net.ur.client.perfect.PerfectTables.Status st = reviewTableStatus();
            if (st != null && st.ready()) {
                rebuild();
            } else if (st == null || !(st.phase() == net.ur.client.perfect.PerfectTables.Phase.UNCHECKED
                    || st.phase() == net.ur.client.perfect.PerfectTables.Phase.CHECKING)) {
                reviewPending = false;
            }
        }
    }

    @Override
    protected Panel build() {
        TableFacts facts = table().facts();
        TableSetup setup = table().setup();
        TableGame game = table().game();
        GameState s = facts.state();
        SettingsState state = getState(SettingsState.class);
        Settings settings = state == null ? null : state.get();
        Player w = facts.winner();
        // Every row as wide as the panel, so that the buttons share its width.
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);

        String said = PanelWords.endTitle(w == null ? null : PlayerNames.name(settings, setup.players(), w), s,
                facts.conceded() == null ? null : facts.concededHow());
        Label title = panel.addChild(new Label(said, UrStyle.SUBTITLE, UrStyle.NAME));
        title.setColor(UrStyle.GOLD);
        title.setFontSize(40f);
        if (w != null) {
            title.setIcon(icon(icons.piece(w == Player.LIGHT, HudIcons.PieceLook.HOME), 40f, 12f));
        }
        title.setInsets(new Insets3f(0, 0, 10, 0));

        boolean counters = game.ledger() != null;
        net.ur.client.es.state.CounterPiles piles = table().counters();
        Container table = panel.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None)));
        table.addChild(cell("", SMALL_FONT, UrStyle.SHELL, HAlignment.Left), 0, 0);
        table.addChild(cell(PanelWords.MOVES, SMALL_FONT, UrStyle.SHELL, HAlignment.Right), 0, 1);
        table.addChild(cell(PanelWords.CAPTURES, SMALL_FONT, UrStyle.SHELL, HAlignment.Right), 0, 2);
        if (counters) {
            Label head = table.addChild(cell(PanelWords.COUNTERS, SMALL_FONT, UrStyle.SHELL, HAlignment.Right), 0, 3);
            head.setIcon(icon(icons.coin(), ICON * 0.8f, 4f));
        }
        for (Player p : Player.values()) {
            int row = p.ordinal() + 1;
            ColorRGBA colour = p == w ? UrStyle.GOLD : UrStyle.SHELL;
            Label name = table.addChild(cell(PlayerNames.describe(settings, setup.players(), p), TABLE_FONT, colour, HAlignment.Left), row, 0);
            name.setIcon(icon(icons.piece(p == Player.LIGHT, p == w ? HudIcons.PieceLook.HOME : HudIcons.PieceLook.WAITING), ICON, 8f));
            table.addChild(cell(Integer.toString(game.moves(p)), TABLE_FONT, colour, HAlignment.Right), row, 1);
            table.addChild(cell(Integer.toString(game.captures(p)), TABLE_FONT, colour, HAlignment.Right), row, 2);
            if (counters) {
                // The counters as the table holds them (the HUD's and the coins'): a game given up
                // (resigned, forfeited) has paid its pool to the winner, as the match counts it.
                int now = piles == null ? 0 : piles.get(net.ur.rules.Counters.Pile.of(p));
                table.addChild(cell(PanelWords.countersCell(now, game.ledger().counters(p)), TABLE_FONT, colour,
                        HAlignment.Right), row, 3);
            }
        }
        Label counted = panel.addChild(new Label(PanelWords.MOVES_COUNTED, UrStyle.BODY, UrStyle.NAME));
        counted.setFontSize(SMALL_FONT);
        counted.setMaxWidth(620);
        counted.setInsets(new Insets3f(2, 14, 4, 14));
        java.util.List<String> reviews = reviewLines(settings);
        net.ur.client.perfect.PerfectTables.Status forReview = reviews.isEmpty() ? reviewTableStatus() : null;
        reviewPending = forReview != null && (forReview.phase() == net.ur.client.perfect.PerfectTables.Phase.UNCHECKED
                || forReview.phase() == net.ur.client.perfect.PerfectTables.Phase.CHECKING);
        for (String line : reviews) {
            Label review = panel.addChild(new Label(line, UrStyle.BODY, UrStyle.NAME));
            review.setFontSize(SMALL_FONT);
            review.setMaxWidth(620);
            review.setInsets(new Insets3f(6, 2, 0, 2));
        }
        String matchLine = PanelWords.matchLine(game);
        if (!matchLine.isEmpty()) {
            Label match = panel.addChild(new Label(matchLine, UrStyle.BODY, UrStyle.NAME));
            match.setFontSize(SMALL_FONT);
            match.setMaxWidth(620);
            match.setInsets(new Insets3f(8, 2, 0, 2));
        }

        Container buttons = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
        buttons.setInsets(new Insets3f(12, 0, 0, 0));
        String id = UrStyle.MENU_BUTTON.getId();
        // A network game's other side that has left leaves nobody to play again with: the button is not offered.
        builtWithOtherLeft = table().otherPlayerLeft();
        if (!builtWithOtherLeft) {
            addButton(buttons, PanelWords.PLAY_AGAIN, id, () -> game().restartSame()).setFontSize(32f);
        }
        Label kept = new Label("", UrStyle.BODY, UrStyle.NAME);
        kept.setFontSize(SMALL_FONT);
        kept.setMaxWidth(620);
        kept.setColor(UrStyle.GOLD);
        addButton(buttons, PanelWords.KEEP_THIS_GAME, id, () -> {
            kept.setText(game().keep());
            if (kept.getParent() == null) {
                panel.addChild(kept);
            }
            contentChanged();
        }).setFontSize(32f);
        addButton(buttons, PanelWords.REVIEW, id, () -> game().review()).setFontSize(32f);
        addButton(buttons, PanelWords.MAIN_MENU, id, () -> game().exit()).setFontSize(32f);
        for (com.simsilica.lemur.Button b : getButtons()) {
            b.setTextHAlignment(HAlignment.Center);
        }
        return panel;
    }

    private static Label cell(String text, float size, ColorRGBA colour, HAlignment align) {
        Label l = new Label(text, UrStyle.BODY, UrStyle.NAME);
        l.setFontSize(size);
        l.setColor(colour);
        l.setTextHAlignment(align);
        l.setInsets(new Insets3f(2, 14, 2, 14));
        return l;
    }

    private static IconComponent icon(Texture2D texture, float size, float gap) {
        float scale = size / HudIcons.SIZE;
        IconComponent c = new IconComponent(texture, new Vector2f(scale, scale), gap, 0f, 0.01f, false);
        c.setVAlignment(com.simsilica.lemur.VAlignment.Center);
        return c;
    }

    /** Stands in the lower part of the window, centred, clear of the board above it. */
    @Override
    protected void layout(Panel panel, int width, int height) {
        Vector3f size = panel.getPreferredSize();
        float y = Math.min(height - BOTTOM_GAP, BOTTOM_GAP + size.y);
        panel.setLocalTranslation(Math.round((width - size.x) / 2f), Math.round(y), 10f);
        // The camera frames the finished game above the panel.
        com.simsilica.es.EntityData ed = getState(EntityDataState.class).getEntityData();
        if (clearBelow == null) {
            clearBelow = ed.createEntity();
        }
        ed.setComponent(clearBelow, new net.ur.client.es.components.ClearBelow((y + 8f) * scale()));
    }

    @Override
    protected void onDisable() {
        super.onDisable();
        freeTheCamera();
    }

    /** Takes back the band the panel asked the camera to keep clear. */
    private void freeTheCamera() {
        if (clearBelow != null) {
            getState(EntityDataState.class).getEntityData().removeEntity(clearBelow);
            clearBelow = null;
        }
    }

    /** The table stays bright: the panel is dark enough to read over it, and the finished game is worth seeing. */
    @Override
    protected boolean dimsTheTable() {
        return false;
    }

    @Override
    protected boolean rebuildOnShow() {
        return true;
    }

    private GameControls game() {
        return controls;
    }
}
