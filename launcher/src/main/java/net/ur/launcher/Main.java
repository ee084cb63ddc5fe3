package net.ur.launcher;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import net.ur.client.GameOptions;
import net.ur.client.UrApp;
import net.ur.rules.cli.RulesCli;
import org.slf4j.bridge.SLF4JBridgeHandler;

/**
 * The desktop entry point behind the {@code ./ur} script: with no arguments it starts the game in
 * a window; a first word names a subcommand (a tool) instead. Wrong input gets a one-line error
 * and the usage, with exit status 2.
 */
public final class Main {

    /** Exit status of a command line that could not be understood. */
    public static final int USAGE_ERROR = 2;

    static final String USAGE = String.join("\n",
            "usage: ./ur [play] [--width W] [--height H] [--fullscreen] [--no-vsync] [--quality low|medium|high]",
            "       ./ur COMMAND [ARGS...]",
            "",
            "Starts the Royal Game of Ur in a window (the main menu), or runs a tool.",
            "",
            "Game options:",
            "  --width W, --height H   window size in pixels (default 1280x720, at least 640x480)",
            "  --fullscreen            take the whole screen",
            "  --no-vsync              do not wait for the display's refresh",
            "  --quality Q             graphics quality: low, medium (default) or high",
            "",
            "Commands:",
            "  play                    start the game (the default)",
            "  record check [--rules R] [--json] FILE...",
            "                          check game records (our JSON or RGN): one line per file",
            "  record show [--rules R] [--json] FILE",
            "                          print a game turn by turn with the board",
            "  bench rules [--seconds S]",
            "                          random Finkel playouts per second on one thread",
            "  help                    show this help",
            "",
            "Rule sets R: finkel, masters, blitz, aseb, murray.",
            "Coming with their issues: arena (computer against computer), solve (perfect-play",
            "tables), bench render, watch.",
            "");

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

    /** Returned by {@link #run} when it has started the game, which keeps the process alive. */
    static final int STARTED_GAME = -1;

    /**
     * Parses the command line and runs what it asks for.
     *
     * @param args the command line; not null
     * @param out where results and help go
     * @param err where errors go
     * @return the exit status, or {@link #STARTED_GAME}
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        List<String> rest = Arrays.asList(args);
        String command = rest.isEmpty() || rest.get(0).startsWith("-") ? "play" : rest.get(0);
        if (!rest.isEmpty() && !rest.get(0).startsWith("-")) {
            rest = rest.subList(1, rest.size());
        }
        if (command.equals("record") || command.equals("bench")) {
            return RulesCli.run(args, out, err);
        }
        if (rest.contains("--help") || rest.contains("-h") || command.equals("help")) {
            out.print(USAGE);
            return 0;
        }
        switch (command) {
            case "play":
                GameOptions options;
                try {
                    options = parseGameOptions(rest);
                } catch (IllegalArgumentException e) {
                    return usageError(err, e.getMessage());
                }
                startGame(options);
                return STARTED_GAME;
            default:
                return usageError(err, "unknown command '" + command + "'");
        }
    }

    private static int usageError(PrintStream err, String message) {
        err.println("ur: " + message);
        err.print(USAGE);
        return USAGE_ERROR;
    }

    /**
     * Reads the game's window options.
     *
     * @param args the options after the command word
     * @return the options
     * @throws IllegalArgumentException naming the first option that is wrong
     */
    static GameOptions parseGameOptions(List<String> args) {
        GameOptions d = GameOptions.DEFAULT;
        int width = d.width();
        int height = d.height();
        boolean fullscreen = d.fullscreen();
        boolean vsync = d.vsync();
        GameOptions.Quality quality = d.quality();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--width":
                    width = intValue(args, ++i, a);
                    break;
                case "--height":
                    height = intValue(args, ++i, a);
                    break;
                case "--fullscreen":
                    fullscreen = true;
                    break;
                case "--no-vsync":
                    vsync = false;
                    break;
                case "--quality":
                    quality = GameOptions.Quality.parse(value(args, ++i, a).toLowerCase(Locale.ROOT));
                    break;
                default:
                    throw new IllegalArgumentException(a.startsWith("-") ? "unknown option '" + a + "'"
                            : "unexpected argument '" + a + "'");
            }
        }
        return new GameOptions(width, height, fullscreen, vsync, quality);
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size()) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args.get(i);
    }

    private static int intValue(List<String> args, int i, String option) {
        String v = value(args, i, option);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, not '" + v + "'");
        }
    }

    private static void startGame(GameOptions options) {
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
        new UrApp(options).start();
    }
}
