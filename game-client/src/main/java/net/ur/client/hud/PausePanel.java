package net.ur.client.hud;

import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import jme3utilities.Validate;
import net.ur.client.game.GameControls;
import net.ur.client.ui.RulesScreen;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.SettingsScreen;
import net.ur.client.ui.UrStyle;
import net.ur.client.words.Words;

/**
 * The pause panel of a game (Esc): resume, restart, the rules (open at the game's rule set) and
 * the settings (both come back here, the game still paused), or save and leave to the menu. Shown over the table by {@link net.ur.client.ui.Screens},
 * so the mouse and the keyboard work it as they do the menus; Esc resumes.
 */
public class PausePanel extends ScreenState {

    private final GameControls controls;

    /**
     * @param controls the game paused; not null
     */
    public PausePanel(GameControls controls) {
        Validate.nonNull(controls, "controls");
        this.controls = controls;
    }

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label(Words.get("pause.title"), UrStyle.SUBTITLE, UrStyle.NAME));
        String id = UrStyle.MENU_BUTTON.getId();
        addButton(panel, "resume", Words.get("pause.resume"), id, () -> game().resume());
        net.ur.client.settings.PlaySetup players = players();
        boolean network = players.isNetworkGame();
        if (network) {
            // A network game is not restarted alone: it is resigned, and a rematch offered at its end.
            addButton(panel, "resign", Words.get("pause.resign"), id, () -> game().resign());
        } else {
            addButton(panel, "restart", Words.get("pause.restart"), id, () -> game().restartSame());
        }
        addButton(panel, "rules", Words.get("pause.rules"), id, this::rules);
        addButton(panel, "settings", Words.get("pause.settings"), id, () -> screens().show(SettingsScreen.class));
        Label kept = new Label("", UrStyle.BODY, UrStyle.NAME);
        kept.setFontSize(20f);
        kept.setMaxWidth(560);
        kept.setColor(UrStyle.GOLD);
        addButton(panel, "keep", Words.get("pause.keep"), id, () -> {
            kept.setText(game().keep());
            if (kept.getParent() == null) {
                panel.addChild(kept);
            }
            contentChanged();
        });
        // Only a person's game is saved as it is played (a game of computers never replaces it).
        boolean persons = players.isPersonsGame();
        addButton(panel, "leave", Words.get(persons ? "pause.saveAndLeave" : "pause.leave"), id, () -> game().exit());
        Label saved = panel.addChild(new Label(Words.get(network ? "pause.savedNetwork" : persons ? "pause.saved" : "pause.notSaved"), UrStyle.BODY, UrStyle.NAME));
        saved.setMaxWidth(460);
        saved.setFontSize(20f);
        return panel;
    }

    private void rules() {
        RulesScreen rules = getState(RulesScreen.class);
        if (rules != null) {
            rules.turnTo(players().rules());
            screens().show(rules);
        }
    }

    /** Who plays the game at the table, as its entity says ({@code TableSetup}). */
    private net.ur.client.settings.PlaySetup players() {
        return net.ur.client.es.state.TableSetup.laid(getState(net.ur.client.es.EntityDataState.class).getEntityData()).players();
    }

    private GameControls game() {
        return controls;
    }
}
