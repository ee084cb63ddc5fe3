package net.ur.client.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;

/** The credits: the historical sources of the rules and the projects the game is built with. */
public class CreditsScreen extends ScreenState {

    /** The credit lines, a heading and its entries, in the order shown. */
    static final String[][] CREDITS = {
        {"The game", "The Royal Game of Ur, Mesopotamia, c. 2600 BC"},
        {"Rules", "Irving Finkel, 'On the Rules for the Royal Game of Ur' (2007), from the Babylonian tablet BM 33333B"},
        {"", "Sir Leonard Woolley's excavation of the Royal Cemetery at Ur, 1926-27"},
        {"", "The British Museum, keeper of the boards and of the tablet"},
        {"", "RoyalUr.net, for the classic rule sets and the RGN notation"},
        {"Built with", "jMonkeyEngine, Lemur and Zay-ES (Paul Speed), Minie (Stephen Gold)"},
        {"Type", "EB Garamond (Georg Duffner, SIL Open Font License)"},
        {"Version", version()},
    };

    /** The space between the headings' column and the entries', in pixels. */
    static final float GUTTER = 24f;

    /**
     * The game's version, from the manifest of the game's jar (the pom's version).
     *
     * @return the version, or "development build" when the classes do not come from a built jar
     */
    public static String version() {
        String v = CreditsScreen.class.getPackage().getImplementationVersion();
        return v == null ? "development build" : v;
    }

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label("Credits", UrStyle.SUBTITLE, UrStyle.NAME));
        Container table = panel.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Last)));
        for (String[] row : CREDITS) {
            Label heading = new Label(row[0], UrStyle.BODY, UrStyle.NAME);
            heading.setColor(UrStyle.GOLD);
            table.addChild(heading);
            Label entry = table.addChild(new Label(row[1], UrStyle.BODY, UrStyle.NAME), 1);
            entry.setMaxWidth(640);
            // The gutter between a heading and its entry: the columns touch otherwise.
            entry.setInsets(new Insets3f(0, GUTTER, 0, 0));
        }
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 16, 0));
        addButton(panel, "Back", UrStyle.MENU_BUTTON.getId(), () -> screens().back());
        return panel;
    }
}
