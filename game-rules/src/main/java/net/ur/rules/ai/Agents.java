package net.ur.rules.ai;

import java.util.List;
import java.util.Locale;

/** The registry of computer players by their command-line names. */
public final class Agents {

    /** The names {@link #byName} knows. */
    public static final List<String> NAMES = List.of("random");

    private Agents() {
    }

    /**
     * Finds an agent by name (case-insensitive).
     *
     * @param name e.g. {@code random}; not null
     * @return a new agent
     * @throws IllegalArgumentException naming the known agents, if the name is unknown
     */
    public static Agent byName(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        if (n.equals("random")) {
            return new RandomAgent();
        }
        throw new IllegalArgumentException("unknown computer player \"" + name + "\"; known: " + String.join(", ", NAMES));
    }
}
