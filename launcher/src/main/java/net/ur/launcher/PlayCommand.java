package net.ur.launcher;

import net.ur.client.settings.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsStore;
import net.ur.rules.cli.Streams;
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

    @Override
    protected int run() {
        PlaySetup setup = checked(() -> game.setup(false));
        GameOptions options = checked(() -> window.over(SettingsStore.forPlayer().load().windowOptions()));
        return start(new UrApp(options, setup));
    }
}
