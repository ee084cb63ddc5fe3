package net.ur.client.play;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Command;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.ui.UrStyle;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.Roll;

/**
 * The heads-up display of a game: who plays each side and how many of their pieces wait and are
 * home, whose turn it is and what they must do, the last throw with its dice, what just happened,
 * the computer's thinking. The pause and end panels are {@link PausePanel} and {@link EndPanel}.
 */
public class HudState extends BaseAppState {

    private final PlaySession session;
    private final Node hud = new Node("Hud");
    private Container players;
    private final Label[] playerLines = new Label[2];
    private Label status;
    private Label throwLine;
    private Label notice;
    private Container decisionPanel;
    private Button keepButton;
    private Button broadButton;
    private Label countersLine;
    private boolean textPanels = true;

    /**
     * @param session the game at the table; not null
     */
    public HudState(PlaySession session) {
        if (session == null) {
            throw new IllegalArgumentException("session must not be null");
        }
        this.session = session;
    }

    private boolean paused() {
        PlaySessionState game = getState(PlaySessionState.class);
        return game != null && game.isPaused();
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

    /** The text of the status line, for tests. */
    public String statusText() {
        return status.getText();
    }

    @Override
    protected void initialize(Application app) {
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
        countersLine = players.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        setTextPanelsShown(textPanels);
        decisionPanel = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None), UrStyle.PANEL, UrStyle.NAME);
        keepButton = addButton(decisionPanel, "Keep", this::keep);
        broadButton = addButton(decisionPanel, "Throw the broad astragal", this::throwBroad);
    }

    @SuppressWarnings("unchecked")
    private static Button addButton(Container c, String text, Runnable action) {
        Button b = c.addChild(new Button(text, UrStyle.MENU_BUTTON, UrStyle.NAME));
        b.addClickCommands((Command<Button>) s -> action.run());
        net.ur.client.audio.UiSounds.attach(b);
        return b;
    }

    /** Whether the person at the table has the roll decision to make now. */
    boolean humanDecides() {
        GameState s = session.state();
        return session.awaitsDecision() && !s.isOver() && !session.isBusy() && !paused()
                && session.setup().isHuman(s.turn());
    }

    /** Keeps the small astragal's roll (button or K), if the person may. */
    public void keep() {
        if (humanDecides() && session.canKeepRoll()) {
            session.keepRoll();
        }
    }

    /** Throws the broad astragal (button or B), if the person may. */
    public void throwBroad() {
        if (humanDecides()) {
            com.simsilica.es.EntityData ed = getState(net.ur.client.es.EntityDataState.class).getEntityData();
            ed.setComponent(ed.createEntity(), new net.ur.client.es.components.ThrowRequest(1f));
        }
    }

    /** Whether the decision buttons are shown, for tests. */
    public boolean decisionShown() {
        return decisionPanel.getParent() != null;
    }

    @Override
    protected void cleanup(Application app) {
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
        return PlayerNames.name(settings == null ? null : settings.get(), session.setup(), p);
    }

    private String who(Player p) {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return PlayerNames.describe(settings == null ? null : settings.get(), session.setup(), p);
    }

    @Override
    public void update(float tpf) {
        GameState s = session.state();
        boolean ravensburg = session.rules() instanceof net.ur.rules.ravensburg.RavensburgRuleSet;
        for (Player p : Player.values()) {
            int waiting = s.count(p, Location.Waiting.class);
            int home = s.count(p, Location.Finished.class);
            Label l = playerLines[p.ordinal()];
            String last = ravensburg ? "   lost " + s.count(p, Location.Removed.class) : "   home " + home;
            l.setText((s.turn() == p && !s.isOver() ? "\u2192 " : "   ") + who(p) + "   waiting " + waiting + last);
            l.setColor(s.turn() == p ? UrStyle.GOLD : UrStyle.SHELL);
        }
        // Once the end panel is up it says who won; the status line under it would only repeat it.
        PlaySessionState game = getState(PlaySessionState.class);
        status.setText(game != null && game.isEnded() ? "" : statusLine(s));
        TurnSystem turns = getState(TurnSystem.class);
        String line = turns == null ? "" : turns.notice();
        if (!line.equals(notice.getText())) {
            notice.setText(line);
        }
        if (session.hasCounters()) {
            countersLine.setText("Counters: light " + session.counters(Player.LIGHT) + "   dark "
                    + session.counters(Player.DARK) + "   pool " + session.pool());
        }
        if (humanDecides()) {
            int v = session.pendingSmall();
            keepButton.setText("Keep " + v + " [K]");
            boolean canKeep = session.canKeepRoll();
            if (canKeep != (keepButton.getParent() != null)) {
                decisionPanel.clearChildren();
                if (canKeep) {
                    decisionPanel.addChild(keepButton);
                }
                decisionPanel.addChild(broadButton);
            }
            broadButton.setText("Throw the broad astragal [B]: yes " + net.ur.rules.babylonian.BroadAstragal.convert(v)
                    + ", no loses the turn");
            if (decisionPanel.getParent() == null) {
                hud.attachChild(decisionPanel);
            }
        } else if (decisionPanel.getParent() != null) {
            decisionPanel.removeFromParent();
        }
        Roll r = session.lastRoll();
        if (session.hasCounters()) {
            throwLine.setText(session.throwText());
        } else if (r != null && ravensburg) {
            int face = r.faces().isEmpty() ? r.value() : r.faces().get(0);
            throwLine.setText(session.lastRoller().displayName() + " threw " + face + (face == 6 ? ": a 6 misses" : ""));
        } else if (r != null) {
            StringBuilder b = new StringBuilder(session.lastRoller().displayName()).append(" threw ").append(r.value()).append("   ");
            for (int f : r.faces()) {
                b.append(f == 1 ? "\u2022 " : "\u00b7 ");
            }
            throwLine.setText(b.toString().trim());
        } else {
            throwLine.setText("");
        }
        layout();
    }

    private String statusLine(GameState s) {
        if (s.isOver()) {
            return s.isDraw() ? PlaySession.endText(s) : shortName(s.winner()) + " wins!";
        }
        if (paused()) {
            return "Paused";
        }
        String name = shortName(s.turn());
        boolean human = session.setup().isHuman(s.turn());
        TurnSystem turns = getState(TurnSystem.class);
        if (!human && turns != null && turns.isThinking()) {
            return name + " is thinking\u2026";
        }
        if (session.isBusy()) {
            return session.message().isEmpty() ? name + "\u2026" : session.message();
        }
        String prefix = session.message().isEmpty() ? "" : session.message() + ". ";
        if (s.phase() == Phase.AWAITING_ROLL) {
            return prefix + name + (human ? ": throw the dice (click them, or Space)" : " throws");
        }
        if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
            String line = session.decisionLine();
            return human ? line : line + ": " + name + " decides";
        }
        if (session.hasCounters()) {
            return prefix + name + (human ? ": choose a bird (click it, or arrows and Enter)" : " moves");
        }
        return prefix + name + (human ? ": choose a piece to move (click it, or arrows and Enter)" : " moves");
    }

    private void layout() {
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        players.setLocalTranslation(16, h - 16, 5);
        // A long line (the opening throw, then whose turn) wraps instead of running off the screen.
        status.setMaxWidth(Math.max(200, w - 96));
        Vector3f ss = status.getPreferredSize();
        status.setLocalTranslation((w - ss.x) / 2, 64 + ss.y, 5);
        Vector3f ns = notice.getPreferredSize();
        notice.setLocalTranslation((w - ns.x) / 2, 60, 5);
        if (decisionPanel.getParent() != null) {
            Vector3f ds = decisionPanel.getPreferredSize();
            decisionPanel.setLocalTranslation((w - ds.x) / 2, 64 + ss.y + 16 + ds.y, 5);
        }
        Vector3f ts = throwLine.getPreferredSize();
        throwLine.setLocalTranslation(w - ts.x - 24, h - 20, 5);
    }
}
