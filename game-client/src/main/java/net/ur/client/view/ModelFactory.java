package net.ur.client.view;

import com.jme3.scene.Spatial;
import net.ur.client.es.components.ModelType;

/** Makes the spatial that shows an entity of a model type; the view calls it once per entity. */
public interface ModelFactory {

    /**
     * Makes a new spatial.
     *
     * @param type the model type, not null
     * @return a new spatial, its origin at the bottom centre of the object
     * @throws IllegalArgumentException if the type is unknown
     */
    Spatial create(ModelType type);
}
