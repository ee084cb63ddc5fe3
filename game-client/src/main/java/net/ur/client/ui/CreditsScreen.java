package net.ur.client.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.words.Words;

/** The credits: the historical sources of the rules and the projects the game is built with. */
public class CreditsScreen extends ScreenState {

    /** The credit lines, the keys of a heading and its entry ({@code credits.KEY} and {@code credits.KEY.text}), in the order shown; an empty heading continues the one above. */
    static final String[] CREDITS = {"game", "rules", "dig", "museum", "royalur", "built", "type", "version"};

    /** The headings that stand above their entries; the others continue the heading before them. */
    private static final java.util.Set<String> HEADED = java.util.Set.of("game", "rules", "built", "type", "version");

    /** The space between the headings' column and the entries', in pixels. */
    static final float GUTTER = 24f;

    /**
     * The game's version, from the manifest of the game's jar (the pom's version).
     *
     * @return the version, or "development build" when the classes do not come from a built jar
     */
    public static String version() {
        String v = CreditsScreen.class.getPackage().getImplementationVersion();
        return v == null ? Words.get("credits.development") : v;
    }

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label(Words.get("credits.title"), UrStyle.SUBTITLE, UrStyle.NAME));
        Container table = panel.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Last)));
        for (String row : CREDITS) {
            Label heading = new Label(HEADED.contains(row) ? Words.get("credits." + row) : "", UrStyle.BODY, UrStyle.NAME);
            heading.setColor(UrStyle.GOLD);
            table.addChild(heading);
            Label entry = table.addChild(new Label(row.equals("version") ? version() : Words.get("credits." + row + ".text"), UrStyle.BODY, UrStyle.NAME), 1);
            entry.setMaxWidth(640);
            // The gutter between a heading and its entry: the columns touch otherwise.
            entry.setInsets(new Insets3f(0, GUTTER, 0, 0));
        }
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 16, 0));
        addButton(panel, "back", Words.get("common.back"), UrStyle.MENU_BUTTON.getId(), () -> screens().back());
        return panel;
    }
}
