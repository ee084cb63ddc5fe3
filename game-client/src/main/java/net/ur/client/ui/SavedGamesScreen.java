package net.ur.client.ui;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import net.ur.client.game.PlayerNames;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.rules.Player;

/**
 * The saved games screen: the games the player kept (from the pause panel or at a game's end),
 * the newest first, each with its rule set, players, date, moves and whether it was finished.
 * Choosing one (click or Enter) and then Load resumes it, or shows a finished game's end; Review
 * replays it at the table with its review; Luck of the dice shows the dice over all of them; Export
 * writes it as RGN to the exports folder and says where. A file that cannot be read is shown as
 * such and left alone.
 */
public class SavedGamesScreen extends ScreenState {

    /** How many games a page lists. */
    static final int PAGE = 7;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm", Locale.ENGLISH);
    private static final ColorRGBA UNREADABLE = new ColorRGBA(0.85f, 0.45f, 0.35f, 1f);

    private List<SavedGames.Kept> kept = List.of();
    private int first;
    private SavedGames.Kept chosen;
    private String message = "";
    private Label messageLine;

    @Override
    protected boolean rebuildOnShow() {
        return true;
    }

    @Override
    protected void onEnable() {
        SavedGames saves = saves();
        kept = saves == null ? List.of() : saves.list();
        first = 0;
        chosen = null;
        message = "";
        super.onEnable();
    }

    private SavedGames saves() {
        SettingsState s = getState(SettingsState.class);
        return s == null ? null : s.saves();
    }

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label("Saved games", UrStyle.SUBTITLE, UrStyle.NAME));
        SavedGames saves = saves();
        if (kept.isEmpty()) {
            Label none = panel.addChild(new Label("No games have been kept yet. Keep one from the pause panel (Esc) or at "
                    + "the end of a game." + (saves == null ? "" : " They are kept in " + saves.keptFolder() + "."),
                    UrStyle.BODY, UrStyle.NAME));
            none.setMaxWidth(760);
        } else {
            int last = Math.min(kept.size(), first + PAGE);
            for (int i = first; i < last; i++) {
                SavedGames.Kept k = kept.get(i);
                Button b = addButton(panel, describe(k), UrStyle.BODY.getId(), () -> choose(k));
                b.setFontSize(22f);
                if (!k.readable()) {
                    setBaseColor(b, UNREADABLE);
                }
            }
            if (kept.size() > PAGE) {
                Label page = panel.addChild(new Label("Games " + (first + 1) + " to " + last + " of " + kept.size(),
                        UrStyle.BODY, UrStyle.NAME));
                page.setFontSize(20f);
            }
        }
        messageLine = panel.addChild(new Label(message, UrStyle.BODY, UrStyle.NAME));
        messageLine.setMaxWidth(760);
        messageLine.setFontSize(20f);
        messageLine.setColor(UrStyle.GOLD);
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 8, 0));
        Container actions = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
        String id = UrStyle.MENU_BUTTON.getId();
        if (!kept.isEmpty()) {
            addButton(actions, "Load", id, this::load);
            addButton(actions, "Review", id, this::review);
            addButton(actions, "Export as RGN", id, this::export);
            addButton(actions, "Luck of the dice", id, () -> screens().show(LuckScreen.class));
        }
        if (first + PAGE < kept.size()) {
            addButton(actions, "Older", id, () -> turn(PAGE));
        }
        if (first > 0) {
            addButton(actions, "Newer", id, () -> turn(-PAGE));
        }
        addButton(actions, "Back", id, () -> screens().back());
        return panel;
    }

    /**
     * The line that lists a kept game.
     *
     * @param k the kept game; not null
     * @return e.g. {@code 22 Nov 2026, 04:30   Finkel   Light v Dark (computer: expert)   23 moves, finished: Light won}
     */
    String describe(SavedGames.Kept k) {
        if (!k.readable()) {
            return k.file().getFileName() + ": cannot be read (" + shorten(k.problem()) + ")";
        }
        SettingsState state = getState(SettingsState.class);
        Settings settings = state == null ? null : state.get();
        var setup = k.saved().setup();
        String rules = k.saved().record().rules().displayName();
        String date = k.savedAt().equals(LocalDateTime.MIN) ? "undated" : k.savedAt().format(DATE);
        String end;
        if (k.finished()) {
            Player w = k.saved().record().state().winner();
            end = "finished: " + (w == null ? "over" : PlayerNames.name(settings, setup, w) + " won");
        } else {
            end = "unfinished";
        }
        return date + "   " + rules + "   " + PlayerNames.describe(settings, setup, Player.LIGHT) + " v "
                + PlayerNames.describe(settings, setup, Player.DARK) + "   " + k.moves() + (k.moves() == 1 ? " move, " : " moves, ") + end;
    }

    private static String shorten(String s) {
        String t = s == null ? "unknown error" : s;
        return t.length() > 70 ? t.substring(0, 67) + "\u2026" : t;
    }

    private void choose(SavedGames.Kept k) {
        chosen = k;
        say(k.readable() ? "Chosen: " + describe(k) + ". Load it, review it, or export it as RGN."
                : "This file cannot be read: " + k.problem() + ". It is left as it is in " + k.file().getParent() + ".");
    }

    private void say(String text) {
        message = text;
        if (messageLine != null) {
            messageLine.setText(text);
            contentChanged();
        }
    }

    private void turn(int delta) {
        first = Math.max(0, Math.min(kept.size() - 1, first + delta));
        chosen = null;
        message = "";
        rebuild();
    }

    /** Loads the chosen game: resumes an unfinished one, shows the end of a finished one. */
    private void load() {
        if (chosen == null) {
            say("Choose a game first (click it, or Enter on it).");
            return;
        }
        if (!chosen.readable()) {
            say("This file cannot be read, so it cannot be loaded: " + chosen.problem());
            return;
        }
        // The game in progress (Continue), if it is another, is kept among the saved games as the
        // loaded game starts (PlaySessionState).
        ((Navigator) getApplication()).continueGame(chosen.saved());
    }

    /** Opens the chosen game's review and replay at the table. */
    private void review() {
        if (chosen == null) {
            say("Choose a game first (click it, or Enter on it).");
            return;
        }
        if (!chosen.readable()) {
            say("This file cannot be read, so it cannot be reviewed: " + chosen.problem());
            return;
        }
        ((Navigator) getApplication()).review(chosen.saved().setup(), chosen.saved().record());
    }

    private void export() {
        if (chosen == null) {
            say("Choose a game first (click it, or Enter on it).");
            return;
        }
        SavedGames saves = saves();
        if (saves == null) {
            return;
        }
        try {
            Path file = saves.exportRgn(chosen);
            say("Written as RGN to " + file + ".");
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
        } catch (IOException e) {
            say("The RGN file could not be written: " + e.getMessage());
        }
    }

    /** The game chosen in the list, for tests; null if none. */
    public SavedGames.Kept chosen() {
        return chosen;
    }

    /** The message line's text, for tests. */
    public String message() {
        return message;
    }
}
