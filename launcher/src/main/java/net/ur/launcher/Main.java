package net.ur.launcher;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import net.ur.client.settings.GameOptions;
import net.ur.net.cli.NetCommands;
import net.ur.tools.Cli;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The desktop entry point behind the {@code ./ur} script: composes the game's commands ({@code play},
 * the default, {@code watch}, {@code bench render}, {@code review}) with the rule tools on one picocli command line
 * ({@link Cli}) and runs what the words ask for. Wrong input gets a one-line error, the command's
 * usage line and where its help is, with exit status 2.
 */
public final class Main {

    /** Exit status of a command line that could not be understood. */
    public static final int USAGE_ERROR = UrCommand.USAGE;

    /** Returned by {@link #run} when it has started the game, which keeps the process alive. */
    static final int STARTED_GAME = -1;

    private static final String GAME_OPTIONS = "gameOptions";

    private Main() {
    }

    /**
     * Runs the launcher and exits with its status, unless the game window was opened (then the
     * game decides when the process ends).
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != STARTED_GAME) {
            System.exit(status);
        }
    }

    /**
     * Every command of {@code ./ur}. A new command is one class and one line here.
     *
     * @param io where the commands print
     * @return the command line
     */
    static Cli commands(Streams io) {
        Cli cli = Cli.create(io);
        cli.add(new PlayCommand(io));
        cli.add(new WatchCommand(io));
        cli.add(new LearnCommand(io));
        cli.addRuleTools();
        cli.add(new ReviewWindowCommand(io));
        NetCommands.addTo(cli);
        cli.add("bench", new BenchRenderCommand(io));
        cli.add("bench", new BenchStartCommand(io));
        cli.defaultCommand("play");
        describe(cli.commandLine());
        return cli;
    }

    /**
     * Parses the command line and runs what it asks for.
     *
     * @param args the command line; not null
     * @param out where results and help go
     * @param err where errors go
     * @return the exit status, or {@link #STARTED_GAME}
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        bridgeJavaLogging();
        if (args.length == 0) {
            return PlayCommand.startMenu(new Streams(out, err));
        }
        return commands(new Streams(out, err)).run(args);
    }

    /**
     * Hands java.util.logging (jME's, SpiderMonkey's "SEVERE: Connection terminated ...") to SLF4J, in place of
     * its own handler that prints on standard error: so it goes where {@link LogSetup} sends libraries' lines,
     * the log file, and every command, the window's and the network players' alike, shows the game's own lines
     * only.
     */
    static void bridgeJavaLogging() {
        if (!SLF4JBridgeHandler.isInstalled()) {
            SLF4JBridgeHandler.removeHandlersForRootLogger();
            SLF4JBridgeHandler.install();
        }
    }

    /** The top of {@code ./ur --help}: how the game starts, then the options of {@code play}. */
    private static void describe(CommandLine root) {
        root.getCommandSpec().usageMessage()
                .customSynopsis(
                        "usage: ./ur [play] [--rules R] [--light WHO] [--dark WHO] [--seed S] [WINDOW OPTIONS]",
                        "       ./ur watch [--rules R] [--light WHO] [--dark WHO] [WINDOW OPTIONS]",
                        "       ./ur COMMAND [ARGS...]")
                .description("Starts the Royal Game of Ur in a window (the main menu), or runs a tool.");
        List<String> keys = new ArrayList<>(root.getHelpSectionKeys());
        keys.add(keys.indexOf(UsageMessageSpec.SECTION_KEY_COMMAND_LIST_HEADING), GAME_OPTIONS);
        root.setHelpSectionKeys(keys);
        CommandLine play = root.getSubcommands().get("play");
        root.getHelpSectionMap().put(GAME_OPTIONS, help -> "\nGame and window options of play and watch (any"
                + " game option makes play skip the menu):\n" + play.getHelp().optionList());
    }

    /** A command that only reads the window's options, for {@link #parseGameOptions}. */
    @Command(name = "window")
    static final class WindowOnly {
        @Mixin
        WindowOptions window;
    }

    /**
     * Reads the game's window options as the game's commands read them.
     *
     * @param args the options (not null)
     * @return the options
     * @throws IllegalArgumentException naming the first option that is wrong
     */
    static GameOptions parseGameOptions(List<String> args) {
        return parseGameOptions(args, GameOptions.DEFAULT);
    }

    /**
     * Reads the game's window options over the given defaults (the player's settings).
     *
     * @param args the options (not null)
     * @param d the values of options not given
     * @return the options
     * @throws IllegalArgumentException naming the first option that is wrong
     */
    static GameOptions parseGameOptions(List<String> args, GameOptions d) {
        WindowOnly w = new WindowOnly();
        try {
            new CommandLine(w).setSeparator(" ").parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException(Cli.errorMessage(e), e);
        }
        return w.window.over(d);
    }
}
