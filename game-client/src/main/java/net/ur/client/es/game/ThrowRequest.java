package net.ur.client.es.game;

import java.util.List;
import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;

/**
 * How the dice are thrown, as a side's throw request asks: how hard, where to, and for an
 * arranged throw the faces they are to come to rest on.
 *
 * <p>An arranged throw is for an actor whose roll is decided elsewhere: a lesson's script, the roll
 * both sides of a network game agreed on, a replay's record. The dice still fly and tumble as the
 * physics throws them; they come to rest on the faces asked, because each die's collision shape is
 * symmetric and the die is drawn turned by one of its symmetries (see the dice system). The person's
 * hands and the computer players throw freely.
 *
 * @param strength how hard, 0.5 (a gentle toss) to 1.5 (a flick of the mouse)
 * @param aim the direction of the throw across the table, in radians from straight ahead (away
 *     from the player), -{@value #MAX_AIM} (to the left) to {@value #MAX_AIM} (to the right)
 * @param arranged the faces the dice are to rest on, one per die in the order of their
 *     {@code DieId} index (as {@link DiceResult#faces()} reads them), or null for a free throw
 */
public record ThrowRequest(float strength, float aim, List<Integer> arranged) implements EntityComponent {

    /** The widest aim of a throw either side of straight ahead, in radians (about 34 degrees). */
    public static final float MAX_AIM = 0.6f;

    /** Validates the component. */
    public ThrowRequest {
        Validate.inRange(strength, "strength", 0.5f, 1.5f);
        Validate.inRange(aim, "aim", -MAX_AIM, MAX_AIM);
        if (arranged != null) {
            Validate.nonEmpty(arranged, "arranged");
            arranged = List.copyOf(arranged); // refuses a missing face (null)
        }
    }

    /**
     * A free throw in a direction.
     *
     * @param strength how hard, 0.5 to 1.5
     * @param aim radians from straight ahead, within ±{@value #MAX_AIM}
     */
    public ThrowRequest(float strength, float aim) {
        this(strength, aim, null);
    }

    /**
     * A free throw straight ahead.
     *
     * @param strength how hard, 0.5 to 1.5
     */
    public ThrowRequest(float strength) {
        this(strength, 0f, null);
    }

    /**
     * A throw straight ahead whose dice come to rest on the faces given.
     *
     * @param faces one per die, as {@link DiceResult#faces()} reads them; not null
     * @return the throw
     */
    public static ThrowRequest arranged(List<Integer> faces) {
        Validate.nonNull(faces, "faces");
        return new ThrowRequest(1f, 0f, faces);
    }

    /** Whether the dice are to come to rest on faces given beforehand. */
    public boolean isArranged() {
        return arranged != null;
    }
}
