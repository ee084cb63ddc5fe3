package net.ur.client.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.SpringGridLayout;
import jme3utilities.Validate;
import net.ur.client.es.game.ArrangedDice;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.es.state.ComputerStatus;
import net.ur.client.es.state.HintShown;
import net.ur.client.es.state.Paused;
import net.ur.client.es.state.StatusCovered;
import net.ur.client.es.state.TableBusy;
import net.ur.client.es.state.TableFacts;
import net.ur.client.game.GameControls;
import net.ur.client.game.PlayerNames;
import net.ur.client.settings.PlaySetup;
import net.ur.client.ui.UrStyle;
import net.ur.client.words.PanelWords;
import net.ur.client.words.TurnWords;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Phase;
import net.ur.rules.Player;

/**
 * The heads-up display of a game: who plays each side and how many of their pieces wait and are
 * home, whose turn it is and what they must do, the last throw with its dice, what just happened,
 * the computer's thinking. The pause and end panels are {@link PausePanel} and {@link EndPanel}.
 */
public class HudState extends BaseAppState {

    /** Who plays each side, read from the table's {@code TableSetup} when the HUD begins (what happens is read from the entities). */
    private PlaySetup setup;
    /** The commands on the game as a whole (pause, keep, leave). */
    private final GameControls controls;
    private final Node hud = new Node("Hud");
    /**
     * The table as its entities say (the newest table's, when one laid before lingers beside it):
     * its published facts ({@link TableFacts}), whose change rewrites the text panel's lines.
     */
    private net.ur.client.es.state.TableReader tableNow;
    /** The facts as last published; null before the table publishes them. */
    private TableFacts facts;
    /** The counters published with them; null in a game without counters. */
    private net.ur.client.es.state.CounterPiles counters;
    /** Whether the facts were read anew since the lines that follow them were last written. */
    private boolean factsChanged;
    private com.simsilica.es.EntityData ed;
    /** What keeps the table busy, read from the entities. */
    private TableBusy busy;
    /** The pause, while the game is paused ({@link Paused}). */
    private com.simsilica.es.EntitySet pauses;
    /** Panels that say what to do in place of the status line ({@link StatusCovered}). */
    private com.simsilica.es.EntitySet covers;
    /** The status line's inputs when it was last written, so that it is written again only when one changes. */
    private String statusSignature = "";
    /** A network game's other player (at most one entity), or empty. */
    private com.simsilica.es.EntitySet peers;
    private com.simsilica.es.EntitySet computers;
    private com.simsilica.es.EntitySet hints;
    private Container players;
    private final Label[] playerLines = new Label[2];
    private Label status;
    private Label throwLine;
    private Label notice;
    /** A network game's line about the connection, small at the bottom right; empty in other games. */
    private Label connection;
    private Container decisionPanel;
    private Container keepCard;
    private Container broadCard;
    private String decisionShown = "";
    private final net.ur.client.hud.HudIcons icons = new net.ur.client.hud.HudIcons();
    private Label countersLine;
    private boolean textPanels = true;
    /** The dice, whose place on the screen the bottom lines keep clear of. */
    private com.simsilica.es.EntitySet dice;
    /** Bands a panel keeps at the bottom of the window (the end panel's): the notice stands above them once the game has ended. */
    private com.simsilica.es.EntitySet bands;

    /** Where the dice fall on the screen (the view's pick service). */
    private final net.ur.client.view.ScenePick pick;

    /**
     * The HUD of the table laid when it begins (its {@code TableSetup} says who plays).
     *
     * @param controls the commands on the game as a whole; not null
     * @param pick where things fall on the screen, from the view; not null
     */
    public HudState(GameControls controls, net.ur.client.view.ScenePick pick) {
        Validate.nonNull(controls, "controls");
        Validate.nonNull(pick, "pick");
        this.controls = controls;
        this.pick = pick;
    }

    /** Whether the game is paused, as its {@link Paused} entity says. */
    private boolean paused() {
        pauses.applyChanges();
        return !pauses.isEmpty();
    }

