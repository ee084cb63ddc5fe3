package net.ur.rules;

import java.util.List;
import java.util.Locale;

import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;

/**
 * The registry of named rule sets: the one place the client and the command line turn a name
 * ({@code finkel}, {@code masters}, {@code blitz}, {@code aseb}, {@code murray}) into rules.
 * A suffix {@code -Np} (N = 1..7) asks for the same rules with N pieces per player.
 */
public final class RuleSets {

    /** The names accepted by {@link #byName(String)}, in display order. */
    public static final List<String> NAMES = List.of("finkel", "masters", "blitz", "aseb", "murray");

    private static final List<ClassicSettings> CLASSIC = List.of(ClassicSettings.FINKEL, ClassicSettings.MASTERS,
            ClassicSettings.BLITZ, ClassicSettings.ASEB, ClassicSettings.MURRAY);

    private RuleSets() {
    }

    /**
     * Finds a rule set by name.
     *
     * @param name a name of {@link #NAMES}, case-insensitive, optionally with {@code -Np}, e.g. {@code finkel-2p}
     * @return the rule set
     * @throws IllegalArgumentException if the name is unknown
     */
    public static RuleSet byName(String name) {
        return new ClassicRuleSet(classicSettings(name));
    }

    /**
     * Finds the settings of a classic rule set by name.
     *
     * @param name as for {@link #byName(String)}
     * @return the settings
     * @throws IllegalArgumentException if the name is unknown
     */
    public static ClassicSettings classicSettings(String name) {
        if (name == null) {
            throw new IllegalArgumentException("rule set name must not be null; known: " + String.join(", ", NAMES));
        }
        String n = name.trim().toLowerCase(Locale.ROOT);
        int pieces = -1;
        if (n.matches(".*-[1-7]p")) {
            pieces = n.charAt(n.length() - 2) - '0';
            n = n.substring(0, n.length() - 3);
        }
        for (ClassicSettings s : CLASSIC) {
            if (s.name().equals(n)) {
                return pieces < 0 ? s : s.withPieces(pieces);
            }
        }
        throw new IllegalArgumentException("unknown rule set \"" + name + "\"; known: " + String.join(", ", NAMES)
                + " (optionally with -Np for N pieces, e.g. finkel-2p)");
    }

    /**
     * Returns every named rule set.
     *
     * @return the rule sets in the order of {@link #NAMES}
     */
    public static List<RuleSet> all() {
        return NAMES.stream().map(RuleSets::byName).toList();
    }
}
