package net.ur.client.view;

import com.jme3.collision.CollisionResults;
import com.jme3.math.Ray;
import com.jme3.renderer.Camera;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.simsilica.es.EntityId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import jme3utilities.Validate;

/**
 * What of the table is under a ray from the pointer, and where an entity falls on the screen: a
 * small service of the view, not an app state and not a system. The view makes it over its own
 * spatials ({@link ModelViewState#pick}), and the table's composer hands it to the person's input
 * and the HUD, which read the picture through it without reaching into the view's state. A pick
 * is answered in entities: the spatials hit are taken back to the entities they show. Why a pick
 * is not a component: the pointer moves between the frames' updates and a click asks at once what
 * is under it, while a component written by a system would be a frame old.
 */
public final class ScenePick {

    private final Node root;
    private final Function<EntityId, Spatial> spatials;

    /**
     * @param root the node the entities' spatials hang under; not null
     * @param spatials each entity's spatial, or null for one that has none; not null
     */
    ScenePick(Node root, Function<EntityId, Spatial> spatials) {
        Validate.nonNull(root, "root");
        Validate.nonNull(spatials, "spatials");
        this.root = root;
        this.spatials = spatials;
    }

    /**
     * The entities a ray meets, nearest first, each once.
     *
     * @param ray the ray, from the camera through the pointer; not null
     * @return the entities, in the order the ray meets them
     */
    public List<EntityId> under(Ray ray) {
        Validate.nonNull(ray, "ray");
        CollisionResults results = new CollisionResults();
        root.collideWith(ray, results);
        List<EntityId> hit = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            EntityId id = ModelViewState.entityOf(results.getCollision(i).getGeometry());
            if (id != null && !hit.contains(id)) {
                hit.add(id);
            }
        }
        return hit;
    }

    /**
     * Where an entity falls on the screen ({@link ScreenBoxes#of}).
     *
     * @param cam the camera that draws it; not null
     * @param id the entity; not null
     * @return {left, bottom, right, top} in pixels, or null when the entity is not drawn
     */
    public float[] screenBox(Camera cam, EntityId id) {
        Validate.nonNull(cam, "cam");
        Spatial s = spatials.apply(id);
        return s == null ? null : ScreenBoxes.of(cam, s);
    }
}
