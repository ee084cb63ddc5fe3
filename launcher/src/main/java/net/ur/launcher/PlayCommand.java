package net.ur.launcher;

import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsStore;
import net.ur.tools.command.Streams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code ./ur play} (the default command): opens the game on the main menu, or straight into a game. */
@Command(name = "play", description = "start the game (the default): the menu, or a game if any game option is given")
final class PlayCommand extends GameCommand {

    @Mixin
    GameChoice game;

    @Mixin
    WindowOptions window;

    PlayCommand(Streams io) {
        super(io);
    }

    /**
     * {@code ./ur} with no words: the main menu in the window the player's settings describe, as
     * {@code play} with no options opens it, without building picocli's model of every command
     * first (1.8 s of the main thread on the loaded test machine; its classes, Java 5 class
     * files, are too old for the class-data archive). Settings
     * that picocli's way would turn into an error are left to it, for the same message.
     *
     * @param io where the commands print
     * @return {@link Main#STARTED_GAME}, or the status of {@code play} when it is run instead
     */
    static int startMenu(Streams io) {
        GameOptions options;
        try {
            options = new WindowOptions().over(SettingsStore.forPlayer().load().windowOptions());
        } catch (IllegalArgumentException e) {
            return Main.commands(io).run("play");
        }
        return start(new UrApp(options, null));
    }

    @Override
    protected int run() {
        PlaySetup setup = checked(() -> game.setup(false));
        GameOptions options = checked(() -> window.over(SettingsStore.forPlayer().load().windowOptions()));
        return start(new UrApp(options, setup).speaking(window.lang));
    }
}
