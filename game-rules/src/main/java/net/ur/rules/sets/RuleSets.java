package net.ur.rules.sets;

import java.util.List;
import java.util.Locale;

import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.ravensburg.RavensburgRuleSet;

/**
 * The registry of named rule sets: the one place the client and the command line turn a name
 * into rules: the classic {@code finkel}, {@code masters}, {@code blitz}, {@code aseb},
 * {@code murray} (a suffix {@code -Np}, N = 1..7, asks for N pieces per player) and the
 * Babylonian {@code babylonian} (twenty-squares board) and {@code babylonian-ur} (board of Ur), and
 * the Ravensburg {@code ravensburg} (seed 004: towers, captives and red men).
 */
public final class RuleSets {

    /** The classic rule sets' names, in display order (each also takes the {@code -Np} suffix). */
    public static final List<String> NAMES = List.of("finkel", "masters", "blitz", "aseb", "murray");
    /** The Babylonian rule sets' names: the twenty-squares board (the default) and the board of Ur. */
    public static final List<String> BABYLONIAN_NAMES = List.of("babylonian", "babylonian-ur");
    /** The Ravensburg rule set's name (seed 004). */
    public static final String RAVENSBURG = "ravensburg";
    /** Every name accepted by {@link #byName(String)} (without suffixes), the featured one first. */
    public static final List<String> ALL_NAMES = List.of("babylonian", "babylonian-ur", "finkel", "masters", "blitz",
            "aseb", "murray", RAVENSBURG);
    /** The featured rule set: the Babylonian game of seed 000 on the twenty-squares board. */
    public static final String FEATURED = "babylonian";

    /**
     * Returns the board of Ur as it was found (the classic games' board), which the room shows when
     * no game is laid.
     *
     * @return the board shape
     */
    public static net.ur.rules.board.BoardShape boardOfUr() {
        return net.ur.rules.classic.ClassicBoards.STANDARD;
    }

    private static final List<ClassicSettings> CLASSIC = List.of(ClassicSettings.FINKEL, ClassicSettings.MASTERS,
            ClassicSettings.BLITZ, ClassicSettings.ASEB, ClassicSettings.MURRAY);

    private RuleSets() {
    }

    /**
     * Finds a rule set by name.
     *
     * @param name a name of {@link #ALL_NAMES}, case-insensitive; a classic one optionally with {@code -Np},
     *     e.g. {@code finkel-2p}
     * @return the rule set (a Babylonian one for the first game of a match: 25 counters each, light starts;
     *     a Ravensburg one with light beginning and no opening throw recorded)
     * @throws IllegalArgumentException if the name is unknown
     */
    public static RuleSet byName(String name) {
        if (name != null) {
            String n = name.trim().toLowerCase(Locale.ROOT);
            if (BABYLONIAN_NAMES.contains(n)) {
                return new BabylonianRuleSet(BabylonianBoard.byName(n));
            }
            if (n.equals(RAVENSBURG)) {
                return new RavensburgRuleSet();
            }
        }
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
            throw new IllegalArgumentException("rule set name must not be null; known: "
                    + String.join(", ", ALL_NAMES));
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
        if (BABYLONIAN_NAMES.contains(n) || n.equals(RAVENSBURG)) {
            throw new IllegalArgumentException(name + " is not a classic rule set");
        }
        throw new IllegalArgumentException("unknown rule set \"" + name + "\"; known: " + String.join(", ", ALL_NAMES)
                + " (the classic ones optionally with -Np for N pieces, e.g. finkel-2p)");
    }

    /**
     * Returns every classic named rule set.
     *
     * @return the rule sets in the order of {@link #NAMES}
     */
    public static List<RuleSet> all() {
        return NAMES.stream().map(RuleSets::byName).toList();
    }

    /**
     * Returns every named rule set, Babylonian ones included.
     *
     * @return the rule sets in the order of {@link #ALL_NAMES}
     */
    public static List<RuleSet> everything() {
        return ALL_NAMES.stream().map(RuleSets::byName).toList();
    }
}
