package net.ur.tools;

import picocli.CommandLine.Command;

/**
 * A command word that only gathers others ({@code record}, {@code bench}): given alone it is a usage
 * error that names the commands under it.
 */
@Command(name = "group")
final class Group extends UrCommand {

    private final String name;
    private final String description;

    Group(Streams io, String name, String description) {
        super(io);
        this.name = name;
        this.description = description;
    }

    String name() {
        return name;
    }

    String description() {
        return description;
    }

    @Override
    protected int run() {
        throw usageError(Cli.path(spec) + " needs a command: " + String.join(", ", spec.subcommands().keySet()));
    }
}
