package net.ur.net.cli;

import net.ur.tools.Cli;

/** Adds the network commands to {@code ./ur}: {@code serve}, {@code host}, {@code join}, {@code spectate}, {@code bench net}, {@code bench sign}. */
public final class NetCommands {

    private NetCommands() {
    }

    /**
     * Adds the commands.
     *
     * @param cli a command line that has the rule tools (its {@code bench} group), not null
     * @return the command line
     */
    public static Cli addTo(Cli cli) {
        cli.add(new ServeCommand(cli.streams()));
        cli.add(new HostCommand(cli.streams()));
        cli.add(new JoinCommand(cli.streams()));
        cli.add(new SpectateCommand(cli.streams()));
        cli.add("bench", new BenchNet(cli.streams()));
        cli.add("bench", new BenchSign(cli.streams()));
        return cli;
    }
}
