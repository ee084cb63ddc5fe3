package net.ur.launcher;

import net.ur.client.UrApp;
import net.ur.client.bench.RenderBenchState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.tools.command.Streams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench render}: opens the game in a window, measures a computer game and a reference
 * scene, prints the figures and exits. Vertical sync is always off, so the frame rate is the machine's.
 */
@Command(name = "render", description = "frames per second of a computer game and of a reference scene")
final class BenchRenderCommand extends GameCommand {

    @Option(names = "--seconds", paramLabel = "S", description = "how long to measure each (default 10, 1..600)")
    float seconds = 10;

    @Option(names = "--json", description = "also print the figures as one JSON object")
    boolean json;

    @Mixin
    WindowOptions window;

    BenchRenderCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (seconds < 1 || seconds > 600) {
            throw usageError("--seconds must be 1..600, not " + typed("--seconds"));
        }
        GameOptions parsed = checked(() -> window.over(GameOptions.DEFAULT));
        GameOptions options = new GameOptions(parsed.width(), parsed.height(), parsed.fullscreen(), false,
                parsed.quality());
        UrApp app = new UrApp(options, new PlaySetup("finkel", "intermediate", "intermediate", 1));
        app.getStateManager().attach(new RenderBenchState(options.quality(), seconds, json, out));
        return start(app);
    }
}
