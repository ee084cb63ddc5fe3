package net.ur.client.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.app.SimpleApplication;
import com.simsilica.lemur.Panel;
import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.testing.AppDriver;
import org.junit.jupiter.api.Test;

/** The review panel's progress bar is laid out as wide as the chart. */
class ReviewPanelHeadlessTest {

    /** Buttons that do nothing. */
    private static final ReviewPanel.Commands NOTHING = new ReviewPanel.Commands() {
        public void toStart() { }

        public void back() { }

        public void autoplay() { }

        public void forward() { }

        public void toEnd() { }

        public void speed() { }

        public void jump(int stop) { }

        public void takeOver(boolean computer) { }

        public void leave() { }
    };

    @Test
    void theProgressBarIsLaidOut() {
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            ReviewPanel panel = driver.call(() -> {
                ReviewPanel p = new ReviewPanel(ReplayHeadlessTest.seeded("finkel-2p", 1).record(), pl -> pl.displayName(),
                        NOTHING);
                ((SimpleApplication) app).getGuiNode().attachChild(p.root());
                p.progress(0.4, "Reviewing");
                return p;
            });
            driver.frames(3);
            String sizes = driver.call(() -> {
                StringBuilder b = new StringBuilder();
                for (com.jme3.scene.Spatial s : panel.chartHolder().getLayout().getChildren()) {
                    b.append(s.getClass().getSimpleName()).append(' ').append(((Panel) s).getSize()).append(' ').append(s.getWorldTranslation()).append(s.getCullHint()).append('\n');
                }
                return b.toString();
            });
            assertTrue(sizes.contains("(480.0, 18.0"), "the bar is as wide as the chart: " + sizes);
        }
    }
}
