package net.ur.client.ui;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.ur.client.game.PlayerNames;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.client.words.MenuWords;
import net.ur.rules.Player;

/**
 * The saved games screen: the player's games (those the history holds by itself and those the
 * player kept), the newest first, a row each with its date, rule set, players, moves and result.
 * A row is a line to click: the row under the pointer, or the one the arrows reach, is marked, and
 * a click (or Enter) opens it: an unfinished game goes on, a finished one opens its review. The
 * buttons under the list act on the marked row: Review replays it at the table with its review,
 * Export writes it as RGN to the exports folder, Delete and Delete all ask once and delete; Luck
 * of the dice shows the dice over all of them. A file that cannot be read is shown as such and
 * left alone (Delete all leaves it too).
 */
public class SavedGamesScreen extends ScreenState {

    /** How many games a page lists. */
    static final int PAGE = 7;
    private static final ColorRGBA UNREADABLE = new ColorRGBA(0.85f, 0.45f, 0.35f, 1f);
    /** The faint ground of every row, so that a row reads as a line to click. */
    private static final ColorRGBA ROW = new ColorRGBA(0.55f, 0.42f, 0.22f, 0.10f);
    /** The ground of the marked row, the one the buttons act on. */
    private static final ColorRGBA MARKED_ROW = new ColorRGBA(0.98f, 0.78f, 0.38f, 0.28f);

    private List<SavedGames.Kept> kept = List.of();
    private int first;
    private SavedGames.Kept chosen;
    private String message = "";
    private Label messageLine;
    private final Map<Button, SavedGames.Kept> rows = new HashMap<>();
    /** The question being asked (a deletion), or null: its text and what Yes does. */
    private String question;
    private Runnable onYes;

    @Override
    protected boolean rebuildOnShow() {
        return true;
    }

    @Override
    protected void onEnable() {
        if (!returning) {
            SavedGames saves = saves();
            kept = saves == null ? List.of() : saves.list();
            first = 0;
            chosen = null;
            message = "";
            question = null;
        }
        super.onEnable();
    }

    private SavedGames saves() {
        SettingsState s = getState(SettingsState.class);
        return s == null ? null : s.saves();
    }

