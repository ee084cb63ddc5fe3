package net.ur.launcher;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import net.ur.client.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.play.PlaySetup;
import net.ur.client.settings.SettingsStore;
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
            "usage: ./ur [play] [--rules R] [--light WHO] [--dark WHO] [--seed S] [WINDOW OPTIONS]",
            "       ./ur watch [--rules R] [--light AGENT] [--dark AGENT] [WINDOW OPTIONS]",
            "       ./ur COMMAND [ARGS...]",
            "",
            "Starts the Royal Game of Ur in a window (the main menu), or runs a tool.",
            "",
            "Game options (any of them skips the menu and starts the game at once):",
            "  --rules R               finkel (default), babylonian, babylonian-ur, masters, blitz, aseb, murray or ravensburg",
            "  --light WHO, --dark WHO human, or a computer player: random",
            "  --seed S                seed of the dice and the computer's choices",
            "",
            "Window options:",
            "  --width W, --height H   window size in pixels (default 1280x720, at least 640x480)",
            "  --fullscreen            take the whole screen",
            "  --no-vsync              do not wait for the display's refresh",
            "  --quality Q             graphics quality: auto (default: low on a software renderer), low, medium or high",
            "",
            "Commands:",
            "  play                    start the game (the default)",
            "  watch                   the computer plays itself (both sides random unless given)",
            "  record check [--rules R] [--json] FILE...",
            "                          check game records (our JSON or RGN): one line per file",
            "  record show [--rules R] [--json] FILE",
            "                          print a game turn by turn with the board",
            "  record convert --to rgn|json [--rules R] FILE",
            "                          write a record in the other format",
            "  arena [--rules R] AGENT_A AGENT_B [--games N] [--seed S] [--threads T] [--json]",
            "                          computer against computer: win rates with 95% intervals",
            "  bench rules [--seconds S]",
            "                          random Finkel playouts per second on one thread",
            "  bench ai [--seconds S]  search nodes and arena moves per second",
            "  bench render [--quality Q] [--seconds S] [--json] [WINDOW OPTIONS]",
            "                          frames per second of a computer game and of a reference scene",
            "  bench start [--runs N] [--json] [--command CMD] [--baseline CMD]",
            "                          time from start to the main menu's first frame",
            "  solve --rules R [--pieces N] [--out FILE] [--json] | solve --verify FILE",
            "                          solve a classic rule set for perfect play, or check a table",
            "  help                    show this help",
            "",
            "Rule sets R: babylonian, babylonian-ur, finkel, masters, blitz, aseb, murray, ravensburg.",
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
        if (command.equals("bench") && rest.size() >= 1 && rest.get(0).equals("render")) {
            return benchRender(new ArrayList<>(rest.subList(1, rest.size())), out, err);
        }
        if (command.equals("bench") && rest.size() >= 1 && rest.get(0).equals("start")) {
            return BenchStart.run(rest.subList(1, rest.size()), out, err);
        }
        if (command.equals("record") || command.equals("bench") || command.equals("arena") || command.equals("solve")) {
            return RulesCli.run(args, out, err);
        }
        if (rest.contains("--help") || rest.contains("-h") || command.equals("help")) {
            out.print(USAGE);
            return 0;
        }
        switch (command) {
            case "play":
            case "watch":
                GameOptions options;
                PlaySetup setup;
                try {
                    List<String> gameArgs = new ArrayList<>(rest);
                    setup = parsePlaySetup(gameArgs, command.equals("watch"));
                    options = parseGameOptions(gameArgs, SettingsStore.forPlayer().load().windowOptions());
                } catch (IllegalArgumentException e) {
                    return usageError(err, e.getMessage());
                }
                startGame(options, setup);
                return STARTED_GAME;
            default:
                return usageError(err, "unknown command '" + command + "'");
        }
    }

    /**
     * {@code bench render [--quality Q] [--seconds S] [--json] [WINDOW OPTIONS]}: opens the game in
     * a window, measures a computer game and a reference scene, prints the figures and exits.
     */
    private static int benchRender(List<String> args, PrintStream out, PrintStream err) {
        float seconds = 10;
        boolean json = false;
        GameOptions options;
        try {
            for (int i = 0; i < args.size(); i++) {
                if (args.get(i).equals("--seconds")) {
                    String v = value(args, i + 1, "--seconds");
                    try {
                        seconds = Float.parseFloat(v);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("--seconds needs a number, not '" + v + "'");
                    }
                    if (seconds < 1 || seconds > 600) {
                        throw new IllegalArgumentException("--seconds must be 1..600, not " + v);
                    }
                    args.remove(i + 1);
                    args.remove(i);
                    i--;
                } else if (args.get(i).equals("--json")) {
                    json = true;
                    args.remove(i);
                    i--;
                }
            }
            GameOptions parsed = parseGameOptions(args, GameOptions.DEFAULT);
            options = new GameOptions(parsed.width(), parsed.height(), parsed.fullscreen(), false, parsed.quality());
        } catch (IllegalArgumentException e) {
            return usageError(err, e.getMessage());
        }
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
        UrApp app = new UrApp(options, new PlaySetup("finkel", "intermediate", "intermediate", 1));
        app.getStateManager().attach(new net.ur.client.bench.RenderBenchState(options.quality(), seconds, json, out));
        app.start();
        return STARTED_GAME;
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
        return parseGameOptions(args, GameOptions.DEFAULT);
    }

    /**
     * Reads the game's window options over the given defaults (the player's settings).
     *
     * @param args the options after the command word
     * @param d the values of options not given
     * @return the options
     * @throws IllegalArgumentException naming the first option that is wrong
     */
    static GameOptions parseGameOptions(List<String> args, GameOptions d) {
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

    /**
     * Takes the game-choosing options out of the argument list: {@code --rules R}, {@code --light
     * WHO}, {@code --dark WHO} and {@code --seed S}; what is left is for {@link #parseGameOptions}.
     *
     * @param args the options after the command word; the game options are removed from it
     * @param watch true for {@code watch}: both sides default to the computer
     * @return the setup, or null when no option chose a game (then the main menu opens)
     * @throws IllegalArgumentException naming the first option that is wrong
     */
    static PlaySetup parsePlaySetup(List<String> args, boolean watch) {
        String rules = null;
        String light = watch ? "random" : null;
        String dark = watch ? "random" : null;
        long seed = System.nanoTime();
        boolean chosen = watch;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (List.of("--rules", "--light", "--dark", "--seed").contains(a)) {
                String v = value(args, i + 1, a);
                args.remove(i + 1);
                args.remove(i);
                i--;
                chosen = true;
                switch (a) {
                    case "--rules" -> rules = v;
                    case "--light" -> light = v;
                    case "--dark" -> dark = v;
                    default -> seed = longValue(v, a);
                }
            }
        }
        if (!chosen) {
            return null;
        }
        return new PlaySetup(rules == null ? "finkel" : rules, light == null ? PlaySetup.HUMAN : light,
                dark == null ? (watch ? "random" : PlaySetup.HUMAN) : dark, seed);
    }

    private static long longValue(String v, String option) {
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, not '" + v + "'");
        }
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

    private static void startGame(GameOptions options, PlaySetup setup) {
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
        new UrApp(options, setup).start();
    }
}
