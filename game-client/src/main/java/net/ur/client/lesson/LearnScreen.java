package net.ur.client.lesson;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import java.util.Set;
import net.ur.client.settings.SettingsState;
import net.ur.client.ui.Navigator;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.UrStyle;

/**
 * Learn to play: one lesson per family of rules, each a short guided game at the table, the ones
 * already played to their end marked as learnt. Built anew each time it is shown.
 */
public class LearnScreen extends ScreenState {

    /** The mark of a lesson learnt. */
    public static final String LEARNT = "\u2713 learnt";

    private Label problem;

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label("Learn to play", UrStyle.SUBTITLE, UrStyle.NAME));
        Label intro = panel.addChild(new Label("A short game at the table for each family of rules: the lesson shows you"
                + " each rule as it comes, and you make every move.", UrStyle.BODY, UrStyle.NAME));
        intro.setMaxWidth(620);
        intro.setFontSize(22f);
        SettingsState settings = getState(SettingsState.class);
        Set<String> learnt = settings == null ? Set.of() : settings.get().lessonsLearnt();
        String id = UrStyle.MENU_BUTTON.getId();
        for (String lesson : Lesson.IDS) {
            Lesson l;
            try {
                l = Lesson.load(lesson);
            } catch (LessonException e) {
                continue; // said when it is chosen; the other lessons stay offered
            }
            String title = l.title() + (learnt.contains(lesson) ? "   " + LEARNT : "");
            addButton(panel, lesson, title, id, () -> start(lesson));
            Label summary = panel.addChild(new Label(l.summary(), UrStyle.BODY, UrStyle.NAME));
            summary.setMaxWidth(620);
            summary.setFontSize(20f);
            summary.setColor(UrStyle.GOLD);
        }
        problem = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
        problem.setMaxWidth(620);
        problem.setColor(UrStyle.CARNELIAN);
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 12, 0));
        addButton(panel, "Back", id, () -> screens().back());
        return panel;
    }

    private void start(String lesson) {
        String why = ((Navigator) getApplication()).startLesson(lesson);
        if (why != null) {
            problem.setText("This lesson cannot be played: " + why);
            contentChanged();
        }
    }

    @Override
    protected boolean rebuildOnShow() {
        return true;
    }
}
