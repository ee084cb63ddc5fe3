package net.ur.tools.command;

import picocli.CommandLine.Command;

/**
 * A command word that only gathers others ({@code record}, {@code bench}): given alone it is a usage
 * error that names the commands under it.
 */
@Command(name = "group")
public final class Group extends UrCommand {

    private final String name;
    private final String description;

    public Group(Streams io, String name, String description) {
        super(io);
        this.name = name;
        this.description = description;
    }

    public String name() {
        return name;
    }

    public String description() {
        return description;
    }

    @Override
    protected int run() {
        throw usageError(UrCommand.path(spec) + " needs a command: " + String.join(", ", spec.subcommands().keySet()));
    }
}
