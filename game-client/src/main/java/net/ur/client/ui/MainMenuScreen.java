package net.ur.client.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;

/**
 * The main menu: the game's title and the way to every other screen (Play, Rules, Settings,
 * Credits) or out of the game (Quit), on a panel at the left of the room.
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
        addButton(panel, "Play", id, () -> screens().show(GameSetupScreen.class));
        addButton(panel, "Rules", id, () -> screens().show(screen(PlaceholderScreen.RULES)));
        addButton(panel, "Settings", id, () -> screens().show(screen(PlaceholderScreen.SETTINGS)));
        addButton(panel, "Credits", id, () -> screens().show(CreditsScreen.class));
        addButton(panel, "Quit", id, () -> getApplication().stop());
        return panel;
    }

    private PlaceholderScreen screen(String name) {
        PlaceholderScreen s = getStateManager().getState(PlaceholderScreen.idOf(name), PlaceholderScreen.class);
        if (s == null) {
            throw new IllegalStateException("no placeholder screen named " + name + " is attached");
        }
        return s;
    }

    @Override
    protected void layout(Panel panel, int width, int height) {
        Vector3f size = panel.getPreferredSize();
        float x = Math.max(24f, width * 0.06f);
        panel.setLocalTranslation(x, (height + size.y) / 2f, 10f);
    }
}
