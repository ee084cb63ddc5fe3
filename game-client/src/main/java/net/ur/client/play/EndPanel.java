package net.ur.client.play;

import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.UrStyle;
import net.ur.rules.GameState;
import net.ur.rules.Player;

/**
 * The end of a game: who won, each side's moves and captures, and the way on (play again with the
 * same players and rules, or the main menu). Shown over the table by
 * {@link net.ur.client.ui.Screens}, worked by the mouse or the keyboard; built anew for each game.
 */
public class EndPanel extends ScreenState {

    private final PlaySession session;

    /**
     * @param session the game that ended; not null
     */
    public EndPanel(PlaySession session) {
        if (session == null) {
            throw new IllegalArgumentException("session must not be null");
        }
        this.session = session;
    }

    @Override
    protected Panel build() {
        GameState s = session.state();
        SettingsState state = getState(SettingsState.class);
        Settings settings = state == null ? null : state.get();
        Player w = s.winner();
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label(w == null ? PlaySession.endText(s) : PlayerNames.name(settings, session.setup(), w) + " wins!",
                UrStyle.SUBTITLE, UrStyle.NAME));
        int[] moves = new int[2];
        int[] captures = new int[2];
        // From the record, so that a game continued or loaded is counted from its first move.
        for (net.ur.rules.record.RecordEntry e : session.game().record().entries()) {
            if (e.move() != null) {
                moves[e.player().ordinal()]++;
                if (e.move().isCapture()) {
                    captures[e.player().ordinal()]++;
                }
            }
        }
        for (Player p : Player.values()) {
            int m = moves[p.ordinal()];
            int c = captures[p.ordinal()];
            Label l = panel.addChild(new Label(PlayerNames.describe(settings, session.setup(), p) + ": " + m
                    + (m == 1 ? " move, " : " moves, ") + c + (c == 1 ? " capture" : " captures")
                    + session.countersSummary(p), UrStyle.BODY, UrStyle.NAME));
            l.setColor(p == w ? UrStyle.GOLD : UrStyle.SHELL);
        }
        if (!session.matchLine().isEmpty()) {
            Label match = panel.addChild(new Label(session.matchLine(), UrStyle.BODY, UrStyle.NAME));
            match.setMaxWidth(520);
        }
        String id = UrStyle.MENU_BUTTON.getId();
        addButton(panel, "Play again", id, () -> game().restartSame());
        Label kept = new Label("", UrStyle.BODY, UrStyle.NAME);
        kept.setFontSize(20f);
        kept.setMaxWidth(560);
        kept.setColor(UrStyle.GOLD);
        addButton(panel, "Keep this game", id, () -> {
            kept.setText(game().keep());
            if (kept.getParent() == null) {
                panel.addChild(kept);
            }
            contentChanged();
        });
        addButton(panel, "Main menu", id, () -> game().exit());
        return panel;
    }

    @Override
    protected boolean rebuildOnShow() {
        return true;
    }

    private PlaySessionState game() {
        return getState(PlaySessionState.class);
    }
}