    @Override
    protected Panel build() {
        rows.clear();
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label(MenuWords.SAVED_GAMES, UrStyle.SUBTITLE, UrStyle.NAME));
        SavedGames saves = saves();
        if (kept.isEmpty()) {
            Label none = panel.addChild(new Label(MenuWords.noGames(saves == null ? null : saves.historyFolder().getParent()),
                    UrStyle.BODY, UrStyle.NAME));
            none.setMaxWidth(760);
        } else if (question == null) {
            Label hint = panel.addChild(new Label(MenuWords.LIST_HINT, UrStyle.BODY, UrStyle.NAME));
            hint.setMaxWidth(760);
            hint.setFontSize(20f);
            int last = Math.min(kept.size(), first + PAGE);
            for (int i = first; i < last; i++) {
                SavedGames.Kept k = kept.get(i);
                Button b = addButton(panel, k.file().toString(), describe(k), UrStyle.BODY.getId(), () -> open(k));
                b.setFontSize(22f);
                b.setBackground(new QuadBackgroundComponent(ROW.clone()));
                rows.put(b, k);
                if (!k.readable()) {
                    setBaseColor(b, UNREADABLE);
                }
            }
            if (kept.size() > PAGE) {
                Label page = panel.addChild(new Label(MenuWords.page(first + 1, last, kept.size()), UrStyle.BODY, UrStyle.NAME));
                page.setFontSize(20f);
            }
        }
        if (question != null) {
            Label asked = panel.addChild(new Label(question, UrStyle.BODY, UrStyle.NAME));
            asked.setMaxWidth(760);
            asked.setColor(UrStyle.GOLD);
        }
        messageLine = panel.addChild(new Label(message, UrStyle.BODY, UrStyle.NAME));
        messageLine.setMaxWidth(760);
        messageLine.setFontSize(20f);
        messageLine.setColor(UrStyle.GOLD);
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 8, 0));
        String id = UrStyle.MENU_BUTTON.getId();
        if (question != null) {
            Container answers = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
            // The safe answer first, so that Enter on a question asked by mistake deletes nothing.
            addButton(answers, MenuWords.NO_KEEP, id, this::answerNo);
            addButton(answers, MenuWords.YES_DELETE, id, this::answerYes);
            return panel;
        }
        Container actions = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
        if (!kept.isEmpty()) {
            addButton(actions, MenuWords.REVIEW, id, this::review);
            addButton(actions, MenuWords.EXPORT, id, this::export);
            addButton(actions, MenuWords.DELETE, id, this::askDelete);
            addButton(actions, MenuWords.DELETE_ALL, id, this::askDeleteAll);
            actions = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
            addButton(actions, MenuWords.LUCK, id, () -> screens().show(LuckScreen.class));
        }
        if (first + PAGE < kept.size()) {
            addButton(actions, MenuWords.OLDER, id, () -> turn(PAGE));
        }
        if (first > 0) {
            addButton(actions, MenuWords.NEWER, id, () -> turn(-PAGE));
        }
        addButton(actions, MenuWords.BACK, id, () -> screens().back());
        return panel;
    }

    /** The row the pointer or the arrows reach is the marked one; its ground shows it while the selection is elsewhere. */
    @Override
    protected void selectionChanged(Button button) {
        SavedGames.Kept k = rows.get(button);
        if (k != null) {
            chosen = k;
        }
        for (Map.Entry<Button, SavedGames.Kept> row : rows.entrySet()) {
            boolean marked = chosen != null && row.getValue().file().equals(chosen.file());
            row.getKey().setBackground(new QuadBackgroundComponent((marked ? MARKED_ROW : ROW).clone()));
        }
    }

    /** Right on a row takes the keys to the buttons that act on it (Review first), the row staying marked. */
    @Override
    public void sideways(int delta) {
        if (delta > 0 && rows.containsKey(getSelected())) {
            moveTo(MenuWords.REVIEW);
            return;
        }
        super.sideways(delta);
    }

    @Override
    protected boolean escape() {
        if (question == null) {
            return false;
        }
        answerNo();
        return true;
    }

    /**
     * The line that lists a game.
     *
     * @param k the game; not null
     * @return e.g. {@code 22 Nov 2026, 04:30   Finkel   Light v Dark (computer: expert)   23 moves, finished: Light won}
     */
    String describe(SavedGames.Kept k) {
        if (!k.readable()) {
            return MenuWords.unreadableRow(k.file().getFileName().toString(), shorten(k.problem()));
        }
        SettingsState state = getState(SettingsState.class);
        Settings settings = state == null ? null : state.get();
        var setup = k.saved().setup();
        String rules = k.saved().record().rules().displayName();
        String result = null;
        if (k.finished()) {
            Player w = k.saved().record().state().winner();
            result = MenuWords.won(w == null ? null : PlayerNames.name(settings, setup, w));
        }
        return MenuWords.row(k.savedAt(), rules, PlayerNames.describe(settings, setup, Player.LIGHT),
                PlayerNames.describe(settings, setup, Player.DARK), k.moves(), result, k.keptByPlayer());
    }

    private static String shorten(String s) {
        String t = s == null ? "unknown error" : s;
        return t.length() > 70 ? t.substring(0, 67) + "\u2026" : t;
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

    /** Opens a row (a click, or Enter on it): an unfinished game goes on, a finished one opens its review. */
    private void open(SavedGames.Kept k) {
        chosen = k;
        if (!k.readable()) {
            say(MenuWords.cannotBe("opened", k.problem()) + MenuWords.leftIn(k.file().getParent()));
            return;
        }
        if (k.finished()) {
            review();
            return;
        }
        // The game in progress (Continue), if it is another, goes into the history as this one starts
        // (PlaySessionState).
        ((Navigator) getApplication()).continueGame(k.saved());
    }

    /** Opens the marked game's review and replay at the table. */
    private void review() {
        if (chosen == null) {
            say(MenuWords.CHOOSE_FIRST);
            return;
        }
        if (!chosen.readable()) {
            say(MenuWords.cannotBe("reviewed", chosen.problem()));
            return;
        }
        ((Navigator) getApplication()).review(chosen.saved().setup(), chosen.saved().record());
    }

    private void export() {
        if (chosen == null) {
            say(MenuWords.CHOOSE_FIRST);
            return;
        }
        SavedGames saves = saves();
        if (saves == null) {
            return;
        }
        try {
            Path file = saves.exportRgn(chosen);
            say(MenuWords.exported(file));
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
        } catch (IOException e) {
            say(MenuWords.notExported(e.getMessage()));
        }
    }

    private void askDelete() {
        if (chosen == null) {
            say(MenuWords.CHOOSE_FIRST);
            return;
        }
        SavedGames.Kept k = chosen;
        ask(MenuWords.askDelete(describe(k)), () -> {
            SavedGames saves = saves();
            try {
                saves.delete(k);
                afterDeleting(MenuWords.deleted(1));
            } catch (IOException e) {
                afterDeleting(MenuWords.notDeleted(e.getMessage()));
            }
        });
    }

    private void askDeleteAll() {
        int readable = (int) kept.stream().filter(SavedGames.Kept::readable).count();
        ask(MenuWords.askDeleteAll(readable, kept.size() - readable), () -> {
            SavedGames saves = saves();
            try {
                afterDeleting(MenuWords.deleted(saves.deleteAll()));
            } catch (IOException e) {
                afterDeleting(MenuWords.notDeleted(e.getMessage()));
            }
        });
    }

    private void ask(String text, Runnable yes) {
        question = text;
        onYes = yes;
        message = "";
        rebuild();
        select(MenuWords.NO_KEEP);
    }

    private void answerYes() {
        Runnable yes = onYes;
        question = null;
        onYes = null;
        if (yes != null) {
            yes.run();
        }
    }

    private void answerNo() {
        question = null;
        onYes = null;
        message = MenuWords.NOTHING_DELETED;
        SavedGames.Kept was = chosen;
        rebuild();
        if (was != null) {
            select(was.file().toString());
        }
    }

    /** The list read again after a deletion, the marked row's place kept as near as there is one. */
    private void afterDeleting(String said) {
        SavedGames saves = saves();
        int at = chosen == null ? 0 : Math.max(0, kept.indexOf(chosen));
        kept = saves == null ? List.of() : saves.list();
        chosen = null;
        first = Math.max(0, Math.min(first, (Math.max(0, kept.size() - 1) / PAGE) * PAGE));
        message = said;
        rebuild();
        if (!kept.isEmpty()) {
            select(kept.get(Math.min(at, kept.size() - 1)).file().toString());
        }
    }

    /** The game marked in the list (the one the buttons act on), for tests; null if none. */
    public SavedGames.Kept chosen() {
        return chosen;
    }

    /** The message line's text, for tests. */
    public String message() {
        return message;
    }

    /** The question asked, for tests; null when none is. */
    public String question() {
        return question;
    }
}
