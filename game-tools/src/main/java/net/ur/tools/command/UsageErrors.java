package net.ur.tools.command;

import java.io.PrintStream;
import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reports a command line that picocli or a command refused: one line {@code ur: WHAT}, then the
 * failing command's usage line (none for the root) and where its help is; the status is
 * {@link Cli#USAGE}. A command line that named no command ({@code ./ur --bogus}) was the root's: its
 * error shows the root's usage, though the default command read it. The whole help is never repeated.
 */
public final class UsageErrors implements IParameterExceptionHandler {

    private final PrintStream err;
    private final String impliedCommand;

    /**
     * @param err where the error goes
     * @param impliedCommand the default command when the words named none (then an error of that command is
     *        told with the root's usage), else null
     */
    public UsageErrors(PrintStream err, String impliedCommand) {
        this.err = err;
        this.impliedCommand = impliedCommand;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine failing = e.getCommandLine();
        err.println("ur: " + message(e));
        if (impliedCommand != null && failing.getParent() != null && failing.getParent().getParent() == null
                && impliedCommand.equals(failing.getCommandName())) {
            failing = failing.getParent();
            err.print(failing.getHelp().synopsis(0));
        }
        String path = UrCommand.path(failing.getCommandSpec());
        if (!path.isEmpty()) {
            CommandLine.Help help = failing.getHelp();
            err.print("usage: " + help.synopsis(0));
        }
        err.println("try '" + UrCommand.NAME + (path.isEmpty() ? "" : " " + path) + " --help'");
        err.flush();
        return UrCommand.USAGE;
    }

    /** What was wrong, in the words of the command that refused it. */
    public static String message(ParameterException e) {
        CommandLine failing = e.getCommandLine();
        Object command = failing.getCommand();
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String word = u.getUnmatched().get(0);
            if (word.startsWith("-") && word.length() > 1) {
                return command instanceof UrCommand c ? c.unknownOption(word) : "unknown option '" + word + "'";
            }
            if (!failing.getSubcommands().isEmpty() || !(command instanceof UrCommand)) {
                String path = UrCommand.path(failing.getCommandSpec());
                List<String> near = u.getSuggestions();
                return "unknown command '" + (path.isEmpty() ? "" : path + " ") + word + "'"
                        + (near.isEmpty() ? "" : " (did you mean '" + (path.isEmpty() ? "" : path + " ")
                        + near.get(0) + "'?)");
            }
            return ((UrCommand) command).unexpectedArgument(word);
        }
        ArgSpec arg = e.getArgSpec();
        if (e instanceof MissingParameterException m && !m.getMissing().isEmpty()
                && m.getMissing().get(0) instanceof OptionSpec o) {
            return o.longestName() + " needs a value";
        }
        if (e.getCause() instanceof TypeConversionException && arg instanceof OptionSpec o) {
            Class<?> type = o.type();
            boolean whole = type == int.class || type == Integer.class || type == long.class || type == Long.class;
            return o.longestName() + " needs a " + (whole ? "whole number" : "number") + ", not '" + e.getValue()
                    + "'";
        }
        if (e.getCause() instanceof IllegalArgumentException cause) {
            return cause.getMessage();
        }
        return e.getMessage();
    }
}
