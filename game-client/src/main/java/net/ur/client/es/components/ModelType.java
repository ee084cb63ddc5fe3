package net.ur.client.es.components;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * What an entity looks like: the name of a model that the view's factory knows how to make.
 *
 * @param name the model's name, e.g. {@code piece.light}; not null
 */
public record ModelType(String name) implements EntityComponent {
    /** A light classic piece. */
    public static final ModelType PIECE_LIGHT = new ModelType("piece.light");
    /** A dark classic piece. */
    public static final ModelType PIECE_DARK = new ModelType("piece.dark");
    /** A tetrahedral binary die. */
    public static final ModelType DIE_TETRA = new ModelType("die.tetra");

    /** The small astragal (Babylonian): 1 to 4. */
    public static final ModelType DIE_ASTRAGAL_SMALL = new ModelType("die.astragal.small");
    /** The broad astragal (Babylonian): yes or no. */
    public static final ModelType DIE_ASTRAGAL_BROAD = new ModelType("die.astragal.broad");
    /** The Ravensburg game's d6. */
    public static final ModelType DIE_D6 = new ModelType("die.d6");
    /** A light man of the Ravensburg game turned to its red side. */
    public static final ModelType PIECE_LIGHT_RED = new ModelType("piece.light.red");
    /** A dark man of the Ravensburg game turned to its red side. */
    public static final ModelType PIECE_DARK_RED = new ModelType("piece.dark.red");

    /** A counter of the Babylonian game: a bronze coin. */
    public static final ModelType COIN = new ModelType("coin");
    /** The bowl that holds the Babylonian game's pool. */
    public static final ModelType BOWL = new ModelType("bowl");

    /**
     * A Babylonian bird piece, e.g. {@code bird.swallow.light}.
     *
     * @param bird the bird's model name: swallow, stormbird, raven, rooster or eagle; not null
     * @param light true for the light tone
     * @return the model type
     */
    public static ModelType bird(String bird, boolean light) {
        return new ModelType("bird." + bird + "." + (light ? "light" : "dark"));
    }

    /**
     * The model of a piece: a classic disc, or a Babylonian bird in its owner's tone.
     *
     * @param piece the piece; not null
     * @return its model type
     */
    public static ModelType of(net.ur.rules.Piece piece) {
        boolean light = piece.owner() == net.ur.rules.Player.LIGHT;
        if (piece.kind().isPlain()) {
            return light ? ModelType.PIECE_LIGHT : ModelType.PIECE_DARK;
        }
        return ModelType.bird(piece.kind().key(), light);
    }

    /** Validates the component. */
    public ModelType {
        Validate.nonNull(name, "name");
        Validate.require(!name.isBlank(), "a model type's name");
    }
}
