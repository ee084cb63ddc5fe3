package net.ur.launcher;

import net.ur.client.UrApp;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;

/**
 * A command that opens the game's window ({@code play}, {@code watch}, {@code bench render}): it
 * words its errors as the launcher always has, and starts the application, after which the game,
 * not the command, decides when the process ends ({@link Main#STARTED_GAME}).
 */
abstract class GameCommand extends UrCommand {

    GameCommand(Streams io) {
        super(io);
    }

    @Override
    protected String unknownOption(String option) {
        return "unknown option '" + option + "'";
    }

    @Override
    protected String unexpectedArgument(String argument) {
        return "unexpected argument '" + argument + "'";
    }

    /**
     * Starts the application (jME's java.util.logging is bridged into SLF4J by {@link Main#run}).
     *
     * @param app the application, not started
     * @return {@link Main#STARTED_GAME}
     */
    static int start(UrApp app) {
        app.start();
        return Main.STARTED_GAME;
    }
}
