package net.ur.client.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.audio.Sound;
import net.ur.client.audio.UiSounds;
import net.ur.client.game.PlayerNames;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.client.words.MenuWords;
import net.ur.client.words.Words;
import net.ur.rules.Player;

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
        panel.addChild(new Label(Words.get("menu.title"), UrStyle.TITLE, UrStyle.NAME));
        panel.addChild(new Label(Words.get("menu.subtitle"), UrStyle.SUBTITLE, UrStyle.NAME));
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 24, 0));
        String id = UrStyle.MENU_BUTTON.getId();
        SettingsState settings = getState(SettingsState.class);
        SavedGames.Saved saved = settings == null ? null : settings.saves().loadCurrent();
        if (settings != null && settings.saves().problem() != null) {
            settings.notice(settings.saves().problem());
        }
        gameInProgress = saved != null;
        if (asking) {
            Label asked = panel.addChild(new Label(Words.get("menu.askQuit"), UrStyle.BODY, UrStyle.NAME));
            asked.setMaxWidth(520);
            asked.setColor(UrStyle.GOLD);
            // The safe answer first: Enter on a question asked by mistake quits nothing.
            addButton(panel, NO_STAY, Words.get("menu.noStay"), id, this::stay);
            addButton(panel, "yes-quit", Words.get("menu.yesQuit"), id, () -> getApplication().stop());
            return panel;
        }
        if (saved != null) {
            addButton(panel, "continue", Words.get("menu.continue"), id, () -> ((Navigator) getApplication()).continueGame(saved));
            Label which = panel.addChild(new Label(continues(settings, saved), UrStyle.BODY, UrStyle.NAME));
            which.setMaxWidth(520);
            which.setFontSize(20f);
            which.setInsets(new com.simsilica.lemur.Insets3f(0, 12, 6, 10));
        }
        addButton(panel, "play", Words.get("menu.play"), id, () -> screens().show(GameSetupScreen.class));
        addButton(panel, "learn", Words.get("menu.learn"), id, () -> ((Navigator) getApplication()).showLessons());
        addButton(panel, "saved", Words.get("menu.saved"), id, () -> screens().show(SavedGamesScreen.class));
        addButton(panel, "rules", Words.get("menu.rules"), id, () -> screens().show(RulesScreen.class));
        addButton(panel, "settings", Words.get("menu.settings"), id, () -> screens().show(SettingsScreen.class));
        addButton(panel, "credits", Words.get("menu.credits"), id, () -> screens().show(CreditsScreen.class));
        addButton(panel, QUIT, Words.get("menu.quit"), id, this::quit);
        if (settings != null && settings.get().lessonsLearnt().isEmpty()) {
            Label offer = panel.addChild(new Label(Words.get("menu.newToUr"),
                    UrStyle.BODY, UrStyle.NAME));
            offer.setMaxWidth(520);
            offer.setFontSize(22f);
            offer.setColor(UrStyle.SHELL);
        }
        if (settings != null) {
            shownNotices.addAll(settings.takeNotices());
            for (String notice : shownNotices) {
                Label l = panel.addChild(new Label(notice, UrStyle.BODY, UrStyle.NAME));
                l.setMaxWidth(520);
                l.setColor(UrStyle.GOLD);
            }
        }
        return panel;
    }

    /** The notices taken for this showing of the menu: said again when the panel is built again (a question asked and answered). */
    private final java.util.List<String> shownNotices = new java.util.ArrayList<>();
    /** The keys of the buttons the menu selects itself. */
    private static final String QUIT = "quit";
    private static final String NO_STAY = "no-stay";
    /** Whether the menu asks before quitting. */
    private boolean asking;
    /** Whether a game in progress is offered to continue (then Quit asks once). */
    private boolean gameInProgress;

    /** Quit: at once, or, with a game in progress, after asking once. */
    private void quit() {
        if (!gameInProgress) {
            getApplication().stop();
            return;
        }
        asking = true;
        rebuild();
        select(NO_STAY);
    }

    private void stay() {
        asking = false;
        rebuild();
        select(QUIT);
    }

    @Override
    protected boolean escape() {
        if (!asking) {
            return false;
        }
        stay();
        return true;
    }

    /** The line under Continue: the rules, who the person plays, how far the game went and when it was saved. */
    private static String continues(SettingsState settings, SavedGames.Saved saved) {
        Settings s = settings.get();
        PlaySetup setup = saved.setup();
        String opponent = null;
        if (setup.isHuman(Player.LIGHT) != setup.isHuman(Player.DARK)) {
            opponent = PlayerNames.describe(s, setup, setup.isHuman(Player.LIGHT) ? Player.DARK : Player.LIGHT);
        }
        int moves = (int) saved.record().entries().stream().filter(e -> e.move() != null).count();
        return MenuWords.continues(saved.record().rules().displayName(), opponent, PlayerNames.describe(s, setup, Player.LIGHT),
                PlayerNames.describe(s, setup, Player.DARK), moves, settings.saves().currentSavedAt());
    }

    @Override
    protected void onEnable() {
        asking = false;
        shownNotices.clear();
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