    /**
     * Shows or hides the players' text panel and the throw line (the icon display takes their place).
     *
     * @param shown true to show them
     */
    public void setTextPanelsShown(boolean shown) {
        textPanels = shown;
        if (players == null) {
            return;
        }
        if (shown) {
            hud.attachChild(players);
            hud.attachChild(throwLine);
        } else {
            players.removeFromParent();
            throwLine.removeFromParent();
        }
    }

    /** The text of the notice line under the status (e.g. Perfect learning the game), for tests. */
    public String noticeText() {
        return notice == null ? "" : notice.getText();
    }

    /** The text of a network game's connection line, for tests; empty in other games. */
    public String connectionText() {
        return connection == null ? "" : connection.getText();
    }

    /** The text of the status line, for tests. */
    public String statusText() {
        return status.getText();
    }

    /** The text of the counters line of the players' panel, for tests; empty in a game without counters. */
    public String countersText() {
        return countersLine.getText();
    }

    @Override
    protected void initialize(Application app) {
        dice = getState(net.ur.client.es.EntityDataState.class).getEntityData().getEntities(net.ur.client.es.components.DieId.class);
        ed = getState(net.ur.client.es.EntityDataState.class).getEntityData();
        setup = net.ur.client.es.state.TableSetup.laid(ed).players();
        tableNow = new net.ur.client.es.state.TableReader(ed);
        bands = ed.getEntities(net.ur.client.es.components.ClearBelow.class);
        busy = new TableBusy(ed);
        pauses = ed.getEntities(Paused.class);
        covers = ed.getEntities(StatusCovered.class);
        peers = getState(net.ur.client.es.EntityDataState.class).getEntityData().getEntities(net.ur.client.es.state.PeerStatus.class);
        computers = getState(net.ur.client.es.EntityDataState.class).getEntityData().getEntities(ComputerStatus.class);
        hints = getState(net.ur.client.es.EntityDataState.class).getEntityData().getEntities(HintShown.class);
        players = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even), UrStyle.PANEL, UrStyle.NAME);
        for (Player p : Player.values()) {
            playerLines[p.ordinal()] = players.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        }
        status = new Label("", UrStyle.SUBTITLE, UrStyle.NAME);
        status.setTextHAlignment(com.simsilica.lemur.HAlignment.Center);
        throwLine = new Label("", UrStyle.BODY, UrStyle.NAME);
        hud.attachChild(players);
        hud.attachChild(status);
        hud.attachChild(throwLine);
        notice = new Label("", UrStyle.BODY, UrStyle.NAME);
        hud.attachChild(notice);
        connection = new Label("", UrStyle.BODY, UrStyle.NAME);
        connection.setFontSize(CONNECTION_FONT);
        hud.attachChild(connection);
        countersLine = players.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        setTextPanelsShown(textPanels);
        decisionPanel = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None), UrStyle.PANEL, UrStyle.NAME);
        keepCard = card(this::keep);
        broadCard = card(this::throwBroad);
    }

    /** The connection line's size and its colour while the connection is up: quiet, under the table's lines. */
    private static final float CONNECTION_FONT = 17f;
    private static final ColorRGBA CONNECTION_UP = new ColorRGBA(UrStyle.SHELL.r, UrStyle.SHELL.g, UrStyle.SHELL.b, 0.75f);

    /** Colour of a decision card, and of one under the pointer. */
    private static final ColorRGBA CARD = new ColorRGBA(0.07f, 0.045f, 0.03f, 0.92f);
    private static final ColorRGBA CARD_LIT = new ColorRGBA(0.2f, 0.13f, 0.05f, 0.95f);
    /** Side of the dice pictures on the decision cards, in pixels. */
    private static final float CARD_ICON = 44f;

    /** A card of the roll decision: clicked anywhere, it acts; lit while the pointer is on it. */
    private Container card(Runnable action) {
        Container card = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even));
        com.simsilica.lemur.component.QuadBackgroundComponent back = new com.simsilica.lemur.component.QuadBackgroundComponent(CARD.clone());
        back.setMargin(10, 6);
        card.setBackground(back);
        card.setInsets(new com.simsilica.lemur.Insets3f(6, 10, 6, 10));
        com.simsilica.lemur.event.MouseEventControl.addListenersToSpatial(card, new com.simsilica.lemur.event.DefaultMouseListener() {
            @Override
            protected void click(com.jme3.input.event.MouseButtonEvent event, com.jme3.scene.Spatial target, com.jme3.scene.Spatial capture) {
                net.ur.client.audio.UiSounds.request(net.ur.client.audio.Sound.UI_CLICK);
                action.run();
            }

            @Override
            public void mouseEntered(com.jme3.input.event.MouseMotionEvent event, com.jme3.scene.Spatial target, com.jme3.scene.Spatial capture) {
                back.setColor(CARD_LIT.clone());
            }

            @Override
            public void mouseExited(com.jme3.input.event.MouseMotionEvent event, com.jme3.scene.Spatial target, com.jme3.scene.Spatial capture) {
                back.setColor(CARD.clone());
            }
        });
        return card;
    }

    /** A picture of a die for a decision card. */
    private static Label picture(com.jme3.texture.Texture2D texture) {
        Label l = new Label("", UrStyle.BODY, UrStyle.NAME);
        float scale = CARD_ICON / net.ur.client.hud.HudIcons.SIZE;
        l.setIcon(new com.simsilica.lemur.component.IconComponent(texture, new com.jme3.math.Vector2f(scale, scale), 0f, 0f, 0.01f, false));
        return l;
    }

    /** A score on a decision card, as the HUD's throw display writes it: "= 7". */
    private static Label score(int value, ColorRGBA colour) {
        Label l = new Label("= " + value, UrStyle.SUBTITLE, UrStyle.NAME);
        l.setFontSize(34f);
        l.setColor(colour);
        l.setInsets(new com.simsilica.lemur.Insets3f(0, 6, 0, 14));
        return l;
    }

    /** The words under a card: they only add to the pictures (seed 002), with the key that does the same. */
    private static Label caption(String text) {
        Label l = new Label(text, UrStyle.BODY, UrStyle.NAME);
        l.setFontSize(18f);
        l.setTextHAlignment(com.simsilica.lemur.HAlignment.Center);
        return l;
    }

    /**
     * Fills the decision cards for the small astragal's value: keep it (the small astragal as it
     * fell, its score), or throw the broad astragal (the sun: the converted score; the crescent: 0,
     * the turn lost), with the keys K and B written small under them.
     */
    private void fillDecision(int v, int c, boolean canKeep) {
        String sig = v + "/" + canKeep;
        if (sig.equals(decisionShown)) {
            return;
        }
        decisionShown = sig;
        decisionPanel.clearChildren();
        keepCard.clearChildren();
        broadCard.clearChildren();
        if (canKeep) {
            Container row = keepCard.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
            row.addChild(picture(icons.astragal(v)));
            row.addChild(score(v, UrStyle.GOLD));
            keepCard.addChild(caption(PanelWords.keepCaption()));
            decisionPanel.addChild(keepCard);
        }
        Container row = broadCard.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
        row.addChild(picture(icons.broad(true)));
        row.addChild(score(c, UrStyle.GOLD));
        row.addChild(picture(icons.broad(false)));
        row.addChild(score(0, UrStyle.SHELL));
        broadCard.addChild(caption(PanelWords.broadCaption(canKeep)));
        decisionPanel.addChild(broadCard);
    }

    /**
     * What the decision cards show, read from the cards themselves, for tests: each card's pictures
     * by their icon names and its scores, the cards apart with " | ", e.g.
     * "astragal.3 = 3 (keep [K]) | broad.true = 7 broad.false = 0 (throw the broad astragal [B])";
     * empty when they are not shown.
     */
    public String decisionPictures() {
        if (!decisionShown()) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        for (com.jme3.scene.Spatial c : decisionPanel.getLayout().getChildren()) {
            Container card = (Container) c;
            if (b.length() > 0) {
                b.append(" | ");
            }
            StringBuilder line = new StringBuilder();
            String caption = "";
            for (com.jme3.scene.Spatial part : card.getLayout().getChildren()) {
                if (part instanceof Container row) {
                    for (com.jme3.scene.Spatial cell : row.getLayout().getChildren()) {
                        Label l = (Label) cell;
                        if (l.getIcon() instanceof com.simsilica.lemur.component.IconComponent icon) {
                            line.append(line.length() == 0 ? "" : " ").append(icons.nameOf(icon.getImageTexture()));
                        } else {
                            line.append(' ').append(l.getText());
                        }
                    }
                } else {
                    caption = ((Label) part).getText();
                }
            }
            b.append(line).append(" (").append(caption).append(')');
        }
        return b.toString();
    }

    /**
     * Whether the person at the table has the roll decision to make now, as the entities say: a
     * decision awaited on a person's turn, the game going on, not paused, nothing moving.
     */
    boolean humanDecides() {
        return facts != null && facts.state().phase() == Phase.AWAITING_ROLL_DECISION && !facts.isOver()
                && setup.isHuman(facts.state().turn()) && !paused() && !busy.busy();
    }

    /**
     * Keeps the small astragal's roll (the decision card's click), if the person may: the card is
     * the person's hand, and writes the person's request as the K key does.
     */
    public void keep() {
        readFacts();
        if (humanDecides() && facts.canKeepRoll()) {
            ask(new Request.Keep());
        }
    }

    /**
     * Throws the broad astragal (the decision card's click), if the person may, with the faces a lesson
     * arranged; not while a network game's other player is gone (the throw needs its secret).
     */
    public void throwBroad() {
        readFacts();
        net.ur.client.es.state.PeerStatus peer = peer();
        if (humanDecides() && (peer == null || peer.connected())) {
            Player side = facts.state().turn();
            ask(new Request.ThrowBroad(new ThrowRequest(1f, 0f, ArrangedDice.facesFor(ed, side, true))));
        }
    }

    /** Writes the person's request for the side whose turn it is; the table judges it. */
    private void ask(Request.Action action) {
        ed.setComponent(ed.createEntity(), new Request(facts.state().turn(), action, "person"));
    }

    /** Brings the published facts up to date (a click comes between the frames' updates). */
    private void readFacts() {
        TableFacts now = tableNow.facts();
        if (now != facts || now == null) {
            facts = now;
            counters = tableNow.counters();
            factsChanged = true;
        }
    }

    /** Whether the decision buttons are shown, for tests. */
    public boolean decisionShown() {
        return decisionPanel.getParent() != null;
    }

    /**
     * The middle of a decision card in GUI pixels (y up), or null if it is not shown.
     *
     * @param keep the keep card, or else the broad astragal's
     * @return the point
     */
    public Vector3f decisionCardCentre(boolean keep) {
        Container card = keep ? keepCard : broadCard;
        if (!decisionShown() || card.getParent() == null) {
            return null;
        }
        Vector3f at = card.getWorldTranslation();
        Vector3f size = card.getSize();
        // Lemur's panels hang down from their top-left corner.
        return new Vector3f(at.x + size.x / 2, at.y - size.y / 2, 0);
    }

    @Override
    protected void cleanup(Application app) {
        dice.release();
        bands.release();
        tableNow.release();
        busy.release();
        pauses.release();
        covers.release();
        peers.release();
        computers.release();
        hints.release();
        hud.detachAllChildren();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(hud);
    }

    @Override
    protected void onDisable() {
        hud.removeFromParent();
    }

    private String shortName(Player p) {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return PlayerNames.name(settings == null ? null : settings.get(), setup, p);
    }

    private String who(Player p) {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return PlayerNames.describe(settings == null ? null : settings.get(), setup, p);
    }

    @Override
    public void update(float tpf) {
        readFacts();
        if (factsChanged) {
            if (facts == null) {
                return;
            }
            factsChanged = false;
            // The players' lines, the counters and the throw change only with the published facts.
            GameState s = facts.state();
            for (Player p : Player.values()) {
                Label l = playerLines[p.ordinal()];
                l.setText(PanelWords.playerLine(facts, p, who(p)));
                l.setColor(s.turn() == p ? UrStyle.GOLD : UrStyle.SHELL);
            }
            // The counters as the table holds them: a game given up has paid its pool to the winner.
            if (facts.counters() && counters != null) {
                countersLine.setText(PanelWords.countersLine(counters.light(), counters.dark(), counters.pool()));
            }
            throwLine.setText(facts.throwLine());
        }
        covers.applyChanges();
        status.setCullHint(covers.isEmpty() ? com.jme3.scene.Spatial.CullHint.Inherit : com.jme3.scene.Spatial.CullHint.Always);
        // The status line is written again when something it says has changed: the facts, the
        // pause, the computer's thinking, the table's busyness, the end panel.
        ComputerStatus computer = computer();
        net.ur.client.es.state.PeerStatus peer = peer();
        boolean paused = paused();
        boolean thinking = computer.thinking() || (peer != null && peer.thinking());
        boolean isBusy = busy.busy();
        boolean ended = controls.isEnded();
        boolean gone = peer != null && !peer.connected();
        String signature = facts.version() + "/" + paused + "/" + thinking + "/" + isBusy + "/" + ended + "/" + gone;
        if (!signature.equals(statusSignature)) {
            statusSignature = signature;
            // Once the end panel is up it says who won; the status line under it would only repeat it.
            // While a network game's other side is gone nothing can be thrown or moved (each roll needs
            // both sides' reveals), so the line says what the table waits for instead of a prompt.
            status.setText(ended ? "" : gone && !paused && !facts.state().isOver() && facts.conceded() == null
                    ? TurnWords.waitingForReturn(peer.otherName())
                    : TurnWords.status(facts, this::shortName, setup.isHuman(facts.state().turn()), paused, thinking, isBusy));
        }
        hints.applyChanges();
        String hint = hints.isEmpty() ? null : hints.iterator().next().get(HintShown.class).text();
        String kept = controls.keptNotice();
        String line = hint != null ? hint : peer != null && !peer.notice().isEmpty() ? peer.notice()
                : !kept.isEmpty() ? kept : computer.notice();
        if (!line.equals(notice.getText())) {
            notice.setText(line);
            notice.setColor(peer != null && !peer.connected() && !peer.left() ? UrStyle.GOLD : UrStyle.SHELL);
        }
        String link = peer == null ? "" : net.ur.client.words.NetWords.connectionLine(peer);
        if (!link.equals(connection.getText())) {
            connection.setText(link);
            connection.setColor(peer != null && !peer.connected() && !peer.left() ? UrStyle.GOLD : CONNECTION_UP);
        }
        if (humanDecides()) {
            fillDecision(facts.pendingSmall(), facts.convertedSmall(), facts.canKeepRoll());
            if (decisionPanel.getParent() == null) {
                hud.attachChild(decisionPanel);
            }
        } else if (decisionPanel.getParent() != null) {
            decisionPanel.removeFromParent();
            decisionShown = "";
        }
        layout();
    }

    /** What the turn system published of the computer players; none in a game without one. */
    private ComputerStatus computer() {
        computers.applyChanges();
        return computers.isEmpty() ? ComputerStatus.NONE : computers.iterator().next().get(ComputerStatus.class);
    }

    /** A network game's other player as the table shows it, or null in other games. */
    private net.ur.client.es.state.PeerStatus peer() {
        peers.applyChanges();
        return peers.isEmpty() ? null : peers.iterator().next().get(net.ur.client.es.state.PeerStatus.class);
    }

    /** The notice line's colour now, for tests: gold while a network game's other player is gone. */
    public com.jme3.math.ColorRGBA noticeColor() {
        return notice.getColor();
    }

    /**
     * How far the bottom lines must rise to clear the dice: 0 when the rectangle {left, bottom,
     * right, top} covers none of them, else enough to stand just above the highest die it covers
     * (0 again if that would leave the screen).
     */
    private float liftOverDice(float left, float bottom, float right, float top, int height) {
        dice.applyChanges();
        java.util.List<float[]> boxes = new java.util.ArrayList<>();
        for (com.simsilica.es.Entity e : dice) {
            float[] die = pick.screenBox(getApplication().getCamera(), e.getId());
            if (die != null) {
                boxes.add(new float[] {die[0] / scale, die[1] / scale, die[2] / scale, die[3] / scale});
            }
        }
        // Rising over one die may bring the lines onto another: rise until none is under them.
        float lift = 0;
        for (boolean moved = true; moved && top + lift <= height; ) {
            moved = false;
            float[] lines = {left, bottom + lift, right, top + lift};
            for (float[] box : boxes) {
                if (net.ur.client.view.ScreenBoxes.overlaps(box, lines)) {
                    lift = box[3] + 8 - bottom;
                    moved = true;
                    break;
                }
            }
        }
        return top + lift > height ? 0 : lift;
    }

    /** The highest band a panel keeps clear at the bottom of the window, in the HUD's units; 0 when none. */
    private float band() {
        bands.applyChanges();
        float top = 0;
        for (com.simsilica.es.Entity e : bands) {
            top = Math.max(top, e.get(net.ur.client.es.components.ClearBelow.class).pixels());
        }
        return top / scale;
    }

    /** Where the notice line is on the screen in pixels, {left, bottom, right, top}, for tests. */
    public float[] noticeBox() {
        return box(notice);
    }

    /** Where the status line is on the screen in pixels, {left, bottom, right, top}, for tests. */
    float[] statusBox() {
        return box(status);
    }

    /** Where the players' panel is on the screen in pixels, {left, bottom, right, top}, for tests. */
    float[] playersBox() {
        return box(players);
    }

    /** Where the last throw's line is on the screen in pixels, {left, bottom, right, top}, for tests. */
    float[] throwBox() {
        return box(throwLine);
    }

    private float[] box(com.simsilica.lemur.Panel p) {
        Vector3f at = p.getLocalTranslation();
        Vector3f size = p.getPreferredSize();
        return new float[] {at.x * scale, (at.y - size.y) * scale, (at.x + size.x) * scale, at.y * scale};
    }

    /** The HUD's scale ({@link net.ur.client.render.UiScale}): its units times it are pixels. */
    private float scale = 1f;

    /** Where the bottom lines stand above their usual place, for tests (0 unless the dice are under them). */
    float statusLift() {
        return status.getLocalTranslation().y - 64 - status.getPreferredSize().y;
    }

    private void layout() {
        int pw = getApplication().getCamera().getWidth();
        int ph = getApplication().getCamera().getHeight();
        // Laid out in the HUD's units: the window's pixels divided by the interface's scale.
        scale = net.ur.client.render.UiScale.of(pw, ph);
        hud.setLocalScale(scale);
        int w = Math.round(pw / scale);
        int h = Math.round(ph / scale);
        players.setLocalTranslation(16, h - 16, 5);
        // A long line (the opening throw, then whose turn) wraps instead of running off the screen.
        status.setMaxWidth(Math.max(200, w - 96));
        // Lemur grows a label to its preferred size but never shrinks it: after the window is made
        // narrower, the wrapped line would stay centred in its old, wider box.
        Vector3f ss = status.getPreferredSize();
        status.setSize(ss);
        Vector3f ns = notice.getPreferredSize();
        notice.setSize(ns);
        // The lines stand at the bottom, or just above the dice when a turned view puts the dice there.
        float lift = liftOverDice((w - Math.max(ss.x, ns.x)) / 2, 60 - ns.y, (w + Math.max(ss.x, ns.x)) / 2, 64 + ss.y, h);
        if (controls.isEnded()) {
            // The end panel stands where the lines were: the notice (a network game's rematch offer) stands above it.
            lift = Math.max(lift, band() - (60 - ns.y));
        }
        status.setLocalTranslation((w - ss.x) / 2, lift + 64 + ss.y, 5);
        notice.setLocalTranslation((w - ns.x) / 2, lift + 60, 5);
        if (decisionPanel.getParent() != null) {
            Vector3f ds = decisionPanel.getPreferredSize();
            decisionPanel.setLocalTranslation((w - ds.x) / 2, lift + 64 + ss.y + 16 + ds.y, 5);
        }
        Vector3f cs = connection.getPreferredSize();
        connection.setSize(cs);
        connection.setLocalTranslation(w - cs.x - 16, cs.y + 8, 5);
        Vector3f ts = throwLine.getPreferredSize();
        throwLine.setLocalTranslation(w - ts.x - 24, h - 20, 5);
    }
}
