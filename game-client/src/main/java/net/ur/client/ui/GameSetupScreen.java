package net.ur.client.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import java.util.List;
import net.ur.client.UrApp;
import net.ur.client.play.PlaySetup;
import net.ur.rules.ai.Agents;

/**
 * The game selection screen: who to play (a friend at this table, or the computer at one of its
 * levels), which rules, and Start. Each choice is a button that steps through its options when
 * clicked or when Enter is pressed on it; a line under it says what the choice means.
 */
public class GameSetupScreen extends ScreenState {

    /** One option of a choice: its value, its name on the button, and a line on what it means. */
    record Option(String value, String label, String line) {
    }

    static final List<Option> OPPONENTS;

    static {
        List<Option> opponents = new java.util.ArrayList<>();
        opponents.add(new Option(PlaySetup.HUMAN, "A friend at this table", "Take turns at the same table: you play light, your friend dark."));
        for (Agents.Level level : Agents.LEVELS) {
            opponents.add(new Option(level.name(), "The computer: " + level.title(), level.description()));
        }
        OPPONENTS = List.copyOf(opponents);
    }

    static final List<Option> RULES = List.of(
            new Option("babylonian", "Babylonian", "Five birds, an astragal and counters: keep your throw or risk the broad astragal; rosettes pay, passing them costs."),
            new Option("finkel", "Finkel", "The classic race: 7 pieces, four pyramid dice, safe rosettes that throw again."),
            new Option("masters", "Masters", "A longer route round the far end; three dice, and rosettes are not safe."),
            new Option("blitz", "Blitz", "A quick game of 5 pieces: a capture also throws again."),
            new Option("aseb", "Aseb", "The twenty-squares board: 4 squares of your own, then a long middle row of 12."),
            new Option("murray", "Murray", "Murray's long route up and back down the middle and out past your opponent."),
            new Option("ravensburg", "Ravensburg", "Ten men and one die: carry captives home in towers; red men turn back to hunt."));

    /** The computer at the middle level is offered first. */
    private int opponent = Math.min(3, OPPONENTS.size() - 1);
    private int rules;
    private Button opponentButton;
    private Button rulesButton;
    private Label opponentLine;
    private Label rulesLine;

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label("A new game", UrStyle.SUBTITLE, UrStyle.NAME));
        String id = UrStyle.MENU_BUTTON.getId();
        opponentButton = addButton(panel, "", id, () -> {
            opponent = (opponent + 1) % OPPONENTS.size();
            refresh();
        });
        opponentLine = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        opponentLine.setMaxWidth(640);
        rulesButton = addButton(panel, "", id, () -> {
            rules = (rules + 1) % RULES.size();
            refresh();
        });
        rulesLine = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        rulesLine.setMaxWidth(640);
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 16, 0));
        addButton(panel, "Start", id, this::start);
        addButton(panel, "Back", id, () -> screens().back());
        refresh();
        return panel;
    }

    private void refresh() {
        Option o = OPPONENTS.get(opponent);
        Option r = RULES.get(rules);
        opponentButton.setText("Opponent: " + o.label());
        opponentLine.setText(o.line());
        rulesButton.setText("Rules: " + r.label());
        rulesLine.setText(r.line());
    }

    /** The setup the screen's choices make now. */
    public PlaySetup setup() {
        return new PlaySetup(RULES.get(rules).value(), PlaySetup.HUMAN, OPPONENTS.get(opponent).value(), System.nanoTime());
    }

    private void start() {
        ((UrApp) getApplication()).startGame(setup());
    }
}
