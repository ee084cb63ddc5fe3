package net.ur.tools;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import net.ur.ai.Agents;
import net.ur.rules.sets.RuleSets;
import net.ur.tools.bench.BenchAi;
import net.ur.tools.bench.BenchReview;
import net.ur.tools.bench.BenchRules;
import net.ur.tools.command.Group;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import net.ur.tools.command.UsageErrors;
import net.ur.tools.record.RecordCheck;
import net.ur.tools.record.RecordConvert;
import net.ur.tools.record.RecordShow;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The command line of {@code ./ur} and all its tools, on picocli: the root command, the rule tools
 * ({@code record check|show|convert}, {@code arena}, {@code bench rules|ai}, {@code solve}), the
 * errors (one line, the failing command's usage, a pointer to its help; status {@link #USAGE}), the
 * help that lists every command, and {@code --version}. The launcher adds the game's own commands:
 * a new command is one {@link UrCommand} class and one {@link #add} line.
 */
public final class Cli {

    private final Streams io;
    private final CommandLine root;
    private String defaultCommand;

    private Cli(Streams io) {
        this.io = io;
        this.root = new CommandLine(new Root());
        root.getCommandSpec().usageMessage()
                .customSynopsis("usage: " + UrCommand.NAME + " COMMAND [ARGS...]")
                .description("The Royal Game of Ur's tools.")
                .footer(footer());
    }

    /**
     * A command line with no commands yet but {@code help}, {@code --help} and {@code --version}.
     *
     * @param io where the commands print (not null)
     * @return the command line
     */
    public static Cli create(Streams io) {
        if (io == null) {
            throw new IllegalArgumentException("io must not be null");
        }
        return new Cli(io);
    }

    /**
     * A command line with the rule tools: {@code record}, {@code arena}, {@code bench rules|ai|review},
     * {@code solve}, and {@code review} (which the launcher composes itself, to open the window later).
     *
     * @param io where the commands print (not null)
     * @return the command line, to which more commands may be added
     */
    public static Cli withRuleTools(Streams io) {
        return create(io).addRuleTools().add(new ReviewCommand(io));
    }

    /**
     * Adds the rule tools: {@code record check|show|convert}, {@code arena}, {@code bench rules|ai},
     * {@code solve}, {@code puzzles make|check}, {@code rate-levels}, {@code profile}.
     *
     * @return this
     */
    public Cli addRuleTools() {
        add(new Group(io, "record", "game records, ours (JSON) or RoyalUr.net's RGN"));
        add("record", new RecordCheck(io));
        add("record", new RecordShow(io));
        add("record", new RecordConvert(io));
        add(new ArenaCommand(io));
        add(new Group(io, "bench", "benchmarks that print their figures beside a baseline"));
        add("bench", new BenchRules(io));
        add("bench", new BenchAi(io));
        add("bench", new BenchReview(io));
        add(new SolveCommand(io));
        PuzzlesCommands.addTo(this, io);
        add(new RateLevelsCommand(io));
        add(new ProfileCommand(io));
        return this;
    }

    /**
     * The one line that says what was wrong with a command line, as {@code ./ur} prints it after
     * {@code ur: }; for a caller that parses options with picocli on its own.
     *
     * @param e what picocli or a command threw (not null)
     * @return the line
     */
    public static String errorMessage(CommandLine.ParameterException e) {
        return UsageErrors.message(e);
    }

    /** Where the commands print. */
    public Streams streams() {
        return io;
    }

    /** The root of picocli's command tree, for the launcher to shape its help. */
    public CommandLine commandLine() {
        return root;
    }

    /**
     * Adds a command under the root, named by its {@code @Command} annotation.
     *
     * @param command the command (not null; its name not taken yet)
     * @return this
     */
    public Cli add(UrCommand command) {
        if (command == null) {
            throw new IllegalArgumentException("command must not be null");
        }
        root.addSubcommand(commandLine(command));
        return this;
    }

    /** Picocli's handle on a command; a {@link Group} takes the name and description it was made with. */
    private static CommandLine commandLine(UrCommand command) {
        CommandLine c = new CommandLine(command);
        if (command instanceof Group g) {
            c.getCommandSpec().name(g.name()).usageMessage().description(g.description());
        }
        return c;
    }

    /**
     * Adds a command under another, as {@code render} goes under {@code bench}.
     *
     * @param parent the name of a command already added under the root
     * @param command the command (not null; its name not taken under the parent yet)
     * @return this
     */
    public Cli add(String parent, UrCommand command) {
        CommandLine p = root.getSubcommands().get(parent);
        if (p == null || command == null) {
            throw new IllegalArgumentException("no command '" + parent + "' to add to (known: "
                    + root.getSubcommands().keySet() + "), or the command is null");
        }
        p.addSubcommand(commandLine(command));
        return this;
    }

    /**
     * Names the command that runs when the first word is an option or there is none ({@code play}).
     *
     * @param name a command added under the root
     * @return this
     */
    public Cli defaultCommand(String name) {
        if (!root.getSubcommands().containsKey(name)) {
            throw new IllegalArgumentException("no command '" + name + "' to make the default");
        }
        this.defaultCommand = name;
        return this;
    }

    /**
     * Parses the command line and runs the command it names.
     *
     * @param args the words after {@code ./ur} (not null)
     * @return the exit status: {@link #OK}, {@link #FAILED}, {@link #USAGE}, or what the command returned
     */
    public int run(String... args) {
        if (args == null) {
            throw new IllegalArgumentException("args must not be null");
        }
        if (!root.getSubcommands().containsKey("help")) {
            CommandLine help = new CommandLine(new CommandLine.HelpCommand());
            help.getCommandSpec().usageMessage().description("show this help, or a command's: help COMMAND");
            root.addSubcommand("help", help);
        }
        layOut(root);
        List<String> words = new ArrayList<>(Arrays.asList(args));
        boolean rootOption = !words.isEmpty() && root.getCommandSpec().optionsMap().containsKey(words.get(0));
        boolean implied = defaultCommand != null && !rootOption && (words.isEmpty() || words.get(0).startsWith("-"));
        if (implied) {
            words.add(0, defaultCommand);
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(io.err(), StandardCharsets.UTF_8), true);
        root.setOut(out);
        root.setErr(err);
        root.setSeparator(" ");
        root.setExpandAtFiles(false);
        root.setUsageHelpWidth(100);
        root.setParameterExceptionHandler(new UsageErrors(io.err(), implied ? defaultCommand : null));
        root.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                help -> commandList(root));
        int status = root.execute(words.toArray(String[]::new));
        out.flush();
        err.flush();
        return status;
    }

    /**
     * Lays out every command's help alike: options in the order the commands declare them (the order
     * of their importance), headings in lower case as in the errors' usage lines.
     */
    private static void layOut(CommandLine c) {
        CommandLine.Model.UsageMessageSpec u = c.getCommandSpec().usageMessage();
        u.sortOptions(false).sortSynopsis(false).descriptionHeading("%n").optionListHeading("%nOptions:%n")
                .parameterListHeading("%n");
        if (c.getParent() != null) {
            u.synopsisHeading("usage: ").commandListHeading("%nCommands:%n");
        }
        c.getSubcommands().values().forEach(Cli::layOut);
    }

    /** Every command that runs something, one per line with its options, and what it does. */
    static String commandList(CommandLine root) {
        StringBuilder b = new StringBuilder();
        listCommands(root, b);
        return b.toString();
    }

    private static void listCommands(CommandLine parent, StringBuilder b) {
        for (Map.Entry<String, CommandLine> e : parent.getSubcommands().entrySet()) {
            CommandLine c = e.getValue();
            if (!e.getKey().equals(c.getCommandName()) || c.getCommandSpec().usageMessage().hidden()) {
                continue;
            }
            if (!c.getSubcommands().isEmpty()) {
                listCommands(c, b);
                continue;
            }
            CommandLine.Help help = c.getHelp();
            String synopsis = help.synopsis(0).strip().replaceFirst("^" + java.util.regex.Pattern.quote(UrCommand.NAME) + " ", "");
            b.append("  ").append(synopsis.replace("\n", "\n  ")).append('\n');
            for (String d : c.getCommandSpec().usageMessage().description()) {
                b.append("        ").append(d).append('\n');
            }
        }
    }

    /** The help's last lines: the names the options take, read from the rules module. */
    private static String[] footer() {
        return new String[] {
            "",
            "Rule sets R: " + String.join(", ", RuleSets.ALL_NAMES) + ".",
            "Computer players: " + String.join(", ", Agents.NAMES) + ", expectimax:DEPTH (DEPTH 1..20).",
            "'" + UrCommand.NAME + " COMMAND --help' describes a command's options.",
        };
    }

    /** The root command: runs nothing itself; without a command word it is a usage error. */
    @Command(name = UrCommand.NAME, mixinStandardHelpOptions = true, versionProvider = Version.class,
            synopsisHeading = "", commandListHeading = "%nCommands:%n")
    static final class Root implements Runnable {
        @picocli.CommandLine.Spec
        CommandSpec spec;

        @Override
        public void run() {
            throw new CommandLine.ParameterException(spec.commandLine(), "missing command");
        }
    }

    /** {@code ur <version>}, the version from the build (the pom's, filtered into a resource). */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            return new String[] {"ur " + version()};
        }

        static String version() throws IOException {
            Properties p = new Properties();
            try (InputStream in = Cli.class.getResourceAsStream("version.properties")) {
                if (in == null) {
                    throw new IOException("version.properties is missing from the build");
                }
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        }
    }
}
