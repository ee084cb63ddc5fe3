package net.ur.client.ui;

import net.ur.client.audio.Sound;
import net.ur.client.audio.UiSounds;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.SettingsState;

/**
 * The main menu: the game's title and the way to every other screen (Continue when a game was
 * left unfinished, Play, Learn to play, Saved games, Rules, Settings, Credits) or out of the game
 * (Quit), on a panel at the left of the room. Until a lesson has been played to its end, a line
 * offers Learn to play to the newcomer. Built anew each time it is shown, since a saved game may have come or gone;
 * problems with the player's files are said here once.
 */
public class MainMenuScreen extends ScreenState {

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label("UR", UrStyle.TITLE, UrStyle.NAME));
        panel.addChild(new Label("The Royal Game of Twenty Squares", UrStyle.SUBTITLE, UrStyle.NAME));
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 24, 0));
        String id = UrStyle.MENU_BUTTON.getId();
        SettingsState settings = getState(SettingsState.class);
        SavedGames.Saved saved = settings == null ? null : settings.saves().loadCurrent();
        if (settings != null && settings.saves().problem() != null) {
            settings.notice(settings.saves().problem());
        }
        if (saved != null) {
            addButton(panel, "Continue", id, () -> ((Navigator) getApplication()).continueGame(saved));
        }
        addButton(panel, "Play", id, () -> screens().show(GameSetupScreen.class));
        addButton(panel, "Learn to play", id, () -> ((Navigator) getApplication()).showLessons());
        addButton(panel, "Saved games", id, () -> screens().show(SavedGamesScreen.class));
        addButton(panel, "Rules", id, () -> screens().show(RulesScreen.class));
        addButton(panel, "Settings", id, () -> screens().show(SettingsScreen.class));
        addButton(panel, "Credits", id, () -> screens().show(CreditsScreen.class));
        addButton(panel, "Quit", id, () -> getApplication().stop());
        if (settings != null && settings.get().lessonsLearnt().isEmpty()) {
            Label offer = panel.addChild(new Label("New to Ur? Learn to play teaches each game at the table, move by move.",
                    UrStyle.BODY, UrStyle.NAME));
            offer.setMaxWidth(520);
            offer.setFontSize(22f);
            offer.setColor(UrStyle.SHELL);
        }
        if (settings != null) {
            for (String notice : settings.takeNotices()) {
                Label l = panel.addChild(new Label(notice, UrStyle.BODY, UrStyle.NAME));
                l.setMaxWidth(520);
                l.setColor(UrStyle.GOLD);
            }
        }
        return panel;
    }

    @Override
    protected void onEnable() {
        super.onEnable();
        UiSounds.request(Sound.MENU_MOTIF);
    }

    @Override
    protected boolean rebuildOnShow() {
        return true;
    }

    @Override
    protected void layout(Panel panel, int width, int height) {
        Vector3f size = panel.getPreferredSize();
        float x = Math.max(24f, width * 0.06f);
        panel.setLocalTranslation(x, (height + size.y) / 2f, 10f);
    }
}
