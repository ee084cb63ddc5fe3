package net.ur.client.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.UrApp;
import net.ur.client.testing.AppDriver;
import net.ur.client.render.ContactShadow;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * At LOW quality (no shadow map) every piece, die and coin on the table stands on a soft contact
 * shadow: a blob lying on the surface right under it (the board's top or the table's), except a
 * coin on another coin, whose stack's lowest coin grounds it. At MEDIUM the shadow map does it and
 * no blob is made.
 */
class ContactShadowHeadlessTest {

    @ParameterizedTest
    @ValueSource(strings = {"babylonian", "finkel", "ravensburg"})
    void everyThingOnTheTableIsGroundedAtLow(String rules) {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.LOW);
        UrApp app = new UrApp(options, new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(options))) {
            driver.frames(5);
            List<String> problems = new ArrayList<>();
            int[] counts = driver.call(() -> {
                int shown = 0;
                int stacked = 0;
                Node entities = app.getStateManager().getState(ModelViewState.class).getRoot();
                for (Spatial s : entities.getChildren()) {
                    Node thing = modelOf((Node) s);
                    ContactShadow blob = thing == null ? null : thing.getControl(ContactShadow.class);
                    if (blob == null) {
                        problems.add(s.getName() + " has no contact shadow");
                        continue;
                    }
                    if (!blob.isShown()) {
                        if (thing.getName().contains("coin") && thing.getWorldTranslation().y > net.ur.client.board.BoardLayout.TABLE_TOP + 0.001f) {
                            stacked++;
                        } else {
                            problems.add(thing.getName() + " at " + thing.getWorldTranslation() + " has its blob hidden");
                        }
                        continue;
                    }
                    shown++;
                    float below = thing.getWorldTranslation().y - blob.centre().y;
                    float across = thing.getWorldTranslation().clone().setY(0).distance(blob.centre().setY(0));
                    if (!(blob.alpha() > 0.5f && blob.size() >= blob.radius())) {
                        problems.add(thing.getName() + ": a resting thing's blob is dark and full size, not " + blob.alpha() + " / " + blob.size());
                    }
                    if (thing.getName().startsWith("Piece") || thing.getName().contains("coin")) {
                        // Resting on their origin: the blob lies on the same surface (within a millimetre), under
                        // the middle of the footprint (a bird's beak and tail move that a few millimetres).
                        if (Math.abs(below) > 0.001f || across > 0.006f) {
                            problems.add(String.format(Locale.ROOT, "%s: blob %.4f m below, %.4f m across", thing.getName(), below, across));
                        }
                    } else if (!(below > -0.001f && below < 0.03f)) {
                        problems.add(String.format(Locale.ROOT, "%s: blob %.4f m below its centre", thing.getName(), below));
                    }
                }
                return new int[] {shown, stacked};
            });
            assertTrue(problems.isEmpty(), problems.toString());
            assertTrue(counts[0] >= 10, "blobs shown: " + counts[0]);
            if ("babylonian".equals(rules)) {
                assertTrue(counts[1] > 0, "coins on coins have no blob of their own");
            } else {
                assertEquals(0, counts[1]);
            }
        }
    }

    /** The model under an entity's node of the view that carries a contact shadow, or null. */
    private static Node modelOf(Node entity) {
        Node[] found = {null};
        entity.depthFirstTraversal(sp -> {
            if (found[0] == null && sp instanceof Node n && n.getControl(ContactShadow.class) != null) {
                found[0] = n;
            }
        });
        return found[0];
    }

    @org.junit.jupiter.api.Test
    void mediumHasNoBlobs() {
        GameOptions options = new GameOptions(1280, 720, false, false, GameOptions.Quality.MEDIUM);
        UrApp app = new UrApp(options, new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 5));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(options))) {
            driver.frames(3);
            int blobs = driver.call(() -> {
                int n = 0;
                for (Spatial s : app.getStateManager().getState(ModelViewState.class).getRoot().getChildren()) {
                    n += modelOf((Node) s) == null ? 0 : 1;
                }
                return n;
            });
            assertEquals(0, blobs);
        }
    }
}
