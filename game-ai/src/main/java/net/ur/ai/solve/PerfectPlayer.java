package net.ur.ai.solve;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;
import net.ur.ai.Agent;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;

/**
 * The {@code perfect} computer player by name ({@code Agents.byName("perfect")}): plays any solved classic
 * rule set from its table file in a folder of tables, loading each table once (tables are shared by every
 * player of the program and never change). The folder is the system property {@value #TABLES_PROPERTY} if
 * set, else {@code tables} in the player's data folder as the game finds it ({@code ur.home}/data,
 * {@code $XDG_DATA_HOME/ur}, else {@code ~/.local/share/ur}). A table file is named after its rule set:
 * {@code finkel.urt}, {@code finkel-3p.urt} ({@link #tableFile}). Without a table, or with a damaged one, it
 * refuses to play and says how to make it.
 */
public final class PerfectPlayer implements Agent {

    /** The system property that names the folder of table files. */
    public static final String TABLES_PROPERTY = "ur.tables";

    private static final Map<Path, SolvedTable> LOADED = new ConcurrentHashMap<>();

    private final Path folder;

    /** A player that finds its tables in {@link #defaultFolder()}. */
    public PerfectPlayer() {
        this(defaultFolder());
    }

    /**
     * @param folder the folder of table files, not null
     */
    public PerfectPlayer(Path folder) {
        if (folder == null) {
            throw new IllegalArgumentException("folder must not be null");
        }
        this.folder = folder;
    }

    /**
     * The classic rules a rule set plays, which perfect play is solved for: a classic rule set's
     * own settings (with its number of pieces); none for the Babylonian and Ravensburg games.
     *
     * @param rules the rule set, not null
     * @return its settings, or empty when perfect play cannot be solved for it
     */
    public static java.util.Optional<ClassicSettings> solvable(RuleSet rules) {
        return rules instanceof ClassicRuleSet c ? java.util.Optional.of(c.settings()) : java.util.Optional.empty();
    }

    /**
     * The folder of table files: {@value #TABLES_PROPERTY}, else the game's data folder's {@code tables}.
     *
     * @return the folder (it may not exist)
     */
    public static Path defaultFolder() {
        String tables = System.getProperty(TABLES_PROPERTY);
        if (tables != null && !tables.isBlank()) {
            return Paths.get(tables);
        }
        return dataFolder().resolve("tables");
    }

    /**
     * The player's data folder as the game finds it (saved games in {@code saves}, tables in {@code tables}):
     * {@code ur.home}/data, else {@code $XDG_DATA_HOME/ur}, else {@code ~/.local/share/ur}.
     *
     * @return the folder (it may not exist)
     */
    public static Path dataFolder() {
        String home = System.getProperty("ur.home");
        if (home != null && !home.isBlank()) {
            return Paths.get(home, "data");
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return Paths.get(xdg, "ur");
        }
        return Paths.get(System.getProperty("user.home"), ".local", "share", "ur");
    }

    /**
     * The table file of a rule set in a folder.
     *
     * @param folder the folder of tables
     * @param settings the rules
     * @return {@code folder/NAME.urt}
     */
    public static Path tableFile(Path folder, ClassicSettings settings) {
        return folder.resolve(settings.name() + ".urt");
    }

    /**
     * The command that makes a rule set's table in a folder.
     *
     * @param folder the folder of tables
     * @param settings the rules
     * @return e.g. {@code ./ur solve --rules finkel --out /home/me/.local/share/ur/tables/finkel.urt}
     */
    public static String makeCommand(Path folder, ClassicSettings settings) {
        return "./ur solve --rules " + settings.name() + " --out " + tableFile(folder, settings);
    }

    @Override
    public String name() {
        return "perfect";
    }

    @Override
    public String description() {
        return "perfect play from the solved table of the classic rule set (tables in " + folder + ")";
    }

    /**
     * The table of a rule set, read once and kept.
     *
     * @param rules a classic rule set
     * @return its table
     * @throws IllegalArgumentException saying why there is none and how to make it
     */
    public SolvedTable table(RuleSet rules) {
        if (!(rules instanceof ClassicRuleSet c)) {
            throw new IllegalArgumentException("the perfect player plays the solved classic rule sets only, not "
                    + (rules == null ? "null" : rules.displayName()));
        }
        Path file = tableFile(folder, c.settings()).toAbsolutePath().normalize();
        SolvedTable t = LOADED.get(file);
        if (t != null) {
            return t;
        }
        synchronized (LOADED) {
            t = LOADED.get(file);
            if (t == null) {
                try {
                    t = SolvedTable.read(file);
                } catch (SolvedTable.TableException e) {
                    throw new IllegalArgumentException("the perfect player has no table for " + c.displayName()
                            + ": " + e.getMessage() + "; make it with: " + makeCommand(folder, c.settings()), e);
                }
                if (!t.settings().sameRules(c.settings())) {
                    throw new IllegalArgumentException("the perfect player's table " + file + " solves "
                            + t.settings().displayName() + ", not " + c.displayName() + "; remake it with: "
                            + makeCommand(folder, c.settings()));
                }
                LOADED.put(file, t);
            }
            return t;
        }
    }

    @Override
    public void prepare(RuleSet rules) {
        table(rules);
    }

    /**
     * The winning chance of the player whose turn it is (see {@link SolvedTable#evaluate}).
     *
     * @param rules the rules
     * @param state a state of them
     * @return 0..1
     */
    public double evaluate(RuleSet rules, GameState state) {
        return table(rules).evaluate(state);
    }

    @Override
    public Move chooseMove(RuleSet rules, GameState state, RandomGenerator random) {
        return new PerfectAgent(table(rules)).chooseMove(rules, state, random);
    }
}
