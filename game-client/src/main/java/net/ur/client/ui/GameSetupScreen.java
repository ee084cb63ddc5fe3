package net.ur.client.ui;

import java.util.List;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.ai.Agents;
import net.ur.client.perfect.PerfectTables;
import net.ur.client.perfect.PerfectTablesState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.words.MenuWords;
import net.ur.client.words.Words;
import net.ur.rules.classic.ClassicSettings;

/**
 * The game selection screen: who to play (a friend at this table, or the computer at one of its
 * levels), which rules, and Start. Each choice is a line that steps through its options when
 * clicked or when Enter or Right is pressed on it, and back with Left; a line under it says what the
 * choice means.
 */
public class GameSetupScreen extends ScreenState {

    /**
     * One option of a choice: its value, and what kind of option it is ({@code opponent},
     * {@code level} for the computer at a level, {@code rules}), which gives its name on the
     * button and the line on what it means in the language in use.
     */
    record Option(String value, String kind) {

        /** The option's name on its button. */
        String label() {
            return kind.equals("level") ? Words.get("opponent.computer", Words.get("level." + value))
                    : Words.get(kind + "." + key());
        }

        /** The line on what the option means. */
        String line() {
            return Words.get((kind.equals("level") ? "level." : kind + ".") + key() + ".line");
        }

        /** The value as the words' keys name it (no colon). */
        String key() {
            return value.replace(':', '-');
        }
    }

    static final List<Option> OPPONENTS;

    /** The controller name of the perfect player. */
    static final String PERFECT = "perfect";
    /** The controller name of the master playing to win rather than for counters (the Babylonian game's objectives). */
    static final String MASTER_TO_WIN = "master:win";

    static {
        List<Option> opponents = new java.util.ArrayList<>();
        opponents.add(new Option(PlaySetup.HUMAN, "opponent"));
        for (Agents.Level level : Agents.LEVELS) {
            opponents.add(new Option(level.name(), "level"));
        }
        opponents.add(new Option(MASTER_TO_WIN, "opponent"));
        opponents.add(new Option(PERFECT, "opponent"));
        OPPONENTS = List.copyOf(opponents);
    }

    static final List<Option> RULES = java.util.stream.Stream.of("babylonian", "babylonian-ur", "finkel", "masters", "blitz",
            "aseb", "murray", "ravensburg").map(r -> new Option(r, "rules")).toList();

