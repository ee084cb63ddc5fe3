package net.ur.rules.babylonian;

import java.util.List;
import java.util.Locale;

import net.ur.rules.Piece;
import net.ur.rules.PieceKind;
import net.ur.rules.Player;

/**
 * The five pieces of a Babylonian player and what each one's identity decides: the roll that
 * launches it, the house it launches onto, and the counters it collects from the pool on a rosette
 * (and pays into the pool when it passes over a rosette to a plain house).
 */
public enum Bird {
    /** Launches with a 2 onto any house just before a rosette; 3 counters. */
    SWALLOW("swallow", "Swallow", 2, 0, 3),
    /** Launches with a 5 onto the 5th house; 4 counters. */
    STORM_BIRD("storm-bird", "Storm-bird", 5, 5, 4),
    /** Launches with a 6 onto the 6th house; 4 counters. */
    RAVEN("raven", "Raven", 6, 6, 4),
    /** Launches with a 7 onto the 7th house; 4 counters. */
    ROOSTER("rooster", "Rooster", 7, 7, 4),
    /** Launches with a 10 onto the 10th house; 5 counters. */
    EAGLE("eagle", "Eagle", 10, 10, 5);

    /** The birds in piece-number order: a player's piece number {@code i} is {@code ALL.get(i)}. */
    public static final List<Bird> ALL = List.of(values());

    private final PieceKind kind;
    private final int launchRoll;
    private final int launchHouse;
    private final int counters;

    Bird(String id, String displayName, int launchRoll, int launchHouse, int counters) {
        this.kind = new PieceKind(id, displayName);
        this.launchRoll = launchRoll;
        this.launchHouse = launchHouse;
        this.counters = counters;
    }

    /**
     * Returns the piece kind of this bird, as held by its {@link Piece}s.
     *
     * @return the kind, e.g. id {@code storm-bird}, display name {@code Storm-bird}
     */
    public PieceKind kind() {
        return kind;
    }

    /**
     * Returns the only roll that launches this bird onto the board.
     *
     * @return 2, 5, 6, 7 or 10
     */
    public int launchRoll() {
        return launchRoll;
    }

    /**
     * Returns the house (1-based along its owner's route) this bird launches onto.
     *
     * @return 5, 6, 7 or 10; 0 for the Swallow, which launches onto any house just before a rosette
     */
    public int launchHouse() {
        return launchHouse;
    }

    /**
     * Returns the counters this bird collects from the pool when it lands on an empty rosette, and
     * pays into it when it passes over a rosette to land on a plain house.
     *
     * @return 3, 4 or 5
     */
    public int counters() {
        return counters;
    }

    /**
     * Returns the piece of this bird owned by a player (its number is the bird's position in {@link #ALL}).
     *
     * @param owner the owner, not null
     * @return the piece
     */
    public Piece piece(Player owner) {
        if (owner == null) {
            throw new IllegalArgumentException("owner must not be null");
        }
        return new Piece(owner, ordinal(), kind);
    }

    /**
     * Finds the bird of a piece kind.
     *
     * @param kind a piece kind, not null
     * @return the bird
     * @throws IllegalArgumentException if the kind is not one of the five birds
     */
    public static Bird of(PieceKind kind) {
        if (kind == null) {
            throw new IllegalArgumentException("piece kind must not be null");
        }
        for (Bird b : ALL) {
            if (b.kind.equals(kind)) {
                return b;
            }
        }
        throw new IllegalArgumentException("piece kind " + kind.id() + " is not a bird; known: swallow, storm-bird,"
                + " raven, rooster, eagle");
    }

    /**
     * Finds a bird by its id.
     *
     * @param id e.g. {@code storm-bird} (case-insensitive), not null
     * @return the bird
     * @throws IllegalArgumentException if the id is not one of the five birds
     */
    public static Bird byId(String id) {
        String n = id == null ? "" : id.trim().toLowerCase(Locale.ROOT);
        for (Bird b : ALL) {
            if (b.kind.id().equals(n)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown bird \"" + id + "\"; known: swallow, storm-bird, raven, rooster,"
                + " eagle");
    }
}
