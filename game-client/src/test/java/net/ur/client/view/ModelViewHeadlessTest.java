package net.ur.client.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.Position;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import org.junit.jupiter.api.Test;

/**
 * The view follows the entities: a node appears with its entity, follows its position, holds one
 * model of its model type (made anew when the type changes), and goes with the entity; picking
 * any part of it leads back to the entity.
 */
class ModelViewHeadlessTest {

    @Test
    void eachEntityIsDrawnByANodeThatFollowsItsComponents() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("ravensburg", PlaySetup.HUMAN, PlaySetup.HUMAN, 1));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            ModelViewState view = driver.call(() -> app.getStateManager().getState(ModelViewState.class));
            EntityId id = driver.call(() -> {
                EntityId e = ed.createEntity();
                ed.setComponents(e, ModelType.PIECE_LIGHT, Position.at(new Vector3f(0.1f, 0.8f, 0.2f)));
                return e;
            });
            driver.frames(1);
            Node node = (Node) driver.call(() -> view.spatialOf(id));
            assertNotNull(node, "the entity is drawn");
            assertEquals(new Vector3f(0.1f, 0.8f, 0.2f), driver.call(node::getLocalTranslation));
            assertEquals(id, driver.call(() -> ModelViewState.entityOf(models(node) == 1 ? node.getChild(0) : null)),
                    "picking the model leads back to the entity");
            assertEquals("piece.light", driver.call(() -> node.getUserData(ModelViewState.TYPE_KEY)));

            driver.run(() -> ed.setComponents(id, ModelType.PIECE_LIGHT_RED, Position.at(new Vector3f(0.3f, 0.8f, 0.2f))));
            driver.frames(1);
            assertEquals("piece.light.red", driver.call(() -> node.getUserData(ModelViewState.TYPE_KEY)), "a new model for a new type");
            assertEquals(1, (int) driver.call(() -> models(node)), "one model, the old one gone");
            assertEquals(new Vector3f(0.3f, 0.8f, 0.2f), driver.call(node::getLocalTranslation));

            driver.run(() -> ed.removeEntity(id));
            driver.frames(1);
            assertNull(driver.call(() -> view.spatialOf(id)), "the entity's node goes with it");
            assertNull(driver.call(node::getParent), "and is taken off the scene");
        }
    }

    private static int models(Node node) {
        int n = 0;
        for (Spatial s : node.getChildren()) {
            if (!"Halo".equals(s.getName())) {
                n++;
            }
        }
        return n;
    }
}
