package net.ur.tools;

import java.io.PrintStream;

import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;

/**
 * The rule tools on their own, without the game: {@code record check|show|convert}, {@code arena},
 * {@code bench rules|ai} and {@code solve}, parsed by {@link Cli} exactly as {@code ./ur} parses them.
 */
public final class RulesCli {

    /** Exit status: everything fine. */
    public static final int OK = UrCommand.OK;
    /** Exit status: a record is illegal or unreadable. */
    public static final int FAILED = UrCommand.FAILED;
    /** Exit status: the command line was wrong. */
    public static final int USAGE = UrCommand.USAGE;

    private RulesCli() {
    }

    /**
     * Runs a rule tool.
     *
     * @param args the words from the command on, e.g. {@code ["record", "check", "a.rgn"]}; not null
     * @param out where results go, not null
     * @param err where progress, errors and usage go, not null
     * @return the exit status: 0 ok, 1 a record is illegal or unreadable, 2 wrong command line
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args == null || out == null || err == null) {
            throw new IllegalArgumentException("args, out and err must not be null");
        }
        return Cli.withRuleTools(new Streams(out, err)).run(args);
    }
}