    /** The computer at the middle level is offered first. */
    private int opponent = Math.min(3, OPPONENTS.size() - 1);
    private int rules;
    private Button opponentButton;
    private Button rulesButton;
    private Label opponentLine;
    private Label rulesLine;
    private Label tableLine;
    private Button makeButton;
    /** Whether the panel shows Perfect's table line and its make button, as it was built. */
    private boolean builtPerfect;
    private boolean builtMake;
    /** Said once under the opponent when Perfect was put aside for rules it does not know. */
    private String putAside;

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label(Words.get("setup.title"), UrStyle.SUBTITLE, UrStyle.NAME));
        String id = UrStyle.MENU_BUTTON.getId();
        opponentButton = addValueLine(panel, "opponent", id, this::stepOpponent);
        opponentLine = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        opponentLine.setMaxWidth(LINE_WIDTH);
        rulesButton = addValueLine(panel, "rules", id, this::stepRules);
        rulesLine = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        rulesLine.setMaxWidth(LINE_WIDTH);
        builtPerfect = perfectChosen();
        builtMake = builtPerfect && offerToMake();
        tableLine = null;
        makeButton = null;
        if (builtPerfect) {
            Container gap = panel.addChild(new Container());
            gap.setPreferredSize(new Vector3f(10, 8, 0));
            tableLine = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
            tableLine.setMaxWidth(LINE_WIDTH);
            tableLine.setColor(UrStyle.GOLD);
            if (builtMake) {
                makeButton = addButton(panel, "make", Words.get("setup.make"), id, this::makeTable);
            }
        }
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 16, 0));
        addButton(panel, "start", Words.get("setup.start"), id, this::start);
        addButton(panel, "network", Words.get("setup.network"), id, () -> ((Navigator) getApplication()).showNetworkPlay());
        addButton(panel, "back", Words.get("common.back"), id, () -> screens().back());
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        if (settings != null && settings.newPlayer() && settings.get().lessonsLearnt().isEmpty()) {
            Label offer = panel.addChild(new Label(Words.get("setup.newToUr"), UrStyle.BODY, UrStyle.NAME));
            offer.setMaxWidth(640);
            offer.setColor(UrStyle.GOLD);
            addButton(panel, "learn", Words.get("menu.learn"), id, () -> ((Navigator) getApplication()).showLessons());
        }
        // One width whatever is chosen: as wide as the widest choice's line, so that the panel does
        // not grow and shrink (and the lines under it move) as the choices are stepped through.
        Container strut = panel.addChild(new Container());
        strut.setPreferredSize(new Vector3f(widestChoice(), 0, 0));
        refreshTexts();
        return panel;
    }

    /** The widest the value lines and the lines under them are, over every choice they can show. */
    private float widestChoice() {
        float widest = LINE_WIDTH;
        for (Option o : OPPONENTS) {
            opponentButton.setText(opponentText(o));
            widest = Math.max(widest, opponentButton.getPreferredSize().x);
        }
        for (Option r : RULES) {
            rulesButton.setText(rulesText(r, true));
            widest = Math.max(widest, rulesButton.getPreferredSize().x);
        }
        return widest;
    }

    /** How wide the lines under the choices may be before they wrap. */
    private static final float LINE_WIDTH = 640;

    private static String opponentText(Option o) {
        return Words.get("setup.opponent", o.label());
    }

    private static String rulesText(Option r, boolean learnt) {
        return Words.get(learnt ? "setup.rulesLearnt" : "setup.rules", r.label());
    }

    @Override
    protected void initialize(com.jme3.app.Application app) {
        // The rules offered first: the ones chosen last, Finkel's classic race for a new player.
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        String remembered = settings == null ? "finkel" : settings.get().playRules();
        for (int i = 0; i < RULES.size(); i++) {
            if (RULES.get(i).value().equals(remembered)) {
                rules = i;
            }
        }
        if (!offered(OPPONENTS.get(opponent).value(), RULES.get(rules).value())) {
            opponent = OPPONENTS.indexOf(OPPONENTS.stream().filter(o -> o.value().equals("master")).findFirst().orElseThrow());
        }
        super.initialize(app);
    }

    /** Chooses the next opponent (+1) or the one before (-1), passing over Perfect where it does not play. */
    private void stepOpponent(int delta) {
        putAside = null;
        do {
            opponent = Math.floorMod(opponent + delta, OPPONENTS.size());
        } while (!offered(OPPONENTS.get(opponent).value(), RULES.get(rules).value()));
        refresh();
    }

    /**
     * Whether an opponent is offered for a rule set: Perfect where its table can be made, the
     * master playing to win in the Babylonian game (the only one played for counters), the others
     * everywhere.
     *
     * @param opponent an opponent's controller name
     * @param rules a rule set's name
     * @return true when the opponent may be chosen for the rules
     */
    static boolean offered(String opponent, String rules) {
        if (opponent.equals(PERFECT)) {
            return PerfectTables.offers(rules);
        }
        if (opponent.equals(MASTER_TO_WIN)) {
            return net.ur.rules.sets.RuleSets.byName(rules).hasCounters();
        }
        return true;
    }

    /** Chooses the next rules (+1) or the ones before (-1). */
    private void stepRules(int delta) {
        rules = Math.floorMod(rules + delta, RULES.size());
        putAside = null;
        if (perfectChosen() && !PerfectTables.offers(RULES.get(rules).value())) {
            opponent = OPPONENTS.indexOf(OPPONENTS.stream().filter(o -> o.value().equals("master")).findFirst().orElseThrow());
            putAside = Words.get("setup.perfectAside", RULES.get(rules).label());
        } else if (!offered(OPPONENTS.get(opponent).value(), RULES.get(rules).value())) {
            opponent = OPPONENTS.indexOf(OPPONENTS.stream().filter(o -> o.value().equals("master")).findFirst().orElseThrow());
            putAside = Words.get("setup.countersAside", RULES.get(rules).label());
        }
        refresh();
    }

    /** Shows the choices, building the panel again when Perfect's lines come or go. */
    private void refresh() {
        if (isEnabled() && (perfectChosen() != builtPerfect || (builtPerfect && offerToMake() != builtMake))) {
            rebuild(); // build() shows the texts
            return;
        }
        refreshTexts();
    }

    private void refreshTexts() {
        Option o = OPPONENTS.get(opponent);
        Option r = RULES.get(rules);
        opponentButton.setText(opponentText(o));
        opponentLine.setText(putAside != null ? putAside + " " + o.line() : o.line());
        rulesButton.setText(rulesText(r, learnt(r.value())));
        rulesLine.setText(r.line());
        refreshTable();
    }

    /**
     * The lesson that teaches a rule set's family: {@code babylonian} for both Babylonian boards,
     * {@code ravensburg}, {@code classic} for the classic rule sets.
     *
     * @param rules a rule set's name; not null
     * @return the lesson's name
     */
    public static String lessonOf(String rules) {
        String n = rules.toLowerCase(java.util.Locale.ROOT);
        if (net.ur.rules.sets.RuleSets.BABYLONIAN_NAMES.contains(n)) {
            return "babylonian";
        }
        return n.equals(net.ur.rules.sets.RuleSets.RAVENSBURG) ? "ravensburg" : "classic";
    }

    /** Whether the player has learnt the family of a rule set in its lesson. */
    private boolean learnt(String rules) {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return settings != null && settings.get().lessonsLearnt().contains(lessonOf(rules));
    }

    /** Whether Perfect is the chosen opponent. */
    private boolean perfectChosen() {
        return OPPONENTS.get(opponent).value().equals(PERFECT);
    }

    private PerfectTables tables() {
        PerfectTablesState state = getState(PerfectTablesState.class);
        return state == null ? null : state.tables();
    }

    private ClassicSettings chosenSettings() {
        return PerfectTables.classic(RULES.get(rules).value()).orElse(null);
    }

    /** Whether the screen offers to make Perfect's table now: it is missing, damaged or failed, and fits in memory. */
    private boolean offerToMake() {
        PerfectTables t = tables();
        ClassicSettings c = chosenSettings();
        if (t == null || c == null) {
            return false;
        }
        PerfectTables.Status s = t.status(c);
        return s.canBuild() && t.enoughMemory(c);
    }

    private void makeTable() {
        PerfectTables t = tables();
        ClassicSettings c = chosenSettings();
        if (t != null && c != null) {
            t.build(c);
            refresh();
        }
    }

    /** Puts the state of Perfect's table in its line (while Perfect is chosen). */
    private void refreshTable() {
        if (tableLine == null) {
            return;
        }
        String text = tableText();
        if (!text.equals(tableLine.getText())) {
            tableLine.setText(text);
            contentChanged();
        }
    }

    /** What the menu says about Perfect's table of the chosen rules (empty unless a classic rule set is chosen). */
    public String tableText() {
        PerfectTables t = tables();
        ClassicSettings c = chosenSettings();
        if (t == null || c == null) {
            return "";
        }
        PerfectTables.Status s = t.status(c);
        String until = Words.get("table.until");
        String problem = s.problem() == null ? "" : Words.get("table.problem", s.problem());
        switch (s.phase()) {
            case READY:
                return s.problem() == null ? Words.get("table.ready") : Words.get("table.readyBut", s.problem());
            case UNCHECKED:
            case CHECKING:
                return Words.get("table.reading");
            case QUEUED:
                return problem + Words.get("table.queued") + until;
            case BUILDING:
                return problem + Words.get("table.building", net.ur.client.words.HintWords.progressWords(s)) + until;
            case NO_MEMORY:
            case FAILED:
                return problem + Words.get("table.master");
            case MISSING:
            case DAMAGED:
            default:
                String make = Words.get(s.phase() == PerfectTables.Phase.DAMAGED ? "table.again" : "table.once");
                if (!t.enoughMemory(c)) {
                    return problem + Words.get("table.memory", make, PerfectTables.gigabytes(t.heapNeeded(c)),
                            PerfectTables.gigabytes(t.maxHeap()), String.valueOf((t.heapNeeded(c) >> 30) + 1)) + until;
                }
                return problem + Words.get("table.make", make, t.describeNeeds(c)) + until;
        }
    }

    @Override
    public void update(float tpf) {
        if (perfectChosen() != builtPerfect || (builtPerfect && offerToMake() != builtMake)) {
            refresh();
        } else {
            refreshTable();
        }
        super.update(tpf);
    }

    /** The setup the screen's choices make now. */
    public PlaySetup setup() {
        return new PlaySetup(RULES.get(rules).value(), PlaySetup.HUMAN, OPPONENTS.get(opponent).value(), System.nanoTime());
    }

    private void start() {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        String chosen = RULES.get(rules).value();
        if (settings != null) {
            // Written at every start, so that a new player's first game also ends their first start.
            settings.set(settings.get().withPlayRules(chosen));
        }
        ((Navigator) getApplication()).startGame(setup());
    }
}
