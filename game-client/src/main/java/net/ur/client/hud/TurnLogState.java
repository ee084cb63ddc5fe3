package net.ur.client.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.es.EntityData;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.game.HintAsked;
import net.ur.client.es.state.TableGame;
import net.ur.client.es.state.TableReader;
import net.ur.client.es.state.TableSetup;
import net.ur.client.game.PlayerNames;
import net.ur.client.settings.SettingsState;
import net.ur.client.ui.UrStyle;
import net.ur.client.words.TurnLogWords;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;

/**
 * What the other side did, told at the table: after the computer or a network game's other player
 * has played, a line under the throw says it in the board's words ({@link TurnLogWords}) for as long
 * as it takes to read it (seconds of the game's clock), and after that until a person throws; the turn log, a small panel that the L key or
 * its button shows and hides, holds the game's last turns in words; and the buttons for mouse players
 * beside the keys: the turn log's and the hint's (which asks as the H key does, with a
 * {@link HintAsked} request). Everything is read from the table's entities: the game's record on
 * {@link TableGame} and who plays on {@link TableSetup}.
 */
public class TurnLogState extends BaseAppState {

    /** How many of the game's last turns the log holds. */
    static final int LOG_LINES = 10;
    static final String TOGGLE = "Ur.Play.TurnLog";
    private static final float FONT = 18f;
    private static final float LOG_WIDTH = 420f;
    /** Pixels from the window's top to the told line's top. */
    private static final float TOLD_TOP = 116f;
    private static final ColorRGBA BACK = new ColorRGBA(0.07f, 0.045f, 0.03f, 0.82f);

    private final Node node = new Node("TurnLog");
    private EntityData ed;
    private TableReader table;
    /** The record as last read: its entries told so far. */
    private GameRecord seen;
    /** The last turns in words, oldest first. */
    private final Deque<String> log = new ArrayDeque<>();
    /** The other side's sentences since a person last played, told on the line. */
    private final List<String> told = new ArrayList<>();
    /** Seconds the told line still stands at least. */
    private float toldLeft;
    /** The last throw as last read, and whether a person has thrown since the told line was written. */
    private net.ur.client.es.state.TableFacts.ThrowShown lastThrow;
    private boolean personThrew;
    private Label toldLine;
    private Container logPanel;
    private Container buttons;
    private boolean logShown;
    private boolean logChanged = true;

