package net.ur.tools.command;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * A command of {@code ./ur}: picocli parses the command line into the subclass's annotated fields,
 * then {@link #run} does the work and returns the exit status. The base gives every command
 * {@code -h}/{@code --help}, its {@link Streams}, and {@link #usageError} to refuse a command line
 * (exit status {@link Cli#USAGE}) with one clear line.
 */
public abstract class UrCommand implements Callable<Integer> {

    /** Exit status: everything fine. */
    public static final int OK = 0;
    /** Exit status: a record is illegal or unreadable, a table failed, a file could not be written. */
    public static final int FAILED = 1;
    /** Exit status: the command line was wrong. */
    public static final int USAGE = 2;

    /** The program's name as a person types it. */
    public static final String NAME = "./ur";

    /** The name of a command as typed after {@code ./ur}: {@code record check}. */
    public static String path(CommandSpec spec) {
        return spec.qualifiedName(" ").replaceFirst("^\\S+ ?", "");
    }

    /** The command as picocli sees it: its name, its place in the tree, its usage. */
    @Spec
    protected CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, hidden = true, description = "show this command's help")
    private boolean help;

    /** Where results go. */
    protected final PrintStream out;
    /** Where progress and errors go. */
    protected final PrintStream err;

    /**
     * Makes a command that prints to the given streams.
     *
     * @param io where to print (not null)
     */
    protected UrCommand(Streams io) {
        if (io == null) {
            throw new IllegalArgumentException("a command needs its streams, not null");
        }
        this.out = io.out();
        this.err = io.err();
    }

    @Override
    public final Integer call() throws Exception {
        return run();
    }

    /**
     * Does the command's work, its options already parsed.
     *
     * @return the exit status: {@link Cli#OK}, {@link Cli#FAILED}, or another the command documents
     * @throws ParameterException from {@link #usageError}, when the options are wrong together
     * @throws Exception anything else goes to picocli's execution handler (a stack trace, status 1)
     */
    protected abstract int run() throws Exception;

    /**
     * A usage error to throw: the command line is wrong in a way only the command can tell.
     *
     * @param message one line saying what is wrong and what is allowed
     * @return the exception, for {@code throw usageError(...)}
     */
    protected final ParameterException usageError(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /**
     * Runs a check that throws {@link IllegalArgumentException} for bad input (a rule set's or a
     * computer player's name, say) and turns its message into a usage error.
     *
     * @param check the check (not null)
     * @param <T> what the check returns
     * @return what the check returned
     */
    protected final <T> T checked(Supplier<T> check) {
        try {
            return check.get();
        } catch (IllegalArgumentException e) {
            throw usageError(e.getMessage());
        }
    }

    /**
     * An option's value as it was typed, for a message about it.
     *
     * @param option the option's name, e.g. {@code --seconds}
     * @return the last value given, or an empty string if the option was not given
     */
    protected final String typed(String option) {
        List<String> values = spec.findOption(option).originalStringValues();
        return values.isEmpty() ? "" : values.get(values.size() - 1);
    }

    /**
     * How this command words an option it does not know. The rule tools say {@code unknown option: X};
     * the game's commands override this with their own wording.
     *
     * @param option the option as typed
     * @return the error line, without the {@code ur: } prefix
     */
    protected String unknownOption(String option) {
        return "unknown option: " + option;
    }

    /**
     * How this command words a word it takes no place for.
     *
     * @param argument the word as typed
     * @return the error line, without the {@code ur: } prefix
     */
    protected String unexpectedArgument(String argument) {
        return UrCommand.path(spec) + " takes no argument '" + argument + "'";
    }
}
