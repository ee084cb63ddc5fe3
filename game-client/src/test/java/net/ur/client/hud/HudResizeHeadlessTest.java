package net.ur.client.hud;

import net.ur.client.settings.PlaySetup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.simsilica.lemur.Label;
import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import org.junit.jupiter.api.Test;

/** The status line stays centred when the window is made narrower (Lemur never shrinks a label by itself). */
class HudResizeHeadlessTest {

    /** The centre, in pixels, of the label showing the status line. */
    private static float statusCentre(UrApp app) {
        HudState hud = app.getStateManager().getState(HudState.class);
        String text = hud.statusText();
        Label[] found = new Label[1];
        app.getGuiNode().depthFirstTraversal(s -> {
            if (s instanceof Label l && text.equals(l.getText())) {
                found[0] = l;
            }
        });
        assertNotNull(found[0], "the status line is shown: " + text);
        return found[0].getWorldTranslation().x + found[0].getSize().x * found[0].getWorldScale().x / 2;
    }

    @Test
    void theStatusLineIsCentredBeforeAndAfterTheWindowNarrows() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(5);
            assertFalse(driver.call(() -> app.getStateManager().getState(HudState.class).statusText()).isEmpty());
            assertEquals(640f, driver.call(() -> statusCentre(app)), 1f, "centred at 1280 wide");
            driver.run(() -> {
                app.getCamera().resize(1024, 600, true);
                app.getGuiViewPort().getCamera().resize(1024, 600, true);
            });
            driver.frames(5);
            assertEquals(512f, driver.call(() -> statusCentre(app)), 1f, "centred at 1024 wide");
        }
    }
}
