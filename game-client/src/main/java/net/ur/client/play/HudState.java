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
import java.util.List;
import net.ur.client.ui.UrStyle;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.Roll;

/**
 * The heads-up display of a game: who plays each side and how many of their pieces wait and are
 * home, whose turn it is and what they must do, the last throw with its dice, what just happened,
 * the computer's thinking; the pause panel (Esc) and, at the end, the winner with a summary and
 * the way to play again or leave.
 */
public class HudState extends BaseAppState {

    private final PlaySession session;
    private final Node hud = new Node("Hud");
    private Container players;
    private final Label[] playerLines = new Label[2];
    private Label status;
    private Label throwLine;
    private Container pausePanel;
    private Container endPanel;
    private Container decisionPanel;
    private Button keepButton;
    private Button broadButton;
    private Label countersLine;
    private boolean paused;

    /**
     * @param session the game at the table; not null
     */
    public HudState(PlaySession session) {
        if (session == null) {
            throw new IllegalArgumentException("session must not be null");
        }
        this.session = session;
    }

    /** Whether the pause panel is open. */
    public boolean isPaused() {
        return paused;
    }

    /** Opens or closes the pause panel (not once the game is over). */
    public void togglePause() {
        if (endPanel != null) {
            return;
        }
        paused = !paused;
        if (paused) {
            hud.attachChild(pausePanel);
            layout();
        } else {
            pausePanel.removeFromParent();
        }
    }

    /** The text of the status line, for tests. */
    public String statusText() {
        return status.getText();
    }

    /** The end panel once the game is over, else null. */
    public Container endPanel() {
        return endPanel;
    }

    @Override
    protected void initialize(Application app) {
        players = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even), UrStyle.PANEL, UrStyle.NAME);
        for (Player p : Player.values()) {
            playerLines[p.ordinal()] = players.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        }
        status = new Label("", UrStyle.SUBTITLE, UrStyle.NAME);
        throwLine = new Label("", UrStyle.BODY, UrStyle.NAME);
        hud.attachChild(players);
        hud.attachChild(status);
        hud.attachChild(throwLine);
        countersLine = players.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        decisionPanel = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None), UrStyle.PANEL, UrStyle.NAME);
        keepButton = addButton(decisionPanel, "Keep", this::keep);
        broadButton = addButton(decisionPanel, "Throw the broad astragal", this::throwBroad);
        pausePanel = panel("Paused");
        addButton(pausePanel, "Resume", this::togglePause);
        addButton(pausePanel, "Restart", this::restart);
        addButton(pausePanel, "Save and leave to the menu", this::leave);
        Label saved = pausePanel.addChild(new Label("The game is saved after every move: Continue in the menu resumes it.",
                UrStyle.BODY, UrStyle.NAME));
        saved.setMaxWidth(460);
        saved.setFontSize(20f);
    }

    private Container panel(String title) {
        Container c = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even), UrStyle.PANEL, UrStyle.NAME);
        c.addChild(new Label(title, UrStyle.SUBTITLE, UrStyle.NAME));
        return c;
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
        return session.awaitsDecision() && !s.isOver() && !session.isBusy() && !paused && endPanel == null
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

    private void leave() {
        getState(PlaySessionState.class).exit();
    }

    private void restart() {
        PlaySetup setup = session.setup();
        getState(PlaySessionState.class).restart(new PlaySetup(setup.rules(), setup.light(), setup.dark(), setup.seed() + 1));
    }

    private void playAgain() {
        PlaySessionState current = getState(PlaySessionState.class);
        PlaySetup setup = session.setup();
        current.restart(new PlaySetup(setup.rules(), setup.light(), setup.dark(), setup.seed() + 1));
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

    private String who(Player p) {
        String c = session.setup().controller(p);
        if (!c.equals(PlaySetup.HUMAN)) {
            return p.displayName() + " (computer: " + c + ")";
        }
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        String name = settings == null ? p.displayName() : p == Player.LIGHT ? settings.get().lightName() : settings.get().darkName();
        return name.equals(p.displayName()) ? name : name + " (" + p.displayName().toLowerCase(java.util.Locale.ROOT) + ")";
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
        status.setText(statusLine(s));
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
        if (s.isOver() && endPanel == null && !session.isBusy()) {
            showEnd(s);
        }
        layout();
    }

    private String statusLine(GameState s) {
        if (s.isOver()) {
            return PlaySession.endText(s);
        }
        if (paused) {
            return "Paused";
        }
        String name = s.turn().displayName();
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

    private void showEnd(GameState s) {
        Player w = s.winner();
        endPanel = panel(PlaySession.endText(s));
        for (Player p : Player.values()) {
            Label l = endPanel.addChild(new Label(p.displayName() + ": " + session.moves(p) + " moves, "
                    + session.captures(p) + " captures", UrStyle.BODY, UrStyle.NAME));
            l.setColor(p == w ? UrStyle.GOLD : UrStyle.SHELL);
        }
        addButton(endPanel, "Play again", this::playAgain);
        addButton(endPanel, "Main menu", this::leave);
        hud.attachChild(endPanel);
    }

    private void layout() {
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        players.setLocalTranslation(16, h - 16, 5);
        Vector3f ss = status.getPreferredSize();
        status.setLocalTranslation((w - ss.x) / 2, 64 + ss.y, 5);
        if (decisionPanel.getParent() != null) {
            Vector3f ds = decisionPanel.getPreferredSize();
            decisionPanel.setLocalTranslation((w - ds.x) / 2, 64 + ss.y + 16 + ds.y, 5);
        }
        Vector3f ts = throwLine.getPreferredSize();
        throwLine.setLocalTranslation(w - ts.x - 24, h - 20, 5);
        for (Container c : List.of(pausePanel, endPanel == null ? pausePanel : endPanel)) {
            Vector3f size = c.getPreferredSize();
            c.setLocalTranslation((w - size.x) / 2, (h + size.y) / 2, 30);
        }
    }
}
