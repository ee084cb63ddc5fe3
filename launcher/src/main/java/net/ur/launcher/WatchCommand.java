package net.ur.launcher;

import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsStore;
import net.ur.tools.command.Streams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code ./ur watch}: the computer plays itself at the table (both sides {@code random} unless given). */
@Command(name = "watch", description = "the computer plays itself (both sides random unless given)")
final class WatchCommand extends GameCommand {

    @Mixin
    GameChoice game;

    @Mixin
    WindowOptions window;

    WatchCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        PlaySetup setup = checked(() -> game.setup(true));
        GameOptions options = checked(() -> window.over(SettingsStore.forPlayer().load().windowOptions()));
        return start(new UrApp(options, setup).speaking(window.lang));
    }
}
