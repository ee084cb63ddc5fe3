package net.ur.client.es.components;

import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.simsilica.es.EntityComponent;
import java.util.List;
import jme3utilities.Validate;

/**
 * A journey an entity is on: legs taken one after another, each from a place to a place in given
 * seconds (eased in and out), lifted in an arc on the way and begun after a wait. The system that
 * decides a journey (a move, counters changing hands, the winner's hops) writes it; the motion
 * system alone follows it, writing the entity's {@link Position}, and removes it on arrival. While
 * any entity travels, the table is busy.
 *
 * @param legs the legs in order, at least one; not null
 */
public record Travel(List<Leg> legs) implements EntityComponent {

    /** Validates the component and copies the legs. */
    public Travel {
        Validate.nonEmpty(legs, "legs");
        legs = List.copyOf(legs);
    }

    /** The seconds from the start of the travel to its arrival, waits included. */
    public float seconds() {
        float t = 0;
        for (Leg leg : legs) {
            t += leg.delay() + leg.seconds();
        }
        return t;
    }

    /**
     * One leg of a travel.
     *
     * @param from where it starts; not null
     * @param to where it ends; not null
     * @param turn how the entity is turned during the leg, or null to keep its turn
     * @param seconds how long the leg takes, more than 0
     * @param lift the arc's height at the middle of the leg, in metres (0 for none)
     * @param delay seconds of stillness before the leg begins, at least 0
     */
    public record Leg(Vector3f from, Vector3f to, Quaternion turn, float seconds, float lift, float delay) {

        /** Validates and copies the vectors. */
        public Leg {
            Validate.nonNull(from, "from");
            Validate.nonNull(to, "to");
            Validate.positive(seconds, "seconds");
            Validate.nonNegative(delay, "delay");
            Validate.nonNegative(lift, "lift");
            from = from.clone();
            to = to.clone();
            turn = turn == null ? null : turn.clone();
        }

        /**
         * Where the entity is a share of the way along the leg: eased in and out (smoothstep),
         * lifted by the arc.
         *
         * @param f 0 (the start) to 1 (the end)
         * @return a new point
         */
        public Vector3f at(float f) {
            float eased = f * f * (3 - 2 * f);
            Vector3f p = from.clone().interpolateLocal(to, eased);
            p.y += lift * 4 * f * (1 - f);
            return p;
        }
    }
}