    private final ActionListener toggle = (name, pressed, tpf) -> {
        if (pressed && TOGGLE.equals(name)) {
            toggleLog();
        }
    };

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        table = new TableReader(ed);
        toldLine = new Label("", UrStyle.BODY, UrStyle.NAME);
        toldLine.setFontSize(FONT + 2);
        toldLine.setColor(UrStyle.SHELL);
        toldLine.setTextHAlignment(HAlignment.Center);
        QuadBackgroundComponent back = new QuadBackgroundComponent(BACK.clone());
        back.setMargin(10, 4);
        toldLine.setBackground(back);
        logPanel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even), UrStyle.PANEL, UrStyle.NAME);
        buttons = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
        button(TurnLogWords.HINT_BUTTON, () -> ed.setComponent(ed.createEntity(), new HintAsked("button")));
        button(TurnLogWords.LOG_BUTTON, this::toggleLog);
        node.attachChild(buttons);
        app.getInputManager().addMapping(TOGGLE, new KeyTrigger(KeyInput.KEY_L));
    }

    private void button(String text, Runnable action) {
        Button b = buttons.addChild(new Button(text, UrStyle.MENU_BUTTON, UrStyle.NAME));
        b.setFontSize(FONT);
        b.setInsets(new Insets3f(0, 4, 0, 12));
        b.addClickCommands(source -> action.run());
    }

    /** Shows the turn log, or hides it (the L key and its button). */
    public void toggleLog() {
        logShown = !logShown;
        if (logShown) {
            node.attachChild(logPanel);
        } else {
            logPanel.removeFromParent();
        }
    }

    /** Whether the turn log is shown, for tests. */
    public boolean logShown() {
        return logShown;
    }

    /** The turn log's lines, oldest first, for tests. */
    public List<String> logLines() {
        return List.copyOf(log);
    }

    /** The told line now, empty when none stands, for tests. */
    public String toldText() {
        return told.isEmpty() ? "" : toldLine.getText();
    }

    /** The HUD's buttons' words, for tests: the hint's and the turn log's. */
    List<Button> buttons() {
        List<Button> out = new ArrayList<>();
        for (com.jme3.scene.Spatial s : buttons.getLayout().getChildren()) {
            out.add((Button) s);
        }
        return out;
    }

    @Override
    protected void cleanup(Application app) {
        table.release();
        if (app.getInputManager().hasMapping(TOGGLE)) {
            app.getInputManager().deleteMapping(TOGGLE);
        }
        node.detachAllChildren();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(node);
        getApplication().getInputManager().addListener(toggle, TOGGLE);
    }

    @Override
    protected void onDisable() {
        node.removeFromParent();
        getApplication().getInputManager().removeListener(toggle);
    }

    private String name(TableSetup setup, Player p) {
        SettingsState settings = getState(SettingsState.class);
        return PlayerNames.name(settings == null ? null : settings.get(), setup.players(), p);
    }

    @Override
    public void update(float tpf) {
        TableGame game = table.game();
        TableSetup setup = table.setup();
        if (game != null && setup != null) {
            read(game.game().record(), game.game().rules(), setup);
        }
        net.ur.client.es.state.TableFacts facts = table.facts();
        net.ur.client.es.state.TableFacts.ThrowShown thrown = facts == null ? null : facts.lastThrow();
        if (thrown != lastThrow) {
            lastThrow = thrown;
            personThrew |= thrown != null && setup != null && setup.players().isHuman(thrown.who());
        }
        if (!told.isEmpty()) {
            toldLeft -= tpf;
            // The line stands its reading time at least, and then until a person throws: what the
            // other side did stays in view while the person decides what to do about it.
            if (toldLeft <= 0 && (personThrew || facts == null || facts.isOver())) {
                toldLine.removeFromParent();
                told.clear();
            }
        }
        if (logChanged) {
            logChanged = false;
            fillLog();
        }
        layout();
    }

    /** Tells the record's new entries: each goes into the log; the other side's stand on the told line. */
    private void read(GameRecord record, RuleSet rules, TableSetup setup) {
        if (record == seen) {
            return;
        }
        List<RecordEntry> entries = record.entries();
        int from = seen == null ? entries.size() : seen.entries().size();
        if (seen != null && (from > entries.size() || !entries.subList(0, from).equals(seen.entries()))) {
            // Another game at the table (a new game, a game gone back to): its turns are told afresh.
            log.clear();
            from = 0;
        }
        if (seen == null) {
            // A game continued or taken over: its last turns are in the log; none is told as news.
            from = Math.max(0, entries.size() - LOG_LINES);
            for (RecordEntry e : entries.subList(from, entries.size())) {
                add(TurnLogWords.entry(rules, e, p -> name(setup, p), setup.players()::isHuman));
            }
            from = entries.size();
        }
        seen = record;
        for (RecordEntry e : entries.subList(from, entries.size())) {
            String sentence = TurnLogWords.entry(rules, e, p -> name(setup, p), setup.players()::isHuman);
            add(sentence);
            if (setup.players().isHuman(e.player())) {
                told.clear();
                toldLeft = 0;
                toldLine.removeFromParent();
            } else if (setup.players().isHuman(Player.LIGHT) || setup.players().isHuman(Player.DARK)) {
                told.add(sentence);
                toldLine.setText(TurnLogWords.told(told));
                toldLeft = TurnLogWords.readingSeconds(toldLine.getText());
                personThrew = false;
                node.attachChild(toldLine);
            }
        }
    }

    private void add(String sentence) {
        log.addLast(sentence);
        while (log.size() > LOG_LINES) {
            log.removeFirst();
        }
        logChanged = true;
    }

    private void fillLog() {
        logPanel.clearChildren();
        Label title = logPanel.addChild(new Label(TurnLogWords.LOG_TITLE, UrStyle.BODY, UrStyle.NAME));
        title.setFontSize(FONT + 2);
        title.setColor(UrStyle.GOLD);
        if (log.isEmpty()) {
            line(TurnLogWords.LOG_EMPTY, UrStyle.SHELL);
        }
        int i = 0;
        for (String s : log) {
            // The newest turn stands out.
            line(s, ++i == log.size() ? UrStyle.SHELL : new ColorRGBA(0.82f, 0.77f, 0.66f, 1f));
        }
    }

    private void line(String text, ColorRGBA colour) {
        Label l = logPanel.addChild(new Label(text, UrStyle.BODY, UrStyle.NAME));
        l.setFontSize(FONT - 1);
        l.setColor(colour);
        l.setMaxWidth(LOG_WIDTH);
        l.setInsets(new Insets3f(2, 0, 2, 0));
    }

    private void layout() {
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        if (toldLine.getParent() != null) {
            toldLine.setMaxWidth(Math.min(w - 120, 760));
            Vector3f ts = toldLine.getPreferredSize();
            toldLine.setSize(ts);
            // Under the top band's middle column (the Babylonian pool and the throw bar reach 110 pixels down).
            toldLine.setLocalTranslation((w - ts.x) / 2, h - TOLD_TOP, 6);
        }
        if (logShown) {
            Vector3f ls = logPanel.getPreferredSize();
            logPanel.setLocalTranslation(w - ls.x - 16, h - 130, 6);
        }
        Vector3f bs = buttons.getPreferredSize();
        buttons.setLocalTranslation(12, bs.y + 6, 6);
    }
}
