package net.ur.client.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;

/**
 * A screen whose feature is still being built (the rules, the settings): a
 * title, a line saying what will be here, and Back. Each is named so the main menu can find it.
 */
public class PlaceholderScreen extends ScreenState {

    /** Name of the rules screen (issue #10). */
    public static final String RULES = "Rules";

    /**
     * Creates a placeholder screen.
     *
     * @param name one of {@link #RULES}, {@link #SETTINGS}
     */
    public PlaceholderScreen(String name) {
        if (!RULES.equals(name)) {
            throw new IllegalArgumentException("unknown placeholder screen '" + name + "'");
        }
        setId(idOf(name));
        this.name = name;
    }

    private final String name;

    /**
     * The app state id of the placeholder screen with the given name.
     *
     * @param name the screen's name
     * @return its id
     */
    public static String idOf(String name) {
        return "screen." + name;
    }

    /** The screen's name. */
    public String getName() {
        return name;
    }

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label(name, UrStyle.SUBTITLE, UrStyle.NAME));
        Label body = panel.addChild(new Label(text(), UrStyle.BODY, UrStyle.NAME));
        body.setMaxWidth(560);
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 16, 0));
        addButton(panel, "Back", UrStyle.MENU_BUTTON.getId(), () -> screens().back());
        return panel;
    }

    private String text() {
        switch (name) {
            default:
                return "Race all your pieces along the route and off the board before your opponent. "
                        + "Land on an opponent's piece to send it back; the rosettes are lucky houses. "
                        + "The illustrated rules of every rule set come here.";
        }
    }
}
